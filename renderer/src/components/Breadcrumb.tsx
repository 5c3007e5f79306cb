// The breadcrumb above the editor: where the active file is, and the card the cursor is in
// (asked of the language worker as the cursor moves). The card opens the file's outline to jump to another.
import { useLanguage, useLanguageStore } from '../hooks/useLanguage';
import { useStudio } from '../hooks/useStudio';
import { ChevronIcon } from './icons';

export function Breadcrumb() {
  const language = useLanguage();
  const path = useStudio((state) => state.files.active);
  const current = useLanguageStore(language.cursorSymbol, (s) => s);
  const symbol = current.path === path ? current.symbol : null;
  if (path === null) return null;
  const parts = path.split('/');
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb" data-testid="breadcrumb">
      <ol>
        {parts.map((part, i) => (
          <li key={`${i}:${part}`} aria-current={i === parts.length - 1 && !symbol ? 'location' : undefined}>
            {i > 0 ? <ChevronIcon className="breadcrumb-sep" /> : null}
            <span className={i === parts.length - 1 ? 'breadcrumb-file' : 'muted'}>{part}</span>
          </li>
        ))}
        {symbol ? (
          <li aria-current="location">
            <ChevronIcon className="breadcrumb-sep" />
            <button type="button" className="breadcrumb-symbol" data-testid="breadcrumb-symbol" title="Go to another card of this file (Ctrl+Shift+O)" onClick={() => language.showOutline()}>
              <span className="muted">{symbol.cardKind ?? 'variant'}</span> {symbol.name}
            </button>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

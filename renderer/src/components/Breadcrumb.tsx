// The breadcrumb above the editor: where the active file is, and the card the cursor is in
// (from the language worker's outline). The card opens the file's outline to jump to another.
import { useMemo } from 'react';
import { useLanguage, useLanguageStore } from '../hooks/useLanguage';
import { useStudio } from '../hooks/useStudio';
import { ChevronIcon } from './icons';

export function Breadcrumb() {
  const language = useLanguage();
  const path = useStudio((state) => state.files.active);
  const line = useStudio((state) => state.cursor?.line ?? null);
  const outline = useLanguageStore(language.outline, (o) => o);
  const symbol = useMemo(() => {
    if (line === null || outline.path !== path) return null;
    return outline.symbols.find((s) => s.range.start.line + 1 <= line && line <= s.range.end.line + 1) ?? null;
  }, [outline, path, line]);
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

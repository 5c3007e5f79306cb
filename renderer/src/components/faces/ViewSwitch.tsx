// The centre's views: the editor, the gallery of the set's card faces (Ctrl+Alt+G, the command
// 'toggle-gallery' of faces/commands.ts), the sandbox table (Ctrl+Alt+B, 'show-table' of
// table/wiring.ts), the deck builder (Ctrl+Alt+D, 'toggle-decks' of decks/commands.ts) and the
// simulation (Ctrl+Alt+R, 'toggle-simulation' of simulate/commands.ts).
import { useEffect } from 'react';
import { shortcutOf } from '../../../../electron/shared/commands';
import type { FacesState } from '../../faces/controller';
import { useFaces, useFacesController } from '../../faces/hooks';

type View = FacesState['view'];
const VIEWS: readonly View[] = ['editor', 'gallery', 'table', 'decks', 'simulation'];

export function ViewSwitch() {
  const controller = useFacesController();
  const view = useFaces((state) => state.view);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && controller.state.view === 'gallery' && !document.querySelector('.card-detail, .dialog-backdrop, .palette-backdrop')) {
        controller.setView('editor');
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [controller]);
  const tab = (id: View, label: string, title: string) => (
    <button
      type="button"
      role="tab"
      id={`view-tab-${id}`}
      aria-selected={view === id}
      aria-controls={`view-${id}`}
      tabIndex={view === id ? 0 : -1}
      className={`view-tab ${view === id ? 'active' : ''}`}
      title={title}
      onClick={() => controller.setView(id)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          const next = VIEWS[(VIEWS.indexOf(id) + (event.key === 'ArrowRight' ? 1 : VIEWS.length - 1)) % VIEWS.length]!;
          controller.setView(next);
          document.getElementById(`view-tab-${next}`)?.focus();
        }
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="view-switch" role="tablist" aria-label="View">
      {tab('editor', 'Editor', 'The card files')}
      {tab('gallery', 'Gallery', `Every card of the set as faces (${shortcutOf('toggle-gallery', false)})`)}
      {tab('table', 'Table', `The sandbox table: play the sets with the rules enforced (${shortcutOf('show-table', false)})`)}
      {tab('decks', 'Decks', `Deck lists checked against the game's construction rules (${shortcutOf('toggle-decks', false)})`)}
      {tab('simulation', 'Simulation', `Bots play the sets many times over: win rates, game lengths and card impact (${shortcutOf('toggle-simulation', false)})`)}
    </div>
  );
}

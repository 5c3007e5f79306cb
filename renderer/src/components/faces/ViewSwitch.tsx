// The centre's views: the editor, the gallery of the set's card faces (Ctrl+Alt+G, the command
// 'toggle-gallery' of faces/commands.ts) and the sandbox table (Ctrl+Alt+B, 'show-table' of
// table/wiring.ts).
import { useEffect } from 'react';
import { shortcutOf } from '../../../../electron/shared/commands';
import { useFaces, useFacesController } from '../../faces/hooks';

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
  const views = ['editor', 'gallery', 'table'] as const;
  const tab = (id: (typeof views)[number], label: string, title: string) => (
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
          const next = views[(views.indexOf(id) + (event.key === 'ArrowRight' ? 1 : views.length - 1)) % views.length]!;
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
    </div>
  );
}

// The centre's two views: the editor, and the gallery of the set's card faces (Ctrl+Alt+G, the
// command 'toggle-gallery' of faces/commands.ts).
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
  const tab = (id: 'editor' | 'gallery', label: string, title: string) => (
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
          const next = id === 'editor' ? 'gallery' : 'editor';
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
    </div>
  );
}

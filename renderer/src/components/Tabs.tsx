// One tab per open file, in the order they were opened.
import { baseName } from '../../../electron/shared/paths';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { CloseIcon } from './icons';

export function Tabs() {
  const studio = useStudioController();
  const files = useStudio((state) => state.files);
  if (files.files.length === 0) return <div className="tabs empty" />;
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label="Open files"
      onWheel={(event) => {
        // A vertical wheel scrolls the tab strip sideways.
        if (event.deltaY !== 0) event.currentTarget.scrollLeft += event.deltaY;
      }}
    >
      {files.files.map((file) => {
        const active = file.path === files.active;
        const state = file.deletedOnDisk ? ' (deleted on disk)' : file.changedOnDisk ? ' (changed on disk)' : file.dirty ? ' (unsaved)' : '';
        return (
          <div
            key={file.path}
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={`tab ${active ? 'active' : ''} ${file.dirty ? 'dirty' : ''} ${file.changedOnDisk ? 'stale' : ''}`}
            data-testid="tab"
            data-path={file.path}
            data-dirty={file.dirty ? 'true' : 'false'}
            title={`${file.path}${state}`}
            onClick={() => studio.activate(file.path)}
            onMouseDown={(event) => {
              // Stops the middle button's autoscroll so that auxclick can close the tab.
              if (event.button === 1) event.preventDefault();
            }}
            onAuxClick={(event) => {
              if (event.button === 1) {
                event.preventDefault();
                void studio.closeFile(file.path);
              }
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') studio.activate(file.path);
            }}
          >
            <span className="tab-label">{baseName(file.path)}</span>
            <button
              type="button"
              className="tab-close"
              data-testid="tab-close"
              aria-label={`Close ${baseName(file.path)}`}
              title="Close (Ctrl+Alt+W)"
              onClick={(event) => {
                event.stopPropagation();
                void studio.closeFile(file.path);
              }}
            >
              {file.dirty ? (
                <span className="tab-dirty" aria-hidden="true">
                  ●
                </span>
              ) : null}
              <CloseIcon className="tab-close-icon" />
            </button>
          </div>
        );
      })}
    </div>
  );
}

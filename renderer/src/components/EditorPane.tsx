// The editor area: the Monaco view showing the active file, with banners about the file's
// state on disk or a backup of unsaved text waiting to be restored.
import { useEffect, useRef, useState } from 'react';
import { type EditorView, loadEditorRuntime } from '../editor/runtime';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { activeFile } from '../state/files';
import { editorFontSize } from '../state/preferences';
import { ComparePane } from './ComparePane';
import { FileBanners } from './FileBanners';

let announcedInteractive = false;

/** Tells tests and benchmarks, once, that a file can be typed into. */
function announceInteractive(): void {
  if (announcedInteractive) return;
  announcedInteractive = true;
  performance.mark('cardwright:editor-interactive');
  document.body.dataset.editorReady = 'true';
}

export function EditorPane() {
  const studio = useStudioController();
  const file = useStudio((state) => activeFile(state.files));
  const zoom = useStudio((state) => state.zoom);
  const opening = useStudio((state) => state.opening);
  const compare = useStudio((state) => state.compare);
  const containerRef = useRef<HTMLDivElement>(null);
  // The view is created once; it starts at the zoom of that moment, later changes are applied below.
  const zoomRef = useRef(zoom);
  const [view, setView] = useState<EditorView | null>(null);
  const [shownPath, setShownPath] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let disposed = false;
    let created: EditorView | null = null;
    loadEditorRuntime().then(
      (runtime) => {
        if (disposed || !containerRef.current) return;
        created = runtime.createView(containerRef.current, {
          fontSize: editorFontSize(zoomRef.current),
          onCursor: (cursor) => studio.setCursor(cursor),
        });
        setView(created);
      },
      (error: unknown) => {
        if (!disposed) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      disposed = true;
      created?.dispose();
      studio.setCursor(null);
    };
  }, [studio]);

  useEffect(() => (view ? studio.attachEditor(view) : undefined), [view, studio]);

  useEffect(() => {
    zoomRef.current = zoom;
    view?.setFontSize(editorFontSize(zoom));
  }, [view, zoom]);

  const path = file?.path ?? null;
  useEffect(() => {
    if (!view) return;
    const shown = view.show(path);
    setShownPath(shown ? path : null);
  }, [view, path, file]);

  // A newly shown file takes the keyboard, so one can type right after opening it.
  useEffect(() => {
    if (!view || shownPath === null) return;
    if (!document.querySelector('.dialog-backdrop')) view.focus();
    announceInteractive();
  }, [view, shownPath]);

  const ready = view !== null && path !== null && shownPath === path;
  return (
    <section className="editor-pane" aria-label="Editor">
      {file ? <FileBanners file={file} /> : null}
      <div className="editor-host" data-testid="editor" data-path={path ?? undefined} data-ready={ready ? 'true' : 'false'}>
        <div className="editor-surface" ref={containerRef} />
        {path === null && opening !== null ? (
          <div className="editor-empty">
            <p className="muted">Opening {opening}…</p>
          </div>
        ) : null}
        {path === null && opening === null ? (
          <div className="editor-empty">
            <p className="editor-empty-title">No file open</p>
            <p className="muted">Pick a file in the sidebar, or create one.</p>
            <dl className="shortcut-list">
              <dt>New file</dt>
              <dd>
                <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>N</kbd>
              </dd>
              <dt>Save</dt>
              <dd>
                <kbd>Ctrl</kbd>+<kbd>S</kbd>
              </dd>
              <dt>Save all</dt>
              <dd>
                <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>S</kbd>
              </dd>
              <dt>Close tab</dt>
              <dd>
                <kbd>Ctrl</kbd>+<kbd>Alt</kbd>+<kbd>W</kbd>
              </dd>
              <dt>Open workspace</dt>
              <dd>
                <kbd>Ctrl</kbd>+<kbd>O</kbd>
              </dd>
            </dl>
          </div>
        ) : null}
        {compare && compare.path === path ? <ComparePane compare={compare} /> : null}
        {loadError ? (
          <div className="editor-empty error" role="alert">
            <p className="editor-empty-title">The editor could not load</p>
            <p>{loadError}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

// The file on disk beside the editor's text, after a save found that another program or
// window changed it: the user reads the differences, then keeps one side (or goes on editing).
import { useEffect, useRef, useState } from 'react';
import type { Compare } from '../app/types';
import { loadEditorRuntime } from '../editor/runtime';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { editorFontSize } from '../state/preferences';

export function ComparePane({ compare }: { compare: Compare }) {
  const studio = useStudioController();
  const zoom = useStudio((state) => state.zoom);
  const containerRef = useRef<HTMLDivElement>(null);
  const zoomRef = useRef(zoom);
  const [differences, setDifferences] = useState<number | null>(null);
  const [view, setView] = useState<{ setFontSize: (size: number) => void } | null>(null);

  useEffect(() => {
    let disposed = false;
    let created: ReturnType<Awaited<ReturnType<typeof loadEditorRuntime>>['createDiffView']> = null;
    void loadEditorRuntime().then((runtime) => {
      if (disposed || !containerRef.current) return;
      created = runtime.createDiffView(containerRef.current, {
        path: compare.path,
        diskContent: compare.diskContent,
        fontSize: editorFontSize(zoomRef.current),
      });
      created?.onDiffCount((count) => setDifferences(count));
      setView(created);
    });
    return () => {
      disposed = true;
      created?.dispose();
    };
  }, [compare]);

  useEffect(() => {
    zoomRef.current = zoom;
    view?.setFontSize(editorFontSize(zoom));
  }, [view, zoom]);

  const summary =
    differences === null ? 'Comparing…' : differences === 0 ? 'No differences' : differences === 1 ? '1 difference' : `${differences} differences`;

  return (
    <section className="compare-pane" role="region" aria-label={`Compare ${compare.path} with the file on disk`} data-testid="compare-view">
      <header className="compare-header">
        <div className="compare-titles">
          <span className="compare-side">{compare.diskVersion === null ? 'On disk: deleted' : 'On disk'}</span>
          <span className="compare-summary" data-testid="compare-summary" aria-live="polite">
            {summary}
          </span>
          <span className="compare-side">Your text (editable)</span>
        </div>
        <div className="compare-actions">
          <button type="button" className="button small danger" onClick={() => void studio.overwriteCompared()}>
            Overwrite file on disk
          </button>
          <button type="button" className="button small" onClick={() => void studio.reloadCompared()}>
            Reload from disk
          </button>
          <button type="button" className="button small primary" onClick={() => studio.closeCompare()}>
            Back to editing
          </button>
        </div>
      </header>
      <div className="compare-surface" ref={containerRef} />
    </section>
  );
}

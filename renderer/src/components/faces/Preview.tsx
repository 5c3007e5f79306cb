// The preview pane: the card under the editor's cursor, drawn as it will print, updating as
// one types. A card that stops compiling keeps its last face, dimmed, with the reason.
import { useEffect } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import { exportCard } from '../../faces/actions';
import { useFaceFonts, useFaces, useFacesController } from '../../faces/hooks';
import { kindLabel } from '../../faces/svg';
import { CardFaceView } from './CardFaceView';
import { TaskStatus } from './TaskStatus';

const REASONS = {
  'no-file': 'Open a .cards file: the card under the cursor is drawn here.',
  'not-cards': 'This file holds no cards. Open a .cards file to see its cards here.',
  'off-card': 'Move the cursor onto a card to see its face.',
  loading: 'Reading the workspace’s cards…',
};

let announcedFirstFace = false;

/** Tells benchmarks and tests, once, that a card's face is on screen (what a newcomer waits for). */
function announceFirstFace(): void {
  if (announcedFirstFace) return;
  announcedFirstFace = true;
  performance.mark('cardwright:first-face');
  document.body.dataset.firstFace = 'true';
}

export function Preview() {
  const controller = useFacesController();
  const fonts = useFaceFonts();
  const preview = useFaces((state) => state.preview);
  const loaded = useFaces((state) => state.loaded);
  const busy = useFaces((state) => state.task !== null);
  useFaces((state) => state.art);
  const face = preview.kind === 'card' ? preview.face : preview.kind === 'broken' ? preview.last : null;
  const art = face ? controller.art(face) : null;
  const ready = fonts && loaded;
  const drawn = ready && face !== null;
  useEffect(() => {
    if (drawn) announceFirstFace();
  }, [drawn]);
  return (
    <section className="preview" aria-label="Preview" data-testid="preview" aria-busy={!ready}>
      {!ready ? <p className="muted preview-message">{REASONS.loading}</p> : null}
      {ready && preview.kind === 'none' ? <p className="muted preview-message">{REASONS[preview.reason]}</p> : null}
      {ready && face ? (
        <div className={`preview-card ${preview.kind === 'broken' ? 'stale' : ''}`}>
          <CardFaceView face={face} art={art} problems />
        </div>
      ) : null}
      {ready && preview.kind === 'broken' ? (
        <div className="preview-problem" role="status" data-testid="preview-problem">
          <strong>{preview.card.name} does not compile{face ? '; its last face is shown' : ''}.</strong>
          <ul>
            {preview.card.problems.slice(0, 3).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {ready && preview.kind === 'card' ? <FaceDetails face={preview.face} artPath={controller.artPath(preview.face)} /> : null}
      {ready && preview.kind === 'card' ? (
        <div className="preview-actions">
          <button type="button" className="button small" disabled={busy} onClick={() => void exportCard(controller, preview.face)} title="Save this face as a 300 dpi PNG in the workspace’s exports folder">
            Export PNG
          </button>
          <button type="button" className="button small ghost" onClick={() => controller.setView('gallery')} title="Every card of the set (Ctrl+Alt+G)">
            Gallery
          </button>
        </div>
      ) : null}
      <TaskStatus />
    </section>
  );
}

function FaceDetails({ face, artPath }: { face: CardFace; artPath: string | null }) {
  return (
    <div className="face-details">
      <p className="face-title">
        <strong>{face.name}</strong> <span className="muted">· {kindLabel(face.kind)}</span>
      </p>
      {face.mismatch ? (
        <p className="face-warning" role="note" data-testid="face-mismatch">
          The written text leaves out {face.mismatch.missing.join(', ')}, which the rules use
          {face.mismatch.said.length > 0 ? ` (it says ${face.mismatch.said.join(', ')})` : ''}. The face marks {face.mismatch.missing.length === 1 ? 'it' : 'them'} in red.
        </p>
      ) : null}
      {face.printedText !== null ? (
        <details>
          <summary>Written text</summary>
          <p className="face-written">{face.printedText}</p>
        </details>
      ) : null}
      {artPath ? null : (
        <p className="muted face-hint">
          No picture yet: add <code>art/{face.slug}.png</code> (or .jpg, .webp) to the set’s folder.
        </p>
      )}
    </div>
  );
}

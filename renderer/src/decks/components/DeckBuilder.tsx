// The deck builder around an open deck: its header (name, table, sets, variants, text, undo),
// the card browser, the deck's sections, and beside them the violations and statistics.
// Cards move by drag and drop (dnd-kit: from the browser into a section adds a copy, between
// sections moves the entry, out of the deck onto the browser takes a copy away), by click and
// by keyboard (+ and - on a card or an entry; Ctrl+Z and Ctrl+Shift+Z undo and redo).
import { DndContext, DragOverlay, PointerSensor, pointerWithin, rectIntersection, type CollisionDetection, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useEffect, useState } from 'react';
import { useStudioController } from '../../hooks/useStudio';
import { useDecks, useDecksController, useOpenReport } from '../hooks';
import { CardBrowser } from './CardBrowser';
import { DeckHeader } from './DeckHeader';
import { DeckSections } from './DeckSections';
import { Statistics } from './Statistics';
import { Violations } from './Violations';

/** What is being dragged: a card of the browser, or an entry of the deck. */
export type DragData = { from: 'pool'; cardId: string; name: string } | { from: 'entry'; section: string; index: number; name: string };
/** Where it can land: a section of the deck, or the browser (out of the deck). */
export type DropData = { to: 'section'; section: string } | { to: 'browser' };

/** Where the pointer is decides where a card lands; the dragged chip's overlap only when the pointer is over no place. */
const whereThePointerIs: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function DeckBuilder() {
  const controller = useDecksController();
  const studio = useStudioController();
  const opened = useOpenReport();
  const notice = useDecks((state) => state.notice);
  const conflict = useDecks((state) => state.open?.status === 'open' && state.open.conflict);
  const restore = useDecks((state) => state.open?.status === 'open' && state.open.restore !== null);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [focusEntry, setFocusEntry] = useState<{ section: string; index: number } | null>(null);
  // A small move starts a drag; a click stays a click. The keyboard has + and - instead of
  // dnd-kit's keyboard dragging, whose Enter and Space would take the keys that add a card.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const inView = event.target instanceof Node && (event.target === document.body || document.getElementById('view-decks')?.contains(event.target) === true);
      if (!inView) return;
      const key = event.key.toLowerCase();
      // Through the studio, which also takes the desktop menu's Undo and drops the second of the two.
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        void studio.command('undo', 'keyboard');
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        void studio.command('redo', 'keyboard');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [studio]);

  if (!opened) return null;
  const { deck } = opened;

  const onDragStart = (event: DragStartEvent): void => setDragging((event.active.data.current as DragData | undefined) ?? null);
  const onDragEnd = (event: DragEndEvent): void => {
    setDragging(null);
    const drag = event.active.data.current as DragData | undefined;
    const drop = event.over?.data.current as DropData | undefined;
    if (!drag || !drop) return;
    if (drag.from === 'pool' && drop.to === 'section') controller.addCardTo(drag.cardId, drop.section);
    else if (drag.from === 'entry' && drop.to === 'section') controller.moveEntry(drag.section, drag.index, drop.section);
    else if (drag.from === 'entry' && drop.to === 'browser') controller.changeCount(drag.section, drag.index, -1);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={whereThePointerIs} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <div className="deck-builder" data-testid="deck-builder" data-game={deck.game}>
        <DeckHeader />
        {conflict ? (
          <div className="banner warning" role="alert">
            <span className="banner-text">This deck changed on disk (another window or program) while it had unsaved changes here; nothing was written.</span>
            <button type="button" className="button small" onClick={() => void controller.resolveConflict('mine')}>
              Keep mine
            </button>
            <button type="button" className="button small" onClick={() => void controller.resolveConflict('disk')}>
              Take the disk&apos;s
            </button>
          </div>
        ) : null}
        {restore ? (
          <div className="banner info" role="status">
            <span className="banner-text">Unsaved changes to this deck from last time can be restored.</span>
            <button type="button" className="button small primary" onClick={() => controller.restoreBackup()}>
              Restore
            </button>
            <button type="button" className="button small" onClick={() => controller.dismissBackup()}>
              Discard
            </button>
          </div>
        ) : null}
        {notice ? (
          <div className={`banner ${notice.kind === 'info' ? 'info' : 'warning'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            <span className="banner-text">{notice.text}</span>
            <button type="button" className="button small ghost" onClick={() => controller.dismissNotice()}>
              Dismiss
            </button>
          </div>
        ) : null}
        <div className="deck-columns">
          <CardBrowser />
          <DeckSections focus={focusEntry} onFocused={() => setFocusEntry(null)} />
          <div className="deck-side">
            <Violations onShow={(section, index) => setFocusEntry({ section, index })} />
            <Statistics />
          </div>
        </div>
      </div>
      <DragOverlay dropAnimation={null}>{dragging ? <div className="deck-drag-chip">{dragging.name}</div> : null}</DragOverlay>
    </DndContext>
  );
}

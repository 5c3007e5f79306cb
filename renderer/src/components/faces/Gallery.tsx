// The gallery: every card of a set as faces, filtered by kind, tag and text, with a detail
// view of one card, and the set's exports. Only the rows on screen are drawn
// (@tanstack/react-virtual), so a set of a thousand cards scrolls as lightly as ten.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import { PAPERS } from '../../../../electron/shared/print-sheet';
import { exportCard, exportGallery, printSheet } from '../../faces/actions';
import type { Paper } from '../../faces/controller';
import { useFaceFonts, useFaces, useFacesController } from '../../faces/hooks';
import { kindLabel } from '../../faces/svg';
import { useStudio, useStudioController } from '../../hooks/useStudio';
import { CardFaceView, drawFace } from './CardFaceView';
import { TaskStatus } from './TaskStatus';

const CARD_WIDTH = 190;
const GAP = 18;
/** The card (63 × 88) and its caption. */
const ROW_HEIGHT = Math.round((CARD_WIDTH * 88) / 63) + 34 + GAP;

export type GalleryFilter = { kind: string; tag: string; text: string };

/** The cards a filter lets through, in set order. */
export function filterCards(cards: readonly CardFace[], filter: GalleryFilter): CardFace[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return cards.filter((card) => {
    if (filter.kind && card.kind !== filter.kind) return false;
    if (filter.tag && !card.tags.includes(filter.tag)) return false;
    if (words.length === 0) return true;
    const haystack = `${card.name}\n${card.kind}\n${card.tags.join(' ')}\n${card.rulesText}\n${card.printedText ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function Gallery() {
  const controller = useFacesController();
  const studio = useStudioController();
  const fonts = useFaceFonts();
  const workspace = useStudio((state) => state.workspace);
  const selectedSet = useStudio((state) => state.selectedSet);
  const gallery = useFaces((state) => state.gallery);
  const paper = useFaces((state) => state.paper);
  const busy = useFaces((state) => state.task !== null);
  useFaces((state) => state.art);
  const [filter, setFilter] = useState<GalleryFilter>({ kind: '', tag: '', text: '' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const ids = { set: useId(), search: useId(), kind: useId(), tag: useId(), paper: useId() };

  const folder = gallery.folder ?? selectedSet ?? workspace?.sets[0]?.path ?? null;
  const faces = gallery.faces && gallery.faces.folder === folder ? gallery.faces : null;
  const cards = useMemo(() => faces?.cards ?? [], [faces]);
  const kinds = useMemo(() => [...new Set(cards.map((c) => c.kind))].sort(), [cards]);
  const tags = useMemo(() => [...new Set(cards.flatMap((c) => c.tags))].sort(), [cards]);
  const shown = useMemo(() => filterCards(cards, filter), [cards, filter]);
  const selected = selectedId ? (cards.find((c) => c.id === selectedId) ?? null) : null;

  return (
    <section className="gallery" aria-label="Gallery" data-testid="gallery">
      <div className="view-toolbar gallery-toolbar" role="toolbar" aria-label="Gallery filters and exports">
        <select id={ids.set} aria-label="Set" title="The set shown" value={folder ?? ''} onChange={(event) => controller.chooseGallerySet(event.target.value)}>
          {(workspace?.sets ?? []).map((set) => (
            <option key={set.path} value={set.path}>
              {set.name} ({set.game})
            </option>
          ))}
        </select>
        <input id={ids.search} type="search" aria-label="Search cards" placeholder="Search names and text" value={filter.text} onChange={(event) => setFilter({ ...filter, text: event.target.value })} spellCheck={false} />
        <label htmlFor={ids.kind}>Kind</label>
        <select id={ids.kind} value={filter.kind} onChange={(event) => setFilter({ ...filter, kind: event.target.value })}>
          <option value="">All kinds</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.tag}>Tag</label>
        <select id={ids.tag} value={filter.tag} onChange={(event) => setFilter({ ...filter, tag: event.target.value })}>
          <option value="">All tags</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              #{tag}
            </option>
          ))}
        </select>
        <span className="gallery-count" data-testid="gallery-count" aria-live="polite">
          {faces ? `${shown.length} of ${cards.length} cards` : 'Reading cards…'}
        </span>
        <span className="top-spacer" />
        <select id={ids.paper} aria-label="Paper" title="Paper of the print sheet" value={paper} onChange={(event) => controller.setPaper(event.target.value as Paper)}>
          {(Object.keys(PAPERS) as Paper[]).map((key) => (
            <option key={key} value={key}>
              {PAPERS[key].label}
            </option>
          ))}
        </select>
        <button type="button" className="button small" disabled={busy || shown.length === 0} onClick={() => void exportGallery(controller, shown)} title="One 300 dpi PNG per card shown, in the workspace’s exports folder">
          Export PNG
        </button>
        <button type="button" className="button small primary" disabled={busy || shown.length === 0} onClick={() => void printSheet(controller, shown)} title="The cards shown, nine to a page with crop marks">
          Print sheet (PDF)
        </button>
      </div>
      <TaskStatus />
      {faces && faces.broken.length > 0 ? (
        <p className="gallery-broken" role="note">
          {faces.broken.length === 1 ? '1 card does not compile and is not shown: ' : `${faces.broken.length} cards do not compile and are not shown: `}
          {faces.broken
            .slice(0, 5)
            .map((c) => c.name)
            .join(', ')}
          {faces.broken.length > 5 ? '…' : ''}
        </p>
      ) : null}
      <div className="gallery-body">
        {fonts && faces ? <CardGrid cards={shown} selectedId={selectedId} onSelect={setSelectedId} /> : <p className="muted gallery-empty">Reading the set’s cards…</p>}
        {fonts && selected ? (
          <CardDetail
            face={selected}
            busy={busy}
            onClose={() => setSelectedId(null)}
            onOpen={() => {
              controller.setView('editor');
              void studio.openFile(selected.path);
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

function CardGrid({ cards, selectedId, onSelect }: { cards: CardFace[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const controller = useFacesController();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor((width - GAP) / (CARD_WIDTH + GAP)));
  const rows = Math.ceil(cards.length / columns);
  const virtualizer = useVirtualizer({ count: rows, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 1 });
  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? 0;
  // While the page is idle, the faces of the rows below are drawn ahead (as markup), so a row
  // that scrolls in costs only its insertion.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const ahead = cards.slice((lastRow + 1) * columns, (lastRow + 3) * columns);
    let next = 0;
    let handle = 0;
    const work = (deadline: IdleDeadline) => {
      while (next < ahead.length && deadline.timeRemaining() > 4) {
        const card = ahead[next++]!;
        drawFace(card, controller.art(card), true);
      }
      if (next < ahead.length) handle = requestIdleCallback(work);
    };
    handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }, [cards, columns, lastRow, controller]);
  if (cards.length === 0) {
    return (
      <div className="gallery-grid" ref={scrollRef}>
        <p className="muted gallery-empty">No card matches.</p>
      </div>
    );
  }
  return (
    <div className="gallery-grid" ref={scrollRef} data-testid="gallery-grid" tabIndex={-1}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="list" aria-label="Cards">
        {items.map((row) => (
          <div key={row.key} className="gallery-row" style={{ transform: `translateY(${row.start}px)`, gridTemplateColumns: `repeat(${columns}, ${CARD_WIDTH}px)` }}>
            {cards.slice(row.index * columns, row.index * columns + columns).map((card) => (
              <div key={card.id + card.path} role="listitem">
                <button type="button" className={`gallery-card ${card.id === selectedId ? 'selected' : ''}`} aria-label={card.name} aria-current={card.id === selectedId ? 'true' : undefined} data-testid="gallery-card" onClick={() => onSelect(card.id)}>
                  <CardFaceView face={card} art={controller.art(card)} problems />
                  <span className="gallery-caption">{card.name}</span>
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function CardDetail({ face, busy, onClose, onOpen }: { face: CardFace; busy: boolean; onClose: () => void; onOpen: () => void }) {
  const controller = useFacesController();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), [face.id]);
  return (
    <aside
      className="card-detail"
      aria-label={`${face.name}: details`}
      data-testid="card-detail"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <div className="card-detail-head">
        <h2>{face.name}</h2>
        <button ref={closeRef} type="button" className="button ghost small" onClick={onClose} title="Close (Escape)">
          Close
        </button>
      </div>
      <CardFaceView face={face} art={controller.art(face)} problems className="card-detail-face" />
      <dl className="card-facts">
        <dt>Kind</dt>
        <dd>{kindLabel(face.kind)}</dd>
        {face.stats.map((stat) => (
          <div key={stat.name} className="card-fact">
            <dt>{kindLabel(stat.name)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
        <dt>Copies</dt>
        <dd>{face.copies}</dd>
        {face.tags.length > 0 ? (
          <>
            <dt>Tags</dt>
            <dd>{face.tags.map((t) => `#${t}`).join(' ')}</dd>
          </>
        ) : null}
        <dt>Id</dt>
        <dd>
          <code>{face.id}</code>
        </dd>
      </dl>
      <h3>Rules text</h3>
      <p className="card-rules">{face.rulesText || 'No abilities.'}</p>
      {face.printedText !== null ? (
        <>
          <h3>Written text</h3>
          <p className="card-rules">{face.printedText}</p>
        </>
      ) : null}
      {face.mismatch ? (
        <p className="face-warning" role="note">
          The written text leaves out {face.mismatch.missing.join(', ')}, which the rules use.
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button small" disabled={busy} onClick={() => void exportCard(controller, face)}>
          Export PNG
        </button>
        <button type="button" className="button small ghost" onClick={onOpen}>
          Open in editor
        </button>
      </div>
    </aside>
  );
}

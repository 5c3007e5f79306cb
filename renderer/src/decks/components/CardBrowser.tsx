// The card browser: the cards of the deck's sets, searched and filtered, each with its copies
// in the deck, and the face of the card in focus. One list with an active card (the listbox
// pattern), so only the rows on screen are drawn (@tanstack/react-virtual) and the keyboard
// walks all of them: arrows move, + or Enter adds a copy, - takes one away. A row dragged onto
// a section of the deck adds a copy there; an entry dragged back here takes a copy away.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PoolCard } from '../../../../card-dsl/service/deck-pool';
import type { DeckFile } from '../../../../engine/defs';
import { CardFaceView } from '../../components/faces/CardFaceView';
import { useFaceFonts, useFaces, useFacesController } from '../../faces/hooks';
import { kindLabel } from '../../faces/svg';
import { browse, browseChoices, noFilter, type BrowseFilter, type StatTest } from '../browse';
import { useDecks, useDecksController, useOpenReport } from '../hooks';
import type { DragData, DropData } from './DeckBuilder';

const ROW_HEIGHT = 44;

/** Copies of a pool card in the deck: entries naming it (by name, and by set where they say one). */
function copiesOf(deck: DeckFile, card: PoolCard): number {
  let n = 0;
  for (const entries of Object.values(deck.sections)) for (const e of entries) if (e.card === card.name && (e.set === undefined || e.set === card.set)) n += e.count;
  return n;
}

export function CardBrowser() {
  const controller = useDecksController();
  const opened = useOpenReport();
  const pool = useDecks((state) => state.pool);
  const [filter, setFilter] = useState<BrowseFilter>(noFilter);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement | null>(null);
  const ids = { list: useId(), search: useId(), kind: useId(), tag: useId(), stat: useId(), op: useId(), value: useId() };
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: 'browser', data: { to: 'browser' } satisfies DropData });

  const deck = opened?.deck ?? null;
  const all = useMemo(() => (pool.value && deck && pool.value.game === deck.game ? pool.value.cards : []), [pool.value, deck]);
  const inSets = useMemo(() => (deck ? all.filter((c) => deck.sets.includes(c.set)) : []), [all, deck]);
  const choices = useMemo(() => browseChoices(inSets), [inSets]);
  const cards = useMemo(() => (deck ? browse(all, deck.sets, filter) : []), [all, deck, filter]);
  const current = cards[Math.min(active, cards.length - 1)] ?? null;
  const virtualizer = useVirtualizer({ count: cards.length, getScrollElement: () => listRef.current, estimateSize: () => ROW_HEIGHT, overscan: 6 });

  useEffect(() => {
    if (active >= cards.length && cards.length > 0) setActive(cards.length - 1);
  }, [active, cards.length]);

  if (!deck) return null;
  const move = (to: number): void => {
    const next = Math.max(0, Math.min(cards.length - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey || !current) return;
    const page = Math.max(1, Math.floor((listRef.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(cards.length - 1),
      PageDown: () => move(active + page),
      PageUp: () => move(active - page),
      '+': () => controller.addCard(current.id),
      '=': () => controller.addCard(current.id),
      Enter: () => controller.addCard(current.id),
      '-': () => controller.removeCard(current.id),
      Delete: () => controller.removeCard(current.id),
    };
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  };
  const stat = filter.stat;
  const setStat = (change: Partial<StatTest> | null): void => setFilter({ ...filter, stat: change === null ? null : { stat: choices.stats[0] ?? '', op: '<=', value: 0, ...stat, ...change } });

  return (
    <section className={`deck-browser ${isOver ? 'drop-over' : ''}`} aria-label="Card browser" ref={dropRef}>
      <div className="deck-browser-filters" role="group" aria-label="Filters">
        <input id={ids.search} type="search" aria-label="Search cards" placeholder="Search names and text" value={filter.text} onChange={(event) => setFilter({ ...filter, text: event.target.value })} spellCheck={false} />
        <select id={ids.kind} aria-label="Kind" value={filter.kind} onChange={(event) => setFilter({ ...filter, kind: event.target.value })}>
          <option value="">All kinds</option>
          {choices.kinds.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </select>
        <select id={ids.tag} aria-label="Tag" value={filter.tag} onChange={(event) => setFilter({ ...filter, tag: event.target.value })}>
          <option value="">All tags</option>
          {choices.tags.map((t) => (
            <option key={t} value={t}>
              #{t}
            </option>
          ))}
        </select>
        <select id={ids.stat} aria-label="Stat" value={stat?.stat ?? ''} onChange={(event) => setStat(event.target.value === '' ? null : { stat: event.target.value })}>
          <option value="">Any stats</option>
          {choices.stats.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {stat ? (
          <>
            <select id={ids.op} aria-label="Comparison" value={stat.op} onChange={(event) => setStat({ op: event.target.value as StatTest['op'] })}>
              <option value="<=">at most</option>
              <option value="=">exactly</option>
              <option value=">=">at least</option>
            </select>
            <input id={ids.value} type="number" aria-label="Stat value" className="deck-stat-value" value={stat.value} onChange={(event) => setStat({ value: Math.trunc(Number(event.target.value) || 0) })} />
          </>
        ) : null}
      </div>
      <p className="deck-browser-count muted" aria-live="polite">
        {pool.loading && all.length === 0 ? 'Reading the cards…' : `${cards.length} of ${inSets.length} cards`}
        {inSets.length === 0 && !pool.loading ? ' — the deck draws on no set with cards; choose its sets above' : ''}
      </p>
      <div
        className="deck-browser-list"
        ref={listRef}
        id={ids.list}
        role="listbox"
        aria-label="Cards"
        tabIndex={0}
        aria-activedescendant={current ? `${ids.list}-${Math.min(active, cards.length - 1)}` : undefined}
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const card = cards[item.index]!;
            return (
              <BrowserRow
                key={card.id}
                id={`${ids.list}-${item.index}`}
                card={card}
                copies={copiesOf(deck, card)}
                active={item.index === Math.min(active, cards.length - 1)}
                top={item.start}
                onPick={() => setActive(item.index)}
              />
            );
          })}
        </div>
      </div>
      {current ? <FacePreview card={current} /> : null}
    </section>
  );
}

function BrowserRow({ id, card, copies, active, top, onPick }: { id: string; card: PoolCard; copies: number; active: boolean; top: number; onPick: () => void }) {
  const controller = useDecksController();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `pool:${card.id}`, data: { from: 'pool', cardId: card.id, name: card.name } satisfies DragData });
  const stats = Object.entries(card.stats)
    .map(([name, value]) => `${name} ${value}`)
    .join(' · ');
  return (
    <div
      ref={setNodeRef}
      id={id}
      role="option"
      aria-selected={active}
      aria-label={`${card.name}, ${kindLabel(card.kind)}${copies > 0 ? `, ${copies} in the deck` : ''}`}
      className={`deck-card-row ${active ? 'active' : ''} ${isDragging ? 'dragging' : ''} ${copies > 0 ? 'in-deck' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      data-card={card.name}
      onMouseDown={onPick}
      {...listeners}
    >
      <span className="deck-card-main">
        <span className="deck-card-name">{card.name}</span>
        <span className="deck-card-detail">
          {kindLabel(card.kind)}
          {stats ? ` · ${stats}` : ''}
          {card.tags.length > 0 ? ` · ${card.tags.map((t) => `#${t}`).join(' ')}` : ''}
        </span>
      </span>
      <span className="deck-card-copies" aria-hidden="true">
        {copies > 0 ? `×${copies}` : ''}
      </span>
      <button type="button" className="icon-button deck-count-button" tabIndex={-1} aria-label={`Remove ${card.name}`} disabled={copies === 0} onPointerDown={(event) => event.stopPropagation()} onClick={() => controller.removeCard(card.id)}>
        −
      </button>
      <button type="button" className="icon-button deck-count-button" tabIndex={-1} aria-label={`Add ${card.name}`} onPointerDown={(event) => event.stopPropagation()} onClick={() => controller.addCard(card.id)}>
        +
      </button>
    </div>
  );
}

function FacePreview({ card }: { card: PoolCard }) {
  const faces = useFacesController();
  const fonts = useFaceFonts();
  useFaces((state) => state.art);
  return (
    <div className="deck-face-preview" aria-label={`Face of ${card.name}`} role="figure">
      {fonts ? <CardFaceView face={card.face} art={faces.art(card.face)} /> : null}
      <div className="deck-face-text">
        <strong>{card.name}</strong>
        <span className="muted">
          {kindLabel(card.kind)} · {card.setName}
          {card.copies > 1 ? ` · the set lists ${card.copies}` : ''}
        </span>
        {card.face.rulesText ? <p>{card.face.rulesText}</p> : null}
      </div>
    </div>
  );
}

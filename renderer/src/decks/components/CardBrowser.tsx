// The card browser: the cards of the deck's sets (or of every set of the game, the workspace's and
// those bundled with the studio, or of one), under a heading per set, searched and filtered, each
// with its copies in the deck, and the face of the card in focus. A card of a set the deck does
// not draw on yet adds that set to the deck. One list with an active card (the listbox
// pattern), so only the rows on screen are drawn (@tanstack/react-virtual) and the keyboard
// walks all of them: arrows move, + or Enter adds a copy, - takes one away. A row dragged onto
// a section of the deck adds a copy there; an entry dragged back here takes a copy away.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PoolCard, PoolSet } from '../../../../card-dsl/service/deck-pool';
import type { DeckFile } from '../../../../engine/defs';
import { CardFaceView } from '../../components/faces/CardFaceView';
import { useFaceFonts, useFaces, useFacesController } from '../../faces/hooks';
import { kindLabel } from '../../faces/svg';
import { browse, browseChoices, browseRows, noFilter, setsShown, type BrowseFilter, type SetChoice, type StatTest } from '../browse';
import { useDecks, useDecksController, useOpenReport } from '../hooks';
import type { DragData, DropData } from './DeckBuilder';

const ROW_HEIGHT = 44;
const SET_ROW_HEIGHT = 30;

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
  const [chosenSets, setChosenSets] = useState<SetChoice | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement | null>(null);
  const ids = { list: useId(), sets: useId(), search: useId(), kind: useId(), tag: useId(), stat: useId(), op: useId(), value: useId() };
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: 'browser', data: { to: 'browser' } satisfies DropData });

  const deck = opened?.deck ?? null;
  const ofGame = pool.value && deck && pool.value.game === deck.game ? pool.value : null;
  const all = useMemo(() => ofGame?.cards ?? [], [ofGame]);
  const poolSets = useMemo(() => ofGame?.sets ?? [], [ofGame]);
  // A deck that draws on no set yet is shown every set of its game.
  const setChoice: SetChoice = chosenSets ?? (deck && deck.sets.length > 0 ? 'deck' : 'all');
  const shownSets = useMemo(() => (deck ? setsShown(poolSets, deck.sets, setChoice) : []), [poolSets, deck, setChoice]);
  const inSets = useMemo(() => all.filter((c) => shownSets.includes(c.set)), [all, shownSets]);
  const choices = useMemo(() => browseChoices(inSets), [inSets]);
  const cards = useMemo(() => browse(inSets, shownSets, filter), [inSets, shownSets, filter]);
  const rows = useMemo(() => browseRows(cards, poolSets, deck?.sets ?? []), [cards, poolSets, deck?.sets]);
  const rowOf = useMemo(() => {
    const out: number[] = [];
    rows.forEach((row, i) => {
      if (row.type === 'card') out[row.index] = i;
    });
    return out;
  }, [rows]);
  const current = cards[Math.min(active, cards.length - 1)] ?? null;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => listRef.current, estimateSize: (i) => (rows[i]?.type === 'set' ? SET_ROW_HEIGHT : ROW_HEIGHT), overscan: 6 });

  useEffect(() => {
    if (active >= cards.length && cards.length > 0) setActive(cards.length - 1);
  }, [active, cards.length]);

  if (!deck) return null;
  const move = (to: number): void => {
    const next = Math.max(0, Math.min(cards.length - 1, to));
    setActive(next);
    virtualizer.scrollToIndex(next === 0 ? 0 : (rowOf[next] ?? 0), { align: 'auto' });
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
      <div className="deck-browser-filters toolbar-fields" role="group" aria-label="Filters">
        <select id={ids.sets} aria-label="Sets shown" value={setChoice} onChange={(event) => setChosenSets(event.target.value as SetChoice)}>
          <option value="deck">The deck's sets ({deck.sets.length})</option>
          <option value="all">Every {opened?.vocabulary.name ?? deck.game} set ({poolSets.length})</option>
          {poolSets.map((s) => (
            <option key={s.set} value={`set:${s.set}`}>
              {s.setName} ({s.source === 'bundled' ? 'bundled' : 'workspace'})
            </option>
          ))}
        </select>
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
        {inSets.length === 0 && !pool.loading ? (setChoice === 'deck' ? ' — the deck draws on no set with cards; show every set to pick from them' : ' — no set of this game has cards') : ''}
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
            const row = rows[item.index]!;
            if (row.type === 'set') return <SetHeading key={`set:${row.set.set}`} set={row.set} cards={row.cards} inDeck={row.inDeck} top={item.start} />;
            const { card, index } = row;
            return (
              <BrowserRow
                key={card.id}
                id={`${ids.list}-${index}`}
                card={card}
                copies={copiesOf(deck, card)}
                inDeckSets={deck.sets.includes(card.set)}
                active={index === Math.min(active, cards.length - 1)}
                top={item.start}
                onPick={() => setActive(index)}
              />
            );
          })}
        </div>
      </div>
      {current ? <FacePreview card={current} /> : null}
    </section>
  );
}

/** A set's heading in the list: its name, where it comes from, and whether the deck draws on it. */
function SetHeading({ set, cards, inDeck, top }: { set: PoolSet; cards: number; inDeck: boolean; top: number }) {
  return (
    <div role="presentation" className={`deck-set-heading ${inDeck ? '' : 'other'}`} style={{ transform: `translateY(${top}px)` }} data-set={set.set}>
      <span className="deck-set-name">{set.setName}</span>
      <span className="deck-set-detail">
        {set.source === 'bundled' ? 'bundled' : 'workspace'} · {cards} of {set.cards} · {inDeck ? 'in the deck' : 'adding a card draws on it'}
      </span>
    </div>
  );
}

function BrowserRow({ id, card, copies, inDeckSets, active, top, onPick }: { id: string; card: PoolCard; copies: number; inDeckSets: boolean; active: boolean; top: number; onPick: () => void }) {
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
      aria-label={`${card.name}, ${kindLabel(card.kind)}${copies > 0 ? `, ${copies} in the deck` : ''}, ${card.setName}${inDeckSets ? '' : ' (a set the deck does not draw on yet)'}`}
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

// The table itself (region "Table"): the seats around the shared zones, each zone drawn as the
// game's layout says (engine/games/<game>/table.ts, or the generic layout), every card with what
// the seat to act can do with it. Seats sit clockwise from the bottom left: the first half of the
// seats along the top (from the left), the rest along the bottom (from the right).
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { CardFace } from '../../../../card-dsl/service/faces';
import type { GameFaces } from '../../../../engine/defs/faces';
import type { CardMark, CardSize, DicePlace, TableArea, TableLayout, ZonePlace } from '../../../../engine/defs/table-layout';
import { facesOf } from '../../../../engine/games/faces';
import { vocabularies } from '../../../../engine/games/vocabularies';
import { isCard } from '../../../../engine/core/state';
import type { Action, BadgeSnap, CardRef, GodMenu, LegalSnap, SeatSnap, TableSnapshot, TableThing, ZoneSnap } from '../model';
import { Menu, type MenuItem } from '../../components/Menu';
import { SlotsArea } from './Slots';
import { DiceOnCard, DicePool } from './Dice';
import { diceKey } from '../../../../engine/table/dice';
import { GodForm, type GodFormSpec } from './GodForm';
import { cardGodItems, seatGodItems, type GodItem } from './god-items';
import { TableCard, type CardAffordance } from './TableCard';
import { useTableArt } from './art';
import { useZoom } from './zoom';

const NOTHING: CardAffordance = { actions: [], candidate: false, picked: false, targeted: false };

function sameAffordance(a: CardAffordance, b: CardAffordance): boolean {
  return a.candidate === b.candidate && a.picked === b.picked && a.targeted === b.targeted && a.actions.length === b.actions.length && a.actions.every((action, i) => action.index === b.actions[i]!.index && action.text === b.actions[i]!.text);
}

/** Seats in two bands: the top from the left, the bottom with the first seat at the left and the last ones coming back. */
export function seatBands<T>(seats: readonly T[]): { top: T[]; bottom: T[] } {
  const n = seats.length;
  const bottomCount = Math.floor(n / 2);
  const top = seats.slice(1, 1 + (n - bottomCount));
  const bottom = [seats[0]!, ...seats.slice(1 + (n - bottomCount)).reverse()];
  return { top, bottom: n === 0 ? [] : bottom };
}

type Props = {
  snapshot: TableSnapshot;
  layout: TableLayout;
  faces: Readonly<Record<string, CardFace>>;
  onAct: (index: number) => void;
  /** Cards and seats to mark as targets (of the stack item or action the pointer is on). */
  focus: readonly TableThing[];
  /** God mode's tools, when it is on. */
  god: GodMenu | null;
  onGod: (action: Action) => Promise<boolean>;
  onGodMode: () => void;
  onPutInto: (zone: string) => void;
};

type OpenMenu = { label: string; items: readonly MenuItem[]; anchor: HTMLElement };

export const Board = memo(function Board({ snapshot, layout, faces, onAct, focus, god, onGod, onGodMode, onPutInto }: Props) {
  const gameFaces = useMemo(() => {
    const vocabulary = vocabularies.get(snapshot.game);
    return facesOf(vocabulary ?? { game: snapshot.game, name: snapshot.gameName, cardKinds: [] });
  }, [snapshot.game, snapshot.gameName]);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [form, setForm] = useState<{ spec: GodFormSpec; anchor: HTMLElement } | null>(null);
  const zoom = useZoom();
  const artOf = useTableArt();

  // What each card and seat offers, and which the prompt or the stack item in view points at. An
  // affordance equal to the last one is that same object, so a zone whose cards offer what they
  // did is not drawn again.
  const lastAffordances = useRef(new Map<TableThing, CardAffordance>());
  const affordances = useMemo(() => {
    const byCard = new Map<TableThing, CardAffordance>();
    const get = (id: TableThing) => {
      let a = byCard.get(id);
      if (!a) byCard.set(id, (a = { actions: [], candidate: false, picked: false, targeted: false }));
      return a;
    };
    for (const action of snapshot.legal) {
      const subject = action.subjects[0];
      if (subject !== undefined) (get(subject).actions as LegalSnap[]).push(action);
    }
    for (const id of snapshot.prompt?.candidates ?? []) get(id).candidate = true;
    for (const id of snapshot.prompt?.picked ?? []) get(id).picked = true;
    for (const id of focus) get(id).targeted = true;
    for (const [id, a] of byCard) {
      const was = lastAffordances.current.get(id);
      if (was && sameAffordance(was, a)) byCard.set(id, was);
    }
    lastAffordances.current = byCard;
    return byCard;
  }, [snapshot.legal, snapshot.prompt, focus]);

  // The menus read the table as it is when they open; the callbacks the cards hold stay the same
  // from one snapshot to the next, so a card that did not change is not drawn again.
  const latest = useRef({ snapshot, faces, affordances, god, onAct, onGod, onGodMode });
  latest.current = { snapshot, faces, affordances, god, onAct, onGod, onGodMode };

  /** A card's or a seat's menu: its legal actions, then (in god mode) its god tools. */
  const openMenu = useCallback((id: TableThing, anchor: HTMLElement, withGod: boolean) => {
    const now = latest.current;
    const offered = now.affordances.get(id)?.actions ?? [];
    const items: MenuItem[] = offered.map((a) => ({ id: `act-${a.index}`, label: a.text, group: 'Actions', run: () => now.onAct(a.index) }));
    const seat = isCard(id) ? undefined : now.snapshot.seats.find((s) => s.id === id);
    const card = isCard(id) ? now.snapshot.cards[id] : undefined;
    const def = card?.def;
    const name = seat ? `${seat.name} (${seat.id})` : ((def ? now.faces[def]?.name : undefined) ?? 'Face-down card');
    if (withGod && now.god) {
      const tools: GodItem[] = seat ? seatGodItems(seat, now.god, now.onGod) : card ? cardGodItems(card, name, now.god, now.snapshot, now.onGod) : [];
      for (const item of tools) items.push({ id: `god-${item.id}`, label: item.label, group: 'God tools', disabled: item.disabled, run: () => ('form' in item ? setForm({ spec: item.form, anchor }) : void now.onGod(item.action)) });
    } else if (withGod) items.push({ id: 'god-mode', label: 'God tools (turn god mode on)', group: 'God tools', run: now.onGodMode });
    if (items.length > 0) setMenu({ label: `${name}: actions`, items, anchor });
  }, []);

  const act = useCallback(
    (id: TableThing, actions: readonly LegalSnap[], anchor: HTMLElement) => {
      if (actions.length === 1 && !latest.current.god) latest.current.onAct(actions[0]!.index);
      else openMenu(id, anchor, !!latest.current.god);
    },
    [openMenu],
  );
  const contextMenu = useCallback((id: TableThing, anchor: HTMLElement) => openMenu(id, anchor, true), [openMenu]);
  const hover = useCallback((card: CardRef | null, anchor: HTMLElement | null) => zoom.show(card, anchor), [zoom]);

  const godMode = !!god;
  const card = (id: CardRef, size: CardSize, covered = false, tokens = false): ReactNode => {
    const snap = snapshot.cards[id];
    if (!snap) return null;
    const face = snap.def ? faces[snap.def] : undefined;
    const drawn = <TableCard key={id} card={snap} face={face} art={artOf(face)} faces={gameFaces} size={size} affordance={affordances.get(id) ?? NOTHING} covered={covered} godMode={godMode} onAct={act} onContextMenu={contextMenu} onHover={hover} />;
    // What the layout draws with a card: the dice resting on it, the player controlling it, and
    // what the game says of it now (who claimed the battlefield this round).
    const dice = layout.dice?.onCards && !covered ? snapshot.dice?.onCards[id] : undefined;
    const controller = snapshot.controllers[id];
    const chips = tokens && !covered ? tokenChips(snap) : [];
    const marks = covered ? undefined : snapshot.marks[id];
    if (!dice && controller === undefined && chips.length === 0 && !marks) return drawn;
    const nameOf = (seat: string) => snapshot.seats.find((s) => s.id === seat)?.name ?? seat;
    const seatName = controller === undefined ? null : nameOf(controller);
    return (
      <div key={id} className="t-card-with" data-card-id={id}>
        {drawn}
        {dice ? <DiceOnCard dice={dice} /> : null}
        {chips.length > 0 ? (
          <span className="t-card-tokens" aria-hidden="true" data-testid="tokens">
            {chips.map((chip) => (
              <span key={chip.kind} className={`t-token ${chip.kind}`} title={chip.words}>
                {chip.n}
              </span>
            ))}
          </span>
        ) : null}
        {seatName !== null ? (
          <span className="t-card-controller" data-testid="controller" data-seat={controller} data-seat-index={snapshot.seats.findIndex((s) => s.id === controller)}>
            Controlled by {seatName} ({controller})
          </span>
        ) : null}
        {(marks ?? []).map((mark) => {
          const words = mark.seat === null ? mark.label : `${mark.label} ${nameOf(mark.seat)} (${mark.seat})`;
          return (
            <span key={mark.kind} className={`t-card-mark ${mark.kind}`} role="status" aria-label={words} data-testid="mark" data-mark={mark.kind} data-seat-index={mark.seat === null ? undefined : snapshot.seats.findIndex((s) => s.id === mark.seat)}>
              {words}
            </span>
          );
        })}
      </div>
    );
  };
  const ctx: ZoneCtx = { snapshot, faces, gameFaces, artOf, affordances, act, contextMenu, hover, godMode, onPutInto, card };
  const { top, bottom } = seatBands(snapshot.seats);

  // The seat that must act comes into view when the decision passes to it (hot seat).
  const board = useRef<HTMLDivElement>(null);
  const toAct = snapshot.waiting?.seat ?? null;
  useEffect(() => {
    if (toAct === null) return;
    // In the next frame, when the page lays itself out anyway.
    const frame = requestAnimationFrame(() => board.current?.querySelector<HTMLElement>(`[data-testid="seat"][data-seat="${CSS.escape(toAct)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [toAct]);

  return (
    <div className="t-board" data-seats={snapshot.seats.length} ref={board}>
      <div className="t-band top">{top.map((seat) => <SeatArea key={seat.id} seat={seat} area={layout.seat} dice={layout.dice} ctx={ctx} />)}</div>
      <MiddleArea area={layout.middle} badges={snapshot.middleBadges} ctx={ctx}>
        {layout.slots && snapshot.slots ? <SlotsArea place={layout.slots} slots={snapshot.slots} ctx={ctx} /> : null}
      </MiddleArea>
      <div className="t-band bottom">{bottom.map((seat) => <SeatArea key={seat.id} seat={seat} area={layout.seat} dice={layout.dice} ctx={ctx} />)}</div>
      {menu ? <Menu at={{ anchor: menu.anchor }} label={menu.label} items={menu.items} onClose={() => setMenu(null)} /> : null}
      {form ? <GodForm key={form.spec.title} anchor={form.anchor} spec={form.spec} onClose={() => setForm(null)} /> : null}
    </div>
  );
});

export type ZoneCtx = {
  snapshot: TableSnapshot;
  faces: Readonly<Record<string, CardFace>>;
  gameFaces: GameFaces;
  /** A face's art (as the editor shows it), or null. */
  artOf: (face: CardFace | undefined) => string | null;
  affordances: Map<TableThing, CardAffordance>;
  /** What clicking a card, a seat or a die does: its one action, or the menu of its actions. */
  act: (id: TableThing, actions: readonly LegalSnap[], anchor: HTMLElement) => void;
  contextMenu: (id: TableThing, anchor: HTMLElement) => void;
  hover: (card: CardRef | null, anchor: HTMLElement | null) => void;
  godMode: boolean;
  onPutInto: (zone: string) => void;
  /** A card drawn as the table draws every card, at a size; with `tokens`, its damage and counters as chips. */
  card: (id: CardRef, size: CardSize, covered?: boolean, tokens?: boolean) => ReactNode;
};

/** A card's damage and counters as chips: "3" on red for damage, "1" on blue for a shield. */
function tokenChips(card: { damage: number; counters: Record<string, number> }): { kind: string; n: number; words: string }[] {
  const chips = card.damage > 0 ? [{ kind: 'damage', n: card.damage, words: `${card.damage} damage` }] : [];
  for (const [counter, n] of Object.entries(card.counters)) if (n > 0) chips.push({ kind: counter, n, words: `${n} ${counter.replace(/-/g, ' ')}` });
  return chips;
}

function Badges({ badges }: { badges: readonly BadgeSnap[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="t-badges">
      {badges.map((badge) => (
        <li key={badge.label} className={`t-badge icon-${badge.icon} ${badge.max !== undefined ? 'track' : ''}`} aria-label={badge.max !== undefined ? `${badge.label} ${badge.value} of ${badge.max}` : `${badge.label} ${badge.value}`}>
          <span className="t-badge-label">{badge.label}</span>
          <span className="t-badge-value">
            {badge.value}
            {badge.max !== undefined ? <span className="t-badge-max"> / {badge.max}</span> : null}
          </span>
          {badge.max !== undefined ? (
            <span className="t-track" aria-hidden="true">
              <span style={{ width: `${Math.max(0, Math.min(100, (100 * (Number.parseFloat(badge.value) || 0)) / badge.max))}%` }} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function playerWords(seat: SeatSnap): string {
  return seat.player.kind === 'you' ? 'You' : `${seat.player.bot.charAt(0).toUpperCase()}${seat.player.bot.slice(1)} bot`;
}

function SeatArea({ seat, area, dice, ctx }: { seat: SeatSnap; area: TableArea; dice: DicePlace | undefined; ctx: ZoneCtx }) {
  const index = ctx.snapshot.seats.findIndex((s) => s.id === seat.id);
  const seatActions = ctx.affordances.get(seat.id);
  const classes = ['t-seat', seat.toAct ? 'to-act' : '', seat.active ? 'active' : '', seat.out ? 'out' : '', seatActions?.actions.length ? 'actionable' : '', seatActions?.candidate ? 'candidate' : '', seatActions?.targeted ? 'targeted' : ''].filter(Boolean).join(' ');
  const title = (
    <>
      <span className="t-seat-name">{seat.name}</span>
      <span className="t-seat-id">{seat.id}</span>
      <span className="t-seat-player">{playerWords(seat)}</span>
      {seat.active ? <span className="t-seat-flag turn">Turn</span> : null}
      {seat.toAct ? <span className="t-seat-flag act">To act</span> : null}
      {seat.out ? <span className="t-seat-flag out">Out</span> : null}
    </>
  );
  const actions = seatActions?.actions ?? [];
  const label = actions.length === 1 ? `${seat.id}: ${actions[0]!.text}` : actions.length > 1 ? `${seat.id}: ${actions.length} actions` : `${seat.name} (${seat.id})${ctx.godMode ? ': god tools' : ''}`;
  return (
    <section className={classes} aria-label={`${seat.name} (${seat.id})`} data-testid="seat" data-seat={seat.id} data-seat-index={index}>
      <header className="t-seat-header">
        {actions.length > 0 || ctx.godMode ? (
          <button
            type="button"
            className="t-seat-title"
            aria-label={label}
            aria-haspopup={actions.length !== 1 || ctx.godMode ? 'menu' : undefined}
            onClick={(event) => ctx.act(seat.id, actions, event.currentTarget)}
            onContextMenu={(event) => {
              event.preventDefault();
              ctx.contextMenu(seat.id, event.currentTarget);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
                event.preventDefault();
                ctx.contextMenu(seat.id, event.currentTarget);
              }
            }}
          >
            {title}
          </button>
        ) : (
          <div
            className="t-seat-title"
            onContextMenu={(event) => {
              event.preventDefault();
              ctx.contextMenu(seat.id, event.currentTarget);
            }}
          >
            {title}
          </div>
        )}
        <Badges badges={seat.badges} />
      </header>
      {area.rows.map((row, i) => (
        <div key={i} className="t-row">
          {row.map((spot) => (
            <ZoneGroup key={spot.zone} spot={spot} owner={seat.id} ctx={ctx} />
          ))}
          {/* The pool sits beside the cards its dice come from: the first row. */}
          {i === 0 && dice ? <DicePool seat={seat.id} place={dice} ctx={ctx} /> : null}
        </div>
      ))}
    </section>
  );
}

function MiddleArea({ area, badges, ctx, children }: { area: TableArea; badges: readonly BadgeSnap[]; ctx: ZoneCtx; children?: ReactNode }) {
  return (
    <section className="t-middle" aria-label="Shared zones">
      {children}
      {badges.length > 0 ? (
        <header className="t-middle-header">
          <Badges badges={badges} />
        </header>
      ) : null}
      {area.rows.map((row, i) => (
        <div key={i} className="t-row">
          {row.map((spot) => (
            <ZoneGroup key={spot.zone} spot={spot} owner={null} ctx={ctx} />
          ))}
        </div>
      ))}
    </section>
  );
}

/** A zone type of the layout: one zone, or several laid out side by side (slots). */
function ZoneGroup({ spot, owner, ctx }: { spot: ZonePlace; owner: string | null; ctx: ZoneCtx }) {
  const zones = ctx.snapshot.zones.filter((z) => z.type === spot.zone && z.owner === owner);
  const attached = spot.attached === undefined ? [] : ctx.snapshot.zones.filter((z) => z.type === spot.attached && z.owner === owner);
  const total = zones.reduce((n, z) => n + z.count, 0) + attached.reduce((n, z) => n + z.count, 0);
  if (spot.hideWhenEmpty && total === 0) return null;
  const slots = zones.length > 1;
  return (
    <div className={`t-zone-group show-${spot.show} size-${spot.size}`} data-testid="zone" data-zone={spot.zone} data-owner={owner ?? ''}>
      <div className="t-zone-label">
        {ctx.godMode && zones.length > 0 ? (
          <button type="button" className="t-zone-put" onClick={() => ctx.onPutInto(zones[0]!.id)} aria-label={`Put a card into ${owner ? `${owner} ` : ''}${spot.label}`} title="Put a card here (god tools)">
            {spot.label} +
          </button>
        ) : (
          <span>{spot.label}</span>
        )}
        {spot.show !== 'pile' || slots ? <span className="t-zone-count">{total}</span> : null}
      </div>
      <div className="t-zone-slots">
        {zones.length === 0 ? <div className={`t-zone show-${spot.show} empty`} /> : zones.map((zone) => (spot.attached !== undefined ? <AttachedZone key={zone.id} zone={zone} spot={spot} ctx={ctx} /> : <Zone key={zone.id} zone={zone} spot={spot} ctx={ctx} />))}
      </div>
    </div>
  );
}

/** The cards of a zone the board draws: a pile shows only its top card. */
/** A card's marks as one string, to tell whether they changed. */
function marksKey(marks: readonly CardMark[] | undefined): string {
  return marks ? marks.map((m) => `${m.kind}:${m.seat ?? ''}`).join(',') : '';
}

function drawnCards(zone: ZoneSnap, spot: ZonePlace): readonly CardRef[] {
  return spot.show === 'pile' ? zone.cards.slice(-1) : zone.cards;
}

/**
 * Whether a zone would be drawn the same: the same zone object, the same things the board hands
 * every card, and each card drawn the same object with the same affordance (shareSnapshot and
 * the affordances keep unchanged ones identical). Most zones are untouched by an action.
 */
function sameZoneView(a: { zone: ZoneSnap; spot: ZonePlace; ctx: ZoneCtx }, b: { zone: ZoneSnap; spot: ZonePlace; ctx: ZoneCtx }): boolean {
  if (a.zone !== b.zone || a.spot !== b.spot) return false;
  const x = a.ctx;
  const y = b.ctx;
  if (x.faces !== y.faces || x.gameFaces !== y.gameFaces || x.artOf !== y.artOf || x.godMode !== y.godMode || x.act !== y.act || x.contextMenu !== y.contextMenu || x.hover !== y.hover) return false;
  return drawnCards(b.zone, b.spot).every((id) => x.snapshot.cards[id] === y.snapshot.cards[id] && x.affordances.get(id) === y.affordances.get(id) && diceKey(x.snapshot.dice?.onCards[id]) === diceKey(y.snapshot.dice?.onCards[id]) && x.snapshot.controllers[id] === y.snapshot.controllers[id] && marksKey(x.snapshot.marks[id]) === marksKey(y.snapshot.marks[id]));
}

/**
 * A zone whose cards carry others (Destiny's characters and their upgrades): each card with the
 * cards attached to it over its lower part, then the attached cards on none of this zone's cards.
 */
function AttachedZone({ zone, spot, ctx }: { zone: ZoneSnap; spot: ZonePlace; ctx: ZoneCtx }) {
  const snapshot = ctx.snapshot;
  const others = snapshot.zones.filter((z) => z.type === spot.attached && z.owner === zone.owner).flatMap((z) => z.cards);
  const on = (host: CardRef) => others.filter((id) => snapshot.attachedTo[id] === host);
  const loose = others.filter((id) => {
    const host = snapshot.attachedTo[id];
    return host === undefined || !zone.cards.includes(host);
  });
  return (
    <div className={`t-zone show-${spot.show} attaching ${zone.cards.length === 0 && loose.length === 0 ? 'empty' : ''}`} data-zone-id={zone.id}>
      {zone.cards.map((id) => {
        const attached = on(id);
        if (attached.length === 0) return ctx.card(id, spot.size, false, spot.tokens);
        return (
          <div key={id} className="t-placed" data-attached={attached.length} data-testid="attached-host" data-card-id={id}>
            {ctx.card(id, spot.size, false, spot.tokens)}
            {attached.map((card) => (
              <div key={card} className="t-attached">
                {ctx.card(card, spot.size)}
              </div>
            ))}
          </div>
        );
      })}
      {loose.map((id) => ctx.card(id, 'small'))}
    </div>
  );
}

const Zone = memo(function Zone({ zone, spot, ctx }: { zone: ZoneSnap; spot: ZonePlace; ctx: ZoneCtx }) {
  const card = (id: CardRef, covered = false) => ctx.card(id, spot.size, covered, spot.tokens);
  if (spot.show === 'pile') {
    const top = zone.cards[zone.cards.length - 1];
    return (
      <div className={`t-zone show-pile ${top ? '' : 'empty'}`} data-zone-id={zone.id}>
        {top !== undefined ? card(top) : null}
        <span className="t-pile-count" aria-label={`${zone.count} ${zone.count === 1 ? 'card' : 'cards'}`}>
          {zone.count}
        </span>
      </div>
    );
  }
  if (spot.show === 'cascade') {
    return (
      <div className={`t-zone show-cascade ${zone.cards.length === 0 ? 'empty' : ''}`} data-zone-id={zone.id}>
        {zone.cards.map((id, i) => card(id, i < zone.cards.length - 1))}
      </div>
    );
  }
  return (
    <div className={`t-zone show-${spot.show} ${zone.cards.length === 0 ? 'empty' : ''}`} data-zone-id={zone.id} style={{ '--n': zone.cards.length } as CSSProperties}>
      {zone.cards.map((id) => card(id))}
    </div>
  );
}, sameZoneView);

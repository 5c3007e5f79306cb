// The table as the page draws it, made from the game state: every zone with its cards as the
// viewer may see them, the seats with their badges, the stack top first, the decision the engine
// waits for and every legal answer in words. Pure: the worker calls it after each change.
import type { Action } from '../../../../engine/core/context';
import type { Game } from '../../../../engine/core/engine';
import { statOf } from '../../../../engine/core/evaluate';
import type { GameState, SeatId } from '../../../../engine/core/state';
import type { Badge, TableLayout } from '../../../../engine/defs/table-layout';
import type { BadgeSnap, CardSnap, HiddenInfo, LegalSnap, PromptSnap, ResultSnap, SeatPlayer, SeatSnap, StackItemSnap, ZoneSnap } from '../model';
import { actionText, promptText, resultText, stackItemText, valueText, type Words } from './words';

export type SnapshotParts = {
  seats: SeatSnap[];
  cards: Record<string, CardSnap>;
  zones: ZoneSnap[];
  middleBadges: BadgeSnap[];
  prompt: PromptSnap | null;
  stack: StackItemSnap[];
  legal: LegalSnap[];
  result: ResultSnap | null;
  viewer: string | null;
};

/** The seat whose eyes `hidden: 'seat'` shows: the one that must act if a person plays it, else the last person to act. */
export function viewerOf(state: GameState, players: readonly SeatPlayer[], last: string | null): string | null {
  const waiting = state.prompt?.seat ?? null;
  const index = waiting === null ? -1 : state.seats.findIndex((s) => s.id === waiting);
  if (index >= 0 && players[index]?.kind === 'you') return waiting;
  if (last !== null) return last;
  const firstPerson = players.findIndex((p) => p.kind === 'you');
  return state.seats[firstPerson >= 0 ? firstPerson : 0]?.id ?? null;
}

/** The cards and seats an action is done with or to, in the order of its parameters. */
export function subjectsOf(state: GameState, action: Action): string[] {
  const out: string[] = [];
  for (const key in action) {
    if (key === 'seat' || key === 'kind') continue;
    const value = action[key];
    if (typeof value !== 'string') continue;
    if (state.cards[value] || state.seats.some((s) => s.id === value)) out.push(value);
    else {
      // A stack item stands for its source card.
      const item = state.stack.find((i) => i.id === value);
      if (item?.source) out.push(item.source);
    }
  }
  return out;
}

function badgeValue(game: Game, state: GameState, badge: Badge, seat: SeatId | null): string {
  const ctx = game.ctx(state);
  const source = badge.source;
  const zoneOf = (type: string) => Object.values(state.zones).find((z) => z.type === type && z.owner === seat);
  let value: number | null = null;
  if ('resource' in source) value = state.seats.find((s) => s.id === seat)?.resources[source.resource] ?? 0;
  else if ('playerStat' in source) value = seat === null ? null : (game.module.playerStat?.(ctx, seat, source.playerStat) ?? 0);
  else if ('bank' in source) value = game.module.bank?.(ctx, source.bank) ?? null;
  else if ('count' in source) value = zoneOf(source.count)?.cards.length ?? 0;
  else {
    const card = zoneOf(source.cardStat.zone)?.cards[0];
    if (card) value = statOf(ctx, card, source.cardStat.stat) - (source.cardStat.lessDamage ? (state.cards[card]?.damage ?? 0) : 0);
  }
  return value === null ? '–' : `${value}${badge.sign ?? ''}`;
}

export function snapshotParts(game: Game, state: GameState, legalActions: readonly Action[], layout: TableLayout, players: readonly SeatPlayer[], hidden: HiddenInfo, viewer: string | null): SnapshotParts {
  const ctx = game.ctx(state);
  const module = game.module;
  const vocabulary = module.vocabulary;
  const w: Words = { state, defs: game.defs, vocabulary };
  const states = vocabulary.states ?? [];
  const inPlayZones = new Set(vocabulary.zones.filter((z) => z.visibility === 'public').map((z) => z.name));
  const seen = hidden === 'seat' ? viewer : null;

  const cards: Record<string, CardSnap> = {};
  const zones: ZoneSnap[] = [];
  for (const id in state.zones) {
    const zone = state.zones[id]!;
    zones.push({ id: zone.id, type: zone.type, owner: zone.owner, cards: [...zone.cards] });
    for (const card of zone.cards) {
      const instance = state.cards[card]!;
      // Every hand as its owner sees it, or everything as the viewer sees it.
      const visible = hidden === 'all' ? module.canSee(ctx, card, zone.owner) || module.canSee(ctx, card, null) : module.canSee(ctx, card, seen);
      const snap: CardSnap = { id: card, def: visible ? instance.def : null, exhausted: instance.exhausted, damage: instance.damage, counters: instance.counters, changed: {}, owner: instance.owner, states: [] };
      if (visible && inPlayZones.has(zone.type)) {
        const def = game.defs.get(instance.def);
        if (def) {
          for (const stat in def.stats) {
            const now = statOf(ctx, card, stat);
            if (now !== def.stats[stat]) snap.changed[stat] = now;
          }
        }
        if (module.cardState) for (const s of states) if (module.cardState(ctx, card, s.name)) snap.states.push(s.name);
      }
      cards[card] = snap;
    }
  }

  const waiting = state.result ? null : (state.prompt?.seat ?? null);
  const seats: SeatSnap[] = state.seats.map((seat, i) => ({
    id: seat.id,
    name: seat.name,
    out: seat.out,
    player: players[i] ?? { kind: 'you' },
    badges: layout.seat.badges.map((badge) => ({ label: badge.label, value: badgeValue(game, state, badge, seat.id), icon: badge.icon })),
    toAct: seat.id === waiting,
    active: seat.id === state.turn.active,
  }));
  const middleBadges = layout.middle.badges.map((badge) => ({ label: badge.label, value: badgeValue(game, state, badge, null), icon: badge.icon }));

  const stack: StackItemSnap[] = [];
  for (let i = state.stack.length - 1; i >= 0; i -= 1) {
    const item = state.stack[i]!;
    const targets: { id: string; text: string }[] = [];
    for (const ids of Object.values(item.scope.bound)) for (const id of ids) if (id !== item.source && !targets.some((t) => t.id === id) && (state.cards[id] || state.seats.some((s) => s.id === id))) targets.push({ id, text: valueText(w, id) });
    stack.push({ id: item.id, kind: item.kind, text: stackItemText(w, item), source: item.source, sourceName: item.source ? valueText(w, item.source) : null, controller: item.controller, targets });
  }

  const legal: LegalSnap[] = (state.result ? [] : legalActions).map((action, index) => ({ index, text: actionText(w, action), seat: action.seat, kind: action.kind, subjects: subjectsOf(state, action) }));

  const p = state.result ? null : state.prompt;
  const prompt: PromptSnap | null = p
    ? { seat: p.seat, kind: p.kind, text: promptText(w, p), candidates: p.kind === 'choose' ? [...p.candidates] : [], picked: p.kind === 'choose' ? [...p.picked] : [] }
    : null;
  const result: ResultSnap | null = state.result ? { winners: [...state.result.winners], reason: state.result.reason, text: resultText(w, state.result) } : null;
  return { seats, cards, zones, middleBadges, prompt, stack, legal, result, viewer: seen };
}

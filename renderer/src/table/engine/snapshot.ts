// The table as the page draws it, made from the game state: every zone with its cards as the
// viewer may see them, the seats with their badges, the stack top first, the decision the engine
// waits for and every legal answer in words. Pure: the worker calls it after each change. The
// words are the engine's own (engine/table/words.ts), so the table says an action as a recorded
// scenario writes it.
import type { Action } from '../../../../engine/core/context';
import type { Game } from '../../../../engine/core/engine';
import { statOf } from '../../../../engine/core/evaluate';
import { cardParam, cardRefIn, isCard, type CardRef, type GameResult, type GameState, type SeatId, type Subject } from '../../../../engine/core/state';
import type { Badge, CardMark, TableLayout } from '../../../../engine/defs/table-layout';
import { actionTexts, promptText, stackItems, tableWords } from '../../../../engine/table/words';
import { valueWords } from '../../../../engine/scenario/words';
import { ruleNumber } from '../../../../engine/core/rule-numbers';
import { gameAttachments, gameMarks, gamePlacements } from '../../../../engine/games/tables';
import { slotsView, type SlotsView } from '../../../../engine/table/slots';
import { diceOfAction, diceView, type DiceView } from '../../../../engine/table/dice';
import type { BadgeSnap, CardSnap, HiddenInfo, LegalSnap, PromptSnap, ResultSnap, SeatPlayer, SeatSnap, StackItemSnap, TableThing, ZoneSnap } from '../model';

export type SnapshotParts = {
  seats: SeatSnap[];
  cards: Record<CardRef, CardSnap>;
  zones: ZoneSnap[];
  middleBadges: BadgeSnap[];
  slots: SlotsView | null;
  dice: DiceView | null;
  attachedTo: Record<CardRef, CardRef>;
  controllers: Record<CardRef, string>;
  /** What the game says of some cards now (the battlefield claimed this round), by card. */
  marks: Record<CardRef, CardMark[]>;
  prompt: PromptSnap | null;
  stack: StackItemSnap[];
  legal: LegalSnap[];
  free: LegalSnap[];
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

/**
 * The cards, seats and dice an action is done with or to, in the order of its parameters (an
 * action naming a die symbol is about the dice of its seat's pool showing it).
 */
export function subjectsOf(state: GameState, action: Action): TableThing[] {
  const out: TableThing[] = diceOfAction(state, action);
  for (const key in action) {
    if (key === 'seat' || key === 'kind') continue;
    const value = action[key];
    if (typeof value === 'number') {
      const card = cardParam(state, key, value);
      if (card !== null) out.push(card);
      continue;
    }
    if (typeof value !== 'string') continue;
    if (state.seats.some((s) => s.id === value)) out.push(value);
    else {
      // A stack item stands for its source card.
      const item = state.stack.find((i) => i.id === value);
      if (item && item.source !== null) out.push(item.source);
    }
  }
  return out;
}

/** A badge as the table shows it: its number, and what it is out of when the layout gives one (a track). */
function badgeSnap(game: Game, state: GameState, badge: Badge, seat: SeatId | null): BadgeSnap {
  const out = badge.outOf;
  const max = out === undefined ? undefined : typeof out === 'number' ? out : ruleNumber(game.ctx(state), out.ruleNumber, seat);
  return { label: badge.label, value: badgeValue(game, state, badge, seat), icon: badge.icon, ...(max !== undefined ? { max } : {}) };
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

/** The zone types a layout draws as piles (only their top card is sent) and those it does not draw. */
export function pileZones(layout: TableLayout): { piles: Set<string>; off: Set<string> } {
  const piles = new Set<string>();
  for (const area of [layout.seat, layout.middle]) for (const row of area.rows) for (const spot of row) if (spot.show === 'pile') piles.add(spot.zone);
  return { piles, off: new Set(layout.offTable) };
}

export function resultText(state: GameState, result: GameResult): string {
  const name = (seat: string) => state.seats.find((s) => s.id === seat)?.name ?? seat;
  const who = result.winners.length === 0 ? 'Nobody wins' : result.winners.length === 1 ? `${name(result.winners[0]!)} (${result.winners[0]}) wins` : `${result.winners.map(name).join(' and ')} win`;
  return `${who}: ${result.reason}`;
}

export function snapshotParts(game: Game, state: GameState, legalActions: readonly Action[], layout: TableLayout, players: readonly SeatPlayer[], hidden: HiddenInfo, viewer: string | null, freeActions: readonly Action[] = []): SnapshotParts {
  const ctx = game.ctx(state);
  const module = game.module;
  const vocabulary = module.vocabulary;
  const w = tableWords(game, state);
  const states = vocabulary.states ?? [];
  const inPlayZones = new Set(vocabulary.zones.filter((z) => z.visibility === 'public').map((z) => z.name));
  const seen = hidden === 'seat' ? viewer : null;
  const { piles, off } = pileZones(layout);

  const cards: Record<CardRef, CardSnap> = {};
  const snapCard = (card: CardRef, owner: string | null, inPlay: boolean): void => {
    const instance = state.cards[card];
    if (!instance || cards[card]) return;
    // Every hand as its owner sees it, or everything as the viewer sees it.
    const visible = hidden === 'all' ? module.canSee(ctx, card, owner) || module.canSee(ctx, card, null) : module.canSee(ctx, card, seen);
    const snap: CardSnap = { id: card, def: visible ? instance.def : null, exhausted: instance.exhausted, damage: instance.damage, counters: instance.counters, changed: {}, owner: instance.owner, states: [] };
    if (visible && inPlay) {
      const def = ctx.defs.get(instance.def);
      if (def) {
        for (const stat in def.stats) {
          const now = statOf(ctx, card, stat);
          if (now !== def.stats[stat]) snap.changed[stat] = now;
        }
      }
      if (module.cardState) for (const s of states) if (module.cardState(ctx, card, s.name)) snap.states.push(s.name);
    }
    cards[card] = snap;
  };
  const zones: ZoneSnap[] = [];
  for (const id in state.zones) {
    const zone = state.zones[id]!;
    const shown = off.has(zone.type) ? [] : piles.has(zone.type) ? zone.cards.slice(-1) : zone.cards;
    zones.push({ id: zone.id, type: zone.type, owner: zone.owner, count: zone.cards.length, cards: [...shown] });
    for (const card of shown) snapCard(card, zone.owner, inPlayZones.has(zone.type));
  }

  const waiting = state.result ? null : (state.prompt?.seat ?? null);
  const seats: SeatSnap[] = state.seats.map((seat, i) => ({
    id: seat.id,
    name: seat.name,
    out: seat.out,
    player: players[i] ?? { kind: 'you' },
    badges: layout.seat.badges.map((badge) => badgeSnap(game, state, badge, seat.id)),
    toAct: seat.id === waiting,
    active: seat.id === state.turn.active,
  }));
  const middleBadges = layout.middle.badges.map((badge) => badgeSnap(game, state, badge, null));
  const slots = layout.slots ? slotsView(game, state, layout.slots, gamePlacements.get(game.module.vocabulary.game)) : null;
  const dice = layout.dice ? diceView(state) : null;
  // What the layout draws on other cards (upgrades on characters) and with their controller.
  const attachedTo: Record<CardRef, CardRef> = {};
  const controllers: Record<CardRef, string> = {};
  const attachmentOf = gameAttachments.get(vocabulary.game);
  for (const area of [layout.seat, layout.middle]) {
    for (const row of area.rows) {
      for (const spot of row) {
        for (const zone of Object.values(state.zones)) {
          if (spot.attached !== undefined && attachmentOf && zone.type === spot.attached) {
            for (const card of zone.cards) {
              const on = attachmentOf(state, card);
              if (on !== null) attachedTo[card] = on;
            }
          }
          if (spot.controller && zone.type === spot.zone) {
            for (const card of zone.cards) {
              const controller = state.cards[card]?.controller;
              if (controller) controllers[card] = controller;
            }
          }
        }
      }
    }
  }

  const worded = stackItems(w);
  const stack: StackItemSnap[] = worded.map((item) => {
    const raw = state.stack.find((i) => i.id === item.id)!;
    const ids: Subject[] = [];
    for (const bound of Object.values(raw.scope.bound)) for (const id of bound) if (id !== raw.source && !ids.includes(id) && (isCard(id) ? cardRefIn(state, id) !== null : state.seats.some((s) => s.id === id))) ids.push(id);
    return { id: item.id, kind: item.kind, text: item.text, source: raw.source, sourceName: item.sourceName, controller: item.controller, targets: ids.map((id) => ({ id, text: valueWords(w, id) })) };
  });

  const actions = state.result ? [] : legalActions;
  const texts = actionTexts(w, actions);
  const legal: LegalSnap[] = actions.map((action, index) => ({ index, text: texts[index]!, seat: action.seat, kind: action.kind, subjects: subjectsOf(state, action) }));
  const moves = state.result ? [] : freeActions;
  const freeTexts = actionTexts(w, moves);
  const free: LegalSnap[] = moves.map((action, index) => ({ index, text: freeTexts[index]!, seat: action.seat, kind: action.kind, subjects: subjectsOf(state, action) }));
  // A card an action or the prompt names is sent even from inside a pile (a card to pick from a deck).
  const snapNamed = (id: TableThing): void => {
    const card = isCard(id) ? state.cards[id] : undefined;
    if (card) snapCard(card.id, state.zones[card.zone]?.owner ?? null, false);
  };
  for (const action of legal) for (const id of action.subjects) snapNamed(id);

  const p = state.result ? null : state.prompt;
  const prompt: PromptSnap | null = p
    ? { seat: p.seat, kind: p.kind, text: promptText(w), candidates: p.kind === 'choose' ? [...p.candidates] : [], picked: p.kind === 'choose' ? [...p.picked] : [] }
    : null;
  for (const id of prompt?.candidates ?? []) snapNamed(id);
  const result: ResultSnap | null = state.result ? { winners: [...state.result.winners], reason: state.result.reason, text: resultText(state, state.result) } : null;
  const marks = gameMarks.get(vocabulary.game)?.(state) ?? {};
  return { seats, cards, zones, middleBadges, slots, dice, attachedTo, controllers, marks, prompt, stack, legal, free, result, viewer: seen };
}

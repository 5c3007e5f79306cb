// Setup (docs/rules/smash-up.md, "Setup"): two factions per player shuffled into one deck, the
// base deck, players + 1 bases face up, 5 cards each, and the once-only mulligan of a hand
// without minions.
import { keptPerCardList } from '../../core/card-lists';
import type { CardDefinition } from '../../defs';
import type { Ctx, GameModule, GameVerb, SetupConfig } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { emit, moveCard, shuffleDeck, shuffleZone, tableChanged } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { nextInt } from '../../random/rng';
import { addCard, type CardRef, type GameState, type SeatId } from '../../core/state';
import { BASE_DECK, BASES, DECK, DISCARD, HAND, SEAT_ZONES, SHARED_ZONES, handOf, slotZone, zoneOf } from './cards';

/** A card's set, which for a minion or action is its faction (construction.ts). */
export function factionOf(def: CardDefinition): string {
  // The id's second part (`smash-up/<set>/<card>`), read without splitting: setup asks it of every card.
  const id = def.id;
  const from = id.indexOf('/');
  if (from < 0) return '';
  const to = id.indexOf('/', from + 1);
  return to < 0 ? id.slice(from + 1) : id.slice(from + 1, to);
}

/**
 * The bases a switched-on module brings with it, as its box does: bases with monsters for
 * monsters and treasures, the base where Titans stay for Titans, the burying and duel bases for
 * burying and duels.
 */
function moduleBase(state: GameState, def: CardDefinition): boolean {
  const on = (variant: string) => state.variants[variant] !== undefined;
  if (on('monsters-and-treasures') && (def.stats.monsters ?? 0) > 0) return true;
  if (on('titans') && def.tags.includes('titans-stay')) return true;
  return on('burying-and-duels') && (def.tags.includes('bury-here') || def.tags.includes('duel-ground'));
}

export function setup(ctx: Ctx, config: SetupConfig): ReturnType<GameModule['setup']> {
  const { state } = ctx;
  makeZones(ctx);
  if (config.seatCards) return layOut(ctx, config.seatCards, config.cards);
  const dealt = dealFactions(state, config.cards);
  if (typeof dealt === 'string') return { code: 'bad-config', message: dealt };
  return layOut(ctx, dealt.decks, config.cards, dealt.factions);
}

/** Every seat's zones and the shared ones, empty. */
export function makeZones(ctx: Ctx): void {
  const { state } = ctx;
  for (const seat of state.seats.map((s) => s.id)) for (const type of SEAT_ZONES) state.zones[zoneOf(seat, type)] = { id: zoneOf(seat, type), type, owner: seat, cards: [] };
  for (const type of SHARED_ZONES) state.zones[type] = { id: type, type, owner: null, cards: [] };
}

/**
 * The table once every player holds their decks: the decks shuffled, the base deck, players + 1
 * bases face up, the starting hands, and the turn at the mulligans.
 */
export function layOut(ctx: Ctx, decks: Record<SeatId, readonly CardDefinition[]>, cards: readonly CardDefinition[], dealtFactions?: ReadonlySet<string>): ReturnType<GameModule['setup']> {
  const { state } = ctx;
  const seats = state.seats.map((s) => s.id);
  // Bases of the sets the factions come from (SU-SETUP-4, A-17), else every base given (SU-VAR-2).
  // (The factions dealt are known; those of decks brought are read off their cards.)
  let factions = dealtFactions;
  if (factions === undefined) {
    const read = new Set<string>();
    for (const seat in decks) {
      const deck = decks[seat]!;
      for (let i = 0; i < deck.length; i += 1) read.add(factionOf(deck[i]!));
    }
    factions = read;
  }
  const facts = setupFacts(cards);
  const allBases = facts.bases;
  const own: CardDefinition[] = [];
  for (let i = 0; i < allBases.length; i += 1) if (factions.has(facts.baseFactions[i]!) || moduleBase(state, allBases[i]!)) own.push(allBases[i]!);
  const bases = own.length >= seats.length + 1 ? own : allBases;
  if (bases.length < seats.length + 1) return { code: 'bad-config', message: `Smash Up with ${seats.length} players needs at least ${seats.length + 1} bases; the sets have ${bases.length}` };
  // Each card made straight into its zone's list (the zone found once per deck), numbered in turn.
  const makeAll = (defs: readonly CardDefinition[], zone: string, owner: SeatId | null) => {
    const list = state.zones[zone]!.cards;
    for (let i = 0; i < defs.length; i += 1) list.push(addCard(state, defs[i]!.id, owner, zone, false));
  };
  // Each player's deck of two factions, shuffled (SU-SETUP-1, SU-SETUP-2).
  for (const seat of seats) {
    const deck = zoneOf(seat, DECK);
    makeAll(decks[seat] ?? [], deck, seat);
    shuffleDeck(ctx, deck);
  }
  makeAll(bases, BASE_DECK, null);
  shuffleDeck(ctx, BASE_DECK);
  // Players + 1 bases face up (SU-SETUP-6, SU-EX-7).
  for (let slot = 1; slot <= seats.length + 1; slot += 1) {
    const id = slotZone(slot);
    state.zones[id] = { id, type: BASES, owner: null, cards: [] };
    const top = state.zones[BASE_DECK]!.cards.pop()!;
    state.zones[id].cards.push(top);
    state.cards[top]!.zone = id;
    state.cards[top]!.faceUp = true;
  }
  // Starting hands of 5 (SU-SETUP-8), seen by their owners.
  const handSize = ruleNumber(ctx, 'starting-hand');
  for (const seat of seats) {
    const deck = state.zones[zoneOf(seat, DECK)]!;
    const hand = handOf(state, seat);
    for (let i = 0; i < handSize && deck.cards.length > 0; i += 1) {
      const card = deck.cards.pop()!;
      hand.cards.push(card);
      state.cards[card]!.zone = hand.id;
      state.cards[card]!.faceUp = true;
    }
  }
  tableChanged();
  // The first seat starts (SU-SETUP-10, SU-VAR-8, A-18), after the mulligans.
  state.turn = { number: 1, active: seats[0]!, phase: 'mulligan', step: 0 };
  return null;
}

/**
 * Without decks brought by the players (a simulation, a quick table): the factions of the
 * sets, shuffled, two to each player; with fewer factions than players need, a faction is
 * dealt again to another player, never twice to one (SU-X-SETUP-1).
 */
function dealFactions(state: GameState, cards: readonly CardDefinition[]): { decks: Record<SeatId, CardDefinition[]>; factions: Set<string> } | string {
  const facts = setupFacts(cards);
  const byFaction = facts.byFaction;
  const factions = facts.factions.slice();
  if (factions.length < 2) return `Smash Up needs at least two factions to deal a deck; the sets have ${factions.length}`;
  for (let i = factions.length - 1; i > 0; i -= 1) {
    const j = nextInt(state.rng, i + 1);
    [factions[i], factions[j]] = [factions[j]!, factions[i]!];
  }
  const out: Record<SeatId, CardDefinition[]> = {};
  const dealt = new Set<string>();
  state.seats.forEach((seat, i) => {
    const first = factions[(2 * i) % factions.length]!;
    const second = factions[(2 * i + 1) % factions.length]!;
    out[seat.id] = [...byFaction.get(first)!, ...byFaction.get(second)!];
    dealt.add(first).add(second);
  });
  return { decks: out, factions: dealt };
}

/** What setup works out from the game's cards alone: the cards of each faction, the factions in order, and the bases. */
type SetupFacts = { byFaction: ReadonlyMap<string, readonly CardDefinition[]>; factions: readonly string[]; bases: readonly CardDefinition[]; baseFactions: readonly string[] };
const setupFacts = keptPerCardList((cards): SetupFacts => {
  const byFaction = factionCards(cards);
  const bases = cards.filter((def) => def.kind === 'base');
  return { byFaction, factions: [...byFaction.keys()].sort(), bases, baseFactions: bases.map(factionOf) };
});

/** The cards of each faction: the minions and actions that go into a player's deck, by set. */
export function factionCards(cards: readonly CardDefinition[]): Map<string, CardDefinition[]> {
  const byFaction = new Map<string, CardDefinition[]>();
  for (const def of cards) {
    if (def.kind !== 'minion' && def.kind !== 'action') continue;
    if (def.tags.includes('madness') || def.tags.includes('treasure')) continue;
    const faction = factionOf(def);
    if (!byFaction.has(faction)) byFaction.set(faction, []);
    byFaction.get(faction)!.push(def);
  }
  return byFaction;
}

/** Whether a hand holds a minion. */
export function handHasMinion(ctx: Ctx, seat: SeatId): boolean {
  return handOf(ctx.state, seat).cards.some((card) => ctx.defs.get(ctx.state.cards[card]!.def)?.kind === 'minion');
}

/**
 * The mulligan (SU-SETUP-9, A-11): a player whose hand holds no minion may show it and draw 5
 * new cards; only then does the old hand go back into the deck, which is shuffled (or, with
 * `mulligan-shuffles-back` off, to the discard pile). Once only; the new hand is kept.
 */
export const mulliganVerb: GameVerb = (ctx, frame) => {
  const seat = frame.scope.controller;
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'yes-no', seat, label: 'Your hand has no minion: show it and draw 5 new cards?' } };
  }
  const reply = takeAnswer(frame);
  if (reply?.kind !== 'yes') return DONE;
  const { state } = ctx;
  const old: CardRef[] = [...handOf(state, seat).cards];
  emit(ctx, { type: 'mulligan', player: seat });
  const deck = state.zones[zoneOf(seat, DECK)]!;
  for (let i = 0; i < old.length && deck.cards.length > 0; i += 1) moveCard(ctx, deck.cards[deck.cards.length - 1]!, zoneOf(seat, HAND), 'top', true);
  if (state.options['mulligan-shuffles-back'] !== false) {
    for (const card of old) moveCard(ctx, card, zoneOf(seat, DECK), 'top', false);
    shuffleZone(ctx, zoneOf(seat, DECK));
  } else {
    for (const card of old) moveCard(ctx, card, zoneOf(seat, DISCARD), 'top', true);
  }
  return DONE;
};


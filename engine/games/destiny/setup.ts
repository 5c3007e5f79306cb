// Setup (docs/rules/destiny.md, "Setup"): characters out with their dice, battlefields aside,
// decks shuffled, 5 cards each, one mulligan each, 2 resources each, then the battlefield roll:
// the higher total chooses the battlefield, and the player whose battlefield is not chosen gives
// their characters 2 shields (SWD-X-ROUND-10, SWD-X-ROUND-11).
import { keptPerCardList } from '../../core/card-lists';
import type { CardDefinition } from '../../defs';
import type { Ctx, GameModule, GameVerb, SetupConfig } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { emit, moveCard, scopeFor, shuffleDeck, startEffect, tableChanged } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardRef, type SeatId, addCard, cardOf, cardRefIn } from '../../core/state';
import { DICE_MADE, makeDice, poolOf, roll, rollValue } from './dice';
import { addShields } from './damage';
import { BATTLEFIELD, CHARACTERS, DECK, HAND, OUT_OF_GAME, PLOT, SEAT_ZONES, SHARED_ZONES, battlefieldCard, defOf, freeForAll, opponentOf, opponentsOf, zone, zoneOf } from './principles';
import { returnDie } from '../../random/dice';

/** A card's set: without decks brought by the players, each set is one player's team and deck. */
const setOf = (def: CardDefinition) => def.id.split('/')[1] ?? '';

export function setup(ctx: Ctx, config: SetupConfig): ReturnType<GameModule['setup']> {
  const { state } = ctx;
  const seats = state.seats.map((s) => s.id);
  // More than two only in free-for-all (SWD-X-MP-1, A-20); the engine keeps the count to 2 to 4.
  if (seats.length !== 2 && !freeForAll(state)) return { code: 'bad-config', message: `Star Wars: Destiny takes exactly 2 players, not ${seats.length}, unless the free-for-all variant is on (A-20)` };
  for (const seat of seats) for (const type of SEAT_ZONES) state.zones[zoneOf(seat, type)] = { id: zoneOf(seat, type), type, owner: seat, cards: [] };
  for (const type of SHARED_ZONES) state.zones[type] = { id: type, type, owner: null, cards: [] };
  const brought = config.seatCards ?? dealTeams(config.cards, seats);
  if (typeof brought === 'string') return { code: 'bad-config', message: brought };
  // (The zone's list is found once for a run of cards going to the same zone.)
  let lastZone = '';
  let lastList: CardRef[] = [];
  const make = (def: CardDefinition, zoneId: string, owner: SeatId, faceUp: boolean): CardRef => {
    const id = addCard(state, def.id, owner, zoneId, faceUp);
    if (zoneId !== lastZone) {
      lastZone = zoneId;
      lastList = state.zones[zoneId]!.cards;
    }
    lastList.push(id);
    return id;
  };
  const teamPoints = ruleNumber(ctx, 'team-points');
  for (const seat of seats) {
    const cards = brought[seat] ?? [];
    const characterZone = zoneOf(seat, CHARACTERS);
    const plotZone = zoneOf(seat, PLOT);
    const deckZone = zoneOf(seat, DECK);
    const characters = cards.filter((d) => d.kind === 'character');
    if (characters.length === 0) return { code: 'bad-config', message: `${seat} brings no character (SWD-X-BUILD-2)` };
    // Characters and the plot out with their dice (SWD-SETUP-1). A deck list says which characters
    // it bought elite, with two dice (SWD-BUILD-6, SWD-X-KW-6); without one (a set dealt as a team,
    // a table saved before decks said so), a unique character with a second point value is elite
    // when the team's points allow it.
    const chosen = config.seatElite?.[seat];
    let points = cards.filter((d) => d.kind === 'character' || d.kind === 'plot').reduce((sum, d) => sum + (d.stats.points ?? 0), 0);
    for (const def of characters) {
      const id = make(def, characterZone, seat, true);
      const extra = (def.stats['points-2'] ?? 0) - (def.stats.points ?? 0);
      const canBeElite = def.tags.includes('unique') && def.stats['points-2'] !== undefined && def.dice.length === 1;
      if (canBeElite && (chosen ? chosen.includes(def.id) : points + extra <= teamPoints)) {
        points += extra;
        state.flags.game[`elite:${id}`] = 1;
      }
      makeDice(ctx, id);
    }
    for (const def of cards) if (def.kind === 'plot') make(def, plotZone, seat, true);
    // The battlefield aside, face up (SWD-SETUP-2): both lie in the battlefield zone until one is chosen.
    const field = cards.find((d) => d.kind === 'battlefield');
    if (field) make(field, BATTLEFIELD, seat, true);
    for (const def of cards) if (def.kind === 'upgrade' || def.kind === 'support' || def.kind === 'event') make(def, deckZone, seat, false);
    shuffleDeck(ctx, deckZone);
    lastZone = ''; // (arranging a deck puts a new list in its zone)
  }
  state.flags.game[DICE_MADE] = 1;
  // 5 cards each (SWD-SETUP-3) and 2 resources each (SWD-SETUP-5).
  for (const seat of seats) {
    drawTo(ctx, seat, ruleNumber(ctx, 'hand-size', seat));
    state.seats.find((s) => s.id === seat)!.resources.resources = ruleNumber(ctx, 'starting-resources');
  }
  tableChanged();
  state.turn = { number: 1, active: seats[0]!, phase: 'mulligan', step: 0 };
  return null;
}

/**
 * Without decks brought by the players (a simulation, a quick table): the sets, in order, one to
 * each player, each set holding a team, its deck and its battlefield. A free-for-all table with
 * more players than sets deals them again from the first: uniqueness is per player.
 */
function dealTeams(cards: readonly CardDefinition[], seats: SeatId[]): Record<SeatId, readonly CardDefinition[]> | string {
  const teams = teamsOf(cards);
  if (teams.length < 2) return `Star Wars: Destiny needs two sets with characters and a battlefield to deal two teams; the sets have ${teams.length}`;
  const out: Record<SeatId, readonly CardDefinition[]> = {};
  for (let i = 0; i < seats.length; i += 1) out[seats[i]!] = teams[i % teams.length]!;
  return out;
}

/** The teams the cards make, one per set, in the sets' order. */
const teamsOf = keptPerCardList((cards): readonly (readonly CardDefinition[])[] => {
  const bySet = new Map<string, CardDefinition[]>();
  for (const def of cards) {
    const set = setOf(def);
    if (!bySet.has(set)) bySet.set(set, []);
    bySet.get(set)!.push(def);
  }
  // A set that only adds to a team (plots, a character, a few cards: no battlefield) is no team.
  return [...bySet.keys()]
    .sort()
    .filter((set) => bySet.get(set)!.some((d) => d.kind === 'character') && bySet.get(set)!.some((d) => d.kind === 'battlefield'))
    .map((set) => bySet.get(set)!);
});

/** Draws from the top of the deck until the hand holds `size`, or the deck is empty (SWD-X-ROUND-5). */
export function drawTo(ctx: Ctx, seat: SeatId, size: number): void {
  const { state } = ctx;
  const deck = zone(state, seat, DECK);
  const hand = zone(state, seat, HAND);
  while (hand.cards.length < size && deck.cards.length > 0) moveCard(ctx, deck.cards[deck.cards.length - 1]!, hand.id, 'top', true);
}

/**
 * The mulligan (SWD-SETUP-4, A-5): once, a player puts any cards of the hand back into the deck,
 * one pick at a time, then shuffles and draws back up to 5. Both choose before either redraws,
 * so neither choice depends on the other.
 */
export const mulliganVerb: GameVerb = (ctx, frame) => {
  const seat = frame.scope.controller;
  const picked = (frame.mem.picked as CardRef[] | undefined) ?? [];
  const answer = frame.pc === 0 ? undefined : takeAnswer(frame);
  const card = answer?.kind === 'pick' ? cardRefIn(ctx.state, answer.id) : null;
  if (card !== null) picked.push(card);
  frame.mem.picked = picked;
  const hand = zone(ctx.state, seat, HAND).cards.filter((c) => !picked.includes(c));
  if (frame.pc === 0 || (answer?.kind === 'pick' && hand.length > 0)) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'Mulligan: put back cards into your deck (done to keep the rest)', candidates: hand, min: 0, max: 1, picked: [] } };
  }
  if (picked.length > 0) {
    for (const card of picked) moveCard(ctx, card, zoneOf(seat, DECK), 'top', false);
    shuffleDeck(ctx, zoneOf(seat, DECK));
    drawTo(ctx, seat, ruleNumber(ctx, 'hand-size', seat));
    emit(ctx, { type: 'mulligan', player: seat, count: picked.length });
  }
  return DONE;
};

/**
 * The battlefield roll (SWD-SETUP-6 to SWD-SETUP-8, SWD-X-ROUND-11): every character die rolled,
 * blanks and specials counting 0, a tie rolled again; the dice go back on their cards
 * (SWD-SETUP-11). Returns the winner. In free-for-all only the players tied for the highest
 * total roll again (SWD-X-MP-1).
 */
export function battlefieldRoll(ctx: Ctx): SeatId {
  const { state } = ctx;
  const seats = state.seats.map((s) => s.id);
  if (seats.length > 2) return rollOff(ctx, seats);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const totals = seats.map((seat) => rollTotal(ctx, seat));
    emit(ctx, { type: 'battlefield-roll', first: totals[0]!, second: totals[1]! });
    if (totals[0] !== totals[1]) return totals[0]! > totals[1]! ? seats[0]! : seats[1]!;
  }
  return seats[0]!; // fifty ties in a row: the first seat, so setup always ends
}

/** Rolls a player's character dice and puts them back on their cards: the total shown. */
function rollTotal(ctx: Ctx, seat: SeatId): number {
  const { state } = ctx;
  const dice = Object.values(state.dice).filter((d) => d.owner === seat && d.place === 'card' && cardOf(state, d.card)?.zone === zoneOf(seat, CHARACTERS));
  roll(ctx, dice.map((d) => d.id));
  const total = poolOf(ctx, seat).reduce((sum, d) => sum + rollValue(d), 0);
  for (const d of dice) returnDie(ctx, d.id);
  return total;
}

/** The free-for-all roll-off: each player's total is told; those tied for the highest roll again, the others are done. */
function rollOff(ctx: Ctx, seats: SeatId[]): SeatId {
  let rolling = seats;
  for (let attempt = 0; attempt < 50 && rolling.length > 1; attempt += 1) {
    const totals = rolling.map((seat) => rollTotal(ctx, seat));
    rolling.forEach((player, i) => emit(ctx, { type: 'battlefield-roll', player, total: totals[i]!, attempt: attempt + 1 }));
    const best = Math.max(...totals);
    rolling = rolling.filter((_, i) => totals[i] === best);
  }
  return rolling[0]!;
}

/** The roll's winner chooses the battlefield (SWD-SETUP-8); the other is taken out of the game. */
export const chooseBattlefieldVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const fields = state.zones[BATTLEFIELD]!.cards;
  if (frame.pc === 0 && fields.length > 1) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'Choose the battlefield', candidates: [...fields], min: 1, max: 1, picked: [] } };
  }
  const answer = takeAnswer(frame);
  const chosen = answer?.kind === 'pick' ? cardRefIn(state, answer.id) : fields[0];
  for (const card of [...fields]) if (card !== chosen) moveCard(ctx, card, OUT_OF_GAME, 'top', true);
  const field = battlefieldCard(state);
  // Its owner controls it (SWD-SETUP-9); the other player shields their characters (SWD-SETUP-10).
  const controller = field ? state.cards[field]!.owner! : seat;
  if (field) state.cards[field]!.controller = controller;
  tableChanged();
  emit(ctx, { type: 'battlefield-chosen', card: field ?? null, player: controller });
  if (state.seats.length > 2) {
    // Free-for-all: every player but the roll's winner puts 1 shield on a character, clockwise
    // from the winner's left (SWD-X-MP-1). Frames run last pushed first: pushed in reverse.
    for (const other of opponentsOf(state, seat).reverse()) startEffect(ctx, { kind: 'game', verb: 'setup-shields', args: { count: 1 } }, scopeFor(ctx, null, other));
    return DONE;
  }
  startEffect(ctx, { kind: 'game', verb: 'setup-shields', args: { count: 2 } }, scopeFor(ctx, null, opponentOf(state, controller)));
  return DONE;
};

/** Shields given at setup, one pick per shield, split as the player likes (SWD-SETUP-10). */
export const setupShieldsVerb: GameVerb = (ctx, frame, args) => {
  const seat = frame.scope.controller;
  const answer = frame.pc === 0 ? undefined : takeAnswer(frame);
  const card = answer?.kind === 'pick' ? cardRefIn(ctx.state, answer.id) : null;
  if (card !== null) addShields(ctx, card, 1);
  const left = Number(args.count) - frame.pc;
  const characters = zone(ctx.state, seat, CHARACTERS).cards;
  if (left <= 0 || characters.length === 0) return DONE;
  frame.pc += 1;
  return { prompt: { kind: 'choose', seat, label: `Give a shield to one of your characters (${left} left)`, candidates: [...characters], min: 1, max: 1, picked: [] } };
};

/**
 * The end of setup: each plot in play says so (its `setup:` ability triggers), the battlefield's
 * controller's first (SWD-X-ROUND-10 step 7). False when no plot is in play.
 */
export function afterSetup(ctx: Ctx): boolean {
  const { state } = ctx;
  const field = battlefieldCard(state);
  const first = field !== undefined ? state.cards[field]!.controller : null;
  const seats = state.seats.map((s) => s.id).sort((a, b) => (a === first ? -1 : b === first ? 1 : 0));
  let any = false;
  for (const seat of seats) {
    for (const card of zone(state, seat, PLOT).cards) {
      emit(ctx, { type: 'setup', card, player: seat });
      any = true;
    }
  }
  return any;
}

export const isCharacter = (ctx: Ctx, card: CardRef) => defOf(ctx, card)?.kind === 'character';

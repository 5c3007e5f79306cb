// The faction draft (docs/rules/smash-up.md, SU-SETUP-11, SU-VAR-1), variant `faction-draft`:
// two factions a player (and `spare` more) are laid out, a player chosen at random picks one,
// then the others clockwise; the last to pick takes a second at once, and picking runs back
// counter-clockwise until everyone holds two. Only then are the decks, the bases and the hands
// laid out (setup.ts), as without the draft.
import type { CardDefinition } from '../../defs';
import type { Ctx, GameModule, GameVerb } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { emit, scopeFor, startEffect } from '../../core/ops';
import { nextInt } from '../../random/rng';
import type { GameState, SeatId } from '../../core/state';
import { setUpModules } from './modules-setup';
import { factionCards, layOut } from './setup';

export const DRAFT = 'draft';
export const draftOn = (state: GameState) => state.variants[DRAFT_VARIANT] !== undefined;
const DRAFT_VARIANT = 'faction-draft';
/** Game flags: `draft-first` the seat number (from 0) of the first to pick; `draft-offer:<i>` 1 while the i-th faction (sorted) is on offer, `draft-pick:<i>` the number (from 1) of the seat that took it. */
const FIRST = 'draft-first';
const offerKey = (i: number) => `draft-offer:${i}`;
const pickKey = (i: number) => `draft-pick:${i}`;

/**
 * The game's cards, every copy of each: a drafted faction is the whole faction, and the table
 * is laid out from every card of the game's sets (the state keeps no list of the setup's cards).
 */
function allCards(ctx: Ctx): CardDefinition[] {
  const out: CardDefinition[] = [];
  for (const def of ctx.defs.values()) for (let copy = 0; copy < Math.max(0, Math.trunc(Number(def.copies)) || 0); copy += 1) out.push(def);
  return out;
}

/** The factions of the game's cards, sorted: the draft numbers them in this order. */
const factionsOf = (ctx: Ctx) => [...factionCards(allCards(ctx)).keys()].sort();

/**
 * Lays out the factions on offer (at least two per player, SU-SETUP-11) and picks the first
 * player to choose at random; the draft itself is the `draft` phase (turn.ts).
 */
export function startDraft(ctx: Ctx, cards: readonly CardDefinition[]): ReturnType<GameModule['setup']> {
  const { state } = ctx;
  const factions = [...factionCards(cards).keys()].sort();
  const players = state.seats.length;
  if (factions.length < 2 * players) return { code: 'bad-config', message: `The faction draft needs at least two factions per player (${2 * players}); the sets have ${factions.length}` };
  const spare = Number(state.variants[DRAFT_VARIANT]?.spare ?? 0) || 0;
  const order = factions.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = nextInt(state.rng, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const i of order.slice(0, Math.min(factions.length, 2 * players + spare))) state.flags.game[offerKey(i)] = 1;
  state.flags.game[FIRST] = nextInt(state.rng, players);
  state.turn = { number: 1, active: state.seats[0]!.id, phase: DRAFT, step: 0 };
  return null;
}

/** Who picks the `step`-th faction (from 0): clockwise from the first, then back the other way (SU-SETUP-11). */
function picker(state: GameState, step: number): SeatId {
  const players = state.seats.length;
  const first = state.flags.game[FIRST] ?? 0;
  const offset = step < players ? step : 2 * players - 1 - step;
  return state.seats[(first + offset) % players]!.id;
}

/** The `draft` phase: the next pick, or once everyone holds two factions, the table laid out. */
export function draftFlow(ctx: Ctx): void {
  const { state } = ctx;
  if (state.turn.step < 2 * state.seats.length) {
    startEffect(ctx, { kind: 'game', verb: 'draft-pick', args: {} }, scopeFor(ctx, null, picker(state, state.turn.step)));
    return;
  }
  const factions = factionsOf(ctx);
  const cards = allCards(ctx);
  const byFaction = factionCards(cards);
  const decks: Record<SeatId, CardDefinition[]> = {};
  state.seats.forEach((seat, n) => {
    decks[seat.id] = factions.flatMap((faction, i) => (state.flags.game[pickKey(i)] === n + 1 ? byFaction.get(faction)! : []));
  });
  const problem = layOut(ctx, decks, cards);
  if (problem !== null) {
    state.result = { winners: [], reason: problem.message };
    state.prompt = null;
    return;
  }
  setUpModules(ctx, cards);
}

/** `draft-pick`: the player takes one of the factions still on offer. */
export const draftPickVerb: GameVerb = (ctx, frame) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const factions = factionsOf(ctx);
  const offered = factions.map((_, i) => i).filter((i) => state.flags.game[offerKey(i)] === 1);
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'mode', seat, label: 'Pick a faction', modes: offered.map((i) => factions[i]!) } };
  }
  const reply = takeAnswer(frame);
  const index = reply?.kind === 'mode' && typeof reply.index === 'number' ? offered[reply.index] : undefined;
  if (index === undefined) return DONE;
  delete state.flags.game[offerKey(index)];
  state.flags.game[pickKey(index)] = state.seats.findIndex((s) => s.id === seat) + 1;
  state.turn.step += 1;
  emit(ctx, { type: 'drafted', player: seat, faction: factions[index]! });
  return DONE;
};

// Dice and their faces (docs/rules/destiny.md, "Dice and their faces"): what the rules do with
// the engine's custom dice (engine/random/dice.ts). A card's dice are the faces its card prints
// (SWD-PLAY-8), compiled from the card language's `die:` lines; each die in the state names its
// card, and lies on it, in its owner's pool, or out of the game (SWD-X-DICE-14, SWD-X-DICE-15).
import type { Ctx } from '../../core/context';
import type { CardRef, Die, SeatId } from '../../core/state';
import type { DieDefinition } from '../../defs';
import { evaluate } from '../../core/evaluate';
import { scopeFor } from '../../core/ops';
import { faceOf, rollDice } from '../../random/dice';
import { CHARACTERS, defOf, SUPPORTS, UPGRADES, zone } from './principles';

export const MELEE = 'melee';
export const RANGED = 'ranged';
export const INDIRECT = 'indirect';
export const SHIELD = 'shield';
export const RESOURCE = 'resource';
export const DISRUPT = 'disrupt';
export const DISCARD_SYMBOL = 'discard';
export const FOCUS = 'focus';
export const SPECIAL = 'special';
export const BLANK = 'blank';
/** Symbols in the order the resolve moves list them. */
export const SYMBOLS = [MELEE, RANGED, INDIRECT, SHIELD, RESOURCE, DISRUPT, DISCARD_SYMBOL, FOCUS, SPECIAL] as const;
export const isDamage = (symbol: string) => symbol === MELEE || symbol === RANGED || symbol === INDIRECT;

/** The flag set once the cards laid out at the start have their dice (setup, or a scenario's layout). */
export const DICE_MADE = 'dice-made';

/**
 * How many dice a card brings: those it prints; a unique character with a second point value
 * brings two copies of its die when elite (SWD-BUILD-6, SWD-X-KW-6). Eliteness is kept in the
 * game flags by setup (`elite:<card>`).
 */
export function makeDice(ctx: Ctx, card: CardRef): void {
  const def = defOf(ctx, card);
  const owner = ctx.state.cards[card]?.owner;
  if (!def || !owner || def.dice.length === 0) return;
  // A card back in play takes back the dice it had (SWD-X-DICE-15).
  let revived = false;
  for (const id in ctx.state.dice) {
    const die = ctx.state.dice[id]!;
    if (die.card === card && die.place === 'removed') {
      die.place = 'card';
      revived = true;
    }
  }
  if (revived) return;
  const dice = def.dice.length === 1 && ctx.state.flags.game[`elite:${card}`] === 1 ? [def.dice[0]!, def.dice[0]!] : def.dice;
  dice.forEach((die, i) => addDie(ctx, owner, card, die, i + 1));
}

/**
 * A die named after its card, `c3-d1` for the first die of card 3, so that a scenario laid out
 * by hand (whose cards are numbered as written) can name the dice it picks. The id is a word,
 * never read as a card's number.
 */
function addDie(ctx: Ctx, owner: SeatId, card: CardRef, definition: DieDefinition, n: number): void {
  const id = `c${card}-d${n}`;
  ctx.state.dice[id] = { id, owner, card, faces: definition.faces.map((f) => ({ ...f })), face: 0, place: 'card' };
}

/** Gives dice to every card in play that has none yet (a layout laid out by hand). */
export function ensureDice(ctx: Ctx): void {
  const { state } = ctx;
  if (state.flags.game[DICE_MADE] === 1) return;
  state.flags.game[DICE_MADE] = 1;
  const having = new Set<CardRef>();
  for (const id in state.dice) if (state.dice[id]!.card !== null) having.add(state.dice[id]!.card!);
  for (const seat of state.seats) for (const type of [CHARACTERS, UPGRADES, SUPPORTS]) for (const card of zone(state, seat.id, type).cards) if (!having.has(card)) makeDice(ctx, card);
}

/** The dice of a card, wherever they are. */
export function diceOf(ctx: Ctx, card: CardRef): Die[] {
  const out: Die[] = [];
  for (const id in ctx.state.dice) {
    const die = ctx.state.dice[id]!;
    if (die.card === card && die.place !== 'removed') out.push(die);
  }
  return out;
}

/** A seat's pool, in the order the dice were made. */
export function poolOf(ctx: Ctx, seat: SeatId): Die[] {
  const out: Die[] = [];
  for (const id in ctx.state.dice) {
    const die = ctx.state.dice[id]!;
    if (die.owner === seat && die.place === 'pool') out.push(die);
  }
  return out;
}

/**
 * Rolls dice into their owner's pool. A scenario's scripted `dice` (1 to 6) name the face to show,
 * counted from the first printed face, as the card's die faces are listed.
 */
export function roll(ctx: Ctx, ids: string[]): void {
  const { state } = ctx;
  if (state.forcedRolls.length > 0 && (state.forcedFaces === undefined || state.forcedFaces.length === 0)) {
    state.forcedFaces = state.forcedRolls.splice(0, Math.min(ids.length, state.forcedRolls.length)).map((n) => n - 1);
  }
  rollDice(ctx, ids);
}

/**
 * A face's value as it counts in the battlefield roll: blanks and specials count 0 (A-4,
 * SWD-X-ROUND-11), and so does a face valued X, whose card gives no number before play begins.
 */
export function rollValue(die: Die): number {
  const face = faceOf(die);
  return face.symbol === BLANK || face.symbol === SPECIAL || face.x ? 0 : face.value;
}

/**
 * A face's value as it is counted in play: the printed number, or for a face valued X what its
 * die's `x` says at this moment, as its card's controller reads it; 0 where the card says
 * nothing of X (A-15, SWD-X-DICE-1).
 */
export function faceValue(ctx: Ctx, die: Die): number {
  const face = faceOf(die);
  if (!face.x) return face.value;
  const card = die.card;
  const def = card !== null ? defOf(ctx, card) : undefined;
  if (card === null || !def || def.dice.length === 0) return 0;
  // Dice are named `c<card>-d<n>` after the printed die they copy; an elite's second copies the first.
  const n = Number(die.id.slice(die.id.lastIndexOf('-d') + 2)) || 1;
  const x = def.dice[Math.min(n, def.dice.length) - 1]?.x;
  if (x === undefined) return 0;
  const seat = ctx.state.cards[card]?.controller ?? die.owner;
  return Math.max(0, Math.min(99, Math.floor(evaluate(ctx, x, scopeFor(ctx, card, seat)))));
}

export { faceOf };

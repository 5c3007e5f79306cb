// What both players of vanilla Stak Bots share (README.md beside this file): the generator,
// the deck and its shuffle, the policy's pick, the action codes and the run fingerprint. The
// engine's driver and the plain reference use these and nothing else that is random, so game
// g is the same game in both.

/** Cards dealt to each stak and to each hand. */
export const STAK_SIZE = 9;
export const HAND_SIZE = 2;
/** Cards of each power, and the powers. */
export const COPIES = 10;
export const POWERS = 6;
export const DECK_SIZE = COPIES * POWERS;
/** A game ends as capped before the decision that would follow this many. */
export const ACTION_CAP = 2000;
/** The seed of the run's policy stream. */
export const POLICY_SEED = 12345;

/** Results: a winner's seat (0-based), or one of these. */
export const DRAW = -1;
export const CAPPED = -2;

/**
 * The result once at most one seat is left (`out[seat]` is 1 for a seat that is out): the seat
 * still in, or a draw when every stak emptied at once.
 */
export function lastStanding(out: Uint8Array, players: number, living: number): number {
  if (living === 0) return DRAW;
  for (let seat = 0; seat < players; seat += 1) if (out[seat] === 0) return seat;
  return DRAW;
}

/** A copy of plain data (objects, lists, strings, numbers, booleans, null), as a snapshot needs. */
export function plainCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = plainCopy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Action types in the action code. */
export const PLAY = 0;
export const SCRAP_TOP = 1;
export const DISCARD = 2;
export const ATTACK = 3;
export const END_TURN = 4;

/** mulberry32: a 32-bit state advanced by a Weyl step and scrambled; every output a uint32. */
export class Mulberry32 {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /**
   * floor(u * n) for u = next() / 2^32: an index below n. The product stays below 2^53, so the
   * division is exact and matches the floating-point reading of the same draw.
   */
  below(n: number): number {
    return Math.floor((this.next() * n) / 4294967296);
  }
}

/**
 * The supply of game g (0-based, in the order the run plays its games), bottom first, as
 * powers: the deck [1 ×10, 2 ×10, …, 6 ×10] shuffled by Fisher-Yates, from the last place down,
 * with mulberry32(g + 1). The top of the supply is the last element.
 */
export function shuffledSupply(g: number, into: Int8Array = new Int8Array(DECK_SIZE)): Int8Array {
  for (let k = 0; k < DECK_SIZE; k += 1) into[k] = Math.floor(k / COPIES) + 1;
  const random = new Mulberry32((g + 1) >>> 0);
  for (let i = DECK_SIZE - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    const held = into[i]!;
    into[i] = into[j]!;
    into[j] = held;
  }
  return into;
}

/** An action's code: seat · 65536 + type · 256 + argument (a hand index or a target seat). */
export function actionCode(seat: number, type: number, arg: number): number {
  return seat * 65536 + type * 256 + arg;
}

const TYPE_WORDS = ['play', 'scrapTop', 'discard', 'attack', 'end'];

/** An action code as the golden file writes it: `p0 play 2`, `p1 scrapTop`. */
export function actionText(code: number): string {
  const type = (code >>> 8) & 255;
  const arg = type === PLAY || type === DISCARD || type === ATTACK ? ` ${code & 255}` : '';
  return `p${code >>> 16} ${TYPE_WORDS[type]}${arg}`;
}

/** The fingerprint before any game. */
export const FINGERPRINT_START = 2166136261;

/** Mixes one value into a fingerprint (32-bit FNV-1a step). */
export function mix(hash: number, value: number): number {
  return Math.imul(hash ^ value, 16777619) >>> 0;
}

/** Mixes a whole game: its action codes, then its result. */
export function mixGame(hash: number, codes: readonly number[], result: number): number {
  let h = hash;
  for (const code of codes) h = mix(h, code);
  return mix(h, (0x7fffffff + result) >>> 0);
}

export const hex = (hash: number) => hash.toString(16).padStart(8, '0');

/**
 * One implementation of the rules, playing the run's games in order: each call plays the next
 * game, pushing its action codes onto `trace` when one is given, and returns its length.
 */
export type Player = {
  playGame(trace: number[] | null): number;
  /** The last game's result: the winner's seat, DRAW or CAPPED. */
  readonly result: number;
};

/** The golden file's result words: a seat, "draw" or "capped". */
export function resultWord(result: number): number | 'draw' | 'capped' {
  return result >= 0 ? result : result === DRAW ? 'draw' : 'capped';
}

/** Plays `games` games and records what the golden file records. */
export function record(player: Player, games: number): { fingerprint: string; totalActions: number; lengths: number[]; results: (number | 'draw' | 'capped')[]; game0: string[] } {
  let hash = FINGERPRINT_START;
  const lengths: number[] = [];
  const results: (number | 'draw' | 'capped')[] = [];
  let game0: string[] = [];
  for (let g = 0; g < games; g += 1) {
    const trace: number[] = [];
    const length = player.playGame(trace);
    if (length !== trace.length) throw new Error(`game ${g}: ${length} actions counted, ${trace.length} traced`);
    hash = mixGame(hash, trace, player.result);
    lengths.push(length);
    results.push(resultWord(player.result));
    if (g === 0) game0 = trace.map(actionText);
  }
  return { fingerprint: hex(hash), totalActions: lengths.reduce((a, b) => a + b, 0), lengths, results, game0 };
}

// The kinds of the engine's unions, listed once for the decompiler: a game verb's argument is a
// number, a word, a selector, an expression or an effect, told apart by its `kind`. Each table
// is typed by its union, so a kind added to the engine fails the type check here.
import { isExprKind, type Effect, type Selector } from '../../engine/defs';

const SELECTOR_KINDS: Record<Selector['kind'], true> = {
  self: true, you: true, 'active-player': true, players: true, bound: true, event: true, owner: true, controller: true,
  zone: true, filter: true, most: true, union: true, happened: true,
};

const EFFECT_KINDS: Record<Effect['kind'], true> = {
  damage: true, heal: true, prevent: true, gain: true, lose: true, draw: true, discard: true, destroy: true, move: true, shuffle: true,
  create: true, reveal: true, 'look-and-reorder': true, flip: true, exhaust: true, 'add-counter': true, 'remove-counter': true,
  'modify-stat': true, 'extra-action': true, cancel: true, roll: true, reroll: true, 'set-roll': true, 'modify-roll': true,
  'choose-mode': true, choose: true, vote: true, may: true, if: true, 'for-each': true, repeat: true, sequence: true, 'then-in-full': true,
  'delayed-trigger': true, win: true, 'lose-game': true, 'end-turn': true, 'extra-turn': true, 'set-flag': true, 'become-copy': true,
  double: true, multiply: true, 'change-rule': true, grant: true, 'look-and-take': true, 'reveal-until': true, game: true,
};

const has = (table: object, kind: unknown) => typeof kind === 'string' && Object.prototype.hasOwnProperty.call(table, kind);

export type ValueCategory = 'number' | 'word' | 'boolean' | 'selector' | 'expr' | 'effect' | 'unknown';

/** What a game verb's argument is, as JSON. */
export function categoryOf(value: unknown): ValueCategory {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'word';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value !== 'object' || value === null) return 'unknown';
  const kind = (value as { kind?: unknown }).kind;
  if (has(SELECTOR_KINDS, kind)) return 'selector';
  if (isExprKind(kind)) return 'expr';
  if (has(EFFECT_KINDS, kind)) return 'effect';
  return 'unknown';
}

/** The kinds of effect that bind a name for what follows them. */
export const BINDING_EFFECTS: ReadonlySet<Effect['kind']> = new Set(['choose', 'for-each', 'vote', 'reveal-until']);

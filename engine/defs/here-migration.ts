// "Here" as files written before the kernel's `same-place` condition and `total-here` number
// held it (set file version 2, table file version 2, replay file version 1). The card language
// then spelled it with the game's card states and player stats over every place the game lays
// out; the game no longer answers those, so such a file's "here" would never be true. The
// migrations of the three formats rewrite exactly those shapes as the two kinds; a value that
// merely resembles them (another state, another count, a different card in one slot) is left
// as written.

/** The places each game declared when "here" was spelled out: Smash Up's five base slots. Frozen: old files were written with these. */
const OLD_PLACES: Record<string, { state: string; count: number; total: string }> = {
  'smash-up': { state: 'on-base', count: 5, total: 'power' },
};

type Json = unknown;
type Obj = Record<string, Json>;

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal as JSON values, whatever order an object's keys were written in. */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (!isObj(a) || !isObj(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

const SELF = { kind: 'self' };

/** What the card language wrote for `<card> is here`: this card and `card` both at slot 1, or both at slot 2, … */
function oldHere(places: { state: string; count: number }, card: Json): Json {
  const of: Json[] = [];
  for (let place = 1; place <= places.count; place += 1) {
    const state = `${places.state}-${place}`;
    of.push({ kind: 'all', of: [{ kind: 'in-state', card: SELF, state }, { kind: 'in-state', card, state }] });
  }
  return { kind: 'any', of };
}

/** What it wrote for `<player>'s power here`: over the slots, the player's total there times "this card is there" (1 or 0). */
function oldTotalHere(places: { state: string; count: number; total: string }, player: Json): Json {
  let sum: Json = null;
  for (let place = 1; place <= places.count; place += 1) {
    const state = `${places.state}-${place}`;
    const atPlace = { kind: 'count', of: { kind: 'filter', from: SELF, where: { kind: 'in-state', card: { kind: 'bound', name: 'it' }, state } } };
    const term = { kind: 'arith', op: '*', left: { kind: 'stat', stat: `${places.total}-${state}`, of: player }, right: atPlace };
    sum = sum === null ? term : { kind: 'arith', op: '+', left: sum, right: term };
  }
  return sum;
}

/** The card of an old `<card> is here`, when `v` is exactly that shape. */
function hereCard(places: { state: string; count: number }, v: Obj): Json | undefined {
  if (v.kind !== 'any' || !Array.isArray(v.of) || v.of.length !== places.count) return undefined;
  const first = v.of[0];
  const card = isObj(first) && Array.isArray(first.of) && isObj(first.of[1]) ? first.of[1].card : undefined;
  return card !== undefined && sameJson(v, oldHere(places, card)) ? card : undefined;
}

/** The player of an old `<player>'s power here`, when `v` is exactly that shape. */
function totalPlayer(places: { state: string; count: number; total: string }, v: Obj): Json | undefined {
  let first: Json = v;
  while (isObj(first) && first.kind === 'arith' && first.op === '+') first = first.left;
  const player = isObj(first) && first.kind === 'arith' && isObj(first.left) ? first.left.of : undefined;
  return player !== undefined && sameJson(v, oldTotalHere(places, player)) ? player : undefined;
}

/**
 * `value` (cards, variants, reloads: any part of a file holding definitions) with every old
 * "here" of `game` rewritten as `same-place` / `total-here`, inner ones too. A game that had no
 * places, or a value not made of JSON objects, comes back as it was.
 */
export function migrateOldHere(value: Json, game: unknown): Json {
  const places = typeof game === 'string' && Object.hasOwn(OLD_PLACES, game) ? OLD_PLACES[game]! : undefined;
  return places === undefined ? value : rewrite(places, value);
}

function rewrite(places: { state: string; count: number; total: string }, v: Json): Json {
  if (Array.isArray(v)) return v.map((x) => rewrite(places, x));
  if (!isObj(v)) return v;
  const card = hereCard(places, v);
  if (card !== undefined) return { kind: 'same-place', card: rewrite(places, card) };
  const player = totalPlayer(places, v);
  if (player !== undefined) return { kind: 'total-here', of: rewrite(places, player) };
  // fromEntries defines each key as data, so a key such as `__proto__` stays a key.
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rewrite(places, x)]));
}

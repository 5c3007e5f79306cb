// Syntax-tree nodes built by hand, shaped exactly as the parser builds them (the same fields in
// the same order), so that the formatter prints them and its check that the text reads back to
// the same tree holds. Ranges are empty: the printed text gets its own when it is parsed again.
import type * as A from '../syntax/ast';
import type { Range } from '../syntax/tokens';

export const NO_RANGE: Range = { start: 0, end: 0 };

export function word(text: string): A.Name {
  return { text, range: NO_RANGE };
}

export function num(value: number): Extract<A.Expr, { type: 'number' }> {
  return { type: 'number', range: NO_RANGE, value };
}

/** `it`, `they`, `them`: the name the parser gives every pronoun. */
export function it(): Extract<A.Sel, { type: 'bound' }> {
  return { type: 'bound', range: NO_RANGE, name: word('it') };
}

export function bound(name: string): Extract<A.Sel, { type: 'bound' }> {
  return { type: 'bound', range: NO_RANGE, name: word(name) };
}

export function duration(value: A.DurationNode['value'] | null): A.DurationNode | null {
  return value === null ? null : { range: NO_RANGE, value };
}

export function subject(kind: A.Subject['kind']): A.Subject {
  return { kind, range: NO_RANGE };
}

/** `-e` as the parser reads it: a negative number, or `0 - e`. */
export function negate(e: A.Expr): A.Expr {
  if (e.type === 'number') return { ...e, value: -e.value };
  return { type: 'arith', range: NO_RANGE, op: '-', left: num(0), right: e };
}

export function zoneRef(zone: string, of: A.Sel | null): A.ZoneRef {
  return { range: NO_RANGE, zone: word(zone), of, shared: of === null };
}

export function zoneSel(ref: A.ZoneRef, position: 'top' | 'bottom' | 'all', count: A.Expr | null, depth: A.Expr | null, noun: string | null): A.Sel {
  return { type: 'zone', range: NO_RANGE, zone: ref, position, count, depth, noun: noun === null ? null : word(noun) };
}

/** A row of a roll: `4-6: …`, with the ranges the parser keeps for each end. */
export function rowFaces(from: number, to: number): { range: Range; from: number; to: number; fromRange: Range; toRange: Range } {
  return { range: NO_RANGE, from, to, fromRange: NO_RANGE, toRange: NO_RANGE };
}

/** Where in the set file each built node came from, for locating what the checker says of it. */
const origins = new WeakMap<object, string>();

export function track<T extends object>(node: T, path: string): T {
  if (!origins.has(node)) origins.set(node, path);
  return node;
}

export function originOf(node: object): string | undefined {
  return origins.get(node);
}

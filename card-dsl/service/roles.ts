// What each name in the syntax tree stands for (a stat, an event, a zone, a verb, a bound
// name…), found from the node it sits in. Semantic tokens colour words by it and hovers
// choose their documentation by it. Words the tree does not place (keywords, and anything in
// a line the parser could not read) have no role here.
import type { Vocabulary } from '../../engine/defs';
import type { Decl } from '../syntax/ast';
import type { Range } from '../syntax/tokens';

export type Role = 'cardKind' | 'cardName' | 'stat' | 'event' | 'zone' | 'verb' | 'variable';

export type NamedRole = { range: Range; role: Role; text: string };

/** Deeper than the parser nests; guards the stack on a hand-made tree. */
const MAX_DEPTH = 400;

/** Effects written verb first (`deal …`, `put …`): their first word is the verb. */
const VERB_FIRST = new Set([
  'damage', 'heal', 'prevent', 'gain', 'lose', 'draw', 'discard', 'destroy', 'move', 'shuffle', 'reveal', 'look', 'flip', 'exhaust', 'add-counter',
  'remove-counter', 'cancel', 'roll', 'reroll', 'set-roll', 'modify-roll', 'choose-mode', 'choose', 'win', 'lose-game', 'end-turn', 'extra-turn', 'set-flag',
  'double', 'create', 'multiply', 'look-take', 'reveal-until', 'search',
]);

/**
 * The roles of the names in `decls`, in no particular order. `effectStarts`, if given, gets
 * the offset where each effect written verb first starts (the language's own verbs are words,
 * not names, so the tree has no node for them).
 */
export function rolesOf(decls: readonly Decl[], vocabulary: Vocabulary | null, effectStarts?: Set<number>): NamedRole[] {
  const out: NamedRole[] = [];
  const events = new Set(vocabulary?.events.map((e) => e.name) ?? []);
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    if (effectStarts && typeof record.type === 'string' && VERB_FIRST.has(record.type) && 'range' in record) {
      const start = (record.range as { start?: unknown } | null)?.start;
      if (typeof start === 'number') effectStarts.add(start);
    }
    for (const key of Object.keys(record)) {
      if (key === 'range' || key.endsWith('Range')) continue;
      const value = record[key];
      if (isName(value)) {
        const role = roleOf(record, key, value.text, events);
        if (role) out.push({ range: { start: value.range.start, end: value.range.end }, role, text: value.text });
      } else if (typeof value === 'object' && value !== null) visit(value, depth + 1);
    }
  };
  visit(decls, 0);
  return out;
}

/** A Name node: `{ text, range }` and no `type`. */
function isName(value: unknown): value is { text: string; range: Range } {
  if (typeof value !== 'object' || value === null || 'type' in value) return false;
  const v = value as { text?: unknown; range?: { start?: unknown; end?: unknown } };
  return typeof v.text === 'string' && typeof v.range?.start === 'number' && typeof v.range.end === 'number';
}

function roleOf(parent: Record<string, unknown>, key: string, text: string, events: ReadonlySet<string>): Role | null {
  const type = typeof parent.type === 'string' ? parent.type : null;
  switch (type) {
    case 'card':
      return key === 'kind' ? 'cardKind' : key === 'name' ? 'cardName' : null;
    case 'stat':
      return key === 'key' ? 'stat' : null;
    case 'labelled':
      // `entry:` is both an ability word and an event in Stak Bots; an event wins.
      return key === 'label' && events.has(text) ? 'event' : null;
    case 'when':
    case 'replacement':
    case 'delayed':
      return key === 'event' ? 'event' : null;
    case 'in-zone':
    case 'enters':
      return key === 'zone' ? 'zone' : null;
    case 'draw':
      return key === 'from' ? 'zone' : null;
    case 'property':
    case 'modify-stat':
      return key === 'name' || key === 'stat' ? 'stat' : null;
    case 'gain':
    case 'lose':
    case 'pay':
      return key === 'resource' ? 'stat' : null;
    case 'add-counter':
    case 'remove-counter':
    case 'remove-counters':
      return key === 'counter' ? 'stat' : null;
    case 'verb':
      return key === 'verb' ? 'verb' : null;
    case 'bound':
      // `it`, `them`, `they`, `their`, `its` all read as the pronoun `it`: keywords, not names.
      return key === 'name' && text !== 'it' ? 'variable' : null;
    case 'choose':
    case 'vote':
    case 'for-each':
    case 'target':
      return key === 'name' ? 'variable' : null;
    case 'roll':
      return key === 'bind' ? 'variable' : null;
    case 'var':
      return key === 'name' && text === 'x' ? 'variable' : null;
    case 'is-kind':
      return key === 'kind' ? 'cardKind' : null;
    // A rule number is a number of the game, as a stat is (`your hand limit is 8`).
    case 'rule-number':
    case 'change-rule':
      return key === 'rule' ? 'stat' : null;
    case 'multiply':
      return key === 'resource' ? 'stat' : null;
    case 'happened':
    case 'times':
      return key === 'event' ? 'event' : key === 'noun' ? 'cardKind' : null;
    case 'look-take':
      return key === 'noun' ? 'cardKind' : null;
    case 'reveal-until':
    case 'search':
      return key === 'noun' ? 'cardKind' : key === 'name' ? 'variable' : null;
    case null:
      // Untyped nodes: a zone reference (`{ zone, of, shared }`) and a static modifier (`{ to, amount, stat }`).
      if (key === 'zone' && 'shared' in parent) return 'zone';
      if (key === 'stat' && 'to' in parent && 'amount' in parent) return 'stat';
      return null;
    default:
      return null;
  }
}

/** The role of the name starting at `offset`'s word, if the tree places one there. */
export function roleAt(roles: readonly NamedRole[], start: number, end: number): NamedRole | null {
  let best: NamedRole | null = null;
  for (const r of roles) {
    if (r.range.start !== start || r.range.end !== end) continue;
    // Two nodes may name the same word (`with power 2` reads `power` as a stat of `it`); the
    // more specific role wins over a bound name.
    if (!best || best.role === 'variable') best = r;
  }
  return best;
}

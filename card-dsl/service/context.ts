// Where the cursor is, in words: at the start of a file, of a declaration, in a card's header,
// at the start of an ability, where an effect, a selector, a zone, an event or a stat is
// expected, inside a string. Read from the tokens of the cursor's declaration up to the
// cursor, with a little look-behind: half-typed text rarely parses, and completion must
// still work there. It only has to be right in the common places, and must stay cheap: it
// scans one declaration, never the file.
import type { Vocabulary } from '../../engine/defs';
import type { File } from '../syntax/ast';
import { startsDecl, STARTS_WITH } from '../syntax/parser';
import { scan } from '../syntax/scanner';
import type { Range, Token } from '../syntax/tokens';
import { declIndexBefore } from './workspace';

export type ZoneForm =
  /** After `'s`, `your`, `their`: the zone's own name. */
  | 'bare'
  /** After `of`, `into`, `in`: `your stak`, `the supply`, `each opponent's stak`. */
  | 'owned'
  /** After `of the`: a shared zone's name. */
  | 'shared';

export type Where =
  | { kind: 'none' }
  | { kind: 'file-start' }
  | { kind: 'game-name' }
  | { kind: 'declaration'; setLine: boolean }
  | { kind: 'header'; cardKind: string | null; given: string[] }
  | { kind: 'ability'; variant: boolean; cardKind: string | null; once: boolean }
  | { kind: 'cost' }
  | { kind: 'effect' }
  | { kind: 'selector' }
  | { kind: 'the' }
  | { kind: 'target' }
  | { kind: 'each' }
  | { kind: 'condition' }
  | { kind: 'zone'; form: ZoneForm }
  | { kind: 'event'; subjects: boolean }
  | { kind: 'stat' }
  | { kind: 'resource' }
  /** After cards of a zone (`your minions `), in a game whose cards lie at places: `here` and the filters. */
  | { kind: 'after-cards' }
  /** After `cannot be` in a prohibition: what the cards cannot undergo, as far as the game asks. */
  | { kind: 'prohibited-act' }
  /** A card of the set by name: inside a string (`named "…"`), or after `starts-with`, where the quotes come with it. */
  | { kind: 'card-name'; quote: boolean; except: string | null };

export type CursorContext = {
  where: Where;
  /** The text an accepted item replaces: the word (or string contents) at the cursor. */
  replace: Range;
  /** Names bound by `as <name>` earlier in the ability. */
  bound: string[];
};

const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45;

const SUBJECT_WORDS = new Set(['this', 'you', 'your', 'yours', 'an', 'a', 'opponent', 'opponents', 'any', 'anyone', 'anything']);
const EFFECT_AFTER = new Set(['then', 'else', 'otherwise', 'instead', 'may']);
const SELECTOR_AFTER = new Set(['to', 'destroy', 'reveal', 'exhaust', 'ready', 'untap', 'put', 'move', 'return', 'from', 'on', 'and']);
const ZONE_AFTER = new Set(['into', 'onto', 'in']);
const NOT_A_ZONE_OWNER = new Set(['owner', 'controller', 'number', 'damage']);

/** The context at `offset` of `source`, whose parse is `file`. Never throws. */
export function cursorContext(source: string, file: File, offset: number, vocabulary: Vocabulary | null): CursorContext {
  const at = Math.max(0, Math.min(Number.isFinite(offset) ? Math.trunc(offset) : 0, source.length));
  const none = (replace: Range = { start: at, end: at }): CursorContext => ({ where: { kind: 'none' }, replace, bound: [] });
  try {
    return analyse(source, file, at, vocabulary) ?? none();
  } catch {
    return none();
  }
}

function analyse(source: string, file: File, at: number, vocabulary: Vocabulary | null): CursorContext {
  const index = declIndexBefore(file.decls, at);
  // A declaration starts at the top level of the file; reading from there needs nothing before it.
  const anchor = index >= 0 ? file.decls[index]!.range.start : 0;
  const tokens = scan(source, anchor, at).filter((t) => t.kind !== 'eof' && t.end <= at);
  let replace: Range = { start: at, end: wordEnd(source, at) };
  const result = (where: Where, bound: string[] = []): CursorContext => ({ where, replace, bound });

  const last = tokens[tokens.length - 1];
  // Inside a string: its contents up to the closing quote are what an item replaces.
  const inString = last?.kind === 'string' && last.closed === false && last.end === at;
  // A comment is skipped by the scanner: a `//` between the last token and the cursor.
  if (!inString && source.slice(last?.end ?? anchor, at).includes('//')) return result({ kind: 'none' });
  if (!inString && last && last.end === at && (last.kind === 'word' || last.kind === 'number' || last.kind === 'hash')) {
    if (last.kind === 'number') return result({ kind: 'none' });
    replace = { start: last.start, end: wordEnd(source, at) };
    tokens.pop();
  }
  if (inString) replace = { start: last.start + 1, end: stringEnd(source, at) };

  // ---- Walk the tokens: top level, a card's header, or its body (at some brace depth). ----
  let level: 'top' | 'header' | 'body' = 'top';
  let depth = 0;
  let line: Token[] = [];
  let ability: Token[] = [];
  let header: Token[] = [];
  let stack: Token[][] = [];
  let cardKind: string | null = null;
  let cardName: string | null = null;
  let variant = false;
  let sawGame = false;
  let sawSet = false;
  const declAt = (k: number) => {
    const t = tokens[k];
    const next = tokens[k + 1];
    return t?.kind === 'word' && startsDecl(t.text) && next?.kind === 'string';
  };
  for (let k = 0; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (level === 'top') {
      if (t.kind === 'newline' || t.kind === 'semicolon') line = [];
      else if (line.length === 0 && declAt(k) && !(t.text === 'set' && !sawSet && index < 0)) {
        level = 'header';
        cardKind = t.text === 'variant' ? null : t.text;
        cardName = tokens[k + 1]!.text;
        variant = t.text === 'variant';
        header = [];
        k += 1; // the name
      } else if (t.kind === 'lbrace') {
        level = 'body';
        depth = 1;
        line = [];
        ability = [];
      } else {
        if (line.length === 0 && t.kind === 'word' && t.text === 'game') sawGame = true;
        if (line.length === 0 && t.kind === 'word' && t.text === 'set') sawSet = true;
        line.push(t);
      }
      continue;
    }
    if (level === 'header') {
      if (t.kind === 'lbrace') {
        level = 'body';
        depth = 1;
        line = [];
        ability = [];
        stack = [];
      } else if (t.kind === 'newline') {
        if (declAt(k + 1)) {
          level = 'top';
          line = [];
        }
      } else header.push(t);
      continue;
    }
    // Body.
    if (t.kind === 'lbrace') {
      depth += 1;
      stack.push([...line, t]);
      line = [];
      ability.push(t);
    } else if (t.kind === 'rbrace') {
      depth -= 1;
      if (depth <= 0) {
        level = 'top';
        depth = 0;
        line = [];
        cardKind = null;
        variant = false;
      } else {
        line = [...(stack.pop() ?? []), t];
        ability.push(t);
      }
    } else if (t.kind === 'newline' || t.kind === 'semicolon') {
      if (depth === 1 && t.kind === 'newline' && declAt(k + 1)) {
        // A block left open: the next declaration ends it (as the parser reads it).
        level = 'top';
        depth = 0;
        line = [];
        continue;
      }
      line = [];
      if (depth === 1) ability = [];
    } else {
      line.push(t);
      ability.push(t);
    }
  }

  const bound = boundNames(ability);
  if (inString) {
    // A name in a `starts-with` list; else the name of the card being declared, or a `text "…"`: nothing to complete.
    if (level === 'header' && inStartsWith(header, header.length - 2)) return result({ kind: 'card-name', quote: false, except: cardName });
    if (level !== 'body') return result({ kind: 'none' });
    const before = line[line.length - 2];
    if (before?.kind === 'word' && before.text === 'text') return result({ kind: 'none' });
    return result({ kind: 'card-name', quote: false, except: null });
  }
  if (level === 'top') {
    if (line.length === 0) {
      // No `game` line yet, and nothing before the cursor that reads as a card: the file's start.
      if (!sawGame && file.game === null && !file.decls.slice(0, index + 1).some((d) => d.type !== 'broken')) return result({ kind: 'file-start' });
      return result({ kind: 'declaration', setLine: !sawSet && index < 0 && file.set === null && file.decls.length === 0 });
    }
    if (line.length === 1 && line[0]!.text === 'game') return result({ kind: 'game-name' });
    return result({ kind: 'none' });
  }
  if (level === 'header') {
    const lastWord = header[header.length - 1];
    const statNames = new Set(['copies', ...statsOf(vocabulary, cardKind)]);
    // After a stat's name its number comes, not another word.
    if (lastWord?.kind === 'word' && statNames.has(lastWord.text)) return result({ kind: 'none' });
    // After `starts-with` (or a comma in its list) comes a card's name, quoted.
    if (inStartsWith(header, header.length - 1)) return result({ kind: 'card-name', quote: true, except: cardName });
    const given = header.filter((t, k) => t.kind === 'word' && (header[k + 1]?.kind === 'number' || t.text === STARTS_WITH)).map((t) => t.text);
    return result({ kind: 'header', cardKind, given });
  }
  return result(bodyContext(line, depth, { variant, cardKind, vocabulary }), bound);
}

function bodyContext(line: readonly Token[], depth: number, decl: { variant: boolean; cardKind: string | null; vocabulary: Vocabulary | null }): Where {
  const words = line.map((t) => (t.kind === 'word' ? t.text : t.kind === 'possessive' ? "'s" : t.kind === 'colon' ? ':' : t.kind === 'comma' ? ',' : t.kind === 'number' ? '#' : t.text));
  let start = 0;
  let once = false;
  if (words[0] === 'once' && words[1] === 'per' && words[2] === 'turn') {
    once = true;
    start = words[3] === ',' ? 4 : 3;
  }
  const rest = words.slice(start);
  if (rest.length === 0) return depth === 1 ? { kind: 'ability', variant: decl.variant, cardKind: decl.cardKind, once } : { kind: 'effect' };
  const first = rest[0]!;
  if (depth === 1 && (first === 'text' || first === 'param')) return { kind: 'none' };
  const lastWord = words[words.length - 1]!;
  const prev = words[words.length - 2];
  const prev2 = words[words.length - 3];
  const colonSeen = rest.includes(':');

  if (lastWord === 'be' && prev === 'cannot') return { kind: 'prohibited-act' };
  if (lastWord === ':') {
    if (first === 'die') return { kind: 'none' };
    if (first === 'static' && rest.length === 2) return { kind: 'selector' };
    return { kind: 'effect' };
  }
  if (lastWord === ',') {
    if (!colonSeen && depth === 1 && ['tap', 'pay', 'discard', 'destroy', 'remove'].includes(first)) return { kind: 'cost' };
    return { kind: 'effect' };
  }
  if (EFFECT_AFTER.has(lastWord)) return { kind: 'effect' };
  // Triggers: `when [whose] <event>`, `each time [whose] would <event>`, `at the next [whose] <event>`.
  if (lastWord === 'when' || lastWord === 'whenever') return { kind: 'event', subjects: true };
  if (lastWord === 'would') return { kind: 'event', subjects: false };
  if (lastWord === 'next' && (prev === 'the' || prev === 'at')) return { kind: 'event', subjects: true };
  if ((first === 'when' || first === 'whenever') && !colonSeen && rest.slice(1).every((w) => SUBJECT_WORDS.has(w) || w === "'s")) return { kind: 'event', subjects: false };
  const nextAt = rest.lastIndexOf('next');
  if (nextAt > 0 && rest[nextAt - 1] === 'the' && !rest.slice(nextAt).includes(':') && rest.slice(nextAt + 1).every((w) => SUBJECT_WORDS.has(w) || w === "'s")) return { kind: 'event', subjects: false };
  // `your minions here`: after a player's zone, where the game's cards lie at places.
  if (decl.vocabulary?.places !== undefined && (prev === "'s" || prev === 'your' || prev === 'their' || prev === 'its') && decl.vocabulary.zones.some((z) => z.name === lastWord && z.scope === 'seat')) {
    return { kind: 'after-cards' };
  }
  // Zones.
  if (lastWord === "'s") return { kind: 'zone', form: 'bare' };
  if (lastWord === 'your' || lastWord === 'their' || lastWord === 'its') return { kind: 'zone', form: 'bare' };
  if (lastWord === 'of') {
    if (prev !== undefined && (NOT_A_ZONE_OWNER.has(prev) || (prev2 === 'the' && isNumberName(decl.vocabulary, prev)))) return { kind: 'selector' };
    return { kind: 'zone', form: 'owned' };
  }
  if (ZONE_AFTER.has(lastWord)) return { kind: 'zone', form: 'owned' };
  if (lastWord === 'the') {
    if (prev !== undefined && (prev === 'of' || ZONE_AFTER.has(prev))) return { kind: 'zone', form: 'shared' };
    return { kind: 'the' };
  }
  // Numbers: `gets +2 <stat>`, `pay 3 <resource>`, `gain 2 <resource>`.
  if (lastWord === '#') {
    if ((prev === '+' || prev === '-') && prev2 !== undefined) return { kind: 'stat' };
    if (prev === 'pay' || prev === 'gain' || prev === 'gains' || prev === 'lose' || prev === 'loses') return { kind: 'resource' };
    return { kind: 'none' };
  }
  if (lastWord === 'with') return { kind: 'stat' };
  if (lastWord === 'target') return { kind: 'target' };
  if ((lastWord === 'each' || lastWord === 'every') && !(prev === undefined && depth === 1)) return { kind: 'each' };
  if (lastWord === 'for' && (prev === 'votes' || prev === 'vote')) return { kind: 'selector' };
  if (lastWord === 'for' || lastWord === 'if' || lastWord === 'while' || lastWord === 'where' || lastWord === 'not' || lastWord === 'or') {
    if (lastWord === 'for') return { kind: 'none' };
    return { kind: 'condition' };
  }
  if (lastWord === 'to' && prev === 'up') return { kind: 'none' };
  if (lastWord === 'choose' || lastWord === 'chooses') return { kind: 'selector' };
  // `tap` and `turn` start effects only where an effect starts (`tap:` is a cost, `end the turn` is not a flip).
  if ((lastWord === 'tap' || lastWord === 'turn') && (prev === ':' || prev === 'then' || (prev === undefined && depth > 1))) return { kind: 'selector' };
  if (SELECTOR_AFTER.has(lastWord)) return { kind: 'selector' };
  if (decl.vocabulary?.verbs.some((v) => v.name === lastWord && Object.values(v.args).includes('selector'))) return { kind: 'selector' };
  return { kind: 'none' };
}

/**
 * Whether `header[at]` is where a `starts-with` list wants a name: the word itself, or a comma
 * after `starts-with "A"`, `starts-with "A", "B"`, …
 */
function inStartsWith(header: readonly Token[], at: number): boolean {
  let k = at;
  while (header[k]?.kind === 'comma' && header[k - 1]?.kind === 'string') k -= 2;
  const t = header[k];
  return t?.kind === 'word' && t.text === STARTS_WITH;
}

/** Names bound with `as <name>` in the ability so far, first bound first. */
function boundNames(tokens: readonly Token[]): string[] {
  const names: string[] = [];
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    if (t.kind === 'word' && t.text === 'as' && next?.kind === 'word' && !names.includes(next.text)) names.push(next.text);
  });
  return names;
}

/** The stats of a kind, or of every kind when the kind is not known. */
export function statsOf(vocabulary: Vocabulary | null, kind: string | null): string[] {
  const kinds = vocabulary?.cardKinds ?? [];
  const own = kinds.find((k) => k.name === kind);
  return [...new Set((own ? [own] : kinds).flatMap((k) => k.stats.map((s) => s.name)))];
}

/** Whether a word is a stat, resource or counter (`the power of …`). */
function isNumberName(vocabulary: Vocabulary | null, word: string): boolean {
  if (!vocabulary) return false;
  return statsOf(vocabulary, null).includes(word) || vocabulary.resources.some((r) => r.name === word) || vocabulary.counters.some((c) => c.name === word);
}

function wordEnd(source: string, at: number): number {
  let end = at;
  while (end < source.length && isWordChar(source.charCodeAt(end))) end += 1;
  return end;
}

/** Where a string's contents end after the cursor: before its closing quote, or at the line's end. */
function stringEnd(source: string, at: number): number {
  let end = at;
  while (end < source.length) {
    const c = source.charCodeAt(end);
    if (c === 34 || c === 0x201d || c === 10 || c === 13) break;
    if (c === 92) end += 1;
    end += 1;
  }
  return Math.min(end, source.length);
}

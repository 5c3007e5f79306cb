// Semantic tokens: every word, number, string, operator and comment of a file with what it
// is, from the tokens (keywords, literals) and the syntax tree (what each name stands for).
// Also in LSP's encoding: five numbers per token, relative to the one before.
import { scan } from '../syntax/scanner';
import type { Decl } from '../syntax/ast';
import type { Token } from '../syntax/tokens';
import type { Range } from './positions';
import { rolesOf, type NamedRole } from './roles';
import { CORE_VERBS, semanticTokensLegend, tokenTypes, type SemanticTokenType } from './words';
import type { Workspace } from './workspace';

export { semanticTokensLegend, tokenTypes, type SemanticTokenType };

export type SemanticToken = { range: Range; type: SemanticTokenType };

export type SemanticTokens = {
  tokens: SemanticToken[];
  /** LSP encoding: [deltaLine, deltaStart, length, tokenType, tokenModifiers] per token, types by semanticTokensLegend. */
  data: number[];
};

const OPERATORS = new Set<Token['kind']>(['plus', 'minus', 'star', 'slash', 'compare', 'pipe']);


type Flat = { start: number; end: number; type: SemanticTokenType };

export function semanticTokens(ws: Workspace, path: string): SemanticTokens {
  if (!ws.document(path)) return { tokens: [], data: [] };
  // Kept per version of the whole set: the colours read the set's card names and its game.
  return ws.cached(path, `semantic-tokens:${path}`, () => compute(ws, path));
}

/**
 * The tokens of the lines `range` covers (and of the whole declarations they touch), encoded
 * from line 0 like the whole file's: an editor asks for what it shows, and in a file of a
 * thousand cards that is a few of them.
 */
export function semanticTokensInRange(ws: Workspace, path: string, range: Range): SemanticTokens {
  const doc = ws.document(path);
  if (!doc) return { tokens: [], data: [] };
  try {
    const lines = ws.lines(path);
    const first = Math.max(0, Math.min(Math.trunc(Number(range?.start?.line) || 0), lines.starts.length - 1));
    const last = Math.max(first, Math.min(Math.trunc(Number(range?.end?.line) || 0), lines.starts.length - 1));
    let from = lines.starts[first]!;
    let to = last + 1 < lines.starts.length ? lines.starts[last + 1]! : doc.text.length;
    const decls = doc.parsed.file.decls.filter((d) => d.range.end >= from && d.range.start <= to);
    if (decls.length > 0) {
      from = Math.min(from, decls[0]!.range.start);
      to = Math.max(to, decls[decls.length - 1]!.range.end);
    }
    return compute(ws, path, { from, to, decls });
  } catch {
    return { tokens: [], data: [] };
  }
}

function compute(ws: Workspace, path: string, part?: { from: number; to: number; decls: readonly Decl[] }): SemanticTokens {
  const doc = ws.document(path)!;
  const source = doc.text;
  const lines = ws.lines(path);
  const roles = new Map<number, NamedRole>();
  const effectStarts = new Set<number>();
  for (const r of rolesOf(part ? part.decls : doc.parsed.file.decls, ws.vocabularyOf(path), effectStarts)) {
    const before = roles.get(r.range.start);
    if (!before || before.role === 'variable') roles.set(r.range.start, r);
  }
  const cardNames = ws.cards(path);
  const flat: Flat[] = [];
  const tokens = part ? scan(source, part.from, part.to) : scan(source);
  let previousEnd = part ? part.from : 0;
  for (let k = 0; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    comment(source, previousEnd, t.start, flat);
    previousEnd = t.end;
    const type = effectStarts.has(t.start) && t.kind === 'word' && CORE_VERBS.has(t.text) ? 'verb' : typeOf(t, tokens[k - 1], roles, cardNames);
    if (type && t.end > t.start) flat.push({ start: t.start, end: t.end, type });
  }
  const out: SemanticToken[] = [];
  const data: number[] = [];
  const starts = lines.starts;
  // Tokens come in source order: the line only moves forward, no search needed.
  let row = part ? lines.positionAt(part.from).line : 0;
  let previousLine = 0;
  let previousCharacter = 0;
  for (const f of flat) {
    while (row + 1 < starts.length && starts[row + 1]! <= f.start) row += 1;
    const character = f.start - starts[row]!;
    // Tokens never span lines (strings and comments end at the line's end); cut one that would.
    const lineEnd = row + 1 < starts.length ? starts[row + 1]! - 1 : source.length;
    const length = Math.min(f.end, lineEnd) - f.start;
    out.push({ range: { start: { line: row, character }, end: { line: row, character: character + length } }, type: f.type });
    data.push(row - previousLine, row === previousLine ? character - previousCharacter : character, length, tokenTypes.indexOf(f.type), 0);
    previousLine = row;
    previousCharacter = character;
  }
  return { tokens: out, data };
}

function typeOf(t: Token, before: Token | undefined, roles: ReadonlyMap<number, NamedRole>, cardNames: ReadonlyMap<string, unknown>): SemanticTokenType | null {
  switch (t.kind) {
    case 'word': {
      const role = roles.get(t.start);
      return role && role.range.end === t.end ? role.role : 'keyword';
    }
    case 'number':
      return 'number';
    case 'string': {
      const role = roles.get(t.start);
      if (role?.role === 'cardName') return 'cardName';
      // A card named in an effect, not the printed text.
      return !(before?.kind === 'word' && before.text === 'text') && cardNames.has(t.text) ? 'cardName' : 'string';
    }
    case 'hash':
    case 'possessive':
      return 'keyword';
    default:
      return OPERATORS.has(t.kind) ? 'operator' : null;
  }
}

/** A `// comment` in the text the scanner skipped between two tokens. */
function comment(source: string, from: number, to: number, out: Flat[]): void {
  let at = -1;
  // Only the gap is searched: indexOf would run on to the end of the file from every gap.
  for (let i = from; i + 1 < to; i += 1) {
    if (source.charCodeAt(i) === 47 && source.charCodeAt(i + 1) === 47) {
      at = i;
      break;
    }
  }
  if (at < 0) return;
  let end = to;
  while (end > at && (source.charCodeAt(end - 1) === 13 || source.charCodeAt(end - 1) === 32 || source.charCodeAt(end - 1) === 9)) end -= 1;
  out.push({ start: at, end, type: 'comment' });
}

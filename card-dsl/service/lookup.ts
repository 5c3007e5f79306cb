// The token under a position, with its declaration and the token before it. Scans only the
// declaration around the offset, so it costs the same in a file of one card or of thousands.
import type { Decl, File } from '../syntax/ast';
import { scan } from '../syntax/scanner';
import type { Token } from '../syntax/tokens';
import { declIndexBefore } from './workspace';

export type TokenHit = {
  token: Token;
  /** The token before it, newlines included. */
  previous: Token | undefined;
  /** The declaration whose text holds the token, if any. */
  decl: Decl | null;
};

/** The token at `offset` (a cursor just after a word or string counts as on it). */
export function tokenAt(source: string, file: File, offset: number): TokenHit | null {
  const decls = file.decls;
  const index = declIndexBefore(decls, offset);
  const decl = index >= 0 ? decls[index]! : null;
  const inside = decl && offset <= decl.range.end ? decl : null;
  const from = decl ? decl.range.start : 0;
  const next = decls[index + 1];
  const to = Math.min(source.length, next ? next.range.start : source.length);
  const tokens = scan(source, from, Math.max(from, to));
  let hit = -1;
  for (let k = 0; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (t.kind === 'eof' || t.kind === 'newline') continue;
    if (t.start <= offset && offset < t.end) {
      hit = k;
      break;
    }
    if (t.end === offset && (t.kind === 'word' || t.kind === 'string' || t.kind === 'number' || t.kind === 'hash')) hit = k;
    if (t.start > offset) break;
  }
  if (hit < 0) return null;
  const token = tokens[hit]!;
  return { token, previous: tokens[hit - 1], decl: inside && token.start >= inside.range.start && token.end <= inside.range.end ? inside : null };
}

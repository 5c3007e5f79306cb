// Helpers for the checks' tests: a source parsed and checked with chosen checks, each finding
// as its code, the text it points at and its message.
import type { Vocabulary } from '../../../engine/defs';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import { parse } from '../../syntax/parser';
import { check } from '../checker';
import type { CheckRegistry } from '../registry';

export const stakBotsOnly: ReadonlyMap<string, Vocabulary> = new Map([[vocabulary.game, vocabulary]]);

export type Finding = { code: string; at: string; message: string; suggestion?: string };

/** Checks `source` (which must parse cleanly unless `parsed: 'any'`) with `checks` only. */
export function findings(source: string, checks: CheckRegistry, options: { games?: ReadonlyMap<string, Vocabulary>; parsed?: 'clean' | 'any' } = {}): Finding[] {
  const { file, diagnostics } = parse(source);
  if (options.parsed !== 'any' && diagnostics.length > 0) throw new Error(`the test source does not parse: ${diagnostics.map((d) => d.message).join('; ')}`);
  return check([{ path: 'a.cards', file, source }], { games: options.games ?? stakBotsOnly, checks }).map(({ diagnostic: d }) => ({
    code: d.code,
    at: source.slice(d.range.start, d.range.end),
    message: d.message,
    ...(d.suggestion ? { suggestion: d.suggestion } : {}),
  }));
}

/** A Stak Bots file with one bot holding `lines` as its body. */
export const botWith = (...lines: string[]): string => `game stak-bots\nbot "A" rank 1 power 1 {\n${lines.map((l) => `  ${l}\n`).join('')}}\n`;

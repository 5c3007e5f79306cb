// The rule numbers of every game as docs/dsl.md lists them, made from the vocabularies so the
// page cannot drift from what the engine reads: scripts/rule-numbers.mjs writes the section,
// and test/rule-numbers-doc.test.ts checks that the page holds what this makes.
import type { RuleNumberSpec, Vocabulary } from '../../engine/defs';

export const RULE_NUMBERS_START = '<!-- rule-numbers: made by scripts/rule-numbers.mjs from the games\' vocabularies; edit those, not this -->';
export const RULE_NUMBERS_END = '<!-- /rule-numbers -->';

/**
 * A game's rule numbers as a table: each with its aliases, its default and bounds, whose it is,
 * and what it is; `None.` when the game declares none. Shared by docs/dsl.md and
 * docs/vocabulary/<game>.md (card-dsl/reference/vocabulary.ts).
 */
export function ruleNumbersTable(numbers: readonly RuleNumberSpec[]): string[] {
  if (numbers.length === 0) return ['None.'];
  const out = ['| rule number | default | from – to | whose | what it is |', '|---|---|---|---|---|'];
  for (const r of numbers) {
    const name = [r.name, ...(r.aliases ?? [])].map((n) => `\`${n}\``).join(', ');
    out.push(`| ${name} | ${r.default} | ${r.min} – ${r.max} | ${r.scope === 'player' ? 'each player' : 'the game'} | ${r.doc.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|')} |`);
  }
  return out;
}

/** One table per game: each rule number, its default and bounds, whose it is, and what it is. */
export function ruleNumbersReference(games: Iterable<Vocabulary>): string {
  const out: string[] = [];
  for (const game of games) {
    out.push(`#### ${game.name} (\`${game.game}\`)`, '', ...ruleNumbersTable(game.ruleNumbers ?? []), '');
  }
  return out.join('\n').trimEnd();
}

/** The page with its generated section replaced by `section`; null when the page has no such section. */
export function withRuleNumbers(page: string, section: string): string | null {
  const start = page.indexOf(RULE_NUMBERS_START);
  const end = page.indexOf(RULE_NUMBERS_END);
  if (start < 0 || end < start) return null;
  return `${page.slice(0, start + RULE_NUMBERS_START.length)}\n\n${section}\n\n${page.slice(end)}`;
}

// docs/dsl.md lists every game's rule numbers as the vocabularies declare them: the section is
// made by scripts/rule-numbers.mjs, and this test fails when it is stale.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vocabularies } from '../engine/games/vocabularies';
import { ruleNumbersReference, withRuleNumbers } from '../card-dsl/reference/rule-numbers';

const page = readFileSync(fileURLToPath(new URL('../docs/dsl.md', import.meta.url)), 'utf8');

describe('the rule numbers of docs/dsl.md', () => {
  it('are the vocabularies\' (run node scripts/rule-numbers.mjs after changing one)', () => {
    expect(withRuleNumbers(page, ruleNumbersReference(vocabularies.values()))).toBe(page);
  });

  it('list every rule number of every game, with its default', () => {
    const section = ruleNumbersReference(vocabularies.values());
    for (const game of vocabularies.values()) {
      expect(game.ruleNumbers?.length ?? 0, `${game.game} declares rule numbers`).toBeGreaterThan(0);
      for (const r of game.ruleNumbers ?? []) expect(section).toContain(`| \`${r.name}\``);
    }
    expect(section).toContain('| `purchase-price`, `purchases`, `purchase` | 10 | 0 – 100 | each player |');
  });

  it('find no section to replace in a page without the markers', () => {
    expect(withRuleNumbers('# A page\n', 'anything')).toBeNull();
  });
});

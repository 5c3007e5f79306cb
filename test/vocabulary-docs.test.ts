// docs/vocabulary/<game>.md is the reference of every word of every game, generated from the
// vocabularies (scripts/vocabulary-docs.mjs): each page is current, and it names every event,
// stat and zone, those the bundled cards use and docs/dsl.md leaves out included.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vocabularyReference } from '../card-dsl/reference/vocabulary';
import { vocabularies } from '../engine/games/vocabularies';

const page = (game: string) => fileURLToPath(new URL(`../docs/vocabulary/${game}.md`, import.meta.url));

describe('docs/vocabulary', () => {
  it.each([...vocabularies.keys()])('%s.md is current (node scripts/vocabulary-docs.mjs rewrites it)', (game) => {
    expect(existsSync(page(game)), `docs/vocabulary/${game}.md is missing`).toBe(true);
    expect(readFileSync(page(game), 'utf8')).toBe(vocabularyReference(vocabularies.get(game)!));
  });

  it('names every event, stat, zone and rule number of every game', () => {
    for (const [game, vocabulary] of vocabularies) {
      const text = readFileSync(page(game), 'utf8');
      const words = [
        ...vocabulary.events.map((e) => e.name),
        ...vocabulary.cardKinds.flatMap((k) => k.stats.map((s) => s.name)),
        ...vocabulary.zones.map((z) => z.name),
        ...(vocabulary.ruleNumbers ?? []).flatMap((r) => [r.name, ...(r.aliases ?? [])]),
      ];
      for (const word of words) expect(text, `${game}: ${word}`).toContain(`\`${word}\``);
    }
  });

  it('documents the words bundled cards use that the language page leaves out', () => {
    const fourSouls = readFileSync(page('four-souls'), 'utf8');
    for (const word of ['roll-bonus', 'looted', 'item-gained']) expect(fourSouls).toContain(`| \`${word}\` |`);
  });

  it('is linked from the language page', () => {
    const dsl = readFileSync(fileURLToPath(new URL('../docs/dsl.md', import.meta.url)), 'utf8');
    for (const game of vocabularies.keys()) expect(dsl).toContain(`vocabulary/${game}.md`);
  });

  it('lists the rule numbers a vocabulary declares, with their aliases, bounds and whose they are', () => {
    const vocabulary = { ...vocabularies.get('stak-bots')!, ruleNumbers: [{ name: 'hand-size', aliases: ['hand'], doc: 'Cards a player may hold.', default: 5, min: 0, max: 9, scope: 'player' as const }] };
    expect(vocabularyReference(vocabulary)).toContain('| rule number | default | from – to | whose | what it is |\n|---|---|---|---|---|\n| `hand-size`, `hand` | 5 | 0 – 9 | each player | Cards a player may hold. |');
    expect(vocabularyReference({ ...vocabulary, ruleNumbers: [] })).toContain('## Rule numbers\n\nFor `rule:');
    expect(readFileSync(page('four-souls'), 'utf8')).toContain('| `souls-to-win` | 4 | 1 – 20 | each player |');
  });
});

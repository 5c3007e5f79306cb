// The examples of docs/dsl.md are real: every fenced block whose first line is `game <id>` is
// built as a set of its own (parse, check, compile) and must report no error and compile at
// least one card, so the page cannot drift from the language. Other blocks (the shape of a
// card with placeholders, a lone rule) are left alone.
import { describe, expect, it } from 'vitest';
import { buildSet, games, lineColumn } from '../card-dsl/project';
import { docsExamples, fencedBlocks } from './docs-examples';

const examples = docsExamples();

describe('docs/dsl.md examples', () => {
  it('has examples, at least one for every game the studio knows', () => {
    const written = new Set(examples.map((e) => e.game));
    for (const game of games.keys()) expect(written, `no example for ${game}`).toContain(game);
  });

  it.each(examples.map((e) => [`line ${e.line} (${e.game})`, e] as const))('builds the block at %s', (_, example) => {
    const built = buildSet([{ path: 'docs.cards', text: example.text }], { game: example.game, set: 'docs', name: 'Docs' });
    const errors = built.diagnostics
      .filter((d) => d.diagnostic.severity === 'error')
      .map(({ diagnostic: d }) => {
        const at = lineColumn(example.text, d.range.start);
        return `docs/dsl.md:${example.line + at.line - 1}:${at.column} ${d.code} ${d.message}`;
      });
    expect(errors).toEqual([]);
    expect(built.setFile?.cards.length ?? 0).toBeGreaterThan(0);
  });
});

describe('fencedBlocks', () => {
  it('reads fenced blocks with their first line, and nothing outside them', () => {
    const text = ['# Title', '', '```', 'game a', 'x', '```', 'prose', '~~~cards', 'y', '~~~', ''].join('\n');
    expect(fencedBlocks(text)).toEqual([
      { text: 'game a\nx\n', line: 4 },
      { text: 'y\n', line: 9 },
    ]);
  });
});

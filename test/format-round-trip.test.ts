// The formatter over every example of docs/dsl.md and every bundled card: the formatted text
// still parses, compiles to the same effects, is formatted already (formatting twice changes
// nothing), and reads as English by the rules of card-dsl/compile/english.ts, line by line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishProblems } from '../card-dsl/compile/english';
import { format } from '../card-dsl/compile/format';
import { buildSet } from '../card-dsl/project';
import { docsExamples } from './docs-examples';

const SETS = fileURLToPath(new URL('../sets/', import.meta.url));

type Source = { name: string; game: string; set: string; files: { path: string; text: string }[] };

function bundled(): Source[] {
  const out: Source[] = [];
  for (const game of readdirSync(SETS).filter((g) => statSync(join(SETS, g)).isDirectory())) {
    for (const set of readdirSync(join(SETS, game)).filter((s) => statSync(join(SETS, game, s)).isDirectory())) {
      const dir = join(SETS, game, set);
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.cards'))
        .map((f) => ({ path: f, text: readFileSync(join(dir, f), 'utf8') }));
      if (files.length > 0) out.push({ name: `sets/${game}/${set}`, game, set, files });
    }
  }
  return out;
}

const sources: Source[] = [
  ...bundled(),
  ...docsExamples().map((e) => ({ name: `docs/dsl.md:${e.line}`, game: e.game, set: 'docs', files: [{ path: 'docs.cards', text: e.text }] })),
];

/**
 * A line of a source as English sees it: without its comment and its quoted strings. A card's
 * header line (`monster "Gurdy" hp 5 souls 1 {`) is a list of stats, not a sentence: it is left out.
 */
function prose(line: string): string {
  if (/^\s*[a-z][\w-]* "/.test(line)) return '';
  return line.replace(/\/\/.*$/, '').replace(/"(?:[^"\\]|\\.)*"/g, '"x"');
}

describe('formatting the docs examples and the bundled sets', () => {
  it('has both', () => {
    expect(sources.filter((s) => s.name.startsWith('sets/')).length).toBeGreaterThanOrEqual(2);
    expect(sources.filter((s) => s.name.startsWith('docs/')).length).toBeGreaterThanOrEqual(10);
  });

  it.each(sources.map((s) => [s.name, s] as const))('%s: parses, compiles the same and reads as English', (_, source) => {
    const manifest = { game: source.game, set: source.set, name: source.set };
    const before = buildSet(source.files, manifest);
    expect(before.setFile, 'the source builds').not.toBeNull();
    const formatted = source.files.map((f) => {
      const result = format(f.text);
      if (result.text === null) throw new Error(`${f.path} is not formatted: ${result.reason}`);
      return { path: f.path, text: result.text };
    });
    const after = buildSet(formatted, manifest);
    expect(after.diagnostics.filter((d) => d.diagnostic.severity === 'error').map((d) => d.diagnostic.message)).toEqual([]);
    expect(JSON.stringify(after.setFile)).toBe(JSON.stringify(before.setFile));
    for (const f of formatted) expect(format(f.text).text).toBe(f.text);
    const problems = formatted.flatMap((f) => f.text.split('\n').flatMap((line, i) => englishProblems(prose(line)).map((p) => `${f.path}:${i + 1} ${p.rule} "${p.words}" in: ${line.trim()}`)));
    expect(problems).toEqual([]);
  });
});

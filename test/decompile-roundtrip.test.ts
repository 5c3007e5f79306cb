// Decompiling round trips: for every bundled set, every example of docs/dsl.md and many
// generated sources and definitions, compile(decompile(set)) equals the set and the decompiled
// text is exactly what the formatter prints. A definition the language cannot say is refused
// with problems at paths that exist in it, and never crashes the decompiler.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { format } from '../card-dsl/compile/format';
import { decompileSet, readSetJson } from '../card-dsl/decompile';
import { buildSet } from '../card-dsl/project';
import { generatedSet } from '../card-dsl/testing/generate';
import { loadSets } from '../cli/sets';
import type { SetFile } from '../engine/defs';
import { fuzzSet } from './arbitrary-definitions';

const root = join(__dirname, '..');
const bundled = await loadSets(join(root, 'sets'), root);

/** The set built back from decompiled files, checked to be in the formatter's layout. */
function rebuilt(set: SetFile): SetFile {
  const result = decompileSet(set);
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  for (const file of result.value.files) expect(format(file.text).text, `${file.name} as the formatter prints it`).toBe(file.text);
  const built = buildSet(
    result.value.files.map((f) => ({ path: f.name, text: f.text })),
    { game: set.game, set: set.set, name: set.name, ...(set.description !== undefined ? { description: set.description } : {}), ...(set.examples ? { examples: true } : {}) },
  );
  expect(built.diagnostics.filter((d) => d.diagnostic.severity === 'error')).toEqual([]);
  return built.setFile!;
}

describe('bundled sets', () => {
  it('all load', () => {
    expect(Object.fromEntries(bundled.problems)).toEqual({});
    expect(bundled.sets.map((s) => `${s.game}/${s.set}`)).toEqual(expect.arrayContaining(['four-souls/base', 'stak-bots/starter']));
  });

  it.each(bundled.sets.map((s) => [`${s.game}/${s.set}`, s] as const))('%s: compile(decompile(json)) equals json', (_, set) => {
    expect(rebuilt(set)).toEqual(set);
  });

  it.each(bundled.sets.map((s) => [`${s.game}/${s.set}`, s] as const))('%s: reading its JSON gives the same files every time', (_, set) => {
    const json = `${JSON.stringify(set, null, 2)}\n`;
    const first = readSetJson(json);
    const second = readSetJson(json);
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
  });
});

describe('docs/dsl.md examples', () => {
  const page = readFileSync(join(root, 'docs/dsl.md'), 'utf8');
  const blocks = [...page.matchAll(/```\n(game ([a-z-]+)\n[\s\S]*?)```/g)].map((m) => ({ text: m[1]!, game: m[2]! }));

  it('has examples', () => expect(blocks.length).toBeGreaterThan(5));

  it.each(blocks.map((b, i) => [i + 1, b] as const))('example %i round-trips', (_, block) => {
    const built = buildSet([{ path: 'docs.cards', text: block.text }], { game: block.game, set: 'docs', name: 'Docs' });
    expect(built.setFile).not.toBeNull();
    expect(rebuilt(built.setFile!)).toEqual(built.setFile);
  });
});

describe('generated sources', () => {
  it('a generated set of 100 cards round-trips', () => {
    const built = buildSet([{ path: 'generated.cards', text: generatedSet(100) }], { game: 'stak-bots', set: 'generated', name: 'Generated' });
    expect(rebuilt(built.setFile!)).toEqual(built.setFile);
  });
});

/** Whether a problem's path (or the field it says is missing) lies in the set. */
function pathExists(set: unknown, path: string): boolean {
  if (path === '(file)') return true;
  const keys = path.split('.');
  let value: unknown = set;
  for (const [i, key] of keys.entries()) {
    if (typeof value !== 'object' || value === null) return false;
    const next = (value as Record<string, unknown>)[key];
    // The last key may name a field that is missing (what the problem is about).
    if (next === undefined) return i === keys.length - 1;
    value = next;
  }
  return true;
}

describe('generated definitions', { timeout: 120_000 }, () => {
  it('are written back exactly, or refused at paths that exist in them', () => {
    let written = 0;
    let refused = 0;
    fc.assert(
      fc.property(fuzzSet, (set) => {
        const result = decompileSet(set);
        if (result.ok) {
          written += 1;
          const built = buildSet(
            result.value.files.map((f) => ({ path: f.name, text: f.text })),
            { game: set.game, set: set.set, name: set.name },
          );
          expect(built.setFile?.cards).toEqual(set.cards);
          for (const file of result.value.files) expect(format(file.text).text).toBe(file.text);
        } else {
          refused += 1;
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) {
            expect(pathExists(set, problem.path), `${problem.path}: ${problem.message}`).toBe(true);
            expect(problem.message.length).toBeGreaterThan(10);
          }
        }
      }),
      { numRuns: 300, seed: 20_241_112 },
    );
    // Not a property that holds by refusing everything: most generated cards are written.
    expect(written).toBeGreaterThan(refused);
  });
});

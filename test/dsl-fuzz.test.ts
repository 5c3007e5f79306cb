// Fuzzing the card language's toolchain (parse, check, compile, format) with random text and
// with mutations of valid sources: it never throws, never hangs, and every diagnostic's range
// lies inside its file. (Speed budgets are measured in bench/dsl.bench.mjs; the time limit
// here only catches a hang.)
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { format } from '../card-dsl/compile/format';
import { buildSet } from '../card-dsl/project';
import { scan } from '../card-dsl/syntax/scanner';
import { generatedSet } from '../card-dsl/testing/generate';

const starter = readFileSync(new URL('../sets/stak-bots/starter/starter.cards', import.meta.url), 'utf8');
const manifest = { game: 'stak-bots', set: 'fuzz', name: 'Fuzz' };
/**
 * Far above any real run of these inputs (a few ms; about a second for the 2,000-card set): only
 * an endless loop gets here. Counted in the process's CPU time, which other work on a busy
 * machine inflates far less than the wall clock (at a load average of 15 the 2,000-card set
 * took 6 to 8 s by the clock).
 */
const HANG_MS = 5000;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function runAll(text: string) {
  const started = cpuMs();
  const built = buildSet([{ path: 'a.cards', text }], manifest);
  for (const { diagnostic } of built.diagnostics) {
    expect(diagnostic.range.start, diagnostic.message).toBeGreaterThanOrEqual(0);
    expect(diagnostic.range.end, diagnostic.message).toBeLessThanOrEqual(text.length);
    expect(diagnostic.range.start, diagnostic.message).toBeLessThanOrEqual(diagnostic.range.end);
    expect(diagnostic.message.length).toBeGreaterThan(0);
  }
  const formatted = format(text);
  if (formatted.text !== null) {
    // Formatting a file that reads cleanly gives a file that reads cleanly.
    expect(format(formatted.text).text).toBe(formatted.text);
  }
  expect(cpuMs() - started).toBeLessThan(HANG_MS);
}

/** The source's tokens as text pieces (with the text between them), for token-level mutations. */
function pieces(text: string): string[] {
  const tokens = scan(text).filter((t) => t.kind !== 'eof');
  const out: string[] = [];
  let at = 0;
  for (const t of tokens) {
    out.push(text.slice(at, t.start), text.slice(t.start, t.end));
    at = t.end;
  }
  out.push(text.slice(at));
  return out;
}

const starterPieces = pieces(starter);
const tokenIndex = fc.nat(starterPieces.length - 1).map((i) => i - (i % 2) + 1); // odd: a token

// Each input is held to HANG_MS on its own; the whole property gets room on a busy machine.
describe('card language fuzzing', { timeout: 60_000 }, () => {
  it('survives random text after a game line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => runAll(`game stak-bots\n${text}`)),
      { numRuns: 150 },
    );
  });

  it('survives random bytes decoded as text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => runAll(new TextDecoder().decode(bytes))),
      { numRuns: 100 },
    );
  });

  it('survives deleted, duplicated and swapped tokens of the starter set', () => {
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('delete' as const), at: tokenIndex }),
      fc.record({ kind: fc.constant('duplicate' as const), at: tokenIndex }),
      fc.record({ kind: fc.constant('swap' as const), at: tokenIndex, with: tokenIndex }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(starter.length), text: fc.string({ maxLength: 6 }) }),
    );
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const parts = [...starterPieces];
        let inserted: { at: number; text: string } | null = null;
        for (const m of mutations) {
          if (m.kind === 'delete') parts[m.at] = '';
          else if (m.kind === 'duplicate') parts[m.at] = `${parts[m.at]} ${parts[m.at]}`;
          else if (m.kind === 'swap') [parts[m.at], parts[m.with]] = [parts[m.with]!, parts[m.at]!];
          else inserted = m;
        }
        let text = parts.join('');
        if (inserted) text = text.slice(0, inserted.at) + inserted.text + text.slice(inserted.at);
        runAll(text);
      }),
      { numRuns: 120 },
    );
  });

  it('survives deep nesting of braces, parentheses and conditions', () => {
    runAll(`game stak-bots\nbot "A" rank 1 power 1 {\n entry: ${'{ '.repeat(3000)}draw a card${' }'.repeat(3000)}\n}\n`);
    runAll(`game stak-bots\nbot "A" rank 1 power 1 {\n entry: deal ${'('.repeat(3000)}1${')'.repeat(3000)} damage to this\n}\n`);
    runAll(`game stak-bots\nbot "A" rank 1 power 1 {\n entry: if ${'not '.repeat(3000)}it is your turn: draw a card\n}\n`);
    runAll(`game stak-bots\nbot "A" rank 1 power 1 {\n entry: ${'{'.repeat(3000)}\n`);
  });

  it('survives a huge file: a generated set of 2,000 cards and a 200 kB line', () => {
    runAll(generatedSet(2000));
    runAll(`game stak-bots\nbot "${'x'.repeat(200_000)}" rank 1 power 1 {}\n`);
  });
});

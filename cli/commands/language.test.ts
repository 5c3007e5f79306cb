// The card language commands on folders written to a scratch directory: check, compile, fmt.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSetFile } from '../../engine/defs';
import { check } from './check';
import { compile } from './compile';
import { fmt } from './fmt';
import type { Command } from './types';

const scratch = mkdtempSync(join(tmpdir(), 'cardwright-language-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function run(command: Command, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function setFolder(name: string, files: Record<string, string>): string {
  const folder = join(scratch, 'sets', 'stak-bots', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: `Set ${name}` }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  return folder;
}

const GOOD = 'game stak-bots\n\nbot "Pip" rank 1 power 2 copies 2 {\n  entry: draw a card\n}\n';
const TYPO = 'game stak-bots\n\nbot "Zap" rank 2 powr 1 {\n  entry: deal 1 damage to this\n}\n';

describe('cardwright check', () => {
  it('prints file:line:col code severity: message for each problem and exits 1 on errors', async () => {
    const folder = setFolder('typo', { 'a.cards': GOOD, 'b.cards': TYPO });
    const result = await run(check, join(folder, 'b.cards'));
    expect(result.code).toBe(1);
    const lines = result.out.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/b\.cards:3:18 CW2003 error: "powr" is not a stat of a bot \(did you mean "power"\? stats: power, rank, copies\)$/));
    expect(lines.at(-1)).toMatch(/^2 files checked: 2 errors, 0 warnings$/);
  });

  it('gives the same findings as JSON with --json, and exits 0 on a clean set', async () => {
    const folder = setFolder('json', { 'b.cards': TYPO });
    const result = await run(check, '--json', folder);
    const report = JSON.parse(result.out) as { file: string; line: number; column: number; code: string; severity: string; suggestion?: string }[];
    expect(report).toContainEqual(expect.objectContaining({ line: 3, column: 18, code: 'CW2003', severity: 'error', suggestion: 'power' }));
    expect((await run(check, setFolder('clean', { 'a.cards': GOOD }))).code).toBe(0);
  });

  it('warns of a card named like a card of another set in scope: the bundled sets and the workspace\'s (CW2030)', async () => {
    const clash = 'game stak-bots\n\nbot "Cog Crawler" rank 1 power 1 {\n  entry: draw a card\n}\n\nbot "Brand New" rank 1 power 1 {\n  entry: draw a card\n}\n';
    const result = await run(check, setFolder('clash', { 'a.cards': clash }));
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toContainEqual(
      expect.stringMatching(/a\.cards:3:5 CW2030 warning: "Cog Crawler" is also a card of stak-bots\/starter: .* name the other by its id \(stak-bots\/starter\/cog-crawler\)$/),
    );
    expect(result.out).not.toMatch(/Brand New/);
    // A second set of the same workspace is in scope too.
    const twin = await run(check, setFolder('twin', { 'a.cards': 'game stak-bots\n\nbot "Brand New" rank 1 power 1 {\n  entry: draw a card\n}\n' }));
    expect(twin.out).toMatch(/"Brand New" is also a card of stak-bots\/clash/);
  });

  it('explains missing paths and bad options', async () => {
    expect((await run(check)).code).toBe(2);
    expect((await run(check, '--color', 'x')).err).toMatch(/unknown option --color/);
    const missing = await run(check, join(scratch, 'nowhere'));
    expect(missing.err).toMatch(/no such file or folder/);
    expect(missing.code).toBe(2);
  });
});

describe('cardwright compile', () => {
  it('writes a valid set file for a clean set folder', async () => {
    const folder = setFolder('compiled', { 'a.cards': GOOD });
    const out = join(scratch, 'compiled.json');
    const result = await run(compile, folder, '-o', out);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/stak-bots\/compiled: 1 cards from 1 file written to/);
    const parsed = parseSetFile(JSON.parse(readFileSync(out, 'utf8')));
    expect(parsed.ok && parsed.value.cards.map((c) => [c.id, c.copies])).toEqual([['stak-bots/compiled/pip', 2]]);
  });

  it('writes nothing when the set has errors', async () => {
    const folder = setFolder('broken', { 'a.cards': TYPO });
    const out = join(scratch, 'broken.json');
    const result = await run(compile, folder, '-o', out);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/CW2003/);
    expect(result.err).toMatch(/has errors; nothing written/);
    expect(() => readFileSync(out)).toThrow();
  });
});

describe('cardwright fmt', () => {
  it('lists a file that would change with --check, then formats it in place', async () => {
    const messy = 'game stak-bots\nbot   "Pip"   rank 1 power 2 copies 2 {\n      entry:   draw   a card\n}\n';
    const folder = setFolder('messy', { 'a.cards': messy });
    const file = join(folder, 'a.cards');
    const checked = await run(fmt, '--check', folder);
    expect(checked.code).toBe(1);
    expect(checked.out).toMatch(/a\.cards: would be reformatted/);
    expect(readFileSync(file, 'utf8')).toBe(messy);
    expect((await run(fmt, folder)).code).toBe(0);
    const formatted = readFileSync(file, 'utf8');
    expect(formatted).not.toBe(messy);
    expect((await run(fmt, '--check', folder)).code).toBe(0);
    expect((await run(check, folder)).code).toBe(0);
  });

  it('leaves a file with syntax errors as it is', async () => {
    const broken = 'game stak-bots\nbot "Pip" rank 1 power 2 {\n  entry: deal damage to\n}\n';
    const folder = setFolder('unformattable', { 'a.cards': broken });
    const result = await run(fmt, folder);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/not formatted/);
    expect(readFileSync(join(folder, 'a.cards'), 'utf8')).toBe(broken);
  });
});

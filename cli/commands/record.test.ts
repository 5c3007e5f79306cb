import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { saveTable, type TableSetup } from '../../engine/table/table';
import { playBots, stakGame, started } from '../../test/table/games';
import type { Command } from './types';
import { record } from './record';
import { test as testCommand } from './test';

const dir = mkdtempSync(join(tmpdir(), 'cardwright-record-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(cmd: Command, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await cmd.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const setup: TableSetup = { game: 'stak-bots', sets: [{ id: 'stak-bots/starter', origin: 'bundled' }], variants: {}, options: {}, seats: [{ id: 'p1', name: 'Ann', bot: null }, { id: 'p2', name: 'Bo', bot: 'greedy' }], seed: 'cli-record' };
const match = started(stakGame(), { seed: setup.seed, seats: setup.seats.map((s) => ({ id: s.id, name: s.name })) });
playBots(match, 30, 'cli-record', (m, n) => (n === 4 ? { seat: 'god', kind: 'god-damage', card: m.state.zones['p2/stak']!.cards.at(-1)!, value: 1 } : null));
const tableFile = join(dir, 'table.json');
writeFileSync(tableFile, JSON.stringify(saveTable({ setup, branches: [], current: 'main', match })));

describe('cardwright record', () => {
  it('writes a saved table\'s line as a scenario that cardwright test then passes', async () => {
    const out = join(dir, 'recorded.scenario.yaml');
    const recorded = await run(record, tableFile, '-o', out, '--name', 'Ann against the greedy bot');
    expect(recorded.err).toBe('');
    expect(recorded.code).toBe(0);
    expect(recorded.out).toMatch(new RegExp(`^Wrote ${out}: 30 steps and \\d+ expectations; it runs as the table played$`));
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/^# Recorded at the table\./);
    expect(text).toContain('name: Ann against the greedy bot');
    expect(text).toContain('  - god: set p2.stak.top damage to 1');
    const tested = await run(testCommand, out);
    expect(tested.out.split('\n').at(-1)).toBe('1 passed, 0 failed');
    expect(tested.code).toBe(0);
  });

  it('records from a later point to standard output, and keeps an existing file unless --force', async () => {
    const printed = await run(record, tableFile, '--from', '12');
    expect(printed.out).toMatch(/^# Recorded at the table/);
    expect(printed.out).toContain('given:');
    expect(printed.err).toMatch(/18 steps and \d+ expectations; it runs as the table played/);
    const out = join(dir, 'kept.scenario.yaml');
    writeFileSync(out, 'mine');
    expect(await run(record, tableFile, '-o', out)).toMatchObject({ code: 1, err: `cardwright record: ${out} exists; add --force to replace it` });
    expect(readFileSync(out, 'utf8')).toBe('mine');
    expect((await run(record, tableFile, '-o', out, '--force')).code).toBe(0);
  });

  it('writes the deck a table was dealt from into the scenario, which then deals the same game', async () => {
    const rush = [...Array<string>(12).fill('stak-bots/starter/bolt-pup'), ...Array<string>(12).fill('stak-bots/starter/gearhead')];
    const dealt: TableSetup = { ...setup, seed: 'cli-deck', decks: { cards: rush, files: { table: 'decks/stak-bots/rush.deck.json' } } };
    const game = started(stakGame(), { seed: dealt.seed, seats: dealt.seats.map((s) => ({ id: s.id, name: s.name })), cards: rush });
    playBots(game, 20, 'cli-deck');
    const file = join(dir, 'dealt.json');
    writeFileSync(file, JSON.stringify(saveTable({ setup: dealt, branches: [], current: 'main', match: game })));
    const out = join(dir, 'dealt.scenario.yaml');
    const recorded = await run(record, file, '-o', out);
    expect(recorded.out).toMatch(/20 steps and \d+ expectations; it runs as the table played$/);
    expect(recorded.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('deck:\n  supply:\n    - card: Bolt Pup\n      count: 12\n    - card: Gearhead\n      count: 12\n');
  });

  it('refuses a broken table with where its problems are, and writes nothing', async () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ ...JSON.parse(readFileSync(tableFile, 'utf8')), seed: 4, sets: [{ id: 'stak-bots/gone', origin: 'bundled' }] }));
    const out = join(dir, 'never.scenario.yaml');
    const result = await run(record, broken, '-o', out);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([`${broken}: seed: expected string, received number`, `cardwright record: ${broken} is not a table Cardwright can load; nothing written`]);
    expect(existsSync(out)).toBe(false);
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{"format": "cardwright-table",}');
    expect((await run(record, notJson)).err).toBe(`${notJson}:1:31: not JSON: unexpected "}" after ",": remove the last comma`);
    expect((await run(record, tableFile, '-o', join(dir, 'x.yaml'))).code).toBe(2);
    expect((await run(record, tableFile, '--from', '31')).err).toMatch(/recording starts at an action of the line played so far \(0 to 30\), not 31; nothing written/);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeReplay } from '../../engine/table/replay';
import { playBots, stakGame, started, starter } from '../../test/table/games';
import { replay } from './replay';

const dir = mkdtempSync(join(tmpdir(), 'cardwright-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await replay.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out, err };
}

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const setup = { game: 'stak-bots', sets: [{ id: 'stak-bots/starter', cards: starter.cards, variants: starter.variants }], variants: {}, options: {}, seats: [{ id: 'p1' }, { id: 'p2' }], seed: 'cli-replay' };
const match = started(stakGame(), { seed: setup.seed, seats: setup.seats });
playBots(match, 40, 'cli-replay');
const good = makeReplay({ setup, match });

describe('cardwright replay', () => {
  it('checks a replay and says it ended as recorded', async () => {
    const file = write('good.replay.json', JSON.stringify(good));
    const result = await run(file);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([`ok   ${file}: 40 actions replayed, final state ${match.hash()} as recorded`, '1 replayed as recorded, 0 failed']);
  });

  it('plays a replay saved before cards were numbered and says its hashes were not compared', async () => {
    // As the earlier version wrote it: the dealt cards by id (`c12`), hashes of the earlier state format.
    const old = { ...structuredClone(good), version: 2, actions: good.actions.map((a) => (typeof a.card === 'number' ? { ...a, card: `c${a.card}` } : a)) };
    const file = write('old.replay.json', JSON.stringify(old));
    const result = await run(file);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      `ok   ${file}: 40 actions replayed, final state ${match.hash()}; its hashes were taken before cards were numbered and were not compared (export it again to check it hash by hash)`,
      '0 replayed as recorded, 1 played without hashes to compare, 0 failed',
    ]);
  });

  it('says where a replay goes astray, file by file, and fails', async () => {
    const tampered = structuredClone(good);
    tampered.hashes[17] = 'aaaaaaaaaaaaaaaa';
    const astray = write('astray.replay.json', JSON.stringify(tampered));
    const ok = write('ok.replay.json', JSON.stringify(good));
    const result = await run(astray, ok);
    expect(result.code).toBe(1);
    expect(result.out[0]).toMatch(new RegExp(`^FAIL ${astray}: hashes\\[17\\]: the state after action 18 \\(p\\d .+\\) differs: hash [0-9a-f]{16}, the replay says aaaaaaaaaaaaaaaa; it matched after action 17$`));
    expect(result.out[1]).toMatch(/^ok {3}/);
    expect(result.out.at(-1)).toBe('1 replayed as recorded, 1 failed');
  });

  it('refuses what is not a replay with where the problem is', async () => {
    const broken = write('broken.json', '{\n  "format": "cardwright-replay",\n  "version": 1,\n  "game": stak\n}');
    expect((await run(broken)).out[0]).toBe(`FAIL ${broken}:4:11: not JSON: unexpected "s": expected a value`);
    const wrong = write('wrong.json', JSON.stringify({ ...good, seed: 5, actions: [{ seat: 'p1' }] }));
    const lines = (await run(wrong)).out;
    expect(lines[0]).toBe(`FAIL ${wrong}: not a replay Cardwright can play`);
    expect(lines).toContain(`     ${wrong}: seed: expected string, received number`);
    expect(lines.some((l) => l.startsWith(`     ${wrong}: actions[0].kind: `))).toBe(true);
    const table = write('table.json', JSON.stringify({ format: 'cardwright-table', version: 2 }));
    expect((await run(table)).out[0]).toMatch(/a saved table, not a replay/);
    const missing = join(dir, 'missing.json');
    const gone = await run(missing);
    expect(gone.code).toBe(1);
    expect(gone.out[0]).toMatch(new RegExp(`^FAIL ${missing}: `));
    expect((await run()).code).toBe(2);
  });
});

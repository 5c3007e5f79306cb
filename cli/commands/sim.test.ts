import { describe, expect, it } from 'vitest';
import { sim } from './sim';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sim.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cardwright sim', () => {
  it('reports win rates, lengths, caps and speed for the bundled set, the same way twice', async () => {
    const first = await run('--game', 'stak-bots', '--games', '40', '--seed', '7', '--bots', 'greedy,random');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/p1 \(greedy\): wins \d+\.\d%/);
    expect(first.out).toMatch(/p2 \(random\): wins \d+\.\d%/);
    expect(first.out).toMatch(/game length: mean [\d.]+ actions \(p99 \d+\), mean [\d.]+ turns \(p99 \d+\)/);
    expect(first.out).toMatch(/stopped by a cap: \d+/);
    expect(first.out).toMatch(/speed: \d+ actions\/s/);
    const again = await run('--game', 'stak-bots', '--games', '40', '--seed', '7', '--bots', 'greedy,random');
    const strip = (s: string) => s.replace(/speed: .*/, '');
    expect(strip(again.out)).toBe(strip(first.out));
  });

  it('explains bad arguments', async () => {
    expect((await run('--game', 'chess')).err).toMatch(/--game must be one of stak-bots/);
    expect((await run('--game', 'stak-bots', '--bots', 'genius')).err).toMatch(/no bot "genius"/);
    expect((await run('--game', 'stak-bots', '--games', '0')).code).toBe(2);
  });
});

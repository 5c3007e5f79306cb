import { describe, expect, it } from 'vitest';
import { bundledSetsFolder, loadSets } from '../sets';
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

// The base set alone: the bundled sets also hold a set of designer examples (sets/four-souls/examples).
describe('cardwright sim on Four Souls', () => {
  const share = (line: string) => [...line.matchAll(/(\d+) \((\d+\.\d)%\)/g)].map((m) => ({ n: Number(m[1]), pct: Number(m[2]) }));

  it('counts the souls by where they came from; the counts add up to the souls gained, the shares to 100%', async () => {
    const result = await run('--game', 'four-souls', '--set', 'four-souls/base', '--games', '6', '--seed', '11', '--bots', 'greedy,random', '--players', '3');
    expect(result.code, result.err).toBe(0);
    const line = /souls by source: (\d+) gained: (.*)/.exec(result.out);
    expect(line, result.out).not.toBeNull();
    const gained = Number(line![1]);
    // Every game ends with a winner's 4 souls, unless a cap stopped it.
    expect(gained).toBeGreaterThan(0);
    const parts = share(line![2]!);
    expect(parts.reduce((n, p) => n + p.n, 0)).toBe(gained);
    expect(Math.abs(parts.reduce((n, p) => n + p.pct, 0) - 100)).toBeLessThan(0.5);
    expect(line![2]).toMatch(/bosses \d+/);
    // Cards that became souls without a soul-gained event are reported apart, and add up too.
    const apart = /souls gained with no soul-gained event \(not counted above\): (\d+): (.*)/.exec(result.out);
    if (apart) expect(share(apart[2]!).reduce((n, p) => n + p.n, 0)).toBe(Number(apart[1]));
    const again = await run('--game', 'four-souls', '--set', 'four-souls/base', '--games', '6', '--seed', '11', '--bots', 'greedy,random', '--players', '3');
    const strip = (s: string) => s.replace(/speed: .*/, '');
    expect(strip(again.out)).toBe(strip(result.out));
  });

  it('lists the cards no game played with --unplayed; played and never played make the whole set', async () => {
    const result = await run('--game', 'four-souls', '--set', 'four-souls/base', '--games', '4', '--seed', '5', '--unplayed');
    expect(result.code, result.err).toBe(0);
    const head = /(\d+) of (\d+) cards played(?:; never played \((\d+)\):)?/.exec(result.out);
    expect(head, result.out).not.toBeNull();
    const [played, total, unplayed] = [Number(head![1]), Number(head![2]), Number(head![3] ?? 0)];
    const set = (await loadSets(bundledSetsFolder()!)).sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
    expect(total).toBe(set.cards.length);
    expect(played + unplayed).toBe(total);
    // The names listed by kind: as many as said, each a card of the set of that kind.
    let listed = 0;
    for (const [, kind, count, list] of result.out.matchAll(/^ {4}([\w-]+) \((\d+)\): (.*)$/gm)) {
      const cards = list!.split(', ');
      expect(cards).toHaveLength(Number(count));
      for (const name of cards) expect(set.cards.some((c) => c.name === name && c.kind === kind), `${name} (${kind})`).toBe(true);
      listed += cards.length;
    }
    expect(listed).toBe(unplayed);
    // Four games of a few players leave some cards unplayed (characters nobody was dealt, at least).
    expect(unplayed).toBeGreaterThan(0);
  });

  it('leaves the Stak Bots report as it was, and lists its unplayed cards only when asked', async () => {
    const plain = await run('--game', 'stak-bots', '--games', '10', '--seed', '3');
    expect(plain.out).not.toMatch(/souls|cards played/);
    const asked = await run('--game', 'stak-bots', '--games', '10', '--seed', '3', '--unplayed');
    expect(asked.out).toMatch(/\d+ of \d+ cards played/);
    expect(asked.out).not.toMatch(/souls/);
  });
});

import { describe, expect, it } from 'vitest';
import { sim } from '../commands/sim';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sim.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cardwright sim --game destiny: win rates by team, how games were won', () => {
  it('prints one row per starter team whose games and wins add up, and the endings of every game', async () => {
    const result = await run('--game', 'destiny', '--games', '12', '--seed', '3', '--bots', 'greedy,greedy');
    expect(result.code, result.err).toBe(0);
    const table = result.out.split('\n  win rate by team (each game counts once per player):\n')[1]!.split('\n  games won by')[0]!.split('\n');
    expect(table[0]).toMatch(/^ {4}team +games +wins +rate$/);
    const rows = table.slice(1).map((line) => {
      const row = /^ {4}(.+?) +(\d+) +([\d.]+) +([\d.]+)%$/.exec(line);
      expect(row, line).not.toBeNull();
      return { team: row![1]!, games: Number(row![2]), wins: Number(row![3]) };
    });
    expect(rows.map((r) => r.team).sort()).toEqual(['Legion Trooper, Legion Trooper, Warlord Skarn', 'Ranger Kess, Tomo the Mechanic, Vela Dawnstrider']);
    expect(rows.map((r) => r.games)).toEqual([12, 12]);
    const ending = /games won by defeating every opposing character: (\d+); by an opponent out of cards: (\d+); otherwise: (\d+)/.exec(result.out);
    expect(ending).not.toBeNull();
    const [defeat, cards, other] = ending!.slice(1).map(Number) as [number, number, number];
    expect(defeat + cards + other).toBe(12);
    expect(rows.reduce((n, r) => n + r.wins, 0)).toBe(defeat + cards);
  });

  it('plays free-for-all games of 3 and 4 players to their end with --variant free-for-all, and refuses 3 players without it (SWD-X-MP-1)', async () => {
    for (const players of ['3', '4']) {
      const result = await run('--game', 'destiny', '--games', '6', '--seed', '5', '--players', players, '--variant', 'free-for-all', '--bots', 'greedy');
      expect(result.code, result.err).toBe(0);
      expect(result.out).toContain(`${players} players`);
      expect(result.out).toMatch(/stopped by a cap: 0/);
      const ending = /games won by defeating every opposing character: (\d+); by an opponent out of cards: (\d+); otherwise: (\d+)/.exec(result.out);
      expect(ending!.slice(1).map(Number).reduce((a, b) => a + b, 0)).toBe(6);
    }
    const refused = await run('--game', 'destiny', '--games', '1', '--players', '3');
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/free-for-all/);
  });
});

import { describe, expect, it } from 'vitest';
import { botsFor } from '../../engine/bots';
import { loadGame } from '../../engine/core/engine';
import { FIRST_CARD, type GameState } from '../../engine/core/state';
import { factionOf } from '../../engine/games/smash-up/setup';
import { scenarioGames } from '../../engine/scenario';
import { simulate, sim } from '../commands/sim';
import { setsForGame } from '../sets';
import { smashUpReporter, type SmashUpSimSection } from './smash-up';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sim.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function smashUpGame() {
  const found = await setsForGame('smash-up', []);
  if ('error' in found) throw new Error(found.error);
  return loadGame(scenarioGames['smash-up']!, found.sets.flatMap((s) => s.cards), found.sets.flatMap((s) => s.variants));
}

/** Every seat's VP at the end of each game, added up: watched through the reporter's own hook. */
function countingFinalVp(total: { vp: number }) {
  return {
    ...smashUpReporter,
    tally: (game: Parameters<typeof smashUpReporter.tally>[0]) => {
      const inner = smashUpReporter.tally(game);
      return {
        ...inner,
        end(state: GameState, winners: ReadonlyArray<{ seat: string; share: number }>) {
          for (const seat of state.seats) total.vp += seat.resources['victory-points'] ?? 0;
          inner.end(state, winners);
        },
      };
    },
  };
}

describe('cardwright sim --game smash-up: win rates by faction pair, VP by base', () => {
  it('prints a faction pair table whose games add up to the seats played and whose wins add up to the games won', async () => {
    const result = await run('--game', 'smash-up', '--games', '15', '--seed', '5', '--players', '3');
    expect(result.code, result.err).toBe(0);
    const found = await setsForGame('smash-up', []);
    if ('error' in found) throw new Error(found.error);
    const factions = new Set(found.sets.flatMap((s) => s.cards).filter((d) => d.kind === 'minion').map(factionOf));
    const table = result.out.split('\n  win rate by faction pair (each game counts once per player):\n')[1]!.split('\n  VP by base')[0]!.split('\n');
    expect(table[0]).toMatch(/^ {4}faction pair +games +wins +rate$/);
    const rows = table.slice(1).map((line) => {
      const row = /^ {4}([\w-]+) \+ ([\w-]+) +(\d+) +([\d.]+) +([\d.]+)%$/.exec(line);
      expect(row, line).not.toBeNull();
      return { first: row![1]!, second: row![2]!, games: Number(row![3]), wins: Number(row![4]), rate: Number(row![5]) };
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(factions.has(row.first) && factions.has(row.second), `${row.first} + ${row.second}`).toBe(true);
      expect(row.first < row.second).toBe(true);
      expect(row.rate).toBeCloseTo((100 * row.wins) / row.games, 1);
    }
    expect(rows.reduce((n, r) => n + r.games, 0)).toBe(15 * 3);
    const draws = Number(/draws: (\d+)/.exec(result.out)![1]);
    const capped = Number(/stopped by a cap: (\d+)/.exec(result.out)![1]);
    expect(rows.reduce((n, r) => n + r.wins, 0)).toBeCloseTo(15 - draws - capped, 6);
    // The bases: names of the sets' bases, each scored at least once, most scored first.
    const baseNames = new Set(found.sets.flatMap((s) => s.cards).filter((d) => d.kind === 'base').map((d) => d.name));
    const bases = result.out.split('\n  VP by base (mean VP awarded per scoring, every place together):\n')[1]!.split('\n  speed')[0]!.split('\n');
    expect(bases[0]).toMatch(/^ {4}base +scored +mean VP$/);
    const scored = bases.slice(1).map((line) => {
      const row = /^ {4}(.+?) +(\d+) +([\d.]+)$/.exec(line);
      expect(row, line).not.toBeNull();
      expect(baseNames.has(row![1]!), row![1]).toBe(true);
      return Number(row![2]);
    });
    expect(scored.length).toBeGreaterThan(1);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    const again = await run('--game', 'smash-up', '--games', '15', '--seed', '5', '--players', '3');
    expect(again.out.replace(/speed: .*/, '')).toBe(result.out.replace(/speed: .*/, ''));
  });

  it('names the factions each seat was dealt, and counts the VP every scoring gave', async () => {
    const game = await smashUpGame();
    const available = botsFor('smash-up');
    const defs = [...game.defs.values()];
    const deckOf = (a: string, b: string) => defs.filter((d) => (d.kind === 'minion' || d.kind === 'action') && [a, b].includes(factionOf(d))).map((d) => d.id);
    const total = { vp: 0 };
    const report = simulate({
      game,
      games: 12,
      seed: 'pairs',
      players: 2,
      bots: [available.greedy!, available.random!],
      decks: { seatCards: { p1: deckOf('night-owls', 'gnomes'), p2: deckOf('sky-raiders', 'clockworks') } },
      reporter: countingFinalVp(total),
    });
    const section = report.game as SmashUpSimSection;
    expect(section.factionPairs).toEqual([
      { pair: 'clockworks + sky-raiders', games: 12, wins: report.wins.p2 },
      { pair: 'gnomes + night-owls', games: 12, wins: report.wins.p1 },
    ]);
    expect(report.wins.p1! + report.wins.p2!).toBeGreaterThan(0);
    // Only bases give VP in these sets: what the scorings gave is what the players ended with.
    const given = section.bases.reduce((n, b) => n + b.vp, 0);
    expect(given).toBeGreaterThan(0);
    expect(given).toBe(total.vp);
  });

  it('counts one scoring per base leaving play, however many places it paid, and wins by share', async () => {
    const game = await smashUpGame();
    const created = game.create({ seed: 'tally', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const state = created.state;
    const base = state.cards.slice(FIRST_CARD).find((c) => game.defs.get(c.def)?.kind === 'base')!;
    const name = game.defs.get(base.def)!.name;
    const tally = smashUpReporter.tally(game);
    tally.begin(state, []);
    tally.events([
      { type: 'scored', card: base.id, player: 'p1', place: 1, power: 12, vp: 4 },
      { type: 'resource-changed', seat: 'p1' },
      { type: 'scored', card: base.id, player: 'p2', place: 2, power: 8, vp: 2 },
      { type: 'moved', card: base.id, from: 'bases', to: 'base-discard' },
    ]);
    // Back in play later and scored again, by one player alone.
    tally.events([{ type: 'scored', card: base.id, player: 'p2', place: 1, power: 20, vp: 3 }]);
    // A shared win (no Smash Up rule allows one, but the generic report counts them by share).
    tally.end(state, [{ seat: 'p1', share: 0.5 }, { seat: 'p2', share: 0.5 }]);
    const section = tally.result();
    if (section.kind !== 'smash-up') throw new Error('a Smash Up section');
    expect(section.bases).toEqual([{ base: name, scored: 2, vp: 9 }]);
    const pairs = section.factionPairs;
    expect(pairs.reduce((n, p) => n + p.games, 0)).toBe(2);
    expect(pairs.reduce((n, p) => n + p.wins, 0)).toBe(1);
    expect(smashUpReporter.lines(section)).toContain(`    ${name.padEnd(Math.max(4, name.length))}       2     4.50`);
  });
});

// `cardwright sim`: plays many bot games and reports win rates, game lengths, games stopped
// by a cap, and speed. Deterministic for a given seed.
import { parseArgs } from 'node:util';
import { botsFor, seatView, type Bot } from '../../engine/bots';
import { loadGame } from '../../engine/core/engine';
import type { GameState } from '../../engine/core/state';
import { seedRng } from '../../engine/random/rng';
import { scenarioGames } from '../../engine/scenario';
import { bundledSetsFolder, loadSets } from '../sets';
import type { Command } from './types';

export type SimReport = {
  games: number;
  seats: string[];
  bots: string[];
  wins: Record<string, number>;
  draws: number;
  capped: Record<string, number>;
  actions: { mean: number; p99: number };
  turns: { mean: number; p99: number };
  decisions: number;
  totalActions: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Plays `games` games; `onProgress` is called now and then with the number done. */
export function simulate(options: {
  game: ReturnType<typeof loadGame>;
  games: number;
  seed: string;
  players: number;
  bots: Bot[];
  onProgress?: (done: number) => void;
}): SimReport {
  const { game, games, seed, players, bots } = options;
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const wins: Record<string, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  const capped: Record<string, number> = {};
  const lengths: number[] = [];
  const turns: number[] = [];
  let draws = 0;
  let decisions = 0;
  for (let g = 0; g < games; g += 1) {
    const created = game.create({ seed: `${seed}:${g}`, seats: players });
    if (!created.ok) throw new Error(created.error.message);
    const state: GameState = created.state;
    const rng = seedRng(`${seed}:${g}:bots`);
    while (!state.result) {
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      let action = legal[0]!;
      // A forced answer costs no decision.
      if (legal.length > 1) {
        const seat = state.prompt!.seat;
        const bot = bots[seats.indexOf(seat) % bots.length]!;
        action = bot.choose(seatView(game, state, seat), legal, rng);
        decisions += 1;
      }
      const applied = game.applyInPlace(state, action);
      if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
    }
    const result = state.result;
    if (!result || result.reason.startsWith('stopped')) {
      const reason = result?.reason ?? 'no legal action';
      capped[reason] = (capped[reason] ?? 0) + 1;
    } else if (result.winners.length === 0) draws += 1;
    else for (const w of result.winners) wins[w] = (wins[w] ?? 0) + 1 / result.winners.length;
    lengths.push(state.counts.actions);
    turns.push(state.turn.number);
    if (options.onProgress && (g + 1) % 250 === 0) options.onProgress(g + 1);
  }
  lengths.sort((a, b) => a - b);
  turns.sort((a, b) => a - b);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    games,
    seats,
    bots: seats.map((_, i) => bots[i % bots.length]!.name),
    wins,
    draws,
    capped,
    actions: { mean: mean(lengths), p99: percentile(lengths, 99) },
    turns: { mean: mean(turns), p99: percentile(turns, 99) },
    decisions,
    totalActions: lengths.reduce((a, b) => a + b, 0),
  };
}

export const sim: Command = {
  summary: 'play bot games and report win rates, lengths and speed',
  usage: 'sim --game <game> [--games N] [--seed S] [--bots a,b] [--players P] [--set <game>/<set>]',
  run: async (args, io) => {
    let values;
    try {
      ({ values } = parseArgs({
        args,
        options: {
          game: { type: 'string' },
          games: { type: 'string', default: '1000' },
          seed: { type: 'string', default: '1' },
          bots: { type: 'string', default: 'greedy,random' },
          players: { type: 'string', default: '2' },
          set: { type: 'string', multiple: true },
        },
        strict: true,
      }));
    } catch (error) {
      io.err(`cardwright sim: ${(error as Error).message}\nusage: cardwright ${sim.usage}`);
      return 2;
    }
    const gameId = values.game;
    const module = gameId ? scenarioGames[gameId] : undefined;
    if (!gameId || !module) {
      io.err(`cardwright sim: --game must be one of ${Object.keys(scenarioGames).join(', ')}`);
      return 2;
    }
    const games = Number(values.games);
    const players = Number(values.players);
    if (!Number.isInteger(games) || games < 1) {
      io.err('cardwright sim: --games must be a whole number of at least 1');
      return 2;
    }
    const available = botsFor(gameId);
    const bots: Bot[] = [];
    for (const name of values.bots.split(',')) {
      const bot = available[name.trim()];
      if (!bot) {
        io.err(`cardwright sim: no bot "${name}" for ${gameId} (bots: ${Object.keys(available).join(', ')})`);
        return 2;
      }
      bots.push(bot);
    }
    const folder = bundledSetsFolder();
    const loaded = folder ? await loadSets(folder) : { sets: [], problems: new Map<string, string[]>() };
    const wanted = values.set ?? loaded.sets.filter((s) => s.game === gameId).map((s) => `${s.game}/${s.set}`);
    const sets = loaded.sets.filter((s) => wanted.includes(`${s.game}/${s.set}`));
    if (sets.length === 0) {
      io.err(`cardwright sim: no ${gameId} set found (looked for ${wanted.join(', ') || `sets/${gameId}/*/cards.json`})`);
      return 1;
    }
    const game = loadGame(module, sets.flatMap((s) => s.cards));
    const started = performance.now();
    let report: SimReport;
    try {
      report = simulate({ game, games, seed: values.seed, players, bots, onProgress: (done) => io.progress(`sim: ${done}/${games} games`) });
    } catch (error) {
      io.err(`cardwright sim: ${(error as Error).message}`);
      return 1;
    }
    const seconds = (performance.now() - started) / 1000;
    io.out(`${gameId}: ${games} games, ${players} players, sets ${sets.map((s) => `${s.game}/${s.set}`).join(', ')}, seed ${values.seed}`);
    for (const [i, seat] of report.seats.entries()) {
      io.out(`  ${seat} (${report.bots[i]}): wins ${((100 * report.wins[seat]!) / games).toFixed(1)}%`);
    }
    io.out(`  draws: ${report.draws}`);
    io.out(`  game length: mean ${report.actions.mean.toFixed(1)} actions (p99 ${report.actions.p99}), mean ${report.turns.mean.toFixed(1)} turns (p99 ${report.turns.p99})`);
    const cappedTotal = Object.values(report.capped).reduce((a, b) => a + b, 0);
    io.out(`  stopped by a cap: ${cappedTotal}${cappedTotal ? ` (${Object.entries(report.capped).map(([r, n]) => `${n}: ${r}`).join('; ')})` : ''}`);
    io.out(`  speed: ${Math.round(report.totalActions / seconds)} actions/s, ${report.decisions} bot decisions, ${seconds.toFixed(1)} s`);
    return 0;
  },
};

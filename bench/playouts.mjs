// Random playouts on one core, for the benches of the games: the game's random bot on every
// seat, 2 to 4 players in turn, timed alone (legalActions + applyInPlace, events kept as a log
// would keep them) or through a Match (undo snapshots and the action log on).
import { median } from './browser.mjs';

const fmt = (n) => Math.round(n).toLocaleString('en-US');

/**
 * A function that plays random games for `ms` (the game under way is finished) and returns
 * actions/s and the games played. Alone, the engine is used as `cardwright sim` uses it: each
 * action is applied with the list it was chosen from, and the list the engine hands back with it
 * (when it listed the moves on the way) is not asked for again. `players`: the seats of game
 * number `g` (2 to 4 in turn unless the game takes a fixed number).
 */
export function randomPlayouts({ game, Match, seatView, seedRng, bot, players = (g) => 2 + (g % 3) }) {
  const choose = (state, legal, rng) => (legal.length > 1 ? bot.choose(seatView(game, state, state.prompt.seat), legal, rng) : legal[0]);
  return (ms, { withMatch, seedBase = 'bench' }) => {
    let actions = 0;
    let g = 0;
    const started = performance.now();
    while (performance.now() - started < ms) {
      const config = { seed: `${seedBase}-${g}`, seats: players(g) };
      const rng = seedRng(`${seedBase}-bots-${g}`);
      g += 1;
      if (withMatch) {
        const made = Match.create(game, config);
        if (!made.ok) throw new Error(made.error.message);
        const { match } = made;
        while (!match.state.result) {
          const legal = match.legalActions();
          if (legal.length === 0) break;
          const applied = match.apply(choose(match.state, legal, rng));
          if (!applied.ok) throw new Error(applied.error.message);
          actions += 1;
        }
      } else {
        const created = game.create(config);
        if (!created.ok) throw new Error(created.error.message);
        const { state } = created;
        const log = [];
        let legal = state.result ? [] : game.legalActions(state);
        while (!state.result) {
          if (legal.length === 0) break;
          const action = choose(state, legal, rng);
          const applied = game.applyInPlace(state, action, legal);
          if (!applied.ok) throw new Error(applied.error.message);
          log.push(action, applied.events);
          actions += 1;
          legal = applied.legal ?? game.legalActions(state);
        }
      }
    }
    const elapsed = performance.now() - started;
    return { rate: (actions / elapsed) * 1000, games: g, actions };
  };
}

/** Runs `make` once to warm up, then `runs` times for `runMs`, and prints the median rate after `label`. */
export function printSeries(label, make, { runs, runMs }) {
  make(Math.min(runMs, 500)); // warm up
  const results = Array.from({ length: runs }, () => make(runMs));
  const rates = results.map((r) => r.rate);
  const games = results.reduce((n, r) => n + r.games, 0);
  const actions = results.reduce((n, r) => n + r.actions, 0);
  console.log(`${label}: median ${fmt(median(rates))} actions/s (min ${fmt(Math.min(...rates))}, max ${fmt(Math.max(...rates))}; ${runs} runs of ${runMs} ms, ${games} games, ${fmt(actions / games)} actions a game)`);
}

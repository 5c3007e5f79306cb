// A worker thread of bench/greedy-games.mjs (not a bench itself: scripts/bench.mjs runs only
// *.bench.mjs). It imports the engine bundle the bench made, builds the game named by
// `workerData.module` from the card definitions it is given, says `ready`, then plays the
// two-player games it is sent with the bot named by `workerData.bot` on both seats, a chunk at
// a time, and answers each chunk with the games' lengths and ends.
import { parentPort, workerData } from 'node:worker_threads';

const engine = await import(workerData.bundle);
const { loadGame, seatView, seedRng } = engine;
const game = loadGame(engine[workerData.module], workerData.definitions);
const bot = engine[workerData.bot];

/** One game of the bot against itself; its seed comes from its number, whichever thread plays it. */
function playGame(g) {
  const created = game.create({ seed: `greedy-${g}`, seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const rng = seedRng(`greedy-${g}:bots`);
  // The legal actions the engine hands back with an action, when it listed them, are not asked for again.
  let legal = state.result ? [] : game.legalActions(state);
  while (!state.result) {
    if (legal.length === 0) break;
    // A forced answer costs no decision, as in `cardwright sim`.
    const action = legal.length > 1 ? bot.choose(seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
    const applied = game.applyInPlace(state, action, legal);
    if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
    legal = applied.legal ?? game.legalActions(state);
  }
  const result = state.result;
  const stopped = !result || result.reason.startsWith('stopped') ? (result?.reason ?? 'no legal action') : null;
  return { g, actions: state.counts.actions, turns: state.turn.number, stopped, winners: stopped ? [] : result.winners };
}

parentPort.on('message', (message) => {
  if (message.type !== 'play') {
    parentPort.close();
    return;
  }
  const games = [];
  for (let g = message.from; g < message.to; g += 1) games.push(playGame(g));
  parentPort.postMessage({ type: 'played', games });
});
parentPort.postMessage({ type: 'ready' });

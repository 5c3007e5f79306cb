// One SHA-256 over the games a game plays from fixed seeds (`logs-<n>`, 2 to 4 players in turn):
// every action, the events it made and each game's final hash, so that a change that must not
// alter play (a refactor, a speed-up) can be checked by one line. The logs scripts of each game
// (bench/*-logs.mjs) say which bot plays and what else goes in.
import { createHash } from 'node:crypto';

/**
 * @param {object} o
 * @param {string} o.label printed before the figures
 * @param {number} o.games
 * @param {object} o.game a loaded game (loadGame)
 * @param {object} o.engine `{ hashState, seatView, seedRng }` from the bundle
 * @param {(g: number) => object} o.botFor the bot of game g
 * @param {boolean} [o.withLegal] also fold in every list of legal actions
 * @param {boolean} [o.withResult] also fold in each game's result
 */
export function printLogFingerprint({ label, games, game, engine, botFor, withLegal = false, withResult = false }) {
  const { hashState, seatView, seedRng } = engine;
  const all = createHash('sha256');
  let actions = 0;
  const started = performance.now();
  for (let g = 0; g < games; g += 1) {
    const created = game.create({ seed: `logs-${g}`, seats: 2 + (g % 3) });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const bot = botFor(g);
    const rng = seedRng(`logs-${g}:bots`);
    let handedBack = null;
    while (!state.result) {
      // The legal actions the engine handed back with the last action, when it listed them
      // (a wrong list would change the bots' choices, and so the digest).
      const legal = handedBack ?? game.legalActions(state);
      if (legal.length === 0) break;
      if (withLegal) all.update(JSON.stringify(legal));
      const action = legal.length > 1 ? bot.choose(seatView(game, state, state.prompt.seat), legal, rng) : legal[0];
      const applied = game.applyInPlace(state, action, legal);
      if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
      handedBack = applied.legal ?? null;
      all.update(JSON.stringify(action));
      all.update(JSON.stringify(applied.events));
      actions += 1;
    }
    all.update(withResult ? `|${g}:${hashState(state)}:${JSON.stringify(state.result ?? null)}|` : `|${g}:${hashState(state)}|`);
  }
  console.log(`${label}: ${games} games, ${actions} actions, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${label}: sha256 ${all.digest('hex')}`);
}

// Whether this checkout's engine plays the same games as an earlier commit's, for every game:
// both play seeded games through a Match side by side (2 players and more in turn, random bots
// on even games and each game's greedy bot on odd ones, the bot asked on this checkout's state),
// and at every position the legal actions must be the same, and after every action the events it
// made; halfway through each game, both undo ten actions and redo them, and must stand where they
// stood. With `--state` the states' JSON must be the same too (drop it for a change of the
// state's format, where actions and events must still not change). The first difference found is
// printed with where it is, and the run exits non-zero.
// With `--card-numbers` the earlier commit named cards by string ids (`c12`) in a cards table
// keyed by id, and this checkout numbers them: the earlier side's ids are read as the numbers of
// the cards made in the same order (its table's order) before comparing, in actions, events,
// states, and names and texts made from card ids (`lost:c12`, `c12#0`).
//   node bench/same-games.mjs [<commit>=HEAD] [--games 40] [--actions 600] [--state] [--card-numbers] [--game four-souls|stak-bots|smash-up|destiny]
// Not a benchmark (scripts/bench.mjs runs only *.bench.mjs): it checks behaviour, not speed.
// bench/four-souls-logs.mjs and bench/smash-up-logs.mjs check two games against recorded digests.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO } from './browser.mjs';
import { bundleFile } from './bundle.mjs';
import { earlierTree } from './earlier-tree.mjs';
import { numberedFrom } from './card-numbers.mjs';
import { cardsOf, GAMES } from './games.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { games: { type: 'string', default: '40' }, actions: { type: 'string', default: '600' }, state: { type: 'boolean', default: false }, 'card-numbers': { type: 'boolean', default: false }, game: { type: 'string' } },
});
const GAME_COUNT = Math.max(1, Math.floor(Number(values.games)) || 40);
const ACTIONS = Math.max(1, Math.floor(Number(values.actions)) || 600);
const names = values.game ? [values.game] : Object.keys(GAMES);
for (const name of names) if (!GAMES[name]) throw new Error(`--game: ${Object.keys(GAMES).join(', ')}`);

const tree = earlierTree(positionals[0] ?? 'HEAD', ['engine', 'card-dsl', 'sets', 'tsconfig.base.json'], 'same-games');
const linesFor = (root) => {
  const path = (p) => JSON.stringify(join(root, p));
  return [
    `export { loadGame } from ${path('engine/core/engine')};`,
    `export { Match } from ${path('engine/core/match')};`,
    ...names.map((name) => `export { ${GAMES[name].module} } from ${path(`engine/games/${name}`)};`),
    `export * from ${path('engine/bots')};`,
    `export { seedRng } from ${path('engine/random/rng')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
  ];
};

/** Where two texts first differ, with a little of each around it. */
function difference(label, before, after) {
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at += 1;
  const around = (text) => text.slice(Math.max(0, at - 80), at + 120);
  return `${label} differ at character ${at}:\n  before: …${around(before)}…\n  after:  …${around(after)}…`;
}

const bundles = [];
let failed = false;
try {
  bundles.push(await bundleFile(linesFor(tree.dir), 'same-before', { resolveDir: tree.dir }), await bundleFile(linesFor(REPO), 'same-after'));
  const before = await import(bundles[0].url);
  const after = await import(bundles[1].url);
  console.log(`same-games: ${tree.commit.slice(0, 7)} against the working tree, ${GAME_COUNT} games of each game, up to ${ACTIONS} actions each${values.state ? ', states compared too' : ''}`);
  for (const name of names) {
    const spec = GAMES[name];
    const old = before.loadGame(before[spec.module], cardsOf(before, name, tree.dir));
    const now = after.loadGame(after[spec.module], cardsOf(after, name, REPO));
    let actions = 0;
    // (Set for each game: the earlier side's card ids as this side's numbers, with --card-numbers.)
    let fromBefore = (value) => value;
    const check = (label, a, b, where) => {
      const x = JSON.stringify(fromBefore(a));
      const y = JSON.stringify(b);
      if (x === y) return true;
      console.log(`same-games: ${name}: ${where}: ${difference(label, x, y)}`);
      failed = true;
      return false;
    };
    games: for (let g = 0; g < GAME_COUNT; g += 1) {
      const seats = 2 + (g % (spec.mostSeats - 1));
      const config = { seed: `same-${g}`, seats };
      const a = before.Match.create(old, config);
      const b = after.Match.create(now, config);
      if (!a.ok || !b.ok) {
        if (!check('the setups', a.ok ? 'made' : a.error, b.ok ? 'made' : b.error, `game ${g}`)) break;
        continue;
      }
      if (values['card-numbers']) fromBefore = (value) => numberedFrom(a.match.state)(value);
      const bot = g % 2 === 0 ? after[spec.random] : after[spec.greedy];
      const rng = after.seedRng(`same-${g}:bots`);
      const undoAt = Math.floor(ACTIONS / 2);
      for (let k = 0; k < ACTIONS && !b.match.state.result; k += 1) {
        const where = `game ${g} (${seats} players), action ${k}`;
        const legalA = a.match.legalActions();
        const legalB = b.match.legalActions();
        if (!check('the legal actions', legalA, legalB, where)) break games;
        if (legalB.length === 0) break;
        const state = b.match.state;
        const chosen = legalB.length > 1 ? bot.choose(after.seatView(now, state, state.prompt.seat), legalB, rng) : legalB[0];
        // (A bot may answer with a copy of a listed action: found by its JSON then.)
        let pick = legalB.indexOf(chosen);
        if (pick < 0) pick = legalB.findIndex((action) => JSON.stringify(action) === JSON.stringify(chosen));
        const doneA = a.match.apply(legalA[pick]);
        const doneB = b.match.apply(legalB[pick]);
        if (!check('the answers', doneA.ok ? doneA.events : doneA.error, doneB.ok ? doneB.events : doneB.error, where)) break games;
        if (values.state && !check('the states', a.match.state, b.match.state, where)) break games;
        actions += 1;
        if (k === undoAt) {
          // Ten back and ten forward again: both rebuild from their snapshots and log.
          for (let u = 0; u < 10; u += 1) {
            a.match.undo();
            b.match.undo();
          }
          if (!check('the legal actions after undoing ten', a.match.legalActions(), b.match.legalActions(), where)) break games;
          for (let u = 0; u < 10; u += 1) {
            a.match.redo();
            b.match.redo();
          }
          if (!check('the legal actions after redoing them', a.match.legalActions(), b.match.legalActions(), where)) break games;
          if (values.state && !check('the states after undo and redo', a.match.state, b.match.state, where)) break games;
        }
      }
      if (!check('the results', a.match.state.result, b.match.state.result, `game ${g}`)) break;
    }
    console.log(`same-games: ${name}: ${actions.toLocaleString('en-US')} actions compared, ${failed ? 'a difference found' : 'the same'}`);
    if (failed) break;
  }
} finally {
  for (const bundle of bundles) await bundle.dispose();
  tree.dispose();
}
if (failed) process.exitCode = 1;

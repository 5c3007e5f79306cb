// Vanilla Stak Bots (bench/vanilla-stak-bots/README.md): the rules engine against a plain
// JavaScript version of the same rules, on the same games, and that version with only a Match's
// obligations added (floor.ts, the contract's floor), and that floor again with the state kept
// in the engine's format (data-floor.ts) and in a format of interned numbers (indexed-floor.ts).
// For 2, 3 and 4 players it first checks that all six play the recorded games (test/fixtures/vanilla-stak-bots-golden.json), then,
// after a warm-up, runs them interleaved in this one process: round after round, a short slice
// of each (the order turning every round), so that the load of a shared machine falls on all
// alike. Prints actions per CPU second (the process's own CPU time, which other work
// on a busy machine inflates far less than the wall clock; the wall-clock rate beside it) of the
// engine alone (legalActions, applyInPlace), of the engine through a Match (undo snapshots,
// action log and events kept) and of plain JS, their ratios (plain JS ÷ Match is the target:
// within 10×), what the contract's floor leaves of the 10× (on typed arrays, on the engine's
// state format and on interned numbers), and the load average beside them;
// then what setting a game up costs, what each kind of action costs through a Match, and how
// often one action looks into the state's tables.
//   VANILLA_PLAYERS=2,3,4  VANILLA_SLICES=40  VANILLA_SLICE_MS=50
//   VANILLA_PROFILE=engine|match  also profiles that one alone in a fresh process
//     (node --cpu-prof; VANILLA_PROFILE_MS=8000) and prints where its time goes;
//   VANILLA_PROFILE=ticks-engine|ticks-match  the same with V8's tick log (node --prof), which
//     names V8's built-in code (lookups by key, hash tables) and who calls it (v8-ticks.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, median } from './browser.mjs';
import { bundleFile } from './bundle.mjs';
import { summariseProfile } from './cpu-profile.mjs';
import { printTicks, summariseTicks } from './v8-ticks.mjs';

const env = process.env;
const whole = (value, fallback, min, max) => Math.max(min, Math.min(max, Math.round(Number(value ?? fallback)) || fallback));
const PLAYERS = (env.VANILLA_PLAYERS ?? '2,3,4').split(',').map(Number).filter((n) => [2, 3, 4].includes(n));
const SLICES = whole(env.VANILLA_SLICES, 40, 1, 1000);
const SLICE_MS = whole(env.VANILLA_SLICE_MS, 50, 10, 10_000);
const PROFILES = ['engine', 'match', 'ticks-engine', 'ticks-match'];
const PROFILE = PROFILES.includes(env.VANILLA_PROFILE) ? env.VANILLA_PROFILE : null;
const PROFILE_MS = whole(env.VANILLA_PROFILE_MS, 8000, 500, 600_000);
const WARM_UP_GAMES = 200;

const SET = join(REPO, 'sets', 'stak-bots', 'vanilla');
const golden = JSON.parse(readFileSync(join(REPO, 'test', 'fixtures', 'vanilla-stak-bots-golden.json'), 'utf8'));
const from = (file) => JSON.stringify(join(REPO, 'bench', 'vanilla-stak-bots', file));
const bundle = await bundleFile(
  [
    `export { plainPlayer } from ${from('plain')};`,
    `export { floorPlayer } from ${from('floor')};`,
    `export { dataFloorPlayer } from ${from('data-floor')};`,
    `export { indexedFloorPlayer } from ${from('indexed-floor')};`,
    `export { enginePlayer, vanillaConfig } from ${from('engine')};`,
    `export { record } from ${from('streams')};`,
    `export { countLookups } from ${from('lookups')};`,
    `export { costByKind } from ${from('kinds')};`,
    `export { vanillaGame, playFor } from ${from('run')};`,
  ],
  'vanilla',
  { sourcemap: true },
);

/**
 * What the engine's functions are for, by file and name, for the profile's summary by concern.
 * A sample counts for the innermost function on its stack listed here, else for its file.
 */
const CONCERNS = {
  'resolution loop (advance and its steps)': ['engine/core/machine.ts#advance', 'engine/core/machine.ts#step', 'engine/core/machine.ts#end', 'engine/core/machine.ts#livingCount', 'engine/core/ops.ts#dropOrphanedModifiers'],
  'listing legal actions': ['engine/core/engine.ts#legalActions', 'engine/core/machine.ts#legalAnswers', 'engine/games/stak-bots/rules.ts#moves', 'engine/games/stak-bots/rules.ts#living', 'engine/games/stak-bots/rules.ts#attacker'],
  'checking an action is legal': ['engine/core/machine.ts#refusal', 'engine/core/machine.ts#sameAction', 'engine/core/config.ts#actionProblem', 'engine/core/engine.ts#isState'],
  'carrying out moves and effects': ['engine/core/machine.ts#answer', 'engine/games/stak-bots/rules.ts#applyMove', 'engine/games/stak-bots/rules.ts#scrap', 'engine/games/stak-bots/rules.ts#playCard', 'engine/games/stak-bots/rules.ts#attackVerb', 'engine/effects/resolvers.ts#game', 'engine/effects/resolvers.ts#draw', 'engine/effects/damage.ts#dealDamage', 'engine/core/ops.ts#moveCard', 'engine/core/ops.ts#flip', 'engine/core/ops.ts#startEffect', 'engine/core/ops.ts#scopeFor', 'engine/core/ops.ts#entersExhausted', 'engine/core/evaluate.ts#statOf'],
  'events and triggers (emit)': ['engine/core/ops.ts#emit', 'engine/core/ops.ts#triggersOf', 'engine/core/machine.ts#orderTriggers'],
  'state checks after each step (afterStep, settle)': ['engine/games/stak-bots/rules.ts#afterStep', 'engine/games/stak-bots/rules.ts#noteAttackerLeft', 'engine/games/stak-bots/rules.ts#remembered', 'engine/games/stak-bots/rules.ts#foughtNow', 'engine/games/stak-bots/rules.ts#settle', 'engine/games/stak-bots/rules.ts#activeCards'],
  'end-of-turn repair (repairAll)': ['engine/games/stak-bots/rules.ts#repairAll'],
  'turn flow': ['engine/games/stak-bots/rules.ts#flow', 'engine/core/ops.ts#expireEndOfTurn', 'engine/core/state.ts#seatsFrom', 'engine/core/state.ts#seatIndex', 'engine/core/state.ts#flagTable'],
  'lookup helpers (zone ids, flag names, variants, seats)': ['engine/games/stak-bots/rules.ts#keysOf', 'engine/games/stak-bots/rules.ts#flagsOf', 'engine/games/stak-bots/rules.ts#attackerFlag', 'engine/games/stak-bots/rules.ts#stakKeyAt', 'engine/games/stak-bots/rules.ts#stakOf', 'engine/games/stak-bots/rules.ts#handOf', 'engine/games/stak-bots/rules.ts#variant', 'engine/core/evaluate.ts#seatZoneId', 'engine/core/evaluate.ts#zoneId', 'engine/core/evaluate.ts#interned', 'engine/core/evaluate.ts#seatOf', 'engine/core/evaluate.ts#isSeat', 'engine/core/evaluate.ts#currentDefId', 'engine/core/evaluate.ts#gameIndex', 'engine/core/evaluate.ts#definitionIndex', 'engine/core/state.ts#topOf'],
  'setting a game up (config, create, deal, arranged supply)': ['engine/core/engine.ts#create', 'engine/core/config.ts#configProblem', 'engine/games/stak-bots/rules.ts#setup', 'engine/games/stak-bots/rules.ts#place', 'engine/core/ops.ts#shuffleDeck', 'engine/random/rng.ts#seedRng', 'bench/vanilla-stak-bots/engine.ts#vanillaConfig', 'bench/vanilla-stak-bots/engine.ts#engineSupplyOrder', 'bench/vanilla-stak-bots/streams.ts#shuffledSupply'],
  'Match bookkeeping (log, events, legal list)': ['engine/core/match.ts#apply', 'engine/core/match.ts#legalActions', 'engine/core/match.ts#create'],
  'cloning states (Match snapshots)': ['engine/core/engine.ts#cloneState', 'engine/core/engine.ts#cloneJson'],
  'the benchmark driver (policy, trace)': ['bench/vanilla-stak-bots/engine.ts#playGame', 'bench/vanilla-stak-bots/engine.ts#codeOf', 'bench/vanilla-stak-bots/run.ts#playFor', 'bench/vanilla-stak-bots/streams.ts#next', 'bench/vanilla-stak-bots/streams.ts#below'],
};
const concernByFunction = new Map(Object.entries(CONCERNS).flatMap(([concern, keys]) => keys.map((key) => [key, concern])));
/** esbuild renames a function whose name another file also uses (`place2`): the name as written. */
const written = (name) => name.replace(/\d+$/, '');
function concernOf({ name, file }) {
  const listed = concernByFunction.get(`${file}#${name}`) ?? concernByFunction.get(`${file}#${written(name)}`);
  return listed ?? null;
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const times = (n) => `${n >= 10 ? n.toFixed(0) : n.toFixed(1)}×`;
const loadNow = () => loadavg()[0];
const sources = () =>
  readdirSync(SET)
    .filter((name) => name.endsWith('.cards'))
    .map((name) => ({ path: name, text: readFileSync(join(SET, name), 'utf8') }));

try {
  const m = await import(bundle.url);
  const game = m.vanillaGame(sources());
  const makers = {
    'engine alone': (players) => m.enginePlayer(game, players, 'engine'),
    Match: (players) => m.enginePlayer(game, players, 'match'),
    'plain JS': (players) => m.plainPlayer(players),
    'floor': (players) => m.floorPlayer(players),
    'data floor': (players) => m.dataFloorPlayer(players),
    'indexed floor': (players) => m.indexedFloorPlayer(players),
  };
  const names = Object.keys(makers);
  console.log(`vanilla: load average ${loadNow().toFixed(2)} when starting (2 cores shared: other work slows every figure, the interleaving keeps the ratios fair)`);
  console.log(`vanilla: ${SLICES} rounds of one ${SLICE_MS} ms slice each, after ${WARM_UP_GAMES} warm-up games each; sets/stak-bots/vanilla on the Stak Bots module`);

  for (const players of PLAYERS) {
    const tag = `vanilla ${players}p`;
    const expected = golden[`players${players}`].fingerprint;
    for (const name of names) {
      const got = m.record(makers[name](players), golden.games).fingerprint;
      if (got !== expected) throw new Error(`${tag}: ${name} plays other games than recorded (fingerprint ${got}, recorded ${expected})`);
    }
    console.log(`${tag}: the first ${golden.games} games of all six match the recorded fingerprint ${expected}`);

    // Fresh runs for timing: each starts at game 0 and plays the run's games in order.
    const runs = names.map((name) => ({ name, player: makers[name](players), actions: 0, games: 0, ms: 0, wallMs: 0, rates: [] }));
    for (const run of runs) for (let g = 0; g < WARM_UP_GAMES; g += 1) run.player.playGame(null);
    const loads = [];
    const rounds = [];
    for (let s = 0; s < SLICES; s += 1) {
      loads.push(loadNow());
      const round = {};
      for (let k = 0; k < runs.length; k += 1) {
        const run = runs[(s + k) % runs.length];
        const cpu = process.cpuUsage();
        const slice = m.playFor(run.player, SLICE_MS);
        const used = process.cpuUsage(cpu);
        const ms = (used.user + used.system) / 1000;
        run.actions += slice.actions;
        run.games += slice.games;
        run.ms += ms;
        run.wallMs += slice.ms;
        const rate = (slice.actions / ms) * 1000;
        run.rates.push(rate);
        round[run.name] = rate;
      }
      rounds.push(round);
    }
    loads.push(loadNow());
    const rate = Object.fromEntries(runs.map((run) => [run.name, (run.actions / run.ms) * 1000]));
    for (const run of runs) {
      console.log(
        `${tag}: ${run.name.padEnd(12)} ${fmt(rate[run.name]).padStart(11)} actions per CPU second  ${(1e6 / rate[run.name]).toFixed(3).padStart(7)} µs/action  (slices: median ${fmt(median(run.rates))}, min ${fmt(Math.min(...run.rates))}, max ${fmt(Math.max(...run.rates))}; ${fmt((run.actions / run.wallMs) * 1000)} per wall-clock second; ${fmt(run.games)} games, ${(run.actions / run.games).toFixed(1)} actions/game)`,
      );
    }
    const perRound = (a, b) => median(rounds.map((r) => r[a] / r[b]));
    // The contract's floors: plain JS with only a Match's obligations (floor.ts), and the same
    // with its state in the engine's format (data-floor.ts) and in interned numbers
    // (indexed-floor.ts). Whatever the kernel does, plain JS ÷ Match is at least plain JS ÷ a
    // floor of its format; what is left of the 10× is what the kernel may cost on top of it.
    const floorLine = (name, what) => {
      const ratio = rate['plain JS'] / rate[name];
      console.log(
        `${tag}: ${what}: plain JS ÷ ${name} ${times(ratio)} (median of rounds ${times(perRound('plain JS', name))}), ${name} ÷ Match ${times(rate[name] / rate.Match)}; within 10× of plain JS a Match action may take at most ${times(10 / ratio)} the ${name}'s time`,
      );
    };
    floorLine('floor', "the contract's floor (plain JS listing its actions as objects, keeping its events and a Match's log and snapshots)");
    floorLine('data floor', "the floor on the engine's state format (cards a list by number, zones lists of card numbers, the turn's flags in a table keyed by name, those about single bots in lists by number)");
    floorLine('indexed floor', 'the floor on a state of interned numbers (cards, zones and seats numbered, lists indexed by them)');
    console.log(
      `${tag}: plain JS ÷ Match ${times(rate['plain JS'] / rate.Match)} (median of rounds ${times(perRound('plain JS', 'Match'))}; target: within 10×), plain JS ÷ engine alone ${times(rate['plain JS'] / rate['engine alone'])}, Match ÷ engine alone ${(rate.Match / rate['engine alone']).toFixed(2)}; load average ${median(loads).toFixed(2)} (${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} during the rounds)`,
    );

    // Setting a game up (config with its arranged supply, then create): part of every engine
    // game above. Without the arrangement, what any game's setup costs (the engine's own shuffle).
    const setupUs = (arranged) => {
      const configs = Array.from({ length: 400 }, (_, g) => {
        const config = m.vanillaConfig(g, players);
        if (!arranged) delete config.arrange;
        return config;
      });
      const batches = [];
      for (let batch = 0; batch < 5; batch += 1) {
        const cpu = process.cpuUsage();
        for (const config of configs) game.create(config);
        const used = process.cpuUsage(cpu);
        batches.push((used.user + used.system) / configs.length);
      }
      return median(batches);
    };
    const withArrangement = setupUs(true);
    const plainSetup = setupUs(false);
    const alone = runs.find((run) => run.name === 'engine alone');
    const gameUs = (alone.ms * 1000) / alone.games;
    console.log(
      `${tag}: setting a game up: ${withArrangement.toFixed(1)} µs of CPU with the arranged supply (create only; ${((100 * withArrangement) / gameUs).toFixed(0)}% of a game played by the engine alone, ${gameUs.toFixed(0)} µs), ${plainSetup.toFixed(1)} µs without it (the engine's own shuffle and deal); load average ${loadNow().toFixed(2)}`,
    );

    const costs = m.costByKind(game, players, 2000);
    console.log(
      `${tag}: each kind of action through a Match (${fmt(costs.games)} games, ${fmt(costs.actions)} actions, each apply timed alone): ${costs.kinds.map((k) => `${k.kind} ${k.us.toFixed(2)} µs (${(100 * k.share).toFixed(0)}% of actions, ${(100 * k.ofTime).toFixed(0)}% of the time)`).join(', ')}; creating the Match ${costs.createUs.toFixed(1)} µs a game`,
    );

    const looked = m.countLookups(game, players, 100);
    const per = (t) => ((t.reads + t.writes + t.tests + t.listings) / looked.actions).toFixed(1);
    const parts = (t) => `${(t.reads / looked.actions).toFixed(1)} reads, ${(t.writes / looked.actions).toFixed(1)} writes, ${((t.tests + t.listings) / looked.actions).toFixed(2)} tests and listings`;
    console.log(
      `${tag}: lookups per action (${looked.games} games, ${fmt(looked.actions)} actions): state.cards ${per(looked.cards)} (${parts(looked.cards)}), state.zones ${per(looked.zones)} (${parts(looked.zones)}), turn flags ${per(looked.turnFlags)} (${parts(looked.turnFlags)}), game flags ${per(looked.gameFlags)}`,
    );
  }

  if (PROFILE?.startsWith('ticks-')) profileTicks(PROFILE.slice('ticks-'.length));
  else if (PROFILE) profile(PROFILE);
} finally {
  await bundle.dispose();
}

/** The program a profiling run runs: warm up, then play one way alone for a while. */
function profiledRun(through, players) {
  return [
    `const m = await import(${JSON.stringify(bundle.url)});`,
    `const { readdirSync, readFileSync } = await import('node:fs');`,
    `const set = ${JSON.stringify(SET)};`,
    `const game = m.vanillaGame(readdirSync(set).filter((n) => n.endsWith('.cards')).map((n) => ({ path: n, text: readFileSync(set + '/' + n, 'utf8') })));`,
    `const player = m.enginePlayer(game, ${players}, ${JSON.stringify(through)});`,
    `for (let g = 0; g < ${WARM_UP_GAMES}; g += 1) player.playGame(null);`,
    `const played = m.playFor(player, ${PROFILE_MS});`,
    `console.log(JSON.stringify(played));`,
  ].join('\n');
}

/** Plays one way alone under V8's tick log in a fresh process and prints what code the time is in. */
function profileTicks(through) {
  const players = PLAYERS[0] ?? 2;
  const dir = mkdtempSync(join(tmpdir(), 'cardwright-vanilla-ticks-'));
  try {
    const child = spawnSync(process.execPath, ['--prof', '--no-short-builtin-calls', '--input-type=module', '-e', profiledRun(through, players)], { encoding: 'utf8', cwd: dir });
    if (child.status !== 0) throw new Error(`the profiling run failed: ${child.stderr}`);
    const played = JSON.parse(child.stdout.trim().split('\n').pop());
    const log = readdirSync(dir).find((name) => name.endsWith('-v8.log'));
    const tag = `vanilla ${players}p ticks (${through === 'engine' ? 'engine alone' : 'Match'})`;
    console.log(`${tag}: ${fmt((played.actions / played.ms) * 1000)} actions/s while logged (built-ins called the long way, so slower than the timed runs); load average ${loadNow().toFixed(2)}`);
    printTicks(tag, summariseTicks(join(dir, log), bundle.file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Profiles one way of playing alone in a fresh process and prints where its time goes. */
function profile(through) {
  const players = PLAYERS[0] ?? 2;
  const dir = mkdtempSync(join(tmpdir(), 'cardwright-vanilla-profile-'));
  try {
    const code = profiledRun(through, players);
    const child = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-interval', '100', '--cpu-prof-dir', dir, '--input-type=module', '-e', code], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`the profiling run failed: ${child.stderr}`);
    const played = JSON.parse(child.stdout.trim().split('\n').pop());
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    const summary = summariseProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')), bundle.file, { within: (frame) => frame.name === 'playFor', concernOf });
    const tag = `vanilla ${players}p profile (${through === 'engine' ? 'engine alone' : 'Match'})`;
    console.log(`${tag}: ${fmt((played.actions / played.ms) * 1000)} actions/s while profiled, ${summary.samples.toLocaleString('en-US')} samples of 0.1 ms in the timed games; garbage collection ${summary.gcPercent.toFixed(1)}%; load average ${loadNow().toFixed(2)}`);
    const line = (e) => `${e.percent.toFixed(1).padStart(5)}%  ${e.name}  ${e.file}${e.line ? `:${e.line}` : ''}`;
    console.log(`${tag}: self time by function (top 25)`);
    for (const e of summary.self.slice(0, 25)) console.log(`  ${line(e)}`);
    console.log(`${tag}: time with callees by function (top 25)`);
    for (const e of summary.inclusive.slice(0, 25)) console.log(`  ${line(e)}`);
    console.log(`${tag}: self time by source line (top 30; in: the function it ran in, which V8 may have inlined it into)`);
    for (const e of summary.lines.slice(0, 30)) console.log(`  ${e.percent.toFixed(1).padStart(5)}%  ${`${e.file}:${e.line}`.padEnd(38)} in ${e.function.padEnd(13)} ${e.text.slice(0, 80)}`);
    console.log(`${tag}: self time by file`);
    for (const f of summary.files.slice(0, 20)) console.log(`  ${f.percent.toFixed(1).padStart(5)}%  ${f.file}`);
    console.log(`${tag}: time by concern (each sample counted for the innermost function with a concern)`);
    for (const c of summary.concerns) console.log(`  ${c.percent.toFixed(1).padStart(5)}%  ${c.concern}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

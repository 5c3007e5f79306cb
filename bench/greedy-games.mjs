// Two-player games of a game's greedy bot against itself on worker threads (bench/greedy.worker.mjs),
// for the benches of the games that have one: the games are dealt out in chunks so both threads
// finish together; prints the wall time, games and actions per second, the CPU time of all the
// threads (which a busy machine inflates far less than the wall time), lengths, wins by seat and
// the games stopped by a cap, each line starting with `label`.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Games a worker is sent at a time: small enough that both threads finish together. */
const CHUNK = 50;
const fmt = (n) => Math.round(n).toLocaleString('en-US');

/**
 * `bundle`: the URL of the engine bundle, which exports `loadGame`, `seatView`, `seedRng` and
 * the game module and bot named by `module` and `bot`.
 */
export async function playGreedyGames({ label, bundle, definitions, module, bot, games: GAMES, threads: THREADS = 2 }) {
  const loading = performance.now();
  const workers = await Promise.all(
    Array.from(
      { length: THREADS },
      () =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./greedy.worker.mjs', import.meta.url), { workerData: { bundle, definitions, module, bot } });
          worker.once('message', (m) => (m.type === 'ready' ? resolve(worker) : reject(new Error(`worker: ${JSON.stringify(m)}`))));
          worker.once('error', reject);
        }),
    ),
  );
  console.log(`${label}:   ${THREADS} workers loaded the engine and the cards in ${fmt(performance.now() - loading)} ms (not counted below)`);
  const results = [];
  let next = 0;
  const started = performance.now();
  // The whole process's CPU time (every thread's): what the games cost whatever else the
  // machine runs, where the wall time grows with the load.
  const cpuBefore = process.cpuUsage();
  let reported = 0;
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          const send = () => {
            if (next >= GAMES) {
              worker.postMessage({ type: 'stop' });
              resolve();
              return;
            }
            const from = next;
            next = Math.min(GAMES, next + CHUNK);
            worker.postMessage({ type: 'play', from, to: next });
          };
          worker.on('message', (m) => {
            results.push(...m.games);
            if (results.length - reported >= Math.max(1000, GAMES / 10) || results.length === GAMES) {
              reported = results.length;
              process.stderr.write(`${label}:   ${fmt(results.length)}/${fmt(GAMES)} games, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
            }
            send();
          });
          worker.on('error', reject);
          send();
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
  await Promise.all(workers.map((w) => w.terminate()));

  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `mean ${(sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(1)}, p99 ${percentile(sorted, 99)}, max ${sorted[sorted.length - 1]}`;
  };
  const totalActions = results.reduce((n, r) => n + r.actions, 0);
  const stopped = {};
  const examples = {};
  const wins = { p1: 0, p2: 0 };
  results.sort((a, b) => a.g - b.g);
  for (const r of results) {
    if (r.stopped) {
      stopped[r.stopped] = (stopped[r.stopped] ?? 0) + 1;
      // The first few, by seed, to replay: game.create({ seed: 'greedy-<n>', seats: 2 }), bots seeded 'greedy-<n>:bots'.
      if ((examples[r.stopped] ??= []).length < 3) examples[r.stopped].push(`greedy-${r.g}`);
    }
    for (const w of r.winners) wins[w] = (wins[w] ?? 0) + 1 / r.winners.length;
  }
  const stoppedTotal = Object.values(stopped).reduce((a, b) => a + b, 0);
  console.log(`${label}:   wall time ${seconds.toFixed(1)} s: ${(results.length / seconds).toFixed(1)} games/s, ${fmt(totalActions / seconds)} actions/s over ${THREADS} threads`);
  console.log(
    `${label}:   CPU time ${cpuSeconds.toFixed(1)} s over all threads: ${(cpuSeconds / THREADS).toFixed(1)} s a thread, the wall time ${THREADS} free cores would give; load average ${loadavg()[0].toFixed(2)} at the end`,
  );
  console.log(`${label}:   game length: ${summary(results.map((r) => r.actions))} actions; ${summary(results.map((r) => r.turns))} turns`);
  console.log(`${label}:   wins: p1 (first seat) ${((100 * wins.p1) / results.length).toFixed(1)}%, p2 ${((100 * wins.p2) / results.length).toFixed(1)}%`);
  console.log(`${label}:   stopped by a cap: ${stoppedTotal}${stoppedTotal ? ` (${Object.entries(stopped).map(([reason, n]) => `${n}: ${reason}, e.g. ${examples[reason].join(', ')}`).join('; ')})` : ''}`);
}

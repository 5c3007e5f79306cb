// What the compare scripts share: an earlier commit's sources beside this checkout, the
// summary of the per-round ratios between the two, and the comparison run in several processes.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, REPO } from './browser.mjs';

/**
 * The folders `paths` of `revision` taken with `git archive` into a temporary folder, with this
 * checkout's node_modules linked in, so that commit's engine can be bundled beside this one.
 * `dispose` removes the folder.
 */
export function earlierTree(revision, paths, label) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: REPO, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), `cardwright-${label}-${commit.slice(0, 7)}-`));
  const tar = execFileSync('git', ['archive', commit, ...paths], { cwd: REPO, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { commit, dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The median of the rounds' ratios, its standard error (from the spread between the quartiles,
 * as for a normal spread) and the quartiles themselves.
 */
export function ratioSummary(ratios) {
  const sorted = [...ratios].sort((a, b) => a - b);
  const quartile = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const q1 = quartile(0.25);
  const q3 = quartile(0.75);
  return { median: median(ratios), error: (1.2533 * ((q3 - q1) / 1.349)) / Math.sqrt(ratios.length), q1, q3 };
}

/**
 * The options every compare script takes to run in several processes: `--processes N`, and for
 * the processes such a run starts, which side loads first and a last line of JSON.
 */
export const PROCESS_OPTIONS = {
  processes: { type: 'string', default: '1' },
  'after-first': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
};

/** The order a process loads its sides in, as indexes of [before, after] (`--after-first` turns it). */
export function loadOrder(values) {
  return values['after-first'] ? [1, 0] : [0, 1];
}

/**
 * With `--processes N` above 1, runs the same comparison in N fresh processes one after another
 * and returns true; with 1, returns false (the caller compares in this process). A ratio carries
 * how V8 compiled each side in its process: the same tree against itself gives anywhere from
 * 0.82 to 1.03 from one process to the next, far more than the ± within one. `script` is the
 * compare script's file and `args` its arguments but `--rounds`: each process gets its share of
 * the rounds, every other one `--after-first`, and each `--json`, to print its ratio as the last
 * line (`printRatioJson`). Prints each process's ratio, then their median and range.
 */
export function comparedAcrossProcesses(script, values, rounds, args) {
  const processes = Number(values.processes);
  if (!(Number.isInteger(processes) && processes >= 1 && processes <= rounds)) throw new Error('--processes: a whole number from 1 to the rounds');
  if (processes === 1) return false;
  const each = String(Math.max(1, Math.round(rounds / processes)));
  const results = [];
  for (let p = 0; p < processes; p += 1) {
    const childArgs = [script, ...args, '--rounds', each, '--json', ...(p % 2 === 1 ? ['--after-first'] : [])];
    const child = spawnSync(process.execPath, childArgs, { encoding: 'utf8', cwd: REPO, maxBuffer: 1 << 26 });
    if (child.status !== 0) throw new Error(`compare: process ${p + 1} failed: ${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').pop());
    results.push(result.median);
    console.log(`compare: process ${p + 1} of ${processes} (${p % 2 === 1 ? 'after' : 'before'} loaded first, ${each} rounds): after ÷ before ${result.median.toFixed(3)} ± ${result.error.toFixed(3)}`);
  }
  const sorted = [...results].sort((a, b) => a - b);
  console.log(`compare: after ÷ before ${median(results).toFixed(3)} (median of ${processes} processes; they ranged ${sorted[0].toFixed(3)}–${sorted[sorted.length - 1].toFixed(3)}); load average ${loadavg()[0].toFixed(2)}`);
  return true;
}

/** A process of a run of several prints its ratio as its last line (`--json`). */
export function printRatioJson(values, summary, overall) {
  if (values.json) console.log(JSON.stringify({ median: summary.median, error: summary.error, overall }));
}

// What the compare scripts share: an earlier commit's sources beside this checkout, and the
// summary of the per-round ratios between the two.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

// Shared by the benches: Debian's Chromium as the e2e tests launch it, and the web host as a
// child process. Not a bench itself (scripts/bench.mjs runs only *.bench.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromiumSettings from '../test/chromium.json' with { type: 'json' };

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The build to measure; another folder can be named to try a bench on a stand-in build. */
export const DIST = resolve(process.env.CARDWRIGHT_DIST ?? join(REPO, 'dist'));
export const CHROMIUM = process.env.CARDWRIGHT_CHROMIUM ?? chromiumSettings.executablePath;
/** The same flags as test/e2e: Chromium in a sandboxed, offline container. */
export const CHROMIUM_ARGS = chromiumSettings.args;

export function requireBuild() {
  for (const file of [join(DIST, 'web', 'serve.mjs'), join(DIST, 'renderer', 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`node scripts/build.mjs\` first (\`npm run bench\` does)`);
  }
}

/**
 * Starts dist/web/serve.mjs and resolves once it printed its address, with the time that took
 * (process spawn to address: what a user waits for after `npm run web`, minus the build).
 */
export function startWebHost(args) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(DIST, 'web', 'serve.mjs'), '--port', '0', '--print-json', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the web host printed no address within 20 s: ${stderr}`));
    }, 20_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline < 0) return;
      clearTimeout(timer);
      const address = JSON.parse(stdout.slice(0, newline));
      const stop = () =>
        new Promise((resolveStop) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
          const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolveStop();
          });
          child.kill('SIGTERM');
        });
      resolveStart({ ...address, startMs: performance.now() - started, stop });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the web host exited with code ${code}: ${stderr}`));
    });
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `fn` once to warm up, then `runs` times: the times in ms of the timed runs. */
export function timeRuns(fn, runs) {
  fn();
  return Array.from({ length: runs }, () => {
    const started = performance.now();
    fn();
    return performance.now() - started;
  });
}

/** A figure in ms, with two decimals below 10 ms. */
export const fmtMs = (value) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

export const ms = (value) => `${Math.round(value)} ms`;

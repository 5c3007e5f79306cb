// `npm test`: type-check, lint, build, then every test (unit and end-to-end), stopping at the
// first failing step. Step timings go to stderr before the tests start, so the last line of
// output is the test summary (`tests: N passed, N failed, N skipped`) that CI reads.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

const steps = [
  ['typecheck', [join(root, 'scripts', 'typecheck.mjs')]],
  ['lint', [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.']],
  ['build', [join(root, 'scripts', 'build.mjs')]],
  ['tests', [bin('vitest', 'vitest.mjs'), 'run']],
];

let current = null;

/**
 * Runs one step. The tests' output is passed through while its tail is kept, to tell a test
 * failure (the summary line was printed) from vitest failing before it could report.
 */
function run(args, { keepTail = false } = {}) {
  return new Promise((resolve) => {
    const env = keepTail && process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['inherit', keepTail ? 'pipe' : 'inherit', 'inherit'] });
    current = child;
    let tail = '';
    child.stdout?.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', () => resolve({ code: 1, tail }));
    child.on('close', (code, signal) => {
      current = null;
      resolve({ code: signal ? 1 : (code ?? 1), tail });
    });
  });
}

// Pass a stop request on to the running step (Ctrl+C, or CI's timeout signalling npm).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current?.exitCode === null) current.kill(signal);
    else process.exit(1);
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
for (const [name, args] of steps) {
  const last = name === 'tests';
  if (last) process.stderr.write(`test: steps before the tests took ${seconds(performance.now() - started)} in all; running vitest\n`);
  else process.stderr.write(`test: ${name}…\n`);
  const stepStarted = performance.now();
  const { code, tail } = await run(args, { keepTail: last });
  if (code !== 0) {
    // The summary line must stay last when the tests ran: it already says what failed.
    const summarised = last && /(^|\n)tests: \d+ passed, \d+ failed/.test(stripVTControlCharacters(tail));
    if (!summarised) process.stderr.write(`test: step "${name}" failed after ${seconds(performance.now() - stepStarted)}\n`);
    process.exit(code);
  }
  if (!last) process.stderr.write(`test: ${name} passed in ${seconds(performance.now() - stepStarted)}\n`);
}

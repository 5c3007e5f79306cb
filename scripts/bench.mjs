// `npm run bench`: builds, then runs every bench/*.bench.mjs in turn and prints its figures.
//   node scripts/bench.mjs [--no-build] [name…]   (names filter the bench files, e.g. startup)
// Benchmarks print numbers; none asserts a duration. A bench that fails is reported and the
// run exits non-zero after the others have run.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const filters = args.filter((arg) => !arg.startsWith('--'));

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(1));
  });
}

if (!args.includes('--no-build')) {
  const code = await run(join(root, 'scripts', 'build.mjs'));
  if (code !== 0) {
    console.error('bench: the build failed');
    process.exit(code);
  }
}

const benches = readdirSync(join(root, 'bench'))
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();
if (benches.length === 0) {
  console.error(`bench: no bench/*.bench.mjs matches ${filters.join(', ')}`);
  process.exit(1);
}

const failed = [];
for (const name of benches) {
  console.log(`\n== ${name}`);
  const started = performance.now();
  const code = await run(join(root, 'bench', name));
  console.log(`== ${name} ${code === 0 ? 'done' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nbench: ${failed.length} of ${benches.length} failed: ${failed.join(', ')}`);
  process.exit(1);
}

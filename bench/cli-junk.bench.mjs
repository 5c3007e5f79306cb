// `cardwright check` on 10 MB of junk, through the built command (process start included):
// random bytes (refused as not UTF-8, each file in one line), random text that is valid
// UTF-8 (every phase runs: a problem every few characters, capped per file), printable noise
// with words of the language, and one file of 8 MB (the largest a source may be). Prints the
// median and max of BENCH_RUNS runs against the budget, and, where /usr/bin/time exists, the
// command's CPU time (user + system), which other work on a shared machine does not inflate
// as it does the wall time. Asserts nothing.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, median } from './browser.mjs';

const RUNS = Math.max(1, Math.min(20, Number(process.env.BENCH_RUNS ?? 3) || 3));
const CLI = join(DIST, 'cli', 'cardwright.mjs');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const CPU_MARK = 'cardwright-bench-cpu';
if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`node scripts/build.mjs\` first (\`npm run bench\` does)`);

const MB = 1024 * 1024;
const scratch = mkdtempSync(join(tmpdir(), 'cardwright-bench-junk-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

/** A set folder of `files` files of `bytes` each, made by `make(bytes)`. */
function setFolder(name, files, bytes, make) {
  const folder = join(scratch, name, 'sets', 'stak-bots', 'junk');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Junk' }));
  for (let i = 0; i < files; i += 1) writeFileSync(join(folder, `junk-${i}.cards`), make(bytes));
  return folder;
}

/** Random bytes decoded as UTF-8 (invalid ones become U+FFFD) and encoded again: junk that is text, cut to size on a character. */
function randomText(bytes) {
  let text = new TextDecoder().decode(randomBytes(bytes));
  let encoded = Buffer.from(text);
  while (encoded.length > bytes) {
    text = text.slice(0, Math.floor((text.length * bytes) / encoded.length));
    encoded = Buffer.from(text);
  }
  return encoded;
}
const words = ['game', 'stak-bots', 'bot', '"A"', 'rank', 'power', '{', '}', 'entry:', 'draw', 'a', 'card', 'then', '@', '"', '\n', '(', ')'];
function noise(bytes) {
  const random = randomBytes(bytes);
  const parts = [];
  let length = 0;
  for (let i = 0; length < bytes; i += 1) {
    const part = random[i % bytes] < 128 ? `${words[random[i % bytes] % words.length]} ` : String.fromCharCode(32 + (random[i % bytes] % 95));
    parts.push(part);
    length += part.length;
  }
  return parts.join('').slice(0, bytes);
}

function check(folder) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const command = [process.execPath, CLI, 'check', folder];
    const child = TIME ? spawn(TIME, ['-f', `${CPU_MARK} %U %S`, ...command], { stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let lines = 0;
    let tail = '';
    let errors = '';
    child.stdout.on('data', (chunk) => {
      const text = chunk.toString('utf8');
      for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lines += 1;
      tail = (tail + text).slice(-300);
    });
    child.stderr.on('data', (chunk) => (errors += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      // /usr/bin/time adds its own lines to stderr: the CPU time, and a note on a non-zero exit.
      const mark = new RegExp(`${CPU_MARK} ([\\d.]+) ([\\d.]+)`).exec(errors);
      const own = errors.replace(/^(Command exited with non-zero status \d+|cardwright-bench-cpu .*)\n?/gm, '');
      lines += own.split('\n').filter(Boolean).length;
      if (code !== 0 && code !== 1) reject(new Error(`check exited ${code}: ${(tail + own).slice(-300)}`));
      else resolve({ ms: performance.now() - started, cpu: mark ? (Number(mark[1]) + Number(mark[2])) * 1000 : null, lines, summary: tail.trim().split('\n').pop() });
    });
  });
}

console.log(`cli-junk: load average ${loadavg()[0].toFixed(2)} when starting; ${RUNS} runs each, median (max)`);
const cases = [
  ['10 MB of random bytes, 10 files', setFolder('bytes', 10, MB, randomBytes)],
  ['10 MB of random text (valid UTF-8), 10 files', setFolder('text', 10, MB, randomText)],
  ['10 MB of noise with words of the language, 10 files', setFolder('noise', 10, MB, noise)],
  ['8 MB of random text in one file (the size limit)', setFolder('one', 1, 8 * MB, randomText)],
];
for (const [label, folder] of cases) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await check(folder));
  const times = runs.map((r) => r.ms);
  const cpu = runs.every((r) => r.cpu !== null) ? `, cpu ${Math.round(median(runs.map((r) => r.cpu)))} ms` : '';
  console.log(`cli-junk: check ${label}: ${Math.round(median(times))} ms (${Math.round(Math.max(...times))} ms)${cpu}, ${runs[0].lines} lines printed ("${runs[0].summary}")   budget < 2000 ms`);
}

// Fuzzing the command line's inputs: random and invalid bytes, FIFOs, links, devices, huge
// files, alias bombs, bad options and every kind of target, run through the command's own
// entry point in this process. For each input: no crash (no exception, no stack trace, exit
// code 0, 1 or 2 only), no hang (each run bounded in time), and no byte changed that should
// not have been (every file but the intended output is hashed before and after, and no file
// appears but that output). The counts are printed; all three must be 0.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { format } from '../card-dsl/compile/format';
import { deviceNode } from '../cli/testing';

vi.stubGlobal('__CARDWRIGHT_VERSION__', '0.0.0-fuzz');
const { run } = await import('../cli/main');

const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'cardwright-cli-fuzz-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Far above any run here (tens of milliseconds; a few seconds for a scenario batch on a busy machine): only a hang gets here. */
const HANG_MS = Number(process.env.CARDWRIGHT_FUZZ_HANG_MS ?? 20_000);
const SEED = Number(process.env.CARDWRIGHT_FUZZ_SEED ?? 20261127);

/** A small seeded generator (mulberry32), so a failing input can be made again from the seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  return { next, int, pick, bytes };
}
const rng = generator(SEED);

const starter = readFileSync(join(root, 'sets/stak-bots/starter/starter.cards'), 'utf8');
const scenario = readFileSync(join(root, 'sets/stak-bots/starter/scenarios/card-dampener.scenario.yaml'), 'utf8');
const GOOD = 'game stak-bots\nbot "Pip" rank 1 power 2 {\nentry: draw a card\n}\n';

type Snapshot = Map<string, string>;

/** Every entry under `dir`, by path: a regular file's hash, a link's target, or its kind. FIFOs are never opened. */
function snapshot(dir: string, out: Snapshot = new Map()): Snapshot {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = lstatSync(path);
    if (info.isDirectory()) {
      out.set(path, 'folder');
      snapshot(path, out);
    } else if (info.isSymbolicLink()) out.set(path, `link ${readlinkSync(path)}`);
    else if (info.isFile()) out.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
    else out.set(path, info.isFIFO() ? 'fifo' : 'special');
  }
  return out;
}

/** What a case may change: paths (written whole) and, for fmt, files that may become their canonical form. */
type Allowed = { outputs?: string[]; formatted?: string[] };

type Case = { label: string; args: string[]; allowed?: Allowed };

const counts = { inputs: 0, crashes: 0, hangs: 0, changed: 0 };
const findings: string[] = [];

async function attempt(dir: string, c: Case, inputs = 1): Promise<void> {
  counts.inputs += inputs;
  const before = snapshot(dir);
  const texts = new Map<string, Buffer>();
  for (const path of c.allowed?.formatted ?? []) {
    const info = lstatSync(path, { throwIfNoEntry: false });
    if (info?.isFile()) texts.set(path, readFileSync(path));
  }
  const out: string[] = [];
  const err: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
  let outcome: number | 'hang' | 'threw';
  const started = performance.now();
  // Relative paths (and `init`'s folder, and `test`'s default sets/) land in the case's folder, which is snapshotted.
  const home = process.cwd();
  process.chdir(dir);
  try {
    outcome = await Promise.race([run(c.args, (l) => out.push(l), (l) => err.push(l)), hang]);
    // Work that holds the thread (a loop, or quadratic time) finishes before any timer can fire.
    if (performance.now() - started > HANG_MS) outcome = 'hang';
  } catch (error) {
    outcome = 'threw';
    err.push(String(error));
  } finally {
    clearTimeout(timer);
    process.chdir(home);
  }
  const shown = `${c.label}: cardwright ${c.args.map((a) => (a.startsWith(scratch) ? relative(scratch, a) : JSON.stringify(a))).join(' ')}`;
  const output = [...out, ...err].join('\n');
  if (outcome === 'hang') {
    counts.hangs += 1;
    findings.push(`hang: ${shown}`);
    return;
  }
  if (outcome === 'threw' || ![0, 1, 2].includes(outcome) || /^\s+at .+[(:]\d+:\d+\)?$/m.test(output) || /node:internal|\.ts:\d+:\d+/.test(output)) {
    counts.crashes += 1;
    findings.push(`crash (${String(outcome)}): ${shown}\n${output.slice(0, 600)}`);
  }
  const after = snapshot(dir);
  const outputs = new Set(c.allowed?.outputs ?? []);
  for (const [path, state] of after) {
    const was = before.get(path);
    if (was === state) continue;
    if (outputs.has(path) && outcome === 0) continue;
    // fmt may rewrite a file it read as UTF-8 text, into exactly its canonical form.
    const original = texts.get(path);
    const text = original && utf8(original);
    if (text !== undefined && text !== null) {
      const canonical = format(text);
      if (canonical.text !== null && createHash('sha256').update(canonical.text).digest('hex') === state) continue;
    }
    counts.changed += 1;
    findings.push(`changed ${relative(scratch, path)} (${was === undefined ? 'new' : 'was there'}): ${shown}`);
  }
  for (const path of before.keys()) {
    if (!after.has(path)) {
      counts.changed += 1;
      findings.push(`removed ${relative(scratch, path)}: ${shown}`);
    }
  }
}

function utf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

let caseNumber = 0;
/** A fresh folder for one case: a set folder with its manifest, ready for files. */
function caseFolder(): { dir: string; set: string } {
  caseNumber += 1;
  const dir = join(scratch, `case-${caseNumber}`);
  const set = join(dir, 'sets', 'stak-bots', 'mine');
  mkdirSync(set, { recursive: true });
  writeFileSync(join(set, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Mine' }));
  return { dir, set };
}

/** Text that is valid UTF-8 but no card: printable noise, words of the language and stray marks. */
function noiseText(length: number): string {
  const words = ['game', 'stak-bots', 'bot', '"A"', 'rank', 'power', '{', '}', 'entry:', 'draw', 'a', 'card', 'named', 'target', 'as', 'then', '@', '\\u{', '"', '\n', '(', ')', '🤖', 'é'];
  let text = '';
  while (text.length < length) text += rng.next() < 0.5 ? `${rng.pick(words)} ` : String.fromCharCode(32 + rng.int(95));
  return text;
}

const BYTE_KINDS = 5;

/** The bytes of a file that may break things: random, invalid UTF-8 in a good file, noise, junk inside a card. */
function hostileBytes(which = rng.int(BYTE_KINDS)): { bytes: Buffer; kind: string } {
  switch (which) {
    case 0:
      return { bytes: rng.bytes(rng.int(64 * 1024)), kind: 'random bytes' };
    case 1: {
      const good = Buffer.from(rng.next() < 0.5 ? starter : GOOD);
      const at = rng.int(good.length);
      return { bytes: Buffer.concat([good.subarray(0, at), Buffer.from([0x80 + rng.int(0x80)]), good.subarray(at)]), kind: 'a good file with an invalid byte' };
    }
    case 2:
      return { bytes: Buffer.from(noiseText(rng.int(20_000))), kind: 'noise' };
    case 3:
      return { bytes: Buffer.from(`game stak-bots\nbot "A" rank 1 power 1 {\n  entry: ${noiseText(rng.int(5000))}\n}\n`), kind: 'noise in a card' };
    default:
      return { bytes: Buffer.from(rng.next() < 0.5 ? GOOD : starter), kind: 'a good file' };
  }
}

describe('command line fuzzing', { timeout: 240_000 }, () => {
  it('never crashes, hangs or changes a byte it should not, on any input', async () => {
    // Card files of every kind, through check, fmt (in place and --check) and compile: each
    // kind through each command once, then at random.
    const commands = ['check', 'check-json', 'fmt', 'fmt-check', 'compile'] as const;
    for (let i = 0; i < BYTE_KINDS * commands.length + 20; i += 1) {
      const { dir, set } = caseFolder();
      const every = i < BYTE_KINDS * commands.length;
      const { bytes, kind } = hostileBytes(every ? i % BYTE_KINDS : undefined);
      const file = join(set, 'a.cards');
      writeFileSync(file, bytes);
      if (rng.next() < 0.3) writeFileSync(join(set, 'b.cards'), GOOD.replace('Pip', 'Zap'));
      const target = join(dir, 'out.json');
      const command = every ? commands[Math.floor(i / BYTE_KINDS)]! : rng.pick(commands);
      if (command === 'check') await attempt(dir, { label: kind, args: ['check', file] });
      if (command === 'check-json') await attempt(dir, { label: kind, args: ['check', '--json', set] });
      if (command === 'fmt') await attempt(dir, { label: kind, args: ['fmt', set], allowed: { formatted: [file, join(set, 'b.cards')] } });
      if (command === 'fmt-check') await attempt(dir, { label: kind, args: ['fmt', '--check', file] });
      if (command === 'compile') await attempt(dir, { label: kind, args: ['compile', set, '-o', target], allowed: { outputs: [target] } });
    }

    // Files that are not files: FIFOs, devices, folders, links of every kind, as inputs.
    {
      const { dir, set } = caseFolder();
      writeFileSync(join(set, 'good.cards'), GOOD);
      execFileSync('mkfifo', [join(set, 'pipe.cards')]);
      execFileSync('mkfifo', [join(dir, 'pipe.scenario.yaml')]);
      mkdirSync(join(set, 'folder.cards'));
      symlinkSync('good.cards', join(set, 'link.cards'));
      symlinkSync('nowhere.cards', join(set, 'dangling.cards'));
      symlinkSync('loop.cards', join(set, 'loop.cards'));
      symlinkSync('pipe.cards', join(set, 'to-pipe.cards'));
      // Devices of our own (never the system's: see cli/testing.ts), where the system lets us make them.
      const devices = (['zero', 'null'] as const).filter((kind) => deviceNode(join(set, `${kind}.cards`), kind));
      for (const kind of devices) symlinkSync(`${kind}.cards`, join(set, `to-${kind}.cards`));
      const inputs = ['pipe.cards', 'folder.cards', 'link.cards', 'dangling.cards', 'loop.cards', 'to-pipe.cards', ...devices.flatMap((k) => [`${k}.cards`, `to-${k}.cards`])].map((f) => join(set, f));
      for (const input of inputs) {
        await attempt(dir, { label: 'not a plain file', args: ['check', input] });
        await attempt(dir, { label: 'not a plain file', args: ['fmt', input], allowed: { formatted: [join(set, 'good.cards')] } });
      }
      // Read only: a file the kernel makes up, which fails when read.
      await attempt(dir, { label: 'not a plain file', args: ['check', '/proc/self/mem'] });
      await attempt(dir, { label: 'a set folder with every kind of entry', args: ['check', set] });
      await attempt(dir, { label: 'a set folder with every kind of entry', args: ['fmt', set], allowed: { formatted: [join(set, 'good.cards')] } });
      await attempt(dir, { label: 'a FIFO scenario', args: ['test', join(dir, 'pipe.scenario.yaml'), ...devices.map((k) => join(set, `${k}.cards`))] }, 1 + devices.length);
    }

    // Every kind of target for compile -o.
    {
      const { dir, set } = caseFolder();
      writeFileSync(join(set, 'good.cards'), GOOD);
      execFileSync('mkfifo', [join(dir, 'pipe.json')]);
      mkdirSync(join(dir, 'folder'));
      writeFileSync(join(dir, 'real.json'), '{}');
      writeFileSync(join(dir, 'locked.json'), 'locked');
      chmodSync(join(dir, 'locked.json'), 0o444);
      symlinkSync('real.json', join(dir, 'link.json'));
      symlinkSync('nowhere.json', join(dir, 'dangling.json'));
      symlinkSync('pipe.json', join(dir, 'to-pipe.json'));
      symlinkSync('folder', join(dir, 'to-folder'));
      symlinkSync('loop.json', join(dir, 'loop.json'));
      const devices = (['null', 'full'] as const).filter((kind) => deviceNode(join(dir, `${kind}.json`), kind));
      for (const kind of devices) symlinkSync(`${kind}.json`, join(dir, `to-${kind}.json`));
      const targets: [string, string[]][] = [
        ['pipe.json', []],
        ['folder', []],
        ['locked.json', []],
        ['missing/out.json', []],
        ['real.json/inside.json', []],
        ['link.json', ['real.json']],
        ['dangling.json', ['dangling.json']],
        ['to-pipe.json', []],
        ['to-folder', []],
        ['loop.json', []],
        ...devices.flatMap((kind): [string, string[]][] => [
          [`${kind}.json`, []],
          [`to-${kind}.json`, []],
        ]),
        [join('sets', 'stak-bots', 'mine', 'good.cards'), []],
        [join('sets', 'stak-bots', 'mine', 'set.json'), []],
        [`${'n'.repeat(250)}.json`, [`${'n'.repeat(250)}.json`]],
        ['fresh.json', ['fresh.json']],
      ];
      for (const [target, written] of targets) {
        const path = target.startsWith('/') ? target : join(dir, target);
        await attempt(dir, { label: `-o ${target}`, args: ['compile', set, '-o', path], allowed: { outputs: written.map((w) => join(dir, w)) } });
      }
    }

    // Huge files: one over the size limit, one of two megabytes of noise.
    {
      const { dir, set } = caseFolder();
      writeFileSync(join(set, 'huge.cards'), Buffer.alloc(9 * 1024 * 1024, 0x40));
      writeFileSync(join(set, 'big.cards'), noiseText(2 * 1024 * 1024));
      await attempt(dir, { label: 'huge files', args: ['check', set] }, 2);
      await attempt(dir, { label: 'huge files', args: ['fmt', '--check', set] }, 2);
    }

    // Scenarios: alias bombs, many aliases, deep nesting, random bytes, random YAML, a good one; in batches (each run loads the sets once).
    for (let batch = 0; batch < 2; batch += 1) {
      const { dir } = caseFolder();
      const folder = join(dir, 'scenarios');
      mkdirSync(folder);
      const files: [string, string | Buffer][] = [
        ['bomb', ['version: 1', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n')],
        ['many-aliases', `version: 1\nx: &x 1\nlist:\n${'  - *x\n'.repeat(101 + rng.int(500))}`],
        ['deep', `a: ${'['.repeat(20_000 + rng.int(50_000))}`],
        ['random-bytes', rng.bytes(rng.int(20_000))],
        ['random-yaml', Array.from({ length: 40 }, () => `${rng.pick(['name', 'game', 'sets', 'given', 'steps', 'expect', 'seed', 'seats', '- p1', '  p1', '&a', '*a', '? '])}: ${noiseText(rng.int(40))}`).join('\n')],
        ['mutated', scenario.replace(rng.pick(['stak-bots', 'Dampener', 'p1', '2', 'expect']), rng.pick(['', '*', '&x', '{', '__proto__', '1e9', '-1']))],
        ['good', scenario],
      ];
      for (const [name, text] of files) writeFileSync(join(folder, `${name}.scenario.yaml`), text);
      await attempt(dir, { label: 'scenarios', args: ['test', folder] }, files.length);
    }

    // Options: random arguments for every command, and sim's numbers, games, bots and sets.
    const tokens = ['--json', '--check', '--trace', '-o', '--out', '--name', '--game', '--games', '--players', '--seed', '--bots', '--set', '--variant', '--unplayed', '--', '-', '-h', '--help', '--version', '__proto__', 'constructor', 'toString', 'stak-bots', 'four-souls', '1e9', 'abc', '-1', '0', '2.5', '', 'NaN', 'Infinity', '9'.repeat(40), 'greedy,__proto__', 'stak-bots/starter', 'four-souls/base', '=', '--json=1', '--games=', '\u0000', 'nowhere'];
    for (let i = 0; i < 60; i += 1) {
      const { dir } = caseFolder();
      const command = rng.pick(['check', 'compile', 'fmt', 'init', 'sim', 'test', 'nonsense', '--help', '']);
      const args = [command, ...Array.from({ length: rng.int(6) }, () => rng.pick(tokens))].filter((a, k) => k > 0 || a !== '');
      // A sim that happened to be valid would play a thousand games: its players are never valid here.
      if (command === 'sim') args.push('--players', rng.pick(['1e9', 'abc', '0', '-2', '2.5', '', 'Infinity', '99']));
      // Relative paths resolve in the case's folder (the run is made there); init may create its workspace there.
      const made = command === 'init' ? [...workspacePaths(dir, args.slice(1))] : [];
      await attempt(dir, { label: 'options', args, allowed: { outputs: made } });
    }

    console.log(`cli fuzz (seed ${SEED}): ${counts.inputs} inputs tried, ${counts.crashes} crashes, ${counts.hangs} hangs, ${counts.changed} bytes changed`);
    expect(findings, findings.join('\n\n')).toEqual([]);
    expect(counts.inputs).toBeGreaterThan(150);
  });
});

/** What `init` may create: a workspace (its folder, cardwright.json and sets/) in any folder its arguments name. */
function* workspacePaths(dir: string, args: string[]): Generator<string> {
  for (const arg of args) {
    if (arg.includes('\u0000')) continue; // (an option's name too: after `--` it is a folder)
    const folder = join(dir, arg);
    yield folder;
    yield join(folder, 'cardwright.json');
    yield join(folder, 'sets');
  }
}

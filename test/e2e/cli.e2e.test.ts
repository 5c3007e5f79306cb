// The built command (dist/cli/cardwright.mjs) as a user runs it, in a child process: a FIFO
// never makes it wait, a closed pipe on its output is not an error, and whatever it refuses it
// says in lines without a stack trace, with the exit codes it documents (0, 1, 2).
// Needs a build first: `npm run test:e2e` and `npm test` build before running this.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST } from './harness';

const CLI = join(DIST, 'cli', 'cardwright.mjs');
/** Far above what these runs take; only a command that waits on something gets here. */
const WAIT_MS = 30_000;

const scratch = mkdtempSync(join(tmpdir(), 'cardwright-cli-e2e-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the command; `head` closes its output after that many bytes, as `| head -c` would. */
function cardwright(args: string[], head?: number): Promise<{ code: number | null; out: string; err: string; ms: number }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { cwd: scratch, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`cardwright ${args.join(' ')} still running after ${WAIT_MS} ms`));
    }, WAIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (head !== undefined && out.length >= head) child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out, err, ms: performance.now() - started });
    });
  });
}

const noTrace = (text: string) => expect(text).not.toMatch(/^\s+at |node:internal|\.(ts|mjs|js):\d+:\d+/m);

describe('the built command on hostile input', { timeout: 120_000 }, () => {
  it('is built', () => {
    expect(existsSync(CLI), `${CLI} is missing: build first`).toBe(true);
  });

  it('refuses a FIFO at once, in check, fmt, test and as the target of compile -o', async () => {
    const set = join(scratch, 'sets', 'stak-bots', 'mine');
    mkdirSync(set, { recursive: true });
    writeFileSync(join(set, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Mine' }));
    writeFileSync(join(set, 'a.cards'), 'game stak-bots\nbot "Pip" rank 1 power 2 {\n  entry: draw a card\n}\n');
    execFileSync('mkfifo', [join(scratch, 'pipe.cards')]);
    execFileSync('mkfifo', [join(scratch, 'pipe.scenario.yaml')]);
    execFileSync('mkfifo', [join(scratch, 'pipe.json')]);
    for (const args of [['check', 'pipe.cards'], ['fmt', 'pipe.cards'], ['test', 'pipe.scenario.yaml'], ['compile', set, '-o', 'pipe.json']]) {
      const result = await cardwright(args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(`${result.out}${result.err}`, args.join(' ')).toMatch(/pipe\.(cards|scenario\.yaml|json):? +(cannot read the file: )?(not a regular file|a FIFO \(named pipe\), not a regular file)/);
      noTrace(`${result.out}${result.err}`);
    }
  });

  it('stops quietly when its output is closed early', async () => {
    const junk = join(scratch, 'junk', 'sets', 'stak-bots', 'junk');
    mkdirSync(junk, { recursive: true });
    writeFileSync(join(junk, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Junk' }));
    writeFileSync(join(junk, 'a.cards'), `game stak-bots\n${'@ '.repeat(50_000)}\n`);
    const result = await cardwright(['check', junk], 200);
    expect(result.err).toBe('');
    expect([0, 1]).toContain(result.code);
  });

  it('says a usage error in one line and exits 2', async () => {
    const result = await cardwright(['sim', '--game', '__proto__']);
    expect(result).toMatchObject({ code: 2, out: '', err: 'cardwright sim: --game: no game "__proto__" (games: stak-bots, four-souls, smash-up, destiny)\n' });
  });
});

// The commands on hostile files: not UTF-8, FIFOs, links, devices, folders, read-only and
// missing targets, alias bombs. Each is refused in one located line and the run goes on.
import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { check } from './check';
import { compile } from './compile';
import { fmt } from './fmt';
import { init } from './init';
import { test as testCommand } from './test';
import { deviceNode } from '../testing';
import type { Command } from './types';

vi.stubGlobal('__CARDWRIGHT_VERSION__', '9.9.9');
const { run: cli } = await import('../main');

const scratch = mkdtempSync(join(tmpdir(), 'cardwright-bad-input-'));
const cwd = process.cwd();
beforeAll(() => process.chdir(scratch));
afterAll(() => {
  process.chdir(cwd);
  rmSync(scratch, { recursive: true, force: true });
});

async function run(command: Command, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const GOOD = 'game stak-bots\n\nbot "Pip" rank 1 power 2 {\n  entry: draw a card\n}\n';
const UGLY = 'game stak-bots\nbot "Pip" rank 1 power 2 {\nentry: draw a card\n}\n';
/** A card file with the byte 0xff in a name: lossy decoding would turn it into U+FFFD. */
const NOT_UTF8 = Buffer.concat([Buffer.from('game stak-bots\nbot "P'), Buffer.from([0xff]), Buffer.from('p" rank 1 power 2 {\nentry: draw a card\n}\n')]);

function setFolder(name: string, files: Record<string, string | Buffer>): string {
  const folder = join(scratch, name, 'sets', 'stak-bots', 'mine');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Mine' }));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
  return folder;
}
const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

describe('files that are not UTF-8', () => {
  it('check refuses them with the line and byte offset, and checks the rest', async () => {
    const folder = setFolder('utf8-check', { 'a.cards': NOT_UTF8, 'b.cards': GOOD.replace('Pip', 'Zap') });
    const result = await run(check, folder);
    expect(result.code).toBe(1);
    expect(result.err).toBe('utf8-check/sets/stak-bots/mine/a.cards:2: not UTF-8 text: byte 0xff at offset 21 is not valid UTF-8 (save the file as UTF-8)');
    expect(result.out).toMatch(/^1 file checked: 1 error, 0 warnings$/m);
  });

  it('fmt refuses them and leaves their bytes alone', async () => {
    const folder = setFolder('utf8-fmt', { 'a.cards': NOT_UTF8, 'b.cards': UGLY });
    const result = await run(fmt, folder);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/a\.cards:2: not UTF-8 text: byte 0xff at offset 21/);
    expect(readFileSync(join(folder, 'a.cards'))).toEqual(NOT_UTF8);
    expect(readFileSync(join(folder, 'b.cards'), 'utf8')).toContain('{\n  entry: draw a card\n}');
  });
});

describe('FIFOs, devices and links among the inputs', () => {
  it('check, fmt and test refuse a FIFO at once instead of waiting on it', async () => {
    const folder = setFolder('fifo', { 'b.cards': GOOD });
    mkfifo(join(folder, 'named.cards'));
    mkfifo(join(folder, 'named.scenario.yaml'));
    for (const [command, file] of [
      [check, 'named.cards'],
      [fmt, 'named.cards'],
      [testCommand, 'named.scenario.yaml'],
    ] as const) {
      const result = await run(command, join(folder, file));
      expect(result.code, file).toBe(1);
      // Named alone, or met while its set folder is read whole (check reads the whole set).
      expect(`${result.err}\n${result.out}`).toMatch(/named\.(cards|scenario\.yaml):? +(cannot read the file: )?not a regular file(; Cardwright opens regular text files only| \(a FIFO, device or socket\); skipped)/);
    }
    // In a folder, a FIFO with the suffix is reported and the rest is still checked.
    const whole = await run(check, folder);
    expect(whole.err).toMatch(/fifo\/sets\/stak-bots\/mine\/named\.cards: not a regular file \(a FIFO, device or socket\); skipped/);
    expect(whole.out).toMatch(/1 file checked: 1 error/);
  });

  it('fmt writes through a link to its file and keeps the link', async () => {
    const folder = setFolder('fmt-link', { 'real.cards': UGLY });
    symlinkSync('real.cards', join(folder, 'link.cards'));
    const result = await run(fmt, join(folder, 'link.cards'));
    expect(result.code, result.err).toBe(0);
    expect(lstatSync(join(folder, 'link.cards')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(folder, 'link.cards'))).toBe('real.cards');
    expect(readFileSync(join(folder, 'real.cards'), 'utf8')).toContain('\n  entry: draw a card');
  });

  it('an input that cannot be read is one line and the others go on', async () => {
    const folder = setFolder('unreadable', { 'b.cards': GOOD });
    symlinkSync('loop.cards', join(folder, 'loop.cards'));
    const result = await run(check, join(folder, 'loop.cards'), join(folder, 'b.cards'));
    expect(result.err).toBe('unreadable/sets/stak-bots/mine/loop.cards: too many symbolic links (a link that leads to itself?)'.replace('unreadable/sets/stak-bots/mine/', join(folder, '/')));
    expect(result.out).toMatch(/1 file checked: 1 error, 0 warnings/);
    expect(result.code).toBe(1);
  });
});

describe('compile -o', () => {
  const folder = () => setFolder('compile', { 'a.cards': GOOD });

  it('refuses a FIFO, a device, a folder, a read-only file, a missing folder and the set\'s own files, each in one line', async () => {
    const set = folder();
    mkfifo(join(scratch, 'out.fifo'));
    writeFileSync(join(scratch, 'locked.json'), 'keep');
    chmodSync(join(scratch, 'locked.json'), 0o444);
    const cases: [string, RegExp][] = [
      ['out.fifo', /^cardwright compile: out\.fifo: a FIFO \(named pipe\), not a regular file; nothing written$/],
      ...(deviceNode(join(scratch, 'null'), 'null') ? [['null', /^cardwright compile: null: a device, not a regular file; nothing written$/] as [string, RegExp]] : []),
      ['compile', /^cardwright compile: compile: a folder, not a regular file; nothing written$/],
      ['locked.json', /^cardwright compile: locked\.json: the file is read-only; nothing written$/],
      ['missing/out.json', /^cardwright compile: missing\/out\.json: the folder missing does not exist; nothing written$/],
      [join(set, 'a.cards'), /a\.cards: one of the set's own files; nothing written$/],
    ];
    for (const [target, message] of cases) {
      const result = await run(compile, set, '-o', target);
      expect(result.code, target).toBe(1);
      expect(result.err, target).toMatch(message);
      expect(result.err.split('\n'), target).toHaveLength(1);
    }
    expect(lstatSync(join(scratch, 'out.fifo')).isFIFO()).toBe(true);
    expect(readFileSync(join(scratch, 'locked.json'), 'utf8')).toBe('keep');
    expect(readFileSync(join(set, 'a.cards'), 'utf8')).toBe(GOOD);
  });

  it('writes through a link and keeps it', async () => {
    const set = folder();
    writeFileSync(join(scratch, 'set-real.json'), '{}');
    symlinkSync('set-real.json', join(scratch, 'set-link.json'));
    const result = await run(compile, set, '-o', 'set-link.json');
    expect(result.code, result.err).toBe(0);
    expect(lstatSync(join(scratch, 'set-link.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(scratch, 'set-real.json'), 'utf8'))).toMatchObject({ game: 'stak-bots', set: 'mine' });
  });

  it('refuses -o without a file, or twice', async () => {
    expect(await run(compile, folder(), '-o')).toMatchObject({ code: 2, err: 'cardwright compile: --out needs a value' });
    expect(await run(compile, folder(), '-o', 'a.json', '-o', 'b.json')).toMatchObject({ code: 2, err: 'cardwright compile: --out is given 2 times; give it once' });
  });
});

describe('scenarios that would blow up', () => {
  const scenario = readFileSync(join(cwd, 'sets/stak-bots/starter/scenarios/card-dampener.scenario.yaml'), 'utf8');

  it('an alias bomb or too many aliases fails its own file, located, and the run goes on', async () => {
    const folder = join(scratch, 'scenarios');
    mkdirSync(folder, { recursive: true });
    const laughs = ['version: 1', 'name: laughs', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)];
    writeFileSync(join(folder, 'a-bomb.scenario.yaml'), `${laughs.join('\n')}\n`);
    writeFileSync(join(folder, 'b-many.scenario.yaml'), `version: 1\nname: many\nx: &x 1\nlist:\n${'  - *x\n'.repeat(150)}`);
    writeFileSync(join(folder, 'c-fine.scenario.yaml'), scenario);
    writeFileSync(join(folder, 'd-bytes.scenario.yaml'), Buffer.from([0x76, 0x3a, 0x20, 0xfe, 0x0a]));
    const result = await run(testCommand, folder);
    expect(result.out.split('\n')).toEqual([
      'FAIL scenarios/a-bomb.scenario.yaml',
      '     scenarios/a-bomb.scenario.yaml:4  its aliases would unfold into more than 100 copies (an alias bomb); refused (column 10)',
      'FAIL scenarios/b-many.scenario.yaml',
      '     scenarios/b-many.scenario.yaml:105  more than 100 aliases (*name); a scenario may use at most 100 (column 5)',
      expect.stringMatching(/^ok {3}Dampener gives/),
      'FAIL scenarios/d-bytes.scenario.yaml',
      '     scenarios/d-bytes.scenario.yaml:1  cannot read the file: not UTF-8 text: byte 0xfe at offset 3 is not valid UTF-8 (save the file as UTF-8)',
      '1 passed, 3 failed',
    ]);
    expect(result.code).toBe(1);
  });
});

describe('options, the same way in every command', () => {
  it('says an unknown option or a missing value in one line and exits 2', async () => {
    const one = async (args: string[], message: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await cli(args, (l) => out.push(l), (l) => err.push(l));
      expect({ code, err, out }, args.join(' ')).toEqual({ code: 2, err: [message], out: [] });
    };
    await one(['check', '--colour', 'x.cards'], 'cardwright check: unknown option --colour');
    await one(['check', '--json=yes', 'x.cards'], 'cardwright check: --json takes no value');
    await one(['fmt', '-x'], 'cardwright fmt: unknown option -x');
    await one(['test', '--watch'], 'cardwright test: unknown option --watch');
    await one(['init', 'a', '--name'], 'cardwright init: --name needs a value');
    await one(['init', 'a', 'b'], 'cardwright init: give one folder, not 2');
    await one(['compile'], 'cardwright compile: give one set folder, and a file after -o');
    // An empty argument would be the current folder: fmt would rewrite every card file in it.
    await one(['fmt', ''], 'cardwright fmt: an empty argument ("") names no file or folder');
    await one(['check', 'a.cards', ''], 'cardwright check: an empty argument ("") names no file or folder');
    await one(['init', ''], 'cardwright init: an empty argument ("") names no file or folder');
    await one(['replay', '--fast', 'x.json'], 'cardwright replay: unknown option --fast');
    await one(['replay', ''], 'cardwright replay: an empty argument ("") names no file or folder');
    await one(['record', 't.json', '--from'], 'cardwright record: --from needs a value');
    await one(['record', 't.json', '--from', 'x'], 'cardwright record: --from: "x" is not a number');
    await one(['record', 't.json', '-o', 'x.yaml'], 'cardwright record: -o: a scenario file\'s name ends in .scenario.yaml, so that cardwright test finds it');
    await one(['record'], 'cardwright record: give the saved table (.json) to record from');
    await one(['__proto__'], 'cardwright: unknown command "__proto__" (commands: check, compile, fmt, import, init, record, replay, sim, test; see cardwright --help)');
    await one(['constructor'], 'cardwright: unknown command "constructor" (commands: check, compile, fmt, import, init, record, replay, sim, test; see cardwright --help)');
  });

  it('prints a command\'s usage with --help', async () => {
    const out: string[] = [];
    expect(await cli(['compile', '--help'], (l) => out.push(l), () => undefined)).toBe(0);
    expect(out.join('\n')).toMatch(/^Usage: cardwright compile <set-folder> \[-o <file\.json>\]/);
  });

  it('init refuses a folder it cannot make in one line', async () => {
    writeFileSync(join(scratch, 'a-file'), '');
    const result = await run(init, join(scratch, 'a-file', 'inside'));
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toMatch(/^cardwright init: /);
  });
});

describe('an error nobody expected', () => {
  it('is one readable line and exit 1, never a stack trace', async () => {
    const broken: Command = {
      summary: 'fails',
      usage: 'broken',
      run: () => {
        const error = new TypeError("Cannot read properties of null (reading 'seat')");
        throw error;
      },
    };
    const err: string[] = [];
    const code = await cli(['broken'], () => undefined, (l) => err.push(l), () => undefined, { broken });
    expect(code).toBe(1);
    expect(err).toEqual(["cardwright: unexpected error: TypeError: Cannot read properties of null (reading 'seat') (please report it)"]);
  });
});

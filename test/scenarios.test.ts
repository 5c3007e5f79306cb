// Every bundled scenario (sets/**/*.scenario.yaml) is a test of its own, so `npm test` runs
// them all; the discovery and the `cardwright test` command are tested on the fixtures in
// test/fixtures/scenarios and on scenarios written to a scratch folder.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findScenarioFiles, reportLines, runScenarioFile, test as testCommand } from '../cli/commands/test';
import { relativeTo } from '../cli/paths';
import { loadSets, loadSetsFrom, setsFolderOf } from '../cli/sets';

const root = process.cwd();
const fixtures = join(root, 'test', 'fixtures', 'scenarios');

const bundled = await findScenarioFiles([join(root, 'sets')]);
const bundledSets = await loadSetsFrom([join(root, 'sets')], root);

describe('bundled scenarios', () => {
  // No scenarios yet means no tests here; the discovery itself is tested below on fixtures.
  it.each(bundled.files.map((file) => [relativeTo(root, file), file]))('%s', async (_, file) => {
    const result = await runScenarioFile(file, bundledSets, undefined, root);
    expect(result.ok, `${reportLines(result).join('\n')}\n`).toBe(true);
  });
});

const progress: string[] = [];

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  progress.length = 0;
  const code = await testCommand.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: (l) => progress.push(l) });
  return { code, out, err };
}

const scratch = mkdtempSync(join(tmpdir(), 'cw-scenarios-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A workspace-like folder with the tiny fixture set and the given scenario files. */
function workspace(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  cpSync(join(fixtures, 'sets', 'stak-bots', 'tiny', 'cards.json'), join(dir, 'sets', 'stak-bots', 'tiny', 'cards.json'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const failing = `version: 1
name: Tiny is expected to draw two cards
game: stak-bots
sets: [stak-bots/tiny]
seed: 1
seats: 2
given:
  p1: { stak: [Basher], hand: [Tiny] }
  p2: { stak: [Basher] }
  supply: [Basher, Basher]
steps:
  - p1: play Tiny
expect:
  p1.hand.count: 2
  events: [drew p1, drew p1]
`;

describe('scenario discovery', () => {
  it('finds every *.scenario.yaml under a folder, sorted, and reports missing paths', async () => {
    const found = await findScenarioFiles([fixtures, join(fixtures, 'nowhere')]);
    expect(found.files.map((f) => relativeTo(fixtures, f))).toEqual([
      'sets/stak-bots/tiny/scenarios/deal.scenario.yaml',
      'sets/stak-bots/tiny/scenarios/fight.scenario.yaml',
      'sets/stak-bots/tiny/scenarios/tiny-draws.scenario.yaml',
    ]);
    expect(found.missing).toEqual([join(fixtures, 'nowhere')]);
  });

  it('runs the fixture scenarios against the set of the sets folder they live in', async () => {
    const { files } = await findScenarioFiles([fixtures]);
    expect(setsFolderOf(files[0]!)).toBe(join(fixtures, 'sets'));
    const sets = await loadSetsFrom([setsFolderOf(files[0]!)!]);
    for (const file of files) {
      const result = await runScenarioFile(file, sets);
      expect(result.failures).toEqual([]);
    }
  });
});

describe('cardwright test', () => {
  it('prints one line per scenario and the totals, exit 0 when all pass', async () => {
    const { code, out, err } = await cli(fixtures);
    expect(err).toEqual([]);
    expect(out).toEqual([
      'ok   A dealt two-player game gives 9-card staks and 2-card hands, and p1 starts by drawing',
      'ok   A Basher attacking a Tiny takes 1 damage and scraps it; the bot under the Tiny turns up and enters',
      'ok   Playing Tiny puts it face up on top of your stak and its entry effect draws a card',
      '3 passed, 0 failed',
    ]);
    expect(code).toBe(0);
    // Progress names each file as it starts and is cleared before its result is printed.
    expect(progress).toEqual([
      `[1/3] ${relativeTo(process.cwd(), join(fixtures, 'sets/stak-bots/tiny/scenarios/deal.scenario.yaml'))}`,
      '',
      `[2/3] ${relativeTo(process.cwd(), join(fixtures, 'sets/stak-bots/tiny/scenarios/fight.scenario.yaml'))}`,
      '',
      `[3/3] ${relativeTo(process.cwd(), join(fixtures, 'sets/stak-bots/tiny/scenarios/tiny-draws.scenario.yaml'))}`,
      '',
    ]);
  });

  it('shows a failing scenario with its file, line, expected and actual values, and exits 1', async () => {
    const dir = workspace('failing', { 'sets/stak-bots/tiny/scenarios/two.scenario.yaml': failing });
    const { code, out } = await cli(join(dir, 'sets'));
    const file = relativeTo(process.cwd(), join(dir, 'sets/stak-bots/tiny/scenarios/two.scenario.yaml'));
    expect(out).toEqual([
      'FAIL Tiny is expected to draw two cards',
      `     ${file}:14  expect: p1.hand.count`,
      '       expected: 2',
      '       actual:   1',
      `     ${file}:15  expect: events`,
      '       expected: [drew p1, drew p1]',
      '       actual:   [moved Tiny, played Tiny, entry Tiny, stack-added Tiny, moved Basher, drew Basher]',
      '       "drew p1" did not occur after "drew p1"',
      '0 passed, 1 failed',
    ]);
    expect(code).toBe(1);
  });

  it('reports YAML errors with their line, and an illegal step with the legal actions', async () => {
    const dir = workspace('broken', {
      'sets/a.scenario.yaml': 'version: 1\nname: [unclosed\n',
      'sets/b.scenario.yaml': failing.replace('play Tiny', 'play Tiny onto p3'),
    });
    const { code, out } = await cli(join(dir, 'sets'));
    const a = relativeTo(process.cwd(), join(dir, 'sets/a.scenario.yaml'));
    const b = relativeTo(process.cwd(), join(dir, 'sets/b.scenario.yaml'));
    expect(out[0]).toBe(`FAIL ${a}`);
    expect(out[1]).toBe(`     ${a}:3  not valid YAML (column 1): Flow sequence in block collection must be sufficiently indented and end with a ]`);
    expect(out).toContain('FAIL Tiny is expected to draw two cards');
    expect(out).toContain(`     ${b}:12  step 1: "p1: play Tiny onto p3" is not a legal action (no card or seat is called "p3" (cards: Basher, Tiny; seats: p1, p2)); waiting: p1 main (action). Legal now: p1 play Tiny, p1 scrap, p1 discard Tiny, p1 attack p2`);
    expect(out[out.length - 1]).toBe('0 passed, 2 failed');
    expect(code).toBe(1);
  });

  it('fails a scenario whose set cannot be loaded, with the set file problem located', async () => {
    const dir = workspace('bad-set', { 'sets/stak-bots/tiny/scenarios/two.scenario.yaml': failing });
    writeFileSync(join(dir, 'sets/stak-bots/tiny/cards.json'), '{ "format": "cardwright-set", "version": 1, "game": "stak-bots", "set": "tiny", "name": "T", "cards": [{ "id": "x" }] }');
    const { code, out } = await cli(join(dir, 'sets'));
    expect(out[0]).toBe('FAIL Tiny is expected to draw two cards');
    expect(out[1]).toMatch(/:4 {2}set stak-bots\/tiny cannot be loaded: .*sets\/stak-bots\/tiny\/cards\.json: cards\.0\.id: must be <game>\/<set>\/<card>$/);
    expect(code).toBe(1);
  });

  it('exits 1 when it finds no scenarios or a path is missing, and refuses options', async () => {
    const empty = join(scratch, 'empty');
    mkdirSync(empty, { recursive: true });
    expect(await cli(empty)).toEqual({ code: 1, out: ['0 passed, 0 failed'], err: [`cardwright test: no .scenario.yaml files in ${empty}`] });
    const missing = await cli(join(scratch, 'nope'), fixtures);
    expect(missing.err).toEqual([`cardwright test: no such file or folder: ${join(scratch, 'nope')}`]);
    expect(missing.out[missing.out.length - 1]).toBe('3 passed, 0 failed');
    expect(missing.code).toBe(1);
    expect((await cli('--watch')).code).toBe(2);
  });
});

describe('loading sets', () => {
  it('locates JSON errors by line and refuses a set whose folder names another set', async () => {
    const dir = join(scratch, 'sets-problems', 'sets');
    mkdirSync(join(dir, 'stak-bots', 'broken'), { recursive: true });
    writeFileSync(join(dir, 'stak-bots', 'broken', 'cards.json'), '{\n  "format": "cardwright-set",\n  "version": 1,\n}\n');
    cpSync(join(fixtures, 'sets', 'stak-bots', 'tiny', 'cards.json'), join(dir, 'stak-bots', 'renamed', 'cards.json'));
    mkdirSync(join(dir, 'stak-bots', 'uncompiled'), { recursive: true });
    const loaded = await loadSets(dir, dir);
    expect(loaded.sets).toEqual([]);
    expect(Object.fromEntries(loaded.problems)).toEqual({
      'stak-bots/broken': [expect.stringMatching(/^stak-bots\/broken\/cards\.json: (line 4, column 1: .+|.*not valid JSON.*)$/)],
      'stak-bots/renamed': ['stak-bots/renamed/cards.json: set: "tiny" in the folder of set "renamed"'],
      'stak-bots/uncompiled': ["stak-bots/uncompiled/cards.json: missing (a set is compiled from its .cards files, or read from cards.json)"],
    });
  });

  it('compiles a set from its .cards files, and reports a card language error by file, line and column', async () => {
    const dir = join(scratch, 'sets-sources', 'sets');
    mkdirSync(join(dir, 'stak-bots', 'mine'), { recursive: true });
    mkdirSync(join(dir, 'stak-bots', 'typo'), { recursive: true });
    const manifest = JSON.stringify({ version: 1, game: 'stak-bots', name: 'Mine' });
    writeFileSync(join(dir, 'stak-bots', 'mine', 'set.json'), manifest);
    writeFileSync(join(dir, 'stak-bots', 'mine', 'bots.cards'), 'game stak-bots\n\nbot "Pip" rank 1 power 2 copies 2 {\n  entry: draw a card\n}\n');
    writeFileSync(join(dir, 'stak-bots', 'typo', 'set.json'), manifest);
    writeFileSync(join(dir, 'stak-bots', 'typo', 'bots.cards'), 'game stak-bots\n\nbot "Pip" rank 1 powr 2 {\n  entry: draw a card\n}\n');
    const loaded = await loadSets(dir, dir);
    expect(loaded.sets.map((s) => [`${s.game}/${s.set}`, s.cards.map((c) => [c.id, c.copies])])).toEqual([['stak-bots/mine', [['stak-bots/mine/pip', 2]]]]);
    expect(loaded.sets[0]!.cards[0]!.abilities).toEqual([{ kind: 'triggered', on: { event: 'entry', subject: 'self' }, optional: false, oncePerTurn: false, targets: [], effect: { kind: 'draw', count: 1, who: { kind: 'you' } } }]);
    const problems = loaded.problems.get('stak-bots/typo') ?? [];
    expect(problems).toContainEqual(expect.stringMatching(/^stak-bots\/typo\/bots\.cards:3:18 CW2003 error: "powr" is not a stat of a bot .*did you mean "power"/));
  });

  it('lets a set in an earlier folder hide one of the same id', async () => {
    const loaded = await loadSetsFrom([join(fixtures, 'sets'), join(fixtures, 'sets')]);
    expect(loaded.sets.map((s) => `${s.game}/${s.set}`)).toEqual(['stak-bots/tiny']);
    expect(loaded.problems.size).toBe(0);
  });
});

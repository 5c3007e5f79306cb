// Rule coverage of every game with a rules page (docs/rules/<game>.md) and at least one
// scenario: every rule id is shown by a scenario of that game unless it is a known gap
// (test/coverage-gaps/<game>.txt, a list that only shrinks), no scenario names an id its game
// does not define, and docs/coverage/<game>.md says so as of now (`node scripts/coverage.mjs`
// rewrites it). Stak Bots also uses every starter card. The reading is scripts/coverage-lib.mjs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

type Scenario = { file: string; name: string; game: string; rules: string[]; error?: string };
type Coverage = {
  game: string;
  ids: string[];
  duplicates: string[];
  scenarios: Scenario[];
  byRule: Map<string, string[]>;
  unknown: { file: string; id: string }[];
  uncovered: string[];
  byCard: { name: string; files: string[] }[];
  unusedCards: string[];
  page: string;
};
type Check = {
  game: string;
  checked: boolean;
  coverage: Coverage;
  duplicates: string[];
  unknown: { file: string; id: string }[];
  uncovered: string[];
  coveredGaps: string[];
  undefinedGaps: string[];
  unusedCards: string[];
  stale: boolean;
};
type CoverageLib = {
  games: (root: string) => string[];
  gapsGames: (root: string) => string[];
  gamePaths: (game: string) => { rules: string; page: string; gaps: string; cards?: string };
  readScenarios: (root: string) => Scenario[];
  gameCoverage: (root: string, game: string, scenarios?: Scenario[]) => Coverage;
  checkGame: (root: string, game: string, scenarios?: Scenario[], gaps?: string[]) => Check;
  strayScenarios: (root: string, scenarios?: Scenario[]) => { file: string; problem: string }[];
  parseGaps: (text: string) => string[];
  gapsText: (game: string, ids: string[], reasons?: Map<string, string>) => string;
  gapsReasons: (text: string) => Map<string, string>;
};

// Imported by path at run time: the module is plain JavaScript without type declarations.
const lib = (await import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/coverage-lib.mjs')).href)) as CoverageLib;

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

const scenarios = lib.readScenarios(root);
const allGames = lib.games(root);
const withScenarios = allGames.filter((game) => scenarios.some((s) => s.game === game));

describe('rule coverage', () => {
  it('finds the games by their rules pages', () => {
    expect(allGames).toEqual(expect.arrayContaining(['stak-bots', 'four-souls']));
    expect(withScenarios).toContain('stak-bots');
  });

  it('counts every scenario under sets/ for a game with a rules page', () => {
    expect(lib.strayScenarios(root, scenarios).map((s) => `${s.file} ${s.problem}`)).toEqual([]);
  });

  it('has a known-gaps list only for games with a rules page', () => {
    expect(lib.gapsGames(root).filter((game) => !allGames.includes(game))).toEqual([]);
  });

  describe.each(allGames)('%s', (game) => {
    const paths = lib.gamePaths(game);
    const hasScenarios = withScenarios.includes(game);
    const check = () => lib.checkGame(root, game, scenarios);

    it('defines each rule id once', () => {
      expect(check().duplicates, `ids defined more than once in ${paths.rules}`).toEqual([]);
    });

    it.skipIf(!hasScenarios)('has a scenario for every rule id that is not a known gap', () => {
      expect(check().uncovered, `rule ids with no scenario: write one, or (only for a new rule) list it in ${paths.gaps}`).toEqual([]);
    });

    it.skipIf(!hasScenarios)('lists as known gaps only ids that still have no scenario', () => {
      expect(check().coveredGaps, `these ids now have a scenario: remove them from ${paths.gaps}`).toEqual([]);
    });

    it.skipIf(!hasScenarios)('lists as known gaps only ids the rules page defines', () => {
      expect(check().undefinedGaps, `${paths.gaps} lists ids that ${paths.rules} does not define: remove them`).toEqual([]);
    });

    it.skipIf(!hasScenarios)('has no scenario naming a rule id the rules page does not define', () => {
      expect(check().unknown, `scenarios of ${game} name ids that ${paths.rules} does not define (typos?)`).toEqual([]);
    });

    it.skipIf(!hasScenarios)(`is reported as it stands in ${paths.page} (run node scripts/coverage.mjs)`, () => {
      expect(readFileSync(join(root, paths.page), 'utf8')).toBe(lib.gameCoverage(root, game, scenarios).page);
    });
  });
});

describe('Stak Bots rule coverage', () => {
  const coverage = () => lib.gameCoverage(root, 'stak-bots', scenarios);

  it('reads every rule id of the rules page, in the inventory families', () => {
    const expected = [
      ...range('SB-GOAL-', 1, 3),
      ...range('SB-SETUP-', 1, 8),
      ...range('SB-STATE-', 1, 3),
      ...range('SB-TURN-', 1, 5),
      ...range('SB-PLAY-', 1, 3),
      ...range('SB-UNSOLDER-', 1, 4),
      ...range('SB-ATK-', 1, 10),
      ...range('SB-ENTRY-', 1, 9),
      ...range('SB-CARD-', 1, 5),
      ...range('SB-EX-', 1, 5),
      ...range('SB-VAR-', 1, 2),
      ...range('SB-VAR-T', 1, 7),
      ...range('A-', 1, 11),
    ];
    expect([...coverage().ids].sort()).toEqual([...expected].sort());
  });

  it('has a scenario for every rule id, with no known gaps', () => {
    expect(coverage().uncovered).toEqual([]);
    expect(lib.gapsGames(root)).not.toContain('stak-bots');
  });

  it('uses every card of the starter set in some scenario', () => {
    const { byCard, unusedCards } = coverage();
    expect(byCard.length).toBeGreaterThanOrEqual(30);
    expect(unusedCards).toEqual([]);
  });
});

describe('Four Souls rule ids', () => {
  it('are read in every family of the rules page, ambiguities, examples and variants included', () => {
    const { ids } = lib.gameCoverage(root, 'four-souls', scenarios);
    for (const family of ['FS-SETUP-', 'FS-ATK-', 'FS-STACK-', 'FS-EX-', 'FS-VAR-', 'A-']) {
      expect(ids.some((id) => id.startsWith(family)), family).toBe(true);
    }
    expect(ids).toContain('FS-EX-1');
    expect(ids).toContain('FS-VAR-1');
  });
});

describe('the coverage check itself', () => {
  const temp = mkdtempSync(join(tmpdir(), 'cardwright-coverage-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const write = (dir: string, path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const scenario = (game: string, rules: string[], extra: string[] = []) =>
    ['version: 1', 'name: one', `rules: [${rules.join(', ')}]`, `game: ${game}`, `sets: [${game}/starter]`, 'seed: 1', 'seats: 2', ...extra, ''].join('\n');

  it('reports a rule without scenario, an unknown rule id and an unused card', () => {
    const dir = join(temp, 'one');
    mkdirSync(join(dir, 'docs/rules'), { recursive: true });
    mkdirSync(join(dir, 'sets/stak-bots/starter/scenarios'), { recursive: true });
    writeFileSync(join(dir, 'docs/rules/stak-bots.md'), '# Rules\n\n- **SB-GOAL-1**: one.\n- **SB-GOAL-2**: two.\n- **A-1**: a reading.\n\nNot a rule: SB-GOAL-9.\n- **SB-GOAL-8** has no colon, so it is no definition.\n');
    const card = (name: string) => ({ id: `stak-bots/starter/${name.toLowerCase().replace(/ /g, '-')}`, name, game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 1 } });
    writeFileSync(join(dir, 'sets/stak-bots/starter/cards.json'), JSON.stringify({ format: 'cardwright-set', version: 1, game: 'stak-bots', set: 'starter', name: 'S', cards: [card('Bolt Pup'), card('Bolt')] }));
    writeFileSync(
      join(dir, 'sets/stak-bots/starter/scenarios/one.scenario.yaml'),
      scenario('stak-bots', ['SB-GOAL-1', 'SB-GOAL-7', 'A-1'], ['# Bolt is only named in a comment', 'given:', '  p1: { stak: [Bolt Pup] }']),
    );
    const coverage = lib.gameCoverage(dir, 'stak-bots');
    expect(coverage.ids).toEqual(['SB-GOAL-1', 'SB-GOAL-2', 'A-1']);
    expect(coverage.uncovered).toEqual(['SB-GOAL-2']);
    expect(coverage.unknown).toEqual([{ file: 'sets/stak-bots/starter/scenarios/one.scenario.yaml', id: 'SB-GOAL-7' }]);
    // "Bolt Pup" does not count as a use of "Bolt"
    expect(coverage.unusedCards).toEqual(['Bolt']);
    expect(coverage.page).toContain('| SB-GOAL-2 | **none** |');
    expect(coverage.page).toContain('## Rules without a scenario\n\n- SB-GOAL-2\n');
    expect(coverage.page).toContain('- Rules: 2 of 3 ids covered');
    const check = lib.checkGame(dir, 'stak-bots');
    expect(check.uncovered).toEqual(['SB-GOAL-2']);
    expect(check.stale).toBe(true);
  });

  it('keeps ids per game, applies known gaps, and leaves a game without scenarios unchecked', () => {
    const dir = join(temp, 'two');
    const rules = (prefix: string) => `# ${prefix}: the rules as Cardwright plays them\n\n- **${prefix}-X-1**: one.\n- **${prefix}-X-2**: two.\n- **${prefix}-EX-1**: an example.\n- **A-1**: a reading.\n- **A-2**: another.\n`;
    write(dir, 'docs/rules/alpha.md', rules('AL'));
    write(dir, 'docs/rules/beta.md', rules('BE'));
    write(dir, 'docs/rules/gamma.md', rules('GA'));
    // A beta scenario, filed under alpha's folder, naming A-1: it counts for beta only.
    write(dir, 'sets/alpha/starter/scenarios/a.scenario.yaml', scenario('alpha', ['AL-X-1', 'AL-EX-1', 'A-2']));
    write(dir, 'sets/alpha/starter/scenarios/b.scenario.yaml', scenario('beta', ['BE-X-1', 'A-1', 'AL-X-2']));
    write(dir, 'sets/delta/starter/scenarios/d.scenario.yaml', scenario('delta', ['D-1']));
    write(dir, 'test/coverage-gaps/alpha.txt', '# known gaps\nAL-X-2  # not yet\n\nA-1\nA-2\nAL-X-9\n');

    const alpha = lib.checkGame(dir, 'alpha');
    expect(alpha.checked).toBe(true);
    expect(alpha.coverage.uncovered).toEqual(['AL-X-2', 'A-1']);
    expect(alpha.uncovered).toEqual([]);
    expect(alpha.coveredGaps).toEqual(['A-2']);
    expect(alpha.undefinedGaps).toEqual(['AL-X-9']);
    expect(alpha.coverage.page.startsWith('# alpha: rule coverage')).toBe(false);
    expect(alpha.coverage.page.startsWith('# AL: rule coverage')).toBe(true);

    const beta = lib.checkGame(dir, 'beta');
    expect(beta.coverage.byRule.get('A-1')).toEqual(['sets/alpha/starter/scenarios/b.scenario.yaml']);
    expect(beta.unknown).toEqual([{ file: 'sets/alpha/starter/scenarios/b.scenario.yaml', id: 'AL-X-2' }]);
    expect(beta.uncovered).toEqual(['BE-X-2', 'BE-EX-1', 'A-2']);

    const gamma = lib.checkGame(dir, 'gamma');
    expect(gamma.checked).toBe(false);
    expect([gamma.uncovered, gamma.unknown, gamma.coveredGaps, gamma.undefinedGaps, gamma.stale]).toEqual([[], [], [], [], false]);
    expect(gamma.coverage.page).toContain('- Rules: 0 of 5 ids covered');

    expect(lib.strayScenarios(dir).map((s) => s.file)).toEqual(['sets/delta/starter/scenarios/d.scenario.yaml']);
  });

  it('reads back the known-gaps list it writes', () => {
    expect(lib.parseGaps(lib.gapsText('alpha', ['AL-X-1', 'A-3']))).toEqual(['AL-X-1', 'A-3']);
  });

  it('keeps the reason written after an id that stays in the list', () => {
    const before = lib.gapsText('alpha', ['AL-X-1', 'A-3', 'A-4'], new Map([['A-3', '# cannot be shown: policy'], ['A-4', '# gone']]));
    expect(before).toContain('\nA-3  # cannot be shown: policy\n');
    const after = lib.gapsText('alpha', ['A-3', 'AL-X-2'], lib.gapsReasons(before));
    expect(after.split('\n').slice(-3)).toEqual(['A-3  # cannot be shown: policy', 'AL-X-2', '']);
    expect(lib.parseGaps(after)).toEqual(['A-3', 'AL-X-2']);
  });
});

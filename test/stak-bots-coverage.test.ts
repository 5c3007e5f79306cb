// Every Stak Bots rule id (docs/rules/stak-bots.md) is shown by at least one scenario, no
// scenario names an id that does not exist, every starter card is used by a scenario, and
// docs/coverage/stak-bots.md says so as of now (`node scripts/coverage.mjs` rewrites it).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');

type Coverage = {
  ids: string[];
  scenarios: { file: string; name: string; rules: string[] }[];
  byRule: Map<string, string[]>;
  unknown: { file: string; id: string }[];
  uncovered: string[];
  byCard: { name: string; files: string[] }[];
  unusedCards: string[];
  page: string;
};
type CoverageScript = { stakBotsCoverage: (root?: string) => Coverage; ruleIds: (markdown: string) => string[]; PATHS: Record<string, string> };

// Imported by path at run time: the script is plain JavaScript without type declarations.
const script = (): Promise<CoverageScript> => import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/coverage.mjs')).href) as Promise<CoverageScript>;

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

describe('Stak Bots rule coverage', () => {
  it('reads every rule id of the rules page, in the inventory families', async () => {
    const { stakBotsCoverage } = await script();
    const { ids } = stakBotsCoverage(root);
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
    expect([...ids].sort()).toEqual([...expected].sort());
  });

  it('has a scenario for every rule id', async () => {
    const { stakBotsCoverage } = await script();
    expect(stakBotsCoverage(root).uncovered).toEqual([]);
  });

  it('has no scenario naming a rule id the rules page does not define', async () => {
    const { stakBotsCoverage } = await script();
    expect(stakBotsCoverage(root).unknown).toEqual([]);
  });

  it('uses every card of the starter set in some scenario', async () => {
    const { stakBotsCoverage } = await script();
    const coverage = stakBotsCoverage(root);
    expect(coverage.byCard.length).toBeGreaterThanOrEqual(30);
    expect(coverage.unusedCards).toEqual([]);
  });

  it('is reported as it stands in docs/coverage/stak-bots.md (run node scripts/coverage.mjs)', async () => {
    const { stakBotsCoverage, PATHS } = await script();
    expect(readFileSync(join(root, PATHS.page!), 'utf8')).toBe(stakBotsCoverage(root).page);
  });
});

describe('the coverage check itself', () => {
  const temp = mkdtempSync(join(tmpdir(), 'cardwright-coverage-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('reports a rule without scenario, an unknown rule id and an unused card', async () => {
    const { stakBotsCoverage } = await script();
    mkdirSync(join(temp, 'docs/rules'), { recursive: true });
    mkdirSync(join(temp, 'sets/stak-bots/starter/scenarios'), { recursive: true });
    writeFileSync(join(temp, 'docs/rules/stak-bots.md'), '# Rules\n\n- **SB-GOAL-1**: one.\n- **SB-GOAL-2**: two.\n- **A-1**: a reading.\n\nNot a rule: SB-GOAL-9.\n');
    const card = (name: string) => ({ id: `stak-bots/starter/${name.toLowerCase().replace(/ /g, '-')}`, name, game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 1 } });
    writeFileSync(join(temp, 'sets/stak-bots/starter/cards.json'), JSON.stringify({ format: 'cardwright-set', version: 1, game: 'stak-bots', set: 'starter', name: 'S', cards: [card('Bolt Pup'), card('Bolt')] }));
    writeFileSync(
      join(temp, 'sets/stak-bots/starter/scenarios/one.scenario.yaml'),
      ['version: 1', 'name: one', 'rules: [SB-GOAL-1, SB-GOAL-7, A-1]', 'game: stak-bots', 'sets: [stak-bots/starter]', 'seed: 1', 'seats: 2', '# Bolt is only named in a comment', 'given:', '  p1: { stak: [Bolt Pup] }', ''].join('\n'),
    );
    const coverage = stakBotsCoverage(temp);
    expect(coverage.ids).toEqual(['SB-GOAL-1', 'SB-GOAL-2', 'A-1']);
    expect(coverage.uncovered).toEqual(['SB-GOAL-2']);
    expect(coverage.unknown).toEqual([{ file: 'sets/stak-bots/starter/scenarios/one.scenario.yaml', id: 'SB-GOAL-7' }]);
    // "Bolt Pup" does not count as a use of "Bolt"
    expect(coverage.unusedCards).toEqual(['Bolt']);
    expect(coverage.page).toContain('| SB-GOAL-2 | **none** |');
  });
});

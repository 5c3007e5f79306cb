// A table started from a scenario: the scenario's layout and steps, then played on, saved,
// replayed and recorded like any table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runScenario, scenarioGames } from '../../engine/scenario';
import { tableOfScenario } from '../../engine/table/from-scenario';
import { recordScenario } from '../../engine/table/record';
import { checkReplay, makeReplay } from '../../engine/table/replay';
import { loadTable, saveTable } from '../../engine/table/table';
import { base, playBots, starter } from './games';

const root = join(__dirname, '../..');
const scenario = (path: string) => parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('a table started from a scenario', () => {
  it('begins at the scenario\'s layout, has played its steps, and undoes them back to the layout', () => {
    const doc = scenario('sets/stak-bots/starter/scenarios/attack-different-targets.scenario.yaml');
    const table = tableOfScenario(doc, [starter], scenarioGames);
    if (!table.ok) throw new Error(JSON.stringify(table.problems));
    expect(table.result.ok).toBe(true);
    expect(table.match.position).toBe(table.result.actions.length);
    expect(table.match.hash()).toBe(table.result.hash);
    expect(table.setup.start?.given).toBeDefined();
    const after = table.match.hash();
    table.match.undoTo(0);
    // The layout as written: p2 and p3 each have two bots again.
    expect([table.match.state.zones['p2/stak']!.cards.length, table.match.state.zones['p3/stak']!.cards.length]).toEqual([2, 2]);
    expect(table.match.state.zones.scrapheap!.cards).toEqual([]);
    table.match.undoTo(table.result.actions.length);
    expect(table.match.hash()).toBe(after);
  });

  it('plays on, saves, loads, replays and records as any table', () => {
    const doc = scenario('sets/stak-bots/starter/scenarios/attack-different-targets.scenario.yaml');
    const table = tableOfScenario(doc, [starter], scenarioGames);
    if (!table.ok) throw new Error(JSON.stringify(table.problems));
    playBots(table.match, 20, 'from-scenario');
    const saved = roundTrip(saveTable({ setup: table.setup, branches: [], current: 'main', match: table.match }));
    expect(saved.start?.given).toBeDefined();
    const loaded = loadTable(saved, scenarioGames, () => 'every set is in the file');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.warnings).toEqual([]);
    expect(loaded.match.hash()).toBe(table.match.hash());
    const replay = roundTrip(makeReplay({ setup: { ...table.setup, sets: [{ id: 'stak-bots/starter', cards: starter.cards, variants: starter.variants }] }, match: table.match }));
    expect(checkReplay(replay, scenarioGames)).toMatchObject({ ok: true, hash: table.match.hash() });
    const recorded = recordScenario({ setup: { ...table.setup, sets: ['stak-bots/starter'] }, match: table.match, name: 'From a scenario and on' });
    if (!recorded.ok) throw new Error(recorded.message);
    expect(recorded.document.given).toEqual(table.setup.start?.given);
    const run = runScenario(parse(stringify(recorded.document)), [starter], scenarioGames);
    expect(run.failures).toEqual([]);
    expect(run.hash).toBe(table.match.hash());
  });

  it('a Four Souls scenario of the setup with arranged decks and dice', () => {
    const doc = scenario('sets/four-souls/base/scenarios/core-setup-first-player-by-roll.scenario.yaml');
    const table = tableOfScenario(doc, [base], scenarioGames);
    if (!table.ok) throw new Error(JSON.stringify(table.problems));
    expect(table.result.failures).toEqual([]);
    expect(table.match.hash()).toBe(table.result.hash);
  });

  it('a Four Souls layout with scripted dice: the attack falls as the scenario says', () => {
    const doc = scenario('sets/four-souls/base/scenarios/attack-hit-kills-monster.scenario.yaml');
    const table = tableOfScenario(doc, [base], scenarioGames);
    if (!table.ok) throw new Error(JSON.stringify(table.problems));
    expect(table.result.failures).toEqual([]);
    expect(table.setup.start).toMatchObject({ dice: [4, 5], given: expect.any(Object) });
    expect(table.match.hash()).toBe(table.result.hash);
    // Back to the layout and the attack again: the same dice fall.
    table.match.undoTo(0);
    table.match.redo();
    expect(table.match.state.zones['p1/hand']!.cards.map((c) => table.match.state.cards[c]!.def)).toEqual(['four-souls/base/a-penny']);
  });

  it('a scenario that is not one, or names what is not there, is refused with where', () => {
    expect(tableOfScenario({ version: 1 }, [starter], scenarioGames)).toMatchObject({ ok: false, problems: expect.arrayContaining([expect.objectContaining({ path: 'name' })]) });
    const doc = scenario('sets/stak-bots/starter/scenarios/attack-different-targets.scenario.yaml');
    expect(tableOfScenario({ ...doc, sets: ['stak-bots/nowhere'] }, [starter], scenarioGames)).toEqual({ ok: false, problems: [{ path: 'sets[0]', message: 'no set "stak-bots/nowhere"' }] });
    const badLayout = tableOfScenario({ ...doc, given: { p9: { hand: ['Tiny'] } } }, [starter], scenarioGames);
    expect(badLayout.ok === false && badLayout.problems[0]!.path).toBe('start.given.p9');
  });
});

// Saved tables: a table saved and loaded is the same table (same state hash, every branch
// kept), a broken file is refused with the place of the problem, an older version is upgraded,
// and the published JSON Schema is the one generated from the zod schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as defs from '../../engine/defs';
import type { TableSet } from '../../engine/defs';
import { scenarioGames } from '../../engine/scenario';
import { reloadDefinitions } from '../../engine/table/reload';
import { branchesOfLines, branchOf, loadTable, saveTable, type SetResolver, type TableSetup } from '../../engine/table/table';
import { base, fourGame, playBots, stakGame, started, starter } from './games';

const root = join(__dirname, '../..');
const bundled: Record<string, typeof starter> = { 'stak-bots/starter': starter, 'four-souls/base': base };
const resolve: SetResolver = (set: TableSet) => bundled[set.id] ?? `no bundled set ${set.id}`;
const roundTrip = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

const stakSetup: TableSetup = {
  game: 'stak-bots',
  sets: [{ id: 'stak-bots/starter', origin: 'bundled' }],
  variants: {},
  options: {},
  seats: [
    { id: 'p1', name: 'Ann', bot: null },
    { id: 'p2', name: 'Bot', bot: 'greedy' },
  ],
  seed: 'table-1',
};

/** A Stak Bots table with a main line and a branch from its 20th action, shown on the branch. */
function branchedTable() {
  const match = started(stakGame(), { seed: stakSetup.seed, seats: stakSetup.seats.map((s) => ({ id: s.id, name: s.name })) });
  playBots(match, 40, 'table-main', (m, n) => (n === 12 ? { seat: 'god', kind: 'god-damage', card: m.state.zones['p2/stak']!.cards.at(-1)!, value: 1 } : null));
  const mainHash = match.hash();
  const main = branchOf(match, 'main', null);
  match.undoTo(20);
  playBots(match, 15, 'table-branch');
  return { match, mainHash, branches: [main, { id: 'b1', name: 'Try an attack', from: { branch: 'main', at: 20 }, actions: [], reloads: [] }] };
}

describe('saved tables', () => {
  it('load gives back the same state, on the branch shown and on the main line', () => {
    const { match, mainHash, branches } = branchedTable();
    const file = saveTable({ setup: stakSetup, branches, current: 'b1', match });
    expect(file.branches[1]!.actions.length).toBe(15);
    const loaded = loadTable(roundTrip(file), scenarioGames, resolve);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.match.hash()).toBe(match.hash());
    expect(loaded.match.position).toBe(35);
    const onMain = loadTable({ ...(roundTrip(file) as object), current: { branch: 'main', at: 40 }, hash: undefined }, scenarioGames, resolve);
    expect(onMain.ok && onMain.match.hash()).toBe(mainHash);
  });

  it('keeps god actions, reloads and workspace sets with their definitions', () => {
    const game = fourGame();
    const setup: TableSetup = { game: 'four-souls', sets: [{ id: 'four-souls/base', origin: 'workspace', cards: base.cards, variants: base.variants }], variants: { 'super-shop': {} }, options: { 'start-loot-on-stack': true }, seats: [{ id: 'p1', name: 'A', bot: 'greedy' }, { id: 'p2', name: 'B', bot: 'random' }, { id: 'p3', name: 'C', bot: null }], seed: 'table-fs' };
    const match = started(game, { seed: setup.seed, seats: setup.seats.map((s) => ({ id: s.id, name: s.name })), variants: setup.variants, options: setup.options });
    playBots(match, 60, 'table-fs', (m, n) => (n === 30 ? { seat: 'god', kind: 'god-resource', player: 'p2', resource: 'cents', value: 12 } : null));
    const edited = base.cards.map((d) => (d.kind === 'character' ? { ...d, stats: { ...d.stats, hp: 4 } } : d));
    match.reload(reloadDefinitions(match.game, match.state, edited, base.variants).game);
    playBots(match, 60, 'table-fs-2');
    const file = saveTable({ setup, branches: [], current: 'main', match });
    expect(file.branches[0]!.reloads).toHaveLength(1);
    const loaded = loadTable(roundTrip(file), scenarioGames, () => 'not needed');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.match.hash()).toBe(match.hash());
  });

  it('a broken file is refused with where the problem is', () => {
    const { match, branches } = branchedTable();
    const file = roundTrip(saveTable({ setup: stakSetup, branches, current: 'b1', match }));
    /** The file with the value at `path` replaced, loaded. */
    const load = (path: (string | number)[], value: unknown) => {
      const copy = roundTrip(file) as Record<string | number, unknown>;
      let at: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
      at[path.at(-1)!] = value;
      return loadTable(copy, scenarioGames, resolve);
    };
    const problems = (path: (string | number)[], value: unknown) => {
      const loaded = load(path, value);
      return loaded.ok ? [] : loaded.problems;
    };
    expect(problems(['branches', 0, 'actions', 3, 'seat'], 5)[0]).toMatchObject({ path: 'branches[0].actions[3].seat' });
    expect(problems(['branches', 1, 'from', 'branch'], 'nowhere')[0]).toMatchObject({ path: 'branches[1].from.branch' });
    expect(problems(['branches', 1, 'from', 'at'], 400)[0]).toMatchObject({ path: 'branches[1].from.at' });
    expect(problems(['seats', 1, 'id'], 'p1')[0]).toMatchObject({ path: 'seats[1].id' });
    expect(problems(['sets', 0, 'id'], 'stak-bots/lost')[0]).toMatchObject({ path: 'sets[0]', message: 'no bundled set stak-bots/lost' });
    expect(problems(['game'], 'chess')[0]).toMatchObject({ path: 'game', message: expect.stringContaining('no game "chess"') });
    expect(problems(['current', 'at'], 99)[0]).toMatchObject({ path: 'current.at' });
    expect(problems(['branches', 1, 'reloads'], [{ at: 3, changes: { cards: [], order: [], variants: [] } }])[0]).toMatchObject({ path: 'branches[1].reloads[0].at' });
    expect(problems(['branches', 1, 'reloads'], [{ at: 25, changes: { cards: [], order: ['stak-bots/starter/nobody'], variants: [] } }])[0]).toMatchObject({ path: 'branches[1].reloads[0].changes.order' });
    expect(problems(['version'], 9)[0]).toMatchObject({ path: 'version', message: expect.stringContaining('newer Cardwright') });
    expect(problems(['format'], 'cardwright-set')[0]).toMatchObject({ path: 'format' });
    for (const junk of [null, 3, 'table', [], {}, { format: 'cardwright-table' }]) {
      const loaded = loadTable(junk, scenarioGames, resolve);
      expect(loaded.ok).toBe(false);
    }
  });

  it('a table the rules now play differently still loads, with warnings where it differs', () => {
    const { match, branches } = branchedTable();
    const file = roundTrip(saveTable({ setup: stakSetup, branches, current: 'b1', match })) as { branches: { actions: unknown[] }[]; hash: string };
    // An action the rules refuse: the line stops before it, and the warning names where it is written.
    file.branches[1]!.actions[2] = { seat: 'p2', kind: 'attack', target: 'p7' };
    const stopped = loadTable(file, scenarioGames, resolve);
    if (!stopped.ok) throw new Error(JSON.stringify(stopped.problems));
    expect(stopped.warnings[0]!.path).toBe('branches[1].actions[2]');
    expect(stopped.warnings[0]!.message).toContain('action 23');
    expect(stopped.match.position).toBe(22);
    // Another state than the one saved: loaded, and said.
    const other = loadTable({ ...(roundTrip(saveTable({ setup: stakSetup, branches, current: 'b1', match })) as object), hash: '0000000000000000' }, scenarioGames, resolve);
    expect(other.ok && other.warnings).toEqual([expect.objectContaining({ path: 'hash' })]);
  });

  it('every line comes back whole, and lines kept whole save as branches that share their start', () => {
    const { match, branches } = branchedTable();
    const file = saveTable({ setup: stakSetup, branches, current: 'b1', match });
    const loaded = loadTable(roundTrip(file), scenarioGames, resolve);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.lines.map((l) => [l.id, l.actions.length, l.at, l.from])).toEqual([
      ['main', 40, 40, null],
      ['b1', 35, 35, { branch: 'main', at: 20 }],
    ]);
    expect(loaded.lines[1]!.actions.slice(0, 20)).toEqual(loaded.lines[0]!.actions.slice(0, 20));
    // A line left part-way keeps where it was left.
    const left = branchesOfLines([{ ...loaded.lines[0]!, at: 30 }, loaded.lines[1]!]);
    expect(left[0]!.at).toBe(30);
    expect(left[1]!.actions).toHaveLength(15);
    const again = saveTable({ setup: stakSetup, branches: left, current: 'b1', match: loaded.match });
    expect(again.branches).toEqual(roundTrip(file.branches.map((b, i) => (i === 0 ? { ...b, at: 30 } : b))));
  });

  it('a version 1 file (one line of play) is upgraded', () => {
    const match = started(stakGame(), { seed: 'table-v1', seats: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] });
    playBots(match, 30, 'table-v1');
    const v1 = { format: 'cardwright-table', version: 1, game: 'stak-bots', sets: [{ id: 'stak-bots/starter', origin: 'bundled' }], seats: [{ id: 'p1', name: 'A', bot: null }, { id: 'p2', name: 'B', bot: null }], seed: 'table-v1', actions: roundTrip(match.actions()), at: 30 };
    const loaded = loadTable(v1, scenarioGames, resolve);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect(loaded.file.version).toBe(defs.TABLE_FILE_VERSION);
    expect(loaded.file.branches).toHaveLength(1);
    expect(loaded.match.hash()).toBe(match.hash());
  });

  it('docs/schema/table.schema.json is the one generated from the zod schema, and a saved table passes it', async () => {
    type Script = { tableFileJsonSchema: (zod: typeof z, module: typeof defs) => string; replayFileJsonSchema: (zod: typeof z, module: typeof defs) => string };
    const script = (await import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/export-schema.mjs')).href)) as Script;
    const text = readFileSync(join(root, 'docs/schema/table.schema.json'), 'utf8');
    expect(text).toBe(script.tableFileJsonSchema(z, defs));
    expect(readFileSync(join(root, 'docs/schema/replay.schema.json'), 'utf8')).toBe(script.replayFileJsonSchema(z, defs));
    const { default: Ajv } = (await import(/* @vite-ignore */ 'ajv/dist/2020.js')) as { default: new (o: object) => { compile: (s: object) => ((d: unknown) => boolean) & { errors?: unknown } } };
    const validate = new Ajv({ strict: false, allErrors: true }).compile(JSON.parse(text) as object);
    const { match, branches } = branchedTable();
    const saved = roundTrip(saveTable({ setup: stakSetup, branches, current: 'b1', match }));
    expect(validate(saved), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...(saved as object), branches: 'none' })).toBe(false);
  });
});

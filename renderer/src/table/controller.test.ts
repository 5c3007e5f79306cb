// The table's controller with its engine run in process (the page runs the same API in a
// worker), an in-memory host for the workspace's files, scripted answers to its questions and a
// hand-cranked clock for the bots.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import type { SetFile } from '../../../engine/defs';
import type { HostError, Result } from '../../../electron/shared/contract';
import { initialStudioState } from '../app/studio';
import type { DialogAnswer, DialogSpec, StudioState } from '../app/types';
import { Store } from '../state/store';
import type { TableSetsUpdate } from '../language/table-sets';
import { TableController, type EngineApi } from './controller';
import { TableEngine } from './engine/table-engine';
import type { TableConfig, WorkspaceSet } from './model';
import type { FileHost } from './table-files';

let bundled: SetFile[] = [];
beforeAll(async () => {
  bundled = (await loadSets(new URL('../../../sets', import.meta.url).pathname)).sets;
});

/** The engine's methods as promises, as Comlink gives them. */
function inProcess(engine: TableEngine): EngineApi {
  const api: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(TableEngine.prototype)) {
    if (name === 'constructor') continue;
    api[name] = (...args: unknown[]) => Promise.resolve((engine as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args));
  }
  return api as EngineApi;
}

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
/** The value of an engine's answer (a refusal fails the test). */
function answered<T>(answer: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}
const fail = (code: HostError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

class Files {
  files = new Map<string, { content: string; version: string }>();
  writes: { path: string; baseVersion: string | null }[] = [];
  private versions = 0;
  host(): FileHost {
    return {
      readFile: async ({ path }) => {
        const file = this.files.get(path);
        return file ? ok({ path, ...file }) : fail('not-found', `${path} is not there`);
      },
      createFile: async ({ path, content }) => {
        if (this.files.has(path)) return fail('already-exists', `${path} exists`);
        const version = String((this.versions += 1));
        this.files.set(path, { content, version });
        this.writes.push({ path, baseVersion: 'new' });
        return ok({ path, version });
      },
      writeFile: async ({ path, content, baseVersion }) => {
        const file = this.files.get(path);
        if (baseVersion !== null && file?.version !== baseVersion) return fail('conflict', `${path} changed`);
        const version = String((this.versions += 1));
        this.files.set(path, { content, version });
        this.writes.push({ path, baseVersion });
        return ok({ path, version });
      },
    };
  }
}

type Setup = { answers?: ((spec: DialogSpec) => DialogAnswer)[]; sets?: () => TableSetsUpdate };

function controller(setup: Setup = {}) {
  const timers: { work: () => void; ms: number }[] = [];
  const asked: DialogSpec[] = [];
  const files = new Files();
  const studio = new Store<StudioState>({ ...initialStudioState(1), phase: 'workspace', workspace: { root: '/work/table', name: 'Table', sets: [] } });
  let changed: ((paths: readonly string[] | null) => void) | null = null;
  const table = new TableController({
    startEngine: () => inProcess(new TableEngine(bundled)),
    language: {
      tableSets: async () => setup.sets?.() ?? { sets: [], removed: [] },
      onDidChange: (listener) => {
        changed = listener;
        return () => undefined;
      },
    },
    studio,
    host: files.host(),
    ask: async (spec) => {
      asked.push(spec);
      const next = setup.answers?.shift();
      return next ? next(spec) : { button: spec.cancelId, values: {} };
    },
    schedule: (work, ms) => {
      const timer = { work, ms };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer) >>> 0, 1);
    },
    afterPaint: () => Promise.resolve(),
  });
  table.start();
  /** Runs the timers due now (the bots' next move, a recompile), letting their promises settle. */
  const tick = async () => {
    for (const timer of timers.splice(0)) timer.work();
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { table, files, studio, asked, timers, tick, changed: () => changed?.(['sets/stak-bots/starter/starter.cards']) };
}

const stak = (seats: TableConfig['seats']): TableConfig => ({ game: 'stak-bots', sets: ['stak-bots/starter'], variants: {}, options: {}, seats, seed: '7' });

describe('the table controller', () => {
  it('starts a table from the dialog, and keeps the dialog open with the problem when it cannot', async () => {
    const { table } = controller();
    table.openDialog();
    expect(table.state.dialog.open).toBe(true);
    expect(await table.startTable({ ...stak([{ kind: 'you' }, { kind: 'you' }]), sets: ['four-souls/base'] })).toBe(false);
    expect(table.state.dialog).toMatchObject({ open: true, problem: expect.stringMatching(/set of four-souls/) });
    expect(await table.startTable(stak([{ kind: 'you' }, { kind: 'you' }]))).toBe(true);
    expect(table.state.dialog.open).toBe(false);
    expect(table.state.snapshot?.waiting).toEqual({ seat: 'p1', bot: false });
    expect(table.state.log[0]!.text).toBe('Setup');
    await table.act(0);
    expect(table.state.snapshot?.position).toBe(1);
    expect(table.state.log).toHaveLength(2);
  });

  it('offers the workspace\'s decks of the game, checks the one chosen and deals it; a deck gone from disk is a problem in the dialog', async () => {
    const { table, files, studio } = controller();
    const path = 'decks/stak-bots/rush.deck.json';
    studio.update((s) => ({ ...s, workspace: { ...s.workspace!, decks: [{ path, size: 100, name: 'Rush' }, { path: 'decks/four-souls/other.deck.json', size: 100 }] } }));
    // Offered by the name the deck gives itself, as the explorer lists it.
    expect(table.workspaceDecks('stak-bots')).toEqual([{ path, game: 'stak-bots', name: 'Rush', file: 'rush.deck.json' }]);
    files.files.set(path, { version: '1', content: JSON.stringify({ format: 'cardwright-deck', version: 1, name: 'Rush', game: 'stak-bots', sets: ['starter'], variants: {}, sections: { supply: [{ card: 'Bolt Pup', count: 30 }] } }) });
    const decks = { table: { path, playAnyway: false } };
    expect(await table.checkDecks('stak-bots', 2, decks)).toEqual([expect.objectContaining({ ok: true, name: 'Rush', cards: 30, violations: [] })]);
    expect(await table.startTable({ ...stak([{ kind: 'you' }, { kind: 'you' }]), decks })).toBe(true);
    const snap = table.state.snapshot!;
    const defs = new Set(snap.zones.filter((z) => z.owner === 'p1').flatMap((z) => z.cards.map((c) => snap.cards[c]!.def)).filter((d) => d !== null));
    expect([...defs]).toEqual(['stak-bots/starter/bolt-pup']);
    expect(table.state.config?.decks).toEqual(decks);
    files.files.delete(path);
    expect(await table.checkDecks('stak-bots', 2, decks)).toBe(`There is no deck ${path} in the workspace any more`);
    expect(await table.startTable({ ...stak([{ kind: 'you' }, { kind: 'you' }]), decks })).toBe(false);
    expect(table.state.dialog.problem).toBe(`There is no deck ${path} in the workspace any more`);
  });

  it('lets the bots play when they may, one action per tick at a pace, and stops them on pause', async () => {
    const { table, timers, tick } = controller();
    await table.startTable(stak([{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }]));
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(350);
    await tick();
    expect(table.state.snapshot?.position).toBe(1);
    table.setBots({ playing: false });
    expect(timers).toHaveLength(0);
    await table.stepBot();
    expect(table.state.snapshot?.position).toBe(2);
    table.setBots({ playing: true, speed: 'full' });
    for (let i = 0; i < 200 && !table.state.snapshot?.result; i += 1) await tick();
    expect(table.state.snapshot?.result?.text).toMatch(/wins/);
  });

  it('takes one undo from the keyboard and the menu reporting the same key press', async () => {
    const { table } = controller();
    await table.startTable(stak([{ kind: 'you' }, { kind: 'you' }]));
    await table.act(0);
    await table.act(0);
    await table.step('undo', 'keyboard');
    await table.step('undo', 'menu');
    expect(table.state.snapshot?.position).toBe(1);
    await table.step('undo', 'button');
    expect(table.state.snapshot?.position).toBe(0);
  });

  it('saves the table under a name, saves again over its own file, and loads it back', async () => {
    const name = (value: string) => (spec: DialogSpec) => ({ button: spec.buttons[0]!.id, values: { name: value } });
    const { table, files, asked } = controller({ answers: [name(''), name('First test')] });
    await table.startTable(stak([{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }]));
    await table.act(0);
    await table.saveTable(false);
    // An empty name is asked again, with why.
    expect(asked.map((a) => a.error)).toEqual([undefined, 'Give the table a name']);
    expect(table.state.saved?.path).toBe('tables/first-test.table.json');
    expect(table.state.message?.text).toBe('Saved the table to tables/first-test.table.json');
    await table.act(0);
    await table.saveTable(false);
    expect(files.writes.map((w) => w.baseVersion)).toEqual(['new', '1']);
    expect(JSON.parse(files.files.get('tables/first-test.table.json')!.content)).toMatchObject({ format: 'cardwright-table', current: { at: 2 } });

    // Another name that exists is replaced only when the user says so.
    files.files.set('tables/taken.table.json', { content: '{}', version: 'x' });
    const again = controller({ answers: [name('Taken'), () => ({ button: 'cancel', values: {} }), (spec) => ({ button: spec.cancelId, values: {} })] });
    again.files.files = files.files;
    await again.table.startTable(stak([{ kind: 'you' }, { kind: 'you' }]));
    await again.table.saveTable(true);
    expect(again.asked.map((a) => a.title)).toEqual(['Save table', 'Replace tables/taken.table.json?', 'Save table']);
    expect(files.files.get('tables/taken.table.json')!.content).toBe('{}');

    const load = controller({ answers: [() => ({ button: 'load', values: { path: 'tables/first-test.table.json' } })] });
    load.files.files = files.files;
    await load.table.loadTable();
    expect(load.table.state.snapshot?.position).toBe(2);
    expect(load.table.state.snapshot?.seats.map((s) => s.player.kind)).toEqual(['you', 'bot']);
    expect(load.table.state.saved?.path).toBe('tables/first-test.table.json');
    expect(load.table.state.bots.playing).toBe(false);
  });

  it('names the problems of a file that is not a saved table, and asks again', async () => {
    const answers = [() => ({ button: 'load', values: { path: 'tables/nothing.table.json' } }), () => ({ button: 'load', values: { path: '', file: '{"format": 1}', 'file:name': 'mine.json' } })];
    const { table, asked } = controller({ answers });
    await table.loadTable();
    expect(asked[1]!.error).toBe('There is no file tables/nothing.table.json in the workspace');
    expect(asked[2]!.error).toMatch(/cannot be loaded/);
    expect(asked[2]!.problems?.length).toBeGreaterThan(0);
    expect(table.state.snapshot).toBeNull();
  });

  it('loads a saved table named by its path without asking, and asks with the error when it cannot', async () => {
    const name = (value: string) => (spec: DialogSpec) => ({ button: spec.buttons[0]!.id, values: { name: value } });
    const saving = controller({ answers: [name('Named')] });
    await saving.table.startTable(stak([{ kind: 'you' }, { kind: 'you' }]));
    await saving.table.act(0);
    await saving.table.saveTable(false);

    const { table, files, asked } = controller();
    files.files = saving.files.files;
    await table.loadTable('tables/named.table.json');
    expect(asked).toEqual([]);
    expect(table.state.snapshot?.position).toBe(1);
    expect(table.state.saved?.path).toBe('tables/named.table.json');
    expect(table.state.message?.text).toBe('Loaded tables/named.table.json: 1 of 1 actions played');
    await table.loadTable('tables/gone.table.json');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ title: 'Load table', error: 'There is no file tables/gone.table.json in the workspace', fields: [{ id: 'path', value: 'tables/gone.table.json' }, { id: 'file' }] });
    expect(table.state.saved?.path).toBe('tables/named.table.json');
  });

  it('opens a replay named by its path without asking, at the end of its line; Save then asks for a name', async () => {
    const exporting = controller({ answers: [() => ({ button: 'export', values: { name: 'Strange game' } })] });
    await exporting.table.startTable(stak([{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }]));
    for (let i = 0; i < 3; i += 1) await exporting.table.act(0);
    const played = exporting.table.state.snapshot!;
    await exporting.table.exportReplay();
    expect(exporting.files.files.has('replays/strange-game.replay.json')).toBe(true);

    const { table, files, asked } = controller({ answers: [(spec) => ({ button: spec.cancelId, values: {} })] });
    files.files = exporting.files.files;
    await table.openReplay('replays/strange-game.replay.json');
    expect(asked).toEqual([]);
    expect(table.state.snapshot).toMatchObject({ position: played.position, length: played.position });
    expect(table.state.snapshot?.seats.map((s) => s.player.kind)).toEqual(['you', 'you']);
    expect(table.state.log.map((e) => e.text)).toEqual(exporting.table.state.log.map((e) => e.text));
    expect(table.state.message).toEqual({ kind: 'info', text: `Opened replays/strange-game.replay.json at the end of its line: ${played.position} actions, each state as the replay recorded it` });
    // Not a saved table: Save asks for a name.
    expect(table.state.saved).toBeNull();
    await table.saveTable(false);
    expect(asked.map((a) => a.title)).toEqual(['Save table']);
  });

  it('rematches a replay opened at the table with the replay’s own cards, though the studio has other cards of those ids', async () => {
    const starter = bundled.find((s) => s.game === 'stak-bots' && s.set === 'starter')!;
    const recorder = new TableEngine(bundled);
    recorder.setWorkspaceSets([{ id: 'stak-bots/starter', game: 'stak-bots', name: 'Starter', folder: 'sets/stak-bots/starter', cards: starter.cards.map((c) => ({ ...c, stats: { ...c.stats, power: c.stats.power! + 3 } })), variants: starter.variants, broken: [] }]);
    let snap = answered(recorder.start(stak([{ kind: 'you' }, { kind: 'you' }]))).snapshot;
    for (let i = 0; i < 3; i += 1) snap = answered(recorder.act(0, snap.serial));
    const { table, files } = controller();
    files.files.set('replays/strong.replay.json', { version: '1', content: answered(recorder.exportReplay()) });
    await table.openReplay('replays/strong.replay.json');
    const power = () => {
      const hand = table.state.snapshot!.zones.find((z) => z.id === 'p1/hand')!;
      const def = table.state.snapshot!.cards[hand.cards[0]!]!.def!;
      return { def, power: table.state.faces[def]!.stats.find((s) => s.name === 'power')!.value };
    };
    await table.rematch(false);
    expect(table.state.snapshot).toMatchObject({ position: 0, notice: 'A rematch with the replay’s own cards' });
    const { def, power: now } = power();
    expect(now).toBe(starter.cards.find((c) => c.id === def)!.stats.power! + 3);
    expect(table.state.dialog.open).toBe(false);
  });

  it('asks for a replay whose path is not there, with the error and the path; asks again at a broken one; says where one went astray', async () => {
    const source = controller({ answers: [() => ({ button: 'export', values: { name: 'game' } })] });
    await source.table.startTable(stak([{ kind: 'you' }, { kind: 'you' }]));
    for (let i = 0; i < 4; i += 1) await source.table.act(0);
    await source.table.exportReplay();
    const replay = JSON.parse(source.files.files.get('replays/game.replay.json')!.content) as { hashes: string[] };
    replay.hashes[2] = '0123456789abcdef';
    const answers = [
      () => ({ button: 'open', values: { path: 'replays/', file: '{"format": "cardwright-replay",', 'file:name': 'broken.replay.json' } }),
      () => ({ button: 'open', values: { path: 'replays/', file: JSON.stringify(replay), 'file:name': 'tampered.replay.json' } }),
    ];
    const { table, asked } = controller({ answers });
    await table.openReplay('replays/nothing.replay.json');
    expect(asked[0]).toMatchObject({ title: 'Open replay', error: 'There is no file replays/nothing.replay.json in the workspace', fields: [{ id: 'path', value: 'replays/nothing.replay.json' }, { id: 'file' }] });
    expect(asked[1]).toMatchObject({ error: 'This is not a replay: its JSON is broken', problems: [{ path: expect.stringMatching(/^line 1, column/) }] });
    expect(asked).toHaveLength(2);
    expect(table.state.snapshot).toMatchObject({ position: 2, length: 2 });
    expect(table.state.message).toEqual({ kind: 'error', text: expect.stringMatching(/^tampered\.replay\.json went astray \(at hashes\[2\]\): the state after action 3 \(.+\) differs: .*The table keeps the 2 actions that matched$/) });

    // Without a path, the question starts in replays/.
    await table.openReplay();
    expect(asked[2]).toMatchObject({ title: 'Open replay', fields: [{ id: 'path', value: 'replays/' }, { id: 'file' }] });
    expect(asked[2]!.error).toBeUndefined();
  });

  it('hands the workspace’s sets to the engine a moment after they change, and the running table plays on with them', async () => {
    const starter = () => bundled.find((s) => s.set === 'starter')!;
    let version = 1;
    let power = 0;
    const set = (): WorkspaceSet & { version: number } => ({ id: 'stak-bots/starter', game: 'stak-bots', name: 'Starter', folder: 'sets/stak-bots/starter', version, cards: starter().cards.map((c) => ({ ...c, stats: { ...c.stats, power: c.stats.power! + power } })), variants: starter().variants, broken: [] });
    const { table, tick, changed, timers } = controller({ sets: () => ({ sets: [set()], removed: [] }) });
    table.openDialog();
    await tick();
    expect(table.state.catalog?.sets.find((s) => s.id === 'stak-bots/starter')?.source).toBe('workspace');
    await table.startTable(stak([{ kind: 'you' }, { kind: 'you' }]));
    version = 2;
    power = 1;
    changed();
    expect(timers.map((t) => t.ms)).toEqual([300]);
    expect(table.state.setsCompiling).toBe(true);
    await tick();
    expect(table.state.setsCompiling).toBe(false);
    expect(table.state.message?.text).toMatch(/^Reloaded: .* changed/);
    const hand = table.state.snapshot!.zones.find((z) => z.id === 'p1/hand')!;
    const def = table.state.snapshot!.cards[hand.cards[0]!]!.def!;
    expect(table.state.faces[def]?.stats.find((s) => s.name === 'power')?.value).toBe(starter().cards.find((c) => c.id === def)!.stats.power! + 1);
  });
});

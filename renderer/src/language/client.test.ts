import { describe, expect, it } from 'vitest';
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';
import { Store } from '../state/store';
import { CardLanguage } from './api';
import { LanguageClient, type LanguageWorker } from './client';
import { problemCounts, problemGroups } from './problems';

const V = 'a'.repeat(64);
const GOOD = 'game stak-bots\nbot "Bolt Pup" rank 1 power 2 {\n  entry: draw a card\n}\n';
const BAD = 'game stak-bots\nbot "Rust Pup" rank 1 power 2 {\n  entry: scarp this\n}\n';

/** The worker's API run in the test, answering through promises as Comlink does. */
function inProcess(api: CardLanguage): LanguageWorker {
  return new Proxy(api, {
    get: (target, key) => {
      const value = (target as unknown as Record<string | symbol, unknown>)[key];
      return typeof value === 'function' ? (...args: unknown[]) => Promise.resolve(value.apply(target, args)) : value;
    },
  }) as unknown as LanguageWorker;
}

function snapshot(files: Record<string, string>): WorkspaceSnapshot {
  const sets = new Map<string, string[]>();
  for (const path of Object.keys(files)) {
    const folder = path.split('/').slice(0, 3).join('/');
    sets.set(folder, [...(sets.get(folder) ?? []), path]);
  }
  return {
    root: '/w',
    name: 'W',
    sets: [...sets].map(([folder, paths]) => ({ game: folder.split('/')[1]!, set: folder.split('/')[2]!, path: folder, name: folder, files: paths.map((path) => ({ path, size: 1 })) })),
  };
}

function setup(files: Record<string, string>) {
  const disk = new Map(Object.entries(files));
  let changed: ((payload: { paths: string[]; structure: boolean }) => void) | null = null;
  const host = {
    readFile: async ({ path }: { path: string }) => {
      const content = disk.get(path);
      return content === undefined ? ({ ok: false, error: { code: 'not-found', message: 'gone' } } as const) : ({ ok: true, value: { path, content, version: V } } as const);
    },
    onWorkspaceChanged: (listener: typeof changed) => {
      changed = listener;
      return () => undefined;
    },
  };
  const workspace = new Store<{ workspace: WorkspaceSnapshot | null }>({ workspace: snapshot(files) });
  const api = new CardLanguage();
  const client = new LanguageClient({ host, workspace, startWorker: () => inProcess(api) });
  client.start();
  const settle = async () => {
    await client.whenLoaded();
    await client.refreshProblems();
  };
  return { client, api, disk, workspace, settle, change: (paths: string[]) => changed?.({ paths, structure: false }) };
}

describe('the language client', () => {
  it('starts on the welcome screen, with no workspace to load, and is loaded at once', async () => {
    const workspace = new Store<{ workspace: WorkspaceSnapshot | null }>({ workspace: null });
    const host = { readFile: async () => ({ ok: false, error: { code: 'not-found', message: 'gone' } }) as const, onWorkspaceChanged: () => () => undefined };
    const client = new LanguageClient({ host, workspace, startWorker: () => inProcess(new CardLanguage()) });
    client.start();
    // Nothing to load: the promise must not wait on itself (a rejected "chaining cycle").
    await expect(client.whenLoaded()).resolves.toBeUndefined();
  });

  it('reads every .cards file of every set, so problems cover files that are not open', async () => {
    const { client, settle } = setup({ 'sets/stak-bots/a/good.cards': GOOD, 'sets/stak-bots/b/bad.cards': BAD, 'sets/stak-bots/b/set.json': '{}' });
    await settle();
    const groups = problemGroups(client.problems.get());
    expect(groups.map((g) => [g.path, g.diagnostics.map((d) => d.code)])).toEqual([['sets/stak-bots/b/bad.cards', ['CW2007']]]);
    expect(problemCounts(client.problems.get())).toEqual({ error: 1, warning: 0, info: 0 });
  });

  it('lets an open buffer speak for its file until it closes, then reads the disk again', async () => {
    const { client, api, settle } = setup({ 'sets/stak-bots/b/bad.cards': BAD });
    await settle();
    api.openBuffer('sets/stak-bots/b/bad.cards', BAD, 1);
    api.changeBuffer('sets/stak-bots/b/bad.cards', [{ start: BAD.indexOf('scarp'), end: BAD.indexOf('scarp') + 5, text: 'scrap' }], 2);
    expect(api.diagnostics('sets/stak-bots/b/bad.cards')).toEqual({ version: 2, value: [] });
    await client.refreshProblems();
    expect(problemCounts(client.problems.get()).error).toBe(0);
    api.closeBuffer('sets/stak-bots/b/bad.cards');
    await client.refreshProblems();
    expect(problemCounts(client.problems.get()).error).toBe(1);
    expect(api.diagnostics('sets/stak-bots/b/bad.cards').version).toBeNull();
  });

  it('follows files changed on disk and files added to the listing', async () => {
    const { client, disk, workspace, settle, change } = setup({ 'sets/stak-bots/b/bad.cards': BAD });
    await settle();
    disk.set('sets/stak-bots/b/bad.cards', GOOD);
    change(['sets/stak-bots/b/bad.cards', 'sets/stak-bots/b/notes.txt']);
    await new Promise((r) => setTimeout(r, 10));
    await client.refreshProblems();
    expect(problemCounts(client.problems.get()).error).toBe(0);
    disk.set('sets/stak-bots/b/more.cards', BAD);
    workspace.update(() => ({ workspace: snapshot({ 'sets/stak-bots/b/bad.cards': GOOD, 'sets/stak-bots/b/more.cards': BAD }) }));
    await new Promise((r) => setTimeout(r, 10));
    await client.refreshProblems();
    expect(problemGroups(client.problems.get()).map((g) => g.path)).toEqual(['sets/stak-bots/b/more.cards']);
  });

  it('forgets everything when the workspace closes', async () => {
    const { client, workspace, settle } = setup({ 'sets/stak-bots/b/bad.cards': BAD });
    await settle();
    workspace.update(() => ({ workspace: null }));
    await client.whenLoaded();
    expect(problemGroups(client.problems.get())).toEqual([]);
  });

  it('filters the panel by severity and renames in scenario text', async () => {
    const { client, api, settle } = setup({ 'sets/stak-bots/b/bad.cards': BAD });
    await settle();
    client.problems.toggleSeverity('error');
    expect(problemGroups(client.problems.get())).toEqual([]);
    expect(problemCounts(client.problems.get()).error).toBe(1);
    expect(api.renameInScenarios('Rust Pup', 'Iron Pup', [{ path: 's.scenario.yaml', text: 'given:\n  p1: { stak: [Rust Pup] }\n' }])).toEqual({
      's.scenario.yaml': [{ range: { start: { line: 1, character: 15 }, end: { line: 1, character: 23 } }, newText: 'Iron Pup' }],
    });
  });

  it('sends a set\'s problems again only when they change', async () => {
    const { client, api, settle } = setup({ 'sets/stak-bots/b/bad.cards': BAD });
    await settle();
    const known = client.problems.known();
    api.openBuffer('sets/stak-bots/b/bad.cards', BAD, 1);
    // A change that leaves the problems as they were: nothing to send.
    api.changeBuffer('sets/stak-bots/b/bad.cards', [{ start: BAD.length, end: BAD.length, text: '\n' }], 2);
    expect(api.problems(known).sets).toEqual([]);
    api.changeBuffer('sets/stak-bots/b/bad.cards', [{ start: BAD.indexOf('scarp'), end: BAD.indexOf('scarp') + 5, text: 'scrap' }], 3);
    const update = api.problems(known);
    expect(update.sets.map((s) => s.files.map((f) => f.diagnostics.length))).toEqual([[0]]);
    // A page that knows nothing of a set always gets it.
    expect(api.problems({}).sets).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { HostApi, HostError, Result } from '../../../electron/shared/contract';
import { Store } from '../state/store';
import { SavedDeletion } from './saved-deletion';
import type { DialogAnswer, DialogSpec, StatusMessage } from './types';

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const fail = (code: HostError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

/** The workspace's saved files and their backups, as the host keeps them. */
class FakeHost {
  files = new Map<string, string>([
    ['tables/first-test.table.json', '{"table":1}'],
    ['simulations/two-hundred.sim.json', '{"report":1}'],
  ]);
  backups = new Map<string, string>();
  calls: string[] = [];

  api(): Pick<HostApi, 'deleteSaved' | 'restoreSaved'> {
    return {
      deleteSaved: async ({ path }) => {
        this.calls.push(`delete ${path}`);
        const content = this.files.get(path);
        if (content === undefined) return fail('not-found', `${path} is not there any more`);
        const [folder, file] = path.split('/') as [string, string];
        const dot = file.indexOf('.');
        const backup = `${folder}/.deleted/${file.slice(0, dot)}.20261129-120000${file.slice(dot)}`;
        this.files.delete(path);
        this.backups.set(backup, content);
        return ok({ path, backup });
      },
      restoreSaved: async ({ path, backup }) => {
        this.calls.push(`restore ${path} from ${backup}`);
        const content = this.backups.get(backup);
        if (content === undefined) return fail('not-found', `The backup ${backup} is gone`);
        if (this.files.has(path)) return fail('already-exists', `${path} exists again`);
        this.backups.delete(backup);
        this.files.set(path, content);
        return ok({ path });
      },
    };
  }
}

function setup(answer: string = 'delete') {
  const host = new FakeHost();
  const workspace = new Store<string | null>('/work/designs');
  const asked: DialogSpec[] = [];
  const said: StatusMessage[] = [];
  const forgotten: string[] = [];
  let listings = 0;
  const deletion = new SavedDeletion({
    host: host.api(),
    workspace: { root: workspace.get, subscribe: workspace.subscribe },
    ask: async (spec): Promise<DialogAnswer> => {
      asked.push(spec);
      return { button: answer, values: {} };
    },
    inform: (text, kind = 'info') => said.push({ kind, text }),
    refreshListing: async () => {
      listings += 1;
    },
    onDeleted: (path) => forgotten.push(path),
  });
  deletion.start();
  return { host, workspace, deletion, asked, said, forgotten, listings: () => listings };
}

describe('deleting a saved file from the explorer', () => {
  it('asks first, saying where the file goes, and deletes nothing on Cancel', async () => {
    const { host, deletion, asked, forgotten } = setup('cancel');
    expect(await deletion.deleteFile('tables/first-test.table.json')).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      title: 'Delete tables/first-test.table.json?',
      message: 'It is moved to tables/.deleted/, which the explorer does not list; Undo delete puts it back.',
      buttons: [
        { id: 'delete', label: 'Delete', kind: 'danger' },
        { id: 'cancel', label: 'Cancel' },
      ],
      cancelId: 'cancel',
    });
    expect(host.calls).toEqual([]);
    expect(host.files.has('tables/first-test.table.json')).toBe(true);
    expect(deletion.state.deleted).toBeNull();
    expect(forgotten).toEqual([]);
  });

  it('moves the file to its backup, notes it for Undo, tells what was loaded from it, and lists again', async () => {
    const { host, deletion, said, forgotten, listings } = setup();
    expect(await deletion.deleteFile('tables/first-test.table.json')).toBe(true);
    expect(host.files.has('tables/first-test.table.json')).toBe(false);
    expect(deletion.state.deleted).toEqual({ path: 'tables/first-test.table.json', name: 'first-test', backup: 'tables/.deleted/first-test.20261129-120000.table.json', root: '/work/designs' });
    expect(forgotten).toEqual(['tables/first-test.table.json']);
    expect(said.at(-1)).toEqual({ kind: 'info', text: 'Deleted “first-test”; kept as tables/.deleted/first-test.20261129-120000.table.json' });
    expect(listings()).toBe(1);
  });

  it('puts the file back on Undo delete, and forgets the note', async () => {
    const { host, deletion, said, listings } = setup();
    await deletion.deleteFile('simulations/two-hundred.sim.json');
    expect(await deletion.undoDelete()).toBe(true);
    expect(host.files.get('simulations/two-hundred.sim.json')).toBe('{"report":1}');
    expect(host.backups.size).toBe(0);
    expect(deletion.state.deleted).toBeNull();
    expect(said.at(-1)).toEqual({ kind: 'info', text: 'Put simulations/two-hundred.sim.json back' });
    expect(listings()).toBe(2);
    // Nothing left to undo.
    expect(await deletion.undoDelete()).toBe(false);
    expect(host.calls.filter((c) => c.startsWith('restore'))).toHaveLength(1);
  });

  it('keeps the note when the name is taken again, and drops it when the backup is gone', async () => {
    const { host, deletion, said } = setup();
    await deletion.deleteFile('tables/first-test.table.json');
    host.files.set('tables/first-test.table.json', '{"new":1}');
    expect(await deletion.undoDelete()).toBe(false);
    expect(said.at(-1)).toEqual({ kind: 'error', text: 'Could not put tables/first-test.table.json back: tables/first-test.table.json exists again' });
    expect(host.files.get('tables/first-test.table.json')).toBe('{"new":1}');
    expect(deletion.state.deleted?.path).toBe('tables/first-test.table.json');

    host.backups.clear();
    expect(await deletion.undoDelete()).toBe(false);
    expect(said.at(-1)?.text).toMatch(/^Could not put tables\/first-test\.table\.json back: The backup tables\/\.deleted\/first-test\.20261129-120000\.table\.json is gone/);
    expect(deletion.state.deleted).toBeNull();
  });

  it('says why a delete failed, lists again, and notes nothing', async () => {
    const { deletion, said, forgotten, listings } = setup();
    expect(await deletion.deleteFile('replays/gone.replay.json')).toBe(false);
    expect(said).toEqual([{ kind: 'error', text: 'Could not delete replays/gone.replay.json: replays/gone.replay.json is not there any more' }]);
    expect(deletion.state.deleted).toBeNull();
    expect(forgotten).toEqual([]);
    expect(listings()).toBe(1);
  });

  it('asks nothing for a path that is no saved file, or without a workspace', async () => {
    const { host, workspace, deletion, asked } = setup();
    expect(await deletion.deleteFile('sets/stak-bots/starter/bots.cards')).toBe(false);
    workspace.update(() => null);
    expect(await deletion.deleteFile('tables/first-test.table.json')).toBe(false);
    expect(asked).toEqual([]);
    expect(host.calls).toEqual([]);
  });

  it('drops the note when another workspace is opened, and never undoes into it', async () => {
    const { host, workspace, deletion } = setup();
    await deletion.deleteFile('tables/first-test.table.json');
    workspace.update(() => '/work/designs');
    expect(deletion.state.deleted).not.toBeNull();
    workspace.update(() => '/work/other');
    expect(deletion.state.deleted).toBeNull();
    expect(await deletion.undoDelete()).toBe(false);
    expect(host.calls.filter((c) => c.startsWith('restore'))).toEqual([]);
  });

  it('does not delete into a workspace opened while it asked', async () => {
    const host = new FakeHost();
    const workspace = new Store<string | null>('/work/designs');
    const deletion = new SavedDeletion({
      host: host.api(),
      workspace: { root: workspace.get, subscribe: workspace.subscribe },
      ask: async () => {
        workspace.update(() => '/work/other');
        return { button: 'delete', values: {} };
      },
      inform: () => undefined,
      refreshListing: async () => undefined,
      onDeleted: () => undefined,
    });
    expect(await deletion.deleteFile('tables/first-test.table.json')).toBe(false);
    expect(host.calls).toEqual([]);
  });
});

// The export and import flows against a scripted host and scripted answers: which set is
// exported, what is asked, and how a refused file's problems are shown until it imports.
import { describe, expect, it } from 'vitest';
import type { HostApi, HostError, Result, SetExportOutcome, SetImportOutcome, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { emptyFiles, filesReducer, type FilesState } from '../state/files';
import { exportSetJson, importSetJson, setToExport, type SetJsonDeps } from './set-json';
import type { DialogAnswer, DialogSpec, StatusMessage } from './types';

const snapshot: WorkspaceSnapshot = {
  root: '/ws',
  name: 'Designs',
  sets: [
    { game: 'stak-bots', set: 'core', path: 'sets/stak-bots/core', name: 'Core', files: [{ path: 'sets/stak-bots/core/a.cards', size: 1 }] },
    { game: 'four-souls', set: 'base', path: 'sets/four-souls/base', name: 'Base', files: [{ path: 'sets/four-souls/base/b.cards', size: 1 }] },
  ],
};

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const fail = (code: HostError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

function harness(options: { answers?: DialogAnswer[]; exported?: Result<SetExportOutcome>; imports?: Result<SetImportOutcome>[]; files?: FilesState; selected?: string | null; native?: boolean } = {}) {
  const asked: DialogSpec[] = [];
  const said: StatusMessage[] = [];
  const calls: { channel: string; request: unknown }[] = [];
  const opened: string[] = [];
  const answers = [...(options.answers ?? [])];
  const imports = [...(options.imports ?? [])];
  let saved = 0;
  const host = {
    exportSetJson: async (request: unknown) => {
      calls.push({ channel: 'export', request });
      return options.exported ?? ok({ status: 'exported', path: 'exports/stak-bots-core.json', inWorkspace: true, cards: 44, variants: 0 });
    },
    importSetJson: async (request: unknown) => {
      calls.push({ channel: 'import', request });
      return imports.shift() ?? fail('io-error', 'no more answers');
    },
  } as unknown as HostApi;
  const deps: SetJsonDeps = {
    host,
    workspace: () => snapshot,
    selectedSet: () => options.selected ?? null,
    files: () => options.files ?? emptyFiles,
    nativeDialogs: () => options.native ?? false,
    ask: async (spec) => {
      asked.push(spec);
      return answers.shift() ?? { button: spec.cancelId, values: {} };
    },
    say: (message) => said.push(message),
    saveAll: async () => {
      saved += 1;
      return true;
    },
    refreshTree: async () => undefined,
    selectSet: () => undefined,
    openFile: async (path) => {
      opened.push(path);
    },
  };
  return { deps, asked, said, calls, opened, saved: () => saved };
}

const imported: SetImportOutcome = { status: 'imported', game: 'stak-bots', set: 'copy', name: 'Copy', path: 'sets/stak-bots/copy', files: ['sets/stak-bots/copy/copy.cards', 'sets/stak-bots/copy/set.json'], cards: 2, variants: 1, replaced: false };
const chosen = (text: string, name = 'copy.json', replace = false): DialogAnswer => ({ button: 'import', values: { file: text, 'file:name': name, replace: String(replace) } });

describe('exporting a set as JSON', () => {
  it('exports the selected set, else the active file\'s, else the only one', () => {
    expect(setToExport(snapshot, 'sets/four-souls/base', 'sets/stak-bots/core/a.cards')?.set).toBe('base');
    expect(setToExport(snapshot, null, 'sets/stak-bots/core/a.cards')?.set).toBe('core');
    expect(setToExport(snapshot, null, null)).toBeNull();
    expect(setToExport({ ...snapshot, sets: [snapshot.sets[1]!] }, null, null)?.set).toBe('base');
  });

  it('writes into exports/ on the web host and through a save dialog where there is one', async () => {
    const web = harness({ selected: 'sets/stak-bots/core' });
    await exportSetJson(web.deps);
    expect(web.calls).toEqual([{ channel: 'export', request: { set: 'sets/stak-bots/core', destination: 'exports' } }]);
    expect(web.said).toEqual([{ kind: 'info', text: 'Exported 44 cards of Core to exports/stak-bots-core.json' }]);
    const desktop = harness({ selected: 'sets/stak-bots/core', native: true });
    await exportSetJson(desktop.deps);
    expect(desktop.calls[0]!.request).toEqual({ set: 'sets/stak-bots/core', destination: 'choose' });
  });

  it('asks to save first when files of the set have unsaved changes', async () => {
    let files = filesReducer(emptyFiles, { type: 'opened', path: 'sets/stak-bots/core/a.cards', content: 'x', version: 'v', restoreOffer: null });
    files = filesReducer(files, { type: 'edited', path: 'sets/stak-bots/core/a.cards', content: 'y' });
    const run = harness({ selected: 'sets/stak-bots/core', files, answers: [{ button: 'save', values: {} }] });
    await exportSetJson(run.deps);
    expect(run.asked[0]!.title).toBe('Unsaved changes');
    expect(run.saved()).toBe(1);
    expect(run.calls).toHaveLength(1);
    const cancelled = harness({ selected: 'sets/stak-bots/core', files });
    await exportSetJson(cancelled.deps);
    expect(cancelled.calls).toEqual([]);
  });

  it('lists the errors of a set that does not compile', async () => {
    const problems = [{ path: 'sets/stak-bots/core/a.cards:3:18', message: 'CW2003 "powr" is not a stat of a bot' }];
    const run = harness({ selected: 'sets/stak-bots/core', exported: ok({ status: 'invalid', problems }) });
    await exportSetJson(run.deps);
    expect(run.asked).toEqual([expect.objectContaining({ title: 'Core has errors', problems })]);
    expect(run.said).toEqual([]);
  });

  it('says which set to select when none is chosen', async () => {
    const run = harness();
    await exportSetJson(run.deps);
    expect(run.said[0]!.text).toMatch(/Select a set in the explorer first/);
  });
});

describe('importing a set file', () => {
  it('asks for a file, imports it and opens its first card source', async () => {
    const run = harness({ answers: [chosen('{"a":1}')], imports: [ok(imported)] });
    await importSetJson(run.deps);
    expect(run.asked[0]!.fields?.map((f) => [f.id, f.type])).toEqual([
      ['file', 'file'],
      ['replace', 'checkbox'],
    ]);
    expect(run.calls).toEqual([{ channel: 'import', request: { content: '{"a":1}', replace: false } }]);
    expect(run.opened).toEqual(['sets/stak-bots/copy/copy.cards']);
    expect(run.said).toEqual([{ kind: 'info', text: 'Imported Copy: 2 cards and 1 variant as card-language source in sets/stak-bots/copy' }]);
  });

  it('asks again until a file is chosen', async () => {
    const run = harness({ answers: [{ button: 'import', values: { file: '', 'file:name': '', replace: 'false' } }] });
    await importSetJson(run.deps);
    expect(run.asked[1]!.error).toBe('Choose a set file first');
    expect(run.calls).toEqual([]);
  });

  it('shows every problem of a refused file, keeps the file chosen, and imports once it is fixed', async () => {
    const problems = [
      { path: 'cards.1.stats.power', message: 'expected a number, found the text "lots" (in "Zap")' },
      { path: 'cards.2.id', message: 'not the id the card language gives' },
    ];
    const run = harness({ answers: [chosen('{"broken":1}', 'broken.json'), chosen('{"fixed":1}', 'fixed.json')], imports: [ok({ status: 'invalid', problems }), ok(imported)] });
    await importSetJson(run.deps);
    const second = run.asked[1]!;
    expect(second.error).toBe('broken.json has 2 problems; nothing was imported.');
    expect(second.problems).toEqual(problems);
    expect(second.fields?.[0]).toMatchObject({ value: '{"broken":1}', fileName: 'broken.json' });
    expect(run.calls.map((c) => c.request)).toEqual([
      { content: '{"broken":1}', replace: false },
      { content: '{"fixed":1}', replace: false },
    ]);
  });

  it('explains how to replace a set the workspace has already', async () => {
    const run = harness({ answers: [chosen('{}'), { button: 'import', values: { file: '{}', 'file:name': 'copy.json', replace: 'true' } }], imports: [fail('already-exists', 'The set stak-bots/copy already exists in this workspace'), ok({ ...imported, replaced: true })] });
    await importSetJson(run.deps);
    expect(run.asked[1]!.error).toBe('The set stak-bots/copy already exists in this workspace. Tick “Replace the set” to import over it.');
    expect(run.calls[1]!.request).toEqual({ content: '{}', replace: true });
    expect(run.said[0]!.text).toMatch(/^Replaced Copy/);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const run = harness();
    await importSetJson(run.deps, { name: 'huge.json', text: ' '.repeat(4 * 1024 * 1024 + 1) });
    expect(run.asked[0]!.error).toBe('huge.json is too large (4.0 MB); Cardwright imports set files up to 4 MB');
    expect(run.calls).toEqual([]);
  });

  it('imports a dropped file without asking, and asks only when it is refused', async () => {
    const good = harness({ imports: [ok(imported)] });
    await importSetJson(good.deps, { name: 'copy.json', text: '{}' });
    expect(good.asked).toEqual([]);
    expect(good.opened).toEqual(['sets/stak-bots/copy/copy.cards']);
    const bad = harness({ imports: [ok({ status: 'invalid', problems: [{ path: '(file)', message: 'not valid JSON at line 1, column 2: …' }] })] });
    await importSetJson(bad.deps, { name: 'bad.json', text: '{' });
    expect(bad.asked).toEqual([expect.objectContaining({ title: 'Import set JSON', error: 'bad.json has 1 problem; nothing was imported.' })]);
  });
});

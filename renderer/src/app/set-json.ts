// Exporting a set as JSON and importing a set file, as the studio does them: which set, what
// to ask, what to say. The host does the work (electron/host/set-export.ts, set-import.ts);
// this decides the questions and shows every problem of a refused file, path by path.
import { MAX_FILE_BYTES, type HostApi, type SetEntry, type SetProblem, type WorkspaceSnapshot } from '../../../electron/shared/contract';
import { describeHostError } from '../host/errors';
import { dirtyFiles, type FilesState } from '../state/files';
import { setOfPath } from '../state/workspace-tree';
import type { DialogAnswer, DialogSpec, StatusMessage } from './types';

/** What the flows need of the studio. */
export type SetJsonDeps = {
  host: HostApi;
  workspace: () => WorkspaceSnapshot | null;
  selectedSet: () => string | null;
  files: () => FilesState;
  nativeDialogs: () => boolean;
  ask: (spec: DialogSpec) => Promise<DialogAnswer>;
  say: (message: StatusMessage) => void;
  saveAll: () => Promise<boolean>;
  refreshTree: () => Promise<void>;
  selectSet: (path: string) => void;
  openFile: (path: string) => Promise<void>;
};

/** A set file picked or dropped in the page. */
export type PickedFile = { name: string; text: string };

const FILE_FIELD = 'file';
const REPLACE_FIELD = 'replace';

/** The set an export is about: the selected one, the active file's, or the only one. */
export function setToExport(workspace: WorkspaceSnapshot, selected: string | null, active: string | null): SetEntry | null {
  return workspace.sets.find((s) => s.path === selected) ?? (active ? setOfPath(workspace, active) : undefined) ?? (workspace.sets.length === 1 ? workspace.sets[0]! : null);
}

export async function exportSetJson(deps: SetJsonDeps): Promise<void> {
  const workspace = deps.workspace();
  if (!workspace) return;
  const set = setToExport(workspace, deps.selectedSet(), deps.files().active);
  if (!set) {
    deps.say({ kind: 'info', text: workspace.sets.length === 0 ? 'This workspace has no set to export yet' : 'Select a set in the explorer first; it is the one exported' });
    return;
  }
  // The host exports what is on disk: unsaved changes in the set are saved first, or left out on purpose.
  const unsaved = dirtyFiles(deps.files()).filter((f) => f.path.startsWith(`${set.path}/`));
  if (unsaved.length > 0) {
    const answer = await deps.ask(saveBeforeExport(set, unsaved.length));
    if (answer.button === 'cancel') return;
    if (answer.button === 'save' && !(await deps.saveAll())) return;
  }
  const result = await deps.host.exportSetJson({ set: set.path, destination: deps.nativeDialogs() ? 'choose' : 'exports' });
  if (!result.ok) {
    deps.say({ kind: 'error', text: `Could not export ${set.name}: ${describeHostError(result.error)}` });
    return;
  }
  const outcome = result.value;
  if (outcome.status === 'cancelled') return;
  if (outcome.status === 'invalid') {
    await deps.ask(problemsDialog(`${set.name} has errors`, `Fix these errors, then export again; nothing was exported.`, outcome.problems));
    return;
  }
  deps.say({ kind: 'info', text: `Exported ${count(outcome.cards, 'card')}${outcome.variants > 0 ? ` and ${count(outcome.variants, 'variant')}` : ''} of ${set.name} to ${outcome.path}` });
}

/**
 * Imports a set file: asks for one (or starts from one dropped on the explorer), sends it to the
 * host, and shows every problem until the file is imported or the user gives up.
 */
export async function importSetJson(deps: SetJsonDeps, dropped?: PickedFile): Promise<void> {
  if (!deps.workspace()) return;
  let picked: PickedFile | null = dropped ?? null;
  let replace = false;
  let spec: DialogSpec | null = dropped ? null : importQuestion(null, false);
  for (;;) {
    if (spec !== null) {
      const answer = await deps.ask(spec);
      if (answer.button !== 'import') return;
      const text = answer.values[FILE_FIELD];
      const name = answer.values[`${FILE_FIELD}:name`];
      picked = text !== undefined && name !== undefined && name !== '' ? { name, text } : picked;
      replace = answer.values[REPLACE_FIELD] === 'true';
      if (!picked) {
        spec = { ...importQuestion(null, replace), error: 'Choose a set file first' };
        continue;
      }
    }
    const file = picked!;
    if (file.text.length > MAX_FILE_BYTES) {
      spec = { ...importQuestion(null, replace), error: `${file.name} is too large (${(file.text.length / 1024 / 1024).toFixed(1)} MB); Cardwright imports set files up to ${MAX_FILE_BYTES / 1024 / 1024} MB` };
      picked = null;
      continue;
    }
    const result = await deps.host.importSetJson({ content: file.text, replace });
    if (!result.ok) {
      const refusal = describeHostError(result.error);
      spec = { ...importQuestion(file, replace), error: result.error.code === 'already-exists' ? `${refusal}. Tick “Replace the set” to import over it.` : refusal };
      continue;
    }
    const outcome = result.value;
    if (outcome.status === 'invalid') {
      const n = outcome.problems.length;
      spec = { ...importQuestion(file, replace), error: `${file.name} has ${count(n, 'problem')}; nothing was imported.`, problems: outcome.problems };
      continue;
    }
    await deps.refreshTree();
    deps.selectSet(outcome.path);
    const first = outcome.files.find((f) => f.endsWith('.cards'));
    if (first) await deps.openFile(first);
    const what = `${count(outcome.cards, 'card')}${outcome.variants > 0 ? ` and ${count(outcome.variants, 'variant')}` : ''}`;
    deps.say({ kind: 'info', text: `${outcome.replaced ? 'Replaced' : 'Imported'} ${outcome.name}: ${what} as card-language source in ${outcome.path}` });
    return;
  }
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function importQuestion(file: PickedFile | null, replace: boolean): DialogSpec {
  return {
    title: 'Import set JSON',
    message: 'Choose a set file (.json), as “Export set as JSON” or “cardwright compile” writes it. It is checked whole first: nothing is written unless all of it can be imported. The set becomes card-language source under sets/<game>/<set>/.',
    fields: [
      { id: FILE_FIELD, label: 'Set file', type: 'file', accept: '.json,application/json', value: file?.text ?? '', fileName: file?.name ?? '' },
      { id: REPLACE_FIELD, label: 'Replace the set if the workspace has it already (its card sources; scenarios and other files stay)', type: 'checkbox', value: replace ? 'true' : 'false' },
    ],
    buttons: [
      { id: 'import', label: 'Import', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

function saveBeforeExport(set: SetEntry, unsaved: number): DialogSpec {
  return {
    title: 'Unsaved changes',
    message: `${unsaved === 1 ? 'A file' : `${unsaved} files`} of ${set.name} ${unsaved === 1 ? 'has' : 'have'} unsaved changes. The export is made from the files on disk: save first?`,
    buttons: [
      { id: 'save', label: 'Save and export', kind: 'primary' },
      { id: 'export', label: 'Export the saved version' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

function problemsDialog(title: string, message: string, problems: SetProblem[]): DialogSpec {
  return { title, message, problems, buttons: [{ id: 'close', label: 'Close', kind: 'primary' }], cancelId: 'close' };
}

// The questions the studio asks, worded in one place. Each returns a dialog to show; the
// controller decides what the answers do.
import type { SetEntry } from '../../../electron/shared/contract';
import type { DialogAnswer, DialogSpec } from './types';

export function saveBeforeLeaving(dirtyPaths: readonly string[]): DialogSpec {
  const one = dirtyPaths.length === 1;
  return {
    title: 'Unsaved changes',
    message: one
      ? `${dirtyPaths[0]} has unsaved changes. Save it before opening another workspace?`
      : `${dirtyPaths.length} files have unsaved changes. Save them before opening another workspace?`,
    buttons: [
      { id: 'save', label: one ? 'Save' : 'Save all', kind: 'primary' },
      { id: 'discard', label: "Don't save", kind: 'danger' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

export function saveBeforeClosing(path: string): DialogSpec {
  return {
    title: 'Unsaved changes',
    message: `Save the changes to ${path} before closing it?`,
    buttons: [
      { id: 'save', label: 'Save', kind: 'primary' },
      { id: 'discard', label: "Don't save", kind: 'danger' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

/**
 * Saving found the file changed on disk (another program, another window). Nothing was written.
 * The safe answer (and Escape) keeps editing; comparing shows both texts side by side.
 */
export function saveConflict(path: string): DialogSpec {
  return {
    title: 'File changed on disk',
    message: `${path} was changed outside this window after you opened it, so your text was not saved. Compare the two, reload the version on disk, or overwrite it with yours. Your text stays in the editor until you choose.`,
    buttons: [
      { id: 'compare', label: 'Compare', kind: 'primary' },
      { id: 'reload', label: 'Reload from disk' },
      { id: 'overwrite', label: 'Overwrite file on disk', kind: 'danger' },
      { id: 'keep', label: 'Keep editing' },
    ],
    cancelId: 'keep',
  };
}

export function newFileName(set: SetEntry): DialogSpec {
  return {
    title: `New file in ${set.name}`,
    message: `The file is created in ${set.path}/.`,
    fields: [{ id: 'name', label: 'File name', value: '', placeholder: 'cards.cards', hint: '.cards is added if missing' }],
    buttons: [
      { id: 'create', label: 'Create', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

export const FIRST_SET_INTRO = 'A new file goes into a set. Create the first set of this workspace:';

export function newSetFields(game: string, intro?: string): DialogSpec {
  return {
    title: 'New set',
    message: intro ?? 'A set is a folder of card sources for one game: sets/<game>/<set>/.',
    fields: [
      { id: 'game', label: 'Game', value: game, placeholder: 'stak-bots', hint: 'lowercase words joined by dashes' },
      { id: 'set', label: 'Set folder', value: '', placeholder: 'core' },
      { id: 'name', label: 'Display name', value: '', placeholder: 'Core Set' },
    ],
    buttons: [
      { id: 'create', label: 'Create set', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  };
}

/** The same question again, with what the user typed and why it was refused. */
export function askedAgain(spec: DialogSpec, answer: DialogAnswer, error: string): DialogSpec {
  return {
    ...spec,
    error,
    fields: spec.fields?.map((field) => ({ ...field, value: answer.values[field.id] ?? field.value })),
  };
}

// Native dialogs of the studio, as option builders (pure, tested) and thin callers.
import type { BrowserWindow, Dialog, MessageBoxSyncOptions, OpenDialogOptions } from 'electron';

export type FolderPurpose = 'open' | 'create';

export function chooseFolderOptions(purpose: FolderPurpose): OpenDialogOptions {
  return {
    title: purpose === 'create' ? 'Choose a Folder for the New Workspace' : 'Open Workspace',
    buttonLabel: purpose === 'create' ? 'Create Here' : 'Open',
    properties: ['openDirectory', 'createDirectory'],
  };
}

/** Asks for a folder; null when the user cancels. */
export async function chooseFolder(
  dialog: Pick<Dialog, 'showOpenDialog'>,
  parent: BrowserWindow | null,
  purpose: FolderPurpose,
): Promise<string | null> {
  const options = chooseFolderOptions(purpose);
  const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
  return result.canceled ? null : (result.filePaths[0] ?? null);
}

export const DISCARD_BUTTON = 0;

export const discardChangesOptions: MessageBoxSyncOptions = {
  type: 'warning',
  title: 'Unsaved Changes',
  message: 'Discard unsaved changes?',
  detail: 'Some files have changes that are not saved. If you leave now, those changes are lost.',
  buttons: ['Discard Changes', 'Cancel'],
  defaultId: 1,
  cancelId: 1,
  noLink: true,
};

/** True when the user chooses to discard; Cancel, Escape and closing the box keep the work. */
export function confirmDiscard(dialog: Pick<Dialog, 'showMessageBoxSync'>, parent: BrowserWindow): boolean {
  return dialog.showMessageBoxSync(parent, discardChangesOptions) === DISCARD_BUTTON;
}

// Native dialogs of the studio, as option builders (pure, tested) and thin callers.
import type { BrowserWindow, Dialog, MessageBoxOptions, MessageBoxSyncOptions, OpenDialogOptions } from 'electron';
import type { FolderQuestion } from '../host/folder-grants';

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

/** The first button says yes; Cancel, Escape and closing the box say no. */
const YES_BUTTON = 0;

async function ask(dialog: Pick<Dialog, 'showMessageBox'>, parent: BrowserWindow | null, options: MessageBoxOptions): Promise<boolean> {
  const result = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options);
  return result.response === YES_BUTTON;
}

/**
 * A folder typed on the welcome screen, neither picked nor opened before. Main draws the
 * question, so a compromised page cannot open or write into a folder the user did not name.
 */
export function confirmFolderOptions(question: FolderQuestion): MessageBoxOptions {
  const open = question.purpose === 'open';
  return {
    type: 'question',
    title: open ? 'Open Workspace' : 'Create Workspace',
    message: open ? 'Open this folder as a workspace?' : 'Create a workspace in this folder?',
    detail: `${question.path}\n\n${open ? 'Cardwright will read and save card files in it.' : 'Cardwright will create the folder if needed, and write cardwright.json and a sets folder in it.'}`,
    buttons: [open ? 'Open' : 'Create', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

export function confirmFolder(dialog: Pick<Dialog, 'showMessageBox'>, parent: BrowserWindow | null, question: FolderQuestion): Promise<boolean> {
  return ask(dialog, parent, confirmFolderOptions(question));
}

/** An outside link that is not the project's documentation (see external-links.ts). */
export function confirmExternalLinkOptions(url: string): MessageBoxOptions {
  return {
    type: 'question',
    title: 'Open Link',
    message: 'Open this address in your web browser?',
    detail: url,
    buttons: ['Open Link', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

export function confirmExternalLink(dialog: Pick<Dialog, 'showMessageBox'>, parent: BrowserWindow | null, url: string): Promise<boolean> {
  return ask(dialog, parent, confirmExternalLinkOptions(url));
}

// The native save dialog for an exported set file: options (pure, tested) and a thin caller.
import type { BrowserWindow, Dialog, SaveDialogOptions } from 'electron';

export function saveSetJsonOptions(suggested: string): SaveDialogOptions {
  return {
    title: 'Export Set as JSON',
    buttonLabel: 'Export',
    defaultPath: suggested,
    filters: [{ name: 'Set file (JSON)', extensions: ['json'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

/** Asks where to save; null when the user cancels. */
export async function chooseSaveFile(dialog: Pick<Dialog, 'showSaveDialog'>, parent: BrowserWindow | null, suggested: string): Promise<string | null> {
  const options = saveSetJsonOptions(suggested);
  const result = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
}

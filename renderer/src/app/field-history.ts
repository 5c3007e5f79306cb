// Undo and redo for the page's plain text fields when the command comes from the desktop
// menu (whose accelerator takes Ctrl+Z before the field sees it). The card editor keeps its
// own history and is left to the studio.

export function fieldHistory(step: 'undo' | 'redo', doc: Document = document): boolean {
  const field = doc.activeElement;
  const isTextField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  if (!isTextField || field.closest('.monaco-editor')) return false;
  // execCommand is the only way to reach a field's own undo stack from script.
  return doc.execCommand(step);
}

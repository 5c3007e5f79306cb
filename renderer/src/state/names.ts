// Turning what the user typed into names the host accepts, with a readable reason otherwise.
import { isSafeRelativePath } from '../../../electron/shared/paths';
import { GameId } from '../../../electron/shared/contract';
import { CARD_SOURCE_EXTENSION } from '../../../electron/shared/workspace-schema';

export type Checked = { ok: true; value: string } | { ok: false; problem: string };

/** Path of a new file inside a set folder; `.cards` is added when the name does not end with it. */
export function newFilePath(setFolder: string, typed: string): Checked {
  const name = typed.trim().replace(/^\/+/, '');
  if (name === '') return { ok: false, problem: 'Type a file name' };
  const withExtension = name.endsWith(CARD_SOURCE_EXTENSION) ? name : `${name}${CARD_SOURCE_EXTENSION}`;
  if (withExtension === CARD_SOURCE_EXTENSION) return { ok: false, problem: 'Type a name before the extension' };
  const path = `${setFolder}/${withExtension}`;
  if (!isSafeRelativePath(path) || withExtension.split('/').some((segment) => segment.startsWith('.'))) {
    return { ok: false, problem: `"${name}" is not a usable file name (avoid \\ : * ? " < > |, leading dots and "..")` };
  }
  return { ok: true, value: path };
}

/** Game or set identifier: lowercase words joined by dashes (spaces and capitals are converted). */
export function identifier(typed: string, what: string): Checked {
  const value = typed
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (value === '') return { ok: false, problem: `Type a ${what}` };
  return GameId.safeParse(value).success ? { ok: true, value } : { ok: false, problem: `The ${what} must be lowercase letters and digits, words joined by dashes (like "stak-bots")` };
}

/** Last segment of a folder path typed on any platform, for a default workspace name. */
export function lastFolderName(folder: string): string {
  const segments = folder.split(/[\\/]+/).filter((segment) => segment !== '');
  const last = segments[segments.length - 1] ?? '';
  return /^[a-zA-Z]:$/.test(last) ? '' : last;
}

// Which folders a page may open or create a workspace in.
//
// Under Electron the page is not trusted with the file system: a compromised page must not be
// able to open or write into any folder it likes. It may name a folder the user picked in the
// native dialog of that window, a folder from the recent list (which holds only folders opened
// before, or named on the command line), or else a typed path the user confirms in a native
// dialog that the main process draws and the page cannot answer.
//
// The web host asks nothing: the page is the user's own input in their browser, and every
// request to it already carries the launch token that only the user was shown.
import { realpath } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { HostFailure } from './files';

export type FolderPurpose = 'open' | 'create';
export type FolderQuestion = { purpose: FolderPurpose; path: string; window: number | undefined };

/** Picked folders remembered per window; a window picks a handful at most. */
const MAX_PICKS_PER_WINDOW = 16;

export class FolderGrants {
  private readonly picked = new Map<number | undefined, string[]>();

  /** `confirm` shows the native question; without it every folder is allowed (web host). */
  constructor(private readonly confirm?: (question: FolderQuestion) => Promise<boolean>) {}

  /** The user picked `path` in the native folder dialog of `window`. */
  recordPick(window: number | undefined, path: string): void {
    const picks = [resolve(path), ...(this.picked.get(window) ?? []).filter((p) => p !== resolve(path))];
    this.picked.set(window, picks.slice(0, MAX_PICKS_PER_WINDOW));
  }

  forgetWindow(window: number): void {
    this.picked.delete(window);
  }

  /** Resolves when the folder may be used; refuses with `cancelled` when the user says no. */
  async authorise(question: FolderQuestion, recent: () => Promise<string[]>): Promise<void> {
    if (!this.confirm) return;
    // Never ask about a path that means nothing to the user (relative to main's own folder).
    if (!isAbsolute(question.path)) throw new HostFailure('invalid-request', `"${question.path}" is not an absolute folder path`);
    const path = resolve(question.path);
    if (this.picked.get(question.window)?.includes(path)) return;
    if (question.purpose === 'open') {
      const known = new Set(await recent());
      const real = await realpath(path).catch(() => null);
      if (known.has(path) || (real !== null && known.has(real))) return;
    }
    if (await this.confirm({ ...question, path })) return;
    throw new HostFailure(
      'cancelled',
      question.purpose === 'open' ? `${path} was not opened: you did not confirm it` : `No workspace was created in ${path}: you did not confirm it`,
    );
  }
}

// One step per file: a save's version check and its write must not interleave with another
// save of the same file, or two saves from the same version could both succeed and one edit
// would be lost without a word. The host runs every change of a file through its queue here.
import { realpath } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errnoCode } from './files';

export class FileLocks {
  /** The last piece of work queued per file; it settles when the file is free again. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier piece of work for `key` has finished. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Files with work queued or running (for tests). */
  get busy(): number {
    return this.tails.size;
  }
}

/** Case-insensitive file systems are the rule there; merging two names that differ only in case only queues them together. */
const foldCase = process.platform === 'darwin' || process.platform === 'win32';

/**
 * The key every name of one file shares: its real path (links resolved), or for a file that
 * does not exist yet the real path of its folder and its own name. Hard links need no key of
 * their own: a save replaces the name it writes, so a hard-linked name stops sharing the file.
 */
export async function fileKey(file: string): Promise<string> {
  let key: string;
  try {
    key = await realpath(file);
  } catch (error) {
    const code = errnoCode(error);
    const parent = dirname(file);
    if ((code !== 'ENOENT' && code !== 'ENOTDIR') || parent === file) key = file;
    else key = join(await fileKey(parent), basename(file));
  }
  return foldCase ? key.toLowerCase() : key;
}

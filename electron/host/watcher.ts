// Watches the open workspace for edits made outside the studio (another editor, git) and
// reports them in batches. The studio's own saves are recognised by their content version
// and not reported back, so saving does not look like an external change.
import { watch, type FSWatcher } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeRelativePath } from '../shared/paths';
import { bytesVersion, readRegularFile } from './files';

const SETTLE_MS = 120;
/** Bounds on the folders watched one by one, so a huge tree cannot exhaust watch handles. */
const MAX_FOLDERS = 2000;
const MAX_DEPTH = 8;
/** Saves of one path remembered at once: quick saves may each be looked at after the next. */
const MAX_EXPECTED = 4;

export type ChangeBatch = { paths: string[]; structure: boolean };

/**
 * On macOS and Windows the system watches a whole tree natively. On Linux, Node's recursive
 * mode follows individual files, and loses a file once it is replaced by rename (which is how
 * the studio, and most editors, save). Watching every folder instead sees each name that
 * changes in it, whatever happened to the file.
 */
const perFolder = process.platform === 'linux';

export class WorkspaceWatcher {
  /** Watchers by folder, relative to the root ('' for the root itself). */
  private readonly watchers = new Map<string, FSWatcher>();
  /** Changed paths of the current batch, and whether each was added, removed or renamed. */
  private pending = new Map<string, boolean>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Content versions the studio recently wrote, per path, oldest first. */
  private readonly expected = new Map<string, string[]>();
  private closed = false;
  /** Resolves when the folders present at start are all watched. */
  readonly ready: Promise<void>;

  constructor(
    private readonly root: string,
    private readonly report: (batch: ChangeBatch) => void,
  ) {
    this.ready = perFolder ? this.watchFolders() : Promise.resolve(this.watchTree());
  }

  /** Tells the watcher that the studio itself is writing `path` with this content version. */
  expect(path: string, version: string): void {
    const versions = (this.expected.get(path) ?? []).filter((v) => v !== version);
    versions.push(version);
    this.expected.set(path, versions.slice(-MAX_EXPECTED));
  }

  private watchTree(): void {
    this.add('', { recursive: true });
  }

  private add(folder: string, options: { recursive: boolean }): void {
    if (this.closed || this.watchers.has(folder)) return;
    try {
      const watcher = watch(join(this.root, folder), options, (type, name) => {
        if (name !== null) this.onEvent(type, folder ? `${folder}/${String(name)}` : String(name));
      });
      // A folder that disappears ends its watcher; the rescan after the batch tidies up.
      watcher.on('error', () => this.drop(folder));
      this.watchers.set(folder, watcher);
    } catch {
      // Some file systems cannot be watched; the studio still works, it only stops
      // noticing outside edits there.
    }
  }

  private drop(folder: string): void {
    this.watchers.get(folder)?.close();
    this.watchers.delete(folder);
  }

  /** Watches every folder of the workspace not yet watched, and forgets vanished ones. */
  private async watchFolders(): Promise<void> {
    const present = new Set<string>();
    const visit = async (folder: string, depth: number): Promise<void> => {
      if (present.size >= MAX_FOLDERS || depth > MAX_DEPTH) return;
      present.add(folder);
      let entries;
      try {
        entries = await readdir(join(this.root, folder), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        // Links are not followed, as everywhere else in the host.
        if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules') {
          await visit(folder ? `${folder}/${entry.name}` : entry.name, depth + 1);
        }
      }
    };
    await visit('', 0);
    for (const folder of [...this.watchers.keys()]) if (!present.has(folder)) this.drop(folder);
    for (const folder of present) this.add(folder, { recursive: false });
  }

  private onEvent(type: string, name: string): void {
    const path = name.split('\\').join('/');
    if (!isSafeRelativePath(path) || path.split('/').some((segment) => segment.startsWith('.'))) return;
    this.pending.set(path, (this.pending.get(path) ?? false) || type === 'rename');
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), SETTLE_MS);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const batch = [...this.pending];
    this.pending.clear();
    const external: string[] = [];
    let structure = false;
    for (const [path, renamed] of batch) {
      const expected = this.expected.get(path);
      if (expected !== undefined) {
        const now = await readRegularFile(join(this.root, path), path).then(bytesVersion, () => null);
        if (now !== null && expected.includes(now)) continue; // our own save
        this.expected.delete(path);
      }
      external.push(path);
      structure ||= renamed;
    }
    // A name that appeared or vanished may be a folder: bring the watched folders up to date.
    if (perFolder && batch.some(([, renamed]) => renamed) && !this.closed) await this.watchFolders();
    if (external.length > 0 && !this.closed) this.report({ paths: external, structure });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const folder of [...this.watchers.keys()]) this.drop(folder);
  }
}

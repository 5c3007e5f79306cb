// Watches the open workspace for edits made outside the studio (another editor, git) and
// reports them in batches. The studio's own saves are recognised by their content version
// and not reported back, so saving does not look like an external change.
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeRelativePath } from '../shared/paths';
import { contentVersion } from './files';

const SETTLE_MS = 120;

export type ChangeBatch = { paths: string[]; structure: boolean };

export class WorkspaceWatcher {
  private watcher: FSWatcher | null = null;
  /** Changed paths of the current batch, and whether each was added, removed or renamed. */
  private pending = new Map<string, boolean>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly expected = new Map<string, string>();
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly report: (batch: ChangeBatch) => void,
  ) {
    this.start();
  }

  private start(): void {
    try {
      this.watcher = watch(this.root, { recursive: true }, (type, name) => this.onEvent(type, name));
      this.watcher.on('error', () => void this.close());
    } catch {
      // Recursive watching is unavailable on some file systems; the studio still works,
      // it only stops noticing outside edits.
      this.watcher = null;
    }
  }

  /** Tells the watcher that the studio itself is writing `path` with this content version. */
  expect(path: string, version: string): void {
    this.expected.set(path, version);
  }

  private onEvent(type: string, name: string | Buffer | null): void {
    if (name === null) return;
    const path = String(name).split('\\').join('/');
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
        const now = await readFile(join(this.root, path), 'utf8').then(contentVersion, () => null);
        if (now === expected) continue; // our own save
        this.expected.delete(path);
      }
      external.push(path);
      structure ||= renamed;
    }
    // On Linux, Node watches each folder separately and can miss folders made in quick
    // succession (mkdir -p); watching afresh after the tree changed picks them up.
    if (batch.some(([, renamed]) => renamed) && this.watcher && !this.closed) {
      this.watcher.close();
      this.start();
    }
    if (external.length > 0 && !this.closed) this.report({ paths: external, structure });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.watcher?.close();
    this.watcher = null;
  }
}

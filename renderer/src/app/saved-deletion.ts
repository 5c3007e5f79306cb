// Deleting a saved table, replay or simulation report from the explorer, after asking: the host
// moves its file to a backup in its folder's `.deleted/` (never lost, never listed), the explorer
// notes what went with an Undo delete, which puts the file back while its name is free.
import type { HostApi } from '../../../electron/shared/contract';
import { SAVED_FILES, savedKindOf, savedName } from '../../../electron/shared/saved-files';
import { describeHostError } from '../host/errors';
import { Store } from '../state/store';
import type { DialogAnswer, DialogSpec, StatusMessage } from './types';

/** The file deleted last, in the workspace it was deleted from. */
export type DeletedSaved = { path: string; name: string; backup: string; root: string };
export type SavedDeletionState = { deleted: DeletedSaved | null };

export type SavedDeletionDeps = {
  host: Pick<HostApi, 'deleteSaved' | 'restoreSaved'>;
  /** The open workspace's folder (null: none), and word when it changes. */
  workspace: { root(): string | null; subscribe(listener: () => void): () => void };
  ask(spec: DialogSpec): Promise<DialogAnswer>;
  inform(text: string, kind?: StatusMessage['kind']): void;
  /** Lists the workspace again: the host does not report the studio's own moves at once. */
  refreshListing(): Promise<void>;
  /** A file was deleted: whatever was loaded from it forgets it came from there (the table). */
  onDeleted(path: string): void;
};

const DELETE = 'delete';
const CANCEL = 'cancel';

export class SavedDeletion {
  readonly store = new Store<SavedDeletionState>({ deleted: null });
  private stop: (() => void) | null = null;

  constructor(private readonly deps: SavedDeletionDeps) {}

  get state(): SavedDeletionState {
    return this.store.get();
  }

  /** The note of a delete belongs to its workspace: it goes when another one is opened. */
  start(): void {
    this.stop ??= this.deps.workspace.subscribe(() => {
      const deleted = this.state.deleted;
      if (deleted && deleted.root !== this.deps.workspace.root()) this.dismiss();
    });
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
  }

  /** Asks, then deletes the saved file at `path` (moved to its backup); answers whether it was deleted. */
  async deleteFile(path: string): Promise<boolean> {
    const kind = savedKindOf(path);
    const root = this.deps.workspace.root();
    if (!kind || !root) return false;
    const deletedFolder = `${SAVED_FILES[kind].folder}/.deleted/`;
    const answer = await this.deps.ask({
      title: `Delete ${path}?`,
      message: `It is moved to ${deletedFolder}, which the explorer does not list; Undo delete puts it back.`,
      buttons: [
        { id: DELETE, label: 'Delete', kind: 'danger' },
        { id: CANCEL, label: 'Cancel' },
      ],
      cancelId: CANCEL,
    });
    if (answer.button !== DELETE || this.deps.workspace.root() !== root) return false;
    const deleted = await this.deps.host.deleteSaved({ path });
    if (this.deps.workspace.root() !== root) return false;
    if (!deleted.ok) {
      this.deps.inform(`Could not delete ${path}: ${describeHostError(deleted.error)}`, 'error');
      // Gone already, or changed into something else: the listing was out of date.
      await this.deps.refreshListing();
      return false;
    }
    const { backup } = deleted.value;
    const name = savedName(path, kind);
    this.store.update(() => ({ deleted: { path, name, backup, root } }));
    this.deps.onDeleted(path);
    // Short enough for the status bar; the note under the tree offers Undo delete.
    this.deps.inform(`Deleted “${name}”; kept as ${backup}`);
    await this.deps.refreshListing();
    return true;
  }

  /** Puts the file deleted last back where it was; answers whether it is back. */
  async undoDelete(): Promise<boolean> {
    const gone = this.state.deleted;
    if (!gone) return false;
    if (gone.root !== this.deps.workspace.root()) {
      this.dismiss();
      return false;
    }
    const restored = await this.deps.host.restoreSaved({ path: gone.path, backup: gone.backup });
    if (!restored.ok) {
      this.deps.inform(`Could not put ${gone.path} back: ${describeHostError(restored.error)}`, 'error');
      // A backup that is gone cannot be tried again; one whose name is taken can, once it is free.
      if (restored.error.code === 'not-found') this.dismiss();
      return false;
    }
    if (this.state.deleted === gone) this.dismiss();
    this.deps.inform(`Put ${gone.path} back`);
    await this.deps.refreshListing();
    return true;
  }

  dismiss(): void {
    this.store.update((state) => (state.deleted ? { deleted: null } : state));
  }
}

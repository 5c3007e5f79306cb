// What the explorer shows open, and its filter. Games and sets start open, folders inside a
// set (scenarios/, art/) closed: a set's two hundred scenarios are one row until asked for.
// Only what the user changed is kept, so the workspace's layout remembers it.
import { Store } from './store';

export type ExplorerState = {
  /** Folders inside sets the user opened (closed by default). */
  opened: ReadonlySet<string>;
  /** Games (`sets/<game>`) and sets (`sets/<game>/<set>`) the user closed (open by default). */
  closed: ReadonlySet<string>;
  /** The filter box's text. */
  filter: string;
};

/** Games and sets are `sets/<game>` and `sets/<game>/<set>`; anything deeper is a folder in a set. */
export function openByDefault(path: string): boolean {
  return path.split('/').length <= 3;
}

export class ExplorerStore extends Store<ExplorerState> {
  constructor() {
    super({ opened: new Set(), closed: new Set(), filter: '' });
  }

  isOpen(path: string): boolean {
    const { opened, closed } = this.get();
    return openByDefault(path) ? !closed.has(path) : opened.has(path);
  }

  toggle(path: string): void {
    this.setOpen(path, !this.isOpen(path));
  }

  setOpen(path: string, open: boolean): void {
    if (this.isOpen(path) === open) return;
    this.update((state) => {
      const key = openByDefault(path) ? 'closed' : 'opened';
      const next = new Set(state[key]);
      // Open by default: closing adds it to `closed`; closed by default: opening adds it to `opened`.
      if (open === (key === 'opened')) next.add(path);
      else next.delete(path);
      return { ...state, [key]: next };
    });
  }

  /** Opens every one of `paths` (the games, sets and folders above a file being shown). */
  reveal(paths: readonly string[]): void {
    for (const path of paths) this.setOpen(path, true);
  }

  setFilter(filter: string): void {
    this.update((state) => (state.filter === filter ? state : { ...state, filter }));
  }

  /** Starts a workspace with what was remembered of it (nothing: everything as by default). */
  reset(remembered?: { opened: readonly string[]; closed: readonly string[] }): void {
    this.update(() => ({ opened: new Set(remembered?.opened ?? []), closed: new Set(remembered?.closed ?? []), filter: '' }));
  }
}

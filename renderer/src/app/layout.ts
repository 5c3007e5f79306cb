// Remembering how the window leaves its workspace (tabs in order, the one shown, its cursor,
// the explorer's folders), so that the next start, in this host or a new one, looks the same.
// The host keeps it (workspace:save-layout) and hands it back with the workspace it opens.
import { type HostApi, MAX_LAYOUT_FOLDERS, MAX_LAYOUT_TABS, type WorkspaceLayout } from '../../../electron/shared/contract';
import type { ExplorerStore } from '../state/explorer';
import type { Store } from '../state/store';
import type { StudioState } from './types';

/** A change of tabs or folders is saved this long after it; a cursor that moved waits for typing to pause. */
export const LAYOUT_DELAY_MS = 300;
export const CURSOR_LAYOUT_DELAY_MS = 1500;

export type LayoutKeeperDeps = {
  host: Pick<HostApi, 'saveLayout'>;
  store: Store<StudioState>;
  explorer: ExplorerStore;
  schedule: (work: () => void, ms: number) => () => void;
};

/** The layout the page shows now; null outside a workspace. */
export function currentLayout(state: StudioState, explorer: ExplorerStore): WorkspaceLayout | null {
  if (state.phase !== 'workspace' || !state.workspace) return null;
  const { opened, closed } = explorer.get();
  return {
    tabs: state.files.files.map((file) => file.path).slice(0, MAX_LAYOUT_TABS),
    active: state.files.active,
    cursor: state.files.active && state.cursor ? { line: state.cursor.line, column: state.cursor.column } : null,
    opened: [...opened].slice(0, MAX_LAYOUT_FOLDERS),
    closed: [...closed].slice(0, MAX_LAYOUT_FOLDERS),
  };
}

export class LayoutKeeper {
  private saved: { root: string; text: string; cursorless: string } | null = null;
  private cancel: (() => void) | null = null;
  /** While a workspace is being set up from its remembered layout, its half-open state is not saved. */
  private held = false;

  constructor(private readonly deps: LayoutKeeperDeps) {}

  start(): () => void {
    const changed = () => this.changed();
    const stops = [this.deps.store.subscribe(changed), this.deps.explorer.subscribe(changed)];
    return () => {
      for (const stop of stops) stop();
      this.cancel?.();
    };
  }

  /** Stops saving until `release` (the workspace is being laid out as it was). */
  hold(): void {
    this.held = true;
    this.cancel?.();
    this.cancel = null;
  }

  /** Saving goes on; the layout as it now is counts as saved when `asSaved` (it is what the host gave). */
  release(root: string, asSaved: WorkspaceLayout | null): void {
    this.held = false;
    this.saved = asSaved ? { root, text: JSON.stringify(asSaved), cursorless: JSON.stringify({ ...asSaved, cursor: null }) } : null;
    this.changed();
  }

  /** Saves now what is pending (the page is going away). */
  flush(): void {
    if (!this.cancel) return;
    this.cancel();
    this.cancel = null;
    this.save();
  }

  private changed(): void {
    if (this.held) return;
    const state = this.deps.store.get();
    const layout = currentLayout(state, this.deps.explorer);
    if (!layout || !state.workspace) return;
    const text = JSON.stringify(layout);
    if (this.saved?.root === state.workspace.root && this.saved.text === text) return;
    // Only the cursor moved (typing): wait for a pause, so a keystroke never costs a request.
    const cursorOnly = this.saved?.root === state.workspace.root && this.saved.cursorless === JSON.stringify({ ...layout, cursor: null });
    this.cancel?.();
    this.cancel = this.deps.schedule(() => {
      this.cancel = null;
      this.save();
    }, cursorOnly ? CURSOR_LAYOUT_DELAY_MS : LAYOUT_DELAY_MS);
  }

  private save(): void {
    const state = this.deps.store.get();
    const layout = currentLayout(state, this.deps.explorer);
    if (!layout || !state.workspace || this.held) return;
    const text = JSON.stringify(layout);
    this.saved = { root: state.workspace.root, text, cursorless: JSON.stringify({ ...layout, cursor: null }) };
    // A failure only means the next start is laid out afresh.
    void this.deps.host.saveLayout(layout).catch(() => undefined);
  }
}

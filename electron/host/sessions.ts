// Workspace sessions: each window (Electron) or browser tab (web host) holds its own open
// workspace, named by a session id the host issues. A session's workspace never changes;
// opening another one ends the session and starts a new one, so a request from an old session
// is refused and can never land in a workspace its page did not open.
import { randomBytes } from 'node:crypto';
import type { SessionId } from '../shared/contract';
import { type ChangeBatch, WorkspaceWatcher } from './watcher';

export type Session = {
  readonly id: SessionId;
  /** The Electron window (webContents id) that holds it; undefined on the web host. */
  readonly window: number | undefined;
  /** Real path of the workspace folder. */
  readonly root: string;
  readonly watcher: WorkspaceWatcher | null;
  lastUsed: number;
};

/** Where a session's events go: the hosting layer routes them to its window or tab. */
export type SessionTarget = { session: SessionId; window: number | undefined };

export type SessionOptions = {
  /** Watch each session's workspace for outside edits. */
  watch: boolean;
  report: (target: SessionTarget, batch: ChangeBatch) => void;
  /** Whether a page holds the session right now: its window is open, or its tab's event stream is. */
  isHeld: (target: SessionTarget) => boolean;
  now: () => number;
};

/** A session no page has used or held for this long is closed (a tab closed for good). */
export const IDLE_SESSION_MS = 30 * 60_000;
/** Sessions kept at most; the least recently used idle ones make room. */
export const MAX_SESSIONS = 64;
/**
 * How long a start waits for another page to let go of the session it names. A reloaded tab
 * starts while its old page's event stream may still be closing; a duplicated tab's original
 * keeps holding it, and the copy then gets a session of its own.
 */
export const RELEASE_WAIT_MS = 1500;

export class Sessions {
  private readonly open = new Map<SessionId, Session>();

  constructor(private readonly options: SessionOptions) {}

  get(id: SessionId): Session | undefined {
    return this.open.get(id);
  }

  has(id: SessionId): boolean {
    return this.open.has(id);
  }

  /** The sessions of one Electron window (at most one once a start has finished). */
  ofWindow(window: number): Session[] {
    return [...this.open.values()].filter((session) => session.window === window);
  }

  isHeld(session: Session): boolean {
    return this.options.isHeld({ session: session.id, window: session.window });
  }

  /** Resolves true once no page holds the session, false if one still does after `ms`. */
  async released(session: Session, ms: number = RELEASE_WAIT_MS): Promise<boolean> {
    // Real time, not the injected clock: this waits on another page, which a test clock does not move.
    const deadline = performance.now() + ms;
    while (this.isHeld(session)) {
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  touch(session: Session): void {
    session.lastUsed = this.options.now();
  }

  /** Starts a session on `root` (a real folder already checked to be a workspace). */
  async start(root: string, window: number | undefined): Promise<Session> {
    await this.closeIdle();
    if (this.open.size >= MAX_SESSIONS) await this.closeLeastRecentIdle();
    const id = randomBytes(16).toString('base64url');
    const target: SessionTarget = { session: id, window };
    const watcher = this.options.watch ? new WorkspaceWatcher(root, (batch) => this.options.report(target, batch)) : null;
    const session: Session = { id, window, root, watcher, lastUsed: this.options.now() };
    this.open.set(id, session);
    return session;
  }

  async close(id: SessionId): Promise<void> {
    const session = this.open.get(id);
    if (!session) return;
    this.open.delete(id);
    await session.watcher?.close();
  }

  /** Closes sessions no page holds that have not been used for IDLE_SESSION_MS. */
  async closeIdle(): Promise<void> {
    const cutoff = this.options.now() - IDLE_SESSION_MS;
    for (const session of [...this.open.values()]) {
      if (session.lastUsed < cutoff && !this.isHeld(session)) await this.close(session.id);
    }
  }

  private async closeLeastRecentIdle(): Promise<void> {
    const idle = [...this.open.values()].filter((session) => !this.isHeld(session)).sort((a, b) => a.lastUsed - b.lastUsed);
    const oldest = idle[0];
    if (oldest) await this.close(oldest.id);
  }

  get size(): number {
    return this.open.size;
  }

  async closeAll(): Promise<void> {
    for (const id of [...this.open.keys()]) await this.close(id);
  }
}

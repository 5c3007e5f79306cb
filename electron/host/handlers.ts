// The studio's host handlers: one function per channel of the contract. The Electron main
// process and the loopback web host both route every request through `handle`, which
// validates it with the channel's zod schema before any handler runs.
import { lstat, mkdir, rename, rm } from 'node:fs/promises';
import type { z } from 'zod';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  type AppInfo,
  type Channel,
  type HostError,
  type RequestOf,
  type ResponseOf,
  type Result,
  type EventName,
  type EventPayload,
  type SessionUse,
  type WorkspaceSession,
  SessionId,
  channels,
  invalidRequest,
  isChannel,
  MAX_FILE_BYTES,
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
} from '../shared/contract';
import { FileLocks, fileKey } from './file-locks';
import {
  HostFailure,
  bytesVersion,
  contentVersion,
  errnoCode,
  readRegularFile,
  readTextFile,
  resolveInside,
  toHostFailure,
  writeFileAtomic,
  writeTarget,
} from './files';
import { type ExampleOptions, makeExample } from './examples';
import { FolderGrants, type FolderQuestion } from './folder-grants';
import { WorkspaceLayouts } from './layouts';
import { removeLeftoverTemps } from './leftovers';
import { RecentWorkspaces } from './recent';
import { type Session, type SessionTarget, Sessions } from './sessions';
import { setFileHandlers } from './set-handlers';
import { deckHandlers, type TextFiles } from './deck-handlers';
import { savedFileHandlers } from './saved-handlers';
import { createSet, createWorkspace, realFolder, snapshot } from './workspace';
import { ExportParts } from './exports';
import { printSheetHtml } from './print-sheet-html';
import { pageCount, type Paper } from '../shared/print-sheet';

export type { SessionTarget };

export type HostOptions = {
  host: AppInfo['host'];
  version: string;
  /** Folder for the host's own state (recent workspaces). */
  stateDir: string;
  /** Native folder picker, attached to the asking window; absent on the web host. */
  chooseFolder?: (purpose: 'open' | 'create', window: number | undefined) => Promise<string | null>;
  /**
   * Native yes/no for a typed folder the user did not pick and has not opened before
   * (Electron). Absent: the page's typed path is the user's own input (web host).
   */
  confirmFolder?: (question: FolderQuestion) => Promise<boolean>;
  /** Native save dialog for a file named `suggested` (null: cancelled), attached to the asking window; absent on the web host. */
  chooseSaveFile?: (suggested: string, window: number | undefined) => Promise<string | null>;
  /** Pushes an event to the window or tab that holds the session. */
  emit: <E extends EventName>(target: SessionTarget, event: E, payload: EventPayload<E>) => void;
  /** Whether a page holds the session now (its window, or its tab's event stream, is open). */
  isHeld?: (target: SessionTarget) => boolean;
  /** Prints an HTML page to a PDF (the desktop app); absent on the web host, whose page makes its own PDF. */
  printToPdf?: (html: string, paper: Paper) => Promise<Uint8Array>;
  /** The bundled example sets and the documents folder they are copied into; absent: no examples. */
  examples?: ExampleOptions;
  /** Watch open workspaces for changes made outside the studio (default true). */
  watch?: boolean;
  now?: () => number;
};

/**
 * Who is asking: the session the request names, as sent (the host checks it), and under
 * Electron the window (webContents id) it came from, which main knows and the page cannot fake.
 */
export type Caller = { session?: unknown; window?: number };

/** What a handler knows of its caller: the window it came from, and its live session if it named one. */
export type HandlerContext = { window: number | undefined; session: Session | null };
type Context = HandlerContext;
export type Handlers = { [C in Channel]: (request: ParsedRequest<C>, context: Context) => Promise<ResponseOf<C>> };
export type ParsedRequest<C extends Channel> = z.output<(typeof channels)[C]['request']>;

export type Host = {
  handle: (channel: unknown, request: unknown, caller?: Caller) => Promise<Result<unknown>>;
  /**
   * Checks the workspace named at start (command line) and makes it the one new sessions open.
   * Throws a HostFailure when it cannot be opened.
   */
  openAtStart: (path: string) => Promise<void>;
  /** Whether a session is open (the web host's event stream names one). */
  hasSession: (session: string) => boolean;
  /** Ends the sessions of a window that is gone. */
  closeWindow: (window: number) => Promise<void>;
  /** Ends sessions no page has held or used for a long time. */
  closeIdleSessions: () => Promise<void>;
  dispose: () => Promise<void>;
};

const SESSION_ENDED =
  "This window's workspace session has ended (it was closed, another workspace was opened in its place, or the studio restarted), so nothing was changed; reload to go on";

export function createHost(options: HostOptions): Host {
  const recent = new RecentWorkspaces(join(options.stateDir, 'recent-workspaces.json'));
  const layouts = new WorkspaceLayouts(join(options.stateDir, 'workspace-layouts.json'), options.now);
  const exportParts = new ExportParts();
  const grants = new FolderGrants(options.confirmFolder);
  const locks = new FileLocks();
  const sessions = new Sessions({
    watch: options.watch !== false,
    report: (target, batch) => options.emit(target, 'workspace:changed', batch),
    isHeld: options.isHeld ?? (() => false),
    now: options.now ?? (() => Date.now()),
  });
  /** Ends a session, and forgets the exports it left unfinished. */
  async function closeSession(id: Session['id']): Promise<void> {
    exportParts.clear(id);
    await sessions.close(id);
  }

  /** The workspace opened last in this process; new sessions start in it. */
  let lastOpened: string | null = null;

  /**
   * Opens `root` for a window; the session it replaces, and any other of that window, end.
   * `chosen`: the user opened it (not a copy for a duplicated tab), so new tabs start there.
   */
  async function openSession(root: string, window: number | undefined, replaced: Session | null, chosen = true): Promise<WorkspaceSession> {
    const workspace = await snapshot(root);
    await removeLeftoverTemps(root);
    const session = await sessions.start(root, window);
    if (chosen) {
      lastOpened = root;
      await recent.add(root);
    }
    if (replaced) await closeSession(replaced.id);
    if (window !== undefined) {
      for (const other of sessions.ofWindow(window)) if (other.id !== session.id) await closeSession(other.id);
    }
    return withLayout({ session: session.id, workspace });
  }

  /** The answer that opens a workspace, with how it was last left, if it was. */
  async function withLayout(opened: WorkspaceSession): Promise<WorkspaceSession> {
    const layout = await layouts.get(opened.workspace.root);
    return layout ? { ...opened, layout } : opened;
  }

  /** The session again, after a reload; null (and the session ended) if its folder is gone. */
  async function resume(session: Session): Promise<WorkspaceSession | null> {
    try {
      return await withLayout({ session: session.id, workspace: await snapshot(session.root) });
    } catch {
      await closeSession(session.id);
      return null;
    }
  }

  /** A new session in the workspace opened last, if it still is one; else the welcome screen. */
  async function openLast(window: number | undefined): Promise<WorkspaceSession | null> {
    const last = lastOpened ?? (await recent.list())[0];
    if (last === undefined) return null;
    try {
      return await openSession(await realFolder(last), window, null);
    } catch {
      return null;
    }
  }

  function inSession(context: Context): Session {
    if (!context.session) throw new HostFailure('no-workspace', 'No workspace is open in this window; open or create one first');
    return context.session;
  }

  /** Tells the session's watcher about its own save, under the link's name and the name it leads to. */
  function expectSave(session: Session, path: string, file: string, version: string): void {
    session.watcher?.expect(path, version);
    const target = relative(session.root, file).split(sep).join('/');
    if (target !== path) session.watcher?.expect(target, version);
  }

  /** Text files of the session's workspace: read, saved from a version, created. Deck lists are saved through these too. */
  const textFiles: TextFiles = {
    read: async (context, path) => {
      const file = await resolveInside(inSession(context).root, path);
      let content: string;
      try {
        content = await readTextFile(file, path);
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path, content, version: contentVersion(content) };
    },
    write: async (context, path, content, baseVersion) => {
      const session = inSession(context);
      refuseOversized(path, content);
      const file = await writeTarget(session.root, await resolveInside(session.root, path), path);
      // The version check and the write are one step per file: of two saves from the same
      // version, the second sees the first's result and gets a conflict.
      return locks.run(await fileKey(file), async () => {
        if (baseVersion !== null && (await changedSince(file, path, baseVersion))) {
          throw new HostFailure('conflict', `${path} changed on disk since it was opened; compare, reload it or save again to overwrite`);
        }
        const version = contentVersion(content);
        expectSave(session, path, file, version);
        try {
          await mkdir(dirname(file), { recursive: true });
          await writeFileAtomic(file, content);
        } catch (error) {
          throw toHostFailure(error, `The file ${path}`);
        }
        return { path, version };
      });
    },
    create: async (context, path, content) => {
      const session = inSession(context);
      refuseOversized(path, content);
      const file = await resolveInside(session.root, path);
      return locks.run(await fileKey(file), async () => {
        const version = contentVersion(content);
        session.watcher?.expect(path, version);
        try {
          await mkdir(dirname(file), { recursive: true });
          await writeFileAtomic(file, content, { exclusive: true });
        } catch (error) {
          throw toHostFailure(error, `The file ${path}`);
        }
        return { path, version };
      });
    },
    moveAside: async (context, path, baseVersion, to) => {
      const session = inSession(context);
      const file = await resolveInside(session.root, path);
      const target = await resolveInside(session.root, to);
      return locks.run(await fileKey(file), async () => {
        try {
          // Null: whatever the file holds now goes to the backup; it only has to be there.
          if (baseVersion === null) await lstat(file);
          else if (bytesVersion(await readRegularFile(file, path)) !== baseVersion) {
            throw new HostFailure('conflict', `${path} changed on disk since it was opened; open it again before deleting it`);
          }
        } catch (error) {
          throw toHostFailure(error, `The file ${path}`);
        }
        if (await lstat(target).then(() => true, () => false)) throw new HostFailure('already-exists', `${to} already exists`);
        try {
          await mkdir(dirname(target), { recursive: true });
          // One rename: the file is either where it was or in the backup, never half in each.
          await rename(file, target);
        } catch (error) {
          throw toHostFailure(error, `The file ${path}`);
        }
      });
    },
  };

  const handlers: Handlers = {
    'app:info': async () => ({
      name: 'Cardwright',
      version: options.version,
      host: options.host,
      platform: process.platform,
      nativeDialogs: options.chooseFolder !== undefined,
    }),
    'workspace:recent': async () => ({ paths: await recent.list() }),
    'workspace:choose-folder': async ({ purpose }, { window }) => {
      if (!options.chooseFolder) throw new HostFailure('unsupported', 'This host has no folder picker; type the folder path instead');
      const path = await options.chooseFolder(purpose, window);
      if (path !== null) grants.recordPick(window, path);
      return { path };
    },
    'session:start': async (_request, { session: named, window }) => {
      if (named) {
        // Under Electron the window is the holder. On the web host a session another tab keeps
        // holding (a duplicated tab carries its original's id) gets a session of its own instead.
        if (window !== undefined || (await sessions.released(named))) {
          const resumed = await resume(named);
          if (resumed) return resumed;
        } else {
          try {
            return await openSession(named.root, window, null, false);
          } catch {
            // the folder is no longer a workspace: as if nothing was named
          }
        }
      }
      if (window !== undefined) {
        // A reload whose page no longer knows its id: the window's own session.
        const [own] = sessions.ofWindow(window);
        if (own) {
          const resumed = await resume(own);
          if (resumed) return resumed;
        }
      }
      return openLast(window);
    },
    'workspace:open': async ({ path }, { session: replaced, window }) => {
      await grants.authorise({ purpose: 'open', path, window }, () => recent.list());
      return openSession(await realFolder(path), window, replaced);
    },
    'workspace:create': async ({ path, name }, { session: replaced, window }) => {
      await grants.authorise({ purpose: 'create', path, window }, () => recent.list());
      return openSession(await createWorkspace(path, name), window, replaced);
    },
    'workspace:open-example': async ({ folder }, { session: replaced, window }) => {
      if (!options.examples) throw new HostFailure('unsupported', 'This host has no example sets');
      // A folder the host names itself is chosen by the user's click; one the page names is
      // authorised like any folder a workspace is created in.
      if (folder !== null) await grants.authorise({ purpose: 'create', path: folder, window }, () => recent.list());
      const made = await makeExample(options.examples, folder);
      return { ...(await openSession(made.root, window, replaced)), start: made.start };
    },
    'workspace:save-layout': async (layout, context) => {
      await layouts.save(inSession(context).root, layout);
      return {};
    },
    'workspace:close': async (_request, context) => {
      await closeSession(inSession(context).id);
      return {};
    },
    'workspace:snapshot': async (_request, context) => snapshot(inSession(context).root),
    'set:create': async ({ game, set, name }, context) => {
      const { root } = inSession(context);
      await createSet(root, game, set, name);
      return snapshot(root);
    },
    'file:read': async ({ path }, context) => textFiles.read(context, path),
    'file:write': async ({ path, content, baseVersion }, context) => textFiles.write(context, path, content, baseVersion),
    'file:create': async ({ path, content }, context) => textFiles.create(context, path, content),
    'file:delete': async ({ path }, context) => {
      const file = await resolveInside(inSession(context).root, path);
      return locks.run(await fileKey(file), async () => {
        try {
          await rm(file);
        } catch (error) {
          throw toHostFailure(error, `The file ${path}`);
        }
        return { path };
      });
    },
    'file:read-image': async ({ path }, context) => {
      const file = await resolveInside(inSession(context).root, path);
      const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
      const mime = (IMAGE_TYPES as Record<string, (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES]>)[extension];
      if (!mime) throw new HostFailure('unsupported', `${path} is not a picture Cardwright shows (PNG, JPEG or WebP)`);
      let bytes: Buffer;
      try {
        bytes = await readRegularFile(file, path, { limit: MAX_IMAGE_BYTES });
      } catch (error) {
        throw toHostFailure(error, `The picture ${path}`);
      }
      if (imageType(bytes) !== mime) throw new HostFailure('unsupported', `${path} is not a ${extension.toUpperCase()} picture inside`);
      return { path, mime, data: bytes.toString('base64') };
    },
    'export:write': async ({ path, data, part, last }, context) => {
      const session = inSession(context);
      const file = await writeTarget(session.root, await resolveInside(session.root, path), path);
      const size = exportParts.add(session.id, path, part, Buffer.from(data, 'base64'));
      if (!last) return { path, bytes: size, done: false };
      const bytes = exportParts.take(session.id, path);
      await locks.run(await fileKey(file), () => writeExport(file, path, bytes));
      return { path, bytes: bytes.length, done: true };
    },
    'export:print-pdf': async ({ path, paper, styles, cards }, context) => {
      const session = inSession(context);
      if (!options.printToPdf) throw new HostFailure('unsupported', 'This host cannot print; the studio page makes the PDF itself');
      const file = await writeTarget(session.root, await resolveInside(session.root, path), path);
      const pdf = Buffer.from(await options.printToPdf(printSheetHtml(cards, paper, styles), paper));
      await locks.run(await fileKey(file), () => writeExport(file, path, pdf));
      return { path, pages: pageCount(cards.length), bytes: pdf.length };
    },
    ...setFileHandlers((context) => inSession(context).root, options),
    ...deckHandlers(textFiles),
    ...savedFileHandlers(textFiles, (context) => inSession(context).root),
  };

  async function writeExport(file: string, path: string, bytes: Uint8Array): Promise<void> {
    try {
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, bytes);
    } catch (error) {
      throw toHostFailure(error, `The export ${path}`);
    }
  }

  /** The session a request names, checked against what the channel needs (see SessionUse). */
  function sessionFor(use: SessionUse, caller: Caller, channel: Channel): Session | null {
    if (use === 'none') return null;
    if (caller.session === undefined || caller.session === null) {
      if (use === 'required') throw new HostFailure('no-workspace', 'No workspace is open in this window; open or create one first');
      return null;
    }
    const id = SessionId.safeParse(caller.session);
    if (!id.success) {
      if (use === 'required') throw new HostFailure('invalid-request', `The session named by this ${channel} request is not one the host issued`);
      return null; // nothing to continue or replace: as if none was named
    }
    const session = sessions.get(id.data);
    if (!session) {
      if (use === 'required') throw new HostFailure('session-closed', SESSION_ENDED);
      return null; // a start or an open after the host restarted: nothing to continue or replace
    }
    if (session.window !== caller.window) throw new HostFailure('unauthorized', 'This workspace session belongs to another window');
    sessions.touch(session);
    return session;
  }

  async function handle(channel: unknown, request: unknown, caller: Caller = {}): Promise<Result<unknown>> {
    if (!isChannel(channel)) {
      return fail({ code: 'unknown-channel', message: `Unknown request "${String(channel).slice(0, 80)}"` });
    }
    const spec = channels[channel];
    const parsed = spec.request.safeParse(request);
    if (!parsed.success) return fail(invalidRequest(channel, parsed.error));
    try {
      const session = sessionFor(spec.session, caller, channel);
      const run = handlers[channel] as (request: unknown, context: Context) => Promise<unknown>;
      const value = await run(parsed.data, { window: caller.window, session });
      return { ok: true, value: spec.response.parse(value) };
    } catch (error) {
      const failure = toHostFailure(error, 'The request');
      return fail({ code: failure.code, message: failure.message });
    }
  }

  return {
    handle,
    openAtStart: async (path) => {
      let root: string;
      try {
        root = await realFolder(resolve(path));
        await snapshot(root);
      } catch (error) {
        throw toHostFailure(error, `The folder ${path}`);
      }
      lastOpened = root;
      await recent.add(root);
    },
    hasSession: (session) => sessions.has(session),
    closeWindow: async (window) => {
      grants.forgetWindow(window);
      for (const session of sessions.ofWindow(window)) await closeSession(session.id);
    },
    closeIdleSessions: () => sessions.closeIdle(),
    dispose: async () => {
      exportParts.clear();
      await sessions.closeAll();
    },
  };
}

/**
 * Whether the file on disk is no longer the version the editor started from. Compared on the
 * raw bytes, so a file the editor cannot have opened (too large, not UTF-8) counts as changed
 * instead of failing the save or being decoded lossily.
 */
async function changedSince(file: string, path: string, baseVersion: string): Promise<boolean> {
  try {
    return bytesVersion(await readRegularFile(file, path)) !== baseVersion;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return false; // deleted meanwhile: the save recreates it
    if (error instanceof HostFailure && error.code === 'too-large') return true;
    throw toHostFailure(error, `The file ${path}`);
  }
}

/**
 * A file the host could not open again is not saved: the contract counts characters, the
 * disk holds UTF-8 bytes, and file:read accepts at most MAX_FILE_BYTES of them.
 */
function refuseOversized(path: string, content: string): void {
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > MAX_FILE_BYTES) {
    throw new HostFailure('too-large', `${path} would be ${bytes} bytes as UTF-8; Cardwright saves files up to ${MAX_FILE_BYTES} bytes`);
  }
}

/** The picture type its first bytes say, whatever the file's name says. */
function imageType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((v, i) => bytes[i] === v);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

function fail(error: HostError): Result<never> {
  return { ok: false, error };
}

export type { RequestOf };

// The studio's host handlers: one function per channel of the contract. The Electron main
// process and the loopback web host both route every request through `handle`, which
// validates it with the channel's zod schema before any handler runs.
import { rm, mkdir } from 'node:fs/promises';
import type { z } from 'zod';
import { dirname, join, relative, sep } from 'node:path';
import {
  type AppInfo,
  type Channel,
  type HostError,
  type RequestOf,
  type ResponseOf,
  type Result,
  type EventName,
  type EventPayload,
  channels,
  invalidRequest,
  isChannel,
  MAX_FILE_BYTES,
} from '../shared/contract';
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
import { RecentWorkspaces } from './recent';
import { setFileHandlers } from './set-handlers';
import { WorkspaceWatcher } from './watcher';
import { createSet, createWorkspace, realFolder, snapshot } from './workspace';

export type HostOptions = {
  host: AppInfo['host'];
  version: string;
  /** Folder for the host's own state (recent workspaces). */
  stateDir: string;
  /** Native folder picker; absent on the web host. */
  chooseFolder?: (purpose: 'open' | 'create') => Promise<string | null>;
  /** Native save dialog for a file named `suggested` (null: cancelled); absent on the web host. */
  chooseSaveFile?: (suggested: string) => Promise<string | null>;
  /** Pushes an event to the renderer. */
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  /** Watch the open workspace for changes made outside the studio (default true). */
  watch?: boolean;
};

export type Handlers = { [C in Channel]: (request: ParsedRequest<C>) => Promise<ResponseOf<C>> };
export type ParsedRequest<C extends Channel> = z.output<(typeof channels)[C]['request']>;

export type Host = {
  handle: (channel: unknown, request: unknown) => Promise<Result<unknown>>;
  /** The root of the open workspace, if any. */
  workspaceRoot: () => string | null;
  dispose: () => Promise<void>;
};

export function createHost(options: HostOptions): Host {
  let root: string | null = null;
  let watcher: WorkspaceWatcher | null = null;
  const recent = new RecentWorkspaces(join(options.stateDir, 'recent-workspaces.json'));

  function requireRoot(): string {
    if (root === null) throw new HostFailure('no-workspace', 'No workspace is open; open or create one first');
    return root;
  }

  async function switchTo(folder: string): Promise<ResponseOf<'workspace:open'>> {
    const next = await snapshot(folder);
    await watcher?.close();
    root = folder;
    watcher = options.watch === false ? null : new WorkspaceWatcher(folder, (payload) => options.emit('workspace:changed', payload));
    await recent.add(folder);
    return next;
  }

  /** Tells the watcher about a save, under the link's name and the name it leads to. */
  function expectSave(workspace: string, path: string, file: string, version: string): void {
    watcher?.expect(path, version);
    const target = relative(workspace, file).split(sep).join('/');
    if (target !== path) watcher?.expect(target, version);
  }

  const handlers: Handlers = {
    'app:info': async () => ({
      name: 'Cardwright',
      version: options.version,
      host: options.host,
      platform: process.platform,
      nativeDialogs: options.chooseFolder !== undefined,
    }),
    'workspace:recent': async () => ({ paths: await recent.list() }),
    'workspace:choose-folder': async ({ purpose }) => {
      if (!options.chooseFolder) throw new HostFailure('unsupported', 'This host has no folder picker; type the folder path instead');
      return { path: await options.chooseFolder(purpose) };
    },
    'workspace:open': async ({ path }) => switchTo(await realFolder(path)),
    'workspace:create': async ({ path, name }) => switchTo(await createWorkspace(path, name)),
    'workspace:snapshot': async () => snapshot(requireRoot()),
    'set:create': async ({ game, set, name }) => {
      const folder = requireRoot();
      await createSet(folder, game, set, name);
      return snapshot(folder);
    },
    'file:read': async ({ path }) => {
      const file = await resolveInside(requireRoot(), path);
      let content: string;
      try {
        content = await readTextFile(file, path);
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path, content, version: contentVersion(content) };
    },
    'file:write': async ({ path, content, baseVersion }) => {
      const workspace = requireRoot();
      refuseOversized(path, content);
      const file = await writeTarget(workspace, await resolveInside(workspace, path), path);
      if (baseVersion !== null && (await changedSince(file, path, baseVersion))) {
        throw new HostFailure('conflict', `${path} changed on disk since it was opened; reload it or save again to overwrite`);
      }
      const version = contentVersion(content);
      expectSave(workspace, path, file, version);
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, content);
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path, version };
    },
    'file:create': async ({ path, content }) => {
      const workspace = requireRoot();
      refuseOversized(path, content);
      const file = await resolveInside(workspace, path);
      const version = contentVersion(content);
      watcher?.expect(path, version);
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, content, { exclusive: true });
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path, version };
    },
    'file:delete': async ({ path }) => {
      const file = await resolveInside(requireRoot(), path);
      try {
        await rm(file);
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path };
    },
    ...setFileHandlers(requireRoot, options),
  };

  async function handle(channel: unknown, request: unknown): Promise<Result<unknown>> {
    if (!isChannel(channel)) {
      return fail({ code: 'unknown-channel', message: `Unknown request "${String(channel).slice(0, 80)}"` });
    }
    const spec = channels[channel];
    const parsed = spec.request.safeParse(request);
    if (!parsed.success) return fail(invalidRequest(channel, parsed.error));
    try {
      const run = handlers[channel] as (request: unknown) => Promise<unknown>;
      const value = await run(parsed.data);
      return { ok: true, value: spec.response.parse(value) };
    } catch (error) {
      const failure = toHostFailure(error, 'The request');
      return fail({ code: failure.code, message: failure.message });
    }
  }

  return {
    handle,
    workspaceRoot: () => root,
    dispose: async () => {
      await watcher?.close();
      watcher = null;
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

function fail(error: HostError): Result<never> {
  return { ok: false, error };
}

export type { RequestOf };

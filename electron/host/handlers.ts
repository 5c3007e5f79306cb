// The studio's host handlers: one function per channel of the contract. The Electron main
// process and the loopback web host both route every request through `handle`, which
// validates it with the channel's zod schema before any handler runs.
import { readFile, rm, mkdir } from 'node:fs/promises';
import type { z } from 'zod';
import { dirname, join } from 'node:path';
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
} from '../shared/contract';
import { HostFailure, contentVersion, resolveInside, toHostFailure, writeFileAtomic } from './files';
import { RecentWorkspaces } from './recent';
import { WorkspaceWatcher } from './watcher';
import { createSet, createWorkspace, realFolder, snapshot } from './workspace';

export type HostOptions = {
  host: AppInfo['host'];
  version: string;
  /** Folder for the host's own state (recent workspaces). */
  stateDir: string;
  /** Native folder picker; absent on the web host. */
  chooseFolder?: (purpose: 'open' | 'create') => Promise<string | null>;
  /** Pushes an event to the renderer. */
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  /** Watch the open workspace for changes made outside the studio (default true). */
  watch?: boolean;
};

type Handlers = { [C in Channel]: (request: ParsedRequest<C>) => Promise<ResponseOf<C>> };
type ParsedRequest<C extends Channel> = z.output<(typeof channels)[C]['request']>;

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
        content = await readFile(file, 'utf8');
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path, content, version: contentVersion(content) };
    },
    'file:write': async ({ path, content, baseVersion }) => {
      const file = await resolveInside(requireRoot(), path);
      if (baseVersion !== null) {
        let current: string | null = null;
        try {
          current = await readFile(file, 'utf8');
        } catch (error) {
          if ((error as { code?: string }).code !== 'ENOENT') throw toHostFailure(error, `The file ${path}`);
        }
        if (current !== null && contentVersion(current) !== baseVersion) {
          throw new HostFailure('conflict', `${path} changed on disk since it was opened; reload it or save again to overwrite`);
        }
      }
      const version = contentVersion(content);
      watcher?.expect(path, version);
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, content);
      } catch (error) {
        throw toHostFailure(error, `The file ${path}`);
      }
      return { path, version };
    },
    'file:create': async ({ path, content }) => {
      const file = await resolveInside(requireRoot(), path);
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

function fail(error: HostError): Result<never> {
  return { ok: false, error };
}

export type { RequestOf };

// For the host's tests: a host on a new workspace in a scratch folder, with one page's session,
// and its requests as calls that succeed (their value) or are refused (their error).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from '../shared/contract';
import { sessionAfter } from '../shared/session-tracking';
import { createHost, type Host } from './handlers';

export type TestWorkspace = {
  /** The scratch folder; the workspace is its `ws` folder. */
  scratch: string;
  folder: string;
  host: Host;
  call(channel: string, request: unknown): Promise<Result<unknown>>;
  ok<T>(channel: string, request: unknown): Promise<T>;
  refused(channel: string, request: unknown): Promise<{ code: string; message: string }>;
  /** Ends the host and removes the scratch folder. */
  dispose(): Promise<void>;
};

export async function openTestWorkspace(prefix: string, name = 'Test'): Promise<TestWorkspace> {
  const scratch = await mkdtemp(join(tmpdir(), prefix));
  const host = createHost({ host: 'web', version: '0.0.0-test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
  let session: string | null = null;
  const call = async (channel: string, request: unknown): Promise<Result<unknown>> => {
    const result = await host.handle(channel, request, { session });
    session = sessionAfter(channel, result, session);
    return result;
  };
  const ok = async <T>(channel: string, request: unknown): Promise<T> => {
    const result = await call(channel, request);
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
    return result.value as T;
  };
  const refused = async (channel: string, request: unknown): Promise<{ code: string; message: string }> => {
    const result = await call(channel, request);
    if (result.ok) throw new Error(`${channel} unexpectedly succeeded`);
    return result.error;
  };
  const folder = join(scratch, 'ws');
  await ok('workspace:create', { path: folder, name });
  return {
    scratch,
    folder,
    host,
    call,
    ok,
    refused,
    dispose: async () => {
      await host.dispose();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

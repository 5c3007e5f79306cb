import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceSession } from '../shared/contract';
import { createHost, type Host } from './handlers';
import { openAtStartup } from './startup';

let scratch: string;
const hosts: Host[] = [];

function newHost(): Host {
  const host = createHost({ host: 'web', version: 'test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
  hosts.push(host);
  return host;
}

/** What a freshly loaded page finds open. */
async function startRoot(host: Host): Promise<string | null> {
  const started = await host.handle('session:start', {}, {});
  if (!started.ok) throw new Error(started.error.message);
  return (started.value as WorkspaceSession | null)?.workspace.root ?? null;
}

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-startup-'));
});
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.dispose()));
  await rm(scratch, { recursive: true, force: true });
});

describe('workspace at startup', () => {
  it('opens nothing on a first start', async () => {
    const host = newHost();
    expect(await openAtStartup(host, undefined)).toEqual({});
    expect(await startRoot(host)).toBeNull();
  });

  it('reopens the workspace that was open last', async () => {
    const first = newHost();
    await first.handle('workspace:create', { path: join(scratch, 'a'), name: 'A' });
    await first.handle('workspace:create', { path: join(scratch, 'b'), name: 'B' });
    const next = newHost();
    expect(await openAtStartup(next, undefined)).toEqual({});
    expect(await startRoot(next)).toBe(join(scratch, 'b'));
  });

  it('skips a last workspace that has since been deleted', async () => {
    const first = newHost();
    await first.handle('workspace:create', { path: join(scratch, 'gone'), name: 'Gone' });
    await rm(join(scratch, 'gone'), { recursive: true });
    expect(await startRoot(newHost())).toBeNull();
  });

  it('opens the workspace named on the command line in every new window, or says why it cannot', async () => {
    const first = newHost();
    await first.handle('workspace:create', { path: join(scratch, 'named'), name: 'Named' });
    await first.handle('workspace:create', { path: join(scratch, 'later'), name: 'Later' });
    const next = newHost();
    expect(await openAtStartup(next, join(scratch, 'named'))).toEqual({});
    expect(await startRoot(next)).toBe(join(scratch, 'named'));
    expect(await startRoot(next)).toBe(join(scratch, 'named'));
    const failed = await openAtStartup(newHost(), join(scratch, 'nowhere'));
    expect(failed.problem).toMatch(/Cannot open the workspace .*nowhere: .*does not exist/);
  });
});

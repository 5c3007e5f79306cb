import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceSnapshot } from '../shared/contract';
import { createHost, type Host } from './handlers';
import { openAtStartup } from './startup';

let scratch: string;
const hosts: Host[] = [];

function newHost(): Host {
  const host = createHost({ host: 'web', version: 'test', stateDir: join(scratch, 'state'), emit: () => undefined, watch: false });
  hosts.push(host);
  return host;
}

async function openRoot(host: Host): Promise<string | null> {
  const snap = await host.handle('workspace:snapshot', {});
  return snap.ok ? (snap.value as WorkspaceSnapshot).root : null;
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
    expect(await openAtStartup(host, undefined)).toEqual({ opened: null });
    expect(await openRoot(host)).toBeNull();
  });

  it('reopens the workspace that was open last', async () => {
    const first = newHost();
    await first.handle('workspace:create', { path: join(scratch, 'a'), name: 'A' });
    await first.handle('workspace:create', { path: join(scratch, 'b'), name: 'B' });
    const next = newHost();
    expect((await openAtStartup(next, undefined)).opened).toBe(join(scratch, 'b'));
    expect(await openRoot(next)).toBe(join(scratch, 'b'));
  });

  it('skips a last workspace that has since been deleted', async () => {
    const first = newHost();
    await first.handle('workspace:create', { path: join(scratch, 'gone'), name: 'Gone' });
    await rm(join(scratch, 'gone'), { recursive: true });
    const next = newHost();
    expect(await openAtStartup(next, undefined)).toEqual({ opened: null });
  });

  it('opens the workspace named on the command line, or says why it cannot', async () => {
    const first = newHost();
    await first.handle('workspace:create', { path: join(scratch, 'named'), name: 'Named' });
    const next = newHost();
    expect((await openAtStartup(next, join(scratch, 'named'))).opened).toBe(join(scratch, 'named'));
    const failed = await openAtStartup(newHost(), join(scratch, 'nowhere'));
    expect(failed.opened).toBeNull();
    expect(failed.problem).toMatch(/Cannot open the workspace .*nowhere: .*does not exist/);
  });
});

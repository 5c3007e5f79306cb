// The web host comes back on the port it had, so the page keeps its origin and its backups.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from './server';
import { PORT_FILE, rememberedPort, startOnStablePort } from './stable-port';

let root: string;
let rendererDir: string;
const hosts: WebHost[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cardwright-port-'));
  rendererDir = join(root, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Cardwright</title>');
});

afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await rm(root, { recursive: true, force: true });
});

function starter(stateDir: string) {
  return async (port: number): Promise<WebHost> => {
    const host = await startWebHost({ port, rendererDir, stateDir });
    hosts.push(host);
    return host;
  };
}

describe('the web host’s port', () => {
  it('is the one of the last start, and a free one when that is taken', async () => {
    const stateDir = join(root, 'state-a');
    const first = await startOnStablePort(stateDir, starter(stateDir));
    expect(await rememberedPort(stateDir)).toBe(first.port);
    await first.close();

    const again = await startOnStablePort(stateDir, starter(stateDir));
    expect(again.port).toBe(first.port);

    // Taken by the host still running: the next one gets a port of its own, remembered from then on.
    const other = await startOnStablePort(stateDir, starter(stateDir));
    expect(other.port).not.toBe(again.port);
    expect(await rememberedPort(stateDir)).toBe(other.port);
  });

  it('reads a damaged port file as none', async () => {
    const stateDir = join(root, 'state-b');
    await mkdir(stateDir, { recursive: true });
    for (const text of ['not json', '{"port":"80"}', '{"port":0}', '{"port":70000}', '[]']) {
      await writeFile(join(stateDir, PORT_FILE), text);
      expect(await rememberedPort(stateDir), text).toBeNull();
    }
    const host = await startOnStablePort(stateDir, starter(stateDir));
    expect(host.port).toBeGreaterThan(0);
  });
});

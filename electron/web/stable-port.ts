// The web host's port, kept from one start to the next. The page's own storage (its backups of
// unsaved text in IndexedDB, its preferences) belongs to its origin, and the origin holds the
// port: a host that came back on another port after a crash would find no backup to offer. So
// without --port the host tries the port it had last time (kept in its state folder) and takes
// a free one only when that is taken; --port N asks for exactly N, and --port 0 for a fresh one.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../host/files';

export const PORT_FILE = 'web-port.json';

/** The port remembered in `stateDir`, if any. */
export async function rememberedPort(stateDir: string): Promise<number | null> {
  try {
    const { port } = JSON.parse(await readFile(join(stateDir, PORT_FILE), 'utf8')) as { port?: unknown };
    return typeof port === 'number' && Number.isInteger(port) && port > 0 && port <= 65535 ? port : null;
  } catch {
    return null;
  }
}

export async function rememberPort(stateDir: string, port: number): Promise<void> {
  try {
    await mkdir(stateDir, { recursive: true });
    await writeFileAtomic(join(stateDir, PORT_FILE), `${JSON.stringify({ version: 1, port })}\n`);
  } catch {
    // The next start takes another free port; nothing else depends on this file.
  }
}

/**
 * Starts on the remembered port, or on a free one (port 0) when there is none or it is taken;
 * remembers the port it got. Errors other than a taken port are the caller's.
 */
export async function startOnStablePort<T extends { port: number }>(stateDir: string, start: (port: number) => Promise<T>): Promise<T> {
  const remembered = await rememberedPort(stateDir);
  let started: T | null = null;
  if (remembered !== null) {
    try {
      started = await start(remembered);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' && (error as { code?: string }).code !== 'EACCES') throw error;
    }
  }
  started ??= await start(0);
  if (started.port !== remembered) await rememberPort(stateDir, started.port);
  return started;
}

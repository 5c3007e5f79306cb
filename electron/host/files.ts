// File-system primitives of the host: confinement to the workspace folder, atomic writes and
// content versions. Everything that touches the disk for the studio goes through here.
import { createHash, randomBytes } from 'node:crypto';
import { open, realpath, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, sep, isAbsolute } from 'node:path';
import type { HostErrorCode } from '../shared/contract';
import { relativeSegments } from '../shared/paths';

/** An expected failure with a contract error code; anything else is reported as io-error. */
export class HostFailure extends Error {
  constructor(
    readonly code: HostErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function contentVersion(content: string): string {
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

export function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && rel.split(sep)[0] !== '..');
}

function errnoCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/**
 * Resolves a workspace-relative path to an absolute one, refusing anything that leaves the
 * workspace: `..` and absolute paths lexically, symlinks by resolving the deepest existing
 * ancestor (or the file itself) and checking it is still under the workspace's real path.
 */
export async function resolveInside(realRoot: string, relPath: string): Promise<string> {
  const segments = relativeSegments(relPath);
  if (!segments) throw new HostFailure('outside-workspace', `"${relPath}" is not a path inside the workspace`);
  const absolute = join(realRoot, ...segments);
  let probe = absolute;
  for (;;) {
    try {
      const real = await realpath(probe);
      if (!isInside(realRoot, real)) {
        throw new HostFailure('outside-workspace', `"${relPath}" leads outside the workspace (through a link)`);
      }
      return absolute;
    } catch (error) {
      if (error instanceof HostFailure) throw error;
      if (errnoCode(error) !== 'ENOENT' && errnoCode(error) !== 'ENOTDIR') throw error;
      const parent = dirname(probe);
      if (parent === probe || !isInside(realRoot, parent)) return absolute;
      probe = parent;
    }
  }
}

/**
 * Writes a file so that readers see either the old or the new content, never a mix, even if
 * the machine stops half-way: temp file in the same folder, fsync, rename over, fsync folder.
 */
export async function writeFileAtomic(file: string, content: string, options: { exclusive?: boolean } = {}): Promise<void> {
  const folder = dirname(file);
  const temp = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    if (options.exclusive) {
      // Refuse to replace a file that appeared meanwhile: probe with an exclusive open.
      const probe = await open(file, 'wx');
      await probe.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

async function syncFolder(folder: string): Promise<void> {
  // Makes the rename durable on POSIX; folders cannot be opened for sync on Windows.
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse fsync on folders; the rename itself is still atomic.
  }
}

/** Maps a Node file-system error to a contract error, with a message a user can act on. */
export function toHostFailure(error: unknown, what: string): HostFailure {
  if (error instanceof HostFailure) return error;
  switch (errnoCode(error)) {
    case 'ENOENT':
      return new HostFailure('not-found', `${what} does not exist`);
    case 'EEXIST':
      return new HostFailure('already-exists', `${what} already exists`);
    case 'EISDIR':
      return new HostFailure('io-error', `${what} is a folder, not a file`);
    case 'ENOTDIR':
      return new HostFailure('not-found', `${what} is not inside a folder`);
    case 'EACCES':
    case 'EPERM':
      return new HostFailure('io-error', `${what} cannot be accessed (permission denied)`);
    case 'ENOSPC':
      return new HostFailure('io-error', `${what} could not be written: the disk is full`);
    default:
      return new HostFailure('io-error', `${what}: ${(error as Error)?.message ?? String(error)}`);
  }
}

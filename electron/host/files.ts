// File-system primitives of the host: confinement to the workspace folder, atomic writes,
// safe reads and content versions. Everything that touches the disk for the studio goes
// through here.
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, open, realpath, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep, isAbsolute } from 'node:path';
import { MAX_FILE_BYTES, type HostErrorCode } from '../shared/contract';
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

/** The version of a file's raw bytes; equals `contentVersion` of their text when they are UTF-8. */
export function bytesVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Whether `candidate` is `root` or lies below it (a name that merely starts with `..` is inside). */
export function isInside(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

export function errnoCode(error: unknown): string | undefined {
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
 * Where a save of `absolute` (from resolveInside) should land: a link that stays in the
 * workspace is written through, so saving keeps the link instead of replacing it with a copy.
 * A missing or dangling target is written in place (replacing a dangling link is harmless).
 */
export async function writeTarget(realRoot: string, absolute: string, relPath: string): Promise<string> {
  try {
    const real = await realpath(absolute);
    if (!isInside(realRoot, real)) throw new HostFailure('outside-workspace', `"${relPath}" leads outside the workspace (through a link)`);
    return real;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return absolute;
    throw error;
  }
}

// O_NONBLOCK makes opening a FIFO return at once instead of parking a libuv thread until a
// writer appears; O_NOFOLLOW refuses a link at the last step. Windows has neither (nor FIFOs).
const OPEN_NONBLOCK = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const OPEN_NOFOLLOW = constants.O_NOFOLLOW ?? 0;

export type ReadOptions = {
  /** Largest file accepted, in bytes (default MAX_FILE_BYTES). */
  limit?: number;
  /** Refuse a link, even one inside the workspace (manifests are read only as regular files). */
  noFollow?: boolean;
};

/**
 * The one way the host reads a file: only a regular file (never a FIFO, device or socket,
 * which could block or never end), at most `limit` bytes, checked before reading. Failures
 * the user can act on are HostFailures naming `what` and never quoting the content; file
 * system errors (ENOENT...) are passed through for the caller to map.
 */
export async function readRegularFile(file: string, what: string, options: ReadOptions = {}): Promise<Buffer> {
  const limit = options.limit ?? MAX_FILE_BYTES;
  if (options.noFollow) {
    const info = await lstat(file);
    if (info.isSymbolicLink()) throw new HostFailure('unsupported', `${what} is a link; Cardwright reads it only as a regular file`);
    if (!info.isFile()) throw notRegular(what);
  }
  let handle;
  try {
    handle = await open(file, OPEN_NONBLOCK | (options.noFollow ? OPEN_NOFOLLOW : 0));
  } catch (error) {
    if (options.noFollow && errnoCode(error) === 'ELOOP') throw new HostFailure('unsupported', `${what} is a link; Cardwright reads it only as a regular file`);
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notRegular(what);
    if (info.size > limit) throw tooLarge(what, info.size, limit);
    // Read to the end rather than trusting the size, but never past the limit: the file may
    // grow while it is read.
    let buffer = Buffer.allocUnsafe(info.size + 1);
    let total = 0;
    for (;;) {
      if (total === buffer.length) {
        if (total > limit) throw tooLarge(what, total, limit);
        const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit + 1));
        buffer.copy(grown, 0, 0, total);
        buffer = grown;
      }
      const { bytesRead } = await handle.read(buffer, total, buffer.length - total, null);
      if (bytesRead === 0) break;
      total += bytesRead;
    }
    if (total > limit) throw tooLarge(what, total, limit);
    return buffer.subarray(0, total);
  } finally {
    await handle.close();
  }
}

function notRegular(what: string): HostFailure {
  return new HostFailure('unsupported', `${what} is not a regular file; Cardwright opens regular text files only`);
}

function tooLarge(what: string, size: number, limit: number): HostFailure {
  return new HostFailure('too-large', `${what} is too large (${size} bytes; Cardwright opens files up to ${limit} bytes)`);
}

// Fatal: invalid bytes must refuse the file rather than become U+FFFD and be saved that way.
// ignoreBOM keeps a byte order mark in the text, so a save writes it back.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes UTF-8 text, refusing anything else: editing it as text would corrupt it on save. */
export function decodeText(bytes: Uint8Array, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new HostFailure('unsupported', `${what} is not UTF-8 text; Cardwright edits text files only`);
  }
}

export async function readTextFile(file: string, what: string, options: ReadOptions = {}): Promise<string> {
  return decodeText(await readRegularFile(file, what, options), what);
}

/** Errors of `link` that mean the file system has no hard links, not that the create failed. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);

/**
 * Writes a file so that readers see either the old or the new content, never a mix, even if
 * the machine stops half-way: temp file in the same folder, fsync, rename over, fsync folder.
 * The temp file takes the replaced file's permissions, and never outlives a failure.
 * `exclusive` refuses (EEXIST) if anything already has the name.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array, options: { exclusive?: boolean } = {}): Promise<void> {
  const folder = dirname(file);
  const temp = join(folder, tempName());
  const mode = options.exclusive ? null : await currentMode(file);
  let tempExists = false;
  tempsInUse.add(temp);
  try {
    const handle = await open(temp, 'wx', 0o644);
    tempExists = true;
    try {
      if (mode !== null) await handle.chmod(mode);
      await handle.writeFile(content, typeof content === 'string' ? 'utf8' : undefined);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.exclusive) await linkExclusive(temp, file);
    else await rename(temp, file);
    tempExists = false;
  } finally {
    if (tempExists) await rm(temp, { force: true }).catch(() => undefined);
    tempsInUse.delete(temp);
  }
  await syncFolder(folder);
}

/**
 * Temp files of atomic writes. The name is short and fixed in length, whatever the target's:
 * a name derived from the target would not fit beside a target whose name is near the file
 * system's limit (255 bytes), and that file could never be saved. It starts with a dot, so
 * listings and the watcher leave it out.
 */
const TEMP_NAME = /^\.cardwright-[0-9a-f]{16}\.tmp$/;
/** Temp names written before the short form: `.<target name>.<12 hex digits>.tmp`. */
const OLDER_TEMP_NAME = /^\..+\.[0-9a-f]{12}\.tmp$/;

function tempName(): string {
  return `.cardwright-${randomBytes(8).toString('hex')}.tmp`;
}

export function isTempName(name: string): boolean {
  return TEMP_NAME.test(name) || OLDER_TEMP_NAME.test(name);
}

/** Temp files this process is writing right now: never litter, whatever their age. */
const tempsInUse = new Set<string>();

export function isTempInUse(path: string): boolean {
  return tempsInUse.has(path);
}

async function currentMode(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mode & 0o777;
  } catch {
    return null; // a new file: the default mode (less the umask)
  }
}

/** Gives `temp` the name `file` only if nothing has it yet; `temp` is gone afterwards. */
async function linkExclusive(temp: string, file: string): Promise<void> {
  try {
    // A hard link never replaces an existing name, so no window exists where it could.
    await link(temp, file);
  } catch (error) {
    if (!NO_HARD_LINKS.has(errnoCode(error) ?? '')) throw error;
    // No hard links here (FAT, some network shares): claim the name with an exclusive open,
    // then rename over the claim, and give the name back if that fails.
    const probe = await open(file, 'wx');
    await probe.close();
    try {
      await rename(temp, file);
    } catch (renameError) {
      await rm(file, { force: true }).catch(() => undefined);
      throw renameError;
    }
    return;
  }
  await unlink(temp).catch(() => undefined); // the file is created; a stray temp is only litter
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

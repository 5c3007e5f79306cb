// How the commands read and write files: through the host's helpers, as the studio does.
// Reading opens without blocking and refuses anything but a regular file (a FIFO would hang
// the command), files over a size limit, and text that is not UTF-8 (a lossy decode would be
// checked, or formatted and saved, as something the file does not say). Writing is atomic,
// goes through a symbolic link to its file, and replaces only a regular file or nothing: never
// a FIFO, a device or a folder. Every failure is a CliFileError with one line to print.
import { isUtf8 } from 'node:buffer';
import { access, lstat, realpath, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import { dirname } from 'node:path';
import { errnoCode, readRegularFile, toHostFailure, writeFileAtomic } from '../electron/host/files';

/**
 * A file the command cannot read or write: `message` is the line to print (`<path>: <why>`,
 * or `<path>:<line>: <why>`); `why` and `line` are its parts.
 */
export class CliFileError extends Error {
  constructor(
    message: string,
    readonly why = message,
    readonly line: number | null = null,
  ) {
    super(message);
  }
}

/** The message of a file-system error, for `what` (a path as the command shows it). */
export function fileProblem(error: unknown, what: string): string {
  if (error instanceof CliFileError) return error.message;
  if (errnoCode(error) === 'ELOOP') return `${what}: too many symbolic links (a link that leads to itself?)`;
  if (errnoCode(error) === 'ENAMETOOLONG') return `${what}: the name is too long for the file system`;
  // The host says "<what> is not a regular file…", "<what> does not exist", "<what>: <error>";
  // the commands print "<what>: <problem>", on one line.
  let message = toHostFailure(error, what).message.replace(/\s+/g, ' ');
  if (message.startsWith(`${what}: `)) message = message.slice(what.length + 2);
  else if (message.startsWith(`${what} `)) message = message.slice(what.length + 1).replace(/^is /, '');
  return `${what}: ${message}`;
}

/**
 * The offset of the first byte that is not part of valid UTF-8 (overlong forms, surrogates and
 * code points past U+10FFFF are invalid, as for a fatal TextDecoder), or -1 if there is none.
 */
export function invalidUtf8At(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k += 1) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/** The text of UTF-8 bytes (a byte order mark kept); refuses anything else, saying where the first bad byte is. */
export function decodeUtf8(bytes: Uint8Array, what: string): string {
  // isUtf8 is the same check as a fatal TextDecoder, several times faster on megabytes.
  if (isUtf8(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const at = Math.max(0, invalidUtf8At(bytes));
  let line = 1;
  for (let i = 0; i < at; i += 1) if (bytes[i] === 10) line += 1;
  const hex = (bytes[at] ?? 0).toString(16).padStart(2, '0');
  const why = `not UTF-8 text: byte 0x${hex} at offset ${at} is not valid UTF-8 (save the file as UTF-8)`;
  throw new CliFileError(`${what}:${line}: ${why}`, why, line);
}

/** A regular file's text, at most `limit` bytes of UTF-8. */
export async function readText(file: string, what: string, limit: number): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(file, what, { limit });
  } catch (error) {
    const message = fileProblem(error, what);
    throw new CliFileError(message, message.slice(what.length + 2));
  }
  return decodeUtf8(bytes, what);
}

/** The kind of a file that is not a regular one, in words. */
function kindOf(info: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Where writing `file` lands: through a symbolic link to the file it names (so the link is
 * kept, as the studio keeps it); a missing name, or a link to nothing, in place.
 */
async function landing(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return file;
    throw error;
  }
}

/**
 * Writes `content` to `file` atomically (the host's writer), refusing a target that is not a
 * regular file or a missing name, a read-only file, and a folder that does not exist. `what`
 * is the path as the command shows it. Returns the path written (through links).
 */
export async function writeText(file: string, content: string, what: string): Promise<string> {
  try {
    const target = await landing(file);
    const folder = dirname(target);
    const folderInfo = await stat(folder).catch((error: unknown) => {
      if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return null;
      throw error;
    });
    if (!folderInfo) throw new CliFileError(`${what}: the folder ${dirname(what) === '.' ? folder : dirname(what)} does not exist; nothing written`);
    if (!folderInfo.isDirectory()) throw new CliFileError(`${what}: ${dirname(what)} is not a folder; nothing written`);
    const info = await lstat(target).catch((error: unknown) => {
      if (errnoCode(error) === 'ENOENT') return null;
      throw error;
    });
    if (info && !info.isFile() && !info.isSymbolicLink()) throw new CliFileError(`${what}: ${kindOf(info)}, not a regular file; nothing written`);
    if (info?.isFile()) {
      // Read-only by its permissions, or to this user: replacing it would defeat the point
      // (the rename would succeed, since it needs only the folder's permission).
      const writable = (info.mode & 0o222) !== 0 && (await access(target, constants.W_OK).then(() => true, () => false));
      if (!writable) throw new CliFileError(`${what}: the file is read-only; nothing written`);
    }
    await writeFileAtomic(target, content);
    return target;
  } catch (error) {
    throw new CliFileError(fileProblem(error, what));
  }
}

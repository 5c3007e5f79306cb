// Lexical checks on workspace-relative paths. Pure so that the renderer, the contract and the
// host agree on what a valid path is; the host adds the file-system checks (symlinks).

const WINDOWS_DRIVE = /^[a-zA-Z]:/;
// Names Windows reserves in every folder; refusing them keeps a workspace portable.
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;

/** Splits a relative path into its segments, or returns null when it is not safe. */
export function relativeSegments(path: string): string[] | null {
  if (path.length === 0 || path.includes('\0') || path.includes('\\')) return null;
  if (path.startsWith('/') || WINDOWS_DRIVE.test(path)) return null;
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') return null;
    if (RESERVED.test(segment) || /[<>:"|?*]/.test(segment) || hasControlCharacter(segment)) return null;
    if (segment.endsWith(' ') || segment.endsWith('.')) return null;
  }
  return segments;
}

export function isSafeRelativePath(path: string): boolean {
  return relativeSegments(path) !== null;
}

/** The folder part of a relative path ('' for a top-level file). */
export function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function baseName(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}

/** True when the text holds a C0 control character (NUL, newline, escape…). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (text.charCodeAt(i) < 0x20) return true;
  }
  return false;
}

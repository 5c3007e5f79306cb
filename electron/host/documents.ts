// The user's documents folder, where the example workspace goes unless they choose another.
// Electron asks the system (app.getPath('documents')); the web host works it out the same way:
// on Linux the XDG user folders file names it (it may be translated, "Dokumente"), elsewhere
// it is Documents in the home folder.
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';

export function documentsFolder(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
  readText: (file: string) => string | null = readSmallFile,
): string {
  if (platform === 'win32') return win32.join(env.USERPROFILE || home, 'Documents');
  if (platform !== 'darwin') {
    const config = env.XDG_CONFIG_HOME || posix.join(home, '.config');
    const named = xdgDocuments(readText(posix.join(config, 'user-dirs.dirs')), home);
    if (named) return named;
  }
  return posix.join(home, 'Documents');
}

/** XDG_DOCUMENTS_DIR from a user-dirs.dirs file (`"$HOME/Documents"`), if it names a folder other than home itself. */
export function xdgDocuments(text: string | null, home: string): string | null {
  const match = text === null ? null : /^\s*XDG_DOCUMENTS_DIR\s*=\s*"([^"]*)"\s*$/m.exec(text);
  if (!match) return null;
  const path = match[1]!.replace(/^\$HOME(?=\/|$)/, home);
  // "$HOME" alone means the user switched the folder off; an unexpanded variable means nothing here.
  if (!posix.isAbsolute(path) || path.includes('$') || posix.resolve(path) === posix.resolve(home)) return null;
  return posix.resolve(path);
}

function readSmallFile(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8');
    return text.length > 64 * 1024 ? null : text;
  } catch {
    return null;
  }
}

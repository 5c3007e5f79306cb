// Where the web host keeps its own state (recent workspaces) when not told: the platform's
// per-user configuration folder, so it survives restarts and stays out of the workspace.
import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';

export function defaultStateDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  if (platform === 'win32') return win32.join(env.APPDATA || win32.join(home, 'AppData', 'Roaming'), 'Cardwright');
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', 'Cardwright');
  return posix.join(env.XDG_CONFIG_HOME || posix.join(home, '.config'), 'cardwright');
}

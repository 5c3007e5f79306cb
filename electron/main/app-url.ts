// The one origin the studio page lives at. The renderer is served from a privileged custom
// scheme rather than file:// so that it has a real origin: the CSP's 'self', the IPC sender
// check and the request filter all key on it.
import { join } from 'node:path';

export const APP_SCHEME = 'cardwright';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

export function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Whether `url` is a page or resource of the studio itself (`cardwright://app/...`). */
export function isAppUrl(url: string): boolean {
  const parsed = parseUrl(url);
  return (
    parsed !== null &&
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

export type AppPaths = {
  /** The sandboxed preload bundle. */
  preload: string;
  /** The built renderer page, the only folder the app scheme serves. */
  renderer: string;
  /** The bundled card sets (the examples are copied from there). */
  sets: string;
};

/** Where the bundles sit relative to the main bundle (`dist/electron/main.cjs`). */
export function appPaths(mainDir: string): AppPaths {
  return { preload: join(mainDir, 'preload.cjs'), renderer: join(mainDir, '..', 'renderer'), sets: join(mainDir, '..', 'sets') };
}

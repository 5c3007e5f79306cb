// No remote content, no navigation away from the studio, no new windows, no permissions. These
// rules hold for every webContents the app ever creates (see `web-contents-created`).
import type { Session, WebContents } from 'electron';
import { isAppUrl, parseUrl } from './app-url';

/** Requests the studio's session lets through: its own origin, DevTools, and inline data. */
export function isAllowedRequestUrl(url: string): boolean {
  const parsed = parseUrl(url);
  if (parsed === null) return false;
  switch (parsed.protocol) {
    case 'devtools:':
    case 'data:':
      return true;
    case 'blob:':
      // blob:cardwright://app/<uuid> is made by the page itself; blobs of other origins are not.
      return isAppUrl(parsed.pathname);
    default:
      return isAppUrl(url);
  }
}

/** Whether a link may be handed to the system browser: https only, nothing else. */
export function isExternalLink(url: string): boolean {
  return parseUrl(url)?.protocol === 'https:';
}

export type GuardOptions = {
  /** Opens a link in the system browser; called only for https URLs. */
  openExternal: (url: string) => void;
};

type PreventableEvent = { preventDefault: () => void };

/** Applies the navigation and window rules to one webContents. */
export function guardWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  options: GuardOptions,
): void {
  const stayInApp = (event: PreventableEvent, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    if (isExternalLink(url)) options.openExternal(url);
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-redirect', (event: PreventableEvent, url: string) => {
    // A redirect is never user intent: refuse it without opening anything.
    if (!isAppUrl(url)) event.preventDefault();
  });
  // webviewTag is off already; this also catches a webContents created without that option.
  contents.on('will-attach-webview', (event: PreventableEvent) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) options.openExternal(url);
    return { action: 'deny' };
  });
}

/** Denies every permission and cancels every request that leaves the studio's origin. */
export function lockDownSession(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> & {
    webRequest: Pick<Session['webRequest'], 'onBeforeRequest'>;
  },
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !isAllowedRequestUrl(details.url) }));
}

// Picks the host the page runs in: Electron's preload bridge when present, else the loopback
// web host that served the page.
import type { HostApi } from '../../../electron/shared/contract';
import { tokenFromFragment } from '../../../electron/shared/web-protocol';
import { type KeyValueStorage, browserStorage, readItem, removeItem, writeItem } from '../state/storage';
import { bridgeFrom, createElectronHost } from './electron';
import { createWebHost } from './web';

const TOKEN_STORAGE_KEY = 'cardwright.web-token';
/** The tab's workspace session: sessionStorage is per tab and survives a reload. */
const SESSION_STORAGE_KEY = 'cardwright.web-session';

/**
 * The web host's token: taken from the URL fragment on first load and kept in sessionStorage,
 * so that reloading the tab keeps working after the fragment has been removed from the
 * address bar (where it could be copied or shoulder-surfed).
 */
export function webToken(location: Location, history: History, storage: KeyValueStorage | null): string | null {
  const fromFragment = tokenFromFragment(location.hash);
  if (fromFragment) {
    // If storage is unavailable the token lives only as long as this page.
    writeItem(storage, TOKEN_STORAGE_KEY, fromFragment);
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    return fromFragment;
  }
  return readItem(storage, TOKEN_STORAGE_KEY);
}

export function connectHost(): HostApi {
  const bridge = bridgeFrom(window);
  if (bridge) return createElectronHost(bridge);
  const tabStorage = browserStorage('session');
  const token = webToken(window.location, window.history, tabStorage) ?? '';
  return createWebHost(window.location.origin, token, {
    fetch: (url, init) => window.fetch(url, init),
    createEventSource: (url) => new EventSource(url),
    sessionStore: {
      get: () => readItem(tabStorage, SESSION_STORAGE_KEY),
      set: (session) => (session === null ? removeItem(tabStorage, SESSION_STORAGE_KEY) : void writeItem(tabStorage, SESSION_STORAGE_KEY, session)),
    },
  });
}

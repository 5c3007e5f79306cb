// Picks the host the page runs in: Electron's preload bridge when present, else the loopback
// web host that served the page.
import type { HostApi } from '../../../electron/shared/contract';
import { tokenFromFragment } from '../../../electron/shared/web-protocol';
import { bridgeFrom, createElectronHost } from './electron';
import { createWebHost } from './web';

const TOKEN_STORAGE_KEY = 'cardwright.web-token';

/**
 * The web host's token: taken from the URL fragment on first load and kept in sessionStorage,
 * so that reloading the tab keeps working after the fragment has been removed from the
 * address bar (where it could be copied or shoulder-surfed).
 */
export function webToken(location: Location, history: History, storage: Storage): string | null {
  const fromFragment = tokenFromFragment(location.hash);
  if (fromFragment) {
    try {
      storage.setItem(TOKEN_STORAGE_KEY, fromFragment);
    } catch {
      // Storage can be disabled; the token then lives only as long as this page.
    }
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    return fromFragment;
  }
  try {
    return storage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function connectHost(): HostApi {
  const bridge = bridgeFrom(window);
  if (bridge) return createElectronHost(bridge);
  const token = webToken(window.location, window.history, window.sessionStorage) ?? '';
  return createWebHost(window.location.origin, token, {
    fetch: (url, init) => window.fetch(url, init),
    createEventSource: (url) => new EventSource(url),
  });
}

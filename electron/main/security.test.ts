import { describe, expect, it } from 'vitest';
import { guardWebContents, isAllowedRequestUrl, lockDownSession } from './security';
import { FakeEvent, FakeWebContents } from './testing/fake-electron';

function guarded() {
  const contents = new FakeWebContents();
  const opened: string[] = [];
  guardWebContents(contents as never, { openExternal: (url) => opened.push(url) });
  return { contents, opened };
}

function navigate(contents: FakeWebContents, event: 'will-navigate' | 'will-redirect', url: string): FakeEvent {
  const e = new FakeEvent();
  contents.emit(event, e, url);
  return e;
}

describe('navigation and window rules', () => {
  it.each(['will-navigate', 'will-redirect'] as const)('%s: stays on the studio origin', (event) => {
    const { contents } = guarded();
    expect(navigate(contents, event, 'cardwright://app/index.html').defaultPrevented).toBe(false);
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:8080/',
      'file:///etc/passwd',
      'cardwright://evil/index.html',
      'cardwright://user@app/index.html',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'not a url',
    ]) {
      expect(navigate(contents, event, url).defaultPrevented, url).toBe(true);
    }
  });

  it('hands https links the page tries to follow to the system browser, and nothing else', () => {
    const { contents, opened } = guarded();
    navigate(contents, 'will-navigate', 'https://example.com/rules');
    navigate(contents, 'will-navigate', 'http://example.com/plain');
    navigate(contents, 'will-navigate', 'file:///etc/passwd');
    navigate(contents, 'will-redirect', 'https://example.com/redirected');
    expect(opened).toEqual(['https://example.com/rules']);
  });

  it('denies every window.open, opening only https links externally', () => {
    const { contents, opened } = guarded();
    const handler = contents.windowOpenHandler!;
    expect(handler({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'cardwright://app/index.html' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'smb://server/share' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/']);
  });

  it('refuses to attach a webview', () => {
    const { contents } = guarded();
    const event = new FakeEvent();
    contents.emit('will-attach-webview', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('session lockdown', () => {
  function lockedSession() {
    const recorded: {
      request?: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
      check?: (...args: unknown[]) => boolean;
      beforeRequest?: (details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void;
    } = {};
    lockDownSession({
      setPermissionRequestHandler: (h) => (recorded.request = h as never),
      setPermissionCheckHandler: (h) => (recorded.check = h as never),
      webRequest: { onBeforeRequest: ((l: never) => (recorded.beforeRequest = l)) as never },
    });
    return recorded;
  }

  it('denies every permission request and check', () => {
    const session = lockedSession();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen']) {
      const answers: boolean[] = [];
      session.request!({}, permission, (granted) => answers.push(granted));
      expect(answers, permission).toEqual([false]);
      expect(session.check!({}, permission, 'cardwright://app', {})).toBe(false);
    }
  });

  it('cancels requests that leave the studio origin', () => {
    const session = lockedSession();
    const cancelled = (url: string) => {
      let answer: { cancel?: boolean } | undefined;
      session.beforeRequest!({ url }, (response) => (answer = response));
      return answer?.cancel;
    };
    expect(cancelled('cardwright://app/assets/app.js')).toBe(false);
    expect(cancelled('devtools://devtools/bundled/inspector.html')).toBe(false);
    for (const url of ['https://example.com/x.js', 'http://localhost:5173/', 'ws://127.0.0.1/', 'file:///etc/passwd', 'cardwright://elsewhere/x', 'ftp://x/']) {
      expect(cancelled(url), url).toBe(true);
    }
  });

  it('lets the page use its own blobs and inline data, not other origins\' blobs', () => {
    expect(isAllowedRequestUrl('blob:cardwright://app/0b9c8f1e-1111-2222-3333-444455556666')).toBe(true);
    expect(isAllowedRequestUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedRequestUrl('blob:https://example.com/0b9c8f1e')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../state/storage';
import { webToken } from './index';

const TOKEN = 'abcdefghijklmnop0123';

function fakeLocation(hash: string): Location {
  return { hash, pathname: '/', search: '' } as Location;
}

function fakeHistory() {
  const replaced: string[] = [];
  return { history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => void replaced.push(url) } as unknown as History, replaced };
}

describe('webToken', () => {
  it('takes the token from the fragment, keeps it for reloads and removes it from the address', () => {
    const storage = memoryStorage();
    const { history, replaced } = fakeHistory();
    expect(webToken(fakeLocation(`#token=${TOKEN}`), history, storage)).toBe(TOKEN);
    expect(replaced).toEqual(['/']);
    // After a reload the fragment is gone; the kept token is used.
    expect(webToken(fakeLocation(''), fakeHistory().history, storage)).toBe(TOKEN);
  });

  it('works without storage for the life of the page', () => {
    expect(webToken(fakeLocation(`#token=${TOKEN}`), fakeHistory().history, null)).toBe(TOKEN);
    expect(webToken(fakeLocation(''), fakeHistory().history, null)).toBeNull();
  });

  it('ignores a fragment that is not a token', () => {
    const storage = memoryStorage();
    expect(webToken(fakeLocation('#token=short'), fakeHistory().history, storage)).toBeNull();
  });
});

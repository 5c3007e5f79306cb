import { describe, expect, it } from 'vitest';
import { sessionAfter } from './session-tracking';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER = 'BBBBBBBBBBBBBBBBBBBBBB';

describe('sessionAfter', () => {
  it('takes the session a start, an open or a create names', () => {
    for (const channel of ['session:start', 'workspace:open', 'workspace:create']) {
      expect(sessionAfter(channel, { ok: true, value: { session: OTHER, workspace: {} } }, ID)).toBe(OTHER);
    }
  });

  it('has none after a start that found nothing to open, or a close', () => {
    expect(sessionAfter('session:start', { ok: true, value: null }, ID)).toBeNull();
    expect(sessionAfter('workspace:close', { ok: true, value: {} }, ID)).toBeNull();
  });

  it('keeps the session through failures and other channels', () => {
    expect(sessionAfter('workspace:open', { ok: false, error: { code: 'not-found', message: 'x' } }, ID)).toBe(ID);
    expect(sessionAfter('workspace:close', { ok: false, error: { code: 'io-error', message: 'x' } }, ID)).toBe(ID);
    expect(sessionAfter('file:write', { ok: true, value: { session: OTHER } }, ID)).toBe(ID);
    expect(sessionAfter('session:start', undefined, ID)).toBe(ID);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../shared/contract';
import { MAX_BODY_BYTES } from '../shared/web-protocol';

describe('size limits agree between the contract and the web host', () => {
  it('lets the largest legal write through the web host, whatever its characters', () => {
    const path = `sets/${'a'.repeat(1000)}.cards`;
    // A control character is one UTF-8 byte on disk but six bytes (\u0001) in JSON.
    for (const character of ['\u0001', '"', 'é', '😀']) {
      // As many as both the character limit and the byte limit on disk allow.
      const count = Math.floor(Math.min(MAX_FILE_BYTES / character.length, MAX_FILE_BYTES / Buffer.byteLength(character, 'utf8')));
      const content = character.repeat(count);
      const body = JSON.stringify({ path, content, baseVersion: 'f'.repeat(64) });
      expect(Buffer.byteLength(body, 'utf8'), character).toBeLessThanOrEqual(MAX_BODY_BYTES);
    }
  });
});

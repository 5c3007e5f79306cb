import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './content-types';

describe('content types of the page files', () => {
  it('names the types the page is built from', () => {
    expect(contentTypeOf('/app/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/editor.worker-X1.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('assets/codicon-AB.TTF')).toBe('font/ttf');
  });

  it('sends unknown or missing extensions as bytes, not as something a browser runs', () => {
    expect(contentTypeOf('assets/blob.bin')).toBe('application/octet-stream');
    expect(contentTypeOf('some.folder/README')).toBe('application/octet-stream');
    expect(contentTypeOf('C:\\dist.v2\\LICENSE')).toBe('application/octet-stream');
  });
});

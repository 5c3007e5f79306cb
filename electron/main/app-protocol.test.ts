import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../shared/csp';
import { createAppRequestHandler, registerAppScheme, resolveRequestPath } from './app-protocol';

let base: string;
let handler: ReturnType<typeof createAppRequestHandler>;
const get = (url: string) => handler({ url, method: 'GET' });

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'cardwright-protocol-'));
  const renderer = join(base, 'renderer');
  await mkdir(join(renderer, 'assets'), { recursive: true });
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>Cardwright</title>');
  await writeFile(join(renderer, 'assets', 'app.js'), 'console.log("studio")');
  await writeFile(join(base, 'secret.txt'), 'outside the renderer');
  await symlink(join(base, 'secret.txt'), join(renderer, 'linked-secret.txt'));
  handler = createAppRequestHandler(renderer);
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('cardwright:// protocol', () => {
  it('is registered as a standard, secure, fetchable scheme without CORS or CSP bypass', () => {
    const registered: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (schemes) => registered.push(...schemes) });
    expect(registered).toEqual([{ scheme: 'cardwright', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
  });

  it('serves index.html with the CSP and nosniff headers', async () => {
    for (const url of ['cardwright://app/index.html', 'cardwright://app/', 'cardwright://app']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('<title>Cardwright</title>');
    }
  });

  it('serves assets with their type, ignoring query and fragment', async () => {
    const response = await get('cardwright://app/assets/app.js?v=1#x');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('console.log("studio")');
  });

  it.each([
    'cardwright://app/../secret.txt',
    'cardwright://app/assets/../../secret.txt',
    'cardwright://app/%2e%2e/secret.txt',
    'cardwright://app/%2E%2E/secret.txt',
    'cardwright://app/assets/%2e%2e/%2e%2e/secret.txt',
    'cardwright://app/..%2fsecret.txt',
    'cardwright://app/%2e%2e%2fsecret.txt',
    'cardwright://app/..%5csecret.txt',
    'cardwright://app/assets%2f..%2f..%2fsecret.txt',
    'cardwright://app/./index.html',
    'cardwright://app/index.html%00.js',
  ])('refuses traversal %s with 403, still with the CSP', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await response.text()).not.toContain('outside the renderer');
  });

  it('refuses a link that leads out of the renderer folder', async () => {
    const response = await get('cardwright://app/linked-secret.txt');
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('outside the renderer');
  });

  it.each([
    ['cardwright://app/missing.js', 404],
    ['cardwright://app/assets', 404], // a folder is not a file
    ['cardwright://other/index.html', 404],
    ['cardwright://app:8080/index.html', 404],
    ['cardwright://app//etc/passwd', 404],
    ['cardwright://app/%E0%A4%A.js', 400],
  ])('answers %s with %i', async (url, status) => {
    const response = await get(url);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers only GET and HEAD', async () => {
    const head = await handler({ url: 'cardwright://app/index.html', method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await handler({ url: 'cardwright://app/index.html', method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('maps request URLs to relative paths without normalising them', () => {
    expect(resolveRequestPath('cardwright://app/assets/a%20b.js')).toEqual({ ok: true, relative: 'assets/a b.js' });
    expect(resolveRequestPath('cardwright://app/a/../b')).toEqual({ ok: false, status: 403 });
    expect(resolveRequestPath('https://app/index.html')).toEqual({ ok: false, status: 404 });
  });
});

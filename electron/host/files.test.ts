import type * as fsPromises from 'node:fs/promises';
import { link, mkdtemp, open, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from './files';

// Wrapped so single calls can be made to fail; every other call reaches the real function.
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof fsPromises>();
  return { ...real, rename: vi.fn(real.rename), link: vi.fn(real.link) };
});

let scratch: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-files-'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Back to the real functions, dropping any failure a test queued but did not use.
  vi.mocked(rename).mockReset();
  vi.mocked(link).mockReset();
  await rm(scratch, { recursive: true, force: true });
});

function failure(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: simulated`), { code });
}

async function fileHandlePrototype(): Promise<{ sync: () => Promise<void> }> {
  const handle = await open(join(scratch, 'probe'), 'w');
  await handle.close();
  await rm(join(scratch, 'probe'));
  return Object.getPrototypeOf(handle) as { sync: () => Promise<void> };
}

describe('writeFileAtomic', () => {
  it('removes its temp file when writing the content fails', async () => {
    const proto = await fileHandlePrototype();
    vi.spyOn(proto, 'sync').mockRejectedValueOnce(failure('EIO'));
    await expect(writeFileAtomic(join(scratch, 'a.cards'), 'content')).rejects.toThrow(/EIO/);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('leaves neither the file nor a temp file when an exclusive create fails', async () => {
    vi.mocked(rename).mockRejectedValueOnce(failure('EIO'));
    vi.mocked(link).mockRejectedValueOnce(failure('EIO'));
    await expect(writeFileAtomic(join(scratch, 'a.cards'), 'content', { exclusive: true })).rejects.toThrow(/EIO/);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('refuses an exclusive create over an existing file and keeps it', async () => {
    await writeFile(join(scratch, 'a.cards'), 'first');
    await expect(writeFileAtomic(join(scratch, 'a.cards'), 'second', { exclusive: true })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readdir(scratch)).toEqual(['a.cards']);
    expect(await readFile(join(scratch, 'a.cards'), 'utf8')).toBe('first');
  });

  it('creates exclusively on a file system without hard links', async () => {
    vi.mocked(link).mockRejectedValueOnce(failure('EPERM'));
    await writeFileAtomic(join(scratch, 'a.cards'), 'content', { exclusive: true });
    expect(await readdir(scratch)).toEqual(['a.cards']);
    expect(await readFile(join(scratch, 'a.cards'), 'utf8')).toBe('content');
  });

  it('leaves nothing behind when the fallback create fails after its probe', async () => {
    vi.mocked(link).mockRejectedValueOnce(failure('EPERM'));
    vi.mocked(rename).mockRejectedValueOnce(failure('EIO'));
    await expect(writeFileAtomic(join(scratch, 'a.cards'), 'content', { exclusive: true })).rejects.toThrow(/EIO/);
    expect(await readdir(scratch)).toEqual([]);
  });
});

describe('isInside', () => {
  it('tells a folder and what lies below it from everything else', async () => {
    const { isInside } = await import('./files');
    const { join, sep } = await import('node:path');
    const root = join(sep, 'work', 'designs');
    expect(isInside(root, root)).toBe(true);
    expect(isInside(root, join(root, 'sets', 'a.cards'))).toBe(true);
    // A name that merely starts with two dots is still inside.
    expect(isInside(root, join(root, '..notes'))).toBe(true);
    expect(isInside(root, join(root, '..'))).toBe(false);
    expect(isInside(root, join(sep, 'work', 'designs-old'))).toBe(false);
    expect(isInside(root, join(sep, 'elsewhere'))).toBe(false);
  });
});

import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliFileError, decodeUtf8, fileProblem, invalidUtf8At, readText, writeText } from './files';
import { deviceNode } from './testing';

const scratch = mkdtempSync(join(tmpdir(), 'cardwright-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const at = (name: string) => join(scratch, name);
const fifo = (name: string) => {
  execFileSync('mkfifo', [at(name)]);
  return at(name);
};

/** The CliFileError a promise rejects with (it must reject with one). */
async function refusal(promise: Promise<unknown>): Promise<CliFileError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliFileError);
  return error as CliFileError;
}

describe('reading UTF-8 text', () => {
  it('finds the first byte that is not valid UTF-8, as a fatal decoder would refuse it', () => {
    expect(invalidUtf8At(Buffer.from('plain ascii'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from('héllo 🤖 ✓'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from([0x61, 0xff]))).toBe(1);
    expect(invalidUtf8At(Buffer.from([0x61, 0xc0, 0x80]))).toBe(1); // overlong
    expect(invalidUtf8At(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0); // a surrogate
    expect(invalidUtf8At(Buffer.from([0xf4, 0x90, 0x80, 0x80]))).toBe(0); // past U+10FFFF
    expect(invalidUtf8At(Buffer.from([0x61, 0x62, 0xe2, 0x82]))).toBe(2); // cut short
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (let seed = 1; seed < 300; seed += 1) {
      const bytes = Buffer.from(Array.from({ length: 12 }, (_, i) => (Math.imul(seed * 31 + i, 2654435761) >>> 24) & 0xff));
      let valid = true;
      try {
        decoder.decode(bytes);
      } catch {
        valid = false;
      }
      expect(invalidUtf8At(bytes) === -1, bytes.toString('hex')).toBe(valid);
    }
  });

  it('refuses text that is not UTF-8 with its line and byte offset', () => {
    const error = (() => {
      try {
        decodeUtf8(Buffer.from([0x67, 0x0a, 0x62, 0x6f, 0x74, 0x20, 0xff]), 'a.cards');
      } catch (e) {
        return e as CliFileError;
      }
      return null;
    })();
    expect(error?.message).toBe('a.cards:2: not UTF-8 text: byte 0xff at offset 6 is not valid UTF-8 (save the file as UTF-8)');
    expect(error?.line).toBe(2);
  });

  it('refuses a FIFO at once instead of waiting for a writer, and anything too large', async () => {
    expect((await refusal(readText(fifo('in.cards'), 'in.cards', 100))).message).toBe('in.cards: not a regular file; Cardwright opens regular text files only');
    writeFileSync(at('big.cards'), 'x'.repeat(101));
    expect((await refusal(readText(at('big.cards'), 'big.cards', 100))).message).toMatch(/^big\.cards: too large \(101 bytes; Cardwright opens files up to 100 bytes\)$/);
    expect((await refusal(readText(at('none.cards'), 'none.cards', 100))).message).toBe('none.cards: does not exist');
  });

  it('says what a file-system error means in one line', () => {
    const errno = (code: string) => Object.assign(new Error(`${code}: something, open '/x'`), { code });
    expect(fileProblem(errno('EACCES'), 'a.cards')).toBe('a.cards: cannot be accessed (permission denied)');
    expect(fileProblem(errno('EISDIR'), 'a.cards')).toBe('a.cards: a folder, not a file');
    expect(fileProblem(errno('ELOOP'), 'a.cards')).toBe('a.cards: too many symbolic links (a link that leads to itself?)');
    expect(fileProblem(errno('EIO'), 'a.cards')).toBe("a.cards: EIO: something, open '/x'");
    expect(fileProblem(new Error('two\nlines'), 'a.cards')).toBe('a.cards: two lines');
  });
});

describe('writing through the atomic writer', () => {
  it('writes a new file and replaces a regular one', async () => {
    await writeText(at('out.json'), 'one', 'out.json');
    await writeText(at('out.json'), 'two', 'out.json');
    expect(readFileSync(at('out.json'), 'utf8')).toBe('two');
  });

  it('writes through a symbolic link to its file and keeps the link', async () => {
    writeFileSync(at('real.json'), 'old');
    symlinkSync('real.json', at('link.json'));
    await writeText(at('link.json'), 'new', 'link.json');
    expect(lstatSync(at('link.json')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(at('link.json'))).toBe('real.json');
    expect(readFileSync(at('real.json'), 'utf8')).toBe('new');
  });

  it('refuses a FIFO, a device and a folder, and leaves them as they were', async () => {
    const pipe = fifo('out.fifo');
    expect((await refusal(writeText(pipe, 'x', 'out.fifo'))).message).toBe('out.fifo: a FIFO (named pipe), not a regular file; nothing written');
    expect(lstatSync(pipe).isFIFO()).toBe(true);
    if (deviceNode(at('null'), 'null')) {
      expect((await refusal(writeText(at('null'), 'x', 'null'))).message).toBe('null: a device, not a regular file; nothing written');
      expect(lstatSync(at('null')).isCharacterDevice()).toBe(true);
    }
    mkdirSync(at('folder'));
    expect((await refusal(writeText(at('folder'), 'x', 'folder'))).message).toBe('folder: a folder, not a regular file; nothing written');
    // Through a link too: the link leads to a FIFO.
    symlinkSync('out.fifo', at('to-fifo'));
    expect((await refusal(writeText(at('to-fifo'), 'x', 'to-fifo'))).message).toMatch(/a FIFO \(named pipe\), not a regular file; nothing written$/);
  });

  it('refuses a read-only file and a folder that does not exist, in one line', async () => {
    writeFileSync(at('locked.json'), 'keep');
    chmodSync(at('locked.json'), 0o444);
    expect((await refusal(writeText(at('locked.json'), 'x', 'locked.json'))).message).toBe('locked.json: the file is read-only; nothing written');
    expect(readFileSync(at('locked.json'), 'utf8')).toBe('keep');
    expect((await refusal(writeText(at('nowhere/out.json'), 'x', 'nowhere/out.json'))).message).toBe('nowhere/out.json: the folder nowhere does not exist; nothing written');
    writeFileSync(at('plain'), '');
    expect((await refusal(writeText(at('plain/out.json'), 'x', 'plain/out.json'))).message).toBe('plain/out.json: plain is not a folder; nothing written');
  });
});

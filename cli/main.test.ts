import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('__CARDWRIGHT_VERSION__', '9.9.9');
const { run } = await import('./main');

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-cli-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, (l) => out.push(l), (l) => err.push(l));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cardwright command', () => {
  it('creates a workspace with init', async () => {
    const folder = join(scratch, 'my-designs');
    const result = await cli('init', folder, '--name', 'My designs');
    expect(result).toMatchObject({ code: 0, out: `Created a workspace in ${folder}` });
    expect(JSON.parse(await readFile(join(folder, 'cardwright.json'), 'utf8'))).toMatchObject({ version: 1, name: 'My designs' });
  });

  it('names the workspace after its folder by default and refuses to create it twice', async () => {
    const folder = join(scratch, 'sandbox');
    expect((await cli('init', folder)).code).toBe(0);
    expect(JSON.parse(await readFile(join(folder, 'cardwright.json'), 'utf8')).name).toBe('sandbox');
    const again = await cli('init', folder);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already holds a workspace/);
  });

  it('explains usage errors', async () => {
    expect(await cli('init', '--name')).toMatchObject({ code: 2 });
    expect((await cli('frobnicate')).err).toMatch(/unknown command "frobnicate"/);
    expect(await cli('--version')).toMatchObject({ code: 0, out: '9.9.9' });
  });
});

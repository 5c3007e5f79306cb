import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceLayout } from '../shared/contract';
import { MAX_LAYOUTS, WorkspaceLayouts } from './layouts';

let scratch: string;
let file: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-layouts-'));
  file = join(scratch, 'state', 'workspace-layouts.json');
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const layout = (tab: string): WorkspaceLayout => ({ tabs: [tab, 'sets/a/b/other.cards'], active: tab, cursor: { line: 4, column: 2 }, opened: ['sets/a/b/scenarios'], closed: [] });

describe('workspace layouts', () => {
  it('are read back by the next host, per workspace', async () => {
    const first = new WorkspaceLayouts(file);
    await first.save('/one', layout('sets/a/b/one.cards'));
    await first.save('/two', layout('sets/a/b/two.cards'));
    await first.save('/one', layout('sets/a/b/again.cards'));
    const next = new WorkspaceLayouts(file);
    expect(await next.get('/one')).toEqual(layout('sets/a/b/again.cards'));
    expect(await next.get('/two')).toEqual(layout('sets/a/b/two.cards'));
    expect(await next.get('/three')).toBeUndefined();
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ version: 1 });
  });

  it('write a burst of saves once the last is known, ending with the last', async () => {
    const layouts = new WorkspaceLayouts(file);
    await Promise.all(Array.from({ length: 20 }, (_, i) => layouts.save('/w', layout(`sets/a/b/f${i}.cards`))));
    expect(await new WorkspaceLayouts(file).get('/w')).toEqual(layout('sets/a/b/f19.cards'));
  });

  it(`keep the ${MAX_LAYOUTS} workspaces saved last`, async () => {
    let now = 0;
    const layouts = new WorkspaceLayouts(file, () => (now += 1));
    for (let i = 0; i <= MAX_LAYOUTS; i += 1) await layouts.save(`/w${i}`, layout('sets/a/b/x.cards'));
    const next = new WorkspaceLayouts(file);
    expect(await next.get('/w0')).toBeUndefined();
    expect(await next.get(`/w${MAX_LAYOUTS}`)).toBeDefined();
  });

  it('start afresh from a file that is broken, newer or holds a bad entry, keeping the good ones', async () => {
    await mkdir(join(scratch, 'state'));
    await writeFile(file, '{ not json');
    expect(await new WorkspaceLayouts(file).get('/w')).toBeUndefined();
    await writeFile(file, JSON.stringify({ version: 9, workspaces: [] }));
    expect(await new WorkspaceLayouts(file).get('/w')).toBeUndefined();
    await writeFile(file, JSON.stringify({ version: 1, workspaces: [{ root: '/bad', savedAt: 1, layout: { tabs: ['../../etc/passwd'], active: null, cursor: null, opened: [], closed: [] } }, { root: '/good', savedAt: 1, layout: layout('sets/a/b/c.cards') }] }));
    const layouts = new WorkspaceLayouts(file);
    expect(await layouts.get('/bad')).toBeUndefined();
    expect(await layouts.get('/good')).toEqual(layout('sets/a/b/c.cards'));
  });

  it('never fail a save when the state folder cannot be written', async () => {
    await writeFile(join(scratch, 'state'), 'a file where the folder should be');
    const layouts = new WorkspaceLayouts(file);
    await expect(layouts.save('/w', layout('sets/a/b/c.cards'))).resolves.toBeUndefined();
    expect(await layouts.get('/w')).toEqual(layout('sets/a/b/c.cards'));
  });
});

import { cp, mkdir, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../shared/contract';
import { EXAMPLE_NAME, EXAMPLE_SETS, EXAMPLE_START, declarationPlace, makeExample } from './examples';
import { snapshot } from './workspace';

// The repository's sets stand in for dist/sets here (the build copies them as they are).
const SETS = resolve(__dirname, '..', '..', 'sets');
let scratch: string;
let documents: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-examples-'));
  documents = join(scratch, 'Documents');
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const options = () => ({ setsDir: SETS, documentsDir: () => documents });

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(folder.length + 1))
    .sort();
}

describe('the example workspace', () => {
  it('copies both bundled sets whole, scenarios and variants included, into a new folder under the documents folder', async () => {
    const made = await makeExample(options(), null);
    expect(made.root).toBe(join(documents, EXAMPLE_NAME));
    for (const set of EXAMPLE_SETS) {
      expect(await filesUnder(join(made.root, 'sets', set))).toEqual(await filesUnder(join(SETS, set)));
    }
    expect(await readFile(join(made.root, 'sets/four-souls/base/variants.cards'), 'utf8')).toBe(await readFile(join(SETS, 'four-souls/base/variants.cards'), 'utf8'));
    expect((await readdir(join(made.root, 'sets/four-souls/base/scenarios'))).length).toBeGreaterThan(200);
    const listed = await snapshot(made.root);
    expect(listed.name).toBe(EXAMPLE_NAME);
    expect(listed.problem).toBeUndefined();
    expect(listed.sets.map((s) => `${s.game}/${s.set}`)).toEqual(['four-souls/base', 'stak-bots/starter']);
    expect(JSON.parse(await readFile(join(made.root, 'cardwright.json'), 'utf8'))).toEqual({ version: 1, name: EXAMPLE_NAME, games: ['four-souls', 'stak-bots'] });
  });

  it('opens on the start card: the cursor on its name where it is declared', async () => {
    const made = await makeExample(options(), null);
    const lines = (await readFile(join(made.root, made.start.path), 'utf8')).split('\n');
    expect(made.start.path).toBe(EXAMPLE_START.path);
    const line = lines[made.start.line - 1]!;
    expect(line).toMatch(new RegExp(`^[a-z]+ "${EXAMPLE_START.card}"`));
    expect(line.slice(made.start.column - 1).startsWith(`${EXAMPLE_START.card}"`)).toBe(true);
  });

  it('numbers the folder when the name is taken, and never copies into an existing example', async () => {
    const first = await makeExample(options(), null);
    await writeFile(join(first.root, 'mine.txt'), 'kept');
    const second = await makeExample(options(), null);
    const third = await makeExample(options(), null);
    expect([second.root, third.root]).toEqual([join(documents, `${EXAMPLE_NAME} 2`), join(documents, `${EXAMPLE_NAME} 3`)]);
    expect(await readFile(join(first.root, 'mine.txt'), 'utf8')).toBe('kept');
  });

  it('uses a folder the user named when it is missing or empty, and makes the example inside it otherwise', async () => {
    const missing = join(scratch, 'new', 'deep');
    expect((await makeExample(options(), missing)).root).toBe(missing);
    const empty = join(scratch, 'empty');
    await mkdir(empty);
    expect((await makeExample(options(), empty)).root).toBe(empty);
    const busy = join(scratch, 'busy');
    await mkdir(busy);
    await writeFile(join(busy, 'notes.txt'), 'mine');
    expect((await makeExample(options(), busy)).root).toBe(join(busy, EXAMPLE_NAME));
    expect(await readdir(busy)).toEqual([EXAMPLE_NAME, 'notes.txt']);
  });

  it('says the sets are missing from the build, and makes nothing', async () => {
    await expect(makeExample({ setsDir: join(scratch, 'nowhere'), documentsDir: () => documents }, null)).rejects.toMatchObject({ code: 'not-found', message: expect.stringMatching(/example sets are missing/) });
    await expect(readdir(documents)).rejects.toThrow();
  });

  it('removes what it copied when the copy fails half-way, and only that', async () => {
    // A bundled set whose last file is no card set's (larger than the studio opens): the copy stops there.
    const sets = join(scratch, 'sets');
    for (const set of EXAMPLE_SETS) await cp(join(SETS, set), join(sets, set), { recursive: true });
    await writeFile(join(sets, 'stak-bots/starter/zz-huge.cards'), '');
    await truncate(join(sets, 'stak-bots/starter/zz-huge.cards'), MAX_FILE_BYTES + 1);
    const broken = { setsDir: sets, documentsDir: () => documents };
    const empty = join(scratch, 'empty');
    await mkdir(empty);
    await expect(makeExample(broken, empty)).rejects.toMatchObject({ code: 'too-large' });
    expect(await readdir(empty)).toEqual([]);
    await mkdir(documents);
    await writeFile(join(documents, 'letter.txt'), 'mine');
    await expect(makeExample(broken, null)).rejects.toMatchObject({ code: 'too-large' });
    expect(await readdir(documents)).toEqual(['letter.txt']);
  });

  it('finds where a card is declared, not where another card names it', () => {
    const text = 'game four-souls\n\nmonster "Pooter" hp 2 {\n}\n\nloot "Lure" {\n  entry: attack "Pooter"\n}\n';
    expect(declarationPlace(text, 'Pooter')).toEqual({ line: 3, column: 10 });
    expect(declarationPlace(text, 'Missing')).toEqual({ line: 1, column: 1 });
  });
});

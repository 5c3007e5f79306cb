// The example workspace a newcomer opens from the welcome screen: the bundled Four Souls base
// set and Stak Bots starter set (with their scenarios and variants) copied into a new folder,
// opened on a card whose face the preview shows.
//
// The sets are read from the build (dist/sets, copied there by scripts/build.mjs), never from
// the repository's own sets/ folder, so a packaged app and the web host find them the same way.
// Only plain reads (readdir, readFile) touch that folder: Electron serves them from its asar
// archive, which other calls (opening with flags, copying whole trees) do not all support.
import { lstat, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { MAX_FILE_BYTES, type TextPlace } from '../shared/contract';
import { SETS_FOLDER, SET_MANIFEST, WORKSPACE_MANIFEST, WORKSPACE_VERSION, formatManifest } from '../shared/workspace-schema';
import { HostFailure, errnoCode, toHostFailure } from './files';
import { realFolder } from './workspace';

/** The sets copied, as `<game>/<set>` folders of the bundled sets. */
export const EXAMPLE_SETS = ['four-souls/base', 'stak-bots/starter'] as const;
/** The workspace's name, and the folder made for it (numbered when taken). */
export const EXAMPLE_NAME = 'Cardwright Examples';
/** The card the example opens on: one whose face shows stats, a reward and rules text. */
export const EXAMPLE_START = { path: 'sets/four-souls/base/monsters.cards', card: 'Pooter' } as const;
/** Folders tried after the first (`Cardwright Examples 2` … `99`) before giving up. */
const MAX_NUMBERED = 99;
/** Files copied at once. */
const COPY_CONCURRENCY = 16;

export type ExampleOptions = {
  /** The bundled sets: `<game>/<set>/` folders. */
  setsDir: string;
  /** The user's documents folder, where a new example folder goes by default (asked when needed). */
  documentsDir: () => string;
};

export type MadeExample = { root: string; start: TextPlace & { path: string } };

/**
 * Makes the example workspace: in `folder` (missing or empty), or in a new numbered folder
 * inside it (or inside the documents folder when null). Nothing is left behind on a failure.
 */
export async function makeExample(options: ExampleOptions, folder: string | null): Promise<MadeExample> {
  await checkBundledSets(options.setsDir);
  const target = folder === null ? await claimFolder(options.documentsDir()) : await targetIn(folder);
  try {
    await writeFile(join(target.path, WORKSPACE_MANIFEST), formatManifest({ version: WORKSPACE_VERSION, name: EXAMPLE_NAME, games: [...new Set(EXAMPLE_SETS.map((s) => s.split('/')[0]!))] }), {
      flag: 'wx',
    });
    for (const set of EXAMPLE_SETS) await copyFolder(join(options.setsDir, set), join(target.path, SETS_FOLDER, set));
    const root = await realFolder(target.path);
    return { root, start: await startPlace(root) };
  } catch (error) {
    // Only what this call made goes: the whole folder when it made it, else its two entries.
    if (target.made) await rm(target.path, { recursive: true, force: true }).catch(() => undefined);
    else for (const entry of [WORKSPACE_MANIFEST, SETS_FOLDER]) await rm(join(target.path, entry), { recursive: true, force: true }).catch(() => undefined);
    throw toHostFailure(error, `The example workspace in ${target.path}`);
  }
}

async function checkBundledSets(setsDir: string): Promise<void> {
  for (const set of EXAMPLE_SETS) {
    try {
      await readFile(join(setsDir, set, SET_MANIFEST));
    } catch {
      throw new HostFailure('not-found', `The example sets are missing from this build of Cardwright (${join(setsDir, set)}); build it again with \`npm run build\``);
    }
  }
}

type Target = { path: string; made: boolean };

/** A new folder `Cardwright Examples` (or `… 2`, `… 3`) inside `parent`, made here and now. */
async function claimFolder(parent: string): Promise<Target> {
  try {
    await mkdir(parent, { recursive: true });
  } catch (error) {
    throw toHostFailure(error, `The folder ${parent}`);
  }
  for (let n = 1; n <= MAX_NUMBERED; n += 1) {
    const path = join(parent, n === 1 ? EXAMPLE_NAME : `${EXAMPLE_NAME} ${n}`);
    try {
      // Not recursive: it fails when the name is taken, so two copies never share a folder.
      await mkdir(path);
      return { path, made: true };
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw toHostFailure(error, `The folder ${path}`);
    }
  }
  throw new HostFailure('already-exists', `${parent} already holds ${MAX_NUMBERED} example folders; remove some or choose another folder`);
}

/** The folder the user named: used when missing or empty, else a new example folder inside it. */
async function targetIn(folder: string): Promise<Target> {
  if (!isAbsolute(folder)) throw new HostFailure('invalid-request', `"${folder}" is not an absolute folder path`);
  const info = await lstat(folder).catch((error: unknown) => {
    if (errnoCode(error) === 'ENOENT') return null;
    throw toHostFailure(error, `The folder ${folder}`);
  });
  if (info === null) {
    try {
      await mkdir(folder, { recursive: true });
    } catch (error) {
      throw toHostFailure(error, `The folder ${folder}`);
    }
    return { path: folder, made: true };
  }
  const real = await realFolder(folder);
  const entries = await readdir(real);
  return entries.length === 0 ? { path: real, made: false } : claimFolder(real);
}

/** Copies plain files and folders (links and anything else are left out), a few files at a time. */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => e.name);
  for (let i = 0; i < files.length; i += COPY_CONCURRENCY) {
    // Every copy of the batch settles before a failure is reported: the clean-up that follows
    // must not race files still being written, or it leaves part of the copy behind.
    const copies = await Promise.allSettled(files.slice(i, i + COPY_CONCURRENCY).map((name) => copyFile(join(from, name), join(to, name))));
    const failed = copies.find((c): c is PromiseRejectedResult => c.status === 'rejected');
    if (failed) throw failed.reason;
  }
  for (const entry of entries) if (entry.isDirectory()) await copyFolder(join(from, entry.name), join(to, entry.name));
}

/** One file, which must be one the studio can open (a larger one is not part of a card set). */
async function copyFile(from: string, to: string): Promise<void> {
  if ((await stat(from)).size > MAX_FILE_BYTES) throw new HostFailure('too-large', `${from} is larger than any file of a card set; the build's example sets are damaged`);
  await writeFile(to, await readFile(from), { flag: 'wx' });
}

/** Where the start card is declared: the cursor goes on its name. */
async function startPlace(root: string): Promise<MadeExample['start']> {
  const text = await readFile(join(root, EXAMPLE_START.path), 'utf8');
  return { path: EXAMPLE_START.path, ...declarationPlace(text, EXAMPLE_START.card) };
}

/** The line and column of `"<card>"` where a declaration names it (the first line of a card); line 1 if none does. */
export function declarationPlace(text: string, card: string): TextPlace {
  const quoted = JSON.stringify(card);
  const lines = text.split('\n');
  const index = lines.findIndex((line) => /^[a-z][\w-]*\s+"/.test(line) && line.includes(quoted));
  if (index < 0) return { line: 1, column: 1 };
  return { line: index + 1, column: lines[index]!.indexOf(quoted) + 2 };
}

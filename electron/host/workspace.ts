// Reading and creating workspaces on disk: a folder with `cardwright.json` and card sets
// under `sets/<game>/<set>/` (a `set.json` and `*.cards` sources).
import { lstat, mkdir, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, isAbsolute, resolve } from 'node:path';
import type { FileEntry, SetEntry, WorkspaceSnapshot } from '../shared/contract';
import { GameId } from '../shared/contract';
import {
  SETS_FOLDER,
  SET_MANIFEST,
  SET_VERSION,
  WORKSPACE_MANIFEST,
  WORKSPACE_VERSION,
  formatManifest,
  parseSetManifest,
  parseWorkspaceManifest,
} from '../shared/workspace-schema';
import { HostFailure, toHostFailure, writeFileAtomic } from './files';

/** Bounds on what a snapshot lists, so a huge or looping folder cannot stall the host. */
const MAX_FILES_PER_SET = 2000;
const MAX_DEPTH = 4;

export async function realFolder(path: string): Promise<string> {
  if (!isAbsolute(path)) throw new HostFailure('invalid-request', `"${path}" is not an absolute folder path`);
  let real: string;
  try {
    real = await realpath(resolve(path));
  } catch (error) {
    throw toHostFailure(error, `The folder ${path}`);
  }
  const info = await stat(real);
  if (!info.isDirectory()) throw new HostFailure('not-a-workspace', `${path} is a file, not a folder`);
  return real;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

async function listFiles(root: string, folder: string, depth: number, out: FileEntry[]): Promise<void> {
  if (depth > MAX_DEPTH || out.length >= MAX_FILES_PER_SET) return;
  const entries = await readdir(join(root, folder), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue; // temp files of atomic writes, editor backups
    const path = `${folder}/${entry.name}`;
    // Links are not followed: a set must not list files from elsewhere on the machine.
    if (entry.isDirectory()) await listFiles(root, path, depth + 1, out);
    else if (entry.isFile()) {
      const info = await lstat(join(root, path));
      out.push({ path, size: info.size });
      if (out.length >= MAX_FILES_PER_SET) return;
    }
  }
}

async function subfolders(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
}

async function readSet(root: string, game: string, set: string): Promise<SetEntry> {
  const path = `${SETS_FOLDER}/${game}/${set}`;
  const files: FileEntry[] = [];
  await listFiles(root, path, 0, files);
  const text = await readText(join(root, path, SET_MANIFEST));
  if (text === null) return { game, set, path, name: set, problem: `${SET_MANIFEST} is missing`, files };
  const parsed = parseSetManifest(text);
  if (!parsed.ok) return { game, set, path, name: set, problem: parsed.problem, files };
  const problem = parsed.value.game === game ? undefined : `${SET_MANIFEST} says game "${parsed.value.game}" but the set sits in sets/${game}`;
  return { game, set, path, name: parsed.value.name, files, ...(problem ? { problem } : {}) };
}

/** Reads the whole workspace listing. `root` must already be a real (link-free) path. */
export async function snapshot(root: string): Promise<WorkspaceSnapshot> {
  const manifestText = await readText(join(root, WORKSPACE_MANIFEST));
  if (manifestText === null) throw new HostFailure('not-a-workspace', `${root} has no ${WORKSPACE_MANIFEST}; create a workspace there first`);
  const manifest = parseWorkspaceManifest(manifestText);
  const sets: SetEntry[] = [];
  for (const game of await subfolders(join(root, SETS_FOLDER))) {
    if (!GameId.safeParse(game).success) continue;
    for (const set of await subfolders(join(root, SETS_FOLDER, game))) {
      if (!GameId.safeParse(set).success) continue;
      sets.push(await readSet(root, game, set));
    }
  }
  const name = manifest.ok ? manifest.value.name : (root.split(/[\\/]/).pop() ?? root);
  return { root, name, sets, ...(manifest.ok ? {} : { problem: manifest.problem }) };
}

/** Creates a new workspace in `folder` (made if missing). Refuses to overwrite an existing one. */
export async function createWorkspace(folder: string, name: string): Promise<string> {
  if (!isAbsolute(folder)) throw new HostFailure('invalid-request', `"${folder}" is not an absolute folder path`);
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    throw toHostFailure(error, `The folder ${folder}`);
  }
  const root = await realFolder(folder);
  const manifest = join(root, WORKSPACE_MANIFEST);
  if ((await readText(manifest)) !== null) {
    throw new HostFailure('already-exists', `${folder} already holds a workspace; open it instead`);
  }
  await mkdir(join(root, SETS_FOLDER), { recursive: true });
  await writeFileAtomic(manifest, formatManifest({ version: WORKSPACE_VERSION, name, games: [] }), { exclusive: true });
  return root;
}

/** Creates `sets/<game>/<set>/` with its manifest and a first, empty card file. */
export async function createSet(root: string, game: string, set: string, name: string): Promise<void> {
  const folder = join(root, SETS_FOLDER, game, set);
  if ((await readText(join(folder, SET_MANIFEST))) !== null) {
    throw new HostFailure('already-exists', `The set ${game}/${set} already exists`);
  }
  await mkdir(folder, { recursive: true });
  await writeFileAtomic(join(folder, SET_MANIFEST), formatManifest({ version: SET_VERSION, game, name }), { exclusive: true });
  const cards = join(folder, 'cards.cards');
  if ((await readText(cards)) === null) {
    await writeFileAtomic(cards, `game ${game}\nset "${name.replace(/["\\]/g, '\\$&')}"\n\n`, { exclusive: true });
  }
}

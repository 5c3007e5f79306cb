// Reading and creating workspaces on disk: a folder with `cardwright.json`, card sets under
// `sets/<game>/<set>/` (a `set.json` and `*.cards` sources) and deck lists under `decks/<game>/`.
//
// Listing never follows links (the `sets` folder, game and set folders, files): a workspace
// must not show or read anything from elsewhere on the machine. Manifests are read only when
// they are regular files inside the workspace, so a problem message can quote them safely.
import { lstat, mkdir, readdir, realpath, stat } from 'node:fs/promises';
import { join, isAbsolute, resolve } from 'node:path';
import type { DeckEntry, FileEntry, SavedFileEntry, SetEntry, WorkspaceSnapshot } from '../shared/contract';
import { SAVED_FILE_KINDS, SAVED_FILES, savedKindOf } from '../shared/saved-files';
import { DECK_PATH_PATTERN, GameId, MAX_PATH_LENGTH } from '../shared/contract';
import { isSafeRelativePath } from '../shared/paths';
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
import { HostFailure, errnoCode, readTextFile, resolveInside, toHostFailure, writeFileAtomic } from './files';

/** Where a workspace keeps its deck lists (`decks/<game>/<name>.deck.json`). */
export const DECKS_FOLDER = 'decks';
/** Bounds on what a snapshot lists, so a huge or looping folder cannot stall the host. */
export const MAX_FILES_PER_SET = 2000;
export const MAX_SET_DEPTH = 4;
/** A manifest is a few hundred bytes; anything near this is not one. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

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

function isMissing(error: unknown): boolean {
  return errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR';
}

/** Whether anything, even a dangling link, has this name. */
async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Reads a manifest: its text, or a problem to show beside it, or null when there is none. */
async function readManifest(file: string, name: string): Promise<{ text: string } | { problem: string } | null> {
  try {
    return { text: await readTextFile(file, name, { limit: MAX_MANIFEST_BYTES, noFollow: true }) };
  } catch (error) {
    if (isMissing(error)) return null;
    return { problem: toHostFailure(error, name).message };
  }
}

/** A folder itself, not a link to one (lstat does not follow the last step). */
async function isRealFolder(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isDirectory();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

type Listing = {
  files: FileEntry[];
  /** Names left out because no request could name them. */
  skipped: number;
  /** More files than MAX_FILES_PER_SET: the rest are left out. */
  truncated: boolean;
  /** Folders nested deeper than MAX_SET_DEPTH were left out. */
  tooDeep: boolean;
};

/** Names every request would refuse: listing them would make the whole snapshot invalid. */
function usablePath(path: string): boolean {
  // U+FFFD stands for bytes that were not UTF-8; the file cannot be reached by that name.
  return path.length <= MAX_PATH_LENGTH && isSafeRelativePath(path) && !path.includes('\uFFFD');
}

async function listFiles(root: string, folder: string, depth: number, out: Listing): Promise<void> {
  if (out.truncated) return;
  if (!(await isRealFolder(join(root, folder)))) return;
  if (depth > MAX_SET_DEPTH) {
    out.tooDeep = true;
    return;
  }
  const entries = await readdir(join(root, folder), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue; // temp files of atomic writes, editor backups
    // Links, FIFOs, sockets and devices are left out: only plain files and folders are listed.
    if (!entry.isDirectory() && !entry.isFile()) continue;
    const path = `${folder}/${entry.name}`;
    if (!usablePath(path)) {
      out.skipped += 1;
      continue;
    }
    if (entry.isDirectory()) {
      await listFiles(root, path, depth + 1, out);
      if (out.truncated) return;
    } else {
      const info = await lstat(join(root, path)).catch(() => null); // gone meanwhile: leave it out
      if (!info?.isFile()) continue;
      if (out.files.length >= MAX_FILES_PER_SET) {
        out.truncated = true;
        return;
      }
      out.files.push({ path, size: info.size });
    }
  }
}

async function subfolders(folder: string): Promise<string[]> {
  if (!(await isRealFolder(folder))) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

const thousands = new Intl.NumberFormat('en-US');

/** What the listing left out, in words, or nothing when it is complete. */
function listingNotes(listing: Listing): (string | undefined)[] {
  const { skipped } = listing;
  return [
    skipped === 0
      ? undefined
      : skipped === 1
        ? '1 file or folder with a name Cardwright cannot use was left out'
        : `${skipped} files or folders with names Cardwright cannot use were left out`,
    listing.truncated
      ? `Only the first ${thousands.format(MAX_FILES_PER_SET)} files are listed: Cardwright lists at most ${thousands.format(MAX_FILES_PER_SET)} files per set, so split this set or move other files out of its folder`
      : undefined,
    listing.tooDeep ? `Folders nested more than ${MAX_SET_DEPTH} levels deep in the set were left out` : undefined,
  ];
}

function joinProblems(...problems: (string | undefined)[]): { problem?: string } {
  const present = problems.filter((p): p is string => p !== undefined);
  return present.length > 0 ? { problem: present.join('; ') } : {};
}

async function readSet(root: string, game: string, set: string): Promise<SetEntry> {
  const path = `${SETS_FOLDER}/${game}/${set}`;
  const listing: Listing = { files: [], skipped: 0, truncated: false, tooDeep: false };
  await listFiles(root, path, 0, listing);
  const { files } = listing;
  const notes = listingNotes(listing);
  const manifest = await readManifest(join(root, path, SET_MANIFEST), SET_MANIFEST);
  if (manifest === null) return { game, set, path, name: set, files, ...joinProblems(`${SET_MANIFEST} is missing`, ...notes) };
  if ('problem' in manifest) return { game, set, path, name: set, files, ...joinProblems(manifest.problem, ...notes) };
  const parsed = parseSetManifest(manifest.text);
  if (!parsed.ok) return { game, set, path, name: set, files, ...joinProblems(parsed.problem, ...notes) };
  const mismatch = parsed.value.game === game ? undefined : `${SET_MANIFEST} says game "${parsed.value.game}" but the set sits in sets/${game}`;
  return { game, set, path, name: parsed.value.name, files, ...joinProblems(mismatch, ...notes) };
}

/** Deck files larger than this are listed by their file name alone (a deck list is a few kilobytes). */
const MAX_DECK_NAME_READ = 1024 * 1024;

/**
 * A deck file with the name the deck gives itself, so the explorer shows it as the builder does.
 * The name is all that is read; a file that is no deck (yet) is still listed, without one.
 */
async function withDeckName(root: string, file: FileEntry): Promise<DeckEntry> {
  if (file.size > MAX_DECK_NAME_READ) return file;
  try {
    const raw: unknown = JSON.parse(await readTextFile(join(root, file.path), file.path, { noFollow: true, limit: MAX_DECK_NAME_READ }));
    const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
    return typeof name === 'string' && name.trim() !== '' ? { ...file, name: name.trim().slice(0, 200) } : file;
  } catch {
    return file;
  }
}

/**
 * The tables, replays and simulation reports saved in the workspace: the files directly in each
 * kind's folder with its suffix, newest first, at most MAX_FILES_PER_SET of each.
 */
async function savedFiles(root: string): Promise<SavedFileEntry[]> {
  const saved: SavedFileEntry[] = [];
  for (const kind of SAVED_FILE_KINDS) {
    const { folder } = SAVED_FILES[kind];
    if (!(await isRealFolder(join(root, folder)))) continue;
    const found: SavedFileEntry[] = [];
    for (const entry of await readdir(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (!entry.isFile() || entry.name.startsWith('.') || !usablePath(path) || savedKindOf(path) !== kind) continue;
      const info = await lstat(join(root, path)).catch(() => null); // gone meanwhile: leave it out
      if (info?.isFile()) found.push({ path, size: info.size, kind, modified: Math.max(0, Math.round(info.mtimeMs)) });
    }
    found.sort((a, b) => b.modified - a.modified || a.path.localeCompare(b.path));
    saved.push(...found.slice(0, MAX_FILES_PER_SET));
  }
  return saved;
}

/** Reads the whole workspace listing. `root` must already be a real (link-free) path. */
export async function snapshot(root: string): Promise<WorkspaceSnapshot> {
  const manifestText = await readManifest(join(root, WORKSPACE_MANIFEST), WORKSPACE_MANIFEST);
  if (manifestText === null) throw new HostFailure('not-a-workspace', `${root} has no ${WORKSPACE_MANIFEST}; create a workspace there first`);
  const manifest = 'problem' in manifestText ? { ok: false as const, problem: manifestText.problem } : parseWorkspaceManifest(manifestText.text);
  const setsFolder = join(root, SETS_FOLDER);
  const setsLinked = (await lstat(setsFolder).catch(() => null))?.isSymbolicLink() === true;
  const sets: SetEntry[] = [];
  for (const game of await subfolders(setsFolder)) {
    if (!GameId.safeParse(game).success) continue;
    for (const set of await subfolders(join(setsFolder, game))) {
      if (!GameId.safeParse(set).success) continue;
      sets.push(await readSet(root, game, set));
    }
  }
  // Deck lists live apart from the sets: a deck draws on several sets of its game. Only the
  // files a deck request can name are listed (a game folder's own .deck.json files).
  const deckListing: Listing = { files: [], skipped: 0, truncated: false, tooDeep: false };
  await listFiles(root, DECKS_FOLDER, 0, deckListing);
  const decks = await Promise.all(deckListing.files.filter((f) => DECK_PATH_PATTERN.test(f.path)).map((f) => withDeckName(root, f)));
  const saved = await savedFiles(root);
  const name = manifest.ok ? manifest.value.name : (root.split(/[\\/]/).pop() ?? root);
  const linkProblem = setsLinked ? `${SETS_FOLDER} is a link; Cardwright lists sets only from a folder inside the workspace` : undefined;
  return { root, name, sets, decks, saved, ...joinProblems(manifest.ok ? undefined : manifest.problem, linkProblem) };
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
  const refuse = () => new HostFailure('already-exists', `${folder} already holds a workspace; open it instead`);
  if (await exists(manifest)) throw refuse();
  await mkdir(join(root, SETS_FOLDER), { recursive: true });
  try {
    await writeFileAtomic(manifest, formatManifest({ version: WORKSPACE_VERSION, name, games: [] }), { exclusive: true });
  } catch (error) {
    throw errnoCode(error) === 'EEXIST' ? refuse() : error;
  }
  return root;
}

/**
 * Creates `sets/<game>/<set>/` with its manifest and a first, empty card file. The folders
 * must be real folders inside the workspace, as listing shows only those: a link on the way
 * is refused before anything is made, and checked for again before anything is written.
 */
export async function createSet(root: string, game: string, set: string, name: string): Promise<void> {
  const rel = `${SETS_FOLDER}/${game}/${set}`;
  const refuseLinks = async (): Promise<void> => {
    await resolveInside(root, rel); // a link out of the workspace: outside-workspace
    for (const step of [SETS_FOLDER, `${SETS_FOLDER}/${game}`, rel]) {
      const info = await lstat(join(root, step)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (info && !info.isDirectory()) {
        throw new HostFailure('unsupported', `${step} is ${info.isSymbolicLink() ? 'a link' : 'not a folder'}; Cardwright keeps sets in folders inside the workspace`);
      }
    }
  };
  const folder = join(root, rel);
  const refuseExisting = () => new HostFailure('already-exists', `The set ${game}/${set} already exists`);
  await refuseLinks();
  if (await exists(join(folder, SET_MANIFEST))) throw refuseExisting();
  await mkdir(folder, { recursive: true });
  await refuseLinks();
  try {
    await writeFileAtomic(join(folder, SET_MANIFEST), formatManifest({ version: SET_VERSION, game, name }), { exclusive: true });
  } catch (error) {
    throw errnoCode(error) === 'EEXIST' ? refuseExisting() : error;
  }
  try {
    await writeFileAtomic(join(folder, 'cards.cards'), `game ${game}\nset "${name.replace(/["\\]/g, '\\$&')}"\n\n`, { exclusive: true });
  } catch (error) {
    if (errnoCode(error) !== 'EEXIST') throw error; // keep a card file that is already there
  }
}

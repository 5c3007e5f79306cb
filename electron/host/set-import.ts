// Importing a set file into a workspace: the JSON read, checked and decompiled by
// card-dsl/decompile (pure, shared with the command line), then written as a set folder
// `sets/<game>/<set>/` all at once. Every file goes into a hidden folder beside the set first,
// written atomically; only then does one rename put the folder in place. A failure anywhere
// leaves the workspace as it was: the hidden folder is removed, and a replaced set is put back.
// Replacing keeps what the old folder held besides card sources and its manifest (scenarios,
// card art), so a re-import updates the cards without losing anything else.
import { randomBytes } from 'node:crypto';
import { cp, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readSetJson, type DecompiledSet, type SetProblem } from '../../card-dsl/decompile';
import { CARD_SOURCE_EXTENSION, SET_MANIFEST, SET_VERSION, SETS_FOLDER, SetManifest, formatManifest } from '../shared/workspace-schema';
import { errnoCode, HostFailure, resolveInside, writeFileAtomic } from './files';

export type ImportedSet = {
  game: string;
  set: string;
  name: string;
  /** `sets/<game>/<set>`, relative to the workspace. */
  path: string;
  /** The files written, relative to the workspace; the card sources first. */
  files: string[];
  cards: number;
  variants: number;
  /** Whether an existing set was replaced. */
  replaced: boolean;
};

export type ImportOutcome = { ok: true; value: ImportedSet } | { ok: false; problems: SetProblem[] };

/**
 * Reads a set file's text and writes it into the workspace as card-language source. Problems
 * with the file come back as located lines; a set that exists already (without `replace`), or
 * that cannot be written, is a HostFailure.
 */
export async function importSetJson(root: string, text: string, options: { replace: boolean }): Promise<ImportOutcome> {
  const read = readSetJson(text);
  if (!read.ok) return { ok: false, problems: read.problems };
  const manifest = SetManifest.safeParse({ version: SET_VERSION, game: read.value.game, name: read.value.name, ...(read.value.description !== undefined ? { description: read.value.description } : {}), ...(read.value.examples ? { examples: true } : {}) });
  if (!manifest.success) {
    return { ok: false, problems: manifest.error.issues.map((i) => ({ path: i.path.join('.') || '(file)', message: `${i.message} (as a set's manifest, set.json, keeps it)` })) };
  }
  const written = await writeSetFolder(root, read.value, formatManifest(manifest.data), options.replace);
  return { ok: true, value: { ...written, cards: read.set.cards.length, variants: read.set.variants.length } };
}

async function writeSetFolder(root: string, set: DecompiledSet, manifest: string, replace: boolean): Promise<Omit<ImportedSet, 'cards' | 'variants'>> {
  const rel = `${SETS_FOLDER}/${set.game}/${set.set}`;
  const gameFolder = join(root, SETS_FOLDER, set.game);
  const target = join(gameFolder, set.set);
  await refuseLinks(root, rel);
  const existing = await lstat(target).catch((error: unknown) => {
    if (errnoCode(error) === 'ENOENT') return null;
    throw error;
  });
  if (existing && !replace) throw new HostFailure('already-exists', `The set ${set.game}/${set.set} already exists in this workspace`);
  if (existing && !existing.isDirectory()) throw new HostFailure('unsupported', `${rel} is not a folder; Cardwright keeps sets in folders inside the workspace`);
  await mkdir(gameFolder, { recursive: true });
  await refuseLinks(root, rel);
  const tag = randomBytes(6).toString('hex');
  const staging = join(gameFolder, `.${set.set}.import-${tag}`);
  const backup = join(gameFolder, `.${set.set}.replaced-${tag}`);
  const files = [...set.files.map((f) => `${rel}/${f.name}`), `${rel}/${SET_MANIFEST}`];
  try {
    await mkdir(staging);
    for (const file of set.files) await writeFileAtomic(join(staging, file.name), file.text, { exclusive: true });
    await writeFileAtomic(join(staging, SET_MANIFEST), manifest, { exclusive: true });
    if (!existing) {
      await rename(staging, target).catch((error: unknown) => {
        // Someone made the folder meanwhile: theirs stays.
        if (['EEXIST', 'ENOTEMPTY', 'EISDIR', 'EPERM'].includes(errnoCode(error) ?? '')) throw new HostFailure('already-exists', `The set ${set.game}/${set.set} already exists in this workspace`);
        throw error;
      });
      return { game: set.game, set: set.set, name: set.name, path: rel, files, replaced: false };
    }
    await carryOver(target, staging);
    await rename(target, backup);
    try {
      await rename(staging, target);
    } catch (error) {
      await rename(backup, target);
      throw error;
    }
    await rm(backup, { recursive: true, force: true }).catch(() => undefined);
    return { game: set.game, set: set.set, name: set.name, path: rel, files, replaced: true };
  } finally {
    await rm(staging, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * Everything of the old set folder but its manifest and card sources (in any of its folders:
 * they would add the old cards to the new ones), copied into the new one.
 */
async function carryOver(from: string, to: string): Promise<void> {
  const notCardSource = async (source: string): Promise<boolean> => !source.endsWith(CARD_SOURCE_EXTENSION) || !(await lstat(source)).isFile();
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name === SET_MANIFEST) continue;
    await cp(join(from, entry.name), join(to, entry.name), { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true, preserveTimestamps: true, filter: notCardSource });
  }
}

/** The folders on the way must be real folders inside the workspace: a link is refused before anything is written. */
async function refuseLinks(root: string, rel: string): Promise<void> {
  await resolveInside(root, rel);
  const parts = rel.split('/');
  for (let n = 1; n <= parts.length; n += 1) {
    const step = parts.slice(0, n).join('/');
    const info = await lstat(join(root, step)).catch((error: unknown) => {
      if (errnoCode(error) === 'ENOENT') return null;
      throw error;
    });
    if (info && !info.isDirectory()) {
      throw new HostFailure('unsupported', `${step} is ${info.isSymbolicLink() ? 'a link' : 'not a folder'}; Cardwright keeps sets in folders inside the workspace`);
    }
  }
}

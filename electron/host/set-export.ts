// Exporting a set of the workspace as JSON: its .cards files and manifest read from the set
// folder, built through every phase of the card language, and written as the set file
// `cardwright compile` writes (valid against docs/schema/set.schema.json). A set with errors is
// not exported; its errors come back located by file, line and column.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { lineIndex, buildSet, type SourceFile } from '../../card-dsl/project';
import type { SetProblem } from '../../card-dsl/decompile';
import { CARD_SOURCE_EXTENSION, SET_MANIFEST, parseSetManifest } from '../shared/workspace-schema';
import { HostFailure, readTextFile, resolveInside, toHostFailure, writeFileAtomic, writeTarget } from './files';
import { snapshot } from './workspace';

/** Where exports go inside a workspace. */
export const EXPORTS_FOLDER = 'exports';

export type ExportOutcome =
  | { status: 'exported'; path: string; inWorkspace: boolean; cards: number; variants: number }
  | { status: 'cancelled' }
  | { status: 'invalid'; problems: SetProblem[] };

/** The set file of the set at `setPath` (`sets/<game>/<set>`), as text, or its errors. */
export async function setJson(root: string, setPath: string): Promise<{ ok: true; text: string; game: string; set: string; cards: number; variants: number } | { ok: false; problems: SetProblem[] }> {
  const entry = (await snapshot(root)).sets.find((s) => s.path === setPath);
  if (!entry) throw new HostFailure('not-found', `There is no set at ${setPath}`);
  const manifestText = await readTextFile(await resolveInside(root, `${setPath}/${SET_MANIFEST}`), `${setPath}/${SET_MANIFEST}`).catch((error: unknown) => {
    throw toHostFailure(error, `${setPath}/${SET_MANIFEST}`);
  });
  const manifest = parseSetManifest(manifestText);
  if (!manifest.ok) return { ok: false, problems: [{ path: `${setPath}/${SET_MANIFEST}`, message: manifest.problem }] };
  const sources: SourceFile[] = [];
  for (const file of entry.files.filter((f) => f.path.endsWith(CARD_SOURCE_EXTENSION))) {
    try {
      sources.push({ path: file.path, text: await readTextFile(await resolveInside(root, file.path), file.path) });
    } catch (error) {
      throw toHostFailure(error, `The file ${file.path}`);
    }
  }
  const built = buildSet(sources, { game: manifest.value.game, set: entry.set, name: manifest.value.name, ...(manifest.value.description ? { description: manifest.value.description } : {}), ...(manifest.value.examples ? { examples: true } : {}) });
  const texts = new Map(sources.map((s) => [s.path, s.text]));
  const errors = built.diagnostics.filter((d) => d.diagnostic.severity === 'error');
  if (errors.length > 0 || !built.setFile) {
    const problems = errors.map(({ path, diagnostic }) => {
      const at = lineIndex(texts.get(path) ?? '')(diagnostic.range.start);
      return { path: path === '' ? setPath : `${path}:${at.line}:${at.column}`, message: `${diagnostic.code} ${diagnostic.message}` };
    });
    return { ok: false, problems: problems.length > 0 ? problems : [{ path: setPath, message: `the set's game "${manifest.value.game}" is not one Cardwright knows` }] };
  }
  return { ok: true, text: `${JSON.stringify(built.setFile, null, 2)}\n`, game: built.setFile.game, set: built.setFile.set, cards: built.setFile.cards.length, variants: built.setFile.variants.length };
}

/**
 * Exports the set at `setPath`: into `exports/<game>-<set>.json` in the workspace, or, when the
 * host offers a save dialog (`choose`), wherever the user picks (null: cancelled).
 */
export async function exportSetJson(root: string, setPath: string, choose?: (suggested: string) => Promise<string | null>): Promise<ExportOutcome> {
  const made = await setJson(root, setPath);
  if (!made.ok) return { status: 'invalid', problems: made.problems };
  const fileName = `${made.game}-${made.set}.json`;
  const counts = { cards: made.cards, variants: made.variants };
  if (choose) {
    const picked = await choose(fileName);
    if (picked === null) return { status: 'cancelled' };
    await write(picked, made.text, picked);
    return { status: 'exported', path: picked, inWorkspace: false, ...counts };
  }
  const rel = `${EXPORTS_FOLDER}/${fileName}`;
  const file = await writeTarget(root, await resolveInside(root, rel), rel);
  await write(file, made.text, rel);
  return { status: 'exported', path: rel, inWorkspace: true, ...counts };
}

async function write(file: string, text: string, shown: string): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFileAtomic(file, text);
  } catch (error) {
    throw toHostFailure(error, `The file ${shown}`);
  }
}


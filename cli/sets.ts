// Loads card sets from disk: `<sets folder>/<game>/<set>/`, compiled from the folder's
// `*.cards` sources (with its set.json), or read from a compiled `cards.json` when the folder
// has no sources. This is the one place that knows where a set's cards come from.
import { existsSync, readFileSync, type Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardId } from '../card-dsl/compile/ids';
import type { ScopeSet } from '../card-dsl/semantics/scope';
import { parse } from '../card-dsl/syntax/parser';
import { parseSetFile, type SetFile } from '../engine/defs';
import { build, findCardFiles, formatLocated, MAX_SOURCE_BYTES, readSourceSets } from './card-sets';
import { fileProblem, readText } from './files';
import { relativeTo } from './paths';

/** A set file larger than this is refused rather than read. */
const MAX_SET_BYTES = 16 * 1024 * 1024;

export type LoadedSets = {
  sets: SetFile[];
  /** Problems by set id (`<game>/<set>`), each located: `<file>: <path>: <message>`. */
  problems: Map<string, string[]>;
};

/** Folders only, and never through a link (a listing does not follow links out of a folder). */
async function folders(path: string): Promise<Dirent[]> {
  try {
    return (await readdir(path, { withFileTypes: true })).filter((d) => d.isDirectory()).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

/** "Unexpected token } in JSON at position 120" as a line and column. */
function jsonProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  if (!at) return message.replaceAll('\n', '\\n');
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `line ${line}, column ${column}: ${message.replace(/ at position \d+[\s\S]*$/, '')}`;
}

async function loadOne(file: string, game: string, set: string, shown: string): Promise<{ set?: SetFile; problems: string[] }> {
  const text = await readText(file, shown, MAX_SET_BYTES);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problems: [`${shown}: ${jsonProblem(text, error)}`] };
  }
  const parsed = parseSetFile(raw);
  if (!parsed.ok) return { problems: parsed.problems.map((p) => `${shown}: ${p.path}: ${p.message}`) };
  const problems: string[] = [];
  // The folder names the set; a file that says otherwise was copied or renamed by hand.
  if (parsed.value.game !== game) problems.push(`${shown}: game: "${parsed.value.game}" in the folder of game "${game}"`);
  if (parsed.value.set !== set) problems.push(`${shown}: set: "${parsed.value.set}" in the folder of set "${set}"`);
  return problems.length > 0 ? { problems } : { set: parsed.value, problems };
}

/** A set folder's .cards sources compiled; every diagnostic that is an error becomes a problem. */
async function compileFolder(files: string[], game: string, set: string, shownFrom: string): Promise<{ set?: SetFile; problems: string[] }> {
  const problems: string[] = [];
  for (const source of await readSourceSets(files, shownFrom)) {
    for (const problem of source.problems) problems.push(problem);
    const built = build(source);
    const texts = new Map(source.sources.map((s) => [s.path, s.text]));
    for (const located of built.diagnostics) if (located.diagnostic.severity === 'error') problems.push(formatLocated(located, texts));
    if (built.setFile && problems.length === 0) {
      if (built.setFile.game !== game) problems.push(`${relativeTo(shownFrom, source.folder)}: game "${built.setFile.game}" in the folder of game "${game}"`);
      else if (built.setFile.set !== set) problems.push(`${relativeTo(shownFrom, source.folder)}: set "${built.setFile.set}" in the folder of set "${set}"`);
      else return { set: built.setFile, problems };
    }
  }
  return { problems };
}

/**
 * Every set under a sets folder (or only those of `games`, when given). `shownFrom` makes the
 * file names in problems relative.
 */
export async function loadSets(folder: string, shownFrom = process.cwd(), games?: readonly string[]): Promise<LoadedSets> {
  const out: LoadedSets = { sets: [], problems: new Map() };
  for (const game of await folders(folder)) {
    if (games && !games.includes(game.name)) continue;
    for (const set of await folders(join(folder, game.name))) {
      const id = `${game.name}/${set.name}`;
      const found = await findCardFiles([join(folder, game.name, set.name)], shownFrom);
      const sources = found.files;
      if (sources.length > 0) {
        const compiled = await compileFolder(sources, game.name, set.name, shownFrom);
        compiled.problems.unshift(...found.problems);
        if (compiled.set) out.sets.push(compiled.set);
        if (compiled.problems.length > 0) out.problems.set(id, compiled.problems);
        continue;
      }
      const file = join(folder, game.name, set.name, 'cards.json');
      const shown = relativeTo(shownFrom, file);
      if (!(await lstat(file).catch(() => null))) {
        out.problems.set(id, [...found.problems, `${shown}: missing (a set is compiled from its .cards files, or read from cards.json)`]);
        continue;
      }
      try {
        const loaded = await loadOne(file, game.name, set.name, shown);
        if (loaded.set) out.sets.push(loaded.set);
        if (loaded.problems.length > 0) out.problems.set(id, loaded.problems);
      } catch (error) {
        out.problems.set(id, [fileProblem(error, shown)]);
      }
    }
  }
  return out;
}

/** Sets from several folders (of `games` only, when given); a set found in an earlier folder hides one of the same id later. */
export async function loadSetsFrom(folders: string[], shownFrom = process.cwd(), games?: readonly string[]): Promise<LoadedSets> {
  const out: LoadedSets = { sets: [], problems: new Map() };
  const taken = new Set<string>();
  for (const folder of [...new Set(folders.map((f) => resolve(f)))]) {
    const loaded = await loadSets(folder, shownFrom, games);
    for (const set of loaded.sets) {
      const id = `${set.game}/${set.set}`;
      if (taken.has(id)) continue;
      taken.add(id);
      out.sets.push(set);
    }
    for (const [id, problems] of loaded.problems) {
      if (taken.has(id)) continue;
      taken.add(id);
      out.problems.set(id, problems);
    }
  }
  return out;
}

/** The nearest folder called `sets` that holds `path` (a scenario beside its set), or null. */
export function setsFolderOf(path: string): string | null {
  for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
    if (basename(dir) === 'sets') return dir;
    if (dirname(dir) === dir) return null;
  }
}

/** The sets shipped with Cardwright: `sets/` beside its package.json, wherever this code runs from. */
export function bundledSetsFolder(): string | null {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'cardwright') return join(dir, 'sets');
      } catch {
        // not our package.json; keep looking upwards
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The folders of sets a file's set sees, in the order they are searched: the `sets` folder that
 * holds it (its workspace), `sets/` under the current folder, then the sets bundled with Cardwright.
 * `cardwright test` reads a scenario's sets from these; `sim` and `check` look in the same places.
 */
export function setFolders(near?: string): { folder: string; what: string }[] {
  const out: { folder: string; what: string }[] = [];
  const add = (folder: string | null, what: string) => {
    if (folder !== null && !out.some((f) => resolve(f.folder) === resolve(folder))) out.push({ folder: resolve(folder), what });
  };
  if (near !== undefined) add(setsFolderOf(near), 'the workspace');
  add(resolve('sets'), 'the current folder');
  add(bundledSetsFolder(), 'the bundled sets');
  return out;
}

/**
 * Every set under the folders by the names of its cards, without compiling anything: a set's
 * .cards files are only parsed, a compiled set's cards.json only read. For CW2030 (a card named
 * like a card of another set in scope); an unreadable set is skipped, its own check reports it.
 */
export async function scopeSets(roots: string[]): Promise<ScopeSet[]> {
  const out: ScopeSet[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    for (const game of await folders(root)) {
      for (const set of await folders(join(root, game.name))) {
        const id = `${game.name}/${set.name}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const dir = join(root, game.name, set.name);
        const sources = (await findCardFiles([dir])).files;
        const cards: { name: string; id: string }[] = [];
        if (sources.length > 0) {
          for (const file of sources) {
            // Through the careful reader: a FIFO or a huge file among the sets never hangs a check.
            const text = await readText(file, file, MAX_SOURCE_BYTES).catch(() => '');
            for (const decl of parse(text).file.decls) {
              if (decl.type === 'card') cards.push({ name: decl.name.text, id: cardId(game.name, set.name, decl.name.text) });
            }
          }
        } else {
          try {
            const raw = JSON.parse(await readText(join(dir, 'cards.json'), 'cards.json', MAX_SET_BYTES)) as { cards?: { name?: unknown; id?: unknown }[] };
            for (const card of raw.cards ?? []) if (typeof card.name === 'string' && typeof card.id === 'string') cards.push({ name: card.name, id: card.id });
          } catch {
            continue;
          }
        }
        out.push({ id, game: game.name, cards });
      }
    }
  }
  return out;
}

/**
 * The sets of a game a command plays with, found where `cardwright test` finds a scenario's sets
 * (setFolders: the workspace's `sets/` here, then the bundled sets; a set found earlier hides one
 * of the same id later): those named in `wanted` (`<game>/<set>`), else every set of the game
 * but those played only when named (set.json's `examples`: designer examples, which show the
 * language at work, and sets made for measuring), which would only skew a simulation of the game. When none is found, or a named one is missing or broken, the error names every place looked.
 */
export async function setsForGame(game: string, wanted: readonly string[] | undefined, places = setFolders()): Promise<{ sets: SetFile[] } | { error: string }> {
  // Only the game's own sets are compiled: a sim of one game never pays for the others.
  const loaded = await loadSetsFrom(places.map((p) => p.folder), process.cwd(), [game]);
  const ids = (sets: SetFile[]) => sets.map((s) => `${s.game}/${s.set}`);
  const ofGame = loaded.sets.filter((s) => s.game === game);
  const looked = places.map((p) => `${relativeTo(process.cwd(), join(p.folder, game))}/ (${p.what})`).join(', ');
  const broken = (id: string) => (loaded.problems.get(id) ?? []).map((p) => `\n  ${id} cannot be loaded: ${p}`).join('');
  if (wanted === undefined || wanted.length === 0) {
    const played = ofGame.filter((s) => !s.examples);
    if (played.length > 0) return { sets: played };
    if (ofGame.length > 0) return { error: `no ${game} set to play found: looked in ${looked}, and found only sets played when named (${ids(ofGame).join(', ')}); name one with --set to play it` };
    const problems = [...loaded.problems.keys()].filter((id) => id.startsWith(`${game}/`)).map(broken).join('');
    return { error: `no ${game} set found: looked in ${looked}${problems}` };
  }
  const missing = wanted.filter((id) => !ids(loaded.sets).includes(id));
  if (missing.length > 0) {
    const found = ofGame.map((s) => `${s.game}/${s.set}${s.examples ? ' (played when named)' : ''}`);
    return { error: `no set ${missing.map((id) => `"${id}"`).join(', ')}: looked in ${looked} (${game} sets there: ${found.join(', ') || 'none'})${missing.map(broken).join('')}` };
  }
  return { sets: loaded.sets.filter((s) => wanted.includes(`${s.game}/${s.set}`)) };
}

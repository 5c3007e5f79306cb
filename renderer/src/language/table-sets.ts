// The workspace's sets as the sandbox table plays them: every card and variant that compiles
// now, and the names of those that do not (with their problems), so that the table can keep
// their last good definitions. Computed in the language worker from the same documents as the
// editor's diagnostics, once per version of a set.
import { compileSet } from '../../../card-dsl/compile/compiler';
import { slugify } from '../../../card-dsl/compile/ids';
import type { LanguageService } from '../../../card-dsl/service';
import type { BrokenDefinition, WorkspaceSet } from '../table/model';

export type TableSetsUpdate = { sets: (WorkspaceSet & { version: number })[]; removed: string[] };

/** One set, compiled for the table; null when its game is unknown. */
function tableSet(service: LanguageService, path: string): WorkspaceSet | null {
  const set = service.setOf(path);
  const vocabulary = service.vocabularyOf(path);
  if (!vocabulary) return null;
  const setId = set.manifest?.set ?? (slugify(set.folder.split(/[\\/]/).pop() ?? '') || 'set');
  const files = service.setFiles(path);
  const compiled = compileSet(files, { game: vocabulary, set: setId, name: set.manifest?.name ?? setId });
  // A declaration with an error in it does not compile as written, even where the compiler
  // alone would make something of it.
  const errors = service.setDiagnostics(path);
  const broken: BrokenDefinition[] = [];
  const brokenNames = new Set<string>();
  for (const file of files) {
    const found = (errors.get(file.path) ?? []).filter((d) => d.severity === 'error');
    for (const decl of file.file.decls) {
      if (decl.type === 'broken') continue;
      const inside = found.filter((d) => d.range.start >= decl.range.start && d.range.start <= decl.range.end);
      if (inside.length === 0) continue;
      const what = decl.type === 'card' ? 'card' : 'variant';
      broken.push({ name: decl.name.text, what, problems: inside.slice(0, 3).map((d) => `Line ${service.lines(file.path).positionAt(d.range.start).line + 1}: ${d.message}`) });
      brokenNames.add(`${what}\u0000${decl.name.text}`);
    }
  }
  const cards = (compiled.setFile?.cards ?? []).filter((c) => !brokenNames.has(`card\u0000${c.name}`));
  const variants = (compiled.setFile?.variants ?? []).filter((v) => !brokenNames.has(`variant\u0000${v.name}`));
  return { id: `${vocabulary.game}/${setId}`, game: vocabulary.game, name: set.manifest?.name ?? setId, folder: set.folder, cards, variants, broken };
}

/** The sets whose version differs from `known` (folder -> version), and the folders gone. */
export function tableSets(service: LanguageService, known: Record<string, number>): TableSetsUpdate {
  const first = new Map<string, string>();
  for (const path of service.documents()) {
    const folder = service.setFolderOf(path);
    if (!first.has(folder)) first.set(folder, path);
  }
  const sets: TableSetsUpdate['sets'] = [];
  for (const [folder, path] of first) {
    const version = service.setOf(path).version;
    if (known[folder] === version) continue;
    const set = service.cached(path, 'table-set', () => tableSet(service, path));
    if (set) sets.push({ ...set, version });
  }
  return { sets, removed: Object.keys(known).filter((folder) => !first.has(folder)) };
}

// `cardwright check <paths>`: parses and checks .cards files (each with the rest of its set)
// and prints every diagnostic as `file:line:col code severity: message`; exit 1 on errors.
import { join } from 'node:path';
import type { ScopeSet } from '../../card-dsl/semantics/scope';
import { SET_MANIFEST } from '../../electron/shared/workspace-schema';
import { build, findCardFiles, formatLocated, locatedJson, readSourceSets } from '../card-sets';
import { scopeSets, setFolders } from '../sets';
import type { Command } from './types';

export const check: Command = {
  summary: 'check .cards files and print their diagnostics (--json for tools)',
  usage: 'check [--json] <paths...>',
  run: async (args, io) => {
    const json = args.includes('--json');
    const unknown = args.filter((a) => a.startsWith('-') && a !== '--json');
    const paths = args.filter((a) => !a.startsWith('-'));
    if (unknown.length > 0 || paths.length === 0) {
      io.err(unknown.length > 0 ? `cardwright check: unknown option ${unknown[0]}` : 'cardwright check: give the .cards files or folders to check');
      return 2;
    }
    const { files, missing } = await findCardFiles(paths);
    for (const m of missing) io.err(`cardwright check: ${m}: no such file or folder`);
    if (files.length === 0) {
      io.err('cardwright check: no .cards files found');
      return missing.length > 0 ? 2 : 1;
    }
    const sets = await readSourceSets(files);
    // The sets each set is used beside: the other sets of its workspace, of sets/ here and the bundled ones.
    const scopes = new Map<string, ScopeSet[]>();
    const scopeOf = async (folder: string) => {
      const roots = setFolders(join(folder, SET_MANIFEST)).map((f) => f.folder);
      const key = roots.join('\n');
      if (!scopes.has(key)) scopes.set(key, await scopeSets(roots));
      return scopes.get(key)!;
    };
    const report: ReturnType<typeof locatedJson>[] = [];
    let errors = 0;
    let warnings = 0;
    let fileCount = 0;
    for (const set of sets) {
      for (const problem of set.problems) {
        io.err(problem);
        errors += 1;
      }
      const built = build(set, await scopeOf(set.folder));
      fileCount += set.sources.length;
      const texts = new Map(set.sources.map((s) => [s.path, s.text]));
      for (const located of built.diagnostics) {
        if (located.diagnostic.severity === 'error') errors += 1;
        else if (located.diagnostic.severity === 'warning') warnings += 1;
        if (json) report.push(locatedJson(located, texts));
        else io.out(formatLocated(located, texts));
      }
    }
    if (json) io.out(JSON.stringify(report, null, 2));
    else io.out(`${fileCount} file${fileCount === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
    return errors > 0 || missing.length > 0 ? 1 : 0;
  },
};

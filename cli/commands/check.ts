// `cardwright check <paths>`: parses and checks .cards files (each with the rest of its set)
// and prints every diagnostic as `file:line:col code severity: message`; exit 1 on errors.
// A file that cannot be read (not a regular file, too large, not UTF-8) is an error on one
// line, and the other files are still checked.
import { join } from 'node:path';
import type { ScopeSet } from '../../card-dsl/semantics/scope';
import { SET_MANIFEST } from '../../electron/shared/workspace-schema';
import { build, findCardFiles, formatLocated, locatedJson, readSourceSets } from '../card-sets';
import { flag, parseOptions } from '../options';
import { scopeSets, setFolders } from '../sets';
import { command } from './command';

export const check = command('check', {
  summary: 'check .cards files and print their diagnostics (--json for tools)',
  usage: 'check [--json] <paths...>',
  run: async (args, io) => {
    const parsed = parseOptions(args, { json: { type: 'boolean' } });
    const json = flag(parsed, 'json');
    const paths = parsed.positionals;
    if (paths.length === 0) {
      io.err('cardwright check: give the .cards files or folders to check');
      return 2;
    }
    const { files, missing, problems: found } = await findCardFiles(paths);
    for (const m of missing) io.err(`cardwright check: ${m}: no such file or folder`);
    // A file may be met twice (named, and again as part of its set): said once.
    const said = new Set(found);
    for (const problem of found) io.err(problem);
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
    let errors = said.size;
    let warnings = 0;
    let fileCount = 0;
    for (const set of sets) {
      for (const problem of set.problems) {
        if (said.has(problem)) continue;
        said.add(problem);
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
});

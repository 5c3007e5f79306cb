// `cardwright fmt [--check] <paths>`: rewrites .cards files in the canonical layout, or with
// --check only lists the files that would change (exit 1 if any). A file with syntax errors
// is never rewritten, nor one that cannot be read as UTF-8 text; writes are atomic, go
// through symbolic links, and replace only the regular file that was read.
import { format } from '../../card-dsl/compile/format';
import { findCardFiles, MAX_SOURCE_BYTES } from '../card-sets';
import { CliFileError, readText, writeText } from '../files';
import { flag, parseOptions } from '../options';
import { relativeTo } from '../paths';
import { command } from './command';

export const fmt = command('fmt', {
  summary: 'format .cards files in place (--check: list the files that would change)',
  usage: 'fmt [--check] <paths...>',
  run: async (args, io) => {
    const parsed = parseOptions(args, { check: { type: 'boolean' } });
    const checkOnly = flag(parsed, 'check');
    const paths = parsed.positionals;
    if (paths.length === 0) {
      io.err('cardwright fmt: give the .cards files or folders to format');
      return 2;
    }
    const { files, missing, problems } = await findCardFiles(paths);
    for (const m of missing) io.err(`cardwright fmt: ${m}: no such file or folder`);
    for (const problem of problems) io.err(problem);
    let changed = 0;
    let broken = 0;
    let failed = problems.length;
    for (const file of files) {
      const shown = relativeTo(process.cwd(), file);
      let text: string;
      try {
        text = await readText(file, shown, MAX_SOURCE_BYTES);
      } catch (error) {
        if (!(error instanceof CliFileError)) throw error;
        failed += 1;
        io.err(error.message);
        continue;
      }
      const result = format(text);
      if (result.text === null) {
        broken += 1;
        io.err(`${shown}: not formatted: ${result.reason}`);
        continue;
      }
      if (!result.changed) continue;
      if (checkOnly) {
        changed += 1;
        io.out(`${shown}: would be reformatted`);
        continue;
      }
      try {
        await writeText(file, result.text, shown);
      } catch (error) {
        if (!(error instanceof CliFileError)) throw error;
        failed += 1;
        io.err(error.message);
        continue;
      }
      changed += 1;
      io.out(`${shown}: formatted`);
    }
    const notes = [broken > 0 ? `${broken} with syntax errors left as they are` : '', failed > 0 ? `${failed} that could not be read or written` : ''].filter(Boolean);
    io.out(`${files.length} file${files.length === 1 ? '' : 's'}: ${changed} ${checkOnly ? 'would change' : 'changed'}${notes.length > 0 ? `, ${notes.join(', ')}` : ''}`);
    if (missing.length > 0 || broken > 0 || failed > 0) return 1;
    return checkOnly && changed > 0 ? 1 : 0;
  },
});

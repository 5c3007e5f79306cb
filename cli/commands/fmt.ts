// `cardwright fmt [--check] <paths>`: rewrites .cards files in the canonical layout (atomic
// writes), or with --check only lists the files that would change (exit 1 if any). A file
// with syntax errors is never rewritten.
import { readFile } from 'node:fs/promises';
import { format } from '../../card-dsl/compile/format';
import { writeFileAtomic } from '../../electron/host/files';
import { findCardFiles } from '../card-sets';
import { relativeTo } from '../paths';
import type { Command } from './types';

export const fmt: Command = {
  summary: 'format .cards files in place (--check: list the files that would change)',
  usage: 'fmt [--check] <paths...>',
  run: async (args, io) => {
    const checkOnly = args.includes('--check');
    const unknown = args.filter((a) => a.startsWith('-') && a !== '--check');
    const paths = args.filter((a) => !a.startsWith('-'));
    if (unknown.length > 0 || paths.length === 0) {
      io.err(unknown.length > 0 ? `cardwright fmt: unknown option ${unknown[0]}` : 'cardwright fmt: give the .cards files or folders to format');
      return 2;
    }
    const { files, missing } = await findCardFiles(paths);
    for (const m of missing) io.err(`cardwright fmt: ${m}: no such file or folder`);
    let changed = 0;
    let broken = 0;
    for (const file of files) {
      const shown = relativeTo(process.cwd(), file);
      const text = await readFile(file, 'utf8');
      const result = format(text);
      if (result.text === null) {
        broken += 1;
        io.err(`${shown}: not formatted: ${result.reason}`);
        continue;
      }
      if (!result.changed) continue;
      changed += 1;
      if (checkOnly) io.out(`${shown}: would be reformatted`);
      else {
        await writeFileAtomic(file, result.text);
        io.out(`${shown}: formatted`);
      }
    }
    io.out(`${files.length} file${files.length === 1 ? '' : 's'}: ${changed} ${checkOnly ? 'would change' : 'changed'}${broken > 0 ? `, ${broken} with syntax errors left as they are` : ''}`);
    if (missing.length > 0 || broken > 0) return 1;
    return checkOnly && changed > 0 ? 1 : 0;
  },
};

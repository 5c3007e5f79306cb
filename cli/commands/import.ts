// `cardwright import <file.json> [--workspace DIR] [--force]`: a set file (as `compile` or the
// studio's export writes it) written into a workspace as card-language source, under
// sets/<game>/<set>/. Every problem of the file is printed on its own line with its JSON path,
// and then nothing is written; an existing set is replaced only with --force.
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HostFailure } from '../../electron/host/files';
import { importSetJson } from '../../electron/host/set-import';
import { SETS_FOLDER, WORKSPACE_MANIFEST } from '../../electron/shared/workspace-schema';
import { CliFileError, readText } from '../files';
import { flag, parseOptions, single, UsageError } from '../options';
import { relativeTo } from '../paths';
import { command } from './command';

/** A set file larger than this is refused rather than read (the studio's own limit is lower). */
const MAX_SET_FILE_BYTES = 16 * 1024 * 1024;

type Options = { file: string; workspace: string; force: boolean };

function readOptions(args: string[]): Options {
  const parsed = parseOptions(args, { workspace: { type: 'string', short: 'w', multiple: true }, force: { type: 'boolean', short: 'f' } });
  const files = parsed.positionals;
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'give the set file (.json) to import' : 'give one set file at a time');
  const workspace = single(parsed, 'workspace');
  if (workspace === '') throw new UsageError('give a folder after --workspace');
  return { file: files[0]!, workspace: workspace ?? '.', force: flag(parsed, 'force') };
}

export const importCommand = command('import', {
  summary: 'import a set file (JSON) into a workspace as .cards sources',
  usage: 'import <file.json> [--workspace <folder>] [--force]',
  run: async (args, io) => {
    const options = readOptions(args);
    const root = resolve(options.workspace);
    const rootInfo = await stat(root).catch(() => null);
    if (!rootInfo?.isDirectory()) {
      io.err(`cardwright import: ${options.workspace}: not a folder`);
      return 2;
    }
    const isWorkspace = (await stat(join(root, WORKSPACE_MANIFEST)).catch(() => null))?.isFile() || (await stat(join(root, SETS_FOLDER)).catch(() => null))?.isDirectory();
    if (!isWorkspace) {
      io.err(`cardwright import: ${options.workspace} is not a workspace (no ${WORKSPACE_MANIFEST}); make one with "cardwright init ${options.workspace}"`);
      return 2;
    }
    let text: string;
    try {
      // Never blocks on a FIFO; refuses what is not a regular file, too large, or not UTF-8.
      text = await readText(options.file, options.file, MAX_SET_FILE_BYTES);
    } catch (error) {
      if (!(error instanceof CliFileError)) throw error;
      io.err(`${error.message}; nothing written`);
      return 1;
    }
    try {
      const outcome = await importSetJson(root, text, { replace: options.force });
      if (!outcome.ok) {
        for (const problem of outcome.problems) io.err(`${options.file}: ${problem.path}: ${problem.message}`);
        const n = outcome.problems.length;
        io.err(`cardwright import: ${options.file} has ${n} problem${n === 1 ? '' : 's'}; nothing written`);
        return 1;
      }
      const set = outcome.value;
      const what = `${set.cards} card${set.cards === 1 ? '' : 's'}${set.variants > 0 ? ` and ${set.variants} variant${set.variants === 1 ? '' : 's'}` : ''}`;
      const shown = relativeTo(process.cwd(), join(root, set.path));
      io.out(`${set.replaced ? 'Replaced' : 'Imported'} ${set.game}/${set.set} ("${set.name}"): ${what} in ${shown}/ (${set.files.map((f) => f.slice(set.path.length + 1)).join(', ')})`);
      return 0;
    } catch (error) {
      if (error instanceof HostFailure && error.code === 'already-exists') {
        io.err(`cardwright import: ${error.message}; add --force to replace its card sources (other files of the set stay)`);
        return 1;
      }
      io.err(`cardwright import: ${error instanceof Error ? error.message : String(error)}; nothing written`);
      return 1;
    }
  },
});

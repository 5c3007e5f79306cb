// `cardwright import <file.json> [--workspace DIR] [--force]`: a set file (as `compile` or the
// studio's export writes it) written into a workspace as card-language source, under
// sets/<game>/<set>/. Every problem of the file is printed on its own line with its JSON path,
// and then nothing is written; an existing set is replaced only with --force.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HostFailure } from '../../electron/host/files';
import { importSetJson } from '../../electron/host/set-import';
import { SETS_FOLDER, WORKSPACE_MANIFEST } from '../../electron/shared/workspace-schema';
import { relativeTo } from '../paths';
import type { Command } from './types';

/** A set file larger than this is refused rather than read (the studio's own limit is lower). */
const MAX_SET_FILE_BYTES = 16 * 1024 * 1024;

type Options = { file: string; workspace: string; force: boolean };

function parseArgs(args: string[]): Options | string {
  let workspace: string | null = null;
  let force = false;
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--force' || arg === '-f') force = true;
    else if (arg === '--workspace' || arg === '-w') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('-')) return 'give a folder after --workspace';
      workspace = value;
      i += 1;
    } else if (arg.startsWith('--workspace=')) workspace = arg.slice('--workspace='.length);
    else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (files.length !== 1) return files.length === 0 ? 'give the set file (.json) to import' : 'give one set file at a time';
  if (workspace === '') return 'give a folder after --workspace';
  return { file: files[0]!, workspace: workspace ?? '.', force };
}

export const importCommand: Command = {
  summary: 'import a set file (JSON) into a workspace as .cards sources',
  usage: 'import <file.json> [--workspace <folder>] [--force]',
  run: async (args, io) => {
    const options = parseArgs(args);
    if (typeof options === 'string') {
      io.err(`cardwright import: ${options}`);
      return 2;
    }
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
    const info = await stat(options.file).catch(() => null);
    if (!info?.isFile()) {
      io.err(`cardwright import: ${options.file}: ${info ? 'not a file' : 'no such file'}`);
      return 2;
    }
    if (info.size > MAX_SET_FILE_BYTES) {
      io.err(`${options.file}: (file): larger than ${MAX_SET_FILE_BYTES / 1024 / 1024} MB; nothing written`);
      return 1;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(options.file));
    } catch {
      io.err(`${options.file}: (file): not UTF-8 text; nothing written`);
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
};

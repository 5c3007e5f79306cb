// `cardwright compile <set-folder> -o <file>`: compiles a set's .cards files into the set
// file the engine loads (valid against docs/schema/set.schema.json). Nothing is written when
// the set has errors; the file is written atomically, through a symbolic link, and only over a
// regular file (never a FIFO, a device, a folder, a read-only file or one of the set's sources).
import { realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SET_MANIFEST } from '../../electron/shared/workspace-schema';
import { build, findCardFiles, formatLocated, readSourceSets } from '../card-sets';
import { CliFileError, writeText } from '../files';
import { parseOptions, single } from '../options';
import { command } from './command';

export const compile = command('compile', {
  summary: 'compile a set folder of .cards files into a set file (JSON)',
  usage: 'compile <set-folder> [-o <file.json>]',
  run: async (args, io) => {
    const parsed = parseOptions(args, { out: { type: 'string', short: 'o', multiple: true } });
    const out = single(parsed, 'out');
    if (parsed.positionals.length !== 1) {
      io.err('cardwright compile: give one set folder, and a file after -o');
      return 2;
    }
    const given = parsed.positionals[0]!;
    const folder = resolve(given);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory()) {
      io.err(`cardwright compile: ${given}: not a folder`);
      return 2;
    }
    const { files, problems: found } = await findCardFiles([folder]);
    for (const problem of found) io.err(problem);
    if (files.length === 0) {
      io.err(`cardwright compile: ${given}: no .cards files`);
      return 1;
    }
    const sets = await readSourceSets(files);
    if (sets.length !== 1) {
      io.err(`cardwright compile: ${given} holds ${sets.length} sets; compile one set folder at a time`);
      return 2;
    }
    const set = sets[0]!;
    for (const problem of set.problems) if (!found.includes(problem)) io.err(problem);
    const built = build(set);
    const texts = new Map(set.sources.map((s) => [s.path, s.text]));
    for (const located of built.diagnostics) io.err(formatLocated(located, texts));
    if (!built.setFile || set.problems.length > 0 || found.length > 0) {
      io.err(`cardwright compile: ${set.manifest.game}/${set.manifest.set} has errors; nothing written`);
      return 1;
    }
    const json = `${JSON.stringify(built.setFile, null, 2)}\n`;
    if (out === undefined) {
      io.out(json.trimEnd());
      return 0;
    }
    // The set's own files are never the output, whatever the path (or link) says.
    const target = await realpath(resolve(out)).catch(() => resolve(out));
    const sources = (await findCardFiles([set.folder])).files;
    const inputs = await Promise.all([...files, ...sources, join(set.folder, SET_MANIFEST)].map((f) => realpath(f).catch(() => f)));
    if (inputs.includes(target)) {
      io.err(`cardwright compile: ${out}: one of the set's own files; nothing written`);
      return 1;
    }
    try {
      await writeText(resolve(out), json, out);
    } catch (error) {
      if (!(error instanceof CliFileError)) throw error;
      io.err(`cardwright compile: ${error.message}`);
      return 1;
    }
    io.out(`${set.manifest.game}/${set.manifest.set}: ${built.setFile.cards.length} cards from ${set.sources.length} file${set.sources.length === 1 ? '' : 's'} written to ${out}`);
    return 0;
  },
});

// `cardwright compile <set-folder> -o <file>`: compiles a set's .cards files into the set
// file the engine loads (valid against docs/schema/set.schema.json), written atomically.
// Nothing is written when the set has errors.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { writeFileAtomic } from '../../electron/host/files';
import { build, findCardFiles, formatLocated, readSourceSets } from '../card-sets';
import type { Command } from './types';

export const compile: Command = {
  summary: 'compile a set folder of .cards files into a set file (JSON)',
  usage: 'compile <set-folder> -o <file.json>',
  run: async (args, io) => {
    const outAt = args.findIndex((a) => a === '-o' || a === '--out');
    const out = outAt >= 0 ? args[outAt + 1] : undefined;
    const rest = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
    const unknown = rest.filter((a) => a.startsWith('-'));
    if (unknown.length > 0 || rest.length !== 1 || (outAt >= 0 && !out)) {
      io.err(unknown.length > 0 ? `cardwright compile: unknown option ${unknown[0]}` : 'cardwright compile: give one set folder, and a file after -o');
      return 2;
    }
    const folder = resolve(rest[0]!);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory()) {
      io.err(`cardwright compile: ${rest[0]}: not a folder`);
      return 2;
    }
    const { files } = await findCardFiles([folder]);
    if (files.length === 0) {
      io.err(`cardwright compile: ${rest[0]}: no .cards files`);
      return 1;
    }
    const sets = await readSourceSets(files);
    if (sets.length !== 1) {
      io.err(`cardwright compile: ${rest[0]} holds ${sets.length} sets; compile one set folder at a time`);
      return 2;
    }
    const set = sets[0]!;
    for (const problem of set.problems) io.err(problem);
    const built = build(set);
    const texts = new Map(set.sources.map((s) => [s.path, s.text]));
    for (const located of built.diagnostics) io.err(formatLocated(located, texts));
    if (!built.setFile || set.problems.length > 0) {
      io.err(`cardwright compile: ${set.manifest.game}/${set.manifest.set} has errors; nothing written`);
      return 1;
    }
    const json = `${JSON.stringify(built.setFile, null, 2)}\n`;
    if (out) {
      await writeFileAtomic(resolve(out), json);
      io.out(`${set.manifest.game}/${set.manifest.set}: ${built.setFile.cards.length} cards from ${set.sources.length} file${set.sources.length === 1 ? '' : 's'} written to ${out}`);
    } else io.out(json.trimEnd());
    return 0;
  },
};

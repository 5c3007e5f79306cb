// `cardwright init <folder> [--name <name>]`: creates a workspace (cardwright.json and sets/).
import { resolve } from 'node:path';
import { toHostFailure } from '../../electron/host/files';
import { createWorkspace } from '../../electron/host/workspace';
import { parseOptions, single } from '../options';
import { command } from './command';

export const init = command('init', {
  summary: 'create a workspace (cardwright.json and sets/) in <folder>',
  usage: 'init <folder> [--name <name>]',
  run: async (args, io) => {
    const parsed = parseOptions(args, { name: { type: 'string', multiple: true } });
    const name = single(parsed, 'name');
    if (parsed.positionals.length !== 1 || name === '') {
      io.err(parsed.positionals.length > 1 ? `cardwright init: give one folder, not ${parsed.positionals.length}` : 'cardwright init: give a folder, and a name after --name');
      return 2;
    }
    const folder = parsed.positionals[0]!;
    const absolute = resolve(folder);
    try {
      await createWorkspace(absolute, name ?? absolute.split(/[\\/]/).pop() ?? 'Workspace');
    } catch (error) {
      io.err(`cardwright init: ${toHostFailure(error, folder).message.replace(/\s+/g, ' ')}`);
      return 1;
    }
    io.out(`Created a workspace in ${absolute}`);
    return 0;
  },
});

import { resolve } from 'node:path';
import { HostFailure } from '../../electron/host/files';
import { createWorkspace } from '../../electron/host/workspace';
import type { Command } from './types';

export const init: Command = {
  summary: 'create a workspace (cardwright.json and sets/) in <folder>',
  usage: 'init <folder> [--name <name>]',
  run: async (rest, io) => {
    const nameAt = rest.indexOf('--name');
    const name = nameAt >= 0 ? rest[nameAt + 1] : undefined;
    const folder = rest.find((arg, i) => !arg.startsWith('--') && (nameAt < 0 || i !== nameAt + 1));
    if (!folder || (nameAt >= 0 && !name)) {
      io.err('cardwright init: give a folder, and a name after --name');
      return 2;
    }
    const absolute = resolve(folder);
    try {
      await createWorkspace(absolute, name ?? absolute.split(/[\\/]/).pop() ?? 'Workspace');
    } catch (error) {
      io.err(`cardwright init: ${error instanceof HostFailure ? error.message : String(error)}`);
      return 1;
    }
    io.out(`Created a workspace in ${absolute}`);
    return 0;
  },
};

// Makes a subcommand: its usage errors (UsageError, from reading its options) print one line
// and exit 2, whoever calls it.
import { UsageError } from '../options';
import type { Command } from './types';

export function command(name: string, spec: Command): Command {
  return {
    ...spec,
    run: async (args, io) => {
      try {
        return await spec.run(args, io);
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        io.err(`cardwright ${name}: ${error.message}`);
        return 2;
      }
    },
  };
}

// The host's handlers for set files: export a set of the workspace as JSON, import a set file
// as card-language source (see set-export.ts and set-import.ts).
import type { Handlers, HandlerContext, HostOptions } from './handlers';
import { HostFailure } from './files';
import { exportSetJson } from './set-export';
import { importSetJson } from './set-import';

type SetFileChannels = 'set:export-json' | 'set:import-json';

/** `rootOf` is the workspace of the caller's session (it refuses a caller without one). */
export function setFileHandlers(rootOf: (context: HandlerContext) => string, options: Pick<HostOptions, 'chooseSaveFile'>): Pick<Handlers, SetFileChannels> {
  return {
    'set:export-json': async ({ set, destination }, context) => {
      const choose = options.chooseSaveFile;
      if (destination === 'choose' && !choose) throw new HostFailure('unsupported', 'This host has no save dialog; export into the workspace instead');
      const ask = choose && destination === 'choose' ? (suggested: string) => choose(suggested, context.window) : undefined;
      return exportSetJson(rootOf(context), set, ask);
    },
    'set:import-json': async ({ content, replace }, context) => {
      const outcome = await importSetJson(rootOf(context), content, { replace });
      return outcome.ok ? { status: 'imported', ...outcome.value } : { status: 'invalid', problems: outcome.problems };
    },
  };
}

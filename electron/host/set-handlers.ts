// The host's handlers for set files: export a set of the workspace as JSON, import a set file
// as card-language source (see set-export.ts and set-import.ts).
import type { Handlers, HostOptions } from './handlers';
import { HostFailure } from './files';
import { exportSetJson } from './set-export';
import { importSetJson } from './set-import';

type SetFileChannels = 'set:export-json' | 'set:import-json';

export function setFileHandlers(requireRoot: () => string, options: Pick<HostOptions, 'chooseSaveFile'>): Pick<Handlers, SetFileChannels> {
  return {
    'set:export-json': async ({ set, destination }) => {
      if (destination === 'choose' && !options.chooseSaveFile) throw new HostFailure('unsupported', 'This host has no save dialog; export into the workspace instead');
      return exportSetJson(requireRoot(), set, destination === 'choose' ? options.chooseSaveFile : undefined);
    },
    'set:import-json': async ({ content, replace }) => {
      const outcome = await importSetJson(requireRoot(), content, { replace });
      return outcome.ok ? { status: 'imported', ...outcome.value } : { status: 'invalid', problems: outcome.problems };
    },
  };
}

// The host writes the studio's own saves without reporting them back as changes (the watcher
// knows their versions), so a table, replay or report just saved would not reach the explorer's
// listing. The parts that save them get a host that asks for a fresh listing after such a write.
import type { HostApi } from '../../../electron/shared/contract';
import { savedKindOf } from '../../../electron/shared/saved-files';

export function listingSavedFiles<H extends Pick<HostApi, 'createFile' | 'writeFile'>>(host: H, refreshListing: () => Promise<void>): H {
  return {
    ...host,
    createFile: async (request) => {
      const created = await host.createFile(request);
      if (created.ok && savedKindOf(request.path)) void refreshListing();
      return created;
    },
    writeFile: async (request) => {
      const written = await host.writeFile(request);
      if (written.ok && savedKindOf(request.path)) void refreshListing();
      return written;
    },
  };
}

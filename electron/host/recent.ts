// The list of recently opened workspaces, kept in the host's state folder.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { readTextFile, writeFileAtomic } from './files';

const MAX_RECENT = 10;
/** The list is a few hundred bytes; a bigger file is not ours. */
const MAX_LIST_BYTES = 64 * 1024;
const RecentFile = z.object({ version: z.literal(1), paths: z.array(z.string()).max(100) });

export class RecentWorkspaces {
  // Serialises updates so two opens in quick succession cannot drop one of them.
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly file: string) {}

  async list(): Promise<string[]> {
    try {
      const parsed = RecentFile.safeParse(JSON.parse(await readTextFile(this.file, 'The list of recent workspaces', { limit: MAX_LIST_BYTES })));
      return parsed.success ? parsed.data.paths.slice(0, MAX_RECENT) : [];
    } catch {
      return []; // missing or unreadable: start a fresh list rather than fail an open
    }
  }

  add(path: string): Promise<void> {
    // Chained after a catch: one failed update must not leave the queue rejected, which would
    // skip every later one.
    this.queue = this.queue.catch(() => undefined).then(async () => {
      const paths = [path, ...(await this.list()).filter((p) => p !== path)].slice(0, MAX_RECENT);
      await mkdir(dirname(this.file), { recursive: true });
      await writeFileAtomic(this.file, `${JSON.stringify({ version: 1, paths }, null, 2)}\n`);
    });
    // A failure to remember a workspace must never fail opening it.
    return this.queue.catch(() => undefined);
  }
}

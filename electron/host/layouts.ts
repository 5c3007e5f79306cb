// How each workspace was last left (tabs, cursor, explorer folders), kept in the host's state
// folder beside the recent workspaces. Kept by the host rather than the page because the
// page's storage belongs to its origin, and the web host's origin (its port) changes from one
// start to the next: only the host sees every start.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { WorkspaceLayout } from '../shared/contract';
import { readTextFile, writeFileAtomic } from './files';

/** Workspaces remembered; the least recently saved is forgotten first. */
export const MAX_LAYOUTS = 30;
const MAX_FILE_BYTES = 8 * 1024 * 1024;
export const LAYOUTS_VERSION = 1;

const Entry = z.object({ root: z.string().min(1), savedAt: z.number(), layout: WorkspaceLayout });
type Entry = z.infer<typeof Entry>;
const LayoutsFile = z.object({ version: z.literal(LAYOUTS_VERSION), workspaces: z.array(z.unknown()) });

export class WorkspaceLayouts {
  private entries: Entry[] | null = null;
  private loading: Promise<Entry[]> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private writeQueued = false;

  constructor(
    private readonly file: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async get(root: string): Promise<WorkspaceLayout | undefined> {
    return (await this.load()).find((entry) => entry.root === root)?.layout;
  }

  /** Remembers `layout` for `root`; resolves once it is on disk (a failure is not an error: it is only a convenience). */
  async save(root: string, layout: WorkspaceLayout): Promise<void> {
    const entries = await this.load();
    const kept = entries.filter((entry) => entry.root !== root);
    this.entries = [{ root, savedAt: this.now(), layout }, ...kept].slice(0, MAX_LAYOUTS);
    // Saves arrive in bursts (each tab opened): one write carries every save queued behind the running one.
    if (this.writeQueued) return this.writing;
    this.writeQueued = true;
    this.writing = this.writing.then(async () => {
      this.writeQueued = false;
      try {
        await mkdir(dirname(this.file), { recursive: true });
        await writeFileAtomic(this.file, `${JSON.stringify({ version: LAYOUTS_VERSION, workspaces: this.entries })}\n`);
      } catch {
        // The next start shows the workspace as a fresh one; nothing else depends on this file.
      }
    });
    return this.writing;
  }

  private load(): Promise<Entry[]> {
    if (this.entries) return Promise.resolve(this.entries);
    this.loading ??= this.read().then((entries) => {
      this.entries ??= entries;
      return this.entries;
    });
    return this.loading;
  }

  /** The file's entries; a missing or unreadable file, or an entry that no longer parses, is as none. */
  private async read(): Promise<Entry[]> {
    try {
      const parsed = LayoutsFile.safeParse(JSON.parse(await readTextFile(this.file, 'The workspace layouts', { limit: MAX_FILE_BYTES })));
      if (!parsed.success) return [];
      return parsed.data.workspaces.flatMap((raw) => {
        const entry = Entry.safeParse(raw);
        return entry.success ? [entry.data] : [];
      });
    } catch {
      return [];
    }
  }
}

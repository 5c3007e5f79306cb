// Which workspace a host opens when it starts: the one named on the command line, or else the
// one the user had open last, as a studio is expected to do. A last workspace that has since
// been moved or deleted is skipped quietly; the page then shows the welcome screen.
import { resolve } from 'node:path';
import type { Host } from './handlers';

export type StartupOpen = { opened: string | null; problem?: string };

export async function openAtStartup(host: Host, explicit: string | undefined): Promise<StartupOpen> {
  if (explicit !== undefined) {
    const path = resolve(explicit);
    const opened = await host.handle('workspace:open', { path });
    return opened.ok ? { opened: path } : { opened: null, problem: `Cannot open the workspace ${explicit}: ${opened.error.message}` };
  }
  const recent = await host.handle('workspace:recent', {});
  if (!recent.ok) return { opened: null };
  for (const path of (recent.value as { paths: string[] }).paths.slice(0, 1)) {
    const opened = await host.handle('workspace:open', { path });
    if (opened.ok) return { opened: path };
  }
  return { opened: null };
}

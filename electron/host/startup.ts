// Which workspace a window opens when it starts: the one named on the command line, or else
// the one the user had open last, as a studio is expected to do. The host checks a named
// workspace once at start (and refuses to start on one that is missing); each new session
// then opens it. A last workspace that has since been moved or deleted is skipped quietly; the
// page then shows the welcome screen.
import type { Host } from './handlers';

export type StartupCheck = { problem?: string };

export async function openAtStartup(host: Host, explicit: string | undefined): Promise<StartupCheck> {
  if (explicit === undefined) return {};
  try {
    await host.openAtStart(explicit);
    return {};
  } catch (error) {
    return { problem: `Cannot open the workspace ${explicit}: ${(error as Error).message}` };
  }
}

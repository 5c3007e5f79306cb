// On-disk formats of a workspace: `cardwright.json` at its root and `set.json` in each set
// folder. Each carries a version; `migrate*` upgrades older files before validation, so a
// workspace written by an earlier studio still opens.
import { z } from 'zod';
import { migrate, type Migration } from '../../engine/defs/migrate';
import { GameId } from './contract';

export const WORKSPACE_MANIFEST = 'cardwright.json';
export const SET_MANIFEST = 'set.json';
export const SETS_FOLDER = 'sets';
export const CARD_SOURCE_EXTENSION = '.cards';

export const WORKSPACE_VERSION = 1;
export const SET_VERSION = 1;

export const WorkspaceManifest = z
  .object({
    version: z.literal(WORKSPACE_VERSION),
    name: z.string().min(1).max(120),
    /** Games this workspace designs for; purely informative for now. */
    games: z.array(GameId).default([]),
  })
  .strict();
export type WorkspaceManifest = z.infer<typeof WorkspaceManifest>;

export const SetManifest = z
  .object({
    version: z.literal(SET_VERSION),
    game: GameId,
    name: z.string().min(1).max(120),
    description: z.string().max(2000).optional(),
    /**
     * A set played only when named: designer examples (cards that show the language at work,
     * each with a scenario) or a set made for measuring; left out when a command plays every set
     * of its game.
     */
    examples: z.boolean().optional(),
  })
  .strict();
export type SetManifest = z.infer<typeof SetManifest>;

/** Migrations keyed by the version they upgrade from. Version 1 is the first; none yet. */
const workspaceMigrations: Record<number, Migration> = {};
const setMigrations: Record<number, Migration> = {};

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
}

function parseWith<T>(text: string, file: string, schema: z.ZodType<T>, current: number, migrations: Record<number, Migration>): Parsed<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${file} is not valid JSON: ${(error as Error).message}` };
  }
  // A file without a version predates versioning: it reads as version 1.
  const doc = migrate(raw, current, migrations, 1);
  if (typeof doc === 'object' && doc !== null && typeof (doc as { version?: unknown }).version === 'number' && (doc as { version: number }).version > current) {
    return { ok: false, problem: `${file} was written by a newer Cardwright (version ${(doc as { version: number }).version}); this one reads up to ${current}` };
  }
  const result = schema.safeParse(doc);
  return result.success ? { ok: true, value: result.data } : { ok: false, problem: `${file}: ${describe(result.error)}` };
}

export function parseWorkspaceManifest(text: string): Parsed<WorkspaceManifest> {
  return parseWith(text, WORKSPACE_MANIFEST, WorkspaceManifest, WORKSPACE_VERSION, workspaceMigrations);
}

export function parseSetManifest(text: string): Parsed<SetManifest> {
  return parseWith(text, SET_MANIFEST, SetManifest, SET_VERSION, setMigrations);
}

export function formatManifest(value: WorkspaceManifest | SetManifest): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

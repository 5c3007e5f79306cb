// Reading a saved file (table, replay, simulation report): refused at once when a newer Cardwright
// wrote it, else brought up to this version by its migrations and checked by its schema, each
// problem located by its path in the file.
import type { z } from 'zod';

export type FileProblem = { path: string; message: string };

/** A zod issue path as a reader writes it: `branches[0].actions[3].seat`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || '(file)';
}

export function parseSavedFile<T>(
  raw: unknown,
  format: { schema: z.ZodType<T>; version: number; migrate: (raw: unknown) => unknown; /** "this table was saved by", "this replay was made by" */ writtenBy: string },
): { ok: true; value: T } | { ok: false; problems: FileProblem[] } {
  const version = typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
  if (typeof version === 'number' && version > format.version) {
    return { ok: false, problems: [{ path: 'version', message: `${format.writtenBy} a newer Cardwright (version ${version}; this one reads up to ${format.version})` }] };
  }
  const result = format.schema.safeParse(format.migrate(raw));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((i) => ({ path: issuePath(i.path), message: i.message.replace(/^Invalid input: /, '') })) };
}

// Upgrading a saved file one version at a time, by the migrations its format keeps beside its
// schema (set, deck, table, replay and scenario files alike).

/** One step: a file of the version it is keyed by, brought to the next. */
export type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

/**
 * `raw` upgraded to version `current` by `migrations`, keyed by the version each upgrades from.
 * What is not an object comes back as it is, for the schema to refuse at its place; a version
 * that is not a number is left for the schema too. A file without a version is given
 * `unversioned` and upgraded from there; without `unversioned` it reads as current, unchanged.
 */
export function migrate(raw: unknown, current: number, migrations: Readonly<Record<number, Migration>>, unversioned?: number): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  let doc = raw as Record<string, unknown>;
  if (doc.version === undefined && unversioned !== undefined) doc = { ...doc, version: unversioned };
  let version = typeof doc.version === 'number' ? doc.version : current;
  while (version < current) {
    const step = migrations[version];
    if (!step) break;
    doc = step(doc);
    version = typeof doc.version === 'number' ? doc.version : version + 1;
  }
  return doc;
}

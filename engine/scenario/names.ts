// Card names as scenarios write them: a definition's name (any case) or its id. A name two
// different definitions share is refused with both ids, so the author can name one exactly.
import type { CardDefinition } from '../defs';
import { editDistance } from '../text/edit-distance';

export type NameLookup = { ok: true; def: CardDefinition } | { ok: false; message: string };

export type CardNames = {
  lookup: (word: string) => NameLookup;
  /** Every card name of the scenario's sets, for messages. */
  all: string[];
};

export function cardNames(defs: readonly CardDefinition[]): CardNames {
  const byName = new Map<string, CardDefinition[]>();
  const byId = new Map<string, CardDefinition>();
  for (const def of defs) {
    byId.set(def.id, def);
    const key = def.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), def]);
  }
  const all = [...new Set(defs.map((d) => d.name))].sort((a, b) => a.localeCompare(b));
  return {
    all,
    lookup: (word) => {
      const exact = byId.get(word);
      if (exact) return { ok: true, def: exact };
      const found = byName.get(word.trim().toLowerCase()) ?? [];
      if (found.length === 1) return { ok: true, def: found[0]! };
      if (found.length > 1) return { ok: false, message: `"${word}" names ${found.length} cards (${found.map((d) => d.id).join(', ')}); write the card's id instead` };
      // A big set's whole list would bury the message: name the closest few then.
      const listed = all.length <= LIST_ALL ? all.join(', ') || 'none' : `${closest(word, all).join(', ')}… of ${all.length}`;
      return { ok: false, message: `no card called "${word}" in the scenario's sets (cards: ${listed})` };
    },
  };
}

const LIST_ALL = 24;

/** The names nearest to `word` by edit distance (ignoring case), best first. */
function closest(word: string, names: readonly string[], count = 5): string[] {
  const w = word.trim().toLowerCase();
  return names
    .map((name) => ({ name, d: editDistance(w, name.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((e) => e.name);
}

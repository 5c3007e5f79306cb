// The games a new set may be for, with a new card's snippet per card kind (the new-set
// wizard). Loaded when the wizard first opens, as a chunk of its own: the vocabularies are
// plain data, but the page has no need of them until then (the language worker has its own).
import type { GameChoice } from './new-set';

let loading: Promise<GameChoice[]> | null = null;

export function gameChoices(): Promise<GameChoice[]> {
  loading ??= Promise.all([import('../../../engine/games/vocabularies'), import('../../../card-dsl/service/snippets')])
    .then(([{ vocabularies }, { snippetsOf }]) =>
      [...vocabularies.values()].map((v) => ({ game: v.game, name: v.name, kinds: snippetsOf(v).map((s) => ({ kind: s.kind, label: s.label, snippet: s.snippet })) })),
    )
    .catch((error: unknown) => {
      loading = null; // a chunk that failed to load is tried again next time
      throw error;
    });
  return loading;
}

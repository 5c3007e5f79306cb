// The games a new set may be for, with a new card's snippet per card kind (the new-set
// wizard), from the engine's vocabularies (plain data the page already holds for its grammar).
import { snippetsOf } from '../../../card-dsl/service/snippets';
import { vocabularies } from '../../../engine/games/vocabularies';
import type { GameChoice } from './new-set';

export function gameChoices(): Promise<GameChoice[]> {
  return Promise.resolve(
    [...vocabularies.values()].map((v) => ({ game: v.game, name: v.name, kinds: snippetsOf(v).map((s) => ({ kind: s.kind, label: s.label, snippet: s.snippet })) })),
  );
}

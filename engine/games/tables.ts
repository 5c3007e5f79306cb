// The table layout of every game, by game id, and the generic layout that serves a game with
// none of its own: a game gets its own table by adding a table.ts beside its vocabulary and
// listing it here. Plain data, validated by the schema in engine/defs/table-layout.ts.
import { genericLayout, TableLayout } from '../defs/table-layout';
import type { Vocabulary } from '../defs';
import { table as fourSouls } from './four-souls/table';
import { table as stakBots } from './stak-bots/table';

/** Each game's own layout, parsed (defaults filled in) once. */
export const gameTables: ReadonlyMap<string, TableLayout> = new Map([fourSouls, stakBots].map((t) => [t.game, TableLayout.parse(t)]));

/** The layout of a game: its own, else the generic one made from its vocabulary. */
export function tableLayoutOf(vocabulary: Pick<Vocabulary, 'game' | 'zones' | 'resources'>): TableLayout {
  return gameTables.get(vocabulary.game) ?? genericLayout(vocabulary);
}

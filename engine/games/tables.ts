// The table layout of every game, by game id, and the generic layout that serves a game with
// none of its own: a game gets its own table by adding a table.ts beside its vocabulary and
// listing it here. Plain data, validated by the schema in engine/defs/table-layout.ts; a layout
// with slots comes with the game's reader of where its cards lie (`gamePlacements`).
import { genericLayout, TableLayout, type Placement } from '../defs/table-layout';
import type { Vocabulary } from '../defs';
import type { CardMark } from '../defs/table-layout';
import type { CardRef, GameState } from '../core/state';
import { attachment as destinyAttachment, marks as destinyMarks, table as destiny } from './destiny/table';
import { table as fourSouls } from './four-souls/table';
import { placement as smashUpPlacement, table as smashUp } from './smash-up/table';
import { table as stakBots } from './stak-bots/table';

/** Each game's own layout, parsed (defaults filled in) once. */
export const gameTables: ReadonlyMap<string, TableLayout> = new Map([fourSouls, stakBots, smashUp, destiny].map((t) => [t.game, TableLayout.parse(t)]));

/** Where the game says a card of a layout's `slots.placed` zones lies; null: at no slot. */
export type PlacementReader = (state: GameState, card: CardRef) => Placement | null;

/** The placement reader of each game whose layout has slots. */
export const gamePlacements: ReadonlyMap<string, PlacementReader> = new Map([[smashUp.game, smashUpPlacement]]);

/** Where the game says a card of a zone placed `attached` lies: the card it is on; null: on none. */
export type AttachmentReader = (state: GameState, card: CardRef) => CardRef | null;

/** The attachment reader of each game whose layout draws cards on others. */
export const gameAttachments: ReadonlyMap<string, AttachmentReader> = new Map([[destiny.game, destinyAttachment]]);

/** What the game says of some cards now (Destiny's battlefield claimed this round), by card. */
export type MarkReader = (state: GameState) => Record<CardRef, CardMark[]>;

/** The mark reader of each game that marks cards on its table. */
export const gameMarks: ReadonlyMap<string, MarkReader> = new Map([[destiny.game, destinyMarks]]);

/** The layout of a game: its own, else the generic one made from its vocabulary. */
export function tableLayoutOf(vocabulary: Pick<Vocabulary, 'game' | 'zones' | 'resources'>): TableLayout {
  return gameTables.get(vocabulary.game) ?? genericLayout(vocabulary);
}

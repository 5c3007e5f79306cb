// Where the souls of a game came from (Four Souls, and any game whose events report souls).
import type { Game } from '../core/engine';
import type { GameEvent, GameState } from '../core/state';
import type { CardDefinition } from '../defs';
import type { SimPart } from './part';

/** Where a soul came from, by the card that became it: "bosses", "bonus souls", "loot", "items", "bonus cards", else its kind. */
export function soulSource(def: CardDefinition | undefined): string {
  if (!def) return 'unknown cards';
  switch (def.kind) {
    case 'monster':
      return def.tags.includes('boss') ? 'bosses' : 'monsters';
    case 'bonus-soul':
      return 'bonus souls'; // [FS-VAR-2]
    case 'loot':
      return 'loot'; // Lost Soul
    case 'item':
      return 'items'; // The Bone, Pandora's Box, The Chest
    case 'bonus':
      return 'bonus cards'; // Holy Chest
    default:
      return def.kind;
  }
}

type Souls = NonNullable<SimPart['souls']>;

/**
 * Counts souls from a game's events into `souls`, or null for a game whose events report none.
 * A card that went into a souls zone without a `soul-gained` event is counted apart.
 */
export function soulCounter(game: Game, souls: Souls): ((state: GameState, events: readonly GameEvent[]) => void) | null {
  const vocabulary = game.module.vocabulary;
  if (!vocabulary.events.some((e) => e.name === 'soul-gained')) return null;
  const soulsZone = vocabulary.zones.some((z) => z.name === 'souls') ? 'souls' : null;
  const defOf = (state: GameState, card: unknown) => (typeof card === 'number' ? game.defs.get(state.cards[card]?.def ?? '') : undefined);
  return (state, events) => {
    let reported: Set<unknown> | null = null;
    for (const event of events) {
      if (event.type !== 'soul-gained') continue;
      souls.gained += 1;
      const source = soulSource(defOf(state, event.card));
      souls.bySource[source] = (souls.bySource[source] ?? 0) + 1;
      (reported ??= new Set()).add(event.card);
    }
    if (soulsZone === null) return;
    for (const event of events) {
      if (event.type !== 'moved' || event.to !== soulsZone || event.from === soulsZone || reported?.has(event.card)) continue;
      const source = soulSource(defOf(state, event.card));
      souls.unreported[source] = (souls.unreported[source] ?? 0) + 1;
    }
  };
}

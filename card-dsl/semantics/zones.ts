// Zones a card names without saying which: `your top bot`, `each opponent's top bot`. Printed
// cards say it so when a game has one pile per player (a Stak Bots stak, a deck): the player's
// only ordered zone of their own. Checker and compiler both read the name from here.
import type { Vocabulary } from '../../engine/defs';
import type { ZoneRef } from '../syntax/ast';

/** The game's one ordered zone per player, or null when it has none or several. */
export function pileZone(vocabulary: Vocabulary): string | null {
  const piles = vocabulary.zones.filter((z) => z.scope === 'seat' && z.ordered);
  return piles.length === 1 ? piles[0]!.name : null;
}

/** The zone a reference means: its name, or the game's pile for an implied one ('' when there is none). */
export function zoneName(vocabulary: Vocabulary, ref: ZoneRef): string {
  return ref.implied === true ? (pileZone(vocabulary) ?? '') : ref.zone.text;
}

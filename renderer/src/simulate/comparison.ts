// Whether a result can be compared with the one before it (or with a saved report), and what
// else differs between them. Two runs are compared when they are of the same game with as many
// seats: the cards, the bots, the seed, the decks and the variants with their parameters may all
// differ, since each is something a balance pass changes to see what it does. Only what those
// figures cannot be read across is refused: another game has other cards, and another number of
// seats has other seats and other win rates.
import type { SimResult } from './controller';
import { variantsWords } from './words';

export type Comparison = { ok: true; variants: string | null } | { ok: false; why: string };

/** Whether two results can be compared: the same game with as many seats. */
export function comparable(result: SimResult, previous: SimResult | null): previous is SimResult {
  return previous !== null && previous.config.game === result.config.game && previous.summary.players === result.summary.players;
}

/**
 * `result` against `previous`: refused with the reason in words, or allowed with the variants
 * of each where they differ. `games` names a game for the reader.
 */
export function comparison(result: SimResult, previous: SimResult, games: (id: string) => string = (id) => id): Comparison {
  if (previous.config.game !== result.config.game) return { ok: false, why: `it is of ${games(previous.config.game)}, this one of ${games(result.config.game)}` };
  if (previous.summary.players !== result.summary.players) return { ok: false, why: `it had ${previous.summary.players} seats, this one ${result.summary.players}` };
  const now = variantsWords(result.config.variants);
  const before = variantsWords(previous.config.variants);
  return { ok: true, variants: now === before ? null : `variants ${before} then, ${now} now` };
}

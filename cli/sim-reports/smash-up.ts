// Smash Up's part of the `cardwright sim` report: win rates by faction pair (the two factions
// each player's deck was shuffled from at setup) and how often each base scored and the VP it gave.
import type { Game } from '../../engine/core/engine';
import { FIRST_CARD, type GameEvent, type GameState, type SeatId } from '../../engine/core/state';
import { factionOf } from '../../engine/games/smash-up/setup';
import type { GameSimReporter, GameSimSection, GameTally } from './types';
import { winRateLines, winRatesBy } from './win-rates';

export type FactionPairFigures = {
  /** The pair, its factions in alphabetical order and joined by " + " ("gnomes + night-owls"). */
  pair: string;
  /** Seats dealt this pair over the run: every game counts once per player. */
  games: number;
  /** Wins of those seats (a shared win counts its share). */
  wins: number;
};

export type BaseFigures = {
  /** The base card's name. */
  base: string;
  /** Times it scored. */
  scored: number;
  /** VP awarded by all its scorings, every place together. */
  vp: number;
};

export type SmashUpSimSection = {
  kind: 'smash-up';
  /** Most played pair first. */
  factionPairs: FactionPairFigures[];
  /** Most scored base first. */
  bases: BaseFigures[];
};

/**
 * A seat's factions: the sets of the minions and actions it owns when the game begins, which
 * is its deck and hand as setup dealt them (madness and treasures are not part of a faction deck).
 */
export function factionsOf(game: Game, state: GameState, seat: SeatId): string[] {
  const factions = new Set<string>();
  for (let n = FIRST_CARD; n < state.cards.length; n += 1) {
    const card = state.cards[n];
    if (!card || card.owner !== seat) continue;
    const def = game.defs.get(card.def);
    if (!def || (def.kind !== 'minion' && def.kind !== 'action')) continue;
    if (def.tags.includes('madness') || def.tags.includes('treasure')) continue;
    factions.add(factionOf(def));
  }
  return [...factions].sort();
}

function tally(game: Game): GameTally {
  const pairs = winRatesBy((state, seat) => factionsOf(game, state, seat).join(' + '));
  const bases = new Map<string, BaseFigures>();
  let baseName = (_card: unknown) => '';
  // The base whose `scored` events are coming in: one scoring gives one event per place, and
  // the base leaves its slot (a `moved` event) before it can score again.
  let scoring: unknown = null;
  const look = (events: readonly GameEvent[]) => {
    for (const event of events) {
      if (event.type === 'moved' && event.card === scoring) scoring = null;
      if (event.type !== 'scored') continue;
      const name = baseName(event.card);
      const figures = bases.get(name) ?? { base: name, scored: 0, vp: 0 };
      bases.set(name, figures);
      if (event.card !== scoring) {
        figures.scored += 1;
        scoring = event.card;
      }
      figures.vp += typeof event.vp === 'number' ? event.vp : 0;
    }
  };
  return {
    begin(state, events) {
      pairs.begin(state);
      baseName = (card) => {
        const def = typeof card === 'number' ? game.defs.get(state.cards[card]?.def ?? '') : undefined;
        return def?.name ?? 'unknown base';
      };
      scoring = null;
      look(events);
    },
    events: look,
    end(_state, winners) {
      pairs.end(winners);
    },
    result: () => ({
      kind: 'smash-up',
      factionPairs: pairs.rows().map(({ group, games, wins }) => ({ pair: group, games, wins })),
      bases: [...bases.values()].sort((a, b) => b.scored - a.scored || a.base.localeCompare(b.base)),
    }),
  };
}


function lines(section: GameSimSection): string[] {
  if (section.kind !== 'smash-up') return [];
  const out: string[] = [];
  const { factionPairs, bases } = section;
  out.push(...winRateLines('faction pair', factionPairs.map(({ pair, games, wins }) => ({ name: pair, games, wins }))));
  if (bases.length === 0) {
    out.push('  VP by base: no base scored');
    return out;
  }
  const baseWidth = Math.max('base'.length, ...bases.map((b) => b.base.length));
  out.push(`  VP by base (mean VP awarded per scoring, every place together):`);
  out.push(`    ${'base'.padEnd(baseWidth)}  scored  mean VP`);
  for (const { base, scored, vp } of bases) {
    out.push(`    ${base.padEnd(baseWidth)}  ${`${scored}`.padStart(6)}  ${(vp / scored).toFixed(2).padStart(7)}`);
  }
  return out;
}

export const smashUpReporter: GameSimReporter = { tally, lines };

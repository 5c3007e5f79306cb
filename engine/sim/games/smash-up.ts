// Smash Up's own figures of a run: win rates by faction pair (the two factions each player's
// deck was shuffled from at setup), and how often each base scored and the VP it gave.
import type { Game } from '../../core/engine';
import { FIRST_CARD, type GameEvent, type GameState, type SeatId } from '../../core/state';
import { factionOf } from '../../games/smash-up/setup';
import type { GameFiguresRules } from './types';
import { addGroupCounts, groupFigures, groupTally, type GroupCounts } from './win-rates';

export type SmashUpPart = {
  kind: 'smash-up';
  /** "gnomes + night-owls" (factions in alphabetical order) -> seat-games and win units. */
  factionPairs: GroupCounts;
  /** Base name -> times it scored, and the VP all its scorings gave (every place together). */
  bases: Record<string, { scored: number; vp: number }>;
};

export type FactionPairRate = { pair: string; games: number; wins: number; winRate: number; winMargin: number };
export type BaseScoring = { base: string; scored: number; vp: number; meanVp: number };

export type SmashUpFigures = {
  kind: 'smash-up';
  /** Most played pair first. */
  factionPairs: FactionPairRate[];
  /** Most scored base first. */
  bases: BaseScoring[];
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

export const smashUpFigures: GameFiguresRules<SmashUpPart, SmashUpFigures> = {
  kind: 'smash-up',
  title: 'Smash Up: faction pairs and bases',
  empty: () => ({ kind: 'smash-up', factionPairs: {}, bases: {} }),
  tally(game) {
    const part = smashUpFigures.empty();
    const pairs = groupTally(part.factionPairs, (state, seat) => factionsOf(game, state, seat).join(' + '));
    let baseName = (_card: unknown) => '';
    // The base whose `scored` events are coming in: one scoring gives one event per place, and
    // the base leaves its slot (a `moved` event) before it can score again.
    let scoring: unknown = null;
    const look = (events: readonly GameEvent[]) => {
      for (const event of events) {
        if (event.type === 'moved' && event.card === scoring) scoring = null;
        if (event.type !== 'scored') continue;
        const figures = (part.bases[baseName(event.card)] ??= { scored: 0, vp: 0 });
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
      end: (_state, winners) => pairs.end(winners),
      result: () => part,
    };
  },
  merge(into, from) {
    addGroupCounts(into.factionPairs, from.factionPairs);
    for (const base in from.bases) {
      const figures = (into.bases[base] ??= { scored: 0, vp: 0 });
      figures.scored += from.bases[base]!.scored;
      figures.vp += from.bases[base]!.vp;
    }
  },
  summarize(part, players) {
    return {
      kind: 'smash-up',
      factionPairs: groupFigures(part.factionPairs, players).map(({ group, ...rest }) => ({ pair: group, ...rest })),
      bases: Object.entries(part.bases)
        .map(([base, { scored, vp }]) => ({ base, scored, vp, meanVp: scored === 0 ? 0 : vp / scored }))
        .sort((a, b) => b.scored - a.scored || a.base.localeCompare(b.base)),
    };
  },
};

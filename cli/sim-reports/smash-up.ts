// Smash Up's part of the `cardwright sim` report: win rates by faction pair (the two factions
// each player's deck was shuffled from at setup) and how often each base scored and the VP it
// gave, as engine/sim/games/smash-up.ts counts them.
import { smashUpFigures } from '../../engine/sim/games';
import type { GameSimReporter, GameSimSection } from './types';
import { tallyOf, winRateLines } from './win-rates';

export { factionsOf } from '../../engine/sim/games';

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

function section(...[part, players]: Parameters<typeof smashUpFigures.summarize>): SmashUpSimSection {
  const figures = smashUpFigures.summarize(part, players);
  return {
    kind: 'smash-up',
    factionPairs: figures.factionPairs.map(({ pair, games, wins }) => ({ pair, games, wins })),
    bases: figures.bases.map(({ base, scored, vp }) => ({ base, scored, vp })),
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

export const smashUpReporter: GameSimReporter = { tally: (game) => tallyOf(smashUpFigures.tally(game), section), lines };

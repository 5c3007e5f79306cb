// Bot games played in parts and merged (several workers of the studio, or the command line in
// one part), and the figures of a run: win rates, game lengths, souls, card impact.
export type { SimDecks, SimOptions, SimTally, VariantValues } from './options';
export { emptyPart, mergeParts, type SimPart } from './part';
export { playGames } from './play';
export { summarize, type SimSummary } from './summary';
export type { CardImpact, CardFigures } from './card-impact';
export type { LengthBucket, LengthFigures } from './histogram';
export { soulSource } from './souls';
export { gameFiguresTitle, hasGameFigures, type GameFigures, type GamePart, type DestinyFigures, type SmashUpFigures, type FactionPairRate, type TeamRate, type BaseScoring } from './games';

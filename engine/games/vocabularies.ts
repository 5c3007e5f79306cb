// The vocabulary of every game, by game id: what the card language checks cards against.
// Plain data, no rules code; a game may have its words here before the engine runs its rules.
import type { Vocabulary } from '../defs';
import { vocabulary as destiny } from './destiny/vocabulary';
import { vocabulary as fourSouls } from './four-souls/vocabulary';
import { vocabulary as smashUp } from './smash-up/vocabulary';
import { vocabulary as stakBots } from './stak-bots/vocabulary';

export const vocabularies: ReadonlyMap<string, Vocabulary> = new Map([stakBots, fourSouls, smashUp, destiny].map((v) => [v.game, v]));

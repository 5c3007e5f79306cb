// The decks and cards of the modules switched on, made once the faction decks and the base deck
// are (SU-SETUP-3, SU-SETUP-5, SU-SETUP-7): at setup, or after the faction draft.
import type { CardDefinition } from '../../defs';
import type { Ctx } from '../../core/context';
import { madnessOn, setupMadness } from './madness';
import { monstersOn, setupMonsters } from './monsters';
import { setupTitans, titansOn } from './titans';

export function setUpModules(ctx: Ctx, cards: readonly CardDefinition[]): void {
  if (madnessOn(ctx)) setupMadness(ctx, cards);
  if (monstersOn(ctx)) setupMonsters(ctx, cards);
  if (titansOn(ctx)) setupTitans(ctx, cards);
}

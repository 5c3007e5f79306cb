// Playing cards (docs/rules/destiny.md, "Playing cards"): an event does what it says and goes to
// its owner's discard pile; an upgrade goes on one of its player's characters (3 at most) and a
// support in front of its player, each bringing its die onto the card; every card costs its
// printed resources, and without enough it stays in hand (SWD-PLAY-1 to SWD-PLAY-7,
// SWD-X-COST-1, SWD-X-COST-8, A-2). Ambush gives an additional action (keywords.ts).
import type { Action, Ctx } from '../../core/context';
import { emit, gainResource, moveCard, scopeFor, startEffect, withTargets } from '../../core/ops';
import type { Effect } from '../../defs';
import type { CardRef, SeatId } from '../../core/state';
import { makeDice } from './dice';
import { CHARACTERS, DISCARD, HAND, IN_PLAY, SUPPORTS, UPGRADES, cardNumber, defOf, onKey, upgradesOn, zone, zoneOf } from './principles';
import { grantAmbush } from './keywords';

const COLOURS = ['blue', 'red', 'yellow'] as const;
export const resourcesOf = (ctx: Ctx, seat: SeatId) => ctx.state.seats.find((s) => s.id === seat)?.resources.resources ?? 0;

/** Whether the player already has a card of this title in play (SWD-GLOS-4, SWD-X-KW-5, A-10). */
function titleInPlay(ctx: Ctx, seat: SeatId, name: string): boolean {
  for (const type of IN_PLAY) for (const card of zone(ctx.state, seat, type).cards) if (defOf(ctx, card)?.name === name) return true;
  return false;
}

/** The cards of the hand that can be played now, with the character an upgrade goes on. */
export function playMoves(ctx: Ctx, seat: SeatId, out: Action[]): void {
  const { state } = ctx;
  const resources = resourcesOf(ctx, seat);
  const characters = zone(state, seat, CHARACTERS).cards;
  const seen = new Set<string>();
  for (const card of zone(state, seat, HAND).cards) {
    const def = defOf(ctx, card);
    if (!def || seen.has(def.id)) continue; // copies in hand play alike
    seen.add(def.id);
    if ((def.stats.cost ?? 0) > resources) continue; // SWD-X-COST-1
    if (def.tags.includes('unique') && titleInPlay(ctx, seat, def.name)) continue;
    if (state.options['colour-needs-character-in-play'] === true) {
      // A-11 with the quick rules' reading: a coloured card needs a character of its colour in play (SWD-COLOR-2).
      const colour = COLOURS.find((c) => def.tags.includes(c));
      if (colour && !characters.some((c) => defOf(ctx, c)?.tags.includes(colour))) continue;
    }
    if (def.kind === 'upgrade') {
      for (const character of characters) if (upgradesOn(state, character).length < 3) out.push({ seat, kind: 'play', card, on: character }); // SWD-PLAY-4
    } else if (def.kind === 'support' || def.kind === 'event') out.push({ seat, kind: 'play', card });
  }
}

export function playCard(ctx: Ctx, seat: SeatId, card: CardRef, on: CardRef | null): void {
  const { state } = ctx;
  const def = defOf(ctx, card);
  if (!def) return;
  gainResource(ctx, seat, 'resources', -(def.stats.cost ?? 0)); // SWD-PLAY-7
  if (def.kind === 'upgrade' && on !== null) {
    moveCard(ctx, card, zoneOf(seat, UPGRADES), 'top', true);
    state.flags.game[onKey(card)] = cardNumber(on);
    state.cards[card]!.exhausted = false; // SWD-READY-2
    makeDice(ctx, card); // SWD-PLAY-3, SWD-X-ACT-4: it waits on the card
  } else if (def.kind === 'support') {
    moveCard(ctx, card, zoneOf(seat, SUPPORTS), 'top', true);
    state.cards[card]!.exhausted = false;
    makeDice(ctx, card);
  } else {
    // An event does what it says, then lies in its owner's discard pile (SWD-PLAY-1).
    moveCard(ctx, card, zoneOf(state.cards[card]!.owner ?? seat, DISCARD), 'top', true);
  }
  emit(ctx, { type: 'played', card, player: seat });
  const steps: Effect[] = [];
  for (const ability of def.abilities) if (ability.kind === 'play') steps.push(withTargets(ability.targets, ability.effect));
  if (steps.length > 0) startEffect(ctx, steps.length === 1 ? steps[0]! : { kind: 'sequence', steps }, scopeFor(ctx, card, seat));
  if (def.tags.includes('ambush')) grantAmbush(ctx);
}

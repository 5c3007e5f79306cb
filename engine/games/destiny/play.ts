// Playing cards (docs/rules/destiny.md, "Playing cards"): an event does what it says and goes to
// its owner's discard pile; an upgrade goes on one of its player's characters (3 at most) and a
// support in front of its player, each bringing its die onto the card; every card costs its
// printed resources, and without enough it stays in hand (SWD-PLAY-1 to SWD-PLAY-7,
// SWD-X-COST-1, SWD-X-COST-8, A-2). Ambush gives an additional action (keywords.ts).
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, child, takeAnswer } from '../../core/context';
import { select, statOf } from '../../core/evaluate';
import { emit, gainResource, moveCard, scopeFor, startEffect, withTargets } from '../../core/ops';
import type { CardDefinition, Effect } from '../../defs';
import { type CardRef, type Scope, type SeatId, cardRefIn, isCard } from '../../core/state';
import { prohibited } from '../../core/prohibitions';
import { makeDice } from './dice';
import { CHARACTERS, DISCARD, HAND, IN_PLAY, SUPPORTS, UPGRADES, defOf, hasKeyword, onKey, upgradesOn, zone, zoneOf } from './principles';
import { discardUpgrade, grantAmbush } from './keywords';

const COLOURS = ['blue', 'red', 'yellow'] as const;
export const resourcesOf = (ctx: Ctx, seat: SeatId) => ctx.state.seats.find((s) => s.id === seat)?.resources.resources ?? 0;

/** Whether the player already has a card of this title in play (SWD-GLOS-4, SWD-X-KW-5, A-10). */
function titleInPlay(ctx: Ctx, seat: SeatId, name: string): boolean {
  for (const type of IN_PLAY) for (const card of zone(ctx.state, seat, type).cards) if (defOf(ctx, card)?.name === name) return true;
  return false;
}

/**
 * A-11 with the quick rules' reading (`colour-needs-character-in-play` on): a blue, red or yellow
 * card needs a character of its colour in play, however it is played, for free included
 * (SWD-COLOR-2, SWD-X-COST-6).
 */
function colourAllows(ctx: Ctx, seat: SeatId, def: CardDefinition): boolean {
  if (ctx.state.options['colour-needs-character-in-play'] !== true) return true;
  const colour = COLOURS.find((c) => def.tags.includes(c));
  return !colour || zone(ctx.state, seat, CHARACTERS).cards.some((c) => defOf(ctx, c)?.tags.includes(colour));
}

/** What every play of a card needs, paid or free: no unique card of its title in play (SWD-X-KW-5), its colour allowed. */
function titleAndColourAllow(ctx: Ctx, seat: SeatId, def: CardDefinition): boolean {
  return !(def.tags.includes('unique') && titleInPlay(ctx, seat, def.name)) && colourAllows(ctx, seat, def);
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
    if (prohibited(ctx, 'played', card)) continue; // SWD-X-GEN-2: whatever allows it
    seen.add(def.id);
    const cost = costOf(ctx, card);
    if (cost > resources && def.kind !== 'upgrade') continue; // SWD-X-COST-1
    if (!titleAndColourAllow(ctx, seat, def)) continue;
    if (def.kind === 'upgrade') {
      const replacing = mayReplace(ctx, seat);
      for (const character of characters) {
        const carried = upgradesOn(state, character);
        if (carried.length < 3 && cost <= resources) out.push({ seat, kind: 'play', card, on: character }); // SWD-PLAY-4
        if (!replacing) continue;
        for (const old of carried) {
          const oldDef = defOf(ctx, old);
          // Not a unique upgrade for another copy of itself (SWD-X-COST-4).
          if (!oldDef || (oldDef.tags.includes('unique') && oldDef.name === def.name)) continue;
          if (Math.max(0, cost - costOf(ctx, old)) <= resources) out.push({ seat, kind: 'play', card, on: character, replacing: old });
        }
      }
    } else if (def.kind === 'support' || def.kind === 'event') out.push({ seat, kind: 'play', card });
  }
}

/** The turn flag set once a player has replaced an upgrade this round (SWD-X-COST-3, A-18). */
const REPLACED = 'replaced';
const replacedKey = (ctx: Ctx, seat: SeatId) => `${REPLACED}:${seat}`;

/** Whether the player may still replace an upgrade at a discount: once a round, or always with `replace-once-per-round` off. */
function mayReplace(ctx: Ctx, seat: SeatId): boolean {
  return ctx.state.options['replace-once-per-round'] === false || (ctx.state.flags.turn[replacedKey(ctx, seat)] ?? 0) === 0;
}

/**
 * What a card costs now: its printed cost with every change of active cards and lasting effects
 * applied (`static: … cost 1 less`), never below 0. A change lasts as long as what makes it: when
 * its card leaves play, the cost is printed cost again; "cheapest" compares these (SWD-X-COST-7).
 */
export function costOf(ctx: Ctx, card: CardRef): number {
  return Math.max(0, statOf(ctx, card, 'cost'));
}

export function playCard(ctx: Ctx, seat: SeatId, card: CardRef, on: CardRef | null, replacing: CardRef | null = null): void {
  const played = layCard(ctx, seat, card, on, replacing, false);
  if (played) startEffect(ctx, played.effect, played.scope);
}

/**
 * Puts a card from hand into play (or an event into its discard pile) and returns its on-play
 * text to resolve, if any. `free`: its cost is not paid (SWD-X-COST-6); only the card's own cost
 * is waived, so a die face's cost or a cost its text names is still paid when it comes to that.
 */
function layCard(ctx: Ctx, seat: SeatId, card: CardRef, on: CardRef | null, replacing: CardRef | null, free: boolean): { effect: Effect; scope: Scope } | null {
  const { state } = ctx;
  const def = defOf(ctx, card);
  if (!def) return null;
  let cost = free ? 0 : costOf(ctx, card);
  if (replacing !== null) {
    // The old upgrade's cost comes off the new one's, down to 0 at least; the old one is discarded (SWD-PLAY-5, SWD-X-COST-3, A-18).
    cost = Math.max(0, cost - costOf(ctx, replacing));
    state.flags.turn[replacedKey(ctx, seat)] = 1;
    discardUpgrade(ctx, replacing);
    emit(ctx, { type: 'replaced', card: replacing, player: seat });
  }
  gainResource(ctx, seat, 'resources', -cost); // SWD-PLAY-7
  if (def.kind === 'upgrade' && on !== null) {
    moveCard(ctx, card, zoneOf(seat, UPGRADES), 'top', true);
    state.flags.game[onKey(card)] = on;
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
  if (hasKeyword(ctx, card, 'ambush')) grantAmbush(ctx);
  const steps: Effect[] = [];
  for (const ability of def.abilities) if (ability.kind === 'play') steps.push(withTargets(ability.targets, ability.effect));
  if (steps.length === 0) return null;
  return { effect: steps.length === 1 ? steps[0]! : { kind: 'sequence', steps }, scope: scopeFor(ctx, card, seat) };
}

/**
 * `play-free <cards>`: the player plays each chosen card of their hand without paying its cost
 * (SWD-X-COST-6), one after another, an upgrade on a character of theirs with room that they
 * choose. Everything else about playing holds: a card that cannot be played now (forbidden by a
 * card, SWD-X-GEN-2; a unique title already in play; a colour no character of theirs has, with
 * `colour-needs-character-in-play` on; an upgrade with no character to go on)
 * stays in hand. Each played card's text resolves before the next is played.
 */
export const playFreeVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const mem = frame.mem as { cards?: CardRef[]; asked?: CardRef };
  mem.cards ??= typeof args.card === 'object' && args.card !== null ? select(ctx, args.card as never, frame.scope).filter(isCard) : [];
  if (mem.asked !== undefined) {
    const card = mem.asked;
    mem.asked = undefined;
    const reply = takeAnswer(frame);
    const on = reply?.kind === 'pick' ? cardRefIn(state, reply.id) : null;
    if (on !== null && state.cards[card]?.zone === zoneOf(seat, HAND)) {
      const played = layCard(ctx, seat, card, on, null, true);
      if (played) return child(played.effect, played.scope);
    }
  }
  while (mem.cards.length > 0) {
    const card = mem.cards.shift()!;
    const def = defOf(ctx, card);
    if (!def || state.cards[card]?.zone !== zoneOf(seat, HAND)) continue;
    if (prohibited(ctx, 'played', card)) continue;
    if (!titleAndColourAllow(ctx, seat, def)) continue;
    if (def.kind === 'upgrade') {
      const room = zone(state, seat, CHARACTERS).cards.filter((c) => upgradesOn(state, c).length < 3);
      if (room.length === 0) continue;
      mem.asked = card;
      return { prompt: { kind: 'choose', seat, label: `Play ${def.name} on a character`, candidates: room, min: 1, max: 1, picked: [] } };
    }
    if (def.kind !== 'support' && def.kind !== 'event') continue;
    const played = layCard(ctx, seat, card, null, null, true);
    if (played) return child(played.effect, played.scope);
  }
  return DONE;
};

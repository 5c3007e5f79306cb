// Playing minions and actions (docs/rules/smash-up.md, "Playing minions and actions"): the
// moves of the play cards phase and what each does.
import type { Ability, CardDefinition, Effect } from '../../defs';
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, WAIT, child, pickedCard, takeAnswer } from '../../core/context';
import { interned } from '../../core/evaluate';
import { bumpFlag, emit, moveCard, scopeFor, startEffect, withTargets } from '../../core/ops';
import { prohibited } from '../../core/prohibitions';
import { ruleNumber } from '../../core/rule-numbers';
import { cardRefIn, type CardRef, type Scope, type SeatId } from '../../core/state';
import { talentReady } from './talent';
import { ACTION_WINDOW, counterWaiting } from './specials';
import { IGNORE_BASE, YOU_IGNORE_BASE } from './cancel';
import { mayAffect } from './affect';
import { ACTIONS, DECK, DISCARD, MINIONS, baseIn, cardsAt, discardToOwner, forget, forgetWard, handOf, placeAt, selectedCards, slotCount, slotOf, slotOfBase, zoneOf } from './cards';

const defOf = (ctx: Ctx, card: CardRef): CardDefinition | undefined => ctx.defs.get(ctx.state.cards[card]?.def ?? '');

/** `<name>:<seat>`, made once (asked for on every list of moves). */
const flagKeys = new Map<string, Map<string, string>>();
const flag = (name: string, seat: string) => {
  let bySeat = flagKeys.get(name);
  if (bySeat === undefined) flagKeys.set(name, (bySeat = new Map()));
  let found = bySeat.get(seat);
  if (found === undefined) {
    if (bySeat.size > 1000) bySeat.clear();
    bySeat.set(seat, (found = interned(`${name}:${seat}`)));
  }
  return found;
};
/** The turn's free plays used, and extras granted by cards (the kernel's `extra-action`). */
const playedKey = (kind: 'minion' | 'action', seat: SeatId) => flag(`played:${kind}`, seat);
const extraKey = (kind: 'minion' | 'action', seat: SeatId) => flag(`extra:${kind}`, seat);

/** How many more minions (actions) the active player may play this phase: free and extra (SU-TURN-4, SU-GLOS-5). */
export function playsLeft(ctx: Ctx, seat: SeatId, kind: 'minion' | 'action'): { free: number; extra: number } {
  const turn = ctx.state.flags.turn;
  const free = Math.max(0, ruleNumber(ctx, kind === 'minion' ? 'minion-plays' : 'action-plays', seat) - (turn[playedKey(kind, seat)] ?? 0));
  return { free, extra: Math.max(0, turn[extraKey(kind, seat)] ?? 0) };
}

/** An ability that works while its card is in play: any but on-play text and a Special. */
const staysInPlay = (ability: Ability) => ability.kind === 'static' || ability.kind === 'rule-number' || ability.kind === 'replacement' || (ability.kind === 'triggered' && ability.on.event !== 'special');

/**
 * Where an action goes: `standard` ones resolve and are discarded (SU-TURN-9); an action with
 * Ongoing text or power of its own (SU-APOW-1) stays in play (SU-TURN-10, SU-GLOS-7): on a
 * minion when tagged `on-minion`, else on a base.
 */
export function actionPlace(def: CardDefinition): 'standard' | 'base' | 'minion' {
  if (def.tags.includes('on-minion')) return 'minion';
  return def.tags.includes(IGNORE_BASE) || def.tags.includes(YOU_IGNORE_BASE) || def.abilities.some(staysInPlay) || (def.stats.power ?? 0) > 0 ? 'base' : 'standard';
}

/**
 * The tag of a minion its player may play with their action play instead of a minion play: it is
 * still a minion played, for every "after you play a minion" text (SU-X-CLAR-7).
 */
export const AS_ACTION = 'as-action';

/** The moves of the play cards phase (SU-TURN-4, SU-TURN-6). */
export function playMoves(ctx: Ctx, seat: SeatId): Action[] {
  const { state } = ctx;
  const out: Action[] = [];
  const minions = playsLeft(ctx, seat, 'minion');
  const actions = playsLeft(ctx, seat, 'action');
  const bases: CardRef[] = [];
  for (let slot = 1, slots = slotCount(state); slot <= slots; slot += 1) {
    const base = baseIn(state, slot);
    if (base) bases.push(base);
  }
  const inPlayMinions: CardRef[] = [];
  for (const s of state.seats) inPlayMinions.push(...state.zones[zoneOf(s.id, MINIONS)]!.cards);
  const seen = new Set<string>();
  for (const card of handOf(state, seat).cards) {
    const def = defOf(ctx, card);
    if (!def) continue;
    // One move per card name and place: copies in hand play alike.
    if (seen.has(def.id)) continue;
    // A card that cannot be played is not offered, however many plays are left (SU-X-GEN-3).
    if (prohibited(ctx, 'played', card)) continue;
    seen.add(def.id);
    if (def.kind === 'minion' && minions.free + minions.extra > 0) {
      for (const base of bases) out.push({ seat, kind: 'play', card, base }); // SU-TURN-7
    }
    if (def.kind === 'minion' && actions.free + actions.extra > 0 && def.tags.includes(AS_ACTION)) {
      for (const base of bases) out.push({ seat, kind: 'play', card, base, as: 'action' }); // SU-X-CLAR-7
    } else if (def.kind === 'action' && actions.free + actions.extra > 0) {
      const place = actionPlace(def);
      if (place === 'standard') out.push({ seat, kind: 'play', card }); // SU-TURN-8
      else if (place === 'base') for (const base of bases) out.push({ seat, kind: 'play', card, base });
      else for (const minion of inPlayMinions) out.push({ seat, kind: 'play', card, minion });
    }
  }
  for (const type of [MINIONS, ACTIONS]) for (const card of state.zones[zoneOf(seat, type)]!.cards) if (talentReady(ctx, card)) out.push({ seat, kind: 'talent', card });
  out.push({ seat, kind: 'end-play' });
  return out;
}

/** Spends a free play if one is left, else an extra (SU-X-EXTRA-1). */
function spend(ctx: Ctx, seat: SeatId, kind: 'minion' | 'action') {
  const left = playsLeft(ctx, seat, kind);
  if (left.free > 0) bumpFlag(ctx, 'turn', playedKey(kind, seat));
  else bumpFlag(ctx, 'turn', extraKey(kind, seat), -1);
}

/**
 * Plays a card from hand: it goes where it goes, `played` is reported, its on-play text
 * resolves, then its Ongoing text starts and a standard action is discarded (SU-X-RES-1,
 * SU-ORDER-1, SU-X-KW-1).
 */
export function playCard(ctx: Ctx, seat: SeatId, card: CardRef, to: { base?: CardRef; minion?: CardRef }, asAction = false) {
  const played = layCard(ctx, seat, card, to, asAction ? 'action' : true);
  if (played) startEffect(ctx, played.effect, played.scope);
}

/**
 * Lays a card from hand where it goes and returns what must resolve next (its on-play text,
 * then its coming into play), or null when it cannot be played there. `spendPlay` 'action'
 * spends an action play on a minion (AS_ACTION); false plays
 * it as an extra that uses none of the turn's plays (an uncovered card, a duel's action, a
 * Special: SU-BURY-9, SU-DUEL-4, SU-X-KW-5). `slot` stands for a base given by its place: an
 * action that goes on a minion then goes on the first minion there.
 */
export function layCard(ctx: Ctx, seat: SeatId, card: CardRef, to: { base?: CardRef; minion?: CardRef; slot?: number }, spendPlay: boolean | 'action'): { effect: Effect; scope: Scope } | null {
  const { state } = ctx;
  const def = defOf(ctx, card);
  if (!def) return null;
  const kind = def.kind === 'minion' ? 'minion' : def.kind === 'action' ? 'action' : null;
  if (kind === null) return null;
  const place = kind === 'minion' ? 'base' : actionPlace(def);
  const slot = to.base !== undefined ? slotOfBase(state, to.base) : (to.slot ?? 0);
  let minion = to.minion;
  if (place === 'minion' && minion === undefined) minion = cardsAt(state, slot, [MINIONS])[0];
  if ((place === 'base' && slot === 0) || (place === 'minion' && minion === undefined)) return null; // SU-BURY-11
  if (spendPlay !== false) spend(ctx, seat, spendPlay === 'action' ? 'action' : kind);
  // Played anew: off the top only if the play that lays it says so (playExtraVerb), and
  // warded by nothing (a card that left play by the kernel's own moves kept its flags).
  if ((state.flags.game[OFF_THE_TOP_PLAYS] ?? 0) > 0) delete state.flags.game[offTheTopKey(card)];
  forgetWard(state, card);
  if (kind === 'minion') {
    moveCard(ctx, card, zoneOf(seat, MINIONS), 'top', true);
    placeAt(state, card, slot);
  } else {
    moveCard(ctx, card, zoneOf(seat, ACTIONS), 'top', true);
    if (place === 'base') placeAt(state, card, slot);
    else if (place === 'minion') placeAt(state, card, slotOf(state, minion!), minion!);
  }
  state.cards[card]!.controller = seat;
  emit(ctx, { type: 'played', card, player: seat });
  if (place === 'minion' && !mayAffect(ctx, minion!, seat, 'attach')) {
    // Played onto a minion protected from it: discarded at once, doing nothing (SU-X-CANCEL-5).
    forget(state, card);
    moveCard(ctx, card, zoneOf(state.cards[card]!.owner ?? seat, DISCARD), 'top', true);
    emit(ctx, { type: 'discarded', card, player: state.cards[card]!.owner });
    return { effect: { kind: 'sequence', steps: [] }, scope: scopeFor(ctx, card, seat) };
  }
  const steps: Effect[] = [];
  for (const ability of def.abilities) if (ability.kind === 'play') steps.push(withTargets(ability.targets, ability.effect));
  steps.push({ kind: 'game', verb: 'came-into-play', args: { card, standard: place === 'standard' } });
  if (kind === 'minion' && ctx.game.verbs['duel-offer'] && state.variants['burying-and-duels'] !== undefined) steps.push({ kind: 'game', verb: 'duel-offer', args: { card } });
  const effect: Effect = steps.length === 1 ? steps[0]! : { kind: 'sequence', steps };
  // Another player may cancel an action between its play and its text (SU-X-CLAR-8).
  if (kind === 'action' && counterWaiting(ctx, seat)) return { effect: { kind: 'game', verb: ACTION_WINDOW, args: { card, effect } }, scope: scopeFor(ctx, card, seat) };
  return { effect, scope: scopeFor(ctx, card, seat) };
}

/**
 * After on-play text: a card still in play starts its Ongoing text (`ongoing`, SU-X-RES-1 step
 * 4), and a standard action goes to its owner's discard pile (SU-TURN-9, SU-X-RES-1 step 7).
 */
export const cameIntoPlayVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const card = cardRefIn(state, args.card);
  const instance = card === null ? undefined : state.cards[card];
  if (card === null || !instance) return DONE;
  const zone = state.zones[instance.zone];
  if (zone?.type !== MINIONS && zone?.type !== ACTIONS) return DONE;
  if (args.standard === true) {
    forget(state, card);
    moveCard(ctx, card, zoneOf(instance.owner ?? frame.scope.controller, DISCARD), 'top', true);
    emit(ctx, { type: 'discarded', card, player: instance.owner });
    return DONE;
  }
  emit(ctx, { type: 'ongoing', card, player: instance.controller });
  return DONE;
};

/**
 * `play-extra <card>`: the player plays the chosen card at once, wherever it lies (hand, deck,
 * a card just revealed), as an extra that spends none of the turn's plays (SU-X-EXTRA-5): a
 * minion or an action that stays in play on a base of their choice, an action for a minion on
 * a minion of their choice. The card that said so pauses while the played card resolves in
 * full, with what it sets off, and then goes on (SU-ORDER-2, SU-X-RES-2). A card that cannot be
 * played (an action for a minion with no minion in play) is discarded instead (SU-X-DECK-9,
 * SU-X-KW-6). Several chosen cards are played one after another.
 */
export const playExtraVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const mem = frame.mem as { cards?: CardRef[]; asked?: CardRef; played?: boolean; fromDeck?: boolean };
  if (mem.cards === undefined) {
    mem.cards = selectedCards(ctx, args.card, frame.scope);
  }
  if (mem.played === true) {
    // The played card's text is done: what it set off resolves before this card goes on.
    mem.played = false;
    frame.until = state.stack.length;
    return WAIT;
  }
  const resolve = (card: CardRef, fromDeck: boolean, played: { effect: Effect; scope: Scope }) => {
    mem.played = true;
    if (fromDeck) markOffTheTop(ctx, card);
    return child(played.effect, played.scope);
  };
  if (mem.asked !== undefined) {
    const card = mem.asked;
    mem.asked = undefined;
    const picked = pickedCard(takeAnswer(frame)) ?? undefined;
    const target = picked !== undefined && state.zones[state.cards[picked]?.zone ?? '']?.type === MINIONS ? { minion: picked } : picked !== undefined ? { base: picked } : {};
    const played = layCard(ctx, seat, card, target, false);
    if (played) return resolve(card, mem.fromDeck === true, played);
    discardToOwner(ctx, card, seat); // a card that was to be played but cannot be
  }
  while (mem.cards.length > 0) {
    const card = mem.cards.shift()!;
    const def = defOf(ctx, card);
    const zone = state.zones[state.cards[card]?.zone ?? '']?.type;
    if (!def || (def.kind !== 'minion' && def.kind !== 'action') || zone === MINIONS || zone === ACTIONS) continue;
    // The effect that plays it is a permission; a card that forbids the play wins (SU-X-GEN-3).
    if (prohibited(ctx, 'played', card)) continue;
    const place = def.kind === 'minion' ? 'base' : actionPlace(def);
    // A card played from a deck, the top one or any of a group revealed from it, is played off the top (SU-X-DECK-10).
    const fromDeck = zone === DECK;
    if (place === 'standard') {
      const played = layCard(ctx, seat, card, {}, false);
      if (played) return resolve(card, fromDeck, played);
      continue;
    }
    const candidates: CardRef[] = [];
    if (place === 'base') {
      for (let slot = 1, slots = slotCount(state); slot <= slots; slot += 1) {
        const base = baseIn(state, slot);
        if (base) candidates.push(base);
      }
    } else for (const s of state.seats) candidates.push(...state.zones[zoneOf(s.id, MINIONS)]!.cards);
    if (candidates.length === 0) {
      discardToOwner(ctx, card, seat); // a card that was to be played but cannot be
      continue;
    }
    mem.asked = card;
    mem.fromDeck = fromDeck;
    const label = place === 'base' ? `Play ${def.name} on a base` : `Play ${def.name} on a minion`;
    return { prompt: { kind: 'choose', seat, label, candidates, min: 1, max: 1, picked: [] } };
  }
  return DONE;
};

/** The card state of a card in play that was played off the top of a deck (SU-X-DECK-10). */
export const PLAYED_OFF_THE_TOP = 'played-off-the-top';
const OFF_THE_TOP_PLAYS = 'off-the-top-plays';
const offTheTopKey = (card: CardRef) => `off-the-top:${card}`;

function markOffTheTop(ctx: Ctx, card: CardRef) {
  const flags = ctx.state.flags.game;
  flags[offTheTopKey(card)] = 1;
  flags[OFF_THE_TOP_PLAYS] = (flags[OFF_THE_TOP_PLAYS] ?? 0) + 1;
}

/**
 * The card state `played-off-the-top` (states.ts): a card in play laid by `play-extra` from a
 * deck, whichever card of a revealed group it was (SU-X-DECK-10); it is the card's until it
 * leaves play or is played again.
 */
export function playedOffTheTop(ctx: Ctx, card: CardRef): boolean {
  if (ctx.state.flags.game[offTheTopKey(card)] !== 1) return false;
  const zone = ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type;
  return zone === MINIONS || zone === ACTIONS;
}

/** Spends the turn's free minion (or action) on something that is no play: a Titan put on a base "instead of" it (SU-TITAN-4). */
export function spendFree(ctx: Ctx, seat: SeatId, kind: 'minion' | 'action') {
  bumpFlag(ctx, 'turn', playedKey(kind, seat));
}

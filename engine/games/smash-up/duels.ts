// Duels (docs/rules/smash-up.md, "Duels"), variant `burying-and-duels`: two minions on one base
// duel; each controller, the challenger's first, may lay a card from hand face down; the laid
// cards are turned up, an action played as an extra, anything else back to hand; then the
// minion with more power wins, and the card that started the duel says what follows
// (SU-DUEL-1..13, SU-CARD-5, A-7). The duel-ground base (a base tagged `duel-ground`, the
// Si-Si Corral of SU-CARD-5) lets a minion just played there challenge another player's minion
// there; the loser is destroyed, and on a tie both are with `tied-duel-both-lose` on.
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, child, pickedCard, takeAnswer } from '../../core/context';
import { emit, moveCard } from '../../core/ops';
import { cardRefIn, isCard, type CardRef, type Frame, type SeatId } from '../../core/state';
import { select } from '../../core/evaluate';
import { DISCARD, HAND, MINIONS, baseIn, cardsAt, forget, slotOf, zoneOf } from './cards';
import { layCard } from './play';
import { powerOf } from './power';

/** The game flag set while a duel runs: a duel called for meanwhile is ignored (SU-DUEL-9). */
const DUELING = 'dueling';
const defOf = (ctx: Ctx, card: CardRef) => ctx.defs.get(ctx.state.cards[card]?.def ?? '');
const controllerOf = (ctx: Ctx, card: CardRef): SeatId => ctx.state.cards[card]!.controller ?? ctx.state.turn.active;

/**
 * After a minion is played on the duel-ground base, its controller may challenge a minion of
 * another player there (SU-CARD-5): a choice among those minions, `done` to decline.
 */
export const duelOfferVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const challenger = cardRefIn(state, args.card);
  if (challenger === null) return DONE;
  const slot = slotOf(state, challenger);
  if (frame.pc === 0) {
    const base = baseIn(state, slot);
    if (!base || !defOf(ctx, base)?.tags.includes('duel-ground') || state.zones[state.cards[challenger]?.zone ?? '']?.type !== MINIONS) return DONE;
    const seat = controllerOf(ctx, challenger);
    const candidates = cardsAt(state, slot, [MINIONS]).filter((card) => controllerOf(ctx, card) !== seat);
    if (candidates.length === 0) return DONE;
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'You may challenge a minion here to a duel', candidates, min: 0, max: 1, picked: [] } };
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const opponent = pickedCard(takeAnswer(frame));
    if (opponent !== null) return child({ kind: 'game', verb: 'duel', args: { challenger, opponent, loser: 'destroy' } }, frame.scope);
  }
  return DONE;
};

/** A duel's minion: a card number (from the duel-ground base) or a card's selector (the first it picks); null for none. */
function cardArg(ctx: Ctx, frame: Frame, arg: unknown): CardRef | null {
  if (typeof arg === 'number') return arg;
  if (typeof arg !== 'object' || arg === null) return null;
  const first = select(ctx, arg as never, frame.scope)[0];
  return isCard(first) ? first : null;
}

type DuelMemory = { laid?: (CardRef | null)[]; stage?: number };

/**
 * `duel` between two minions (args: card numbers or selectors). Stages: 0 and 1 ask each controller in turn for
 * a card to lay, 2 and 3 turn them up, 4 settles the duel.
 */
export const duelVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const first = cardArg(ctx, frame, args.challenger);
  const second = cardArg(ctx, frame, args.opponent);
  if (first === null || second === null || first === second) return DONE;
  const minions = [first, second] as const;
  const mem = frame.mem as DuelMemory;
  if (mem.stage === undefined) {
    if ((state.flags.game[DUELING] ?? 0) > 0) return DONE; // SU-DUEL-9
    state.flags.game[DUELING] = 1;
    emit(ctx, { type: 'duel', card: minions[0], player: controllerOf(ctx, minions[0]) });
    mem.stage = 0;
    mem.laid = [null, null];
  }
  const laid = mem.laid!;
  while (mem.stage < 2) {
    const i = mem.stage;
    const seat = controllerOf(ctx, minions[i]!);
    if (frame.pc === 0) {
      const hand = state.zones[zoneOf(seat, HAND)]?.cards ?? [];
      if (hand.length === 0) {
        mem.stage += 1;
        continue;
      }
      frame.pc = 1;
      return { prompt: { kind: 'choose', seat, label: 'You may lay a card face down for the duel', candidates: [...hand], min: 0, max: 1, picked: [] } };
    }
    frame.pc = 0;
    const picked = pickedCard(takeAnswer(frame));
    if (picked !== null) {
      // Laid face down, in no zone a card can reach (SU-DUEL-5): set aside in the box, hidden.
      moveCard(ctx, picked, 'box', 'top', false);
      laid[i] = picked;
    }
    mem.stage += 1;
  }
  while (mem.stage < 4) {
    const i = mem.stage - 2;
    mem.stage += 1;
    const card = laid[i];
    if (!card) continue;
    const seat = controllerOf(ctx, minions[i]!);
    const owner = state.cards[card]!.owner ?? seat;
    moveCard(ctx, card, zoneOf(owner, HAND), 'top', true);
    emit(ctx, { type: 'revealed', card });
    // An action is played as an extra action at the duel's base; anything else goes back to hand (SU-DUEL-4).
    if (defOf(ctx, card)?.kind === 'action') {
      const played = layCard(ctx, seat, card, { slot: slotOf(state, minions[0]) }, false);
      if (played) return child(played.effect, played.scope);
    }
  }
  delete state.flags.game[DUELING];
  settle(ctx, minions[0], minions[1]);
  return DONE;
};

/** The result (SU-DUEL-6, SU-DUEL-7, SU-DUEL-10, A-7): the loser is destroyed; on a tie both, or neither with `tied-duel-both-lose` off. */
function settle(ctx: Ctx, a: CardRef, b: CardRef) {
  const { state } = ctx;
  const onTable = (card: CardRef) => state.zones[state.cards[card]?.zone ?? '']?.type === MINIONS;
  if (!onTable(a) || !onTable(b) || slotOf(state, a) !== slotOf(state, b)) {
    emit(ctx, { type: 'duel-ended', card: a });
    return;
  }
  const pa = powerOf(ctx, a);
  const pb = powerOf(ctx, b);
  const losers = pa > pb ? [b] : pb > pa ? [a] : state.options['tied-duel-both-lose'] === false ? [] : [a, b];
  emit(ctx, { type: 'duel-won', card: pa >= pb ? a : b });
  for (const card of losers) destroyMinion(ctx, card);
}

function destroyMinion(ctx: Ctx, card: CardRef) {
  if (ctx.game.destroy?.(ctx, card)) return;
  const owner = ctx.state.cards[card]!.owner;
  forget(ctx.state, card);
  if (owner !== null) moveCard(ctx, card, zoneOf(owner, DISCARD), 'top', true);
  emit(ctx, { type: 'destroyed', card });
}

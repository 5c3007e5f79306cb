// Setting a value to a fixed number (docs/rules/smash-up.md, "Power and breakpoints"): a
// minion's power starts from the number an ability sets instead of its printed one, and every
// increase and decrease is added to that (SU-X-CALC-2, SU-X-CALC-3). When a second such
// ability meets one already on the card, the active player keeps one and the other is ignored.
import type { GameVerb } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { evaluate, statOf } from '../../core/evaluate';
import { emit } from '../../core/ops';
import { nextId, type CardRef } from '../../core/state';
import { MINIONS, selectedCards } from './cards';
import { protects } from './affect';

const POWER = 'power';

/**
 * `set-power <minion> with power <n>`: until the end of the turn the minion's power starts from
 * `n`. Changing its power affects it, so a protected minion escapes (SU-POW-6).
 */
export const setPowerVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const mem = frame.mem as { cards?: CardRef[]; value?: number; asked?: CardRef };
  if (mem.cards === undefined) {
    mem.cards = selectedCards(ctx, args.minion, frame.scope);
    mem.value = Math.max(0, evaluate(ctx, args.power as never, frame.scope));
  }
  const value = mem.value!;
  if (mem.asked !== undefined) {
    const card = mem.asked;
    mem.asked = undefined;
    const reply = takeAnswer(frame);
    // The first mode keeps the setting already there, the second the new one (SU-X-CALC-2).
    if (reply?.kind === 'mode' && reply.index === 1) {
      state.modifiers = state.modifiers.filter((m) => !(m.card === card && m.stat === POWER && m.set === true));
      setPower(card);
    }
  }
  while (mem.cards.length > 0) {
    const card = mem.cards.shift()!;
    const instance = state.cards[card];
    if (!instance || state.zones[instance.zone]?.type !== MINIONS) continue;
    if (protects(ctx, card, { kind: 'stat', stat: POWER, amount: value - statOf(ctx, card, POWER) }, frame.scope.controller)) continue;
    const before = state.modifiers.find((m) => m.card === card && m.stat === POWER && m.set === true);
    if (before === undefined) {
      setPower(card);
      continue;
    }
    mem.asked = card;
    return { prompt: { kind: 'mode', seat: state.turn.active, label: 'Keep which setting of its power?', modes: [`power ${before.amount}`, `power ${value}`] } };
  }
  return DONE;

  function setPower(card: CardRef) {
    state.modifiers.push({ id: nextId(state, 'm'), card, stat: POWER, amount: value, set: true, source: frame.scope.source, duration: 'end-of-turn', turn: state.turn.number });
    emit(ctx, { type: 'stat-modified', card, stat: POWER, amount: value });
  }
};

import type { Ctx } from '../../core/context';
import { emit, moveCard, scopeFor, withTargets } from '../../core/ops';
import { type CardRef, nextId } from '../../core/state';
import type { Effect } from '../../defs';
import { CURSES, STACK_CARDS, definition, kindOf } from './board';
import { stackEvent } from './stack';

// ---------------------------------------------------------------------------------------------
// Non-monsters turned up: the active player plays them [FS-TYPE-13, FS-TYPE-15, FS-TYPE-16].

export function encounter(ctx: Ctx, card: CardRef) {
  const { state } = ctx;
  const active = state.turn.active;
  moveCard(ctx, card, STACK_CARDS, 'top', true);
  emit(ctx, { type: 'encountered', card, player: active });
  const scope = scopeFor(ctx, card, active);
  let effect: Effect;
  if (kindOf(ctx, card) === 'curse') {
    // A curse goes to a player the active player picks [FS-ERR-12].
    effect = {
      kind: 'choose',
      name: 'cursed',
      from: { kind: 'players', which: 'all' },
      min: 1,
      max: 1,
      chooser: { kind: 'you' },
      then: { kind: 'move', cards: { kind: 'self' }, to: { zone: CURSES, of: { kind: 'bound', name: 'cursed' }, position: 'top' }, faceUp: true },
    };
  } else {
    const play = definition(ctx, card)?.abilities.find((a) => a.kind === 'play');
    effect = play && play.kind === 'play' ? withTargets(play.targets, play.effect) : { kind: 'sequence', steps: [] };
  }
  stackEvent(ctx, { id: nextId(state, 's'), kind: 'card', label: definition(ctx, card)?.name ?? String(card), source: card, controller: active, effect, scope, check: null });
}

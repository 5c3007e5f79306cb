// The rules of Star Wars: Destiny (rule ids from docs/rules/destiny.md in brackets), assembled
// from one file per chapter of the rules page: principles.ts (where cards lie and whose they
// are), setup.ts, round.ts, actions.ts, play.ts, dice.ts, activate.ts, resolve.ts, pool.ts, damage.ts,
// battlefield.ts, abilities.ts, keywords.ts, upkeep.ts and winning.ts. The kernel runs effects, triggers and
// prompts; this module says how a round goes, what a player may do on a turn and what dice do.
import type { Action, Ctx, GameModule } from '../../core/context';
import { scopeFor, startEffect } from '../../core/ops';
import { cardRefIn } from '../../core/state';
import { orderPlayersVerb, queueTriggers } from './abilities';
import { cardActionMoves, useAction, usePowerAction } from './actions';
import { activateMoves, activateVerb } from './activate';
import { claim, claimMoves } from './battlefield';
import { cardTextDamage, moveDamageVerb, unblockableDamageVerb } from './damage';
import { poolOf } from './dice';
import { gainKeywordVerb, guardianVerb, guards, loseKeywordVerb, offerRedeploy, redeployVerb } from './keywords';
import { playCard, playFreeVerb, playMoves } from './play';
import { discardToReroll, removeDiceShowingVerb, removeDiceVerb, rerollMoves, rerollVerb } from './pool';
import { activeCards, canSee, DECK, DISCARD, HAND, hasKeyword, inPlay, mayEnter, OUT_OF_GAME } from './principles';
import { resolveADieFreeVerb, resolveADieVerb, resolveMoves, resolveVerb } from './resolve';
import { ACTED, acted, flow, pass, PHASES } from './round';
import { chooseBattlefieldVerb, mulliganVerb, setup, setupShieldsVerb } from './setup';
import { upkeepDrawVerb } from './upkeep';
import { vocabulary } from './vocabulary';
import { settle as winners } from './winning';

/** The six actions (SWD-TURN-3): play, activate, resolve, reroll, claim, and pass (or, for an additional action, decline). */
function moves(ctx: Ctx, prompt: Parameters<GameModule['moves']>[1]): Action[] {
  const { state } = ctx;
  const seat = prompt.seat;
  if (prompt.kind !== 'main' || seat !== state.turn.active || state.turn.phase !== 'action') return [];
  const out: Action[] = [];
  playMoves(ctx, seat, out);
  activateMoves(ctx, seat, out);
  const pool = poolOf(ctx, seat);
  resolveMoves(ctx, seat, pool, out);
  rerollMoves(ctx, seat, pool, out);
  cardActionMoves(ctx, seat, out);
  // An additional action cannot claim: a claim's additional actions are lost anyway (SWD-X-BF-4).
  if (prompt.window === 'action') claimMoves(ctx, seat, out);
  out.push({ seat, kind: prompt.window === 'extra' ? 'decline' : 'pass' });
  return out;
}

function applyMove(ctx: Ctx, action: Action): void {
  const seat = action.seat;
  // The card a move names (play, activate, reroll, use, power), by its number.
  const card = cardRefIn(ctx.state, action.card);
  switch (action.kind) {
    case 'pass':
      pass(ctx, seat);
      return;
    case 'decline':
      // Declining an additional action is not passing (SWD-X-ROUND-8).
      ctx.state.flags.turn[ACTED] = 1;
      return;
    case 'play':
      acted(ctx);
      if (card !== null) playCard(ctx, seat, card, cardRefIn(ctx.state, action.on), cardRefIn(ctx.state, action.replacing));
      return;
    case 'activate': {
      acted(ctx);
      if (card === null) return;
      startEffect(ctx, { kind: 'game', verb: guards(ctx, card) ? 'guardian' : 'activate', args: { card } }, scopeFor(ctx, card, seat));
      return;
    }
    case 'resolve':
      acted(ctx);
      startEffect(ctx, { kind: 'game', verb: 'resolve-dice', args: { symbol: String(action.symbol), ...(typeof action.only === 'number' ? { only: action.only } : {}) } }, scopeFor(ctx, null, seat));
      return;
    case 'reroll':
      acted(ctx);
      if (card !== null) discardToReroll(ctx, seat, card);
      startEffect(ctx, { kind: 'game', verb: 'reroll', args: {} }, scopeFor(ctx, null, seat));
      return;
    case 'claim':
      acted(ctx);
      claim(ctx, seat);
      return;
    case 'use':
      acted(ctx);
      if (card !== null) useAction(ctx, seat, card);
      return;
    case 'power':
      acted(ctx);
      if (card !== null) usePowerAction(ctx, seat, card);
      return;
  }
}

/** Whenever nothing is pending: redeploy choices first, then whether a team is wholly defeated. */
function settle(ctx: Ctx): void {
  if (offerRedeploy(ctx)) return;
  winners(ctx);
}

export const destiny: GameModule = {
  vocabulary,
  policy: {
    stack: 'immediate',
    targets: 'when-resolving',
    // Several abilities of one player are ordered by that player; of both, by the battlefield's controller (SWD-X-ABIL-5).
    triggerOrder: { neutral: 'resolve-first', ownerOrders: true },
    autoPass: true,
    caps: { actions: 5000, turns: 200, stepsPerAction: 20000, depth: 64 },
  },
  places: { draw: DECK, hand: HAND, discard: DISCARD, destroyed: OUT_OF_GAME },
  setup,
  flow,
  moves,
  applyMove,
  activeCards,
  inPlay,
  settle,
  beforePriority: queueTriggers,
  phases: PHASES,
  verbs: {
    mulligan: mulliganVerb,
    'choose-battlefield': chooseBattlefieldVerb,
    'setup-shields': setupShieldsVerb,
    activate: activateVerb,
    'order-players': orderPlayersVerb,
    'resolve-dice': resolveVerb,
    'resolve-a-die': resolveADieVerb,
    'resolve-a-die-free': resolveADieFreeVerb,
    reroll: rerollVerb,
    'remove-dice': removeDiceVerb,
    'remove-dice-showing': removeDiceShowingVerb,
    'upkeep-draw': upkeepDrawVerb,
    guardian: guardianVerb,
    'gain-keyword': gainKeywordVerb,
    'lose-keyword': loseKeywordVerb,
    redeploy: redeployVerb,
    'unblockable-damage': unblockableDamageVerb,
    'move-damage': moveDamageVerb,
    'play-free': playFreeVerb,
  },
  dealDamage: cardTextDamage,
  canSee,
  hasTag: hasKeyword, // SWD-X-KW-1: `has #guardian` reads keywords gained and lost in play
  mayEnter,
};

export { vocabulary as destinyVocabulary, DESTINY } from './vocabulary';

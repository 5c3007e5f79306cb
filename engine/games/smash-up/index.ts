// The rules of Smash Up (rule ids from docs/rules/smash-up.md in brackets), assembled from one
// file per chapter of the rules page: cards.ts (where cards lie and whose they are), setup.ts,
// turn.ts, decks.ts, play.ts, talent.ts, power.ts, scoring.ts, specials.ts, control.ts,
// ongoing.ts and end.ts; the modules, each switched on by its variant, in madness.ts,
// monsters.ts, titans.ts, burying.ts and duels.ts. The kernel runs
// effects, triggers and prompts; this module says how a turn goes, what a player may do and
// how bases score.
import type { Action, Ctx, GameModule } from '../../core/context';
import { cardRefIn, type CardRef } from '../../core/state';
import { activeCards, canSee, inPlay, slotOf, slotOfBase, HAND, DECK, DISCARD } from './cards';
import { buryFromHand, buryingOn, buryMoves, buryVerb, uncoverVerb } from './burying';
import { destroyCard, moveMinionVerb, returnToHandVerb } from './control';
import { protects, staticShield } from './affect';
import { refill } from './decks';
import { here } from './here';
import { duelOfferVerb, duelVerb } from './duels';
import { drawMadnessVerb, returnMadnessVerb } from './madness';
import { MONSTERS, monstersOn, playMonsterVerb, settleMonstersAndTreasures, takeControlVerb } from './monsters';
import { settleAttachments } from './ongoing';
import { cameIntoPlayVerb, playCard, playExtraVerb, playMoves, playsLeft, spendFree } from './play';
import { chooseBaseVerb, replaceScoringBaseVerb } from './scoring';
import { draftOn, draftPickVerb, startDraft } from './draft';
import { setUpModules } from './modules-setup';
import { setPowerVerb } from './setting';
import { swapVerb, transferActionVerb, transferCountersVerb } from './transfers';
import { wardUpToVerb, wardVerb } from './wards';
import { makeZones, mulliganVerb, setup as setupGame } from './setup';
import { cancelAbilitiesVerb, ignoredBy, withoutSilenced } from './cancel';
import { ACTION_WINDOW, ME_FIRST, actionWindowVerb, meFirstVerb, specialMoves, useTurnSpecial } from './specials';
import { cardState } from './states';
import { talentReady, useTalent } from './talent';
import { playTitanVerb, putTitan, TITANS, titanMoves, titansInPlay, titansOn } from './titans';
import { END_PLAY, flow, PHASES } from './turn';
import { vocabulary } from './vocabulary';

/**
 * The usual setup, then the decks and cards of the modules switched on (SU-SETUP-3, SU-SETUP-5,
 * SU-SETUP-7); with the faction draft, the zones only, and the rest once the draft is over.
 */
const setup: GameModule['setup'] = (ctx, config) => {
  if (config.seatCards === undefined && draftOn(ctx.state)) {
    makeZones(ctx);
    return startDraft(ctx, config.cards);
  }
  const problem = setupGame(ctx, config);
  if (problem !== null) return problem;
  setUpModules(ctx, config.cards);
  return null;
};

function moves(ctx: Ctx, prompt: Parameters<GameModule['moves']>[1]): Action[] {
  if (prompt.kind !== 'main' || prompt.seat !== ctx.state.turn.active || ctx.state.turn.phase !== 'play') return [];
  const seat = prompt.seat;
  const out = playMoves(ctx, seat);
  const specials = specialMoves(ctx, seat); // SU-X-KW-4
  if (specials.length === 0 && !titansOn(ctx) && !buryingOn(ctx)) return out;
  // The Specials' and the modules' moves go before `end-play`, which stays last.
  const end = out.pop()!;
  out.push(...specials);
  if (titansOn(ctx)) {
    if (playsLeft(ctx, seat, 'minion').free > 0) out.push(...titanMoves(ctx, seat)); // SU-TITAN-4
    for (const titan of titansInPlay(ctx)) if (ctx.state.cards[titan]!.controller === seat && talentReady(ctx, titan)) out.push({ seat, kind: 'talent', card: titan });
  }
  if (buryingOn(ctx)) out.push(...buryMoves(ctx, seat)); // SU-CARD-4
  out.push(end);
  return out;
}

/** Active cards: the table's, and with the modules on the Titans on bases and the monsters nobody controls (SU-GLOS-1). */
function active(ctx: Ctx): CardRef[] {
  const out = withoutSilenced(ctx, activeCards(ctx)); // SU-X-TERM-21
  if (titansOn(ctx)) out.push(...titansInPlay(ctx));
  const monsters = ctx.state.zones[MONSTERS];
  if (monsters) out.push(...monsters.cards);
  return out;
}

/** In play: a Titan only on a base, an uncontrolled monster always (SU-X-INOUT-1). */
function isInPlay(ctx: Ctx, card: CardRef): boolean {
  const type = ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type;
  if (type === TITANS) return slotOf(ctx.state, card) > 0;
  if (type === MONSTERS) return true;
  return inPlay(ctx, card);
}

function afterStep(ctx: Ctx) {
  settleAttachments(ctx);
  if (monstersOn(ctx)) settleMonstersAndTreasures(ctx);
}

function applyMove(ctx: Ctx, action: Action) {
  const { state } = ctx;
  if (action.kind === END_PLAY) {
    state.flags.turn[END_PLAY] = 1; // the play cards phase ends (SU-TURN-14)
    return;
  }
  // Every other move names a card of the seat's (a listed move: a card of this state).
  const card = cardRefIn(state, action.card);
  if (card === null) return;
  const base = cardRefIn(state, action.base);
  switch (action.kind) {
    case 'play': {
      const minion = cardRefIn(state, action.minion);
      playCard(ctx, action.seat, card, {
        ...(base !== null ? { base } : {}),
        ...(minion !== null ? { minion } : {}),
      }, action.as === 'action');
      return;
    }
    case 'talent':
      useTalent(ctx, action.seat, card);
      return;
    case 'special':
      useTurnSpecial(ctx, action.seat, card);
      return;
    case 'titan':
      spendFree(ctx, action.seat, 'minion');
      putTitan(ctx, action.seat, card, base === null ? 0 : slotOfBase(state, base));
      return;
    case 'bury':
      if (base !== null) buryFromHand(ctx, action.seat, card, base);
      return;
  }
}

export const smashUp: GameModule = {
  vocabulary,
  policy: {
    stack: 'immediate',
    targets: 'when-resolving',
    // Effects due together are ordered by the active player (SU-X-CONF-1, SU-ORDER-3), one
    // player at a time from the active player (SU-X-CONF-2).
    triggerOrder: { neutral: 'resolve-first', ownerOrders: true, activeOrdersNeutral: true },
    autoPass: true,
    caps: { actions: 5000, turns: 300, stepsPerAction: 20000, depth: 64 },
  },
  places: { draw: DECK, hand: HAND, discard: DISCARD, destroyed: DISCARD },
  setup,
  flow,
  moves,
  applyMove,
  activeCards: active,
  inPlay: isInPlay,
  afterStep,
  destroy: destroyCard,
  phases: PHASES,
  verbs: {
    mulligan: mulliganVerb,
    'draft-pick': draftPickVerb,
    'choose-base': chooseBaseVerb,
    'cancel-abilities': cancelAbilitiesVerb,
    'replace-scoring-base': replaceScoringBaseVerb,
    'came-into-play': cameIntoPlayVerb,
    'play-extra': playExtraVerb,
    [ME_FIRST]: meFirstVerb,
    [ACTION_WINDOW]: actionWindowVerb,
    'move-minion': moveMinionVerb,
    'take-control': takeControlVerb,
    'return-to-hand': returnToHandVerb,
    'draw-madness': drawMadnessVerb,
    'return-madness': returnMadnessVerb,
    'play-monster': playMonsterVerb,
    'play-titan': playTitanVerb,
    bury: buryVerb,
    uncover: uncoverVerb,
    duel: duelVerb,
    'duel-offer': duelOfferVerb,
    'transfer-counters': transferCountersVerb,
    'transfer-action': transferActionVerb,
    swap: swapVerb,
    ward: wardVerb,
    'ward-up-to': wardUpToVerb,
    'set-power': setPowerVerb,
  },
  canSee,
  refill,
  here,
  protects,
  ignoredBy, // SU-X-CLAR-9
  staticShield, // SU-X-TERM-9, SU-X-TERM-14
  cardState,
};

export { vocabulary as smashUpVocabulary, SMASH_UP } from './vocabulary';

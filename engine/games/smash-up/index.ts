// The rules of Smash Up (rule ids from docs/rules/smash-up.md in brackets), assembled from one
// file per chapter of the rules page: cards.ts (where cards lie and whose they are), setup.ts,
// turn.ts, decks.ts, play.ts, talent.ts, power.ts, scoring.ts, ongoing.ts and end.ts. The kernel runs
// effects, triggers and prompts; this module says how a turn goes, what a player may do and
// how bases score.
import type { Action, Ctx, GameModule } from '../../core/context';
import { activeCards, canSee, inPlay, HAND, DECK, DISCARD } from './cards';
import { refill } from './decks';
import { cardState, playerStat } from './here';
import { settleAttachments } from './ongoing';
import { cameIntoPlayVerb, playCard, playMoves } from './play';
import { chooseBaseVerb } from './scoring';
import { mulliganVerb, setup } from './setup';
import { useTalent } from './talent';
import { END_PLAY, flow, PHASES } from './turn';
import { vocabulary } from './vocabulary';

function moves(ctx: Ctx, prompt: Parameters<GameModule['moves']>[1]): Action[] {
  if (prompt.kind !== 'main' || prompt.seat !== ctx.state.turn.active || ctx.state.turn.phase !== 'play') return [];
  return playMoves(ctx, prompt.seat);
}

function applyMove(ctx: Ctx, action: Action) {
  switch (action.kind) {
    case 'play':
      playCard(ctx, action.seat, String(action.card), {
        ...(typeof action.base === 'string' ? { base: action.base } : {}),
        ...(typeof action.minion === 'string' ? { minion: action.minion } : {}),
      });
      return;
    case 'talent':
      useTalent(ctx, action.seat, String(action.card));
      return;
    case END_PLAY:
      ctx.state.flags.turn[END_PLAY] = 1; // the play cards phase ends (SU-TURN-14)
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
  activeCards,
  inPlay,
  afterStep: settleAttachments,
  phases: PHASES,
  verbs: { mulligan: mulliganVerb, 'choose-base': chooseBaseVerb, 'came-into-play': cameIntoPlayVerb },
  canSee,
  refill,
  cardState,
  playerStat,
};

export { vocabulary as smashUpVocabulary, SMASH_UP } from './vocabulary';

// How Smash Up cards are worded: minions move between bases, bases score. Plain data for the
// rules text (card-dsl/compile/rules-text.ts).
import type { GameWording } from '../../defs';

export const wording: GameWording = {
  zoneCards: { minions: 'minions' },
  zoneNouns: { minions: 'minion', actions: 'action' },
  verbs: {
    'move-minion': 'move {minion} to another base',
    'play-monster': 'play {count:monster} from the monster deck',
    'play-titan': 'you may play your Titan',
  },
  events: {
    'before-scoring': { verb: 'be about to score' },
    'after-scoring': { verb: 'have scored', fields: { player: 'its winner' } },
  },
};

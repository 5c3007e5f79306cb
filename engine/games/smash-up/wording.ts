// How Smash Up cards are worded: minions move between bases, bases score. Plain data for the
// rules text (card-dsl/compile/rules-text.ts).
import type { GameWording } from '../../defs';

export const wording: GameWording = {
  zoneCards: { minions: 'minions' },
  zoneNouns: { minions: 'minion', actions: 'action', buried: 'buried card' },
  // Said as the game says it ("take control of a monster"), not read as an engine word.
  words: { 'take-control': 'take control', 'return-to-hand': 'return to hand' },
  verbs: {
    'move-minion': 'move {minion} to another base',
    'play-extra': 'play {card} as an extra card',
    'play-monster': 'play {count:monster} from the monster deck',
    'play-titan': 'you may play your Titan',
    'cancel-abilities': 'cancel the abilities of {card} until the end of the turn',
    'replace-scoring-base': 'replace the base scoring with the top card of the base deck',
    'take-control': 'take control of {minion}',
    'return-to-hand': "return {card} to its owner's hand",
    'draw-madness': 'draw {count:Madness card}',
    'return-madness': 'return {card} to the Madness deck',
    bury: 'bury {card}',
    uncover: 'uncover {card}',
    duel: '{challenger} duels {opponent}',
    'transfer-counters': 'move {count:+1 power counter} from {donor} to {recipient}',
    'transfer-action': 'move {action} onto {minion}',
    swap: 'swap the places of {first} and {second}',
    ward: "{minion} cannot be affected by other players' cards until the start of your next turn",
    'ward-up-to': "until the start of your next turn, while {minion} has power {power} or less, it cannot be affected by other players' cards",
    'set-power': "{minion} has power {power} until the end of the turn",
  },
  events: {
    'before-scoring': { verb: 'be about to score' },
    scored: { verb: 'score', fields: { player: 'the player it scores for' } },
    'after-scoring': { verb: 'have scored', fields: { player: 'its winner' } },
    'moved-to-base': { verb: 'move' },
  },
};

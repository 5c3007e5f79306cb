// How Star Wars: Destiny cards are worded: rounds rather than turns, dice removed from a pool.
// Plain data for the rules text (card-dsl/compile/rules-text.ts).
import type { GameWording } from '../../defs';

export const wording: GameWording = {
  words: { 'power-action': 'Power Action', 'unblockable-damage': 'unblockable damage' },
  verbs: {
    'remove-dice': "remove up to {count:die} from an opponent's pool",
    'remove-dice-showing': "remove up to {count:die} showing {symbol} from an opponent's pool",
    'roll-into-pool': "roll {card}'s dice into its owner's pool",
    'resolve-a-die': "resolve one die from {pool:'s} pool as if it were in yours",
    'resolve-a-die-free': "resolve one die from {pool:'s} pool for free",
    'unblockable-damage': 'deal {amount} unblockable damage to {character}',
    'gain-keyword': '{card} gains {keyword}',
    'lose-keyword': '{card} loses {keyword}',
    'move-damage': 'move {amount} damage from {from} to {to}',
    'play-free': 'play {card} for free',
  },
  events: {
    'round-began': { moment: 'at the start of each round' },
    setup: { moment: 'after setup' },
    'round-ended': { moment: 'at the end of each round' },
    'power-action': { verb: 'be used for a power action' },
    activating: { verb: 'be about to activate' },
    'die-resolved': { verb: 'have a die resolved', fields: { symbol: 'its symbol', value: 'its value' } },
  },
};

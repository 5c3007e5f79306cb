// How Four Souls cards are worded: "Deactivate:" for the turned-sideways cost, cents as "¢"
// after the number, and each event as the printed cards say it ("When this is attacked and the
// roll is 1"). Plain data for the rules text (card-dsl/compile/rules-text.ts).
import type { GameWording } from '../../defs';

export const wording: GameWording = {
  words: { tap: 'deactivate', exhaust: 'deactivate', exhausted: 'deactivated', ready: 'recharge' },
  signs: { cents: '¢' },
  zoneCards: { character: 'character', items: 'items', souls: 'souls', curses: 'curses' },
  statChanges: { 'roll-bonus': 'to rolls' },
  verbs: {
    purchase: 'buy {item}',
    'gain-treasure': 'gain {count} treasure',
    'steal-cents': 'steal {amount}¢ from {victim}',
    'reroll-item': 'reroll {item}',
    'add-shop-slots': 'add {count:shop slot}',
    'add-monster-slots': 'add {count:monster slot}',
    'cancel-attack': 'cancel the attack',
    'look-at': 'look at {cards}',
    encounter: 'play {card} as if an attack had revealed it',
    'make-eternal': 'make {item} eternal',
    'must-attack': 'attack {count:more time} this turn',
    'claim-penalty-of': 'claim the death penalty of {dying}',
  },
  events: {
    'game-began': { moment: 'at the start of the game' },
    roll: { verb: 'roll', fields: { value: 'the roll', player: 'that player' } },
    rolled: { verb: 'roll', fields: { value: 'the roll', player: 'that player' } },
    'attack-rolled': { verb: 'be attacked', fields: { value: 'the roll', player: 'the attacker' } },
    attacked: { verb: 'come under attack', deed: 'attack', fields: { player: 'the attacker' } },
    damage: { verb: 'take damage', fields: { amount: 'the damage', source: 'the source of the damage' } },
    damaged: { verb: 'take damage', fields: { amount: 'the damage', source: 'the source of the damage', player: 'that player' } },
    killed: { verb: 'die', fields: { player: 'the killer', card: 'that monster' } },
    reward: { verb: 'give its reward', fields: { player: 'that player' } },
    die: { verb: 'die', fields: { player: 'that player' } },
    died: { verb: 'die', fields: { player: 'that player' } },
    purchased: { verb: 'be bought', owner: 'buy an item', fields: { player: 'the buyer', card: 'the item bought' } },
    'loot-played': { verb: 'be played', owner: 'play a loot card', fields: { player: 'that player', card: 'that loot card' } },
    destroy: { verb: 'be destroyed', fields: { card: 'the card', player: "the card's owner" } },
    destroyed: { verb: 'be destroyed', fields: { card: 'the destroyed card' } },
    gain: { verb: 'gain ¢', fields: { amount: 'the amount', player: 'that player' } },
    gained: { verb: 'gain ¢', fields: { amount: 'the amount', player: 'that player' } },
    lost: { verb: 'lose ¢', fields: { amount: 'the amount', player: 'that player' } },
    looted: { verb: 'loot', fields: { amount: 'the number of cards looted', player: 'that player' } },
    'item-gained': { verb: 'come into play', owner: 'gain an item', fields: { card: 'that item', player: 'that player' } },
    'soul-gained': { verb: 'become a soul', owner: 'gain a soul', fields: { card: 'that soul', player: 'that player' } },
  },
};

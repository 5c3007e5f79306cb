// How Four Souls cards are worded: "Deactivate:" for the turned-sideways cost, cents as "¢"
// after the number, and each event as the printed cards say it ("When this is attacked and the
// roll is 1"). Plain data for the rules text (card-dsl/compile/rules-text.ts).
import type { GameWording } from '../../defs';

export const wording: GameWording = {
  words: { tap: 'deactivate', exhaust: 'deactivate', ready: 'recharge' },
  signs: { cents: '¢' },
  zoneCards: { character: 'character', items: 'items', souls: 'souls', curses: 'curses' },
  events: {
    'game-began': { moment: 'at the start of the game' },
    roll: { verb: 'roll', fields: { value: 'the roll', player: 'the player rolling' } },
    rolled: { verb: 'roll', fields: { value: 'the roll', player: 'the player who rolled' } },
    'attack-rolled': { verb: 'be attacked', fields: { value: 'the roll', player: 'the attacker' } },
    attacked: { verb: 'come under attack', fields: { player: 'the attacker' } },
    damage: { verb: 'take damage', fields: { amount: 'the damage', source: 'the source of the damage' } },
    damaged: { verb: 'take damage', fields: { amount: 'the damage', source: 'the source of the damage', player: 'the player who took it' } },
    killed: { verb: 'die', fields: { player: 'the player who killed it' } },
    reward: { verb: 'give its reward', fields: { player: 'the player rewarded' } },
    die: { verb: 'die', fields: { player: 'the dying player' } },
    died: { verb: 'die', fields: { player: 'the player who died' } },
    purchased: { verb: 'be bought', owner: 'buy an item', fields: { player: 'the buyer', card: 'the item bought' } },
    'loot-played': { verb: 'be played', owner: 'play a loot card', fields: { player: 'the player', card: 'the loot card' } },
    destroy: { verb: 'be destroyed', fields: { card: 'the card', player: "the card's owner" } },
    destroyed: { verb: 'be destroyed', fields: { card: 'the destroyed card' } },
    gain: { verb: 'gain ¢', fields: { amount: 'the amount', player: 'the player' } },
    gained: { verb: 'gain ¢', fields: { amount: 'the amount', player: 'the player' } },
    looted: { verb: 'loot', fields: { amount: 'the number of cards looted', player: 'the player who looted' } },
    'item-gained': { verb: 'come into play', owner: 'gain an item', fields: { card: 'the item', player: 'the player' } },
    'soul-gained': { verb: 'become a soul', owner: 'gain a soul', fields: { card: 'the soul', player: 'the player' } },
  },
};

// Star Wars: Destiny in the game's own words: a team of characters with dice, a deck of
// upgrades, supports and events, one battlefield, resources and shields, and one action per
// turn. Plain data: the card language checks cards against it.
import type { Vocabulary } from '../../defs';
import { construction } from './construction';
import { wording } from './wording';

export const DESTINY = 'destiny';

/** Card text that changes how many copies a deck may hold (SWD-X-BUILD-8): "you may include up to 4 copies". */
const COPY_LIMIT = { name: 'copy-limit', doc: 'Copies of this card a deck may hold, where its text changes the usual 2.', min: 1, max: 99 };

/** Labels of an ability: its bold lead word, as the rules name it. */
const ACTION_WORDS = ['action', 'power-action', 'special'];

export const vocabulary: Vocabulary = {
  game: DESTINY,
  name: 'Star Wars: Destiny',
  // Three or four only with the free-for-all variant (SWD-X-MP-1): the module refuses them otherwise.
  players: { min: 2, max: 4 },
  cardKinds: [
    {
      name: 'character',
      doc: 'A character of a team, with its die. #unique characters have two point values: the second buys the #elite version with two dice. Affiliation (#hero, #villain, #neutral) and colour (#blue, #red, #yellow, #gray) are tags. Keywords are tags too: #guardian, and #unblockable (the damage its dice deal passes shields by, modifiers joined to them included). Die faces (`die:`) use melee, ranged, indirect, shield, resource, disrupt, discard, focus, special and blank.',
      stats: [
        { name: 'health', doc: 'Damage that defeats it.', min: 1, max: 30, required: true },
        { name: 'points', doc: 'Team points it costs (the lower value of a unique character).', min: 0, max: 30, required: true },
        { name: 'points-2', doc: 'Team points of the elite version, with two dice.', min: 0, max: 30 },
      ],
      abilityWords: ACTION_WORDS,
    },
    {
      name: 'upgrade',
      doc: 'Attached to one of your characters (three at most); its die is rolled with the character. Subtypes (#weapon, #equipment, #ability, #vehicle) and keywords (#redeploy, #ambush) are tags.',
      stats: [{ name: 'cost', doc: 'Resources paid to play it.', min: 0, max: 20, required: true }, COPY_LIMIT],
      abilityWords: ACTION_WORDS,
    },
    {
      name: 'support',
      doc: 'Played in front of you, attached to nothing; one with a die can be activated to roll it.',
      stats: [{ name: 'cost', doc: 'Resources paid to play it.', min: 0, max: 20, required: true }, COPY_LIMIT],
      abilityWords: ACTION_WORDS,
    },
    {
      name: 'event',
      doc: 'Played from the hand for its play: effect, then discarded.',
      stats: [{ name: 'cost', doc: 'Resources paid to play it.', min: 0, max: 20, required: true }, COPY_LIMIT],
      abilityWords: ['play'],
    },
    {
      name: 'battlefield',
      doc: 'The battlefield one of the two players brought; claiming it is an action, once per round.',
      stats: [],
      abilityWords: ['claim'],
    },
    {
      name: 'plot',
      doc: 'At most one per team: counts toward the team\'s points and starts the game in play.',
      stats: [{ name: 'points', doc: 'Team points it costs.', min: 0, max: 30, required: true }],
      abilityWords: ACTION_WORDS,
    },
  ],
  zones: [
    { name: 'hand', doc: "A player's hand.", scope: 'seat', visibility: 'owner', ordered: false },
    { name: 'deck', doc: "A player's face-down deck of 30 cards.", scope: 'seat', visibility: 'hidden', ordered: true },
    { name: 'discard', doc: "A player's discard pile, open to everyone.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'characters', doc: "A player's characters in play.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'upgrades', doc: "The upgrades attached to a player's characters.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'supports', doc: "A player's supports in play.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'plot', doc: "A player's plot, in play from the start.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'battlefield', doc: 'The battlefield in use; its controller acts first each round.', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'out-of-game', doc: 'Defeated characters and cards removed from the game.', scope: 'shared', visibility: 'public', ordered: false },
  ],
  resources: [{ name: 'resources', doc: 'Spent to play cards and to resolve die faces with a cost; each player gains 2 in each upkeep.' }],
  counters: [{ name: 'shield', doc: 'A shield on a character blocks one damage and is then removed; three at most.' }],
  verbs: [
    { name: 'activate', doc: 'Exhaust a ready character or support and roll its dice (and its upgrades\' dice) into its owner\'s pool.', args: { card: 'selector' } },
    { name: 'roll-into-pool', doc: 'Roll the dice of a card into its owner\'s pool without exhausting it.', args: { card: 'selector' } },
    { name: 'remove-dice', doc: "Remove up to that many dice from an opponent's pool, back onto their cards, without resolving them.", args: { count: 'expr' } },
    { name: 'remove-dice-showing', doc: "Remove up to that many dice showing the symbol from an opponent's pool, back onto their cards, without resolving them. A modifier face of the symbol, and a face of it with a cost, show it too.", args: { count: 'expr', symbol: 'word' } },
    { name: 'resolve-a-die', doc: "Choose one die of that player's pool (yours or an opponent's) and resolve it alone, as if it were in your pool: you pay its face's cost and gain what it gives. Blanks, modifiers and specials cannot be chosen.", args: { pool: 'selector' } },
    { name: 'resolve-a-die-free', doc: "As resolve-a-die, but for free: the face's resource cost is not paid, so a face with a cost you could not pay may be chosen too.", args: { pool: 'selector' } },
    { name: 'focus', doc: 'Turn up to that many other dice of your pool to faces of your choice.', args: { count: 'expr' } },
    { name: 'defeat', doc: 'Defeat a character, whatever its damage.', args: { character: 'selector' } },
    { name: 'move-damage', doc: 'Move up to that much damage from one character to another: it passes shields by and is not taken; nothing moves onto the character it is already on.', args: { amount: 'expr', from: 'selector', to: 'selector' } },
    { name: 'gain-keyword', doc: 'Give cards a keyword (guardian, ambush, redeploy, unblockable…) while they stay in play. A card that has it already, or lost it, gains nothing.', args: { card: 'selector', keyword: 'word' } },
    { name: 'lose-keyword', doc: 'Take a keyword from cards while they stay in play, printed or gained: gaining it again later gives nothing back.', args: { card: 'selector', keyword: 'word' } },
    { name: 'unblockable-damage', doc: 'Deal unblockable damage to a character: it passes its shields by, and they stay.', args: { character: 'selector', amount: 'expr' } },
    { name: 'play-free', doc: 'Play cards from your hand without paying their cost (an upgrade on a character of yours you choose); only the card\'s cost is waived, and a card that cannot be played now stays in hand.', args: { card: 'selector' } },
  ],
  events: [
    { name: 'round-began', doc: 'A round began, the battlefield\'s controller acting first.', fields: {} , about: [] },
    { name: 'round-ended', doc: 'A round ended, after the upkeep.', fields: {} , about: [] },
    { name: 'played', doc: 'A card was played from the hand.', fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'activating', doc: 'A character or support is about to activate.', fields: { card: 'card', player: 'player' }, about: ['character', 'support'], replaceable: true },
    { name: 'activated', doc: 'A character or support activated: its dice are in the pool.', fields: { card: 'card', player: 'player' }, about: ['character', 'support'] },
    { name: 'die-resolved', doc: 'A die was resolved.', fields: { card: 'card', player: 'player', symbol: 'word', value: 'number' }, about: ['card'] },
    { name: 'action', doc: "A player uses a card's action ability, as their action for the turn.", fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'power-action', doc: "A player uses a card's power action, once per round for that card.", fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'special', doc: "A die of the card showing the special symbol was resolved: the card's special ability happens.", fields: { card: 'card', player: 'player', value: 'number' }, about: ['card'] },
    { name: 'setup', doc: "Setup ended, after the battlefield roll: each plot's setup ability happens.", fields: { card: 'card', player: 'player' }, about: ['plot'] },
    { name: 'claim', doc: 'A player claimed the battlefield: its claim ability may be used.', fields: { card: 'card', player: 'player' }, about: ['battlefield'] },
    { name: 'damage', doc: 'Damage is about to be dealt: a replacement can change or prevent it.', fields: { card: 'card', amount: 'number', source: 'card' }, about: ['character'], replaceable: true },
    { name: 'damaged', doc: 'A character took damage.', fields: { card: 'card', amount: 'number', source: 'card' }, about: ['character'] },
    { name: 'defeated', doc: 'A character was defeated.', fields: { card: 'card', player: 'player' }, about: ['character'] },
    { name: 'healed', doc: 'Damage was removed from a character.', fields: { card: 'card', amount: 'number' }, about: ['character'] },
    { name: 'passed', doc: 'A player passed.', fields: { player: 'player' }, about: ['player'] },
  ],
  variants: [
    {
      id: 'free-for-all',
      name: 'Free-for-all',
      doc: 'Three or four players, each for themselves: all roll for the battlefield, turns go clockwise, a round ends when every player still in has passed in a row, the ability\'s user picks which opponent "an opponent" is, and a player is out once all their characters are defeated or a round ends with their hand and deck empty. The last player left wins.',
      params: {},
    },
  ],
  ruleNumbers: [
    { name: 'hand-size', doc: 'Cards a player draws up to: the starting hand, and the draw at the end of each upkeep.', default: 5, min: 0, max: 20, scope: 'player' },
    { name: 'starting-resources', doc: 'Resources each player takes at setup.', default: 2, min: 0, max: 20, scope: 'game' },
    { name: 'resources-per-upkeep', doc: 'Resources each player gains in each upkeep phase.', default: 2, min: 0, max: 20, scope: 'player' },
    { name: 'shields-max', doc: 'Shields a character can hold at once.', default: 3, min: 0, max: 20, scope: 'game' },
    { name: 'deck-size', doc: 'Cards in a standard deck.', default: 30, min: 1, max: 100, scope: 'game' },
    { name: 'team-points', doc: 'Points a team of characters may cost at most.', default: 30, min: 1, max: 100, scope: 'game' },
    { name: 'copies-per-card', doc: 'Copies of one card a deck may hold.', default: 2, min: 1, max: 99, scope: 'game' },
  ],
  ruleOptions: [
    { id: 'ranged-hits-any-character', doc: 'Ranged and melee damage may go to any character; off: only to opposing characters.', default: true },
    { id: 'shields-over-cap-lost', doc: 'Shields beyond three on a character are lost.', default: true },
    { id: 'stacked-modifiers', doc: 'Several modifier dice may join one die of the same symbol.', default: true },
    { id: 'empty-action-is-pass', doc: 'An action that changes nothing counts as a pass.', default: true },
    { id: 'replace-once-per-round', doc: 'Replacing an upgrade at a discount is allowed once per round; off: with every upgrade played.', default: true },
    { id: 'colour-needs-character-in-play', doc: 'A blue, red or yellow card can be played only while its player has a character of that colour in play.', default: false },
  ],
  wording,
  construction,
  prohibits: ['played', 'activated'],
};

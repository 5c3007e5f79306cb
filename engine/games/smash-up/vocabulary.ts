// Smash Up in the game's own words: minions and actions from two shuffled factions, bases that
// score at their breakpoint, victory points, and the optional modules (madness, monsters and
// treasures, titans, burying and duels). Plain data: the card language checks cards against it.
import type { Vocabulary } from '../../defs';
import { construction } from './construction';
import { wording } from './wording';

export const SMASH_UP = 'smash-up';

/** "Here" is the base a card lies at (here.ts answers where); a total here is a player's power there. */
export const PLACES = { total: 'power', noun: 'base' } as const;

/** Labels of a faction card's text: on-play text is `play:`, the rest is labelled. */
const FACTION_WORDS = ['play', 'ongoing', 'special', 'talent'];

export const vocabulary: Vocabulary = {
  game: SMASH_UP,
  name: 'Smash Up',
  players: { min: 2, max: 4 },
  cardKinds: [
    {
      name: 'minion',
      doc: 'A minion played onto your side of a base; its power counts toward the base\'s breakpoint and your place there. #treasure marks a treasure minion.',
      stats: [{ name: 'power', doc: 'Printed power.', min: 0, max: 20, required: true }],
      abilityWords: FACTION_WORDS,
    },
    {
      name: 'action',
      doc: 'An action: it resolves and is discarded, unless it attaches to a base or a minion. One with Ongoing text or power of its own is played on a base; #on-minion marks one played on a minion. #madness and #treasure mark those cards.',
      stats: [{ name: 'power', doc: 'Power some actions add to their controller\'s total where they are attached.', min: 0, max: 20 }],
      abilityWords: FACTION_WORDS,
    },
    {
      name: 'base',
      doc: 'A base in the middle of the table; it scores when the power on it reaches its breakpoint. Its text is always on.',
      stats: [
        { name: 'breakpoint', doc: 'Total power at which the base scores.', min: 0, max: 50, required: true },
        { name: 'vp', doc: "The winner's victory points.", min: 0, max: 10, required: true },
        { name: 'vp-2', doc: "The runner-up's victory points.", min: 0, max: 10, required: true },
        { name: 'vp-3', doc: 'Victory points for third place.', min: 0, max: 10, required: true },
        { name: 'monsters', doc: 'Monsters placed on the base when it enters play (monsters and treasures module).', min: 0, max: 5 },
      ],
      abilityWords: ['ongoing', 'special'],
      neutral: true,
    },
    {
      name: 'titan',
      doc: 'A Titan: waits beside its owner\'s deck until a card lets it onto a base; it has no power of its own.',
      stats: [],
      abilityWords: ['ongoing', 'special', 'talent'],
    },
    {
      name: 'monster',
      doc: 'A monster of the shared monster deck (monsters and treasures module): its power adds to its base\'s breakpoint until someone controls it. #undead marks the undead.',
      stats: [
        { name: 'power', doc: 'Printed power.', min: 0, max: 20, required: true },
        { name: 'treasure', doc: 'Treasures it gives when destroyed or when its base scores.', min: 0, max: 5, required: true },
      ],
      abilityWords: FACTION_WORDS,
      neutral: true,
    },
  ],
  zones: [
    { name: 'hand', doc: "A player's hand.", scope: 'seat', visibility: 'owner', ordered: false },
    { name: 'deck', doc: "A player's face-down deck of two factions.", scope: 'seat', visibility: 'hidden', ordered: true },
    { name: 'discard', doc: "A player's discard pile, open to everyone.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'minions', doc: 'The minions a player controls, on every base.', scope: 'seat', visibility: 'public', ordered: false },
    { name: 'actions', doc: 'The actions a player controls that stay in play, attached to a base or a minion.', scope: 'seat', visibility: 'public', ordered: false },
    { name: 'titans', doc: "A player's Titan, beside their deck or on a base.", scope: 'seat', visibility: 'public', ordered: false },
    { name: 'buried', doc: 'Cards a player has buried face down beside the bases.', scope: 'seat', visibility: 'owner', ordered: false },
    { name: 'monsters', doc: 'The monsters on bases that nobody controls (monsters and treasures module).', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'bases', doc: 'The bases in play.', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'base-deck', doc: 'The face-down base deck.', scope: 'shared', visibility: 'hidden', ordered: true },
    { name: 'base-discard', doc: 'Scored bases.', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'madness-deck', doc: 'The madness cards (madness module), kept face up.', scope: 'shared', visibility: 'public', ordered: true },
    { name: 'monster-deck', doc: 'The monster deck (monsters and treasures module).', scope: 'shared', visibility: 'hidden', ordered: true },
    { name: 'monster-discard', doc: 'Discarded monsters.', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'treasure-deck', doc: 'The treasure deck (monsters and treasures module).', scope: 'shared', visibility: 'hidden', ordered: true },
    { name: 'treasure-discard', doc: 'Discarded treasures.', scope: 'shared', visibility: 'public', ordered: false },
    { name: 'box', doc: 'Cards put out of the game for good.', scope: 'shared', visibility: 'public', ordered: false },
  ],
  resources: [{ name: 'victory-points', doc: 'Victory points scored (15 or more, alone in the lead at the end of a turn, wins); spelt out so they never read as a base\'s vp.' }],
  counters: [{ name: 'power', doc: '+1 power counters: each adds 1 to the power of the minion or Titan it is on, and they are removed when it leaves play.' }],
  verbs: [
    { name: 'play-extra', doc: 'Play a card at once as an extra card, from wherever it lies (hand, deck, a card just revealed), on a base or minion of the player\'s choice; the card that said so goes on once it has resolved. A card that cannot be played is discarded.', args: { card: 'selector' } },
    { name: 'move-minion', doc: 'Move a minion to another base of the mover\'s choice, with what is attached to it; a move is not a play.', args: { minion: 'selector' } },
    { name: 'bury', doc: 'Bury a card face down beside a base of the burier\'s choice, on their side.', args: { card: 'selector' } },
    { name: 'uncover', doc: 'Turn up a buried card and play it at once as an extra card.', args: { card: 'selector' } },
    { name: 'duel', doc: 'Two minions duel: each controller may add a card from hand face down, then the higher power wins and the loser is destroyed.', args: { challenger: 'selector', opponent: 'selector' } },
    { name: 'return-to-hand', doc: "Return a card in play to its owner's hand; what is on it is discarded. A monster or treasure goes to its own discard pile, a Titan beside its owner's deck.", args: { card: 'selector' } },
    { name: 'take-control', doc: 'Take control of a minion or monster in play, as though you had played it; its owner does not change.', args: { minion: 'selector' } },
    { name: 'draw-madness', doc: 'Draw that many Madness cards from the Madness deck (madness module); none while it is empty.', args: { count: 'expr' } },
    { name: 'return-madness', doc: 'Return a Madness card to the Madness deck (madness module).', args: { card: 'selector' } },
    { name: 'play-monster', doc: 'Play that many monsters from the monster deck onto a base.', args: { count: 'expr' } },
    { name: 'play-titan', doc: 'The player may put their Titan onto a base, now or not at all.', args: {} },
    { name: 'cancel-abilities', doc: "Cancel the abilities of the chosen cards until the end of the turn: they count as absent, and what they already did stays done.", args: { card: 'selector' } },
    { name: 'replace-scoring-base', doc: 'The base scoring now leaves play for the base discard pile and the top card of the base deck takes its place, with the cards that were on it; its scoring stops and every base is checked again.', args: {} },
    { name: 'transfer-counters', doc: 'Shift up to that many +1 power counters from the donor onto the recipient (SU-POW-5); onto a card protected from them, they go back to the supply.', args: { count: 'expr', donor: 'selector', recipient: 'selector' } },
    { name: 'transfer-action', doc: 'Shift an action attached to a minion onto another minion, on that minion\'s base; onto a minion protected from it, it is discarded.', args: { action: 'selector', minion: 'selector' } },
    { name: 'swap', doc: 'Two minions on different bases exchange places; attached actions stay in their spot and pass to the minion now there. Nothing happens if either is protected.', args: { first: 'selector', second: 'selector' } },
    { name: 'ward', doc: "Until the start of its warder's next turn the minion cannot be affected by other players' cards; their actions attached to it are destroyed.", args: { minion: 'selector' } },
    { name: 'ward-up-to', doc: "Until the start of its warder's next turn, while the minion's power is at most the number, it cannot be affected by other players' cards; the change that brings it into that range still happens.", args: { minion: 'selector', power: 'expr' } },
    { name: 'set-power', doc: "Until the end of the turn the minion's power starts from that number instead of its printed power; increases and decreases still apply. Against a setting already on it, the active player keeps one.", args: { minion: 'selector', power: 'expr' } },
  ],
  events: [
    { name: 'turn-began', doc: 'The start of a turn.', fields: { player: 'player' }, about: ['player'] },
    { name: 'turn-ended', doc: 'The end of a turn.', fields: { player: 'player' }, about: ['player'] },
    { name: 'played', doc: 'A minion or an action was played.', fields: { card: 'card', player: 'player' }, about: ['minion', 'action', 'titan'] },
    { name: 'destroyed', doc: 'A card in play was destroyed.', fields: { card: 'card' }, about: ['card'] },
    { name: 'moved', doc: 'A card changed zones: drawn, played, discarded, put into a hand or deck. A minion moving between bases is `moved-to-base`.', fields: { card: 'card' }, about: ['card'] },
    // Its own event, apart from the zone change every draw and play makes, so that "after this
    // minion moves" is not set off by playing it (SU-X-TERM-3, SU-X-KW-1).
    { name: 'moved-to-base', doc: 'A minion, buried card or Titan was moved from its base to another (SU-X-TERM-3); never set off by playing a card.', fields: { card: 'card' }, about: ['card'] },
    { name: 'discarded', doc: 'A card went to a discard pile.', fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'drew', doc: 'A player drew a card.', fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'ongoing', doc: "A card came into play: its ongoing: effects start (write them with `while this is in play`).", fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'talent', doc: "A card's Talent is used, once in each of its controller's Play cards phases.", fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'special', doc: "A card's Special is used, at the moment its text names.", fields: { card: 'card', player: 'player' }, about: ['card'] },
    { name: 'before-scoring', doc: 'A base was chosen to score; its victory points are not yet awarded.', fields: { card: 'card' }, about: ['base'] },
    { name: 'scored', doc: 'A base scores: victory points are being awarded.', fields: { card: 'card', player: 'player' }, about: ['base'] },
    { name: 'after-scoring', doc: 'A base has awarded its victory points; its cards are not yet discarded.', fields: { card: 'card', player: 'player' }, about: ['base'] },
  ],
  variants: [
    {
      id: 'faction-draft',
      name: 'Faction draft',
      doc: 'Factions are picked in turn, clockwise then back, until everyone holds two.',
      params: { spare: { type: 'int', default: 0, min: 0, max: 8, doc: 'Factions on offer beyond two per player.' } },
    },
    { id: 'madness', name: 'Madness', doc: 'Adds the madness deck; each pair of madness cards a player holds at the end costs a victory point.', params: {} },
    {
      id: 'monsters-and-treasures',
      name: 'Monsters and treasures',
      doc: 'Adds the monster and treasure decks: bases bring monsters, which raise breakpoints and share out treasure when their base scores.',
      params: {},
    },
    { id: 'titans', name: 'Titans', doc: 'Titans wait beside their owners\' decks and enter play only when a card allows it.', params: {} },
    { id: 'burying-and-duels', name: 'Burying and duels', doc: 'Cards may be buried beside bases and uncovered later, and minions may duel.', params: {} },
  ],
  states: [
    { name: 'attached-to-a-minion', doc: "An action in play on a minion: it is not on the minion's base, so it is not among the actions on a base (SU-X-ATT-7)." },
    { name: 'ongoing', doc: 'A minion or action in play with an Ongoing ability: text that works while it is in play (a Talent, a Special or on-play text is not one). Base text has no kind, so a base is never in this state (SU-X-KW-10).' },
    { name: 'played-off-the-top', doc: 'A card in play that was played off the top of a deck: the top card itself or any card of a group revealed from the top and then played (SU-X-DECK-10); it stays so until it leaves play.' },
  ],
  prohibits: ['played'],
  ruleNumbers: [
    { name: 'vp-to-win', doc: 'Victory points that end the game at the end of a turn, when one player alone has the most.', default: 15, min: 1, max: 100, scope: 'player' },
    { name: 'starting-hand', doc: 'Cards each player draws from their deck as their starting hand.', default: 5, min: 0, max: 20, scope: 'game' },
    { name: 'draws-per-turn', doc: 'Cards the active player draws in their draw phase.', default: 2, min: 0, max: 10, scope: 'player' },
    { name: 'hand-limit', doc: 'Cards a player may keep after their draw phase; they discard down to it.', default: 10, min: 0, max: 99, scope: 'player' },
    { name: 'minion-plays', doc: 'Minions the active player may play in their play cards phase.', default: 1, min: 0, max: 10, scope: 'player' },
    { name: 'action-plays', doc: 'Actions the active player may play in their play cards phase.', default: 1, min: 0, max: 10, scope: 'player' },
    { name: 'factions-per-deck', doc: 'Factions each player shuffles together into their deck.', default: 2, min: 1, max: 4, scope: 'game' },
    { name: 'faction-size', doc: 'Cards in one faction.', default: 20, min: 1, max: 60, scope: 'game' },
    { name: 'copies-per-card', doc: 'Copies of one card a deck may hold (99: no limit, the published rule); a house rule may lower it.', default: 99, min: 1, max: 99, scope: 'game' },
  ],
  ruleOptions: [
    { id: 'buried-to-burier', doc: 'A buried card that is discarded goes to the discard pile of the player who buried it; off: to its owner\'s.', default: true },
    { id: 'treasure-after-after-scoring', doc: 'Treasure is shared after the after-scoring abilities (the rulebook\'s step order); off: before them.', default: true },
    { id: 'madness-check-on-raw-vp', doc: 'The game ends on victory points before madness penalties, which then decide the winner.', default: true },
    { id: 'tied-duel-both-lose', doc: 'In a tied duel each minion takes both the winner\'s and the loser\'s results.', default: true },
    { id: 'base-monsters-trigger', doc: 'Monsters placed by a base resolve their on-play text, the active player choosing for them.', default: true },
    { id: 'affect-older-list', doc: 'Burying and uncovering a card in play also affect it, as in the older list, so protections stop them; off: only the current list affects.', default: false },
    { id: 'monsters-follow-card-destination', doc: 'A card that names monsters may send one somewhere other than the monster discard pile (a hand, a deck); off: a monster leaving play always goes to its own pile.', default: true },
    { id: 'optional-abilities-in-me-first', doc: 'Optional abilities of cards in play ("you may") set off before or after a base scores wait for the Me First! round and are used in turn with Specials; off: every ability in play resolves first, in the active player\'s order, and only Specials go round.', default: true },
    { id: 'mulligan-shuffles-back', doc: 'A player who redraws a hand without minions shuffles the old hand into their deck; off: discards it.', default: true },
  ],
  places: { ...PLACES },
  wording,
  construction,
};

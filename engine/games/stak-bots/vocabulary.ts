// Stak Bots in the game's own words: bots with rank and power on staks, a shared supply and
// scrapheap, entry effects, and the published toggles as variants. Plain data: the card
// language checks cards against it.
import type { Vocabulary } from '../../defs';
import { wording } from './wording';

export const STAK_BOTS = 'stak-bots';

export const vocabulary: Vocabulary = {
  game: STAK_BOTS,
  name: 'Stak Bots',
  players: { min: 2, max: 6 },
  cardKinds: [
    {
      name: 'bot',
      doc: 'A bot: only the top bot of each stak acts.',
      stats: [
        { name: 'rank', doc: 'Relative strength, used to balance decks; no effect in play.', min: 0, max: 10, required: true },
        { name: 'power', doc: 'Damage dealt in each fight, and damage that scraps it.', min: 0, max: 20, required: true },
      ],
      abilityWords: ['entry', 'ability'],
    },
  ],
  zones: [
    { name: 'stak', doc: "A player's pile of bots; only the top card is face up and active.", scope: 'seat', visibility: 'public', ordered: true },
    { name: 'hand', doc: "A player's hand.", scope: 'seat', visibility: 'owner', ordered: false },
    { name: 'supply', doc: 'The shared face-down draw pile.', scope: 'shared', visibility: 'hidden', ordered: true },
    { name: 'scrapheap', doc: 'Where scrapped and discarded cards go, face up.', scope: 'shared', visibility: 'public', ordered: false },
  ],
  resources: [],
  counters: [],
  verbs: [
    { name: 'scrap', doc: 'Send cards from staks or hands to the scrapheap.', args: { cards: 'selector' } },
    { name: 'reset', doc: 'Turn a bot face down where it is; a top bot flips straight back up and enters again.', args: { cards: 'selector' } },
    { name: 'play-from-hand', doc: 'The chosen player plays a card from their hand onto their stak.', args: { who: 'selector' } },
  ],
  events: [
    { name: 'entry', doc: 'A bot entered: played from hand, or turned face up on top of its stak.', fields: { card: 'card' }, about: ['bot'] },
    { name: 'played', doc: 'A bot was played from hand onto a stak.', fields: { card: 'card', player: 'player' }, about: ['bot'] },
    { name: 'scrapped', doc: 'A card went to the scrapheap.', fields: { card: 'card', player: 'player' }, about: ['bot'] },
    { name: 'attacked', doc: 'A bot attacked a stak.', fields: { card: 'card', target: 'card' }, about: ['bot'] },
    { name: 'fought', doc: 'Two bots dealt each other damage.', fields: { card: 'card', opponent: 'card' }, about: ['bot'] },
    { name: 'damage', doc: 'Damage is about to be dealt to a bot: a replacement can change or prevent it.', fields: { card: 'card', amount: 'number', source: 'card' }, about: ['bot'], replaceable: true },
    { name: 'damaged', doc: 'A bot took damage.', fields: { card: 'card', amount: 'number' }, about: ['bot'] },
    { name: 'eliminated', doc: 'A player with an empty stak is out.', fields: { player: 'player' }, about: ['player'] },
    { name: 'turn-began', doc: 'A turn began.', fields: { player: 'player' }, about: ['player'] },
    { name: 'turn-ended', doc: 'A turn ended.', fields: { player: 'player' }, about: ['player'] },
  ],
  variants: [
    {
      id: 'stak-depth',
      name: 'Stak depth',
      doc: 'Deal more or fewer face-down cards to each stak; an empty supply is rebuilt from the shuffled scrapheap.',
      params: {
        cards: { type: 'int', default: 9, min: 1, max: 30, doc: 'Cards dealt to each stak.' },
      },
      sets: { 'stak-size': 'cards' },
    },
    {
      id: 'rank-balanced',
      name: 'Rank-balanced decks',
      doc: 'Deal by rank so that every player starts with bots of comparable total rank.',
      params: {},
    },
    {
      id: 'reactive-play',
      name: 'Reactive play',
      doc: 'When attacked, the defender may play a card from hand onto the defending stak first; the attack is then cancelled.',
      params: {},
    },
    {
      id: 'recycling',
      name: 'Recycling',
      doc: 'Scrap your top bot and discard a card at once to draw a card from the supply.',
      params: {},
    },
    {
      id: 'setup-entry',
      name: 'Setup entry effects trigger',
      doc: "The top bots' entry effects trigger at the start of the first player's turn, before the draw, in turn order.",
      params: {},
    },
    {
      id: 'borderless',
      name: 'Borderless play',
      doc: "Cards may be played onto other players' staks; the stak's owner makes the entry effect's choices.",
      params: {},
    },
    {
      id: 'attack-tally',
      name: 'Attack tally',
      doc: 'Instead of one attacking bot per turn, a set number of attacks per turn by any of your top bots.',
      params: { attacks: { type: 'int', default: 3, min: 1, max: 20, doc: 'Attacks allowed each turn.' } },
    },
    {
      id: 'traitors',
      name: 'Traitors',
      doc: "Play only onto opponents' staks, never discard from hand as an action, start with 3 cards and keep at most 3 at the end of your turn.",
      params: { hand: { type: 'int', default: 3, min: 1, max: 10, doc: 'Starting hand and end-of-turn hand limit.' } },
      sets: { 'hand-size': 'hand', 'hand-limit': 'hand' },
    },
  ],
  ruleNumbers: [
    { name: 'stak-size', doc: 'Face-down cards dealt to each stak at setup.', default: 9, min: 1, max: 30, scope: 'game' },
    { name: 'hand-size', doc: 'Cards dealt to each hand at setup.', default: 2, min: 0, max: 10, scope: 'game' },
    { name: 'draws-per-turn', doc: 'Cards the active player draws from the supply at the start of their turn.', default: 1, min: 0, max: 10, scope: 'player' },
    { name: 'hand-limit', doc: 'Cards a player may keep at the end of their turn; they discard down to it (99: no limit, the published rule).', default: 99, min: 0, max: 99, scope: 'player' },
  ],
  ruleOptions: [
    { id: 'supply-reshuffle', doc: 'An empty supply is rebuilt by shuffling the scrapheap (the published rule); off: the draw is skipped.', default: true },
    { id: 'reset-reenters', doc: 'A reset top bot flips straight back up and its entry effect triggers again.', default: true },
    { id: 'covered-attacker-attacks-again', doc: 'A bot that attacked, was covered and came back to the top may attack again that turn; off: attacking ends for the turn once the attacker leaves the top.', default: true },
  ],
  wording,
};

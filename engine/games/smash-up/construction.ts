// How a Smash Up player's deck is built (SU-SETUP-1, SU-X-SETUP-1): two factions of 20 cards
// shuffled together. In Cardwright a faction is a set (`sets/smash-up/<faction>/`), so the
// factions of a deck are the sets its cards come from.
import type { Construction } from '../../defs';

export const construction: Construction = {
  scope: 'seat',
  sections: [
    {
      id: 'deck',
      name: 'Faction deck',
      doc: 'The minions and actions of the two factions, shuffled together into one deck.',
      kinds: ['minion', 'action'],
      withoutTags: ['madness', 'treasure'],
      zone: 'deck',
    },
  ],
  rules: [
    {
      id: 'two-factions',
      kind: 'groups',
      section: 'deck',
      count: 'factions-per-deck',
      size: 'faction-size',
      doc: 'A deck is two different factions, each whole.',
      source: ['SU-SETUP-1', 'SU-X-SETUP-1'],
    },
    { id: 'deck-size', kind: 'size', sections: ['deck'], min: { times: ['factions-per-deck', 'faction-size'] }, max: { times: ['factions-per-deck', 'faction-size'] }, doc: 'The deck holds the cards of its factions and nothing else.', source: ['SU-SETUP-1'] },
    { id: 'copies-per-card', kind: 'copies', sections: ['deck'], max: 'copies-per-card', doc: 'No card has more copies than the copy limit (none in the published rules).' },
  ],
  draws: { section: 'deck', opening: 'starting-hand', perTurn: 'draws-per-turn' },
};

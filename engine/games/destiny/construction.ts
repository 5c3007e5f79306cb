// How a Star Wars: Destiny player's cards are chosen (SWD-BUILD, SWD-X-BUILD): a team of
// characters with their dice and at most one plot, worth up to 30 points; a 30-card deck; one
// battlefield. Affiliation (#hero, #villain) and colour (#blue, #red, #yellow) are tags.
import type { Construction } from '../../defs';

export const construction: Construction = {
  scope: 'seat',
  sections: [
    { id: 'characters', name: 'Team', doc: 'The characters, each with one die, or two for an elite unique character.', kinds: ['character'], elite: true, zone: 'characters' },
    { id: 'plot', name: 'Plot', doc: 'At most one plot, whose points count toward the team.', kinds: ['plot'], zone: 'plot' },
    { id: 'deck', name: 'Deck', doc: 'The upgrades, supports and events drawn during the game.', kinds: ['upgrade', 'support', 'event'], zone: 'deck' },
    { id: 'battlefield', name: 'Battlefield', doc: 'The battlefield the player brings.', kinds: ['battlefield'], zone: 'battlefield' },
  ],
  rules: [
    { id: 'team-points', kind: 'points', sections: ['characters', 'plot'], stat: 'points', eliteStat: 'points-2', max: 'team-points', doc: 'The team, plot included, is worth at most 30 points.', source: ['SWD-BUILD-2', 'SWD-X-BUILD-1'] },
    { id: 'a-character', kind: 'size', sections: ['characters'], min: 1, doc: 'A team has at least one character.', source: ['SWD-X-BUILD-2'] },
    { id: 'unique-characters', kind: 'copies', sections: ['characters'], tag: 'unique', max: 1, doc: 'A unique character is on the team once.', source: ['SWD-BUILD-5'] },
    { id: 'elite', kind: 'elite', section: 'characters', tag: 'unique', stat: 'points-2', doc: 'Only a unique character with a second point value is bought elite, with two dice, at that value.', source: ['SWD-BUILD-6', 'SWD-X-KW-6'] },
    { id: 'one-plot', kind: 'size', sections: ['plot'], max: 1, doc: 'A team has at most one plot.', source: ['SWD-X-BUILD-1'] },
    { id: 'heroes-or-villains', kind: 'exclusive', sections: ['characters'], tags: ['hero', 'villain'], doc: 'A team is heroes or villains, never both.', source: ['SWD-BUILD-3'] },
    { id: 'affiliation', kind: 'needs', sections: ['deck', 'plot'], tags: ['hero', 'villain'], from: ['characters'], doc: 'Hero cards need a hero on the team, villain cards a villain.', source: ['SWD-BUILD-9', 'SWD-X-BUILD-3'] },
    { id: 'colours', kind: 'needs', sections: ['deck', 'plot'], tags: ['blue', 'red', 'yellow'], from: ['characters'], doc: 'A blue, red or yellow card needs a character of its colour; gray cards go anywhere.', source: ['SWD-BUILD-10', 'SWD-X-BUILD-6'] },
    { id: 'copies-per-card', kind: 'copies', sections: ['deck'], max: 'copies-per-card', limitStat: 'copy-limit', doc: 'At most 2 copies of a card in the deck, or as many as its copy-limit says.', source: ['SWD-BUILD-8', 'SWD-X-BUILD-5', 'SWD-X-BUILD-8'] },
    { id: 'deck-size', kind: 'size', sections: ['deck'], min: 'deck-size', max: 'deck-size', doc: 'The deck has exactly 30 cards.', source: ['SWD-BUILD-7'] },
    { id: 'one-battlefield', kind: 'size', sections: ['battlefield'], min: 1, max: 1, doc: 'The player brings one battlefield.', source: ['SWD-BUILD-12'] },
  ],
  draws: { section: 'deck', opening: 'hand-size', perTurn: 2 },
};

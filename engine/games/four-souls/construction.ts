// How a Four Souls table's decks are put together (docs/rules/four-souls.md, FS-SETUP): one list
// gives every shared deck. A character's starting item comes with it (its `startsWith`), so
// eternal items are no section of their own.
import type { Construction } from '../../defs';

export const construction: Construction = {
  scope: 'table',
  sections: [
    { id: 'characters', name: 'Character pool', doc: 'The characters the players are dealt from (each brings its starting item).', kinds: ['character'], zone: 'character-deck' },
    { id: 'loot', name: 'Loot deck', doc: 'The loot cards players draw and play.', kinds: ['loot'], zone: 'loot-deck' },
    { id: 'treasure', name: 'Treasure deck', doc: 'The items of the shop and the treasure deck; starting items come with their characters.', kinds: ['item'], withoutTags: ['eternal'], zone: 'treasure-deck' },
    { id: 'monsters', name: 'Monster deck', doc: 'Monsters, bosses, bonus cards and curses.', kinds: ['monster', 'bonus', 'curse'], zone: 'monster-deck' },
    { id: 'bonus-souls', name: 'Bonus souls', doc: 'The souls laid out by the bonus souls variant.', kinds: ['bonus-soul'], zone: 'bonus-souls' },
  ],
  rules: [
    { id: 'one-of-each-character', kind: 'copies', sections: ['characters'], max: 1, doc: 'Each character is in the pool once.', source: ['FS-SETUP-8'] },
    { id: 'a-character-each', kind: 'size', sections: ['characters'], min: 'players', doc: 'Every player is dealt a character.', source: ['FS-SETUP-8', 'FS-SETUP-15'] },
    { id: 'starting-loot', kind: 'size', sections: ['loot'], min: { times: ['players', 'starting-loot'] }, doc: 'Every player is dealt a starting hand of loot.', source: ['FS-SETUP-10'] },
    { id: 'shop-opens', kind: 'size', sections: ['treasure'], min: 'shop-slots', doc: 'The shop opens with an item in each slot.', source: ['FS-SETUP-3'] },
    { id: 'monster-slots-open', kind: 'size', sections: ['monsters'], cardKinds: ['monster'], min: 'monster-slots', doc: 'Each monster slot opens with a monster.', source: ['FS-SETUP-4', 'FS-SETUP-6'] },
    { id: 'one-of-each-bonus-soul', kind: 'copies', sections: ['bonus-souls'], max: 1, doc: 'Each bonus soul is laid out once.', source: ['FS-VAR-1'] },
    { id: 'copies-per-card', kind: 'copies', sections: ['characters', 'loot', 'treasure', 'monsters', 'bonus-souls'], max: 'copies-per-card', doc: 'No card has more copies than the copy limit (none in the published rules).' },
  ],
  draws: { section: 'loot', opening: 'starting-loot', perTurn: 'turn-loot' },
};

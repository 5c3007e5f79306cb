// A card's face in its game's own words (engine/games/<game>/wording.ts): compiled from the
// language and read back as the rules text prints it.
import { describe, expect, it } from 'vitest';
import { vocabulary as destiny } from '../../engine/games/destiny/vocabulary';
import { vocabulary as fourSouls } from '../../engine/games/four-souls/vocabulary';
import { vocabulary as stakBots } from '../../engine/games/stak-bots/vocabulary';
import { buildSet } from '../project';
import { rulesText } from './rules-text';
import { faces, fieldWords, gameWord, resourceAmount, verbPhrase } from './wording';

/** The face of the one card of `source` (a whole file). */
function face(source: string, options = {}): string {
  const game = /game (\S+)/.exec(source)![1]!;
  const built = buildSet([{ path: 'a.cards', text: source }], { game, set: 'x', name: 'X' });
  if (!built.setFile) throw new Error(built.diagnostics.map((d) => d.diagnostic.message).join('; '));
  return rulesText(built.setFile.cards[0]!, game === 'four-souls' ? fourSouls : stakBots, new Map(), options);
}
const item = (...lines: string[]) => face(`game four-souls\nitem "A" #passive {\n${lines.map((l) => `  ${l}\n`).join('')}}\n`);
const monster = (...lines: string[]) => face(`game four-souls\nmonster "M" hp 2 evasion 3 attack 1 {\n${lines.map((l) => `  ${l}\n`).join('')}}\n`);
const loot = (line: string, options = {}) => face(`game four-souls\nloot "L" {\n  play: ${line}\n}\n`, options);

describe('Four Souls in its own words', () => {
  it('says Deactivate and recharge, and prints cents as ¢', () => {
    expect(item('tap: gain 3 cents', 'pay 1 cent: ready this')).toBe('Deactivate: gain 3¢.\nPay 1¢: recharge this.');
    expect(item('enters the shop exhausted')).toBe('Enters the shop deactivated.');
  });

  it('words events as its cards do: the roll, the attacker, a player buying an item, the start of the game', () => {
    expect(monster('when this attack-rolled if the event value is 1: deal 1 damage to the event player')).toBe('When this is attacked and the roll is 1: deal 1 damage to the attacker.');
    expect(item('when an opponent purchased: gain 1 cent')).toBe('When an opponent buys an item: gain 1¢.');
    expect(item('when you loot-played: gain 1 cent')).toBe('When you play a loot card: gain 1¢.');
    expect(item('when any killed: loot 1')).toBe('When a monster dies: loot 1.');
    expect(item('when any game-began: loot 1')).toBe('At the start of the game: loot 1.');
    expect(item('each time you would damage: increase it by 1')).toBe('Each time one of your cards would take damage, increase it by 1.');
    expect(item('when any gained if the cents of the event player is 25 or more: loot 1')).toBe('When a player gains ¢ and that player has 25¢ or more: loot 1.');
  });

  it('reads rolls, once per turn and modes without parentheses', () => {
    expect(loot('roll {\n    1-3: loot 1\n    4-5: gain 3 cents\n    6: gain-treasure 1\n  }')).toBe('Roll a die: on 1-3, loot 1; on 4-5, gain 3¢; on a 6, gain 1 treasure.');
    expect(loot('roll as X {\n    1-6: gain X cents\n  }')).toBe('Roll a die, then gain Y¢, where Y is the roll.');
    expect(item('once per turn, tap: loot 1')).toBe('Once per turn, deactivate: loot 1.');
    expect(item('when your turn-ended once per turn: loot 1')).toBe('Once per turn, at the end of your turn: loot 1.');
  });

  it('says the game\'s verbs as its cards do, with the glossary only in the hover', () => {
    expect(loot('must-attack 2 then add-shop-slots 1 then gain-treasure 2')).toBe('Attack 2 more times this turn, then add 1 shop slot, then gain 2 treasure.');
    expect(loot('steal-cents 3 with victim target opponent')).toBe('Steal 3¢ from target opponent.');
    expect(loot('loot 2', { reminders: true })).toBe('Loot 2 (the player draws that many cards from the loot deck).');
    expect(loot('loot 2')).toBe('Loot 2.');
  });

  it('names the cards of a character zone as the character, and a roll bonus as "to rolls"', () => {
    expect(item('static: the cards in your character get -1 roll-bonus')).toBe('Your character gets -1 to rolls.');
    expect(loot('the cards in target player as hero\'s character get +1 attack until end of turn')).toBe("Target player's character gets +1 attack until the end of the turn.");
  });
});

describe('Stak Bots in its own words', () => {
  it('says "top bot"', () => {
    expect(face("game stak-bots\nbot \"A\" rank 1 power 1 {\n  entry: deal 1 damage to the top card of each opponent's stak\n}\n")).toBe("Entry: deal 1 damage to each opponent's top bot.");
  });
});

describe('wording look-ups fall back to plain English', () => {
  it('for a game without wording', () => {
    expect(gameWord(stakBots, 'tap')).toBe('tap');
    expect(resourceAmount(undefined, 'cents', '1')).toBe('1 cent');
    expect(resourceAmount(fourSouls, 'cents', 'X')).toBe('X¢');
    expect(fieldWords(undefined, 'damaged', 'source')).toBe('the source');
    expect(fieldWords(fourSouls, 'attack-rolled', 'player')).toBe('the attacker');
    expect(faces(3, 3)).toBe('on a 3');
    expect(verbPhrase(stakBots, 'scrap', {}, String)).toBeNull();
  });

  it("says a player as an owner where the phrase asks {name:'s}", () => {
    const pool = (said: string) => verbPhrase(destiny, 'resolve-a-die-free', { pool: 'p' }, () => said)?.text;
    expect(pool('you')).toBe('resolve one die from your pool for free');
    expect(pool('target opponent')).toBe("resolve one die from target opponent's pool for free");
    expect(pool('each opponent')).toBe("resolve one die from each opponent's pool for free");
    expect(pool('players')).toBe("resolve one die from players' pool for free");
  });
});

describe('as printed cards say them', () => {
  it('reads a number that counts as "for each", "you have the most", "on top of your stak"', () => {
    expect(loot('loot 1 for each opponent')).toBe('Loot 1 for each opponent.');
    expect(loot('gain (2 * the number of cards in your items) cents')).toBe('Gain 2¢ for each card in your items.');
    expect(item('when your turn-began if you have the most souls: loot 1')).toBe('At the start of your turn, if you have the most souls: loot 1.');
    expect(item('static: the cards in your character get +1 attack for each card in your items')).toBe('Your character gets +1 attack for each card in your items.');
    expect(face('game stak-bots\nbot "A" rank 1 power 1 {\n  when this fought if this is on top of your stak: draw a card\n}\n')).toBe('When this fights and this is on top of your stak: draw a card.');
  });
});

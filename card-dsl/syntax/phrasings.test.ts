// The phrasings designers reach for, each read into the tree of its long form: both compile to
// the same effects, and the formatter prints the short form back as it was written.
import { describe, expect, it } from 'vitest';
import { format } from '../compile/format';
import { buildSet } from '../project';
import { parse } from './parser';

const HEADS: Record<string, string> = {
  'stak-bots': 'bot "A" rank 1 power 1',
  'four-souls': 'item "A" #passive',
};

function source(game: string, line: string): string {
  return `game ${game}\n\n${HEADS[game]} {\n  ${line}\n}\n`;
}

/** The compiled abilities of a card holding `line`, failing on any error. */
function compiled(game: string, line: string): string {
  const built = buildSet([{ path: 'a.cards', text: source(game, line) }], { game, set: 'x', name: 'X' });
  const errors = built.diagnostics.filter((d) => d.diagnostic.severity === 'error').map((d) => `${d.diagnostic.code} ${d.diagnostic.message}`);
  if (errors.length > 0) throw new Error(`${line}: ${errors.join('; ')}`);
  return JSON.stringify(built.setFile!.cards[0]!.abilities);
}

/** The line as the formatter prints it. */
function formatted(game: string, line: string): string {
  const result = format(source(game, line));
  if (result.text === null) throw new Error(result.reason);
  return result.text.split('\n')[3]!.trim();
}

const SAME: [game: string, short: string, long: string][] = [
  ['stak-bots', 'entry: draw a card for each opponent', 'entry: draw (the number of opponents) cards'],
  ['stak-bots', 'entry: draw 2 cards for each card in your hand', 'entry: draw (2 * the number of cards in your hand) cards'],
  ['stak-bots', 'entry: this gets -1 power for each opponent until end of turn', 'entry: this gets -(the number of opponents) power until end of turn'],
  ['stak-bots', 'static: this gets +1 power for each card in your hand', 'static: this gets +(the number of cards in your hand) power'],
  ['stak-bots', 'entry: deal 1 damage to this for each card in your hand', 'entry: deal (the number of cards in your hand) damage to this'],
  ['four-souls', 'play: loot 1 for each opponent', 'play: loot (the number of opponents)'],
  ['four-souls', 'play: gain 1 cent for each card in your items', 'play: gain (the number of cards in your items) cents'],
  ['four-souls', 'when your turn-began if you have the fewest souls: loot 1', 'when your turn-began if there is a player with the fewest souls that is you: loot 1'],
  ['four-souls', 'when your turn-began if you have the most cents: loot 1', 'when your turn-began if there is a player with the most cents that is you: loot 1'],
  ['four-souls', 'when your turn-began if you have 3 or more cents: loot 1', 'when your turn-began if your cents is 3 or more: loot 1'],
  ['four-souls', 'when your turn-began if you have at least 2 souls: loot 1', 'when your turn-began if the souls of you is at least 2: loot 1'],
  ['four-souls', 'when your turn-began if you have no cents: loot 1', 'when your turn-began if your cents is 0: loot 1'],
  ['four-souls', 'when any turn-began if the event player has fewer than 2 souls: loot 1', 'when any turn-began if the souls of the event player is less than 2: loot 1'],
  ['four-souls', 'when you rolled: subtract 1 from the roll', 'when you rolled: add -1 to the roll'],
  ['four-souls', 'when you rolled: you loot 2', 'when you rolled: loot 2'],
  ['four-souls', 'when you rolled: you steal-cents 1 with victim the event player', 'when you rolled: steal-cents 1 with victim the event player'],
  ['stak-bots', 'entry: each opponent scraps their top bot', "entry: scrap the top card of each opponent's stak"],
  ['stak-bots', "entry: deal 1 damage to each opponent's top bot", "entry: deal 1 damage to the top card of each opponent's stak"],
  ['stak-bots', 'entry: scrap your top bot', 'entry: scrap the top card of your stak'],
  ['stak-bots', "entry: deal 1 damage to the bot on top of each opponent's stak", "entry: deal 1 damage to the top bot of each opponent's stak"],
  ['stak-bots', 'entry: if this is on top of your stak: draw a card', 'entry: if this is on top and this is in the stak and the owner of this is you: draw a card'],
  ['stak-bots', 'entry: put the top card of the supply on top of your stak', 'entry: put the top card of the supply into your stak'],
  ['stak-bots', 'entry: at your next turn-began: draw a card', 'entry: at the next your turn-began: draw a card'],
  ['stak-bots', 'entry: if there is no opponent with power 3 or more: draw a card', 'entry: if not there is each opponent where the power of it is 3 or more: draw a card'],
];

describe('phrasings designers reach for', () => {
  it.each(SAME)('%s: "%s" compiles as "%s"', (game, short, long) => {
    expect(compiled(game, short)).toBe(compiled(game, long));
  });

  it('formats each short form as it was written', () => {
    for (const [game, short] of SAME.filter(([, s]) => !/on top of your stak: draw|the bot on top of|scraps their|put the top card of the supply/.test(s))) expect(formatted(game, short), short).toBe(short);
  });

  it('formats the forms whose long form reads as well in one way', () => {
    expect(formatted('stak-bots', 'entry: each opponent scraps their top bot')).toBe("entry: scrap each opponent's top bot");
    expect(formatted('stak-bots', "entry: deal 1 damage to the bot on top of each opponent's stak")).toBe("entry: deal 1 damage to the top bot of each opponent's stak");
    expect(formatted('stak-bots', 'entry: put the top card of the supply on top of your stak')).toBe('entry: put the top card of the supply on top of your stak');
    expect(formatted('four-souls', 'when you rolled: add -2 to the roll')).toBe('when you rolled: subtract 2 from the roll');
    expect(formatted('stak-bots', 'entry: if there is no opponent with power 3 or more: draw a card')).toBe('entry: if there is no opponent with power 3 or more: draw a card');
  });

  it('says what is wrong with a count on an effect without a number, and a pile a game does not have', () => {
    expect(parse(source('stak-bots', 'entry: destroy this for each opponent')).diagnostics.map((d) => d.message)).toEqual([
      'unexpected "for": expected the end of the effect: only an effect with a number counts "for each" (to do it for each one, write "for each …: <effect>")',
    ]);
    const built = buildSet([{ path: 'a.cards', text: source('four-souls', 'play: destroy your top card') }], { game: 'four-souls', set: 'x', name: 'X' });
    expect(built.diagnostics.map((d) => `${d.diagnostic.code} ${d.diagnostic.message}`)).toEqual([
      'CW2031 say which zone: a player has no ordered zone of their own in Four Souls, so "top" or "bottom" needs one, as in "the top card of your deck"',
    ]);
    expect(parse(source('stak-bots', 'entry: if this is on top of their stak: draw a card')).diagnostics.map((d) => d.message)).toEqual([
      'unexpected ":": expected "your <zone>" or "the <zone>" after "on top of"',
    ]);
  });

  it('reads "you have the most …" for you only', () => {
    expect(parse(source('four-souls', 'when any turn-began if the event player has the most souls: loot 1')).diagnostics.map((d) => d.message)).toEqual([
      'unexpected "the": expected "you", as in "you have the most souls": for another player, write "<player> is …" with a condition on their numbers',
    ]);
  });
});

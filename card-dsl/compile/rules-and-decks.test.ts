// The constructs of the language's second round, each through every phase: parsed, checked,
// compiled to the engine's definitions, printed back by the formatter to the same tree, and
// worded as rules text. Four Souls words, where the game has them (rule numbers, cents).
import { describe, expect, it } from 'vitest';
import type { Ability, Effect } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { buildSet } from '../project';
import { parse } from '../syntax/parser';
import { compileFile } from './compiler';
import { format } from './format';
import { rulesText } from './rules-text';

const fourSouls = vocabularies.get('four-souls')!;
const stakBots = vocabularies.get('stak-bots')!;

/** A card of one item (or bot) with `line` as its only ability: built, with its diagnostics. */
function build(line: string, game: 'four-souls' | 'stak-bots' = 'four-souls') {
  const head = game === 'four-souls' ? 'item "Probe" #active' : 'bot "Probe" rank 1 power 1';
  const text = `game ${game}\n\n${head} {\n  ${line}\n}\n`;
  const built = buildSet([{ path: 'a.cards', text }], { game, set: 'test', name: 'Test' });
  return { text, built, diagnostics: built.diagnostics.map((d) => `${d.diagnostic.code} ${text.slice(d.diagnostic.range.start, d.diagnostic.range.end)}`) };
}

/** The one ability the line compiles to (no diagnostic allowed). */
function compiled(line: string, game: 'four-souls' | 'stak-bots' = 'four-souls'): Ability {
  const { built, diagnostics } = build(line, game);
  expect(diagnostics).toEqual([]);
  return built.setFile!.cards[0]!.abilities[0]!;
}

function effectOf(line: string, game: 'four-souls' | 'stak-bots' = 'four-souls'): Effect {
  const ability = compiled(line, game);
  if (ability.kind !== 'activated' && ability.kind !== 'play' && ability.kind !== 'triggered') throw new Error(`no effect in ${ability.kind}`);
  return ability.effect;
}

/** The line formatted alone, and whether the result reads back to the same definitions. */
function formatted(line: string, game: 'four-souls' | 'stak-bots' = 'four-souls'): string {
  const { text, built } = build(line, game);
  const result = format(text);
  if (result.text === null) throw new Error(result.reason);
  const again = buildSet([{ path: 'a.cards', text: result.text }], { game, set: 'test', name: 'Test' });
  expect(again.diagnostics.map((d) => d.diagnostic.message)).toEqual([]);
  expect(again.setFile?.cards).toEqual(built.setFile?.cards);
  return result.text.split('\n')[3]!.trim();
}

function worded(line: string, game: 'four-souls' | 'stak-bots' = 'four-souls'): string {
  return rulesText(build(line, game).built.setFile!.cards[0]!, game === 'four-souls' ? fourSouls : stakBots);
}

describe('rule numbers', () => {
  it('compile a static line to a rule-number ability, by name or alias, for whom', () => {
    expect(compiled('static: your hand limit is 8')).toEqual({ kind: 'rule-number', rule: 'hand-limit', op: 'set', amount: 8, who: { kind: 'you' } });
    expect(compiled('static: each opponent\'s purchases cost 2 more')).toEqual({ kind: 'rule-number', rule: 'purchase-price', op: 'add', amount: 2, who: { kind: 'players', which: 'opponents' } });
    expect(compiled('static: purchases cost 2 more for each opponent')).toEqual({
      kind: 'rule-number',
      rule: 'purchase-price',
      op: 'add',
      amount: { kind: 'arith', op: '*', left: 2, right: { kind: 'count', of: { kind: 'players', which: 'opponents' } } },
    });
    expect(compiled('static: your attacks-per-turn is 1 less while it is not your turn')).toMatchObject({ op: 'add', amount: -1, condition: { kind: 'not' } });
  });

  it('compile a change made by an effect, with its duration before or after it', () => {
    const after = effectOf('tap: purchases cost 2 less this turn');
    const before = effectOf('tap: until end of turn, purchases cost 2 less');
    expect(after).toEqual({ kind: 'change-rule', rule: 'purchase-price', op: 'add', amount: -2, duration: 'end-of-turn' });
    expect(before).toEqual(after);
    expect(effectOf('tap: target player\'s hand limit is 3 for the rest of the game')).toMatchObject({ kind: 'change-rule', who: { kind: 'bound', name: 'target' }, duration: 'permanent' });
  });

  it("compile a variant's rule, with its parameter, for the whole game", () => {
    const text = 'game four-souls\n\nvariant "Long Game" {\n  param souls 5\n  rule: souls-to-win is (param souls)\n}\n';
    const built = buildSet([{ path: 'a.cards', text }], { game: 'four-souls', set: 'test', name: 'Test' });
    expect(built.diagnostics).toEqual([]);
    expect(built.setFile!.variants[0]!.abilities).toEqual([{ kind: 'rule-number', rule: 'souls-to-win', op: 'set', amount: { kind: 'param', variant: 'long-game', name: 'souls' } }]);
  });

  it('are checked: an unknown one with the nearest names, a number of the whole game on a card, `rule:` on a card', () => {
    expect(build('static: your hand limt is 8').diagnostics).toEqual(['CW2032 hand limt']);
    expect(build('static: shop-slots is 3').diagnostics).toEqual(['CW3033 shop-slots']);
    expect(build('tap: starting-loot is 5 until end of turn').diagnostics).toEqual(['CW3033 starting-loot']);
    expect(build('rule: souls-to-win is 5').diagnostics).toEqual(['CW2017 rule']);
  });

  it('an unknown one lists the rule numbers there are, nearest first, as every unknown word does', () => {
    const message = (line: string, game: 'four-souls' | 'stak-bots' = 'four-souls') => build(line, game).built.diagnostics.map((d) => d.diagnostic.message);
    const names = (text: string) => /rule numbers: (.*?)(, … \((\d+) in all\))?\)$/.exec(text)!;
    const [misspelt] = message('static: your hand limt is 8');
    expect(misspelt).toMatch(/^"hand-limt" is not a rule number of Four Souls \(did you mean "hand-limit"\? rule numbers: hand-limit, /);
    // Listed by their own names (not `purchases`, a word for purchase-price), every one of the game counted.
    const listed = names(misspelt!);
    expect(listed[1]!.split(', ')).not.toContain('purchases');
    expect(Number(listed[3])).toBe(fourSouls.ruleNumbers!.length);
    // A game with few rule numbers lists them all.
    const [stak] = message('entry: your hand szie is 4 until end of turn', 'stak-bots');
    expect(stak).toMatch(/^"hand-szie" is not a rule number of Stak Bots \(did you mean "hand-size"\? rule numbers: hand-size, /);
    expect(names(stak!)[1]!.split(', ').sort()).toEqual(stakBots.ruleNumbers!.map((r) => r.name).sort());
    // The compiler, which refuses the card, words it as the checker does: one finding, one message.
    const alone = compileFile(parse(build('static: your hand limt is 8').text).file, { game: fourSouls, set: 'test' });
    expect(alone.diagnostics.map((d) => d.message)).toEqual([misspelt]);
  });

  it('format back to the same tree, in words where the parser joins them', () => {
    expect(formatted('static: your hand-limit is 8')).toBe('static: your hand limit is 8');
    expect(formatted('static: purchases cost 2 more for each opponent')).toBe('static: purchases cost 2 more for each opponent');
    expect(formatted('tap: until end of turn, purchases cost 2 less')).toBe('tap: purchases cost 2 less until end of turn');
    expect(formatted('static: your attacks-per-turn is 1 more while it is your turn')).toBe('static: your attacks-per-turn is 1 more while it is your turn');
  });

  it('read as rules text', () => {
    expect(worded('static: your hand limit is 8')).toBe('Your hand limit is 8.');
    expect(worded('tap: purchases cost 2 less this turn')).toBe('Deactivate: the purchase price is 2 less until the end of the turn.');
  });
});

describe('granted abilities', () => {
  it('compile to a grant with the ability, in braces or in quotes, until end of turn unless said', () => {
    const braces = effectOf('tap: until end of turn, target card in the monster-slots has { when this killed: loot 2 }');
    const quoted = effectOf('tap: target card in the monster-slots gets "when this killed: loot 2" until end of turn');
    expect(braces).toEqual(quoted);
    expect(braces).toMatchObject({ kind: 'grant', cards: { kind: 'bound', name: 'target' }, duration: 'end-of-turn', ability: { kind: 'triggered', on: { event: 'killed', subject: 'self' } } });
  });

  it('see the names bound around them, and are checked as abilities of any card', () => {
    expect(build('tap: choose a card in the monster-slots as mark: mark has { when any killed if the event card is mark: loot 1 }').diagnostics).toEqual([]);
    expect(build('tap: this has { enters the shop exhausted }').diagnostics).toEqual(['CW3034 enters the shop exhausted']);
    expect(build('tap: this has { play: loot 1 }').diagnostics).toEqual(['CW3034 play']);
    expect(build('tap: this has { reward: loot 1 }').diagnostics).toEqual([]);
  });

  it('say whose verb it is with `you`: the granting player, in a card that is not theirs', () => {
    const said = effectOf('tap: target card in the monster-slots has { when this killed: you loot 2 } until end of turn');
    expect(said).toEqual(effectOf('tap: target card in the monster-slots has { when this killed: loot 2 } until end of turn'));
    expect(formatted('tap: until end of turn, target card in the monster-slots has { when this killed: you loot 2 }')).toBe('tap: target card in the monster-slots has { when this killed: you loot 2 } until end of turn');
    // The wording names the player of every player's verb in the given ability, written with `you` or not.
    expect(worded('tap: target card in the monster-slots has { when this killed: loot 2 then gain 3 cents } until end of turn')).toBe(
      'Deactivate: target card in the monster slots gains "When this dies: you loot 2, then you gain 3¢." until the end of the turn.',
    );
    expect(worded('tap: target card in the monster-slots has { when this killed: you may draw a card then gain-treasure 1 } until end of turn')).toBe(
      'Deactivate: target card in the monster slots gains "When this dies: you may draw a card, then gain 1 treasure." until the end of the turn.',
    );
    expect(worded('tap: target card in the monster-slots has { when this killed: gain-treasure 1 then each opponent draws a card } until end of turn')).toBe(
      'Deactivate: target card in the monster slots gains "When this dies: you gain 1 treasure, then each opponent draws a card." until the end of the turn.',
    );
    // Outside a given ability, `you` is the reader, and the verb reads as an order.
    expect(worded('tap: you loot 2 then you gain 3 cents')).toBe('Deactivate: loot 2, then gain 3¢.');
  });

  it('format with braces, and read as the ability in quotes', () => {
    expect(formatted('tap: until end of turn, target card in the monster-slots has "when this killed: loot 2"')).toBe('tap: target card in the monster-slots has { when this killed: loot 2 } until end of turn');
    expect(worded('tap: this has { static: the cards in your character get +1 attack } while this is in play')).toBe(
      'Deactivate: this gains "Your character gets +1 attack." while this is in play.',
    );
  });
});

describe("this turn's events", () => {
  it('compile "did not" and "this way" to counts of the events the game names', () => {
    expect(effectOf('tap: if you did not attack this turn: loot 1')).toMatchObject({ kind: 'if', condition: { kind: 'compare', left: { kind: 'event-count', event: 'attacked', by: 'you' }, op: '=', right: 0 } });
    expect(effectOf('tap: if an opponent purchased this turn: loot 1')).toMatchObject({ condition: { left: { event: 'purchased', by: 'opponents' }, op: '>=', right: 1 } });
    expect(effectOf('tap: gain (the number of loot cards you loot-played this turn) cents')).toMatchObject({
      amount: { kind: 'count', of: { kind: 'happened', event: 'loot-played', by: 'you', where: { kind: 'is-kind', cardKind: 'loot' } } },
    });
    expect(effectOf('tap: loot (the number of times you attacked this turn)')).toMatchObject({ args: { count: { kind: 'event-count', event: 'attacked', by: 'you' } } });
    expect(effectOf('entry: reset the top card of each opponent\'s stak then for each bot that entered this way: deal 1 damage to it', 'stak-bots')).toMatchObject({
      steps: [{}, { kind: 'for-each', in: { kind: 'happened', event: 'entry', thisWay: true } }],
    });
  });

  it('are checked: an event the game has not, a kind it has not, "this way" where no effect resolves', () => {
    expect(build('tap: if you did not dance this turn: loot 1').diagnostics).toEqual(['CW2004 dance']);
    expect(build('tap: gain (the number of robots you loot-played this turn) cents').diagnostics).toEqual(['CW2002 robots']);
    expect(build('when any killed if an opponent attacked this way: loot 1').diagnostics).toEqual(['CW3035 an opponent attacked this way']);
  });

  it('format to the same tree and read as English', () => {
    expect(formatted('tap: if you did not attack this turn: loot 1')).toBe('tap: if you did not attack this turn: loot 1');
    expect(formatted('entry: for each bot that entered this way: draw a card', 'stak-bots')).toBe('entry: for each bot that entered this way: draw a card');
    expect(formatted('tap: gain (the number of loot cards you loot-played this turn) cents')).toBe('tap: gain (the number of loot cards you loot-played this turn) cents');
    expect(worded('tap: if you did not attack this turn: loot 1')).toMatch(/^Deactivate: if you did not attack this turn, loot 1/);
  });
});

describe('the event card is a name', () => {
  it('compiles to a condition on the bound card', () => {
    expect(effectOf('tap: choose a card in the monster-slots as mark: at the next any killed if the event card is mark: gain 5 cents')).toMatchObject({
      then: { kind: 'delayed-trigger', on: { where: { kind: 'same', card: { kind: 'event', field: 'card' }, as: { kind: 'bound', name: 'mark' } } } },
    });
    expect(build('tap: at the next any killed if the event card is mrak: gain 5 cents').diagnostics).toEqual(['CW2008 mrak']);
  });
});

describe('numbers and decks', () => {
  it('divide with rounding: half, or by any number; a resource left out after half of it', () => {
    expect(effectOf('tap: lose half your cents, rounded up')).toEqual({ kind: 'lose', resource: 'cents', amount: { kind: 'divide', of: { kind: 'resource', resource: 'cents', of: { kind: 'you' } }, by: 2, round: 'up' }, from: { kind: 'you' } });
    expect(effectOf('tap: gain (X / 3) cents')).toMatchObject({ amount: { kind: 'divide', by: 3, round: 'down' } });
    expect(formatted('tap: lose half your cents, rounded up')).toBe('tap: lose (half your cents, rounded up) cents');
  });

  it('double or triple a player\'s resource', () => {
    expect(effectOf('tap: double the cents of target player')).toEqual({ kind: 'multiply', resource: 'cents', factor: 2, who: { kind: 'bound', name: 'target' } });
    expect(effectOf('tap: triple your cents')).toMatchObject({ factor: 3, who: { kind: 'you' } });
    expect(build('tap: double the coins of target player').diagnostics).toEqual(['CW2014 coins']);
  });

  it('look at the top cards and take some; reveal until a card fits; search a deck', () => {
    expect(effectOf('tap: look at the top 4 cards of the loot-deck, put up to 1 loot of them into your hand and the rest back on top in any order')).toEqual({
      kind: 'look-and-take',
      zone: 'loot-deck',
      count: 4,
      take: 1,
      upTo: true,
      filter: { kind: 'is-kind', card: { kind: 'bound', name: 'it' }, cardKind: 'loot' },
      to: { zone: 'hand', of: 'you', position: 'top' },
      rest: 'top',
    });
    // The reordering look stays what it was.
    expect(effectOf('tap: look at the top 3 cards of the loot-deck, put 1 on the bottom')).toMatchObject({ kind: 'look-and-reorder' });
    expect(effectOf('tap: reveal cards from the top of the treasure-deck until an item where it has #active as found: put found into your items')).toMatchObject({
      kind: 'reveal-until',
      name: 'found',
      until: { kind: 'all', of: [{ kind: 'is-kind', cardKind: 'item' }, { kind: 'has-tag', tag: 'active' }] },
    });
    expect(effectOf('tap: search the treasure-deck for an item as found: put found into your items')).toMatchObject({
      kind: 'sequence',
      steps: [{ kind: 'choose', name: 'found', min: 0, max: 1 }, { kind: 'shuffle', zone: 'treasure-deck' }],
    });
    expect(build('tap: search the treasure-deck for a widget as found: put found into your items').diagnostics).toEqual(['CW2002 widget']);
  });

  it('format back to the same tree', () => {
    expect(formatted('tap: look at the top 4 cards of the loot-deck, put 1 of them into your hand')).toBe(
      'tap: look at the top 4 cards of the loot-deck, put 1 of them into your hand and the rest on the bottom in any order',
    );
    expect(formatted('tap: reveal cards from the top of the treasure-deck until an item where it has #active as found: put found into your items')).toBe(
      'tap: reveal cards from the top of the treasure-deck until an item where it has #active as found: put found into your items',
    );
    expect(formatted('tap: search the treasure-deck for an item as found: put found into your items then loot 1')).toBe(
      'tap: search the treasure-deck for an item as found: put found into your items then loot 1',
    );
  });
});

describe('the parser', () => {
  it('reads none of these where the old grammar read something else', () => {
    // `X is 3` stays a comparison; `is more than` is no name; `twice` and `half` words in verbs stay verbs.
    const { diagnostics } = parse('game four-souls\nloot "A" {\n  play: roll as X {\n    1-6: if X is 3: loot 1\n  }\n  play: if the event amount is more than 2: loot 1\n}\n');
    expect(diagnostics).toEqual([]);
  });
});

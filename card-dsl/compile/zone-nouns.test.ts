// `<noun> in <zone>` (docs/dsl.md, "Cards and players"): the noun's kind keeps to those cards of
// the zone, with or without a filter after it, and prints, decompiles and rebuilds the same.
import { describe, expect, it } from 'vitest';
import type { Selector, SetFile } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { decompileSet } from '../decompile/index';
import { buildSet } from '../project';
import { format } from './format';

function built(source: string, game: string) {
  return buildSet([{ path: 'test.cards', text: `game ${game}\n\n${source}\n` }], { game, set: 'test', name: 'Test' }, { games: vocabularies });
}

function compiled(source: string, game = 'smash-up'): SetFile {
  const result = built(source, game);
  expect(result.diagnostics.map((d) => `${d.diagnostic.code} ${d.diagnostic.message}`), source).toEqual([]);
  return result.setFile!;
}

const it_ = { kind: 'bound', name: 'it' } as const;
const kindIs = (cardKind: string) => ({ kind: 'is-kind', card: it_, cardKind }) as const;
const powerAtMost = (n: number) => ({ kind: 'compare', left: { kind: 'stat', stat: 'power', of: it_ }, op: '<=', right: n }) as const;
const everyHand: Selector = { kind: 'zone', zone: 'hand', of: { kind: 'players', which: 'all' }, position: 'all' };
const minionsInHands: Selector = { kind: 'filter', from: everyHand, where: kindIs('minion') };

/** What a one-line `play:` ability destroys, or its first target's cards. */
function destroyed(line: string): Selector {
  const ability = compiled(`action "A" {\n  play: ${line}\n}`).cards[0]!.abilities[0]!;
  if (ability.kind !== 'play') throw new Error('a play ability');
  if (ability.targets.length > 0) return ability.targets[0]!.from;
  if (ability.effect.kind !== 'destroy') throw new Error('a destroy');
  return ability.effect.cards;
}

describe('a kind noun before "in <zone>"', () => {
  it('keeps to the cards of its kind when a filter follows', () => {
    const expected: Selector = { kind: 'filter', from: minionsInHands, where: powerAtMost(2) };
    expect(destroyed("destroy minions in each player's hand with power 2 or less")).toEqual(expected);
    expect(destroyed("destroy the minions in each player's hand with power 2 or less")).toEqual(expected);
    expect(destroyed("destroy target minion in each player's hand with power 2 or less")).toEqual(expected);
    expect(destroyed("destroy each minion in each player's hand that is face up")).toEqual({ kind: 'filter', from: minionsInHands, where: { kind: 'face-up', card: it_ } });
  });

  it('keeps to the cards of its kind with no filter', () => {
    expect(destroyed("destroy minions in each player's hand")).toEqual(minionsInHands);
    expect(destroyed("destroy target action in each player's discard")).toEqual({
      kind: 'filter',
      from: { kind: 'zone', zone: 'discard', of: { kind: 'players', which: 'all' }, position: 'all' },
      where: kindIs('action'),
    });
  });

  it('is every card of the zone for "cards", a zone named for the kind, and a game of one kind', () => {
    expect(destroyed("destroy cards in each player's hand")).toEqual(everyHand);
    expect(destroyed("destroy target minion in each player's minions with power 2 or less")).toEqual({
      kind: 'filter',
      from: { kind: 'zone', zone: 'minions', of: { kind: 'players', which: 'all' }, position: 'all' },
      where: powerAtMost(2),
    });
    // Every Stak Bots card is a bot.
    const bot = compiled('bot "A" rank 1 power 1 {\n  entry: destroy bots in your stak with power 2 or more\n}', 'stak-bots').cards[0]!.abilities[0]!;
    if (bot.kind !== 'triggered' || bot.effect.kind !== 'destroy') throw new Error('a destroy');
    expect(bot.effect.cards).toEqual({
      kind: 'filter',
      from: { kind: 'zone', zone: 'stak', of: { kind: 'you' }, position: 'all' },
      where: { kind: 'compare', left: { kind: 'stat', stat: 'power', of: it_ }, op: '>=', right: 2 },
    });
  });

  it('leaves the top of a zone as it lies (the top card, not the top minion)', () => {
    expect(destroyed('destroy the top card of your deck')).toEqual({ kind: 'zone', zone: 'deck', of: { kind: 'you' }, position: 'top' });
  });

  it('keeps to its kind in Four Souls and Destiny', () => {
    const item = compiled('item "A" {\n  static: items in your hand get +1 attack\n}', 'four-souls').cards[0]!.abilities[0]!;
    if (item.kind !== 'static') throw new Error('a static ability');
    expect(item.modifiers[0]!.to).toEqual({ kind: 'filter', from: { kind: 'zone', zone: 'hand', of: { kind: 'you' }, position: 'all' }, where: kindIs('item') });
    const upgrade = compiled('upgrade "A" cost 1 {\n  static: upgrades in your hand cost 1 less\n}', 'destiny').cards[0]!.abilities[0]!;
    if (upgrade.kind !== 'static') throw new Error('a static ability');
    expect(upgrade.modifiers[0]).toEqual({ stat: 'cost', amount: -1, to: { kind: 'filter', from: { kind: 'zone', zone: 'hand', of: { kind: 'you' }, position: 'all' }, where: kindIs('upgrade') } });
  });

  it('keeps to its kind when counted and when asked for', () => {
    const ability = compiled("action \"A\" {\n  play: if there is a minion in your hand: draw the number of actions in your discard\n}").cards[0]!.abilities[0]!;
    if (ability.kind !== 'play' || ability.effect.kind !== 'if') throw new Error('a play ability with an if');
    expect(JSON.stringify(ability.effect.condition)).toContain('"cardKind":"minion"');
    expect(JSON.stringify(ability.effect.then)).toContain('"cardKind":"action"');
  });

  const source = [
    'action "A" {',
    "  play: destroy minions in each player's hand with power 2 or less",
    "  play: destroy the minions in each player's hand",
    "  play: destroy target minion in each player's discard with power 2 or less",
    '  play: for each minion in your discard: draw a card',
    '  play: choose a minion in your hand: destroy it',
    '  play: if there is a minion in your hand: draw a card',
    '}',
  ].join('\n');

  it('formats to "the <noun> in <zone>", which means the same', () => {
    const text = `game smash-up\n\n${source}\n`;
    const canonical = text.replace("destroy minions in", "destroy the minions in");
    expect(format(text).text).toBe(canonical);
    expect(format(canonical).text).toBe(canonical);
    expect(compiled(canonical.replace('game smash-up\n\n', ''))).toEqual(compiled(source));
  });

  it('decompiles to the noun, and builds again to the same definitions', () => {
    const set = compiled(source);
    const result = decompileSet(set, { games: vocabularies });
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    const text = result.value.files[0]!.text;
    expect(text).toContain("destroy the minions in each player's hand with power 2 or less");
    expect(text).toContain("destroy target minion in each player's discard with power 2 or less");
    expect(text).toContain('choose a minion in your hand');
    const again = buildSet(result.value.files.map((f) => ({ path: f.name, text: f.text })), { game: 'smash-up', set: 'test', name: 'Test' }, { games: vocabularies });
    expect(again.setFile).toEqual(set);
  });
});

describe('a card noun read as a rule number (CW2032)', () => {
  it('says the noun names cards and shows the form that changes their cost', () => {
    const result = built('upgrade "A" cost 1 {\n  static: upgrades cost 1 less\n}', 'destiny');
    expect(result.diagnostics.map((d) => d.diagnostic.code)).toEqual(['CW2032']);
    const found = result.diagnostics[0]!.diagnostic;
    expect(found.message).toMatch(/"upgrades" names cards, not a rule number: say where they are, as in "upgrades in your hand cost 1 less"$/);
    // No rule number is offered as the fix: none would mean the cards.
    expect(found.message).not.toMatch(/did you mean/);
  });

  it('leaves a rule number worded as a price alone, and a misspelt one with its did-you-mean', () => {
    expect(built('item "A" {\n  static: purchases cost 1 less\n}', 'four-souls').diagnostics).toEqual([]);
    const [misspelt] = built('upgrade "A" cost 1 {\n  static: your hand szie is 6\n}', 'destiny').diagnostics.map((d) => d.diagnostic.message);
    expect(misspelt).toMatch(/did you mean "hand-size"/);
    expect(misspelt).not.toMatch(/names cards/);
  });
});

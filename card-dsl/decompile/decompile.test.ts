// Decompiling, kind by kind: every effect, selector, expression, condition, ability, cost and
// replacement the compiler makes is written back as source that compiles to the same
// definition, in the formatter's layout. The tables are typed by the engine's unions, so a kind
// added to the engine fails the type check here until it has an example.
import { describe, expect, it } from 'vitest';
import type { Ability, CardDefinition, Condition, Cost, Effect, Expr, Replacement, Selector, SetFile, Vocabulary } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { format } from '../compile/format';
import { buildSet } from '../project';
import { decompileSet, readSetJson } from './index';

type Game = 'four-souls' | 'stak-bots' | 'destiny' | 'smash-up';

function compiled(game: Game, source: string, games: ReadonlyMap<string, Vocabulary> = vocabularies): SetFile {
  const built = buildSet([{ path: 'test.cards', text: `game ${game}\n\n${source}\n` }], { game, set: 'test', name: 'Test' }, { games });
  const errors = built.diagnostics.filter((d) => d.diagnostic.severity === 'error').map((d) => `${d.diagnostic.code} ${d.diagnostic.message}`);
  expect(errors, source).toEqual([]);
  return built.setFile!;
}

/** Compiles `source`, decompiles the set, compiles that again: the same set, in canonical layout. */
function roundTrip(game: Game, source: string, games: ReadonlyMap<string, Vocabulary> = vocabularies): string {
  const set = compiled(game, source, games);
  const result = decompileSet(set, { games });
  if (!result.ok) throw new Error(`${source}\n${result.problems.map((p) => `${p.path}: ${p.message}`).join('\n')}`);
  const again = buildSet(
    result.value.files.map((f) => ({ path: f.name, text: f.text })),
    { game, set: 'test', name: 'Test' },
    { games },
  );
  expect(again.setFile, source).toEqual(set);
  for (const file of result.value.files) expect(format(file.text).text, 'the formatter leaves it as it is').toBe(file.text);
  return result.value.files.map((f) => f.text).join('');
}

/** The body of the only card, as decompiled: its lines between the header and the closing brace. */
function body(game: Game, source: string): string {
  const lines = roundTrip(game, source).split('\n');
  return lines
    .slice(lines.findIndex((line) => line.endsWith('{')) + 1, lines.lastIndexOf('}'))
    .join('\n')
    .slice(2);
}

const loot = (line: string) => `loot "Sample" {\n  ${line}\n}`;

const EFFECTS: Record<Effect['kind'], string[]> = {
  damage: ['play: deal 2 damage to target player', 'play: deal (X + 1) damage to each opponent'],
  heal: ['play: heal 1 damage from you', 'play: heal all damage from the cards in your character'],
  prevent: ['play: prevent 2 damage to you until end of turn', 'play: prevent all damage to target player for the rest of the game'],
  gain: ['play: gain 3 cents', 'play: each opponent gains 1 cents'],
  lose: ['play: lose 1 cents', 'play: target player loses 2 cents'],
  draw: ['play: draw a card', 'play: each player draws 2 cards from the loot-deck'],
  discard: ['play: discard a card of your choice', 'play: target opponent discards 2 cards of their choice', 'play: each opponent discards a card of your choice', 'play: discard a card at random'],
  destroy: ['play: destroy target card in each opponent\'s items'],
  move: [
    'play: put target card in the shop on the bottom of the treasure-deck',
    'play: put the top card of the treasure-deck into the shop face up',
    'play: put target card in your items into its owner\'s hand',
    'play: put target card in your items into its controller\'s hand',
    'play: put this into your souls',
    'play: put the top card of the loot-discard at a random place in the loot-deck face down',
    'play: put this into target opponent\'s items',
    'play: put this into the hand',
  ],
  shuffle: ['play: shuffle the loot-deck'],
  create: ['play: create "Sample" in each player\'s items'],
  reveal: ['play: reveal the top card of the monster-deck'],
  'look-and-reorder': ['play: look at the top 3 cards of the treasure-deck, put 1 on the bottom'],
  flip: ['play: turn the top card of the monster-deck face up', 'play: turn this face down'],
  exhaust: ['play: exhaust target card in each opponent\'s items', 'play: ready the cards in your items'],
  'add-counter': ['play: put a generic counter on this', 'play: put 3 generic counters on target card in your items'],
  'remove-counter': ['play: remove all generic counters from this', 'play: remove a generic counter from this', 'play: remove 2 generic counters from this'],
  'modify-stat': ['play: the cards in your character get +2 attack until the end of the next turn', 'play: target player gets -1 hp while this is in play', 'play: this gets +1 attack until the start of your turn'],
  'extra-action': ['play: you get an extra attack', 'play: each player gets 2 extra attack'],
  cancel: ['play: cancel the top of the stack', 'play: cancel target stack item', 'play: cancel target death on the stack'],
  roll: ['play: roll {\n    1-3: loot 1\n    4-6: gain 3 cents\n  }', 'play: roll as X {\n    1-6: gain X cents\n  }'],
  reroll: ['play: reroll the roll', 'play: reroll the roll for good'],
  'set-roll': ['play: make the roll 6', 'play: make the roll 1 for good'],
  'modify-roll': ['play: add 1 to the roll', 'play: subtract 2 from the roll'],
  'choose-mode': ['play: choose one {\n    loot 2\n    gain 4 cents\n  }', 'play: target player chooses one {\n    loot 1\n    deal 1 damage to you then loot 1\n  }'],
  choose: ['play: choose up to 2 cards in your hand as junk: put junk on the bottom of the loot-deck', 'play: choose a card in the shop: purchase it', 'play: target player chooses 2 cards in their hand: destroy it'],
  vote: ['play: each player votes for a player as doomed: deal 2 damage to doomed', 'play: each player votes for a player: deal 1 damage to it'],
  may: ['play: you may loot 1', 'play: target player may gain 2 cents'],
  if: ['play: if your cents is 10 or more: loot 1 else gain 2 cents', 'play: if it is your turn: { loot 1 then gain 1 cents }'],
  'for-each': ['play: for each opponent as rival: steal-cents 1 with victim rival', 'play: for each card in your hand: destroy it'],
  repeat: ['play: 2 times: loot 1', 'play: (the number of cards in your hand) times: gain 1 cents'],
  sequence: ['play: loot 1 then gain 1 cents then deal 1 damage to you'],
  'then-in-full': ['play: loot 1 then gain 1 cents then if done in full: deal 1 damage to you then loot 1', 'play: { you may loot 1 } then if done in full: gain 1 cents'],
  'delayed-trigger': ['play: at your next turn-began: loot 1', "play: at anyone's next died if it is your turn until end of turn: gain 1 cents"],
  win: ['play: win the game', 'play: target player wins the game'],
  'lose-game': ['play: lose the game'],
  'end-turn': ['play: end the turn'],
  'extra-turn': ['play: take an extra turn', 'play: target opponent takes an extra turn'],
  'set-flag': ['play: set flag lucky to 1 this turn', 'play: set flag lucky to 2 this game'],
  'become-copy': ['play: this becomes a copy of target card in each player\'s items until end of turn'],
  double: ['play: double the numbers of target card in the stack-cards'],
  multiply: ['play: double your cents', 'play: triple the cents of target player'],
  'change-rule': ['play: your hand limit is 8 until end of turn', "play: each opponent's purchases cost 2 more for the rest of the game", 'play: purchases cost 1 less for each opponent until end of turn'],
  grant: [
    'play: target card in the monster-slots has { when this killed: loot 2 } until end of turn',
    'play: choose a card in the monster-slots as mark: this has { when any killed if the event card is mark: gain 5 cents } while this is in play',
  ],
  'look-and-take': [
    'play: look at the top 4 cards of the loot-deck, put 1 of them into your hand and the rest on the bottom in any order',
    'play: look at the top 3 cards of the treasure-deck, put up to 2 item of them on top and the rest back on top in any order',
  ],
  'reveal-until': ['play: reveal cards from the top of the treasure-deck until an item where it has #active: put it into your items'],
  game: ['play: loot 2', 'play: steal-cents 1 with victim target player', 'play: cancel-attack'],
};

describe('decompiling every kind of effect', () => {
  it.each(Object.entries(EFFECTS).flatMap(([kind, lines]) => lines.map((line) => [kind, line] as const)))('%s: %s', (kind, line) => {
    const set = compiled('four-souls', loot(line));
    expect(JSON.stringify(set.cards[0]!.abilities)).toContain(`"kind":"${kind}"`);
    expect(body('four-souls', loot(line))).toBe(line);
  });
});

const SELECTORS: Record<Selector['kind'], string> = {
  self: 'play: deal 1 damage to this',
  you: 'play: deal 1 damage to you',
  'active-player': 'play: deal 1 damage to the active player',
  players: 'play: deal 1 damage to each other player',
  bound: 'play: choose a card in your items as pick: destroy pick',
  event: 'play: at the next any died: deal 1 damage to the event player',
  owner: 'play: deal 1 damage to the owner of target card in the shop',
  controller: 'play: deal 1 damage to the controller of target card in each player\'s items',
  zone: 'play: destroy the second card from the top of the treasure-deck then destroy the top 2 cards of the loot-deck',
  filter: 'play: destroy the cards in your items that are not face up then destroy the cards in the shop with souls 2 or more then destroy the cards in your items where it has #eternal',
  most: 'play: deal 1 damage to each player with the most souls',
  union: 'play: deal 1 damage to you and target opponent',
  happened: 'play: gain (the number of loot cards you loot-played this turn) cents',
};

const EXPRESSIONS: Record<Exclude<Expr, number>['kind'], string> = {
  count: 'play: gain (the number of cards in your hand) cents',
  stat: 'play: deal (the attack of target card in the monster-slots) damage to you',
  resource: 'play: gain (the cents of target player) cents',
  counter: 'play: gain (the generic of this) cents',
  'damage-on': 'play: heal (the damage on you) damage from you',
  var: 'play: roll as X {\n    1-6: gain X cents\n  }',
  'event-value': 'play: at the next your rolled: gain (the event value) cents',
  param: 'rule: gain (param cents) cents',
  arith: 'play: gain (2 * X - 1) cents then gain max(1, your cents) cents',
  divide: 'play: lose (half your cents, rounded up) cents then gain (the number of cards in your hand / 3, rounded down) cents',
  'event-count': 'play: loot (the number of times you attacked this turn)',
  // Smash Up's, whose cards lie at places (see SMASH_UP_KINDS).
  'total-here': 'play: if your power here is 3 or more: draw a card',
};

const CONDITIONS: Record<Condition['kind'], string> = {
  all: 'play: if it is your turn and your cents is 3: loot 1',
  any: 'play: if it is your turn or your cents is less than 3: loot 1',
  not: 'play: if not option death-ends-any-turn: loot 1',
  compare: 'play: if your cents is not 3: loot 1',
  exists: 'play: if there is a card in your hand: loot 1 else if there is no card in the shop: gain 1 cents',
  'is-kind': 'play: if the top card of the loot-discard is a loot: loot 1',
  'has-tag': 'play: if this has #eternal: loot 1',
  'is-card': 'play: destroy the cards in your items named "Sample"',
  'is-self': 'play: destroy the cards in your items that are not this',
  'face-up': 'play: if this is face up: loot 1',
  'is-top': 'play: if this is on top: loot 1',
  'in-zone': 'play: if this is in the hand: loot 1',
  'is-you': 'play: if the active player is you: loot 1',
  'is-active-player': 'play: if it is your turn: loot 1',
  'is-alive': 'play: deal 1 damage to each player that is alive then deal 1 damage to each player that is dead',
  flag: 'play: if flag lucky this game >= 2: loot 1',
  option: 'play: if option death-ends-any-turn: loot 1',
  'in-state': 'play: destroy the cards in the monster-slots that are being attacked',
  'roll-on-stack': 'play: if there is a roll on the stack: add 1 to the roll',
  same: 'play: choose a card in the monster-slots as mark: at the next any killed if the event card is mark: gain 5 cents',
  'same-place': 'play: destroy target minion in each player\'s minions here',
};

/** Kinds only a game whose cards lie at places can write: tried on a Smash Up minion. */
const SMASH_UP_KINDS = new Set(['total-here', 'same-place']);

describe('decompiling every kind of value', () => {
  const cases = [
    ...Object.entries(SELECTORS).map(([kind, line]) => ['selector', kind, line] as const),
    ...Object.entries(EXPRESSIONS).map(([kind, line]) => ['expression', kind, line] as const),
    ...Object.entries(CONDITIONS).map(([kind, line]) => ['condition', kind, line] as const),
  ];
  it.each(cases)('%s %s', (_, kind, line) => {
    const game: Game = SMASH_UP_KINDS.has(kind) ? 'smash-up' : 'four-souls';
    const source = kind === 'param' ? `variant "Sample Rule" {\n  param cents 2\n  ${line}\n}` : game === 'smash-up' ? `minion "Sample" power 1 {\n  ${line}\n}` : loot(line);
    const set = compiled(game, source);
    expect(JSON.stringify(set)).toContain(`"kind":"${kind}"`);
    roundTrip(game, source);
  });
});

const ABILITIES: Record<Ability['kind'], string> = {
  play: 'loot "A" {\n  play: loot 1\n}',
  triggered: 'item "A" {\n  when your turn-began if your cents is 0: gain 1 cents\n  once per turn when any died: loot 1\n  when you died: loot 1\n}\n\nmonster "B" hp 2 evasion 3 attack 1 {\n  reward: loot 1\n  once per turn reward if it is your turn: loot 2\n}',
  activated: 'item "A" {\n  once per turn tap: loot 1\n  pay 3 cents, discard 1: loot 2\n  destroy this: gain 10 cents\n  remove 2 generic counters, tap: loot 1\n}',
  static: 'item "A" {\n  static: the cards in your character get +1 hp, the cards in your character get +1 attack while it is your turn\n}',
  enters: 'item "A" {\n  enters the shop exhausted\n  enters the items ready\n}',
  replacement: 'item "A" {\n  each time you would roll a 1: make it 6\n  each time you would roll a 2 if it is your turn: make it 3\n  each time you would damage: reduce it by 1\n  each time any would damage if it is your turn: increase it by 1\n}',
  'rule-number': "curse \"A\" {\n  static: your hand limit is 8\n  static: each opponent's purchases cost 2 more while it is your turn\n  static: purchases cost 1 less for each opponent\n}",
  prohibition: 'item "A" {\n  static: this cannot be destroyed\n  static: the cards in your character cannot be moved while it is your turn\n}',
};

const COSTS: Record<Cost['kind'], string> = {
  exhaust: 'tap: loot 1',
  pay: 'pay 4 cents: loot 1',
  discard: 'discard 2: loot 1',
  'destroy-self': 'destroy this: loot 1',
  'remove-counters': 'remove 1 generic counter: loot 1',
};

const CHANGES: Record<Replacement['kind'], string> = {
  prevent: 'each time you would damage if the generic of this is 1 or more: prevent it, then remove a generic counter from this',
  set: 'each time you would roll a 1: make it 6',
  adjust: 'each time you would damage: reduce it by 1, then loot 1',
  instead: 'each time you would roll a 5 if it is your turn: instead loot 1',
  roll: 'each time you would die: roll {\n    1-3: let it happen\n    4-6: prevent it\n  }',
};

describe('decompiling every kind of ability, cost and replacement', () => {
  it.each(Object.entries(ABILITIES))('%s', (kind, source) => {
    expect(JSON.stringify(compiled('four-souls', source))).toContain(`"kind":"${kind}"`);
    expect(roundTrip('four-souls', source)).toBe(`game four-souls\n\n${source}\n`);
  });
  it.each(Object.entries(COSTS))('cost %s', (_, line) => {
    expect(body('four-souls', `item "A" {\n  ${line}\n}`)).toBe(line);
  });
  it.each(Object.entries(CHANGES))('replacement %s', (_, line) => {
    expect(body('four-souls', `item "A" {\n  ${line}\n}`)).toBe(line);
  });
});

describe('decompiling cards and variants', () => {
  it('writes the header in one order: numbers, copies, tags, designer-chosen, starts-with', () => {
    const source = 'character "Tinker" hp 2 attack 1 copies 2 #holy #cursed designer-chosen starts-with "Pocket Watch", "Spite" {\n  tap: loot 1\n}\n\nitem "Pocket Watch" {}\n\nitem "Spite" {}';
    expect(roundTrip('four-souls', source)).toBe(`game four-souls\n\n${source}\n`);
  });

  it('keeps several numbers of one stat together, text with escapes, and dice', () => {
    const source = 'base "Home" breakpoint 20 vp 5 3 2 {\n  text "Line one.\\nThe \\"Twins\\"."\n}';
    expect(roundTrip('smash-up', source)).toBe(`game smash-up\n\n${source}\n`);
    const character = 'character "Kessa Vane" health 11 points 12 16 #hero {\n  die: melee 2 | melee 3 | ranged 3 (cost 1) | +1 shield | resource 1 | blank\n  special: heal 1 damage from this\n}';
    expect(roundTrip('destiny', character)).toBe(`game destiny\n\n${character}\n`);
  });

  it('writes "then if done in full:" back after the run it depends on', () => {
    const support = 'support "Relay" cost 1 #hero {\n  action: resolve-a-die you then gain 1 resources then if done in full: deal 1 damage to target card in each opponent\'s characters\n}';
    expect(roundTrip('destiny', support)).toBe(`game destiny\n\n${support}\n`);
  });

  it('writes a die with faces valued X and what X is worth', () => {
    const character = 'character "Kessa Vane" health 11 points 12 #hero {\n  die: ranged X | +X melee | ranged 2 (cost 1) | resource 1 | blank | blank where X is the number of cards in your hand\n}';
    expect(roundTrip('destiny', character)).toBe(`game destiny\n\n${character}\n`);
  });

  it('writes a variant with its parameters and rules in a file of its own', () => {
    const source = 'variant "Super Shop" {\n  text "Two more shop slots."\n  param slots 2 from 1 to 4\n  param mode fast\n  rule: add-shop-slots (param slots)\n  when any turn-began: gain 1 cents\n}';
    const set = compiled('four-souls', source);
    const result = decompileSet(set);
    expect(result.ok && result.value.files.map((f) => f.name)).toEqual(['test.cards', 'variants.cards']);
    expect(result.ok && result.value.files[1]!.text).toBe(`game four-souls\n\n${source}\n`);
  });

  it('names a binder only where `it` cannot reach it, and keeps made-up names', () => {
    const lines = [
      // `it` after a second choice means the second: the first needs its name.
      'play: choose a card in your hand as first: choose a card in the shop: put first into the shop then destroy it',
      'play: deal 1 damage to target player then deal 1 damage to target opponent then heal 1 damage from it',
      'play: for each player: for each card in their hand: destroy it',
    ];
    for (const line of lines) expect(body('four-souls', loot(line))).toBe(line);
  });

  it('writes a target named like a made-up name the same way, and another with "as"', () => {
    const set = compiled('four-souls', loot('play: deal 1 damage to target player as victim then heal 1 damage from victim'));
    expect(body('four-souls', loot('play: deal 1 damage to target player as victim then heal 1 damage from victim'))).toBe('play: deal 1 damage to target player as victim then heal 1 damage from victim');
    const renamed = JSON.parse(JSON.stringify(set).replaceAll('"victim"', '"target"')) as SetFile;
    const result = decompileSet(renamed);
    expect(result.ok && result.value.files[0]!.text).toContain('play: deal 1 damage to target player then heal 1 damage from it');
  });
});

describe('decompiling rule numbers, given abilities, this turn\'s events and decks', () => {
  it('writes a search back as a search, the card found by its made-up name or with "as"', () => {
    expect(body('four-souls', loot('play: search the treasure-deck for an item: put it into your items'))).toBe('play: search the treasure-deck for an item: put it into your items');
    expect(body('four-souls', loot('play: search the loot-deck for a card: put it into your hand'))).toBe('play: search the loot-deck for a card: put it into your hand');
    const named = 'play: search the treasure-deck for an item as map: choose a card in your items: destroy it then put map into your items';
    expect(body('four-souls', loot(named))).toBe(named);
  });

  it('writes whose events of this turn, in the past or after "did not", and "this way"', () => {
    for (const line of ['play: if you did not attack this turn: loot 2 else loot 1', 'play: if an opponent purchased this turn: loot 1', 'play: if a player did not buy this turn: loot 1', 'play: if a loot did not loot-play this turn: loot 1']) {
      expect(body('four-souls', loot(line))).toBe(line);
    }
    const wave = 'bot "Wave" rank 4 power 3 {\n  entry: reset the top card of each opponent\'s stak then for each bot that entered this way: deal 1 damage to it\n  entry: if a bot entered this way: draw a card\n  entry: if you did not attack this turn: draw 2 cards\n}';
    expect(roundTrip('stak-bots', wave)).toBe(`game stak-bots\n\n${wave}\n`);
  });

  it("writes a variant's rule numbers with `rule:`, its parameter and its condition", () => {
    const source = 'variant "Long Game" {\n  param souls 5 from 2 to 10\n  rule: souls-to-win is (param souls)\n  rule if option death-ends-any-turn: hand limit is 12\n}';
    const set = compiled('four-souls', source);
    const result = decompileSet(set);
    expect(result.ok && result.value.files[1]!.text).toBe(`game four-souls\n\n${source}\n`);
  });

  it('gives an ability the names bound around it, written with "as", and its own targets', () => {
    const lines = [
      'play: choose a card in the monster-slots as mark: mark has { when any killed if the event card is mark: gain 5 cents } until end of turn',
      'play: target card in the monster-slots has { tap: deal 1 damage to target player } until end of turn',
      'play: this has { static: your hand limit is 12 } until end of turn',
    ];
    for (const line of lines) expect(body('four-souls', loot(line))).toBe(line);
  });

  it('refuses what these forms cannot say, at its path', () => {
    const set = compiled('four-souls', loot('play: double your cents'));
    const edit = (effect: Effect): SetFile => {
      const copy = JSON.parse(JSON.stringify(set)) as SetFile;
      (copy.cards[0]!.abilities[0] as Extract<Ability, { kind: 'play' }>).effect = effect;
      return copy;
    };
    const pathOf = (effect: Effect) => problemsOf(edit(effect)).map((p) => p.path);
    expect(pathOf({ kind: 'multiply', resource: 'cents', factor: 4, who: { kind: 'you' } })).toEqual(['cards.0.abilities.0.effect.factor']);
    expect(pathOf({ kind: 'change-rule', rule: 'hand-limt', op: 'set', amount: 8, duration: 'end-of-turn' })).toEqual(['cards.0.abilities.0.effect.rule']);
    expect(pathOf({ kind: 'change-rule', rule: 'hand-limit', op: 'set', amount: 8, who: { kind: 'event', field: 'player' }, duration: 'end-of-turn' })).toEqual(['cards.0.abilities.0.effect.who']);
    expect(pathOf({ kind: 'grant', cards: { kind: 'self' }, ability: { kind: 'play', targets: [], effect: { kind: 'end-turn' } }, duration: 'end-of-turn' })).toEqual(['cards.0.abilities.0.effect.ability.kind']);
    const notAKind: Condition = { kind: 'face-up', card: { kind: 'bound', name: 'it' } };
    expect(pathOf({ kind: 'look-and-take', zone: 'loot-deck', count: 3, take: 1, upTo: false, filter: notAKind, to: { zone: 'hand', of: 'you', position: 'top' }, rest: 'bottom' })).toEqual(['cards.0.abilities.0.effect.filter']);
    const played: Expr = { kind: 'event-count', event: 'loot-played', where: { kind: 'has-tag', card: { kind: 'event', field: 'card' }, tag: 'eternal' } };
    expect(pathOf({ kind: 'gain', resource: 'cents', amount: played, to: { kind: 'you' } })).toEqual(['cards.0.abilities.0.effect.amount.where']);
  });
});

describe('game verbs with every type of argument', () => {
  const base = vocabularies.get('stak-bots')!;
  const tinkering = new Map(vocabularies);
  tinkering.set('stak-bots', {
    ...base,
    verbs: [
      ...base.verbs,
      { name: 'tinker', doc: 'test', args: { cards: 'selector', amount: 'expr', times: 'number', after: 'effect' } },
      { name: 'worded', doc: 'test', args: { mode: 'word', loud: 'boolean' } },
    ],
  });
  it('writes the first unnamed and the rest by name, in the order the game declares them', () => {
    const source = 'bot "Tester" rank 1 power 1 {\n  entry: tinker this with amount (the power of this), times 2, after { draw a card }\n}';
    expect(roundTrip('stak-bots', source, tinkering)).toBe(`game stak-bots\n\n${source}\n`);
  });

  it('writes word and yes-or-no arguments as words, which the checker reads as words, not names', () => {
    const set = compiled('stak-bots', 'bot "Tester" rank 1 power 1 {\n  entry: tinker this with amount 1, times 2, after { draw a card }\n}', tinkering);
    const withWords = JSON.parse(JSON.stringify(set)) as SetFile;
    (withWords.cards[0]!.abilities[0] as Extract<Ability, { kind: 'triggered' }>).effect = { kind: 'game', verb: 'worded', args: { mode: 'fast', loud: true } };
    const result = decompileSet(withWords, { games: tinkering });
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([]);
    const text = result.ok ? result.value.files.map((f) => f.text).join('\n') : '';
    expect(text).toContain('entry: worded fast with loud yes');
  });
});

// ---- What the language cannot say, and broken files ----

function starterJson(): SetFile {
  return compiled('stak-bots', 'bot "Pip" rank 1 power 2 {\n  entry: draw a card\n}\n\nbot "Zap" rank 2 power 1 {\n  entry: deal 1 damage to target top card of each opponent\'s stak\n}');
}

function problemsOf(set: SetFile) {
  const result = decompileSet(set);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

function edited(edit: (cards: CardDefinition[]) => void): SetFile {
  const set = JSON.parse(JSON.stringify(starterJson())) as SetFile;
  edit(set.cards);
  return set;
}

describe('definitions the language cannot write', () => {
  it('refuses an id that is not the slug of the name, at the id', () => {
    const problems = problemsOf(edited((cards) => (cards[0]!.id = 'stak-bots/test/other')));
    expect(problems).toEqual([{ path: 'cards.0.id', message: expect.stringContaining('"stak-bots/test/pip"') }]);
  });

  it('refuses forms the compiler never makes, each at its own path', () => {
    const set = edited((cards) => {
      cards[0]!.abilities.push({ kind: 'play', targets: [], effect: { kind: 'reroll', what: 'last-roll', final: false } });
      cards[0]!.abilities.push({ kind: 'triggered', on: { event: 'entry', subject: 'self' }, optional: true, oncePerTurn: false, targets: [], effect: { kind: 'end-turn' } });
      cards[0]!.abilities.push({ kind: 'play', targets: [], effect: { kind: 'sequence', steps: [{ kind: 'end-turn' }] } });
      cards[0]!.abilities.push({ kind: 'play', targets: [], effect: { kind: 'move', cards: { kind: 'self' }, to: { zone: 'hand', of: 'owner', position: 'top' } } });
      cards[1]!.abilities.push({ kind: 'play', targets: [{ name: 'unused', from: { kind: 'self' }, min: 1, max: 1 }], effect: { kind: 'end-turn' } });
    });
    const paths = problemsOf(set).map((p) => p.path);
    expect(paths).toEqual(['cards.0.abilities.1.effect.final', 'cards.0.abilities.2.optional', 'cards.0.abilities.3.effect.steps', 'cards.0.abilities.4.effect.to.of', 'cards.1.abilities.1.targets.0']);
  });

  it('refuses words the game does not know, with a did-you-mean', () => {
    const set = edited((cards) => {
      cards[0]!.abilities[0] = { kind: 'play', targets: [], effect: { kind: 'game', verb: 'scarp', args: { cards: { kind: 'self' } } } };
      cards[1]!.abilities.push({ kind: 'play', targets: [], effect: { kind: 'shuffle', zone: 'suply' } });
    });
    expect(problemsOf(set)).toEqual([
      { path: 'cards.0.abilities.0.effect.verb', message: '"scarp" is not a verb of Stak Bots (did you mean "scrap"?)' },
      { path: 'cards.1.abilities.1.effect.zone', message: expect.stringContaining('(did you mean "supply"?)') },
    ]);
  });

  it('locates what the checker finds at the JSON path of the value', () => {
    const set = edited((cards) => {
      (cards[0]!.abilities[0] as Extract<Ability, { kind: 'triggered' }>).on.event = 'entri';
      cards[1]!.stats = { rank: 2, powr: 1 };
    });
    const problems = problemsOf(set);
    expect(problems.map((p) => p.path)).toEqual(['cards.0.abilities.0.on.event', 'cards.1', 'cards.1.stats.powr']);
    expect(problems[0]!.message).toBe('unknown event "entri" in Stak Bots (did you mean "entry"? events: entry, played, fought, damage, attacked, damaged, eliminated, scrapped, turn-ended, turn-began) (CW2004, as the card language reads it)');
    expect(problems[1]!.message).toContain('needs its stat "power"');
    expect(problems[2]!.message).toContain('"powr" is not a stat of a bot');
  });
});

describe('reading a set file', () => {
  it('says where JSON syntax breaks, by line and column', () => {
    const result = readSetJson('{\n  "format": "cardwright-set",\n  "cards": [,]\n}');
    expect(result.ok ? [] : result.problems).toEqual([{ path: '(file)', message: 'not valid JSON at line 3, column 13: unexpected ",": expected a value' }]);
    const trailing = readSetJson('{"a": [1, 2,]}');
    expect(trailing.ok ? [] : trailing.problems).toEqual([{ path: '(file)', message: 'not valid JSON at line 1, column 13: unexpected "]" after ",": remove the last comma' }]);
  });

  it('turns schema problems into one readable line per field, naming the card', () => {
    const set = JSON.parse(JSON.stringify(starterJson())) as Record<string, unknown> & { cards: Record<string, unknown>[] };
    set.cards[0]!.stats = { rank: 'one', power: 2 };
    (set.cards[1]!.abilities as { effect: Record<string, unknown> }[])[0]!.effect.kind = 'damgae';
    set.cards[1]!.colour = 'red';
    set.cards[1]!.stats = { Rank: 2, power: 1 };
    delete set.name;
    const result = readSetJson(JSON.stringify(set));
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'name', message: 'missing: expected text' },
      { path: 'cards.0.stats.rank', message: 'expected a number, found the text "one" (in "Pip")' },
      { path: 'cards.1.stats.Rank', message: 'the field name "Rank" must be lowercase words joined by dashes (in "Zap")' },
      { path: 'cards.1.abilities.0.effect.kind', message: expect.stringMatching(/^unknown kind "damgae" \(did you mean "damage"\?\); expected one of damage, heal, .* \(in "Zap"\)$/) },
      { path: 'cards.1.colour', message: 'unknown field: the set file format has no such field here (in "Zap")' },
    ]);
  });

  it('refuses a file from a newer Cardwright, and reads a version 1 file', () => {
    const set = starterJson();
    expect(readSetJson(JSON.stringify({ ...set, version: 9 }))).toEqual({ ok: false, problems: [{ path: 'version', message: expect.stringContaining('newer Cardwright') }] });
    const { variants: _variants, ...v1 } = set;
    expect(readSetJson(JSON.stringify({ ...v1, version: 1 })).ok).toBe(true);
  });

  it('decompiles a good file into the set folder\'s files', () => {
    const result = readSetJson(JSON.stringify(starterJson()));
    expect(result.ok && result.value).toEqual({
      game: 'stak-bots',
      set: 'test',
      name: 'Test',
      files: [{ name: 'test.cards', text: expect.stringContaining('bot "Zap" rank 2 power 1 {\n  entry: deal 1 damage to target top card of each opponent\'s stak\n}\n') }],
    });
  });
});

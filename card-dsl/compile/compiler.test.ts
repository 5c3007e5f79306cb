// The compiler from syntax trees to engine card definitions: headers, abilities, targets and
// `it`, every effect kind, verbs, broken input, validation, determinism and whole sets.
import { describe, expect, it } from 'vitest';
import { CardDefinition, parseSetFile, SET_FILE_VERSION, type Ability, type Effect, type Vocabulary } from '../../engine/defs';
import { vocabulary as stakBots } from '../../engine/games/stak-bots/vocabulary';
import type { Diagnostic } from '../diagnostics/catalog';
import type { CardDecl, Effect as EffectNode, File, Sel } from '../syntax/ast';
import { parse } from '../syntax/parser';
import { cardId, compileFile, compileSet, hasBroken, slugify } from './compiler';

/** Stak Bots plus a resource, a counter and a seat zone, for the words Stak Bots lacks. */
const richer: Vocabulary = {
  ...stakBots,
  resources: [{ name: 'cents', doc: '' }],
  counters: [{ name: 'charge', doc: '' }],
  zones: [...stakBots.zones, { name: 'deck', doc: '', scope: 'seat', visibility: 'hidden', ordered: true }],
};

function parsed(source: string): File {
  const { file, diagnostics } = parse(source);
  expect(diagnostics, 'the test source parses').toEqual([]);
  return file;
}

function compile(body: string, game: Vocabulary = stakBots) {
  return compileFile(parsed(`game stak-bots\n${body}\n`), { game, set: 'test' });
}

/** The one card of `body`, which must compile without diagnostics. */
function card(body: string, game: Vocabulary = stakBots): CardDefinition {
  const out = compile(body, game);
  expect(out.diagnostics).toEqual([]);
  expect(out.cards).toHaveLength(1);
  return out.cards[0]!;
}

/** The abilities of a bot whose body is `lines`. */
function abilities(lines: string, game: Vocabulary = stakBots): Ability[] {
  return card(`bot "Probe" rank 1 power 1 {\n${lines}\n}`, game).abilities;
}

/** The effect of `play: <line>`. */
function effect(line: string, game: Vocabulary = stakBots): Effect {
  const [ability] = abilities(`play: ${line}`, game);
  if (ability?.kind !== 'play') throw new Error('expected a play ability');
  return ability.effect;
}

/** Diagnostics of a bot whose body is `lines` (its card is left out when there are errors). */
function problems(lines: string, game: Vocabulary = stakBots): { codes: string[]; cards: number; diagnostics: Diagnostic[] } {
  const out = compile(`bot "Probe" rank 1 power 1 {\n${lines}\n}`, game);
  return { codes: out.diagnostics.map((d) => d.code), cards: out.cards.length, diagnostics: out.diagnostics };
}

const opponentsTop = { kind: 'zone', zone: 'stak', of: { kind: 'players', which: 'opponents' }, position: 'top' } as const;
const you = { kind: 'you' } as const;

describe('ids', () => {
  it('slugs names: lowercase, other characters to single dashes, trimmed', () => {
    expect(slugify('Bolt Pup')).toBe('bolt-pup');
    expect(slugify('  R2-D2: the Return!! ')).toBe('r2-d2-the-return');
    expect(slugify("Dr. Fang's Lab")).toBe('dr-fang-s-lab');
    expect(cardId('stak-bots', 'starter', 'Cog Crawler')).toBe('stak-bots/starter/cog-crawler');
  });
});

describe('card headers', () => {
  it('compiles kind, name, stats, copies, tags, designer-chosen and text', () => {
    const c = card('bot "Bolt Pup" rank 1 power 2 copies 3 #scrappy unique designer-chosen {\n  text "Nothing special."\n}');
    expect(c).toEqual({
      id: 'stak-bots/test/bolt-pup',
      name: 'Bolt Pup',
      game: 'stak-bots',
      kind: 'bot',
      stats: { rank: 1, power: 2 },
      tags: ['scrappy', 'unique'],
      text: 'Nothing special.',
      abilities: [],
      dice: [],
      designerChosen: true,
      copies: 3,
      startsWith: [],
    });
  });

  it('spreads several numbers of one stat over stat, stat-2, stat-3 (spaces or slashes)', () => {
    expect(card('bot "A" vp 5 3 2 {\n}').stats).toEqual({ vp: 5, 'vp-2': 3, 'vp-3': 2 });
    expect(card('bot "B" points 12/16 {\n}').stats).toEqual({ points: 12, 'points-2': 16 });
  });

  it('defaults to one copy, no tags, not designer-chosen and starting with nothing', () => {
    const c = card('bot "Plain" rank 1 power 1 {\n}');
    expect(c.copies).toBe(1);
    expect(c.tags).toEqual([]);
    expect(c.designerChosen).toBe(false);
    expect(c.text).toBeUndefined();
    expect(c.startsWith).toEqual([]);
  });

  it('compiles the cards named after starts-with to their ids, in order', () => {
    const c = card('bot "Isaac" rank 1 power 1 starts-with "The D6", "Lazarus\' Rags" {\n}');
    expect(c.startsWith).toEqual(['stak-bots/test/the-d6', 'stak-bots/test/lazarus-rags']);
  });

  it('compiles custom dice', () => {
    const c = card('bot "Dicer" rank 1 power 1 {\n  die: melee 2 | melee 3 | ranged 2 | shield 1 | resource 1 (cost 1) | blank\n}');
    expect(c.dice).toEqual([
      {
        faces: [
          { symbol: 'melee', value: 2, modifier: false, cost: 0 },
          { symbol: 'melee', value: 3, modifier: false, cost: 0 },
          { symbol: 'ranged', value: 2, modifier: false, cost: 0 },
          { symbol: 'shield', value: 1, modifier: false, cost: 0 },
          { symbol: 'resource', value: 1, modifier: false, cost: 1 },
          { symbol: 'blank', value: 0, modifier: false, cost: 0 },
        ],
      },
    ]);
  });
});

describe('abilities', () => {
  it('makes `play:` a play ability and any other label a trigger on this card', () => {
    const [play, entry] = abilities('play: draw a card\nentry: draw 2 cards');
    expect(play).toEqual({ kind: 'play', targets: [], effect: { kind: 'draw', count: 1, who: you } });
    expect(entry).toEqual({
      kind: 'triggered',
      on: { event: 'entry', subject: 'self' },
      optional: false,
      oncePerTurn: false,
      targets: [],
      effect: { kind: 'draw', count: 2, who: you },
    });
  });

  it('puts a label condition on the trigger, and on a play ability as an if', () => {
    const [entry, play] = abilities('entry if it is your turn: draw a card\nplay if it is your turn: draw a card');
    const yourTurn = { kind: 'is-active-player', player: you };
    expect(entry).toMatchObject({ kind: 'triggered', on: { event: 'entry', subject: 'self', where: yourTurn } });
    expect(play).toMatchObject({ kind: 'play', effect: { kind: 'if', condition: yourTurn, then: { kind: 'draw' } } });
  });

  it('marks `once per turn`', () => {
    const [entry, when] = abilities('once per turn entry: draw a card\nonce per turn when this fought: draw a card');
    expect(entry).toMatchObject({ kind: 'triggered', oncePerTurn: true });
    expect(when).toMatchObject({ kind: 'triggered', oncePerTurn: true });
  });

  it('compiles `when` with each subject and a condition', () => {
    const list = abilities(
      [
        'when this fought: draw a card',
        'when your turn-began: draw a card',
        "when an opponent's scrapped: draw a card",
        'when any eliminated: draw a card',
        'when an opponent attacked if the event target is you: draw a card',
      ].join('\n'),
    );
    expect(list.map((a) => (a.kind === 'triggered' ? a.on : null))).toEqual([
      { event: 'fought', subject: 'self' },
      { event: 'turn-began', subject: 'yours' },
      { event: 'scrapped', subject: 'opponents' },
      { event: 'eliminated', subject: 'any' },
      { event: 'attacked', subject: 'opponents', where: { kind: 'is-you', player: { kind: 'event', field: 'target' } } },
    ]);
  });

  it('compiles costs of activated abilities', () => {
    const [a] = abilities('tap, pay 2 cents, discard 1 card, destroy this: draw a card', richer);
    expect(a).toEqual({
      kind: 'activated',
      costs: [{ kind: 'exhaust' }, { kind: 'pay', resource: 'cents', amount: 2 }, { kind: 'discard', count: 1 }, { kind: 'destroy-self' }],
      targets: [],
      oncePerTurn: false,
      effect: { kind: 'draw', count: 1, who: you },
    });
  });

  it('compiles counters removed from the card itself as a cost', () => {
    const [a] = abilities('remove 3 charge counters from this, pay 1 cents: draw a card', richer);
    expect(a).toMatchObject({ kind: 'activated', costs: [{ kind: 'remove-counters', counter: 'charge', count: 3 }, { kind: 'pay', resource: 'cents', amount: 1 }] });
  });

  it('compiles how a card enters a zone', () => {
    expect(abilities('enters the scrapheap exhausted')).toEqual([{ kind: 'enters', zone: 'scrapheap', exhausted: true }]);
  });

  it('compiles static modifiers with their conditions', () => {
    const [a] = abilities('static: this gets +2 power while it is not your turn');
    expect(a).toEqual({
      kind: 'static',
      modifiers: [{ stat: 'power', amount: 2, to: { kind: 'self' }, condition: { kind: 'not', of: { kind: 'is-active-player', player: you } } }],
    });
  });

  it('compiles replacements: the value shorthand and "it" are the main field (value of a roll, else amount)', () => {
    const list = abilities(
      [
        'each time you would roll a 1: make it 6',
        'each time this would damage: reduce it by 1',
        'each time this would damage if it is your turn: prevent it',
        'each time this would damage: instead draw a card',
        'each time any would damage a 2: increase it by 1',
        'each time this would damage: make source 3',
      ].join('\n'),
    );
    expect(list).toEqual([
      {
        kind: 'replacement',
        replaces: { event: 'roll', subject: 'yours', where: { kind: 'compare', left: { kind: 'event-value', field: 'value' }, op: '=', right: 1 } },
        optional: false,
        with: { kind: 'set', field: 'value', value: 6 },
      },
      { kind: 'replacement', replaces: { event: 'damage', subject: 'self' }, optional: false, with: { kind: 'adjust', field: 'amount', amount: -1 } },
      {
        kind: 'replacement',
        replaces: { event: 'damage', subject: 'self', where: { kind: 'is-active-player', player: you } },
        optional: false,
        with: { kind: 'prevent' },
      },
      { kind: 'replacement', replaces: { event: 'damage', subject: 'self' }, optional: false, with: { kind: 'instead', effect: { kind: 'draw', count: 1, who: you } } },
      {
        kind: 'replacement',
        replaces: { event: 'damage', subject: 'any', where: { kind: 'compare', left: { kind: 'event-value', field: 'amount' }, op: '=', right: 2 } },
        optional: false,
        with: { kind: 'adjust', field: 'amount', amount: 1 },
      },
      { kind: 'replacement', replaces: { event: 'damage', subject: 'self' }, optional: false, with: { kind: 'set', field: 'source', value: 3 } },
    ]);
  });

  it('compiles what else a replacement does as the event changes ("…, then <effects>")', () => {
    const list = abilities(
      [
        'each time this would damage: reduce it by 1, then remove a charge counter from this',
        'each time this would damage: prevent it then draw a card then draw a card',
        'each time you would roll a 1: make it 6, then draw a card',
      ].join('\n'),
      richer,
    );
    const removeOne = { kind: 'remove-counter', amount: 1, counter: 'charge', from: { kind: 'self' } };
    const draw = { kind: 'draw', count: 1, who: you };
    expect(list.map((a) => (a.kind === 'replacement' ? a.with : null))).toEqual([
      { kind: 'adjust', field: 'amount', amount: -1, then: removeOne },
      { kind: 'prevent', then: { kind: 'sequence', steps: [draw, draw] } },
      { kind: 'set', field: 'value', value: 6, then: draw },
    ]);
  });

  it('compiles "being <state>" and "there is a roll on the stack"', () => {
    const states: Vocabulary = { ...stakBots, states: [{ name: 'attacked', doc: '' }] };
    const [a, b] = abilities(['entry: scrap the cards in the scrapheap that are not being attacked', 'entry: if there is no roll on the stack: draw a card'].join('\n'), states);
    expect(a).toMatchObject({
      effect: { kind: 'game', verb: 'scrap', args: { cards: { kind: 'filter', where: { kind: 'not', of: { kind: 'in-state', card: { kind: 'bound', name: 'it' }, state: 'attacked' } } } } },
    });
    expect(b).toMatchObject({ effect: { kind: 'if', condition: { kind: 'not', of: { kind: 'roll-on-stack' } } } });
    expect(effect('if there is a roll on the stack: draw a card', states)).toMatchObject({ kind: 'if', condition: { kind: 'roll-on-stack' } });
  });

  it("compiles a replacement's roll: a change per row, none for `let it happen`, amounts on the main field", () => {
    const [a] = abilities('each time this would damage: roll {\n  1-3: let it happen\n  4-5: reduce it by 1\n  6: instead draw a card\n}');
    expect(a).toEqual({
      kind: 'replacement',
      replaces: { event: 'damage', subject: 'self' },
      optional: false,
      with: {
        kind: 'roll',
        outcomes: [
          { from: 1, to: 3 },
          { from: 4, to: 5, with: { kind: 'adjust', field: 'amount', amount: -1 } },
          { from: 6, to: 6, with: { kind: 'instead', effect: { kind: 'draw', count: 1, who: you } } },
        ],
      },
    });
  });

  it('joins a replacement value and its condition with all', () => {
    const [a] = abilities('each time you would roll a 1 if it is your turn: make it 6');
    expect(a).toMatchObject({
      replaces: {
        where: { kind: 'all', of: [{ kind: 'compare', left: { kind: 'event-value', field: 'value' }, op: '=', right: 1 }, { kind: 'is-active-player', player: you }] },
      },
    });
  });
});

describe('targets', () => {
  it('hoists each target to the ability and refers to it by name', () => {
    const [a] = abilities("entry: deal 1 damage to target top card of each opponent's stak");
    expect(a).toMatchObject({
      targets: [{ name: 'target', from: opponentsTop, min: 1, max: 1 }],
      effect: { kind: 'damage', amount: 1, to: { kind: 'bound', name: 'target' } },
    });
  });

  it('hoists the card a copy is made of, another than this one', () => {
    const [a] = abilities("entry: this becomes a copy of target card in each player's stak that is not this as model until end of turn then draw a card");
    const stak = { kind: 'zone', zone: 'stak', of: { kind: 'players', which: 'all' }, position: 'all' };
    expect(a).toMatchObject({
      targets: [{ name: 'model', from: { kind: 'filter', from: stak, where: { kind: 'not', of: { kind: 'is-self', card: { kind: 'bound', name: 'it' } } } } }],
      effect: { kind: 'sequence', steps: [{ kind: 'become-copy', cards: { kind: 'self' }, of: { kind: 'bound', name: 'model' }, duration: 'end-of-turn' }, { kind: 'draw' }] },
    });
  });

  it('names targets target, target-2, … around the names given with as', () => {
    const [a] = abilities("entry: deal 1 damage to target top card of each opponent's stak then deal 2 damage to target top card of your stak as target then destroy target bot in your stak");
    if (a?.kind !== 'triggered') throw new Error('triggered');
    expect(a.targets.map((t) => t.name)).toEqual(['target-2', 'target', 'target-3']);
    expect(a.effect).toMatchObject({ steps: [{ to: { name: 'target-2' } }, { to: { name: 'target' } }, { cards: { name: 'target-3' } }] });
  });

  it('keeps min and max, and the target description with its filter', () => {
    const [a] = abilities("entry: scrap up to 2 target top card of each opponent's stak with power 2 or less as prey");
    expect(a).toMatchObject({
      targets: [
        {
          name: 'prey',
          min: 0,
          max: 2,
          from: {
            kind: 'filter',
            from: opponentsTop,
            where: { kind: 'compare', left: { kind: 'stat', stat: 'power', of: { kind: 'bound', name: 'it' } }, op: '<=', right: 2 },
          },
        },
      ],
      effect: { kind: 'game', verb: 'scrap', args: { cards: { kind: 'bound', name: 'prey' } } },
    });
  });

  it('refuses a target where nothing can be chosen, and one that depends on a choice made later', () => {
    expect(problems('static: target top card of your stak gets +1 power').codes).toEqual(['CW3009']);
    const late = problems('entry: for each opponent as rival: deal 1 damage to target top card of rival\'s stak');
    expect(late.codes).toEqual(['CW2008']);
    expect(late.cards).toBe(0);
  });
});

describe('it, them, they', () => {
  it('stays the candidate inside a filter', () => {
    expect(effect('destroy the cards in your stak that are face down')).toEqual({
      kind: 'destroy',
      cards: { kind: 'filter', from: { kind: 'zone', zone: 'stak', of: you, position: 'all' }, where: { kind: 'not', of: { kind: 'face-up', card: { kind: 'bound', name: 'it' } } } },
    });
  });

  it('means the latest target', () => {
    expect(effect("deal 1 damage to target top card of each opponent's stak then reset it")).toMatchObject({
      steps: [{ to: { kind: 'bound', name: 'target' } }, { kind: 'game', args: { cards: { kind: 'bound', name: 'target' } } }],
    });
  });

  it('means the choice inside its body, and the earlier target after it', () => {
    const e = effect('destroy target top card of your stak then choose a card in the scrapheap: put it into your hand then reset it');
    expect(e).toMatchObject({
      steps: [
        { kind: 'destroy', cards: { name: 'target' } },
        { kind: 'choose', name: 'choice', then: { kind: 'sequence', steps: [{ kind: 'move', cards: { name: 'choice' } }, { kind: 'game', args: { cards: { name: 'choice' } } }] } },
      ],
    });
    const after = effect('destroy target top card of your stak then { choose a card in the scrapheap: put it into your hand } then reset it');
    expect(after).toMatchObject({ steps: [{}, { kind: 'choose' }, { kind: 'game', args: { cards: { name: 'target' } } }] });
  });

  it('means the for-each item (their, its), with generated names that do not clash', () => {
    expect(effect("for each opponent: deal 2 damage to the top card of their stak")).toEqual({
      kind: 'for-each',
      name: 'each',
      in: { kind: 'players', which: 'opponents' },
      do: { kind: 'damage', amount: 2, to: { kind: 'zone', zone: 'stak', of: { kind: 'bound', name: 'each' }, position: 'top' } },
    });
    expect(effect('for each player: for each opponent: they draw a card')).toMatchObject({ name: 'each', do: { name: 'each-2', do: { who: { name: 'each-2' } } } });
  });

  it('reports `it` with nothing to refer to, and leaves the card out', () => {
    const out = problems('entry: scrap it');
    expect(out.codes).toEqual(['CW3011']);
    expect(out.cards).toBe(0);
    expect(out.diagnostics[0]!.message).toContain('"it" refers to nothing here');
  });
});

describe('selectors, numbers and conditions', () => {
  it('maps zones: shared ones without an owner, seat ones with theirs', () => {
    expect(effect('reveal the top card of the supply')).toEqual({ kind: 'reveal', cards: { kind: 'zone', zone: 'supply', position: 'top' } });
    expect(effect('reveal the second card from the top of your stak')).toEqual({ kind: 'reveal', cards: { kind: 'zone', zone: 'stak', of: you, position: 'top', depth: 1 } });
    expect(effect("reveal the top 2 cards of each opponent's stak")).toEqual({ kind: 'reveal', cards: { ...opponentsTop, count: 2 } });
    expect(effect('reveal the bottom card of your stak')).toEqual({ kind: 'reveal', cards: { kind: 'zone', zone: 'stak', of: you, position: 'bottom' } });
  });

  it('maps players, owners, controllers, events and unions', () => {
    expect(effect('each player draws a card')).toMatchObject({ who: { kind: 'players', which: 'all' } });
    expect(effect('each other player draws a card')).toMatchObject({ who: { kind: 'players', which: 'others' } });
    expect(effect('the active player draws a card')).toMatchObject({ who: { kind: 'active-player' } });
    expect(effect('the owner of the event card draws a card')).toMatchObject({ who: { kind: 'owner', of: { kind: 'event', field: 'card' } } });
    expect(effect('the controller of this draws a card')).toMatchObject({ who: { kind: 'controller', of: { kind: 'self' } } });
    expect(effect("destroy this and the top card of each opponent's stak")).toEqual({ kind: 'destroy', cards: { kind: 'union', of: [{ kind: 'self' }, opponentsTop] } });
  });

  it('looks property names up in the vocabulary: stat, resource or counter', () => {
    const e = effect('draw (the power of this + your cents) * the charge of this - min(the number of cards in your hand, the damage on this) cards', richer);
    expect(e).toMatchObject({
      count: {
        kind: 'arith',
        op: '-',
        left: {
          kind: 'arith',
          op: '*',
          left: { kind: 'arith', op: '+', left: { kind: 'stat', stat: 'power', of: { kind: 'self' } }, right: { kind: 'resource', resource: 'cents', of: you } },
          right: { kind: 'counter', counter: 'charge', of: { kind: 'self' } },
        },
        right: { kind: 'arith', op: 'min', left: { kind: 'count', of: { kind: 'zone', zone: 'hand', of: you, position: 'all' } }, right: { kind: 'damage-on', of: { kind: 'self' } } },
      },
    });
  });

  it('compiles "with the most" to those with the highest value of `it`, and a vote with its winner bound for its body', () => {
    expect(effect('destroy the cards in your hand with the most power')).toEqual({
      kind: 'destroy',
      cards: { kind: 'most', from: { kind: 'zone', zone: 'hand', of: you, position: 'all' }, by: { kind: 'stat', stat: 'power', of: { kind: 'bound', name: 'it' } }, which: 'most' },
    });
    expect(effect('each opponent votes for a player that is alive: deal 1 damage to it')).toEqual({
      kind: 'vote',
      voters: { kind: 'players', which: 'opponents' },
      from: { kind: 'filter', from: { kind: 'players', which: 'all' }, where: { kind: 'is-alive', player: { kind: 'bound', name: 'it' } } },
      name: 'vote',
      then: { kind: 'damage', amount: 1, to: { kind: 'bound', name: 'vote' } },
    });
  });

  it('reports a property the vocabulary does not know, with a suggestion', () => {
    const out = problems('entry: draw the powr of this cards');
    expect(out.codes).toEqual(['CW2006']);
    expect(out.diagnostics[0]!.suggestion).toBe('power');
  });

  it('compiles the roll, event values and X', () => {
    expect(effect('draw the roll cards')).toMatchObject({ count: { kind: 'var', name: 'roll' } });
    expect(effect('draw the event amount cards')).toMatchObject({ count: { kind: 'event-value', field: 'amount' } });
    expect(effect('draw X cards')).toMatchObject({ count: { kind: 'var', name: 'x' } });
  });

  it('compiles every condition', () => {
    const cond = (text: string) => {
      const e = effect(`if ${text}: draw a card`);
      return e.kind === 'if' ? e.condition : null;
    };
    expect(cond('this is face up')).toEqual({ kind: 'face-up', card: { kind: 'self' } });
    expect(cond('this is face down')).toEqual({ kind: 'not', of: { kind: 'face-up', card: { kind: 'self' } } });
    expect(cond('this is on top')).toEqual({ kind: 'is-top', card: { kind: 'self' } });
    expect(cond('this is in the scrapheap')).toEqual({ kind: 'in-zone', card: { kind: 'self' }, zone: 'scrapheap' });
    expect(cond('this is a bot')).toEqual({ kind: 'is-kind', card: { kind: 'self' }, cardKind: 'bot' });
    expect(cond('this has #heavy')).toEqual({ kind: 'has-tag', card: { kind: 'self' }, tag: 'heavy' });
    expect(cond('the event player is you')).toEqual({ kind: 'is-you', player: { kind: 'event', field: 'player' } });
    expect(cond('you is the active player')).toEqual({ kind: 'is-active-player', player: you });
    expect(cond('the active player is alive')).toEqual({ kind: 'is-alive', player: { kind: 'active-player' } });
    expect(cond('the event player is dead')).toEqual({ kind: 'not', of: { kind: 'is-alive', player: { kind: 'event', field: 'player' } } });
    expect(cond('there is a card in the scrapheap')).toEqual({ kind: 'exists', of: { kind: 'zone', zone: 'scrapheap', position: 'all' } });
    expect(cond('the event card is this')).toEqual({ kind: 'is-self', card: { kind: 'event', field: 'card' } });
    expect(cond('the event card is not this card')).toEqual({ kind: 'not', of: { kind: 'is-self', card: { kind: 'event', field: 'card' } } });
    expect(cond('option supply-reshuffle')).toEqual({ kind: 'option', option: 'supply-reshuffle' });
    expect(cond('flag charged this game >= 2')).toEqual({ kind: 'flag', flag: 'charged', scope: 'game', op: '>=', value: 2 });
    expect(cond('the power of this is 3 or more and not this is face up or it is your turn')).toEqual({
      kind: 'any',
      of: [
        {
          kind: 'all',
          of: [
            { kind: 'compare', left: { kind: 'stat', stat: 'power', of: { kind: 'self' } }, op: '>=', right: 3 },
            { kind: 'not', of: { kind: 'face-up', card: { kind: 'self' } } },
          ],
        },
        { kind: 'is-active-player', player: you },
      ],
    });
  });
});

describe('effects', () => {
  // One line of card text and the engine effect it compiles to.
  const table: [string, Effect][] = [
    ['deal 2 damage to this', { kind: 'damage', amount: 2, to: { kind: 'self' } }],
    ['heal 2 damage from this', { kind: 'heal', amount: 2, to: { kind: 'self' } }],
    ['repair all damage on your stak', { kind: 'heal', amount: 'all', to: { kind: 'zone', zone: 'stak', of: you, position: 'all' } }],
    ['prevent the next 2 damage to this', { kind: 'prevent', amount: 2, to: { kind: 'self' }, duration: 'end-of-turn' }],
    ['prevent all damage to this until the end of the next turn', { kind: 'prevent', amount: 'all', to: { kind: 'self' }, duration: 'end-of-next-turn' }],
    ['prevent all damage to this until the start of your turn', { kind: 'prevent', amount: 'all', to: { kind: 'self' }, duration: 'start-of-your-turn' }],
    ['prevent all damage to this until your next turn', { kind: 'prevent', amount: 'all', to: { kind: 'self' }, duration: 'start-of-your-turn' }],
    ['gain 2 cents', { kind: 'gain', resource: 'cents', amount: 2, to: you }],
    ['each opponent loses 1 cents', { kind: 'lose', resource: 'cents', amount: 1, from: { kind: 'players', which: 'opponents' } }],
    ['draw 2 cards from the supply', { kind: 'draw', count: 2, who: you, from: 'supply' }],
    ['discard a card', { kind: 'discard', count: 1, who: you, chooser: 'you' }],
    ['discard a card at random', { kind: 'discard', count: 1, who: you, chooser: 'random' }],
    ['each opponent discards a card', { kind: 'discard', count: 1, who: { kind: 'players', which: 'opponents' }, chooser: 'owner' }],
    ['each opponent discards a card of your choice', { kind: 'discard', count: 1, who: { kind: 'players', which: 'opponents' }, chooser: 'you' }],
    ['destroy this', { kind: 'destroy', cards: { kind: 'self' } }],
    ['put this into your hand', { kind: 'move', cards: { kind: 'self' }, to: { zone: 'hand', of: 'you', position: 'top' } }],
    ['put this on the bottom of the supply face down', { kind: 'move', cards: { kind: 'self' }, to: { zone: 'supply', of: 'shared', position: 'bottom' }, faceUp: false }],
    ['put this at a random place in the supply', { kind: 'move', cards: { kind: 'self' }, to: { zone: 'supply', of: 'shared', position: 'random' } }],
    ["put this face up on top of each opponent's stak", { kind: 'move', cards: { kind: 'self' }, to: { zone: 'stak', of: { kind: 'players', which: 'opponents' }, position: 'top' }, faceUp: true }],
    ['return this to the hand', { kind: 'move', cards: { kind: 'self' }, to: { zone: 'hand', position: 'top' } }],
    ['shuffle the supply', { kind: 'shuffle', zone: 'supply' }],
    ['shuffle your stak', { kind: 'shuffle', zone: 'stak', of: you }],
    ['reveal this', { kind: 'reveal', cards: { kind: 'self' } }],
    ['look at the top 3 cards of the supply, put 1 on the bottom', { kind: 'look-and-reorder', zone: 'supply', count: 3, toBottom: 1 }],
    ['look at the top 2 cards of your stak, put 1 on the bottom', { kind: 'look-and-reorder', zone: 'stak', of: you, count: 2, toBottom: 1 }],
    ['turn this face down', { kind: 'flip', cards: { kind: 'self' }, faceUp: false }],
    ['exhaust this', { kind: 'exhaust', cards: { kind: 'self' }, exhausted: true }],
    ['ready this', { kind: 'exhaust', cards: { kind: 'self' }, exhausted: false }],
    ['put 2 charge counters on this', { kind: 'add-counter', counter: 'charge', amount: 2, on: { kind: 'self' } }],
    ['remove all charge counters from this', { kind: 'remove-counter', counter: 'charge', amount: 'all', from: { kind: 'self' } }],
    ['remove 1 charge counter from this', { kind: 'remove-counter', counter: 'charge', amount: 1, from: { kind: 'self' } }],
    ['this gets +2 power', { kind: 'modify-stat', stat: 'power', amount: 2, on: { kind: 'self' }, duration: 'end-of-turn' }],
    ['this gets -1 power for good', { kind: 'modify-stat', stat: 'power', amount: -1, on: { kind: 'self' }, duration: 'permanent' }],
    ['this gets +1 power while this is in play', { kind: 'modify-stat', stat: 'power', amount: 1, on: { kind: 'self' }, duration: 'while-source-in-play' }],
    ['you get 1 extra attack', { kind: 'extra-action', action: 'attack', count: 1, who: you }],
    ['cancel the top of the stack', { kind: 'cancel', what: 'top-of-stack' }],
    ['cancel target stack item', { kind: 'cancel', what: 'target-stack-item' }],
    ['reroll the roll', { kind: 'reroll', what: 'last-roll' }],
    ['make the roll 6 for good', { kind: 'set-roll', value: 6, final: true }],
    ['make the roll 1', { kind: 'set-roll', value: 1, final: false }],
    ['add +1 to the roll', { kind: 'modify-roll', amount: 1 }],
    ['you may draw a card', { kind: 'may', who: you, effect: { kind: 'draw', count: 1, who: you } }],
    ['if it is your turn: draw a card else discard a card', {
      kind: 'if',
      condition: { kind: 'is-active-player', player: you },
      then: { kind: 'draw', count: 1, who: you },
      else: { kind: 'discard', count: 1, who: you, chooser: 'you' },
    }],
    ['2 times: draw a card', { kind: 'repeat', times: 2, do: { kind: 'draw', count: 1, who: you } }],
    ['draw a card then discard a card', { kind: 'sequence', steps: [{ kind: 'draw', count: 1, who: you }, { kind: 'discard', count: 1, who: you, chooser: 'you' }] }],
    ['draw a card then gain 1 coins then if done in full: discard a card then draw a card', {
      kind: 'then-in-full',
      first: { kind: 'sequence', steps: [{ kind: 'draw', count: 1, who: you }, { kind: 'gain', resource: 'coins', amount: 1, to: you }] },
      then: { kind: 'sequence', steps: [{ kind: 'discard', count: 1, who: you, chooser: 'you' }, { kind: 'draw', count: 1, who: you }] },
    }],
    ['draw 2 cards, then if done in full: discard a card', { kind: 'then-in-full', first: { kind: 'draw', count: 2, who: you }, then: { kind: 'discard', count: 1, who: you, chooser: 'you' } }],
    ['at the next your turn-began: draw a card', { kind: 'delayed-trigger', on: { event: 'turn-began', subject: 'yours' }, effect: { kind: 'draw', count: 1, who: you }, duration: 'permanent' }],
    ['at the next turn-ended until the end of the turn: draw a card', { kind: 'delayed-trigger', on: { event: 'turn-ended', subject: 'self' }, effect: { kind: 'draw', count: 1, who: you }, duration: 'end-of-turn' }],
    ['win the game', { kind: 'win', who: you }],
    ['each opponent loses the game', { kind: 'lose-game', who: { kind: 'players', which: 'opponents' } }],
    ['end the turn', { kind: 'end-turn' }],
    ['take an extra turn', { kind: 'extra-turn', who: you }],
    ['set flag charged to 2 this game', { kind: 'set-flag', flag: 'charged', scope: 'game', value: 2 }],
    ['set flag charged to 1', { kind: 'set-flag', flag: 'charged', scope: 'turn', value: 1 }],
    ['this becomes a copy of the top card of the supply', { kind: 'become-copy', cards: { kind: 'self' }, of: { kind: 'zone', zone: 'supply', position: 'top' }, duration: 'end-of-turn' }],
    ['this becomes a copy of the top card of the supply for the rest of the game', { kind: 'become-copy', cards: { kind: 'self' }, of: { kind: 'zone', zone: 'supply', position: 'top' }, duration: 'permanent' }],
    ['double the numbers of the top card of the supply', { kind: 'double', cards: { kind: 'zone', zone: 'supply', position: 'top' } }],
    ['choose 2 to 3 cards in your hand as picks: destroy picks', {
      kind: 'choose',
      name: 'picks',
      from: { kind: 'zone', zone: 'hand', of: you, position: 'all' },
      min: 2,
      max: 3,
      chooser: you,
      then: { kind: 'destroy', cards: { kind: 'bound', name: 'picks' } },
    }],
  ];
  it.each(table)('%s', (line, expected) => {
    expect(effect(line, richer)).toEqual(expected);
  });

  it('puts moved cards into their own owner\'s (or controller\'s) zone by the engine\'s default', () => {
    expect(effect("put target top card of each opponent's stak as victim on the bottom of its owner's stak")).toMatchObject({
      cards: { kind: 'bound', name: 'victim' },
      to: { zone: 'stak', position: 'bottom' },
    });
    expect(effect("put target top card of your stak into its controller's hand")).toMatchObject({ to: { zone: 'hand', of: 'controller', position: 'top' } });
    // Someone else's zone stays a selector.
    expect(effect("for each opponent as rival: put this on top of rival's stak")).toMatchObject({
      do: { to: { zone: 'stak', of: { kind: 'bound', name: 'rival' }, position: 'top' } },
    });
  });

  it('compiles a roll table and choose one', () => {
    expect(effect('roll { 1-3: draw a card\n 4-6: discard a card }')).toEqual({
      kind: 'roll',
      die: 'd6',
      outcomes: [
        { from: 1, to: 3, effect: { kind: 'draw', count: 1, who: you } },
        { from: 4, to: 6, effect: { kind: 'discard', count: 1, who: you, chooser: 'you' } },
      ],
    });
    expect(effect('roll as r { 1-6: draw a card }')).toMatchObject({ bind: 'r' });
    expect(effect('choose one {\n draw a card\n discard a card\n }')).toEqual({
      kind: 'choose-mode',
      modes: [
        { kind: 'draw', count: 1, who: you },
        { kind: 'discard', count: 1, who: you, chooser: 'you' },
      ],
      chooser: you,
      // Each mode in words, for the player choosing.
      labels: ['draw a card', 'discard a card'],
    });
  });
});

describe('game verbs', () => {
  it('gives a positional value to the first argument and types it by the VerbSpec', () => {
    expect(effect('scrap this')).toEqual({ kind: 'game', verb: 'scrap', args: { cards: { kind: 'self' } } });
    expect(effect('play-from-hand you')).toEqual({ kind: 'game', verb: 'play-from-hand', args: { who: you } });
    expect(effect('reset with cards this')).toEqual({ kind: 'game', verb: 'reset', args: { cards: { kind: 'self' } } });
  });

  it('types numbers, words, booleans and effects', () => {
    const game: Vocabulary = {
      ...stakBots,
      verbs: [{ name: 'boost', doc: '', args: { by: 'number', how: 'word', loud: 'boolean', after: 'effect', amount: 'expr' } }],
    };
    expect(effect('boost 2 with how fast, loud yes, after { draw a card }, amount (the power of this)', game)).toEqual({
      kind: 'game',
      verb: 'boost',
      args: { by: 2, how: 'fast', loud: true, after: { kind: 'draw', count: 1, who: you }, amount: { kind: 'stat', stat: 'power', of: { kind: 'self' } } },
    });
  });

  it('reports unknown verbs, unknown and missing arguments and values of the wrong kind', () => {
    const unknown = problems('entry: scarp this');
    expect(unknown.codes).toEqual(['CW2007']);
    expect(unknown.diagnostics[0]!.suggestion).toBe('scrap');
    expect(problems('entry: scrap with cardz this').codes).toEqual(['CW2012', 'CW2013']);
    // Given by name, so the unnamed value has no argument left; or named twice.
    const left = problems('entry: scrap this with cards this');
    expect(left.codes).toEqual(['CW2012']);
    expect(left.diagnostics[0]!.message).toBe('the verb scrap has no argument "#1" (it takes cards)');
    expect(problems('entry: play-from-hand with who you, who you').codes).toEqual(['CW3006']);
    expect(problems('entry: play-from-hand 3').codes).toEqual(['CW3009']);
    const extra = problems('entry: scrap with cards this, who you');
    expect(extra.codes).toEqual(['CW2012']);
    expect(extra.cards).toBe(0);
  });
});

describe('broken input', () => {
  it('skips a card the parser could not read, silently, and compiles the others', () => {
    const { file, diagnostics } = parse('game stak-bots\nbot "Bad" rank 1 power 1 {\n  entry: deal lots of damage\n}\nbot "Good" rank 1 power 1 {\n  entry: draw a card\n}\n');
    expect(diagnostics.length).toBeGreaterThan(0);
    const out = compileFile(file, { game: stakBots, set: 'test' });
    expect(out.diagnostics).toEqual([]);
    expect(out.cards.map((c) => c.name)).toEqual(['Good']);
  });

  it('finds a broken node at any depth', () => {
    const file = parsed('game stak-bots\nbot "Deep" rank 1 power 1 {\n  entry: if it is your turn: for each opponent: deal 1 damage to the top card of their stak\n}\n');
    const decl = file.decls[0] as CardDecl;
    expect(hasBroken(decl)).toBe(false);
    // Replace the innermost selector by a broken one, as the parser would after an error there.
    const ability = decl.body[0] as Extract<CardDecl['body'][number], { type: 'labelled' }>;
    const ifNode = ability.effect as Extract<EffectNode, { type: 'if' }>;
    const each = ifNode.then as Extract<EffectNode, { type: 'for-each' }>;
    const damage = each.do as Extract<EffectNode, { type: 'damage' }>;
    const broken: Sel = { type: 'broken', range: damage.to.range };
    const patched: File = { ...file, decls: [{ ...decl, body: [{ ...ability, effect: { ...ifNode, then: { ...each, do: { ...damage, to: broken } } } }] }] };
    expect(hasBroken(patched)).toBe(true);
    expect(compileFile(patched, { game: stakBots, set: 'test' })).toEqual({ cards: [], variants: [], diagnostics: [] });
  });

  it('never throws on hand-built trees with odd contents, and reports what the engine refuses at the name', () => {
    const r = { start: 0, end: 0 };
    const nameRange = { start: 10, end: 15 };
    const file: File = {
      type: 'file',
      range: r,
      game: { text: 'stak-bots', range: r },
      set: null,
      decls: [
        { type: 'card', range: r, kind: { text: 'bot', range: r }, name: { text: '!!!', range: nameRange }, header: [], body: [] },
        { type: 'card', range: r, kind: { text: 'bot', range: r }, name: { text: 'Caps', range: nameRange }, header: [{ type: 'tag', range: r, tag: { text: 'Heavy', range: r } }], body: [] },
        {
          type: 'card',
          range: r,
          kind: { text: 'bot', range: r },
          name: { text: 'Huge', range: nameRange },
          header: [{ type: 'stat', range: r, key: { text: 'copies', range: r }, values: [{ value: 500, range: r }] }],
          body: [],
        },
      ],
    };
    const out = compileFile(file, { game: stakBots, set: 'test' });
    expect(out.cards).toEqual([]);
    expect(out.diagnostics.map((d) => [d.code, d.range])).toEqual([
      ['CW3012', nameRange],
      ['CW3012', nameRange],
      ['CW3012', nameRange],
    ]);
    expect(out.diagnostics[0]!.message).toContain('id');
    expect(out.diagnostics[1]!.message).toContain('tags.0');
    expect(out.diagnostics[2]!.message).toContain('copies');
  });

  it('reports a tree with holes instead of throwing', () => {
    const r = { start: 0, end: 0 };
    const holey = { type: 'card', range: r, kind: { text: 'bot', range: r }, name: { text: 'Holey', range: r }, header: [], body: [{ type: 'labelled', range: r, label: { text: 'entry', range: r }, once: false, condition: null }] };
    const file = { type: 'file', range: r, game: null, set: null, decls: [holey] } as unknown as File;
    const out = compileFile(file, { game: stakBots, set: 'test' });
    expect(out.cards).toEqual([]);
    expect(out.diagnostics.map((d) => d.code)).toEqual(['CW3012']);
    expect(out.diagnostics[0]!.message).toContain('incomplete syntax tree');
  });
});

describe('reroll', () => {
  it('rerolls the last roll, for good when it says so', () => {
    expect(effect('reroll the roll')).toEqual({ kind: 'reroll', what: 'last-roll' });
    expect(effect('reroll the roll for good')).toEqual({ kind: 'reroll', what: 'last-roll', final: true });
  });
});

describe('cancel', () => {
  it('cancels the top of the stack, a chosen item, or a chosen item of one label', () => {
    expect(effect('cancel the top of the stack')).toEqual({ kind: 'cancel', what: 'top-of-stack' });
    expect(effect('cancel target stack item')).toEqual({ kind: 'cancel', what: 'target-stack-item' });
    expect(effect('cancel target monster death on the stack')).toEqual({ kind: 'cancel', what: 'target-stack-item', label: 'monster death' });
  });
});

describe('create', () => {
  it('makes a new card of the set in a zone, by its id, for each player the zone names', () => {
    expect(effect('create "Spanner" in each opponent\'s stak')).toEqual({ kind: 'create', card: 'stak-bots/test/spanner', zone: 'stak', of: { kind: 'players', which: 'opponents' } });
    expect(effect('create "Spanner" in your hand')).toMatchObject({ kind: 'create', card: 'stak-bots/test/spanner', zone: 'hand' });
  });
});

describe('variants', () => {
  it('compiles parameters and rules', () => {
    const out = compile('variant "Minions die first" {\n  text "Minions go first."\n  param count 1 from 1 to 3\n  param mode fast\n  rule: draw a card\n}');
    expect(out.diagnostics).toEqual([]);
    expect(out.variants).toEqual([
      {
        id: 'minions-die-first',
        name: 'Minions die first',
        doc: 'Minions go first.',
        params: [
          { name: 'count', value: 1, min: 1, max: 3 },
          { name: 'mode', value: 'fast' },
        ],
        rules: [{ kind: 'play', targets: [], effect: { kind: 'draw', count: 1, who: you } }],
      },
    ]);
  });

  it("reads `param <name>` as the variant's parameter, and carries variants into the set file", () => {
    const files = [{ path: 'v.cards', file: parsed('game stak-bots\nvariant "Head Start" {\n  param cards 2 from 1 to 3\n  rule: draw (param cards + 1) cards\n}\n') }];
    const out = compileSet(files, { game: stakBots, set: 'mini', name: 'Mini' });
    expect(out.diagnostics).toEqual([]);
    expect(out.setFile!.variants).toEqual([
      {
        id: 'head-start',
        name: 'Head Start',
        params: [{ name: 'cards', value: 2, min: 1, max: 3 }],
        abilities: [{ kind: 'play', targets: [], effect: { kind: 'draw', count: { kind: 'arith', op: '+', left: { kind: 'param', variant: 'head-start', name: 'cards' }, right: 1 }, who: you } }],
      },
    ]);
  });
});

describe('output', () => {
  const source =
    'bot "Alpha" rank 1 power 1 copies 2 {\n  entry: deal 1 damage to target top card of each opponent\'s stak then reset it\n}\nbot "Beta" rank 2 power 2 #big {\n  static: this gets +1 power while it is your turn\n}';

  it('validates every card against the engine schema and is byte-identical across runs', () => {
    const a = compile(source);
    const b = compile(source);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    for (const c of a.cards) expect(CardDefinition.safeParse(c).success).toBe(true);
  });

  it('builds a valid set file, independent of file order', () => {
    const files = [
      { path: 'b.cards', file: parsed(`game stak-bots\n${source}\n`) },
      { path: 'a.cards', file: parsed('game stak-bots\nbot "Gamma" rank 1 power 3 {\n}\n') },
    ];
    const options = { game: stakBots, set: 'mini', name: 'Mini', description: 'A small set.' };
    const one = compileSet(files, options);
    const two = compileSet([...files].reverse(), options);
    expect(one.diagnostics).toEqual([]);
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
    expect(one.setFile).not.toBeNull();
    expect(parseSetFile(JSON.parse(JSON.stringify(one.setFile))).ok).toBe(true);
    expect(one.setFile).toMatchObject({ format: 'cardwright-set', version: SET_FILE_VERSION, game: 'stak-bots', set: 'mini', name: 'Mini', description: 'A small set.' });
    expect(one.setFile!.cards.map((c) => c.id)).toEqual(['stak-bots/mini/gamma', 'stak-bots/mini/alpha', 'stak-bots/mini/beta']);
  });

  it('leaves out a second card with the same id, and says where', () => {
    const files = [
      { path: 'a.cards', file: parsed('game stak-bots\nbot "Twin" rank 1 power 1 {\n}\nbot "Twin!" rank 1 power 2 {\n}\n') },
      { path: 'b.cards', file: parsed('game stak-bots\nbot "Twin" rank 1 power 3 {\n}\n') },
    ];
    const out = compileSet(files, { game: stakBots, set: 'mini', name: 'Mini' });
    expect(out.setFile!.cards.map((c) => c.stats.power)).toEqual([1]);
    expect(out.diagnostics.map((d) => [d.path, d.diagnostic.code])).toEqual([
      ['a.cards', 'CW2011'],
      ['b.cards', 'CW2010'],
    ]);
    expect(out.diagnostics[1]!.diagnostic.message).toContain('a.cards');
  });

  it('keeps the diagnostics of each file with its path, and gives no set file for an invalid set id', () => {
    const files = [{ path: 'x.cards', file: parsed('game stak-bots\nbot "Odd" rank 1 power 1 {\n  entry: scrap it\n}\n') }];
    const out = compileSet(files, { game: stakBots, set: 'Not A Word', name: 'Odd' });
    expect(out.setFile).toBeNull();
    expect(out.diagnostics.map((d) => [d.path, d.diagnostic.code])).toEqual([
      ['x.cards', 'CW3011'],
      ['', 'CW3012'],
    ]);
  });
});

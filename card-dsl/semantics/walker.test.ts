import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../engine/games/stak-bots/vocabulary';
import type { File } from '../syntax/ast';
import { parse } from '../syntax/parser';
import { indexSet } from './checker';
import type { CheckContext, CheckRegistry } from './registry';
import type { AnyNode, NodeKindName } from './tree';
import { runChecks, walk } from './walker';

const RICH = `game stak-bots
set "Rich"

bot "Everything" rank 3 power 4 copies 2 #heavy unique designer-chosen {
  text "Does a lot."
  entry: deal 1 damage to the top card of each opponent's stak then draw 2 cards
  once per turn when any scrapped if it is your turn: you may draw a card
  tap, discard 1: reveal the top card of the supply
  static: this gets +1 power while the number of cards in your hand is 3 or more
  each time this would damaged: reduce it by 1
  entry: for each opponent as rival: scrap the top card of rival's stak
  entry: choose up to 2 cards in your hand as junk: put junk on the bottom of the supply
  entry: scrap target card in the scrapheap as prey then reset prey
  entry: roll as r {
    1-3: draw a card
    4-6: heal all damage from this
  }
  entry: choose one {
    draw a card
    shuffle the supply
  }
  entry: if the power of this is 2 or more and not it is your turn: draw a card else discard a card at random
  entry: at the next turn-began: end the turn
  entry: 2 times: put 1 power counter on this
  entry: play-from-hand with who you
  entry: look at the top 3 cards of the supply, put 1 on the bottom
}

variant "Sudden death" {
  param lives 3 from 1 to 9
  die: melee 2 | melee 3 | ranged 2 | shield 1 | resource 1 (cost 1) | blank
  rule: draw a card
}
`;

// Every other effect, selector, number, condition, cost and change the parser makes.
const MORE = `game stak-bots
bot "More" rank 3 power 4 {
  entry: put the top card of your stak on the bottom of the supply face down
  entry: return the top card of the scrapheap into your hand
  entry: turn the top card of your stak face down then exhaust this then ready this
  entry: remove all power counters from this then this gets +1 power until end of turn
  entry: you get 1 extra attack
  entry: cancel the top of the stack
  entry: reroll the roll then make the roll 6 for good then add 1 to the roll
  entry: you win the game
  entry: each opponent loses the game
  entry: end the turn then you take an extra turn
  entry: set flag boom to 2 this turn
  entry: if flag boom this game >= 1: draw a card
  entry: prevent the next 2 damage to this until end of turn
  entry: destroy this then discard a card of your choice then gain 1 cents then lose 1 cents
  entry: heal 2 damage from this then deal the damage on this damage to this
  entry: draw X cards then draw (1 + 2) cards then draw min(1, 2) cards
  entry: if this is face up and this is on top and this has #heavy and you is you and you is the active player: draw a card
  entry: if there is the top card of your stak: draw a card
  entry: deal the event amount damage to the event card
  entry: choose a card in your hand as x: { reveal x
    shuffle the supply }
  entry: deal 1 damage to the owner of this and the controller of this
  entry: deal 1 damage to this's owner
  entry: reveal the second card from the top of your stak
  entry: reveal the top 2 cards of the supply
  entry: reveal the cards in your hand where it is your turn
  entry: if option reset-reenters or not it is your turn: draw a card
  entry: each opponent may draw a card
  entry: draw the number of cards in your hand cards
  entry: reveal up to 2 target cards in your hand as picks
  tap, pay 1 cents, destroy this: draw a card
  each time this would damaged: prevent it
  each time this would damaged: make it 1
  each time this would damaged: increase it by 1
  each time this would damaged: instead draw a card
  static: the cards in your stak get +1 power, this gets +1 rank while it is your turn
}
`;

function parsed(source: string): File {
  const { file, diagnostics } = parse(source);
  expect(diagnostics).toEqual([]);
  return file;
}

const games = new Map([[vocabulary.game, vocabulary]]);

function visitAll(file: File): { kind: NodeKindName; node: AnyNode; ctx: CheckContext }[] {
  const seen: { kind: NodeKindName; node: AnyNode; ctx: CheckContext }[] = [];
  walk({ path: 'a.cards', file, games, vocabulary, set: indexSet([{ path: 'a.cards', file }], {}), report: () => {} }, (kind, node, ctx) =>
    seen.push({ kind, node, ctx }),
  );
  return seen;
}

/** Every object of the tree that is a node: it has a range and is not a bare name (or set name), number or literal. */
function nodesByBruteForce(value: unknown, out = new Set<object>()): Set<object> {
  if (Array.isArray(value)) for (const item of value) nodesByBruteForce(item, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort().join(',');
    const number = keys === 'range,value' && typeof record.value === 'number'; // a printed number, not a duration
    const leaf = keys === 'range,text' || keys === 'name,range' || number || keys === 'kind,range,value';
    if ('range' in record && !leaf && record.type !== 'broken') out.add(record);
    for (const key of Object.keys(record)) nodesByBruteForce(record[key], out);
  }
  return out;
}

describe('walk', () => {
  it.each([
    ['RICH', RICH],
    ['MORE', MORE],
  ])('visits every node of the tree exactly once (%s)', (_, source) => {
    const file = parsed(source);
    const visited = visitAll(file).map((v) => v.node as object);
    expect(new Set(visited).size).toBe(visited.length);
    expect(new Set(visited)).toEqual(nodesByBruteForce(file));
  });

  it('names each node by its union and type', () => {
    const kinds = new Set([...visitAll(parsed(RICH)), ...visitAll(parsed(MORE))].map((v) => v.kind));
    for (const kind of [
      'file', 'card', 'variant', 'header:stat', 'header:tag', 'header:word', 'text', 'param', 'die', 'die-face',
      'ability:labelled', 'ability:when', 'ability:activated', 'ability:static', 'ability:replacement', 'cost:tap',
      'cost:discard', 'change:adjust', 'static-modifier', 'subject', 'effect:damage', 'effect:draw', 'effect:roll',
      'roll-row', 'effect:choose-mode', 'effect:choose', 'effect:for-each', 'effect:verb', 'verb-arg', 'effect:delayed',
      'effect:repeat', 'effect:add-counter', 'effect:if', 'effect:may', 'effect:look', 'zone-ref', 'sel:zone',
      'sel:target', 'sel:bound', 'sel:players', 'expr:property', 'expr:count', 'cond:compare', 'cond:all', 'cond:not',
      'effect:move', 'effect:flip', 'effect:exhaust', 'effect:remove-counter', 'effect:modify-stat', 'effect:extra-action',
      'effect:cancel', 'effect:reroll', 'effect:set-roll', 'effect:modify-roll', 'effect:win', 'effect:lose-game',
      'effect:end-turn', 'effect:extra-turn', 'effect:set-flag', 'effect:prevent', 'effect:destroy', 'effect:discard',
      'effect:gain', 'effect:lose', 'effect:heal', 'effect:sequence', 'effect:shuffle', 'effect:reveal', 'cond:flag',
      'cond:face-up', 'cond:is-top', 'cond:has-tag', 'cond:is-you', 'cond:is-active-player', 'cond:exists', 'cond:any',
      'cond:option', 'sel:event', 'sel:owner', 'sel:controller', 'sel:union', 'sel:filter', 'sel:self', 'sel:you',
      'expr:var', 'expr:arith', 'expr:event-value', 'expr:damage-on', 'cost:pay', 'cost:destroy-self', 'change:prevent',
      'change:set', 'change:instead', 'duration',
    ] as const) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('visits parents before children, in source order', () => {
    const starts = visitAll(parsed(RICH)).map((v) => v.node.range.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('tells each check the declaration, the card kind and the ability around the node', () => {
    const visits = visitAll(parsed(RICH));
    const draw = visits.find((v) => v.kind === 'effect:draw')!;
    expect(draw.ctx.decl).toMatchObject({ type: 'card', name: { text: 'Everything' } });
    expect(draw.ctx.kind?.name).toBe('bot');
    expect(draw.ctx.ability?.type).toBe('labelled');
    expect(draw.ctx.vocabulary).toBe(vocabulary);
    const rule = visits.filter((v) => v.kind === 'effect:draw').at(-1)!;
    expect(rule.ctx.decl).toMatchObject({ type: 'variant' });
    expect(rule.ctx.kind).toBeNull();
    const file = visits[0]!;
    expect(file.ctx.decl).toBeNull();
    expect(file.ctx.ability).toBeNull();
  });

  it('gives each node the names bound around it', () => {
    const visits = visitAll(parsed(RICH));
    const boundAt = (name: string) => visits.filter((v) => v.kind === 'sel:bound' && (v.node as { name: { text: string } }).name.text === name).map((v) => v.ctx.bound);
    expect(boundAt('rival')).toEqual([['rival']]);
    expect(boundAt('junk')).toEqual([['junk']]);
    expect(boundAt('prey')).toEqual([['prey']]);
    // Names do not leak from one ability to the next.
    const lastDraw = visits.filter((v) => v.kind === 'effect:draw').at(-1)!;
    expect(lastDraw.ctx.bound).toEqual([]);
  });
});

describe('runChecks', () => {
  it('runs the checks registered for a kind, and only on nodes of that kind', () => {
    const file = parsed(RICH);
    const calls: string[] = [];
    const registry: CheckRegistry = {
      'effect:roll': [(roll) => calls.push(`roll ${roll.outcomes.length}`)],
      'roll-row': [(row) => calls.push(`row ${row.from}-${row.to}`), (row) => calls.push(`again ${row.from}`)],
    };
    runChecks({ path: 'a.cards', file, games, vocabulary, set: indexSet([], {}), report: () => {} }, registry);
    expect(calls).toEqual(['roll 2', 'row 1-3', 'again 1', 'row 4-6', 'again 4']);
  });

  it('goes on with the other checks when one throws', () => {
    const file = parsed(RICH);
    const calls: number[] = [];
    const registry: CheckRegistry = {
      'roll-row': [
        () => {
          throw new Error('a faulty check');
        },
        (row) => calls.push(row.from),
      ],
    };
    expect(() => runChecks({ path: 'a.cards', file, games, vocabulary, set: indexSet([], {}), report: () => {} }, registry)).not.toThrow();
    expect(calls).toEqual([1, 4]);
  });

  it('skips broken nodes', () => {
    const { file } = parse('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: deal deal\n  entry: draw a card\n}\n');
    const kinds = visitAll(file).map((v) => v.kind);
    expect(kinds).toEqual(['file', 'card', 'header:stat', 'header:stat', 'ability:labelled', 'effect:draw', 'expr:number']);
  });

  it('visits a shared or looping node once', () => {
    const file = parsed('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n');
    const card = file.decls[0]!;
    (file.decls as unknown[]).push(card, file);
    expect(visitAll(file).filter((v) => v.kind === 'card')).toHaveLength(1);
  });
});

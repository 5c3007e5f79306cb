// The scenario runner's longer steps and newer expectations, on the toy game (a priority stack
// with empty-stack windows, engine/testing): passing until the stack is empty, until a phase or
// into the next turn, and what a layout holds for the turn.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GameModule } from '../core/context';
import { parseSetFile, type SetFile } from '../defs';
import { toyGame } from '../testing/toy-game';
import { toyCard } from '../testing/toy-table';
import { runScenario } from './runner';

const you = { kind: 'you' } as const;
const toySet = (): SetFile => {
  const parsed = parseSetFile({
    format: 'cardwright-set',
    version: 2,
    game: 'toy',
    set: 'cards',
    name: 'Toy cards',
    cards: [
      toyCard('Gold Rain', 'spell', [{ kind: 'play', effect: { kind: 'gain', resource: 'coins', amount: 3, to: you } }]),
      toyCard('Gamble', 'spell', [{ kind: 'play', effect: { kind: 'roll', die: 'd6', outcomes: [{ from: 1, to: 6, effect: { kind: 'gain', resource: 'coins', amount: 1, to: you } }] } }]),
      toyCard('Slug', 'beast', [], { stats: { hp: 2 } }),
    ].map((c) => ({ ...c, id: String((c as { id: string }).id).replace('toy/t/', 'toy/cards/') })),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
};
const sets = [toySet()];
const games = (autoPass = false, rollsOnStack = false): Record<string, GameModule> => ({ toy: toyGame({ hands: {}, autoPass, rollsOnStack }) });

const header = `
version: 1
name: test
game: toy
sets: [toy/cards]
seed: 1
seats: 2
given:
  turn: { active: p1, phase: main }
  p1: { hand: [Gold Rain, Gold Rain] }
`;
const run = (yaml: string, withGames = games()) => runScenario(parse(yaml), sets, withGames);

describe('all pass', () => {
  it('reports a pass that runs into the next turn, unless the step says so', () => {
    const crossing = run(`${header}steps:\n  - all pass\n`);
    expect(crossing.failures.map((f) => f.message)).toEqual([
      'step 1: all pass ran into turn 2 (the step began in turn 1, p2 is active now); write "all pass into the next turn" if that is meant',
    ]);
    const meant = run(`${header}steps:\n  - all pass into the next turn\nexpect:\n  turn.active: p2\n  turn.number: 2\n`);
    expect(meant.failures).toEqual([]);
  });

  it('passes until the stack is empty, however many items it takes', () => {
    const result = run(`${header}steps:
  - p1: play Gold Rain
  - p1: play Gold Rain
  - expect: { stack: [Gold Rain, Gold Rain] }
  - all pass until the stack is empty
expect:
  p1.resources.coins: 6
  stack: []
  turn.number: 1
`);
    expect(result.failures).toEqual([]);
  });

  it('passes until a phase, and says where it stopped when it never gets there', () => {
    expect(run(`${header}steps:\n  - all pass until phase start\nexpect:\n  turn.active: p2\n`).failures.map((f) => f.message)).toEqual([
      'step 1: all pass until phase start ran into turn 2 (the step began in turn 1, p2 is active now); write "all pass into the next turn" if that is meant',
    ]);
    const stays = run(`${header}steps:\n  - all pass until phase main\n`);
    expect(stays.failures).toEqual([]);
  });
});

describe('expectations', () => {
  it('on the stack by label, the roll, and events that did not happen', () => {
    const result = run(
      `${header.replace('[Gold Rain, Gold Rain]', '[Gamble]')}dice: [4]
steps:
  - p1: play Gamble
  - all pass
  - expect: { stack: [Gamble, roll], roll: 4, roll.final: false, events.none: [gained p1] }
  - all pass until the stack is empty
expect:
  events: [gained p1]
  events.none: [gained p2]
`,
      games(false, true),
    );
    expect(result.failures).toEqual([]);
  });

  it('say what went wrong: a stack in another order, an event that happened, a game without a bank', () => {
    const result = run(`${header}steps:
  - p1: play Gold Rain
  - expect: { stack: [roll] }
  - all pass until the stack is empty
expect:
  events.none: [gained p1]
  bank.coins: 3
`);
    expect(result.failures.map((f) => [f.path, f.expected, f.actual, f.note ?? null])).toEqual([
      ['stack', '[roll]', '[Gold Rain]', null],
      ['events.none', 'none of [gained p1]', expect.stringContaining('gained p1'), '"gained p1" happened'],
      ['bank.coins', '3', 'no bank of coins in this game', null],
    ]);
    expect(run(`${header}expect:\n  roll: 9\n  stack.top: x\n`).failures.map((f) => f.message)).toEqual([
      'expect.roll: expected a die face (1 to 6), or none',
      'expect["stack.top"]: write stack (its items, bottom first) or stack.count',
    ]);
  });
});

describe('a layout for the turn', () => {
  it('holds stat changes and rule numbers until the end of the turn, and turn flags', () => {
    const result = run(`
version: 1
name: test
game: toy
sets: [toy/cards]
seed: 1
seats: 2
given:
  turn: { active: p1, phase: main }
  flags: { turn: { seen: 1 } }
  rules: { p2: { hand-size: 2 } }
  arena: [{ card: Slug, modifiers: { hp: 3 } }]
expect:
  arena.top.hp: 5
`);
    expect(result.failures).toEqual([]);
    const unknown = run(`${header.replace('turn: { active: p1, phase: main }', 'turn: { active: p1, phase: main }\n  rules: { p9: { hand-size: 2 }, p1: { shoe-size: 3 } }')}expect:\n  turn.number: 1\n`);
    expect(unknown.failures.map((f) => f.message)).toEqual([
      'given.rules.p9: no seat "p9" (seats: p1, p2)',
      'given.rules.p1.shoe-size: "shoe-size" is not a rule number of the game (rule numbers: hand-size, arena-size)',
    ]);
  });

  it('asks every player at every window with autoPass: false', () => {
    const yaml = `${header}steps:\n  - p1: play Gold Rain\n  - p1: pass\n  - expect: { waiting: p2 priority }\n  - p2: pass\nexpect:\n  p1.resources.coins: 3\n`;
    // The game passes for p2 (nothing to play) unless the scenario asks everyone.
    expect(run(yaml, games(true)).failures.length).toBeGreaterThan(0);
    expect(run(yaml.replace('seats: 2\n', 'seats: 2\nautoPass: false\n'), games(true)).failures).toEqual([]);
  });
});

describe('god steps', () => {
  it('play the table\'s god tools, written as the table words them', () => {
    const result = run(`${header}steps:
  - god: put Slug into p2.hand
  - god: set p2 coins to 5
  - god: move p1.hand.top to p2.hand at bottom
  - god: set p2.hand.top damage to 1
  - god: phase nowhere
    refused: illegal-action
expect:
  p1.hand: [Gold Rain]
  p2.hand: [Gold Rain, Slug]
  p2.hand.top.damage: 1
  p2.resources.coins: 5
  events: [god]
`);
    expect(result.failures).toEqual([]);
    expect(result.stepsRun).toBe(5);
  });

  it('a god step the words or the rules refuse fails where it is written', () => {
    const unknown = run(`${header}steps:\n  - god: fly away\n`);
    expect(unknown.failures.map((f) => [f.path, f.message])).toEqual([['steps[0].god', expect.stringMatching(/^step 1: "god: fly away": "fly" is no god tool; write put <card> into <zone>, /)]]);
    const refused = run(`${header}steps:\n  - god: set p1 health to 3\n`);
    expect(refused.failures[0]!.message).toMatch(/^step 1: "god: set p1 health to 3" was refused: /);
    const accepted = run(`${header}steps:\n  - god: set p1 coins to 2\n    refused: illegal-action\n`);
    expect(accepted.failures[0]!.message).toBe('step 1: "god: set p1 coins to 2" should be refused (illegal-action) but the engine accepted it');
  });
});

describe('cards by number', () => {
  it('numbers the cards a layout lays out from 1, in the order it lists them, and a step may name a card by its number', () => {
    // p1's hand holds cards 1 and 2, p2's hand card 3.
    const result = run(`${header.replace('p1: { hand: [Gold Rain, Gold Rain] }', 'p1: { hand: [Gold Rain, Gold Rain] }\n  p2: { hand: [Slug] }')}steps:
  - p1: play 2
  - god: move 3 to p1.hand
  - god: set 1 damage to 1
expect:
  p1.hand: [Gold Rain, Slug]
  p1.hand.bottom.damage: 1
  stack: [Gold Rain]
`);
    expect(result.failures).toEqual([]);
    expect(result.actions.slice(0, 2)).toEqual([
      { seat: 'p1', kind: 'play', card: 2 },
      { seat: 'god', kind: 'god-move', card: 3, zone: 'p1/hand' },
    ]);
  });
});

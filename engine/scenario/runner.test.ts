import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { GameModule } from '../core/context';
import { loadGame } from '../core/engine';
import { parseSetFile, SET_FILE_VERSION, type SetFile } from '../defs';
import { stakBots } from '../games/stak-bots';
import { runScenario, type ScenarioResult } from './runner';
import { SCENARIO_VERSION } from './schema';

const entry = (effect: unknown, extra: Record<string, unknown> = {}) => ({ kind: 'triggered', on: { event: 'entry', subject: 'self' }, ...extra, effect });
const bot = (slug: string, name: string, power: number, abilities: unknown[] = []) => ({ id: `stak-bots/mini/${slug}`, name, game: 'stak-bots', kind: 'bot', stats: { rank: power, power }, abilities, copies: 6 });

function miniSet(): SetFile {
  const parsed = parseSetFile({
    format: 'cardwright-set',
    version: 1,
    game: 'stak-bots',
    set: 'mini',
    name: 'Mini bots',
    cards: [
      bot('basher', 'Basher', 3),
      bot('tiny', 'Tiny', 1, [entry({ kind: 'draw', count: 1, who: { kind: 'you' } })]),
      // Scraps the top bot of an opponent's stak (a choice once there are two opponents).
      bot('crusher', 'Crusher', 2, [
        entry(
          { kind: 'game', verb: 'scrap', args: { cards: { kind: 'zone', zone: 'stak', of: { kind: 'bound', name: 'victim' }, position: 'top' } } },
          { targets: [{ name: 'victim', from: { kind: 'players', which: 'opponents' } }] },
        ),
      ]),
      // Scraps the top bot of a stak an opponent chooses among the opponents' tops.
      bot('wrecker', 'Wrecker', 2, [
        entry({ kind: 'game', verb: 'scrap', args: { cards: { kind: 'bound', name: 'wreck' } } }, {
          targets: [{ name: 'wreck', from: { kind: 'zone', zone: 'stak', of: { kind: 'players', which: 'opponents' }, position: 'top' } }],
        }),
      ]),
      // Rolls a die on entry: 4 to 6 draws two cards.
      bot('gambler', 'Gambler', 2, [entry({ kind: 'roll', die: 'd6', outcomes: [{ from: 4, to: 6, effect: { kind: 'draw', count: 2, who: { kind: 'you' } } }] })]),
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
}

const sets = [miniSet()];
const games: Record<string, GameModule> = { 'stak-bots': stakBots };

function run(yaml: string, withGames = games): ScenarioResult {
  return runScenario(parse(yaml), sets, withGames);
}

const header = `
version: 1
name: test
rules: [SB-ENTRY-1]
game: stak-bots
sets: [stak-bots/mini]
seed: 7
seats: 2
`;

/** Two staks and hands laid out by hand, p1 to act in turn 3. */
const layout = `
given:
  turn: { active: p1, number: 3 }
  p1:
    stak: [Basher, Tiny]
    hand: [Crusher, Tiny]
  p2:
    stak: [Basher, { card: Tiny, damage: 0 }]
    hand: [Basher]
  supply: [Basher, Basher, Tiny]
`;

describe('runScenario', () => {
  it('passes a scenario whose steps are legal and whose expectations hold', () => {
    const result = run(`${header}${layout}
steps:
  - p1: play Crusher
  - expect: { p2.stak.count: 1, p2.stak.top: Basher, scrapheap: [Tiny] }
  - p1: attack p2
expect:
  p1.stak: [Basher, Tiny]
  p1.hand: [Tiny]
  p2.stak.top.damage: 2
  p1.stak.top.damage: 0
  p1.stak.top.faceUp: true
  p1.stak.bottom.faceUp: false
  p1.stak.top.power: 1
  scrapheap.count: 2
  p2.out: false
  turn.active: p1
  turn.number: 3
  turn.phase: action
  stack.count: 0
  waiting: p1 main
  winner: none
  events: [fought Crusher, scrapped Crusher]
`);
    expect(result.failures).toEqual([]);
    expect(result).toMatchObject({ name: 'test', rules: ['SB-ENTRY-1'], ok: true, steps: 3, stepsRun: 3 });
  });

  it('reports a failed expectation with its path, the expected and the actual value', () => {
    const result = run(`${header}${layout}
steps:
  - p1: play Tiny
  - expect: { p1.hand.count: 5 }
expect:
  p1.stak.top: Crusher
`);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([
      { kind: 'expectation', step: 2, path: 'p1.hand.count', expected: '5', actual: '2', message: 'p1.hand.count: expected 5, actual 2', at: ['steps', 1, 'expect', 'p1.hand.count'] },
      { kind: 'expectation', step: 'expect', path: 'p1.stak.top', expected: 'Crusher', actual: 'Tiny', message: 'p1.stak.top: expected Crusher, actual Tiny', at: ['expect', 'p1.stak.top'] },
    ]);
    // A failed expectation does not stop the run; the game is still sound.
    expect(result.stepsRun).toBe(2);
  });

  it('stops at an illegal step and lists the legal actions in the same words', () => {
    const result = run(`${header}${layout}
steps:
  - p1: play Basher
  - p1: scrap
`);
    expect(result.ok).toBe(false);
    expect(result.stepsRun).toBe(0);
    const [failure] = result.failures;
    expect(failure).toMatchObject({ kind: 'step', step: 1, path: 'steps[0].p1', at: ['steps', 0, 'p1'] });
    expect(failure!.message).toBe(
      'step 1: "p1: play Basher" is not a legal action; waiting: p1 main (action). ' +
        'Legal now: p1 play Crusher, p1 play Tiny, p1 scrap, p1 discard Crusher, p1 discard Tiny, p1 attack p2',
    );
    const typo = run(`${header}${layout}
steps:
  - p1: play Crusherr
`);
    expect(typo.failures[0]!.message).toMatch(/^step 1: "p1: play Crusherr" is not a legal action \(no card or seat is called "Crusherr" \(cards: Basher, Crusher, Gambler, Tiny, Wrecker; seats: p1, p2\)\); waiting: p1 main/);
  });

  it('names the seat the engine waits for when another seat tries to act', () => {
    const result = run(`${header}${layout}
steps:
  - p2: attack p1
`);
    expect(result.failures[0]!.message).toMatch(/^step 1: "p2: attack p1": p2 cannot act now; waiting: p1 main \(action\)\. Legal now: p1 play Crusher/);
  });

  it('checks that a refused step is refused with its code and leaves the state alone', () => {
    const pass = run(`${header}${layout}
steps:
  - p2: attack p1
    refused: not-your-turn
  - p1: end-turn
    refused: illegal-action
  - p1: play Basher
    refused: illegal-action
expect:
  waiting: p1 main
`);
    expect(pass.failures).toEqual([]);
    const accepted = run(`${header}${layout}
steps:
  - p1: play Tiny
    refused: illegal-action
`);
    expect(accepted.failures[0]).toMatchObject({ step: 1, expected: 'illegal-action', actual: 'accepted' });
    const otherCode = run(`${header}${layout}
steps:
  - p2: attack p1
    refused: illegal-action
`);
    expect(otherCode.failures[0]).toMatchObject({ step: 1, expected: 'illegal-action', actual: 'not-your-turn' });
    expect(otherCode.failures[0]!.message).toMatch(/was refused as not-your-turn, not illegal-action: The engine waits for p1/);
    // A misspelt card would be refused for the wrong reason; it is reported instead.
    const typo = run(`${header}${layout}
steps:
  - p2: play Bashr
    refused: not-your-turn
`);
    expect(typo.failures[0]!.message).toBe('step 1: "p2: play Bashr": no card or seat is called "Bashr" (cards: Basher, Crusher, Gambler, Tiny, Wrecker; seats: p1, p2)');
  });

  it('builds the given layout exactly: fresh cards, default faces, empty unlisted zones, the turn', () => {
    const result = run(`${header}
given:
  turn: { active: p2, number: 5 }
  p1:
    stak: [Tiny, Basher]
  p2:
    stak: [Tiny, { card: Basher, damage: 1 }, Crusher]
    hand: [Tiny]
expect:
  p1.stak: [Tiny, Basher]
  p1.stak.bottom.faceUp: false
  p1.stak.top.faceUp: true
  p1.hand.count: 0
  p2.stak.2: Basher
  p2.stak.2.damage: 1
  p2.stak.2.faceUp: false
  p2.hand: [Tiny]
  p2.hand.top.faceUp: true
  p2.hand.top.seenBy: [p2]
  p2.stak.top.seenBy: [p2, p1]
  p2.stak.2.seenBy: []
  supply.count: 0
  scrapheap.count: 0
  turn.active: p2
  turn.number: 5
  waiting: p2 main
  events: []
`);
    expect(result.failures).toEqual([]);
  });

  it('reads the flags about one card in a layout by its number: the turn\'s attacker attacks again, unless it was lost', () => {
    // The layout numbers its cards in the order it lists them: p1's Tiny is 1, Basher 2. Basher
    // made the turn's first attack (`attacker:2`); a bot that left its stak or was reset is `lost`.
    const layout = (flags: string) => `${header}
given:
  turn: { active: p1 }
  p1:
    stak: [Tiny, Basher]
  p2:
    stak: [Tiny, Tiny, Tiny]
  flags: { turn: { attacks: 1, ${flags} } }
`;
    const again = run(`${layout("'attacker:2': 1")}
steps:
  - p1: attack p2
expect:
  p2.stak.count: 2
`);
    expect(again.failures).toEqual([]);
    const lost = run(`${layout("'attacker:2': 1, 'lost:2': 1")}
steps:
  - refused: illegal-action
    p1: attack p2
`);
    expect(lost.failures).toEqual([]);
  });

  it('resumes from the given phase: a start phase draws before p1 acts', () => {
    const result = run(`${header}
given:
  turn: { active: p1, phase: start }
  p1: { stak: [Basher] }
  p2: { stak: [Basher] }
  supply: [Tiny, Gambler]
expect:
  p1.hand: [Gambler]
  supply: [Tiny]
  events: [turn-began p1, drew Gambler]
`);
    expect(result.failures).toEqual([]);
  });

  it('matches events as a subsequence, and says which one is missing', () => {
    const ok = run(`${header}${layout}
steps:
  - p1: play Crusher
expect:
  events: [played Crusher, entry Crusher, scrapped p2, entry Basher]
`);
    expect(ok.failures).toEqual([]);
    const outOfOrder = run(`${header}${layout}
steps:
  - p1: play Crusher
expect:
  events: [scrapped Tiny, entry Crusher]
`);
    expect(outOfOrder.failures[0]).toMatchObject({ step: 'expect', path: 'events', expected: '[scrapped Tiny, entry Crusher]', note: '"entry Crusher" did not occur after "scrapped Tiny"' });
    expect(outOfOrder.failures[0]!.message).toContain('("entry Crusher" did not occur after "scrapped Tiny")');
    expect(outOfOrder.failures[0]!.actual).toContain('played Crusher, entry Crusher');
  });

  it('counts events from the previous expectation only', () => {
    const result = run(`${header}${layout}
steps:
  - p1: play Tiny
  - expect: { events: [entry Tiny, drew Tiny] }
  - p1: play Crusher
expect:
  events: [entry Tiny]
`);
    expect(result.failures.map((f) => f.path)).toEqual(['events']);
  });

  it('scripts dice: the next rolls come from the list, in order', () => {
    const play = (dice: string) =>
      run(`${header}
given:
  p1: { stak: [Basher], hand: [Gambler, Gambler] }
  p2: { stak: [Basher] }
  supply: [Tiny, Tiny, Tiny, Tiny]
dice: ${dice}
steps:
  - p1: play Gambler
  - expect: { p1.hand.count: 3, events: [rolled p1] }
  - p1: play Gambler
expect:
  p1.hand.count: 2
  dice.left: 0
`);
    expect(play('[6, 1]').failures).toEqual([]);
    // A 1 first: no draw after the first Gambler; the 6 makes up for it after the second.
    expect(play('[1, 6]').failures.map((f) => `${f.step} ${f.path}: ${f.actual}`)).toEqual(['2 p1.hand.count: 1']);
    expect(play('[6, 1, 5]').failures.map((f) => `${f.step} ${f.path}: ${f.actual}`)).toEqual(['expect dice.left: 1']);
  });

  it('answers a choose prompt by seat or by card name', () => {
    const three = `${header.replace('seats: 2', 'seats: 3\nvariants: { stak-depth: { cards: 3 } }')}
given:
  p1: { stak: [Basher], hand: [Crusher] }
  p2: { stak: [Basher, Tiny] }
  p3: { stak: [Basher, Gambler] }
steps:
  - p1: play Crusher
  - expect: { waiting: p1 choose }
  - p1: pick p3
expect:
  p2.stak.top: Tiny
  p3.stak: [Basher]
  waiting: p1 main
`;
    expect(run(three).failures).toEqual([]);
    const wrong = run(three.replace('pick p3', 'pick p1'));
    expect(wrong.failures[0]!.message).toContain('Legal now: p1 pick p2, p1 pick p3');
  });

  it('passes priority for every seat with "all pass" where the game has priority windows', () => {
    const withPriority: Record<string, GameModule> = { 'stak-bots': { ...stakBots, policy: { ...stakBots.policy, stack: 'priority', autoPass: false } } };
    const result = run(
      `${header}${layout}
steps:
  - p1: play Tiny
  - expect: { waiting: p1 priority, stack.count: 1 }
  - all pass
expect:
  stack.count: 0
  p1.hand: [Crusher, Tiny]
  waiting: p1 main
  events: [passed p1, passed p2, drew Tiny]
`,
      withPriority,
    );
    expect(result.failures).toEqual([]);
    const noWindow = run(`${header}${layout}
steps:
  - all pass
`);
    expect(noWindow.failures[0]!.message).toBe('step 1: all pass: no priority window is open; waiting: p1 main (action)');
  });

  it('asks for a place when a name could mean different cards, and takes the place', () => {
    const three = `${header.replace('seats: 2', 'seats: 3\nvariants: { stak-depth: { cards: 3 } }')}
given:
  p1: { stak: [Basher], hand: [Wrecker, Crusher] }
  p2: { stak: [Basher, Tiny] }
  p3: { stak: [Basher, Tiny] }
steps:
  - p1: play Wrecker
  - p1: pick Tiny
expect:
  p2.stak.count: 2
  p3.stak: [Basher]
`;
    const ambiguous = run(three);
    expect(ambiguous.failures[0]!.message).toBe('step 2: "p1: pick Tiny" could mean "p1 pick p2.stak.top" or "p1 pick p3.stak.top"; name the card by its place');
    expect(run(three.replace('pick Tiny', 'pick p3.stak.top')).failures).toEqual([]);
    // Pick by seat where the candidates are seats; a card name names no seat.
    const bySeat = run(three.replace('play Wrecker', 'play Crusher').replace('pick Tiny', 'pick Tiny'));
    expect(bySeat.failures[0]!.message).toMatch(/^step 2: "p1: pick Tiny" is not a legal action; waiting: p1 choose \(Choose victim: p2, p3\)\. Legal now: p1 pick p2, p1 pick p3$/);
  });

  it('takes seats by id and name from a list, and keeps expectation words free', () => {
    const named = `${header.replace('seats: 2', 'seats: [{ id: north, name: Ann }, { id: south }]')}
given:
  north: { stak: [Basher], hand: [Tiny] }
  south: { stak: [Tiny] }
  supply: [Basher]
steps:
  - north: play Tiny
expect:
  north.hand: [Basher]
  waiting: north main
`;
    expect(run(named).failures).toEqual([]);
    expect(run(named.replace('id: south', 'id: turn')).failures.map((f) => f.message)).toContain('seats: a seat cannot be called "turn": expectation paths use that word');
  });

  it('refuses a scenario that checks nothing', () => {
    expect(run(header).failures.map((f) => f.message)).toEqual(['(scenario): the scenario checks nothing: add steps or expectations']);
  });

  it('is deterministic: the same scenario gives the same result', () => {
    const text = `${header}
steps:
  - p1: scrap
expect:
  scrapheap.count: 1
`;
    const first = run(text);
    expect(first.failures).toEqual([]);
    expect(run(text)).toEqual(first);
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('malformed scenarios', () => {
  const problems = (doc: unknown) => runScenario(doc, sets, games).failures.map((f) => f.message);

  it('locates wrong types and unknown keys', () => {
    expect(problems(parse(`${header.replace('seats: 2', 'seats: two')}
steps:
  - p1: 5
  - p1 play Tiny
  - { p1: scrap, p2: scrap }
expect: { p1.stak.count: 1 }
extra: true
`))).toEqual([
      'seats: expected a number of seats or a list of { id, name }',
      'steps[0].p1: expected string, received number',
      'steps[1]: expected a step: "<seat>: <action>", "expect: { ... }", "all pass", "all pass until the stack is empty", "all pass until phase <phase>" or "all pass into the next turn"',
      'steps[2]: a step is one action, "<seat>: <action>" (found 2 seats: p1, p2)',
      '(scenario): Unrecognized key: "extra"',
    ]);
  });

  it('reports unknown card names, seats, zones and paths before running anything', () => {
    expect(problems(parse(`${header}
given:
  p1: { stak: [Bashr], hand: [{ card: Tiny, dmg: 1 }] }
  p3: { stak: [Tiny] }
  p2: { pile: [Tiny] }
steps:
  - p4: scrap
  - expect: { p1.stack.count: 1 }
expect:
  p1.stak: [Tiny, Crushr]
  p2.stak.count: many
  p1.stak.top.speed: 1
  waiting: p1 main
  winner: p9
`))).toEqual([
      'given.p1.hand[0]: Unrecognized key: "dmg"',
    ]);
    expect(problems(parse(`${header}
given:
  p1: { stak: [Bashr] }
  p3: { stak: [Tiny] }
  p2: { pile: [Tiny] }
steps:
  - p4: scrap
  - expect: { p1.stack.count: 1 }
expect:
  p1.stak: [Tiny, Crushr]
  p2.stak.count: many
  p1.stak.top.speed: 1
  winner: p9
`))).toEqual([
      'given.p1.stak[0]: no card called "Bashr" in the scenario\'s sets (cards: Basher, Crusher, Gambler, Tiny, Wrecker)',
      'given.p3: "p3" is neither a seat (p1, p2) nor a shared zone (supply, scrapheap)',
      'given.p2.pile: p2 has no zone "pile" (its zones: stak, hand)',
      'steps[0].p4: no seat "p4" (seats: p1, p2)',
      'steps[1].expect["p1.stack.count"]: p1 has stak, hand, out, resources; not "stack"',
      'expect["p1.stak"]: no card called "Crushr" in the scenario\'s sets (cards: Basher, Crusher, Gambler, Tiny, Wrecker)',
      'expect["p2.stak.count"]: expected a whole number (0 or more)',
      'expect["p1.stak.top.speed"]: a card has damage, faceUp, exhausted, seenBy, owner, controller, rank, power, counters.<name>; not "speed"',
      'expect.winner: expected a seat (p1, p2), a list of seats, "draw" or "none"',
    ]);
  });

  it('reports unknown games, sets and versions, and engine refusals of the setup', () => {
    expect(problems({ ...parse(header), game: 'chess' })).toEqual(['game: unknown game "chess" (games: stak-bots)']);
    expect(problems({ ...parse(header), sets: ['stak-bots/base'] })).toEqual(['sets[0]: no set "stak-bots/base" (sets: stak-bots/mini)']);
    expect(problems({ ...parse(header), version: SCENARIO_VERSION + 1 })).toEqual([`version: this scenario is version ${SCENARIO_VERSION + 1}; this Cardwright reads scenarios up to version ${SCENARIO_VERSION}`]);
    expect(problems({ ...parse(header), seats: 9 })).toEqual(['(scenario): the game could not be set up: Stak Bots takes 2 to 6 players, not 9']);
    expect(problems({ ...parse(header), variants: { 'stak-depth': { cards: 99 } } })).toEqual([
      '(scenario): the game could not be set up: variant "stak-depth": cards must be a whole number from 1 to 30',
    ]);
  });

  it('passes a setup it must refuse only when refused with that code, and with nothing else to check', () => {
    expect(runScenario({ ...parse(header), seats: 9, refused: 'bad-config' }, sets, games)).toMatchObject({ ok: true, failures: [] });
    expect(problems({ ...parse(header), seats: 9, refused: 'illegal-action' })).toEqual(['refused: the setup was refused with bad-config (Stak Bots takes 2 to 6 players, not 9), not illegal-action']);
    expect(problems({ ...parse(header), seats: 2, refused: 'bad-config' })).toEqual(['refused: the game was set up, but it should have been refused with bad-config']);
    expect(problems({ ...parse(header), seats: 9, refused: 'bad-config', expect: { winner: 'none' } })).toEqual([
      'refused: a scenario whose setup is refused has no given layout, steps or expectations: there is no game to play',
    ]);
  });

  it('never throws, whatever it is given', () => {
    for (const doc of [null, 42, 'text', [], {}, { version: 1 }, { ...parse(header), steps: 'x' }, { ...parse(header), given: { turn: { phase: 'nowhere' }, p1: { stak: ['Tiny'] }, p2: { stak: ['Tiny'] } }, expect: { 'p1.out': false } }]) {
      const result = runScenario(doc, sets, games);
      expect(result.ok).toBe(false);
      expect(result.failures.length).toBeGreaterThan(0);
    }
    const stalled = runScenario({ ...parse(header), given: { turn: { phase: 'nowhere' }, p1: { stak: ['Tiny'] }, p2: { stak: ['Tiny'] } }, expect: { 'p1.out': false } }, sets, games);
    expect(stalled.failures[0]!.message).toMatch(/^given.turn: the game could not resume from the given layout: stopped: more than 20000 steps/);
  });
});

describe('arrange', () => {
  const dealt = (seed: number, arrange: string) =>
    run(`${header.replace('seed: 7', `seed: ${seed}`)}${arrange}
expect:
  p1.stak.bottom: Gambler
  p2.stak.bottom: Wrecker
`);

  it('puts the named cards on top of the deck after the setup shuffle, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(dealt(seed, 'arrange: { supply: [Gambler, Wrecker] }\n').failures).toEqual([]);
    // Without it, some seed deals something else: the expectations above can fail.
    expect([1, 2, 3, 4, 5].some((seed) => !dealt(seed, '').ok)).toBe(true);
  });

  it('draws the same random numbers with or without an arrangement', () => {
    const game = loadGame(stakBots, sets[0]!.cards);
    const plain = game.create({ seed: 'x', seats: 2 });
    const arranged = game.create({ seed: 'x', seats: 2, arrange: { supply: ['Tiny'] } });
    if (!plain.ok || !arranged.ok) throw new Error('setup failed');
    expect(arranged.state.rng).toEqual(plain.state.rng);
  });

  it('refuses a card the deck does not hold, too many copies, and a zone not shuffled at setup', () => {
    const failures = (arrange: string) => dealt(1, arrange).failures.map((f) => f.message);
    expect(failures('arrange: { supply: [Nobody] }\n').join()).toContain('arrange: no "Nobody" left in supply');
    expect(failures(`arrange: { supply: [${Array(7).fill('Gambler').join(', ')}] }\n`).join()).toContain('arrange: no "Gambler" left in supply');
    expect(failures('arrange: { scrapheap: [Tiny] }\n').join()).toContain('arrange: scrapheap is not a deck Stak Bots shuffles at setup');
  });
});

describe("a set's variants", () => {
  const withVariants = parseSetFile({
    ...miniSet(),
    set: 'rules',
    cards: [],
    variants: [
      {
        id: 'head-start',
        name: 'Head start',
        params: [{ name: 'cards', value: 1, min: 1, max: 3 }],
        abilities: [{ kind: 'play', effect: { kind: 'draw', count: { kind: 'param', variant: 'head-start', name: 'cards' }, who: { kind: 'players', which: 'all' } } }],
      },
      // Whoever's turn begins draws: a variant's trigger is seen from the player its event is about.
      { id: 'allowance', name: 'Allowance', abilities: [{ kind: 'triggered', on: { event: 'turn-began', subject: 'any' }, effect: { kind: 'draw', count: 1, who: { kind: 'you' } } }] },
    ],
  });
  if (!withVariants.ok) throw new Error(JSON.stringify(withVariants.problems));
  const both = [...sets, withVariants.value];
  const runWith = (yaml: string) => runScenario(parse(yaml), both, games);
  const head = header.replace('sets: [stak-bots/mini]', 'sets: [stak-bots/mini, stak-bots/rules]');

  it('runs a switched-on variant: its rule as the game starts, with the chosen parameter, and lays it in the rules zone', () => {
    // p1 also drew for the first turn.
    const plain = runWith(`${head}expect: { p1.hand.count: 3, p2.hand.count: 2 }\n`);
    expect(plain.failures).toEqual([]);
    const on = runWith(`${head}variants: { head-start: { cards: 3 } }\nexpect: { p1.hand.count: 6, p2.hand.count: 5, rules: [Head start] }\n`);
    expect(on.failures).toEqual([]);
    const byDefault = runWith(`${head}variants: { head-start: {} }\nexpect: { p2.hand.count: 3 }\n`);
    expect(byDefault.failures).toEqual([]);
  });

  it("sees a variant's trigger from the player its event is about, and keeps variants in force under a given layout", () => {
    const result = runWith(`${head}variants: { allowance: {} }
given:
  turn: { active: p1, phase: start }
  p1: { stak: [Basher], hand: [] }
  p2: { stak: [Basher], hand: [] }
  supply: [Tiny, Tiny, Tiny]
expect: { p1.hand.count: 2, p2.hand.count: 0, rules: [Allowance] }
`);
    expect(result.failures).toEqual([]);
    // The same turn without the variant: the turn's own draw only.
    const without = runWith(`${head}
given:
  turn: { active: p1, phase: start }
  p1: { stak: [Basher], hand: [] }
  p2: { stak: [Basher], hand: [] }
  supply: [Tiny, Tiny, Tiny]
expect: { p1.hand.count: 1 }
`);
    expect(without.failures).toEqual([]);
  });

  it('refuses a parameter out of its range and an unknown variant, naming the known ones', () => {
    const out = runWith(`${head}variants: { head-start: { cards: 9 } }\nexpect: { p1.hand.count: 2 }\n`);
    expect(out.failures.map((f) => f.message).join()).toContain('variant "head-start": cards must be a whole number from 1 to 3');
    const unknown = runWith(`${head}variants: { head-stat: {} }\nexpect: { p1.hand.count: 2 }\n`);
    expect(unknown.failures.map((f) => f.message).join()).toMatch(/unknown variant "head-stat" \(known: .*head-start, allowance\)/);
  });

  it('upgrades a version 1 set file, which declares no variants', () => {
    const old = parseSetFile({ format: 'cardwright-set', version: 1, game: 'stak-bots', set: 'old', name: 'Old', cards: [] });
    expect(old.ok && old.value).toMatchObject({ version: SET_FILE_VERSION, variants: [] });
  });
});

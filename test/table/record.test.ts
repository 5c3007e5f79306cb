// Recording scenarios at the table: a line of play becomes a scenario that the runner plays to
// the same state (from the setup: the same hash), its expectations captured from the table.
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { Match } from '../../engine/core/match';
import type { SetFile } from '../../engine/defs';
import { runScenario, scenarioGames } from '../../engine/scenario';
import { recordingPoints, recordScenario, type RecordSetup } from '../../engine/table/record';
import { givenOf } from '../../engine/table/record-layout';
import { toyCard, toyTable } from '../../engine/testing/toy-table';
import { base, fourGame, playBots, stakGame, started, starter } from './games';

const stakSetup: RecordSetup = { game: 'stak-bots', sets: ['stak-bots/starter'], variants: {}, options: {}, seats: [{ id: 'p1', name: 'Ann' }, { id: 'p2' }], seed: 'record-1' };
const fourSetup: RecordSetup = { game: 'four-souls', sets: ['four-souls/base'], variants: {}, options: {}, seats: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }], seed: 'record-fs' };

/** The scenario as a file would hold it (YAML written and read back), run on the bundled sets. */
function runRecorded(document: object, sets: SetFile[]) {
  const text = stringify(document, { lineWidth: 0 });
  return { text, result: runScenario(parse(text), sets, scenarioGames) };
}

function stakMatch(actions: number): Match {
  const match = started(stakGame(), { seed: stakSetup.seed, seats: stakSetup.seats.map((s) => ({ id: s.id, ...(s.name ? { name: s.name } : {}) })) });
  playBots(match, actions, 'record', (m, n) => (n === 7 ? { seat: 'god', kind: 'god-damage', card: m.state.zones['p2/stak']!.cards.at(-1)!, value: 1 } : null));
  return match;
}

describe('recording a scenario', () => {
  it('from the setup: every action a step, and the scenario ends in the table\'s very state', () => {
    const match = stakMatch(60);
    const recorded = recordScenario({ setup: stakSetup, match, name: 'A recorded game' });
    if (!recorded.ok) throw new Error(recorded.message);
    expect(recorded.notes).toEqual([]);
    const { document } = recorded;
    expect(document).toMatchObject({ version: 1, name: 'A recorded game', game: 'stak-bots', sets: ['stak-bots/starter'], seed: 'record-1', seats: [{ id: 'p1', name: 'Ann' }, { id: 'p2' }] });
    expect(document.given).toBeUndefined();
    expect(document.steps).toHaveLength(match.position);
    expect(document.steps[7]).toEqual({ god: expect.stringMatching(/^set p2\.stak\.top damage to 1$/) });
    expect(document.expect).toMatchObject({ 'turn.active': match.state.turn.active, 'turn.number': match.state.turn.number, waiting: expect.any(String), 'supply.count': match.state.zones.supply!.cards.length });
    const { text, result } = runRecorded(document, [starter]);
    expect(text).toContain('  - p1: play ');
    expect(result.failures).toEqual([]);
    expect(result.hash).toBe(match.hash());
  });

  it('a Four Souls game with attacks, rolls and purchases replays from its seed to the same hash', () => {
    const match = started(fourGame(), { seed: fourSetup.seed, seats: fourSetup.seats });
    playBots(match, 150, 'record-fs');
    const recorded = recordScenario({ setup: fourSetup, match, name: 'Four Souls at the table' });
    if (!recorded.ok) throw new Error(recorded.message);
    const { result } = runRecorded(recorded.document, [base]);
    expect(result.failures).toEqual([]);
    expect(result.hash).toBe(match.hash());
    expect(Object.keys(recorded.document.expect).some((k) => /^p\d\.resources\.cents$/.test(k))).toBe(true);
  });

  it('from a later point: the layout there is the scenario\'s given, and it plays on to the expected state', () => {
    const match = stakMatch(40);
    const random = /^1 action drew at random for something other than a d6/;
    // Junk Juggler discards at random in action 36: a stretch over it says so.
    const over = [30, 31, 32, 33, 34, 35].map((from) => recordScenario({ setup: stakSetup, match, name: 'Over a random discard', from })).find((r) => r.ok);
    expect(over?.ok && over.notes.filter((n) => random.test(n))).toHaveLength(1);
    // Up to action 35 nothing is random: the layout at action 20 and the steps since end where the table does.
    match.undoTo(35);
    const recorded = recordScenario({ setup: stakSetup, match, name: 'From the middle', from: 20 });
    if (!recorded.ok) throw new Error(recorded.message);
    expect(recorded.notes.filter((n) => random.test(n))).toEqual([]);
    const { document } = recorded;
    expect(document.steps).toHaveLength(15);
    expect(document.given).toMatchObject({ turn: { active: expect.any(String), phase: 'action' }, p1: { stak: expect.any(Array) }, supply: expect.any(Array) });
    const { result } = runRecorded(document, [starter]);
    expect(result.failures).toEqual([]);
  });

  it('from a Four Souls layout: the d6 results rolled since are scripted, so attacks fall as they did', () => {
    const match = started(fourGame(), { seed: fourSetup.seed, seats: fourSetup.seats });
    playBots(match, 200, 'record-fs');
    let recorded: Extract<ReturnType<typeof recordScenario>, { ok: true }> | null = null;
    for (let from = 20; from < 200 && !recorded; from += 7) {
      const tried = recordScenario({ setup: fourSetup, match, name: 'From a quiet moment', from });
      if (tried.ok && (tried.document.dice?.length ?? 0) > 0) recorded = tried;
    }
    if (!recorded) throw new Error('no quiet point before a roll');
    expect(recorded.document.given).toMatchObject({ resources: expect.any(Object), 'loot-deck': expect.any(Array) });
    const { result } = runRecorded(recorded.document, [base]);
    expect(result.failures).toEqual([]);
  });

  it('refuses a start where something is under way, and one outside the line', () => {
    const match = started(fourGame(), { seed: fourSetup.seed, seats: fourSetup.seats });
    playBots(match, 40, 'record-fs');
    let busy = 0;
    for (let k = 1; k <= 40 && !busy; k += 1) {
      match.undoTo(k);
      if (match.state.stack.length > 0) busy = k;
    }
    match.undoTo(40);
    expect(busy).toBeGreaterThan(0);
    const refused = recordScenario({ setup: fourSetup, match, name: 'x', from: busy });
    const points = recordingPoints(fourSetup, match);
    expect(points[0]).toBe(0);
    expect(points).not.toContain(busy);
    const before = points.filter((k) => k < busy).at(-1)!;
    const after = points.find((k) => k > busy);
    expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/on the stack: start recording from the setup, or from a point where the stack is empty and the active player is to act; the nearest points recording can start from: /) });
    expect(refused.ok === false && refused.message).toContain(before === 0 ? 'the setup' : `after action ${before}`);
    if (after !== undefined) expect(refused.ok === false && refused.message).toContain(String(after));
    // Every point it names records.
    for (const k of points.slice(0, 4)) expect(recordScenario({ setup: fourSetup, match, name: 'x', from: k }).ok).toBe(true);
    expect(recordScenario({ setup: fourSetup, match, name: 'x', from: 41 })).toMatchObject({ ok: false, message: 'recording starts at an action of the line played so far (0 to 40), not 41' });
  });
});

describe('a layout taken at the table', () => {
  it('numbers its cards from 1 in the order it lists them, and the flags that name a card follow it; a counting flag keeps its number', () => {
    const t = toyTable([toyCard('Gold Rain', 'spell', []), toyCard('Slug', 'beast', [], { stats: { hp: 2 } })], { hands: { p1: ['Gold Rain'], p2: ['Gold Rain'] }, arena: ['Slug'] });
    // Cards 1 and 2 are the hands', 3 the Slug; a layout lists p1's, then p2's, then the arena.
    t.state.prompt = { kind: 'priority', seat: 'p1' };
    t.state.turn.phase = 'main';
    t.state.flags.game = { 'lost:3': 1, 'draft-pick:2': 1, 'at:1': 2 };
    const taken = givenOf(t.game, t.state);
    expect(taken.ok && taken.given.flags).toEqual({ game: { 'lost:3': 1, 'draft-pick:2': 1, 'at:1': 2 } });
    // p2's card laid on the arena above the Slug: the Slug is now the layout's second card, p2's the third.
    const moved = t.state.zones['p2/hand']!.cards.splice(0, 1);
    t.state.zones.arena!.cards.push(...moved);
    t.state.flags.game['on:2'] = 1;
    const again = givenOf(t.game, t.state);
    expect(again.ok && again.given.flags).toEqual({ game: { 'lost:2': 1, 'draft-pick:2': 1, 'at:1': 2, 'on:3': 1 } });
  });
});

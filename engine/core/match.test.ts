import { describe, expect, it } from 'vitest';
import cardsJson from '../../test/fixtures/stak-bots-cards.json';
import { CardDefinition } from '../defs';
import { stakBots } from '../games/stak-bots';
import { nextInt, seedRng } from '../random/rng';
import type { Action } from './context';
import { hashState, loadGame, type GameConfig } from './engine';
import { Match, replay, type MatchFile } from './match';

const game = loadGame(
  stakBots,
  (cardsJson as unknown[]).map((c) => CardDefinition.parse(c)),
);

/** Plays a random game through a Match; the hash after each number of actions. */
function played(config: GameConfig, snapshotEvery: number, limit = Infinity) {
  const made = Match.create(game, config, { snapshotEvery });
  if (!made.ok) throw new Error(made.error.message);
  const { match } = made;
  const pick = seedRng(`pick:${config.seed}`);
  const hashes = [match.hash()];
  while (!match.state.result && match.position < limit) {
    const legal = match.legalActions();
    const applied = match.apply(legal[nextInt(pick, legal.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    hashes.push(match.hash());
  }
  return { match, hashes };
}

const config: GameConfig = { seed: 'match-1', seats: 3, variants: { 'reactive-play': {} } };

describe('Match', () => {
  it('undoTo, undo and redo give the state a fresh replay gives', () => {
    const { match, hashes } = played(config, 8);
    const actions = match.actions();
    expect(actions.length).toBeGreaterThan(20);
    const jump = seedRng('jumps');
    for (let i = 0; i < 40; i += 1) {
      const k = nextInt(jump, actions.length + 1);
      expect(match.undoTo(k)).toBe(true);
      expect(match.position).toBe(k);
      expect(match.length).toBe(actions.length);
      expect(match.hash()).toBe(hashes[k]);
      const again = replay(game, config, actions.slice(0, k));
      expect(again.ok && hashState(again.state)).toBe(hashes[k]);
    }
    match.undoTo(actions.length);
    for (let k = actions.length - 1; k >= 0; k -= 1) {
      expect(match.undo()).toBe(true);
      expect(match.hash()).toBe(hashes[k]);
    }
    expect(match.undo()).toBe(false);
    for (let k = 1; k <= actions.length; k += 1) {
      expect(match.redo()).toBe(true);
      expect(match.hash()).toBe(hashes[k]);
    }
    expect(match.redo()).toBe(false);
    expect(match.undoTo(actions.length + 1)).toBe(false);
    expect(match.undoTo(-1)).toBe(false);
  });

  it('keeps each action and its events; replaying gives the same events', () => {
    const { match } = played(config, 16);
    const again = replay(game, config, match.actions());
    if (!again.ok) throw new Error(again.error.message);
    again.events.forEach((events, i) => expect(match.eventsOf(i)).toEqual(events));
    expect(match.startEvents.length).toBeGreaterThan(0);
  });

  it('apply and eventsOf give the same events, unchanged by later actions, undo and redo', () => {
    const made = Match.create(game, config, { snapshotEvery: 8 });
    if (!made.ok) throw new Error(made.error.message);
    const { match } = made;
    const pick = seedRng('pick:events');
    const handed: (readonly unknown[])[] = [];
    const copies: string[] = [];
    while (!match.state.result && match.position < 60) {
      const legal = match.legalActions();
      const applied = match.apply(legal[nextInt(pick, legal.length)]!);
      if (!applied.ok) throw new Error(applied.error.message);
      expect(match.eventsOf(match.position - 1)).toBe(applied.events);
      handed.push(applied.events);
      copies.push(JSON.stringify(applied.events));
    }
    expect(handed.length).toBeGreaterThan(20);
    expect(handed.reduce((n, events) => n + events.length, 0)).toBeGreaterThan(2 * handed.length);
    const unchanged = () => handed.forEach((events, i) => {
      expect(JSON.stringify(events)).toBe(copies[i]);
      expect(match.eventsOf(i)).toBe(events);
    });
    unchanged();
    match.undoTo(3);
    while (match.redo());
    unchanged();
    // Loaded from a snapshot, earlier events are unknown until undo replays them: then the same.
    const loaded = Match.fromJSON(game, match.toJSON({ snapshot: true }), { snapshotEvery: 8, fromSnapshot: true });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.match.eventsOf(0)).toBeNull();
    loaded.match.undoTo(0);
    loaded.match.undoTo(handed.length);
    handed.forEach((_, i) => expect(JSON.stringify(loaded.match.eventsOf(i))).toBe(copies[i]));
  });

  it('an action after an undo replaces the undone ones', () => {
    const { match } = played(config, 8, 30);
    const before = match.actions();
    match.undoTo(10);
    const legal = match.legalActions();
    const other = legal.find((a) => JSON.stringify(a) !== JSON.stringify(before[10])) ?? legal[0]!;
    expect(match.apply(other).ok).toBe(true);
    expect(match.length).toBe(11);
    expect(match.canRedo).toBe(false);
    expect(match.actions().slice(0, 10)).toEqual(before.slice(0, 10));
    const again = replay(game, config, match.actions());
    expect(again.ok && hashState(again.state)).toBe(match.hash());
  });

  it('an illegal action changes nothing, not even the undone actions', () => {
    const { match } = played(config, 8, 25);
    match.undoTo(12);
    const hash = match.hash();
    const seat = match.state.prompt!.seat;
    const other = match.state.seats.find((s) => s.id !== seat)!.id;
    const refusals: [Action, string][] = [
      [{ seat, kind: 'nonsense' }, 'illegal-action'],
      [{ seat: other, kind: 'end-turn' }, 'not-your-turn'],
      [{ seat, kind: 'play', card: 'no-such-card' }, 'illegal-action'],
    ];
    for (const [action, code] of refusals) {
      const applied = match.apply(action);
      expect(applied.ok).toBe(false);
      if (!applied.ok) expect(applied.error.code).toBe(code);
      expect(match.hash()).toBe(hash);
      expect(match.position).toBe(12);
      expect(match.length).toBe(25);
    }
  });

  it('saves as config and actions and loads to the same point, with or without a snapshot', () => {
    const { match } = played(config, 8, 40);
    match.undoTo(33);
    const hash = match.hash();
    for (const file of [match.toJSON(), match.toJSON({ snapshot: true })]) {
      const text = JSON.parse(JSON.stringify(file)) as MatchFile;
      for (const fromSnapshot of [false, true]) {
        const loaded = Match.fromJSON(game, text, { fromSnapshot, snapshotEvery: 8 });
        if (!loaded.ok) throw new Error(loaded.error.message);
        expect(loaded.match.hash()).toBe(hash);
        expect(loaded.match.position).toBe(33);
        expect(loaded.match.length).toBe(40);
        expect(loaded.match.redo()).toBe(true);
        match.redo();
        expect(loaded.match.hash()).toBe(match.hash());
        match.undo();
        // Back before the snapshot: rebuilt from the start.
        expect(loaded.match.undoTo(3)).toBe(true);
        match.undoTo(3);
        expect(loaded.match.hash()).toBe(match.hash());
        match.undoTo(33);
      }
    }
  });

  it('refuses a saved log the rules do not accept, naming the action', () => {
    const { match } = played(config, 8, 20);
    const file = match.toJSON();
    file.actions[5] = { seat: file.actions[5]!.seat, kind: 'nonsense' };
    const loaded = Match.fromJSON(game, file);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.error.action).toBe(5);
      expect(loaded.error.message).toMatch(/^action 6 /);
    }
    expect(Match.fromJSON(game, { ...file, game: 'other' }).ok).toBe(false);
    expect(Match.fromJSON(game, { ...file, at: 99 }).ok).toBe(false);
  });

  it('snapshots only every N actions, and a config that creates no game is an error', () => {
    expect(Match.create(game, { seed: 'x', seats: 9 }).ok).toBe(false);
    const { match, hashes } = played({ seed: 'long', seats: 2 }, 4, 30);
    match.undoTo(0);
    expect(match.hash()).toBe(hashes[0]);
    match.undoTo(30);
    expect(match.hash()).toBe(hashes[30]);
  });
});

// Hot reload: a running game takes new definitions; cards keep what is theirs, a card whose
// definition disappeared keeps its last good one, and a match replays every point of its log
// with the definitions then in force.
import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/core/engine';
import { FIRST_CARD } from '../../engine/core/state';
import { statOf } from '../../engine/core/evaluate';
import { Match } from '../../engine/core/match';
import type { CardDefinition } from '../../engine/defs';
import { applyDefinitionChanges, definitionChanges, reloadDefinitions } from '../../engine/table/reload';
import { base, fourGame, playBots, stakGame, started, starter } from './games';

const byName = (cards: readonly CardDefinition[], name: string) => cards.find((d) => d.name === name)!;
const instancesOf = (match: Match, id: string) => match.state.cards.slice(FIRST_CARD).filter((c) => c.def === id);

describe('hot reload, Stak Bots', () => {
  it('cards keep zone, counters, damage and exhaustion; stats and abilities are the new ones', () => {
    const game = stakGame();
    const match = started(game, { seed: 'reload-1', seats: 3 });
    playBots(match, 30, 'reload-1');
    const gearhead = byName(starter.cards, 'Gearhead');
    const edited = starter.cards.map((d) => (d.id === gearhead.id ? { ...d, stats: { ...d.stats, power: 7 }, abilities: [] } : d));
    const before = JSON.stringify(match.state.cards);
    const hash = match.hash();
    const { game: next, report } = reloadDefinitions(match.game, match.state, edited, starter.variants);
    expect(report).toMatchObject({ changed: [gearhead.id], added: [], removed: [], kept: [] });
    match.reload(next);
    // Stak Bots keeps nothing per definition in the state: the state is the same.
    expect(JSON.stringify(match.state.cards)).toBe(before);
    expect(match.hash()).toBe(hash);
    const one = instancesOf(match, gearhead.id)[0]!;
    expect(statOf(match.game.ctx(match.state), one.id, 'power')).toBe(7 + (one.counters.power ?? 0) + match.state.modifiers.filter((m) => m.card === one.id && m.stat === 'power').reduce((n, m) => n + m.amount, 0));
  });

  it('a definition gone while cards use it is kept and reported; one nobody uses is dropped', () => {
    const game = stakGame();
    const match = started(game, { seed: 'reload-2', seats: 2 });
    const tumbler = byName(starter.cards, 'Tumbler');
    const extra: CardDefinition = { ...tumbler, id: 'stak-bots/starter/spare-tumbler', name: 'Spare Tumbler' };
    const first = reloadDefinitions(match.game, match.state, [...starter.cards, extra], starter.variants);
    expect(first.report.added).toEqual([extra.id]);
    match.reload(first.game);
    const second = reloadDefinitions(match.game, match.state, starter.cards.filter((d) => d.id !== tumbler.id), starter.variants);
    expect(second.report.removed).toEqual([extra.id]);
    expect(second.report.kept).toEqual([{ id: tumbler.id, name: 'Tumbler', cards: instancesOf(match, tumbler.id).map((c) => c.id) }]);
    expect(second.game.defs.get(tumbler.id)).toEqual(tumbler);
    expect(second.game.defs.has(extra.id)).toBe(false);
    match.reload(second.game);
    playBots(match, 400, 'reload-2');
    expect(match.state.result).not.toBeNull();
  });

  it('the same state reloaded and replayed gives the same result; undo brings back the definitions then in force', () => {
    const game = stakGame();
    const edited = starter.cards.map((d) => (d.name === 'Bolt Pup' ? { ...d, stats: { ...d.stats, power: 6 } } : d));
    const run = () => {
      const match = started(game, { seed: 'reload-3', seats: 2 });
      playBots(match, 20, 'reload-3a');
      match.reload(reloadDefinitions(match.game, match.state, edited, starter.variants).game);
      playBots(match, 200, 'reload-3b');
      return match;
    };
    const a = run();
    const b = run();
    expect(a.hash()).toBe(b.hash());
    const end = a.hash();
    const length = a.position;
    a.undoTo(10);
    expect(a.game).toBe(game);
    a.undoTo(length);
    expect(a.hash()).toBe(end);
    // Saved and loaded with its reload, the match replays to the same state.
    const loaded = Match.fromJSON(game, a.toJSON(), { reloads: a.eras().slice(1) });
    expect(loaded.ok && loaded.match.hash()).toBe(end);
    // The changes between the two games make the second from the first again.
    const changes = definitionChanges(game, a.eras()[1]!.game);
    expect(changes.cards.map((d) => d.name)).toEqual(['Bolt Pup']);
    expect(applyDefinitionChanges(game, changes)!.source.cards).toEqual(a.eras()[1]!.game.source.cards);
  });
});

describe('hot reload, Four Souls', () => {
  it("a character's health lowered: damage falls with the maximum, the bank stays whole, the game plays on", () => {
    const game = fourGame();
    const match = started(game, { seed: 'reload-fs', seats: 2 });
    playBots(match, 40, 'reload-fs');
    const character = match.state.zones['p1/character']!.cards[0]!;
    const def = match.state.cards[character]!.def;
    match.apply({ seat: 'god', kind: 'god-damage', card: character, value: 1 });
    const edited = base.cards.map((d) => (d.id === def ? { ...d, stats: { ...d.stats, hp: 1 } } : d));
    const { game: next, report } = reloadDefinitions(match.game, match.state, edited, base.variants);
    expect(report.changed).toEqual([def]);
    match.reload(next);
    expect(statOf(match.game.ctx(match.state), character, 'hp')).toBeLessThanOrEqual(1 + match.state.modifiers.filter((m) => m.card === character).reduce((n, m) => n + m.amount, 0));
    playBots(match, 3000, 'reload-fs-2');
    expect(match.state.result).not.toBeNull();
    const loaded = Match.fromJSON(game, match.toJSON(), { reloads: match.eras().slice(1) });
    expect(loaded.ok && loaded.match.hash()).toBe(match.hash());
    const fresh = Match.fromJSON(game, match.toJSON());
    // Without the reload, the log plays otherwise (or is refused part-way).
    expect(fresh.ok && fresh.match.hash()).not.toBe(match.hash());
  });

  it("variants' abilities are swapped too; a variant in force that disappeared is kept", () => {
    const game = fourGame();
    const match = started(game, { seed: 'reload-v', seats: 3, variants: { 'super-shop': {} } });
    const superShop = base.variants.find((v) => v.id === 'super-shop')!;
    const quiet = { ...superShop, abilities: [] };
    const swapped = reloadDefinitions(match.game, match.state, base.cards, base.variants.map((v) => (v.id === 'super-shop' ? quiet : v)));
    expect(swapped.game.defs.get('four-souls/variants/super-shop')).toBeUndefined();
    const changedText = { ...superShop, abilities: [superShop.abilities[0]!, superShop.abilities[0]!] };
    const doubled = reloadDefinitions(match.game, match.state, base.cards, base.variants.map((v) => (v.id === 'super-shop' ? changedText : v)));
    expect(doubled.game.defs.get('four-souls/variants/super-shop')!.abilities).toHaveLength(2);
    const gone = reloadDefinitions(match.game, match.state, base.cards, base.variants.filter((v) => v.id !== 'super-shop'));
    expect(gone.report.keptVariants).toEqual(['super-shop']);
    expect(gone.game.defs.get('four-souls/variants/super-shop')!.abilities).toEqual(superShop.abilities);
    playBots(match, 20, 'reload-v');
    match.reload(doubled.game);
    playBots(match, 300, 'reload-v2');
    const loaded = Match.fromJSON(game, match.toJSON(), { reloads: match.eras().slice(1) });
    expect(loaded.ok && hashState(loaded.match.state)).toBe(match.hash());
  });
});

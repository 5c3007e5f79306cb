// God tools are kernel actions: checked like any action (an illegal one is refused with the
// typed error and changes nothing), never among the legal actions, logged and replayed by a
// Match, and the rules' own checks run after them.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/context';
import { hashState } from '../../engine/core/engine';
import { GOD_SEAT } from '../../engine/core/god';
import { Match, replay } from '../../engine/core/match';
import { fourGame, playBots, stakGame, started } from './games';

const god = (kind: string, params: Record<string, string | number | boolean>): Action => ({ seat: GOD_SEAT, kind, ...params });
const defId = (match: Match, name: string) => [...match.game.defs.values()].find((d) => d.name === name)!.id;

describe('god tools in Stak Bots', () => {
  const game = stakGame();

  it('put a card on top of a stak: the rules turn it face up and its entry effect resolves', () => {
    const match = started(game, { seed: 'god-1', seats: 2 });
    const applied = match.apply(god('god-put', { def: defId(match, 'Scout Lens'), zone: 'p1/stak', faceUp: false }));
    expect(applied.ok).toBe(true);
    const stak = match.state.zones['p1/stak']!.cards;
    const top = match.state.cards[stak[stak.length - 1]!]!;
    expect(top.def).toBe(defId(match, 'Scout Lens'));
    expect(top.faceUp).toBe(true);
    const types = applied.ok ? applied.events.map((e) => e.type) : [];
    expect(types[0]).toBe('god');
    expect(types).toContain('entry');
    // The decision that waited is asked again.
    expect(match.state.prompt?.seat).toBe('p1');
  });

  it('are never legal actions, and an illegal one is refused with the typed error, changing nothing', () => {
    const match = started(game, { seed: 'god-2', seats: 3 });
    playBots(match, 15, 'god-2');
    expect(match.legalActions().some((a) => a.kind.startsWith('god-'))).toBe(false);
    const before = match.hash();
    const bad: [Action, string][] = [
      [god('god-put', { def: 'stak-bots/starter/nothing', zone: 'p1/hand' }), 'no card definition'],
      [god('god-put', { def: defId(match, 'Gearhead'), zone: 'p9/hand' }), 'no zone'],
      [god('god-move', { card: 9999, zone: 'p1/hand' }), 'no card'],
      [god('god-stat', { card: match.state.zones['p1/stak']!.cards[0]!, stat: 'speed', value: 2 }), 'no stat'],
      [god('god-health', { player: 'p1', value: 3 }), 'no player health'],
      [god('god-priority', { player: 'p2' }), 'priority'],
      [god('god-phase', { phase: 'lunch' }), 'no phase'],
      [god('god-dice', { values: '7' }), 'd6'],
      [god('god-resource', { player: 'p1', resource: 'gold', value: 1 }), 'no resource'],
      [{ seat: 'p1', kind: 'god-damage', card: 1, value: 1 }, 'act as "god"'],
      [god('god-wish', {}), ''],
    ];
    for (const [action, words] of bad) {
      const applied = match.apply(action);
      expect(applied.ok, JSON.stringify(action)).toBe(false);
      if (!applied.ok) {
        expect(applied.error.code).toBe('illegal-action');
        expect(applied.error.message).toContain(words);
      }
      expect(match.hash()).toBe(before);
    }
  });

  it('are logged and replayed: undo, redo and a fresh replay give the same states', () => {
    const match = started(game, { seed: 'god-3', seats: 2 });
    playBots(match, 40, 'god-3', (m, played) => {
      if (played === 5) return god('god-damage', { card: m.state.zones['p2/stak']!.cards.at(-1)!, value: 1 });
      if (played === 9) return god('god-move', { card: m.state.zones['supply']!.cards.at(-1)!, zone: 'p1/hand' });
      if (played === 13) return god('god-counters', { card: m.state.zones['p1/stak']!.cards.at(-1)!, counter: 'power', value: 2 });
      if (played === 17) return god('god-phase', { phase: 'end' });
      if (played === 21) return god('god-remove', { card: m.state.zones['p2/stak']!.cards[0]! });
      if (played === 25) return god('god-stat', { card: m.state.zones['p1/stak']!.cards.at(-1)!, stat: 'power', value: 9 });
      return null;
    });
    const actions = match.actions();
    expect(actions.filter((a) => a.seat === GOD_SEAT)).toHaveLength(6);
    const end = match.hash();
    const again = replay(game, match.config, actions);
    expect(again.ok && hashState(again.state)).toBe(end);
    match.undoTo(10);
    match.undoTo(actions.length);
    expect(match.hash()).toBe(end);
    const loaded = Match.fromJSON(game, match.toJSON());
    expect(loaded.ok && loaded.match.hash()).toBe(end);
    expect(match.state.zones['removed']?.cards).toHaveLength(1);
  });

  it('skip to a phase: the turn resumes there; naming another player starts their turn', () => {
    const match = started(game, { seed: 'god-4', seats: 3 });
    const turn = match.state.turn.number;
    expect(match.apply(god('god-phase', { phase: 'start', player: 'p3' })).ok).toBe(true);
    expect(match.state.turn).toMatchObject({ active: 'p3', number: turn + 1, phase: 'action' });
    expect(match.state.prompt).toMatchObject({ kind: 'main', seat: 'p3' });
  });
});

describe('god tools in Four Souls', () => {
  const game = fourGame();

  it('cents come from the bank and go back to it; health is set on the character', () => {
    const match = started(game, { seed: 'god-fs-1', seats: 2 });
    const bank = () => game.module.bank!(game.ctx(match.state), 'cents')!;
    const total = () => bank() + match.state.seats.reduce((n, s) => n + (s.resources.cents ?? 0), 0);
    expect(match.apply(god('god-resource', { player: 'p1', resource: 'cents', value: 40 })).ok).toBe(true);
    expect(match.state.seats[0]!.resources.cents).toBe(40);
    expect(total()).toBe(100);
    const refused = match.apply(god('god-resource', { player: 'p2', resource: 'cents', value: 99 }));
    expect(!refused.ok && refused.error.message).toContain('the bank holds');
    expect(match.apply(god('god-health', { player: 'p2', value: 1 })).ok).toBe(true);
    const body = match.state.zones['p2/character']!.cards[0]!;
    const hp = game.ctx(match.state);
    expect(match.state.cards[body]!.damage).toBeGreaterThan(0);
    expect(match.state.cards[body]!.damage).toBe(
      // health 1: damage is the maximum less one
      (hp.defs.get(match.state.cards[body]!.def)!.stats.hp ?? 0) - 1,
    );
  });

  it('forced dice decide the next roll; priority handed to a seat makes everyone pass again', () => {
    const match = started(game, { seed: 'god-fs-2', seats: 3 });
    // Wait for a priority decision with something on the stack.
    playBots(match, 200, 'god-fs-2', (m) => (m.state.stack.length > 0 && m.state.prompt?.kind === 'priority' && m.state.prompt.seat !== 'p3' ? null : null));
    let guard = 0;
    while (!(match.state.prompt?.kind === 'priority') && guard++ < 200) playBots(match, 1, `more${guard}`);
    expect(match.state.prompt?.kind).toBe('priority');
    const other = match.state.seats.find((s) => s.id !== match.state.prompt!.seat && !s.out)!.id;
    expect(match.apply(god('god-priority', { player: other })).ok).toBe(true);
    expect(match.state.prompt).toEqual({ kind: 'priority', seat: other });
    expect(match.state.passes).toBe(0);
    expect(match.apply(god('god-dice', { values: '6 6 1' })).ok).toBe(true);
    expect(match.state.forcedRolls).toEqual([6, 6, 1]);
  });

  it('a card straight from the editor: put into a hand, kept in the state, replayed', () => {
    const match = started(game, { seed: 'god-fs-3', seats: 2 });
    const penny = [...game.defs.values()].find((d) => d.name === 'A Penny!')!;
    const edited = { ...penny, id: 'four-souls/table/big-penny', name: 'Big Penny' };
    const put = god('god-put', { def: edited.id, zone: 'p1/hand', definition: JSON.stringify(edited) });
    expect(match.apply(put).ok).toBe(true);
    expect(match.state.tableDefinitions?.[edited.id]?.name).toBe('Big Penny');
    const hand = match.state.zones['p1/hand']!.cards;
    expect(match.state.cards[hand.at(-1)!]!.def).toBe(edited.id);
    // The same id with another card is refused: hot reload changes definitions.
    const clash = god('god-put', { def: penny.id, zone: 'p1/hand', definition: JSON.stringify({ ...penny, name: 'Fake' }) });
    const refused = match.apply(clash);
    expect(!refused.ok && refused.error.message).toContain('another card with the id');
    playBots(match, 60, 'god-fs-3');
    const again = replay(game, match.config, match.actions());
    expect(again.ok && hashState(again.state)).toBe(match.hash());
  });

  it('skipping to a phase in the middle of an attack drops the attack, and the game plays on to its end', () => {
    const match = started(game, { seed: 'god-fs-4', seats: 2 });
    let skipped = false;
    playBots(match, 3000, 'god-fs-4', (m) => {
      if (!skipped && m.state.stack.some((item) => item.combat)) {
        skipped = true;
        return god('god-phase', { phase: 'end-triggers' });
      }
      return null;
    });
    expect(skipped).toBe(true);
    expect(match.state.result).not.toBeNull();
    const again = replay(game, match.config, match.actions());
    expect(again.ok && hashState(again.state)).toBe(match.hash());
  });

  it('set a stat and counters, move and remove cards', () => {
    const match = started(game, { seed: 'god-fs-5', seats: 2 });
    const character = match.state.zones['p1/character']!.cards[0]!;
    const ctx = () => game.ctx(match.state);
    expect(match.apply(god('god-stat', { card: character, stat: 'attack', value: 5 })).ok).toBe(true);
    expect(match.state.modifiers.some((m) => m.card === character && m.duration === 'permanent')).toBe(true);
    expect(ctx().state.modifiers.filter((m) => m.card === character).reduce((n, m) => n + m.amount, 0) + (ctx().defs.get(match.state.cards[character]!.def)!.stats.attack ?? 0)).toBe(5);
    expect(match.apply(god('god-counters', { card: character, counter: 'generic', value: 3 })).ok).toBe(true);
    expect(match.state.cards[character]!.counters.generic).toBe(3);
    const shopItem = match.state.zones['shop-1']!.cards.at(-1)!;
    expect(match.apply(god('god-move', { card: shopItem, zone: 'p2/items' })).ok).toBe(true);
    expect(match.state.cards[shopItem]!.zone).toBe('p2/items');
    expect(match.apply(god('god-remove', { card: shopItem })).ok).toBe(true);
    expect(match.state.cards[shopItem]!.zone).toBe('removed');
    expect(game.godTools(match.state).tools.every((t) => t.unavailable === undefined || t.kind === 'god-priority')).toBe(true);
  });
});

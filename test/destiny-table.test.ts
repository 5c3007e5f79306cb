// Star Wars: Destiny on the sandbox table: the dice as the table shows them (engine/table/dice.ts),
// each seat's pool grouped by symbol and the dice resting on cards; a resolve action offered on
// the dice it resolves; the snapshot's upgrades on their characters and the battlefield's
// controller; a die's face drawn as the card faces print it.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadSets } from '../cli/sets';
import { printedFace } from '../card-dsl/dice/printed';
import { loadGame } from '../engine/core/engine';
import { GOD_SEAT } from '../engine/core/god';
import type { GameState } from '../engine/core/state';
import { destiny } from '../engine/games/destiny';
import { gameTables } from '../engine/games/tables';
import { diceKey, diceOfAction, diceView } from '../engine/table/dice';
import { promptText, tableWords } from '../engine/table/words';
import { dieFaceSvg } from '../renderer/src/faces/dice';
import { fixedMeasure } from '../renderer/src/faces/testing';
import { snapshotParts } from '../renderer/src/table/engine/snapshot';
import { dieWords, groupWords } from '../renderer/src/table/view/dice-words';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const game = loadGame(destiny, bundled.sets.filter((s) => s.game === 'destiny' && !s.examples).flatMap((s) => s.cards));
const layout = gameTables.get('destiny')!;

/** A game past the mulligans and the battlefield (by default p1's characters shielded, p2 to act first). */
function started(config: Parameters<typeof game.create>[0] = { seed: 'table', seats: 2 }): GameState {
  const created = game.create(config);
  if (!created.ok) throw new Error(created.error.message);
  const state = created.state;
  while (state.prompt?.kind !== 'main') {
    const legal = game.legalActions(state);
    const applied = game.applyInPlace(state, legal.find((a) => a.kind === 'done') ?? legal[0]!);
    if (!applied.ok) throw new Error(applied.error.message);
  }
  return state;
}

const act = (state: GameState, kind: string, extra: Record<string, string | number> = {}) => {
  const action = game.legalActions(state).find((a) => a.kind === kind && Object.entries(extra).every(([k, v]) => a[k] === v));
  if (!action) throw new Error(`no ${kind} ${JSON.stringify(extra)} in ${JSON.stringify(game.legalActions(state))}`);
  const applied = game.applyInPlace(state, action);
  if (!applied.ok) throw new Error(applied.error.message);
  return action;
};

describe('the Destiny dice on the table', () => {
  it('shows every die on its card before any is rolled, and no pool', () => {
    const state = started();
    const view = diceView(state);
    expect(view.pools.map((p) => [p.seat, p.groups.length])).toEqual([['p1', 0], ['p2', 0]]);
    // Elite leaders carry two dice, the others one (SWD-X-KW-6).
    const counts = Object.values(view.onCards).map((dice) => dice.length).sort();
    expect(counts).toEqual([1, 1, 1, 1, 2, 2]);
    for (const [card, dice] of Object.entries(view.onCards)) for (const die of dice) expect(die.card).toBe(Number(card));
  });

  it('moves an activated character’s dice into its owner’s pool, grouped by the symbol they show, and offers resolving on them', () => {
    const state = started();
    const seat = state.prompt!.seat;
    const character = game.legalActions(state).find((a) => a.kind === 'activate')!.card as number;
    const before = diceView(state).onCards[character]!;
    // Every die lands on its first face that resolves alone (no modifier, no blank).
    state.forcedFaces = before.map((d) => state.dice[d.id]!.faces.findIndex((f) => !f.modifier && f.symbol !== 'blank'));
    act(state, 'activate', { card: character });
    act(state, 'pass'); // the other player, so that the dice's owner acts again
    const view = diceView(state);
    expect(view.onCards[character]).toBeUndefined();
    const pool = view.pools.find((p) => p.seat === seat)!;
    const ids = pool.groups.flatMap((g) => g.dice.map((d) => d.id));
    expect(ids.sort()).toEqual(before.map((d) => d.id).sort());
    const first = state.dice[before[0]!.id]!.faces[state.dice[before[0]!.id]!.face]!;
    expect(pool.groups[0]).toMatchObject({ symbol: first.symbol });
    expect(pool.groups[0]!.dice[0]).toMatchObject({ value: first.value, modifier: first.modifier, cost: first.cost, card: character });
    // The action naming the symbol is about the pool's dice showing it, in the snapshot too.
    const resolve = game.legalActions(state).find((a) => a.kind === 'resolve' && a.symbol === first.symbol);
    expect(resolve).toBeDefined();
    expect(diceOfAction(state, resolve!)).toEqual(pool.groups[0]!.dice.map((d) => d.id));
    const parts = snapshotParts(game, state, game.legalActions(state), layout, [{ kind: 'you' }, { kind: 'you' }], 'all', null);
    expect(parts.legal.find((l) => l.kind === 'resolve' && l.text.includes(first.symbol))?.subjects).toEqual(pool.groups[0]!.dice.map((d) => d.id));
    expect(parts.dice?.pools).toEqual(view.pools);
    // Resolving puts the dice back on their card.
    act(state, 'resolve', { symbol: first.symbol });
    while (state.prompt?.kind === 'choose') act(state, 'pick', { id: state.prompt.candidates[0]! });
    expect(diceView(state).pools.find((p) => p.seat === seat)!.groups.some((g) => g.symbol === first.symbol)).toBe(false);
    expect(diceView(state).onCards[character]?.length).toBe(before.length);
  });

  it('asks for a die to reroll in words, each die by its card and face, and offers the pick on the die', () => {
    const state = started();
    const seat = state.prompt!.seat;
    const character = game.legalActions(state).find((a) => a.kind === 'activate')!.card as number;
    act(state, 'activate', { card: character });
    act(state, 'pass');
    const reroll = game.legalActions(state).find((a) => a.kind === 'reroll');
    expect(reroll).toBeDefined();
    act(state, 'reroll', { card: reroll!.card as number });
    expect(state.prompt).toMatchObject({ kind: 'choose', seat, label: 'Choose a die to reroll' });
    const name = game.ctx(state).defs.get(state.cards[character]!.def)!.name;
    const text = promptText(tableWords(game, state));
    expect(text).toMatch(new RegExp(`^${seat}, choose a die to reroll: (only|one of) ${name}'s die showing `));
    expect(text).not.toMatch(/c\d+-d\d/);
    const parts = snapshotParts(game, state, game.legalActions(state), layout, [{ kind: 'you' }, { kind: 'you' }], 'all', null);
    const die = (state.prompt as { candidates: string[] }).candidates[0]!;
    expect(parts.legal.find((l) => l.kind === 'pick')?.subjects).toEqual([die]);
  });

  it('names the battlefield’s controller and the character each upgrade is on', () => {
    const state = started();
    const seat = state.prompt!.seat;
    const upgrade = game.legalActions(state).find((a) => a.kind === 'play' && typeof a.on === 'number');
    if (upgrade) act(state, 'play', { card: upgrade.card as number, on: upgrade.on as number });
    const parts = snapshotParts(game, state, game.legalActions(state), layout, [{ kind: 'you' }, { kind: 'you' }], 'all', null);
    const battlefield = Object.values(state.zones).find((z) => z.type === 'battlefield')!.cards;
    expect(battlefield).toHaveLength(1);
    expect(parts.controllers[battlefield[0]!]).toBe(state.cards[battlefield[0]!]!.controller);
    if (upgrade) expect(parts.attachedTo[upgrade.card as number]).toBe(upgrade.on);
    expect(upgrade?.seat ?? seat).toBe(seat);
  });
});

describe('the claimed battlefield on the table', () => {
  it('marks the battlefield with who claimed it until the round ends, and nothing before', () => {
    const state = started();
    const battlefield = Object.values(state.zones).find((z) => z.type === 'battlefield')!.cards[0]!;
    const marks = () => snapshotParts(game, state, game.legalActions(state), layout, [{ kind: 'you' }, { kind: 'you' }], 'all', null).marks;
    expect(marks()).toEqual({});
    const seat = state.prompt!.seat;
    act(state, 'claim');
    expect(marks()).toEqual({ [battlefield]: [{ kind: 'claimed', label: 'Claimed this round by', seat }] });
    expect(state.cards[battlefield]!.controller).toBe(seat);
    // The other player passes too: the upkeep ends the round, and the claim with it.
    for (let i = 0; i < 10 && state.turn.number === 1; i += 1) act(state, game.legalActions(state).some((a) => a.kind === 'pass') ? 'pass' : 'done');
    expect(state.turn.number).toBe(2);
    expect(marks()).toEqual({});
  });
});

describe('a die drawn on the table', () => {
  it('prints the face up as the card faces do: code and value, a modifier in blue, a cost in a disc', () => {
    const modifier = dieFaceSvg(printedFace({ symbol: 'melee', value: 1, modifier: true, cost: 0 }), 40, fixedMeasure);
    expect(modifier).toContain('data-die-face="+1MD"');
    expect(modifier).toContain('fill="#2d5da8"');
    expect(modifier).not.toContain('<circle');
    const costed = dieFaceSvg(printedFace({ symbol: 'ranged', value: 3, modifier: false, cost: 1 }), 40, fixedMeasure);
    expect(costed).toContain('data-die-face="3RD"');
    expect(costed).toMatch(/<circle[^>]*fill="#e3b322"/);
    expect(costed).toMatch(/<svg[^>]*viewBox="0 0 44 44"/);
  });

  it('says a die and a group in words, and keys the dice on a card by their faces', () => {
    const die = { id: 'c1-d1', owner: 'p1', card: 1, symbol: 'ranged', value: 3, modifier: false, cost: 1 };
    expect(dieWords(die)).toBe('3 ranged, costs 1');
    expect(dieWords({ ...die, symbol: 'melee', value: 1, modifier: true, cost: 0 })).toBe('+1 melee');
    expect(dieWords({ ...die, symbol: 'blank', value: 0, cost: 0 })).toBe('blank');
    expect(groupWords({ symbol: 'ranged', dice: [die, { ...die, id: 'c2-d1', value: 1, cost: 0 }] })).toBe('2 ranged dice: 3 ranged, costs 1; 1 ranged');
    expect(diceKey([die])).not.toBe(diceKey([{ ...die, value: 2 }]));
    expect(diceKey(undefined)).toBe('');
  });
});

describe('a free-for-all table (SWD-X-MP-1)', () => {
  it.each([3, 4])('shows %i seats with their badges, one marked out once eliminated, and a battlefield nobody controls without a controller', (seats) => {
    const state = started({ seed: `ffa-table-${seats}`, seats, variants: { 'free-for-all': {} } });
    const players = Array.from({ length: seats }, () => ({ kind: 'you' as const }));
    const parts = () => snapshotParts(game, state, game.legalActions(state), layout, players, 'all', null);
    expect(parts().seats.map((s) => s.id)).toEqual(Array.from({ length: seats }, (_, i) => `p${i + 1}`));
    expect(parts().seats.every((s) => s.badges.length === 3 && !s.out)).toBe(true);
    // The battlefield's controller loses every character: out, and the battlefield is nobody's.
    const battlefield = Object.values(state.zones).find((z) => z.type === 'battlefield')!.cards[0]!;
    const holder = state.cards[battlefield]!.controller!;
    expect(parts().controllers[battlefield]).toBe(holder);
    for (const card of [...state.zones[`${holder}/characters`]!.cards]) expect(game.applyInPlace(state, { seat: GOD_SEAT, kind: 'god-move', card, zone: 'out-of-game' }).ok).toBe(true);
    const now = parts();
    expect(now.seats.find((s) => s.id === holder)!.out).toBe(true);
    expect(state.cards[battlefield]!.controller).toBeNull();
    expect(now.controllers[battlefield]).toBeUndefined();
  });
});

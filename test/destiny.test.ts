// Star Wars: Destiny with its bundled starter teams: setup (SWD-SETUP), random games that end or
// stop at a cap with a reason, no card lost or made on the way, the same seeds giving the same
// game, and a state that survives a JSON round trip at every step.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { botsFor, seatView } from '../engine/bots';
import { hashState, loadGame } from '../engine/core/engine';
import { FIRST_CARD, type GameState } from '../engine/core/state';
import { destiny } from '../engine/games/destiny';
import { seedRng } from '../engine/random/rng';
import { checkDeck } from '../engine/decks/check';
import { deckCardsOfSets } from '../engine/decks/cards';
import { deckOf } from '../engine/decks/testing';
import { vocabularies } from '../engine/games/vocabularies';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
// The starter teams; the rule examples (set.json's `examples`) are cards for scenarios only.
const sets = bundled.sets.filter((s) => s.game === 'destiny' && !s.examples);
const game = loadGame(destiny, sets.flatMap((s) => s.cards));
const random = botsFor('destiny').random!;

const zoneCount = (state: GameState, type: string) => Object.values(state.zones).filter((z) => z.type === type).reduce((n, z) => n + z.cards.length, 0);

/** A game between two bots, to its end or its cap: the final state and each action's state hash. */
function play(seed: string, bot = random) {
  const created = game.create({ seed, seats: 2 });
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const total = state.cards.length - FIRST_CARD;
  const rng = seedRng(`${seed}:bots`);
  const hashes: string[] = [];
  while (!state.result) {
    const legal = game.legalActions(state);
    expect(legal.length, 'a decision waits with a legal answer').toBeGreaterThan(0);
    const seat = state.prompt!.seat;
    const applied = game.applyInPlace(state, bot.choose(seatView(game, state, seat), legal, rng));
    expect(applied.ok).toBe(true);
    // No card is lost or made: every card lies in exactly one zone.
    expect(Object.values(state.zones).reduce((n, z) => n + z.cards.length, 0)).toBe(total);
    hashes.push(hashState(state));
  }
  return { state, hashes };
}

describe('Star Wars: Destiny setup', () => {
  it('lays out both teams with their dice, 5 cards, 2 resources, and asks for the mulligan (SWD-SETUP-1, SWD-SETUP-3, SWD-SETUP-5)', () => {
    const created = game.create({ seed: 'setup', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    // Reinforcements adds to a team (plots, a character) and has no battlefield: it is not dealt as one.
    expect(sets.map((s) => s.set).sort()).toEqual(['heroes', 'reinforcements', 'villains']);
    expect(zoneCount(state, 'characters')).toBe(6);
    expect(zoneCount(state, 'deck')).toBe(50);
    expect(zoneCount(state, 'hand')).toBe(10);
    expect(zoneCount(state, 'battlefield')).toBe(2);
    expect(state.seats.map((s) => s.resources.resources)).toEqual([2, 2]);
    // Elite leaders bring two dice: 2 + 1 + 1 heroes, 2 + 1 + 1 villains (SWD-X-KW-6).
    expect(Object.keys(state.dice)).toHaveLength(8);
    expect(state.prompt).toMatchObject({ kind: 'choose', seat: 'p1' });
  });

  it('refuses a table of three players without the free-for-all variant (A-20)', () => {
    const created = game.create({ seed: 'x', seats: 3 });
    expect(created.ok).toBe(false);
  });
});

describe('Star Wars: Destiny random games', () => {
  it.each(['1', '2', '3', '4'])('seed %s ends with a winner or a reason, and replays the same', (seed) => {
    const first = play(seed);
    expect(first.state.result?.reason).toBeTruthy();
    expect(first.state.result!.reason.startsWith('stopped:'), first.state.result!.reason).toBe(false);
    const again = play(seed);
    expect(again.hashes).toEqual(first.hashes);
  });

  it('keeps the state through a JSON round trip', () => {
    const created = game.create({ seed: 'json', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const rng = seedRng('json:bots');
    for (let i = 0; i < 200 && !state.result; i += 1) {
      const legal = game.legalActions(state);
      const action = random.choose(seatView(game, state, state.prompt!.seat), legal, rng);
      const copy = JSON.parse(JSON.stringify(state)) as GameState;
      const a = game.apply(state, action);
      const b = game.apply(copy, action);
      expect(a.ok && b.ok).toBe(true);
      if (!a.ok || !b.ok) return;
      expect(hashState(b.state)).toBe(hashState(a.state));
      state = a.state;
    }
  });
});

describe('Star Wars: Destiny bots', () => {
  const greedy = botsFor('destiny').greedy!;

  it('greedy games end, mostly by defeating a team, and replay the same', () => {
    const reasons: string[] = [];
    for (const seed of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']) {
      const first = play(seed, greedy);
      expect(first.state.result!.reason.startsWith('stopped:'), first.state.result!.reason).toBe(false);
      expect(play(seed, greedy).hashes).toEqual(first.hashes);
      reasons.push(first.state.result!.reason);
    }
    expect(reasons.filter((r) => r.includes('was defeated')).length).toBeGreaterThanOrEqual(3);
  });

  it('plays an event that draws while its deck is full, and passes instead once its deck runs low (SWD-WIN-2)', () => {
    const created = game.create({ seed: 'low-deck', seats: 2 });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created;
    const deck = state.zones['p1/deck']!;
    const regroup = state.cards.find((c) => c?.owner === 'p1' && game.defs.get(c.def)!.name === 'Regroup')!.id;
    // Regroup (draw 3 cards) in p1's hand, where p1 sees it.
    const from = state.zones[state.cards[regroup]!.zone]!;
    from.cards.splice(from.cards.indexOf(regroup), 1);
    state.zones['p1/hand']!.cards.push(regroup);
    state.cards[regroup]!.zone = 'p1/hand';
    const legal = [
      { seat: 'p1', kind: 'play', card: regroup },
      { seat: 'p1', kind: 'pass' },
    ];
    const choice = () => greedy.choose(seatView(game, state, 'p1'), legal, seedRng('low-deck')).kind;
    expect(deck.cards.length).toBeGreaterThan(20);
    expect(choice()).toBe('play');
    // Down to 5 cards in the deck, Regroup's 3 cards would bring running out nearer.
    const discard = state.zones['p1/discard']!;
    while (deck.cards.length > 5) {
      const card = deck.cards.pop()!;
      discard.cards.push(card);
      state.cards[card]!.zone = 'p1/discard';
    }
    expect(choice()).toBe('pass');
  });

  it('never offers to resolve a symbol whose dice are only modifiers (A-24)', () => {
    for (const seed of ['m1', 'm2', 'm3']) {
      const created = game.create({ seed, seats: 2 });
      if (!created.ok) throw new Error(created.error.message);
      const { state } = created;
      const rng = seedRng(`${seed}:bots`);
      while (!state.result) {
        const legal = game.legalActions(state);
        for (const action of legal.filter((a) => a.kind === 'resolve')) {
          const bases = Object.values(state.dice).filter((d) => d.owner === action.seat && d.place === 'pool' && d.faces[d.face]!.symbol === action.symbol && !d.faces[d.face]!.modifier);
          expect(bases.length, `resolve ${String(action.symbol)} with a base die`).toBeGreaterThan(0);
        }
        game.applyInPlace(state, random.choose(seatView(game, state, state.prompt!.seat), legal, rng));
      }
    }
  });
});

describe('Star Wars: Destiny starter teams', () => {
  it.each(['heroes', 'villains'])('the %s set is a team, a 30-card deck and a battlefield the construction rules accept (SWD-BUILD)', (name) => {
    const set = sets.find((s) => s.set === name)!;
    const of = (kinds: string[]) => set.cards.filter((c) => kinds.includes(c.kind));
    // The unique leader elite, with two dice; the other characters as printed.
    const characters = of(['character']).map((c) => ({ card: c.name, count: c.copies, ...(c.tags.includes('unique') ? { dice: 2 } : {}) }));
    const deck = deckOf('destiny', {
      characters,
      deck: of(['upgrade', 'support', 'event']).map((c) => ({ card: c.name, count: c.copies })),
      battlefield: of(['battlefield']).map((c) => ({ card: c.name, count: 1 })),
    });
    const check = checkDeck({ ...deck, sets: [name] }, { vocabulary: vocabularies.get('destiny')!, cards: deckCardsOfSets(sets) });
    expect(check.violations.map((v) => `${v.rule}: ${v.message}`)).toEqual([]);
    expect(of(['upgrade', 'support', 'event']).reduce((n, c) => n + c.copies, 0)).toBe(30);
  });
});

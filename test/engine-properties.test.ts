// Properties of the rules engine over many random games of Stak Bots, and a recorded hash
// sequence that pins its behaviour: the engine may get faster, never different.
//   CARDWRIGHT_RECORD_HASHES=1 npx vitest run test/engine-properties.test.ts
// re-records test/fixtures/stak-bots-hashes.json (only when a rules change is intended).
import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import type { Action, EngineErrorCode } from '../engine/core/context';
import { hashState, loadGame, type Game, type GameConfig } from '../engine/core/engine';
import { replay } from '../engine/core/match';
import type { GameState } from '../engine/core/state';
import { CardDefinition } from '../engine/defs';
import { stakBots } from '../engine/games/stak-bots';
import { nextInt, seedRng } from '../engine/random/rng';
import cardsJson from './fixtures/stak-bots-cards.json';

const definitions = (cardsJson as unknown[]).map((card) => CardDefinition.parse(card));
const game = loadGame(stakBots, definitions);

/** A game's setup from a seed: 2–6 players and a random mix of variants and rule options. */
function randomConfig(seed: string, withTraitors: boolean, deck = definitions.reduce((n, d) => n + d.copies, 0)): GameConfig {
  const rng = seedRng(`config:${seed}`);
  const players = 2 + nextInt(rng, 5);
  const variants: NonNullable<GameConfig['variants']> = {};
  const hand = withTraitors && nextInt(rng, 4) === 0 ? 3 : 2;
  if (hand === 3) variants.traitors = { hand: 3 };
  if (nextInt(rng, 3) === 0) variants['stak-depth'] = { cards: 1 + nextInt(rng, Math.min(30, Math.floor(deck / players) - hand)) };
  if (nextInt(rng, 3) === 0) variants['attack-tally'] = { attacks: 1 + nextInt(rng, 4) };
  for (const id of ['rank-balanced', 'reactive-play', 'recycling', 'setup-entry', 'borderless']) if (nextInt(rng, 3) === 0) variants[id] = {};
  const options = { 'supply-reshuffle': nextInt(rng, 4) !== 0, 'reset-reenters': nextInt(rng, 2) === 0 };
  return { seed, seats: players, variants, options };
}

const fnv = (hash: number, text: string) => {
  let h = hash;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

type Recording = { seed: string; config: GameConfig; actions: number; result: string; hashes: string[]; digest: string };

/** Plays a game by random legal actions, recording the state hash after each and a digest of legal lists and events. */
function record(seed: string): Recording {
  const config = randomConfig(seed, true);
  const created = game.create(config);
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const pick = seedRng(`pick:${seed}`);
  const hashes = [hashState(state)];
  let digest = fnv(0x811c9dc5, JSON.stringify(created.events));
  while (!state.result) {
    const legal = game.legalActions(state);
    digest = fnv(digest, JSON.stringify(legal));
    const applied = game.applyInPlace(state, legal[nextInt(pick, legal.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    digest = fnv(digest, JSON.stringify(applied.events));
    hashes.push(hashState(state));
  }
  return { seed, config, actions: state.counts.actions, result: state.result.reason, hashes, digest: digest.toString(16).padStart(8, '0') };
}

describe('Stak Bots plays exactly as recorded', () => {
  if (process.env.CARDWRIGHT_RECORD_HASHES === '1') {
    it('records the fixture', () => {
      const games = Array.from({ length: 24 }, (_, i) => record(`fixture-${i}`));
      writeFileSync(new URL('./fixtures/stak-bots-hashes.json', import.meta.url), JSON.stringify({ games }, null, 1) + '\n');
    });
    return;
  }
  const recorded = JSON.parse(readFileSync(new URL('./fixtures/stak-bots-hashes.json', import.meta.url), 'utf8')) as { games: Recording[] };
  it.each(recorded.games.map((g) => [g.seed, g] as const))('%s', (_seed, expected) => {
    const again = record(expected.seed);
    expect(again.config).toEqual(expected.config);
    // First divergence, if any, named by its action number.
    const at = again.hashes.findIndex((h, i) => h !== expected.hashes[i]);
    expect(at, `state hash differs after action ${at}`).toBe(-1);
    expect(again.hashes.length).toBe(expected.hashes.length);
    expect(again.digest).toBe(expected.digest);
    expect(again.result).toBe(expected.result);
  });
});

// ---------------------------------------------------------------------------------------
// Properties over random games: the test cards above, and the bundled starter set if present.

const starterSet = (await loadSets(fileURLToPath(new URL('../sets', import.meta.url)))).sets.find((s) => s.game === 'stak-bots' && s.set === 'starter');
const starter = starterSet ? ({ ok: true, value: starterSet } as const) : null;
const games: { name: string; game: Game; deck: number }[] = [{ name: 'test cards', game, deck: definitions.reduce((n, d) => n + d.copies, 0) }];
if (starter?.ok) games.push({ name: 'starter set', game: loadGame(stakBots, starter.value.cards), deck: starter.value.cards.reduce((n, d) => n + d.copies, 0) });

const RUNS = 25;
const ERROR_CODES: EngineErrorCode[] = ['game-over', 'not-your-turn', 'illegal-action', 'bad-config', 'unknown-card'];

/** A random game: its config from one seed, its moves from another (a random legal action each time). */
const aGame = fc.record({ setup: fc.integer({ min: 0, max: 1_000_000 }), moves: fc.integer({ min: 0, max: 1_000_000 }) });

type Played = { config: GameConfig; actions: Action[]; hashes: string[]; state: GameState };

/** Plays to the end (or the engine's cap); `each` sees the state before every action. */
function play(g: Game, deck: number, setup: number, moves: number, each?: (state: GameState, legal: Action[], index: number) => void): Played {
  const config = randomConfig(`prop-${setup}`, true, deck);
  const created = g.create(config);
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  const pick = seedRng(`moves-${moves}`);
  const actions: Action[] = [];
  const hashes = [hashState(state)];
  while (!state.result) {
    const legal = g.legalActions(state);
    expect(legal.length, 'a game waiting for a decision has a legal answer').toBeGreaterThan(0);
    each?.(state, legal, actions.length);
    const action = legal[nextInt(pick, legal.length)]!;
    const applied = g.applyInPlace(state, action);
    if (!applied.ok) throw new Error(`a legal action was refused: ${applied.error.message}`);
    actions.push(action);
    hashes.push(hashState(state));
  }
  return { config, actions, hashes, state };
}

/** Every card instance sits in exactly one zone, and the zone it names. */
function checkCards(state: GameState): void {
  const where = new Map<string, string>();
  for (const zone of Object.values(state.zones)) {
    for (const card of zone.cards) {
      if (where.has(card)) throw new Error(`${card} is in ${where.get(card)} and ${zone.id}`);
      where.set(card, zone.id);
    }
  }
  for (const [id, card] of Object.entries(state.cards)) {
    if (card.id !== id) throw new Error(`card ${id} calls itself ${card.id}`);
    if (where.get(id) !== card.zone) throw new Error(`${id} says it is in ${card.zone} but is in ${where.get(id) ?? 'no zone'}`);
  }
  if (where.size !== Object.keys(state.cards).length) throw new Error('a zone holds a card that does not exist');
}

describe.each(games)('random games of Stak Bots ($name)', ({ game: g, deck }) => {
  it('lose or duplicate no card, and every game ends or stops at a cap with a reason', () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        const { state } = play(g, deck, setup, moves, (s) => checkCards(s));
        checkCards(state);
        expect(state.result!.reason.length).toBeGreaterThan(0);
        if (state.result!.winners.length === 0) expect(state.result!.reason).toMatch(/draw|stopped: /);
      }),
      { numRuns: RUNS },
    );
  });

  it('are deterministic: the same seed and actions give the same hashes', () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        const first = play(g, deck, setup, moves);
        expect(play(g, deck, setup, moves).hashes).toEqual(first.hashes);
        const again = replay(g, first.config, first.actions);
        expect(again.ok && hashState(again.state)).toBe(first.hashes[first.hashes.length - 1]);
      }),
      { numRuns: RUNS },
    );
  });

  it('survive a JSON round trip at any point and go on identically', () => {
    fc.assert(
      fc.property(aGame, fc.double({ min: 0, max: 1, noNaN: true }), ({ setup, moves }, where) => {
        const first = play(g, deck, setup, moves);
        const k = Math.floor(where * first.actions.length);
        const at = replay(g, first.config, first.actions.slice(0, k));
        if (!at.ok) throw new Error(at.error.message);
        const copy = JSON.parse(JSON.stringify(at.state)) as GameState;
        expect(hashState(copy)).toBe(first.hashes[k]);
        for (let i = k; i < first.actions.length; i += 1) {
          const applied = g.applyInPlace(copy, first.actions[i]!);
          expect(applied.ok).toBe(true);
          expect(hashState(copy)).toBe(first.hashes[i + 1]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('accept every legal action, and `apply` leaves its input untouched', () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        play(g, deck, setup, moves, (state, legal, index) => {
          if (index % 7 !== 0) return;
          const before = hashState(state);
          for (const action of legal) {
            const applied = g.apply(state, action);
            expect(applied.ok, `${JSON.stringify(action)} is legal`).toBe(true);
            if (applied.ok) expect(applied.state).not.toBe(state);
          }
          expect(hashState(state)).toBe(before);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('refuse an illegal action with a typed error and leave the state as it was', () => {
    fc.assert(
      fc.property(aGame, fc.integer({ min: 0, max: 4 }), ({ setup, moves }, kind) => {
        const refuse = (state: GameState, action: Action, code?: EngineErrorCode) => {
          const before = hashState(state);
          const applied = g.applyInPlace(state, action);
          expect(applied.ok).toBe(false);
          if (!applied.ok) {
            expect(ERROR_CODES).toContain(applied.error.code);
            if (code) expect(applied.error.code).toBe(code);
            expect(applied.error.message.length).toBeGreaterThan(0);
          }
          expect(hashState(state)).toBe(before);
          const pure = g.apply(state, action);
          expect(pure.ok).toBe(false);
          expect(hashState(state)).toBe(before);
        };
        const { state } = play(g, deck, setup, moves, (s, legal, index) => {
          if (index % 5 !== 0) return;
          const seat = s.prompt!.seat;
          const other = s.seats.find((x) => x.id !== seat)!.id;
          const sample = legal[index % legal.length]!;
          const illegal: [Action, EngineErrorCode | undefined][] = [
            [{ seat, kind: 'no-such-move' }, 'illegal-action'],
            [{ ...sample, seat: other }, 'not-your-turn'],
            [{ ...sample, extra: 'field' }, 'illegal-action'],
            [{ ...sample, card: 'no-such-card', id: 'no-such-card', target: 'nobody', index: 99 }, 'illegal-action'],
            [{ seat: 'nobody', kind: sample.kind }, 'not-your-turn'],
          ];
          const [action, code] = illegal[kind]!;
          refuse(s, action, code);
        });
        refuse(state, { seat: state.seats[0]!.id, kind: 'end-turn' }, 'game-over');
      }),
      { numRuns: RUNS },
    );
  });
});

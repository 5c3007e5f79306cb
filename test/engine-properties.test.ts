// Properties of the rules engine over many random games of Stak Bots and of Four Souls, a
// recorded hash sequence of Stak Bots that pins its behaviour (the engine may get faster, never
// different), and rules of Four Souls checked all through longer random games of its base set.
//   CARDWRIGHT_RECORD_HASHES=1 npx vitest run test/engine-properties.test.ts
// re-records test/fixtures/stak-bots-hashes.json (only when a rules change is intended).
import fc from 'fast-check';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../cli/sets';
import { fourSoulsRandom, seatView } from '../engine/bots';
import type { Action, EngineErrorCode, GameModule } from '../engine/core/context';
import { hashState, loadGame, type Game, type GameConfig } from '../engine/core/engine';
import { replay } from '../engine/core/match';
import { FIRST_CARD, type CardRef, type GameEvent, type GameState } from '../engine/core/state';
import { CardDefinition } from '../engine/defs';
import { fourSouls } from '../engine/games/four-souls';
import { smashUp } from '../engine/games/smash-up';
import { stakBots } from '../engine/games/stak-bots';
import { nextInt, seedRng, type RngState } from '../engine/random/rng';
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
// Kernel properties over random games of each subject: Stak Bots with the test cards and with
// its bundled starter set, Four Souls with its bundled base set (both compiled from their
// .cards sources by loadSets).

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));
const starterSet = bundled.sets.find((s) => s.game === 'stak-bots' && s.set === 'starter');
const fourSoulsSet = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base');
const smashUpFactions = bundled.sets.filter((s) => s.game === 'smash-up' && !s.examples);

/** A game to play at random: its setup from a seed, and how a random player picks a move. */
type Subject = {
  name: string;
  game: Game;
  /** Random games per property. */
  runs: number;
  config: (seed: string) => GameConfig;
  choose: (g: Game, state: GameState, legal: Action[], rng: RngState) => Action;
};

const uniform: Subject['choose'] = (_g, _state, legal, rng) => legal[nextInt(rng, legal.length)]!;
const deckOf = (cards: readonly CardDefinition[]) => cards.reduce((n, d) => n + d.copies, 0);

/**
 * The same rules with a lower action cap: a random Four Souls game runs to about 3,000 actions,
 * and the kernel properties play each game several times over. The engine stops a game at the
 * cap as it would at its own (`stopped: the action cap of N was reached`).
 */
function capped(module: GameModule, actions: number): GameModule {
  return { ...module, policy: { ...module.policy, caps: { ...module.policy.caps, actions } } };
}

/**
 * A Four Souls setup from a seed: 2–4 players, each variant of the vocabulary with a chance of
 * one in three (its parameters at random), each rule option on or off.
 */
function fourSoulsConfig(seed: string): GameConfig {
  const rng = seedRng(`config:${seed}`);
  const players = 2 + nextInt(rng, 3);
  const variants: NonNullable<GameConfig['variants']> = {};
  for (const spec of fourSouls.vocabulary.variants) {
    if (nextInt(rng, 3) !== 0) continue;
    // The mini-draft is for two players only (the rules refuse it otherwise).
    if (spec.id === 'two-player-draft' && players !== 2) continue;
    const params: Record<string, number | boolean | string> = {};
    for (const [name, param] of Object.entries(spec.params)) {
      if (param.type === 'int') params[name] = param.min + nextInt(rng, param.max - param.min + 1);
      else if (param.type === 'bool') params[name] = nextInt(rng, 2) === 0;
      else params[name] = param.choices[nextInt(rng, param.choices.length)]!;
    }
    variants[spec.id] = params;
  }
  const options = Object.fromEntries(fourSouls.vocabulary.ruleOptions.map((o) => [o.id, nextInt(rng, 2) === 0]));
  return { seed, seats: players, variants, options };
}

/** Four Souls played by its random bot (a uniform pick almost never passes, and answers pile up). */
const fourSoulsChoose: Subject['choose'] = (g, state, legal, rng) => fourSoulsRandom.choose(seatView(g, state, state.prompt!.seat), legal, rng);

const FOUR_SOULS_CAP = 250;
const subjects: Subject[] = [{ name: 'Stak Bots, test cards', game, runs: 25, config: (seed) => randomConfig(seed, true, deckOf(definitions)), choose: uniform }];
if (starterSet) {
  const g = loadGame(stakBots, starterSet.cards);
  subjects.push({ name: 'Stak Bots, starter set', game: g, runs: 25, config: (seed) => randomConfig(seed, true, deckOf(starterSet.cards)), choose: uniform });
}
if (fourSoulsSet) {
  // With the set's variants: Super shop and Casino are written there, not in the rules module.
  const g = loadGame(capped(fourSouls, FOUR_SOULS_CAP), fourSoulsSet.cards, fourSoulsSet.variants);
  subjects.push({ name: `Four Souls, base set, at most ${FOUR_SOULS_CAP} actions`, game: g, runs: 6, config: fourSoulsConfig, choose: fourSoulsChoose });
}

if (smashUpFactions.length > 0) {
  // Smash Up's factions dealt two to a player, 2–4 players, each rule option on or off, and each
  // module (Madness, monsters and treasures, Titans, burying and duels) on or off.
  const g = loadGame(smashUp, smashUpFactions.flatMap((set) => set.cards));
  const modules = smashUp.vocabulary.variants.filter((v) => v.id !== 'faction-draft');
  const config = (seed: string): GameConfig => {
    const rng = seedRng(`config:${seed}`);
    const options = Object.fromEntries(smashUp.vocabulary.ruleOptions.map((o) => [o.id, nextInt(rng, 2) === 0]));
    const variants = Object.fromEntries(modules.filter(() => nextInt(rng, 2) === 0).map((v) => [v.id, {}]));
    return { seed, seats: 2 + nextInt(rng, 3), options, variants };
  };
  subjects.push({ name: 'Smash Up, bundled factions', game: g, runs: 8, config, choose: uniform });
}

describe('the bundled sets the properties play', () => {
  it('compile: the Four Souls base set is there', () => {
    expect(bundled.problems.get('four-souls/base') ?? []).toEqual([]);
    expect(fourSoulsSet).toBeDefined();
  });
});

const ERROR_CODES: EngineErrorCode[] = ['game-over', 'not-your-turn', 'illegal-action', 'bad-config', 'unknown-card'];

/** A random game: its config from one seed, its moves from another (a random legal action each time). */
const aGame = fc.record({ setup: fc.integer({ min: 0, max: 1_000_000 }), moves: fc.integer({ min: 0, max: 1_000_000 }) });

type Played = { config: GameConfig; actions: Action[]; hashes: string[]; state: GameState };

type Watchers = {
  /** Sees the state as the game was created (set up, and run to its first decision). */
  created?: (state: GameState) => void;
  /** Sees the state before every action. */
  each?: (state: GameState, legal: Action[], index: number) => void;
  /** Sees the state and the action's events after it. */
  after?: (state: GameState, events: GameEvent[], action: Action) => void;
  /** Hash the state after every action (a Four Souls state is some 40 kB of JSON: hashes cost). */
  hashes?: boolean;
};

/** Plays to the end (or the engine's cap). */
function play(s: Subject, setup: number, moves: number, watchers: Watchers = {}): Played {
  const { each, after } = watchers;
  const g = s.game;
  const config = s.config(`prop-${setup}`);
  const created = g.create(config);
  if (!created.ok) throw new Error(created.error.message);
  const { state } = created;
  watchers.created?.(state);
  const pick = seedRng(`moves-${moves}`);
  const actions: Action[] = [];
  const hashes = watchers.hashes ? [hashState(state)] : [];
  while (!state.result) {
    const legal = g.legalActions(state);
    if (legal.length === 0) expect.fail(`a game waiting for a decision has a legal answer (prop-${setup}, moves-${moves}, action ${actions.length})`);
    each?.(state, legal, actions.length);
    const action = s.choose(g, state, legal, pick);
    const applied = g.applyInPlace(state, action);
    if (!applied.ok) throw new Error(`a legal action was refused: ${applied.error.message}`);
    actions.push(action);
    if (watchers.hashes) hashes.push(hashState(state));
    after?.(state, applied.events, action);
  }
  return { config, actions, hashes, state };
}

/** Every card instance sits in exactly one zone, and the zone it names. */
function checkCards(state: GameState): void {
  const where = new Map<CardRef, string>();
  for (const zone of Object.values(state.zones)) {
    for (const card of zone.cards) {
      if (where.has(card)) throw new Error(`${card} is in ${where.get(card)} and ${zone.id}`);
      where.set(card, zone.id);
    }
  }
  for (let id = FIRST_CARD; id < state.cards.length; id += 1) {
    const card = state.cards[id]!;
    if (card.id !== id) throw new Error(`card ${id} calls itself ${card.id}`);
    if (where.get(id) !== card.zone) throw new Error(`${id} says it is in ${card.zone} but is in ${where.get(id) ?? 'no zone'}`);
  }
  if (where.size !== state.cards.length - FIRST_CARD) throw new Error('a zone holds a card that does not exist');
}

/**
 * What the seats' views of a state get wrong: a view withholds the generator, keeps every zone's
 * size and order, shows a hand (and any zone the vocabulary keeps for its owner) to its owner alone, the draw pile to nobody, and every other card
 * by its face. Empty when all is well.
 */
function viewProblems(g: Game, state: GameState, seats: (string | null)[]): string[] {
  const { hand, draw } = g.module.places;
  // Zones the vocabulary shows to their owner alone, like a hand (Smash Up's buried cards, SU-BURY-6).
  const ownerOnly = new Set(g.module.vocabulary.zones.filter((z) => z.visibility === 'owner').map((z) => z.name));
  const wrong: string[] = [];
  for (const seat of seats) {
    const view = g.view(state, seat);
    if (view.rng.some((n) => n !== 0) || view.forcedRolls.length > 0) wrong.push(`the view of ${seat ?? 'nobody'} holds the generator or the forced rolls`);
    for (const zone of Object.values(state.zones)) {
      // What is hidden is which card, not where it is.
      if (JSON.stringify(view.zones[zone.id]?.cards) !== JSON.stringify(zone.cards)) wrong.push(`${zone.id} differs in the view of ${seat ?? 'nobody'}`);
      for (const card of zone.cards) {
        const { def, faceUp } = state.cards[card]!;
        const shown = zone.type === hand || ownerOnly.has(zone.type) ? seat !== null && zone.owner === seat : zone.type !== draw && faceUp;
        if (view.cards[card]!.def !== (shown ? def : 'hidden')) wrong.push(`${card} (${def}) in ${zone.id}${faceUp ? ' face up' : ''} is ${shown ? 'hidden from' : 'shown to'} ${seat ?? 'nobody'}`);
      }
    }
  }
  return wrong;
}

describe.each(subjects)('random games of $name', (s) => {
  const { game: g, runs: numRuns } = s;

  it('lose or duplicate no card, and every game ends or stops at a cap with a reason', () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        const { state } = play(s, setup, moves, { each: (st) => checkCards(st) });
        checkCards(state);
        expect(state.result!.reason.length).toBeGreaterThan(0);
        if (state.result!.winners.length === 0) expect(state.result!.reason).toMatch(/draw|stopped: /);
      }),
      { numRuns },
    );
  });

  it('are deterministic: the same seed and actions give the same hashes', () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        const first = play(s, setup, moves, { hashes: true });
        expect(play(s, setup, moves, { hashes: true }).hashes).toEqual(first.hashes);
        const again = replay(g, first.config, first.actions);
        expect(again.ok && hashState(again.state)).toBe(first.hashes[first.hashes.length - 1]);
      }),
      { numRuns },
    );
  });

  it('survive a JSON round trip at any point and go on identically', () => {
    fc.assert(
      fc.property(aGame, fc.double({ min: 0, max: 1, noNaN: true }), ({ setup, moves }, where) => {
        const first = play(s, setup, moves, { hashes: true });
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
      { numRuns },
    );
  });

  it('accept every legal action, and `apply` leaves its input untouched', () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        play(s, setup, moves, {
          each: (state, legal, index) => {
            if (index % 7 !== 0) return;
            const before = hashState(state);
            for (const action of legal) {
              const applied = g.apply(state, action);
              expect(applied.ok, `${JSON.stringify(action)} is legal`).toBe(true);
              if (applied.ok) expect(applied.state).not.toBe(state);
            }
            expect(hashState(state)).toBe(before);
          },
        });
      }),
      { numRuns },
    );
  });

  it("show each seat its own hand, nobody the draw pile or another's hand, other cards by their face, and no generator", () => {
    fc.assert(
      fc.property(aGame, ({ setup, moves }) => {
        play(s, setup, moves, {
          each: (state, _legal, index) => {
            if (index % 11 !== 0) return;
            const before = hashState(state);
            expect(viewProblems(g, state, [...state.seats.map((x) => x.id), null]), `prop-${setup}, moves-${moves}, before action ${index}`).toEqual([]);
            expect(hashState(state)).toBe(before);
          },
        });
      }),
      { numRuns },
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
        const { state } = play(s, setup, moves, {
          each: (st, legal, index) => {
            if (index % 5 !== 0) return;
            const seat = st.prompt!.seat;
            const other = st.seats.find((x) => x.id !== seat)!.id;
            const sample = legal[index % legal.length]!;
            const illegal: [Action, EngineErrorCode | undefined][] = [
              [{ seat, kind: 'no-such-move' }, 'illegal-action'],
              [{ ...sample, seat: other }, 'not-your-turn'],
              [{ ...sample, extra: 'field' }, 'illegal-action'],
              [{ ...sample, card: 'no-such-card', id: 'no-such-card', target: 'nobody', index: 99 }, 'illegal-action'],
              [{ seat: 'nobody', kind: sample.kind }, 'not-your-turn'],
            ];
            const [action, code] = illegal[kind]!;
            refuse(st, action, code);
          },
        });
        refuse(state, { seat: state.seats[0]!.id, kind: 'end-turn' }, 'game-over');
      }),
      { numRuns },
    );
  });
});

// ---------------------------------------------------------------------------------------
// Four Souls: rules that hold all through a game, over random games of the base set.

const FOUR_SOULS_GAMES = 30;
const FOUR_SOULS_LONG_CAP = 2000;
const BANK = 100; // [FS-SETUP-2]

type Violation = { game: string; action: number; what: string };

describe.runIf(fourSoulsSet !== undefined)(`Four Souls, ${FOUR_SOULS_GAMES} random games of the base set (at most ${FOUR_SOULS_LONG_CAP} actions each)`, () => {
  /**
   * The rules as played, with a watch on the turn changing. The turn number goes up in one
   * place, the `next` step of the rules' `flow`, and a turn begins (`turn-began`) in its `start`
   * step; the wrapper looks at the stack at that very moment, inside the action. A look at the
   * state between actions would come too late: by then start-of-turn triggers and the start
   * loot may be on the stack, rightly. The kernel calls `flow` only on an empty stack, so the
   * property holds as long as that stays so and the turn moves on nowhere else; to catch a turn
   * moved on elsewhere, the changes the watch saw must add up to the turn number at the end.
   */
  const watch = { changes: 0, began: 0, onStack: [] as string[] };
  const watched: GameModule = {
    ...capped(fourSouls, FOUR_SOULS_LONG_CAP),
    flow: (ctx) => {
      const { state } = ctx;
      const turn = state.turn.number;
      const seen = ctx.events.length;
      const before = state.stack.map((item) => `${item.kind} "${item.label}"`);
      fourSouls.flow(ctx);
      const began = ctx.events.slice(seen).some((e) => e.type === 'turn-began');
      if (state.turn.number !== turn) watch.changes += state.turn.number - turn;
      if (began) watch.began += 1;
      if ((state.turn.number !== turn || began) && before.length + state.stack.length > 0) {
        watch.onStack.push(`turn ${state.turn.number} ${began ? 'began' : 'came'} with [${before.join(', ')}] on the stack (after the step: ${state.stack.length} items)`);
      }
    },
  };
  const subject: Subject = { name: 'Four Souls', game: loadGame(watched, fourSoulsSet?.cards ?? [], fourSoulsSet?.variants ?? []), runs: FOUR_SOULS_GAMES, config: fourSoulsConfig, choose: fourSoulsChoose };

  const IN_PLAY = ['character', 'items', 'souls', 'curses'];
  /** One pass over the games for both properties; the first failure of each is kept, with its game and action. */
  let results: { bank: Violation | null; stack: Violation | null; view: Violation | null; turns: number; actions: number } | null = null;
  function playAll() {
    if (results) return results;
    const out = { bank: null as Violation | null, stack: null as Violation | null, view: null as Violation | null, turns: 0, actions: 0 };
    for (let i = 0; i < FOUR_SOULS_GAMES; i += 1) {
      const setup = 7000 + i;
      const moves = 9000 + i;
      const game = `prop-${setup} with moves-${moves}`;
      watch.changes = 0;
      watch.began = 0;
      watch.onStack = [];
      const money = (st: GameState) => Number(st.flags.game.bank ?? Number.NaN) + st.seats.reduce((n, seat) => n + (seat.resources.cents ?? 0), 0);
      const check = (st: GameState, during: string) => {
        if (!out.bank && money(st) !== BANK) {
          const purses = st.seats.map((seat) => `${seat.id} ${seat.resources.cents ?? 0}¢`).join(', ');
          out.bank = { game, action: st.counts.actions, what: `${during}: bank ${String(st.flags.game.bank)}¢, ${purses}` };
        }
        if (!out.stack && watch.onStack.length > 0) out.stack = { game, action: st.counts.actions, what: `${during}: ${watch.onStack[0]}` };
        // A card in play (a character, an item, a soul, a curse) is face up: everyone may read it.
        if (!out.view) {
          const down = Object.values(st.zones)
            .filter((z) => z.owner !== null && IN_PLAY.includes(z.type))
            .flatMap((z) => z.cards.filter((c) => !st.cards[c]!.faceUp).map((c) => `${st.cards[c]!.def} in ${z.id}`));
          if (down.length > 0) out.view = { game, action: st.counts.actions, what: `${during}: face down in play: ${down.join(', ')}` };
        }
        // The kernel's view property, sampled along these longer games: one seat's view (in turn, and nobody's) every 20 actions.
        if (!out.view && st.counts.actions % 20 === 0) {
          const seats = [...st.seats.map((x) => x.id), null];
          const wrong = viewProblems(subject.game, st, [seats[(st.counts.actions / 20) % seats.length]!]);
          if (wrong.length > 0) out.view = { game, action: st.counts.actions, what: `${during}: ${wrong.join('; ')}` };
        }
      };
      const { state } = play(subject, setup, moves, {
        created: (st) => check(st, 'setup and the first turn'),
        after: (st, _events, action) => check(st, `after ${JSON.stringify(action)}`),
      });
      // Every change of the turn number happened where the watch saw it.
      if (!out.stack && watch.changes !== state.turn.number - 1) out.stack = { game, action: state.counts.actions, what: `the turn number went from 1 to ${state.turn.number}, the watch saw ${watch.changes} changes` };
      // Each turn the number moved to began, and the first (unless the game stopped before it began).
      if (!out.stack && (watch.began < watch.changes || watch.began > watch.changes + 1)) out.stack = { game, action: state.counts.actions, what: `${watch.began} turns began for ${watch.changes} turn changes` };
      out.turns += state.turn.number;
      out.actions += state.counts.actions;
    }
    results = out;
    return out;
  }

  // The first of these plays all the games (a few seconds, several times that on a busy machine).
  it('keep every cent in the bank or a purse: the bank and the players hold 100¢ after every action', () => {
    const { bank, actions } = playAll();
    expect(bank, 'the first action after which the bank and the purses do not hold 100¢').toBeNull();
    expect(actions).toBeGreaterThan(FOUR_SOULS_GAMES * 100);
  }, 60_000);

  it("show nobody the loot deck or another player's hand, and everyone the cards in play (the kernel's view property, sampled along longer games)", () => {
    expect(playAll().view, 'the first view that shows what it must hide').toBeNull();
  });

  it('change turns only on an empty stack', () => {
    const { stack, turns } = playAll();
    expect(stack, 'the first turn change with items on the stack').toBeNull();
    // The games went through turns at all, else the property says nothing.
    expect(turns).toBeGreaterThan(FOUR_SOULS_GAMES * 10);
  });
});

// The one door (kernel-notes §2): create a game, list the legal actions, apply one, view the
// state as a seat sees it. A game is a module (rules) plus card definitions; the state is
// plain data. An illegal action returns a typed error and leaves the state unchanged.
import type { CardDefinition } from '../defs';
import { seedRng } from '../random/rng';
import type { Action, Ctx, EngineError, GameModule, SeatConfig } from './context';
import { advance, answer, end, legalAnswers, refusal } from './machine';
import { flagTable, nothingUnderWay, type GameEvent, type GameState, type SeatId } from './state';

export type GameConfig = {
  seed: string;
  /** Number of seats, or their names. */
  seats: number | SeatConfig[];
  variants?: Record<string, Record<string, number | boolean | string>>;
  options?: Record<string, boolean>;
  /** Card definition ids to play with (repeat an id for copies); all definitions by default. */
  cards?: string[];
  /** Cards to put on top of decks after the setup shuffle: deck zone id -> names or ids, top first. */
  arrange?: Record<string, string[]>;
  /** Die results to use, in order, before any random roll (from the setup on). */
  dice?: number[];
};

export type Applied = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

export type Game = {
  module: GameModule;
  defs: ReadonlyMap<string, CardDefinition>;
  create: (config: GameConfig) => { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };
  legalActions: (state: GameState) => Action[];
  /** Pure: applies to a copy and returns it. */
  apply: (state: GameState, action: Action) => Applied;
  /**
   * Fast path: changes `state` itself, but only once the action is known to be legal.
   * `legal`, when given, must be `legalActions(state)` for this very state: the check then
   * looks the action up there instead of listing the answers again.
   */
  applyInPlace: (state: GameState, action: Action, legal?: readonly Action[]) => { ok: true; events: GameEvent[] } | { ok: false; error: EngineError };
  view: (state: GameState, seat: SeatId | null) => GameState;
  ctx: (state: GameState) => Ctx;
};

/**
 * A deep copy. The state is JSON by design; this copies it as a JSON round trip would
 * (fields holding `undefined` are left out), about three times faster.
 */
export function cloneState(state: GameState): GameState {
  // A spread copies the state's shape whole; adding its many fields one by one by name would
  // make the copy a slow hash table, and every later step would pay for it.
  const copy = { ...state };
  const fields = copy as Record<string, unknown>;
  for (const key in fields) if (key !== 'flags') fields[key] = cloneJson(fields[key]);
  copy.flags = { turn: flagTable(state.flags.turn), game: flagTable(state.flags.game) };
  return copy;
}

/** Deep-copies plain JSON data: arrays and plain objects, with `undefined` fields dropped. */
export function cloneJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = cloneJson(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) out[key] = cloneJson(field);
  }
  return out;
}

function configError(message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code: 'bad-config', message } };
}

/** Fills variant parameters from the vocabulary's defaults and checks them. */
function resolveVariants(module: GameModule, requested: GameConfig['variants']): GameState['variants'] | string {
  const out: GameState['variants'] = {};
  for (const [id, params] of Object.entries(requested ?? {})) {
    const spec = module.vocabulary.variants.find((v) => v.id === id);
    if (!spec) return `unknown variant "${id}" (known: ${module.vocabulary.variants.map((v) => v.id).join(', ')})`;
    const values: Record<string, number | boolean | string> = {};
    for (const [name, param] of Object.entries(spec.params)) {
      const given = params[name];
      if (given === undefined) values[name] = param.default;
      else if (param.type === 'int') {
        if (typeof given !== 'number' || !Number.isInteger(given) || given < param.min || given > param.max) return `variant "${id}": ${name} must be a whole number from ${param.min} to ${param.max}`;
        values[name] = given;
      } else if (param.type === 'bool') {
        if (typeof given !== 'boolean') return `variant "${id}": ${name} must be true or false`;
        values[name] = given;
      } else {
        if (typeof given !== 'string' || !param.choices.includes(given)) return `variant "${id}": ${name} must be one of ${param.choices.join(', ')}`;
        values[name] = given;
      }
    }
    for (const name of Object.keys(params)) if (!(name in spec.params)) return `variant "${id}" has no parameter "${name}"`;
    out[id] = values;
  }
  return out;
}

export function loadGame(module: GameModule, definitions: CardDefinition[]): Game {
  const defs = new Map(definitions.map((d) => [d.id, d]));
  const ctxOf = (state: GameState, events: GameEvent[] = []): Ctx => ({ state, game: module, defs, events, memo: null });

  function create(config: GameConfig) {
    const seatConfigs: SeatConfig[] = typeof config.seats === 'number' ? Array.from({ length: config.seats }, () => ({})) : config.seats;
    const { min, max } = module.vocabulary.players;
    if (seatConfigs.length < min || seatConfigs.length > max) return configError(`${module.vocabulary.name} takes ${min} to ${max} players, not ${seatConfigs.length}`);
    const variants = resolveVariants(module, config.variants);
    if (typeof variants === 'string') return configError(variants);
    const options: Record<string, boolean> = {};
    for (const option of module.vocabulary.ruleOptions) options[option.id] = config.options?.[option.id] ?? option.default;
    for (const name of Object.keys(config.options ?? {})) {
      if (!module.vocabulary.ruleOptions.some((o) => o.id === name)) return configError(`unknown rule option "${name}"`);
    }
    let cards: CardDefinition[];
    if (config.cards) {
      cards = [];
      for (const id of config.cards) {
        const found = defs.get(id);
        if (!found) return { ok: false as const, error: { code: 'unknown-card' as const, message: `no card with id "${id}"` } };
        cards.push(found);
      }
    } else {
      cards = [];
      for (const d of definitions) {
        const copies = Math.max(0, Math.trunc(Number(d.copies)) || 0); // as Array.from({ length }) reads it
        for (let copy = 0; copy < copies; copy += 1) cards.push(d);
      }
    }
    const ids = new Set<string>();
    const seats = seatConfigs.map((s, i) => {
      const id = s.id ?? `p${i + 1}`;
      return { id, name: s.name ?? `Player ${i + 1}`, out: false, resources: {} };
    });
    for (const s of seats) {
      if (ids.has(s.id)) return configError(`two seats are called "${s.id}"`);
      ids.add(s.id);
    }
    const state: GameState = {
      v: 1,
      game: module.vocabulary.game,
      seed: config.seed,
      rng: seedRng(config.seed),
      variants,
      options,
      seats,
      cards: {},
      zones: {},
      turn: { number: 1, active: seats[0]!.id, phase: 'setup', step: 0 },
      ...nothingUnderWay(),
      forcedRolls: config.dice ? [...config.dice] : [],
      result: null,
      counts: { actions: 0, steps: 0, nextId: 0 },
    };
    const ctx = ctxOf(state);
    if (config.arrange) ctx.arrange = { wanted: config.arrange, used: new Set(), problems: [] };
    const problem = module.setup(ctx, { seed: config.seed, seats: seatConfigs, variants, options, cards });
    if (problem) return { ok: false as const, error: problem };
    if (ctx.arrange) {
      for (const zone of Object.keys(ctx.arrange.wanted)) if (!ctx.arrange.used.has(zone)) ctx.arrange.problems.push(`arrange: ${zone} is not a deck ${module.vocabulary.name} shuffles at setup`);
      if (ctx.arrange.problems.length > 0) return configError(ctx.arrange.problems.join('; '));
      delete ctx.arrange;
    }
    state.counts.steps = 0;
    advance(ctx);
    return { ok: true as const, state, events: ctx.events };
  }

  function applyInPlace(state: GameState, action: Action, legal?: readonly Action[]) {
    const ctx = ctxOf(state);
    const refused = refusal(ctx, action, legal);
    if (refused) return { ok: false as const, error: refused };
    state.counts.actions += 1;
    state.counts.steps = 0;
    answer(ctx, action);
    // A move can change the table without starting any effect (a plain scrap): check it now.
    module.afterStep?.(ctx);
    if (state.counts.actions >= module.policy.caps.actions) end(ctx, [], `stopped: the action cap of ${module.policy.caps.actions} was reached`);
    advance(ctx);
    return { ok: true as const, events: ctx.events };
  }

  return {
    module,
    defs,
    create,
    legalActions: (state) => legalAnswers(ctxOf(state)),
    apply: (state, action) => {
      const copy = cloneState(state);
      const applied = applyInPlace(copy, action);
      return applied.ok ? { ok: true, state: copy, events: applied.events } : applied;
    },
    applyInPlace,
    view: (state, seat) => viewOf(ctxOf(state), seat),
    ctx: (state) => ctxOf(state),
  };
}

/** What one seat may see: hidden cards lose their identity; the generator is withheld. */
function viewOf(ctx: Ctx, seat: SeatId | null): GameState {
  const copy = cloneState(ctx.state);
  copy.rng = [0, 0, 0, 0];
  copy.forcedRolls = [];
  for (const card of Object.values(copy.cards)) {
    if (!ctx.game.canSee(ctx, card.id, seat)) {
      card.def = 'hidden';
      card.counters = {};
    }
  }
  return copy;
}

/** A 64-bit content hash of the state (two FNV-1a lanes), for determinism checks. */
export function hashState(state: GameState): string {
  const text = JSON.stringify(state);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b = (b ^ (b >>> 15)) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

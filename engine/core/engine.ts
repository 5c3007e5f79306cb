// The one door (kernel-notes §2): create a game, list the legal actions, apply one, view the
// state as a seat sees it. A game is a module (rules) plus card definitions; the state is
// plain data. An illegal action returns a typed error and leaves the state unchanged.
import type { CardDefinition, Effect, ParamSpec, VariantDefinition, VariantSpec } from '../defs';
import { seedRng } from '../random/rng';
import { configProblem } from './config';
import type { Action, Ctx, EngineError, GameModule, SeatConfig, SetupConfig } from './context';
import { applyFreeAction, freeActions, isFreeAction } from './free-actions';
import { applyGodAction, GOD_SEAT, godRefusal, godTools, isGodAction, type GodMenu } from './god';
import { advance, answer, end, isListedAnswer, legalAnswers, refusal } from './machine';
import { scopeFor, startEffect, tableVersion, withTargets } from './ops';
import { addCard, FIRST_CARD, flagTable, NO_CARD, newState, RULE_CARD_KIND, RULES_ZONE, type CardInstance, type CardRef, type GameEvent, type GameState, type SeatId } from './state';
import { cardTurnFlags } from './card-flags';

export type GameConfig = {
  seed: string;
  /** Number of seats, or their names. */
  seats: number | SeatConfig[];
  variants?: Record<string, Record<string, number | boolean | string>>;
  options?: Record<string, boolean>;
  /** Card definition ids to play with (repeat an id for copies); all definitions by default. */
  cards?: string[];
  /**
   * Each seat's deck, by seat id, as card definition ids (repeat an id for copies): for a game
   * whose players bring their own decks (its vocabulary's construction has scope `seat`).
   * A game whose decks the table shares takes its cards from `cards` only.
   */
  seatCards?: Record<string, string[]>;
  /**
   * The cards of each seat's deck bought elite (Destiny's unique characters with two dice), by
   * seat id, as card definition ids. A seat without a list is left to the game's own reading.
   */
  seatElite?: Record<string, string[]>;
  /** Cards to put on top of decks after the setup shuffle: deck zone id -> names or ids, top first. */
  arrange?: Record<string, string[]>;
  /** Die results to use, in order, before any random roll (from the setup on). */
  dice?: number[];
  /** False: every player is asked at every priority window, even one who can only pass (the game's policy passes for them otherwise). */
  autoPass?: boolean;
};

export type Applied = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

export type Game = {
  module: GameModule;
  /** What the game was loaded from: the module as given and the card definitions (hot reload loads again from them). */
  source: { module: GameModule; cards: readonly CardDefinition[] };
  defs: ReadonlyMap<string, CardDefinition>;
  /** The variants the game's sets declare. */
  variants: readonly VariantDefinition[];
  create: (config: GameConfig) => { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };
  legalActions: (state: GameState) => Action[];
  /** Moves off the stack any seat may make now, beside the legal answers (Four Souls' deals); `applyInPlace` takes them too. */
  freeActions: (state: GameState) => Action[];
  /** Pure: applies to a copy and returns it. */
  apply: (state: GameState, action: Action) => Applied;
  /**
   * Fast path: changes `state` itself, but only once the action is known to be legal.
   * `legal`, when given, must be `legalActions(state)` for this very state: the check then
   * looks the action up there instead of listing the answers again. The answer's `legal`, when
   * there, is `legalActions` of the state it leaves (the engine listed the moves on the way, to
   * see whether a seat had anything to do): a caller that has not changed the state since may
   * use it in place of asking again. With `listNext` it is always there.
   */
  applyInPlace: (state: GameState, action: Action, legal?: readonly Action[], listNext?: boolean) => { ok: true; events: GameEvent[]; legal?: Action[] } | { ok: false; error: EngineError };
  view: (state: GameState, seat: SeatId | null) => GameState;
  ctx: (state: GameState) => Ctx;
  /** What the god tools (engine/core/god.ts) may name now; god actions are applied by `apply`/`applyInPlace` and never listed as legal. */
  godTools: (state: GameState) => GodMenu;
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
  for (const key in fields) if (key !== 'flags' && key !== 'cards') fields[key] = cloneJson(fields[key]);
  copy.cards = cloneCards(state.cards);
  copy.flags = { turn: flagTable(state.flags.turn), game: flagTable(state.flags.game), cardTurn: cloneJson(state.flags.cardTurn) as GameState['flags']['cardTurn'] };
  return copy;
}

/** A card's fields, in the order every card is made with. */
const CARD_FIELDS = ['id', 'def', 'owner', 'controller', 'zone', 'faceUp', 'exhausted', 'damage', 'counters'] as const;

/**
 * The cards table copied as `cloneJson` copies it. Most of a state is its cards, and `cloneJson`
 * adds a card's fields one by one by name; a card that has exactly the usual fields, in their
 * usual order and none undefined, is copied as one object literal instead (three times quicker
 * for a table of a hundred cards). Any other card, or a table that is not one, goes the general way.
 */
function cloneCards(cards: GameState['cards']): GameState['cards'] {
  if (!Array.isArray(cards)) return cloneJson(cards) as GameState['cards'];
  const out: GameState['cards'] = new Array<CardInstance>(cards.length);
  // (Place 0 is never a card: null, as JSON copies it; so is a place that holds no card.)
  if (cards.length > 0) out[0] = NO_CARD;
  for (let i = FIRST_CARD; i < cards.length; i += 1) {
    const card = cards[i];
    out[i] = card === undefined || card === null ? NO_CARD : cloneCard(card);
  }
  return out;
}

function cloneCard(card: CardInstance): CardInstance {
  if (typeof card !== 'object' || card === null || Array.isArray(card)) return cloneJson(card) as CardInstance;
  let at = 0;
  for (const key in card) {
    if (key !== CARD_FIELDS[at] || card[key as keyof CardInstance] === undefined) return cloneJson(card) as CardInstance;
    at += 1;
  }
  if (at !== CARD_FIELDS.length) return cloneJson(card) as CardInstance;
  return {
    id: card.id,
    def: card.def,
    owner: card.owner,
    controller: card.controller,
    zone: card.zone,
    faceUp: card.faceUp,
    exhausted: card.exhausted,
    damage: card.damage,
    counters: cloneJson(card.counters) as CardInstance['counters'],
  };
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

/**
 * The parameters of a variant only a set declares, as the vocabulary would write them: a number
 * within its range (any whole number without one), or any word.
 */
function specOfSetVariant(variant: VariantDefinition): VariantSpec {
  const params: Record<string, ParamSpec> = {};
  for (const p of variant.params) {
    params[p.name] = typeof p.value === 'number' ? { type: 'int', default: p.value, min: p.min ?? -1_000_000, max: p.max ?? 1_000_000, doc: '' } : { type: 'choice', default: p.value, choices: [], doc: '' };
  }
  return { id: variant.id, name: variant.name, doc: variant.text ?? '', params };
}

/**
 * The variants a game knows: the vocabulary's (its rules module behaviour) and its sets'; one
 * in both takes the vocabulary's parameters.
 */
function knownVariants(module: GameModule, setVariants: readonly VariantDefinition[]): VariantSpec[] {
  return [...module.vocabulary.variants, ...setVariants.filter((v) => !module.vocabulary.variants.some((k) => k.id === v.id)).map(specOfSetVariant)];
}

/** Fills the variant parameters a config leaves out from their defaults and checks the rest, against the variants the game knows (listed once per game). */
function resolveVariants(known: readonly VariantSpec[], requested: GameConfig['variants']): GameState['variants'] | string {
  const out: GameState['variants'] = {};
  for (const [id, params] of Object.entries(requested ?? {})) {
    const spec = known.find((v) => v.id === id);
    if (!spec) return `unknown variant "${id}" (known: ${known.map((v) => v.id).join(', ')})`;
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
        // A set's word parameter lists no choices: any word will do.
        if (typeof given !== 'string' || (param.choices.length > 0 && !param.choices.includes(given))) return `variant "${id}": ${name} must be one of ${param.choices.join(', ')}`;
        values[name] = given;
      }
    }
    for (const name of Object.keys(params)) if (!(name in spec.params)) return `variant "${id}" has no parameter "${name}"`;
    out[id] = values;
  }
  return out;
}

/** The card that stands for a set's variant in play. */
function ruleCard(game: string, variant: VariantDefinition): CardDefinition {
  return { id: `${game}/variants/${variant.id}`, name: variant.name, game, kind: RULE_CARD_KIND, stats: {}, tags: [], abilities: variant.abilities, dice: [], designerChosen: false, copies: 1, startsWith: [], ...(variant.text ? { text: variant.text } : {}) };
}

/**
 * A module that also counts the rule cards of switched-on variants as active and in play, and
 * lets everyone see them. Only games whose sets declare variants with abilities pay for this.
 */
function withRuleCards(module: GameModule): GameModule {
  const inRules = (ctx: Ctx, card: CardRef) => ctx.state.cards[card]?.zone === RULES_ZONE;
  return {
    ...module,
    activeCards: (ctx) => {
      const active = module.activeCards(ctx);
      const rules = ctx.state.zones[RULES_ZONE]?.cards;
      return rules && rules.length > 0 ? [...active, ...rules] : active;
    },
    inPlay: (ctx, card) => inRules(ctx, card) || module.inPlay(ctx, card),
    canSee: (ctx, card, viewer) => inRules(ctx, card) || module.canSee(ctx, card, viewer),
    // A game's check on a source (on top of a stak) is about its cards; a rule is always in force.
    ...(module.stackCheck ? { stackCheck: (ctx: Ctx, source: CardRef) => (inRules(ctx, source) ? null : module.stackCheck!(ctx, source)) } : {}),
  };
}

/** The module with its active cards listed once per change of the table within a call (`Ctx.active`). */
function keptActiveCards(module: GameModule): GameModule {
  return {
    ...module,
    activeCards: (ctx) => {
      const version = tableVersion();
      if (ctx.active !== undefined && ctx.active.version === version) return ctx.active.cards;
      const cards = module.activeCards(ctx);
      ctx.active = { version, cards };
      return cards;
    },
  };
}

export { RULE_CARD_KIND, RULES_ZONE };

/**
 * A game: its rules module and card definitions, and the variants its sets declare (switched
 * on per game by `GameConfig.variants`).
 */
export function loadGame(baseModule: GameModule, definitions: CardDefinition[], setVariants: readonly VariantDefinition[] = []): Game {
  const game = baseModule.vocabulary.game;
  const ruleCards = new Map(setVariants.filter((v) => v.abilities.length > 0).map((v) => [v.id, ruleCard(game, v)]));
  const module = keptActiveCards(ruleCards.size > 0 ? withRuleCards(baseModule) : baseModule);
  const defs = new Map([...definitions, ...ruleCards.values()].map((d) => [d.id, d]));
  const variantSpecs = knownVariants(baseModule, setVariants);
  // Definitions a god tool brought in live in the state; a game with none reads the shared map.
  const withTable = new WeakMap<object, ReadonlyMap<string, CardDefinition>>();
  const defsOf = (state: GameState): ReadonlyMap<string, CardDefinition> => {
    const extra = state.tableDefinitions;
    if (extra === undefined) return defs;
    let merged = withTable.get(extra);
    if (!merged) {
      merged = new Map([...defs, ...Object.entries(extra)]);
      withTable.set(extra, merged);
    }
    return merged;
  };
  /**
   * Every copy of every definition, in order: the cards of a game whose config names none. Listed
   * once per game and frozen, and handed to every setup as it is (no copy per create): the same
   * list each time lets a module keep what it works out from it (the factions of Smash Up's sets,
   * the decks Four Souls' cards start in) with `keptPerCardList` (engine/core/card-lists.ts).
   */
  let copies: readonly CardDefinition[] | null = null;
  function everyCopy(): readonly CardDefinition[] {
    if (copies !== null) return copies;
    const list: CardDefinition[] = [];
    for (const d of definitions) {
      const count = Math.max(0, Math.trunc(Number(d.copies)) || 0); // as Array.from({ length }) reads it
      for (let copy = 0; copy < count; copy += 1) list.push(d);
    }
    copies = Object.freeze(list);
    return copies;
  }
  // Every field a ctx may be given is in the literal, so that every ctx has one shape: fields
  // added later (the active cards, the listed moves, the arrangement) made up to six, and the
  // engine reads `ctx.state` and `ctx.game` everywhere.
  const ctxOf = (state: GameState, events: GameEvent[] = []): Ctx => ({ state, game: module, defs: defsOf(state), events, memo: null, active: undefined, listed: undefined, arrange: undefined });

  /** Lays out the switched-on variants' rule cards and starts their `play` rules, in the order asked. */
  function putRulesInForce(ctx: Ctx): void {
    const { state } = ctx;
    if (ruleCards.size === 0) return; // (no variant of the game's sets has rules of its own)
    const on = Object.keys(state.variants).flatMap((id) => (ruleCards.has(id) ? [ruleCards.get(id)!] : []));
    if (on.length === 0) return;
    const zone = { id: RULES_ZONE, type: RULES_ZONE, owner: null, cards: [] as CardRef[] };
    state.zones[RULES_ZONE] = zone;
    const starts: { card: CardRef; effect: Effect }[] = [];
    for (const def of on) {
      const id = addCard(state, def.id, null, RULES_ZONE, true);
      zone.cards.push(id);
      for (const ability of def.abilities) if (ability.kind === 'play') starts.push({ card: id, effect: withTargets(ability.targets, ability.effect) });
    }
    // Frames run last pushed first: push in reverse so the rules resolve in the order written.
    for (const { card, effect } of starts.reverse()) startEffect(ctx, effect, scopeFor(ctx, card));
  }

  function create(config: GameConfig) {
    const problem = configProblem(config);
    if (problem) return configError(problem);
    // The count is checked before any seat is made: a billion seats would exhaust the memory.
    const count = typeof config.seats === 'number' ? config.seats : config.seats.length;
    const { min, max } = module.vocabulary.players;
    if (count < min || count > max) return configError(`${module.vocabulary.name} takes ${min === max ? `exactly ${min}` : `${min} to ${max}`} players, not ${count}`);
    let seatConfigs: SeatConfig[];
    if (typeof config.seats === 'number') {
      seatConfigs = [];
      for (let i = 0; i < count; i += 1) seatConfigs.push({});
    } else seatConfigs = config.seats;
    const variants = resolveVariants(variantSpecs, config.variants);
    if (typeof variants === 'string') return configError(variants);
    const options: Record<string, boolean> = {};
    for (const option of module.vocabulary.ruleOptions) options[option.id] = config.options?.[option.id] ?? option.default;
    for (const name of Object.keys(config.options ?? {})) {
      if (!module.vocabulary.ruleOptions.some((o) => o.id === name)) return configError(`unknown rule option "${name}"`);
    }
    let cards: readonly CardDefinition[];
    if (config.cards) {
      const named: CardDefinition[] = [];
      for (const id of config.cards) {
        const found = defs.get(id);
        if (!found) return { ok: false as const, error: { code: 'unknown-card' as const, message: `no card with id "${id}"` } };
        named.push(found);
      }
      cards = named;
    } else cards = everyCopy();
    const ids = new Set<string>();
    const seats = seatConfigs.map((s, i) => {
      const id = s.id ?? `p${i + 1}`;
      return { id, name: s.name ?? `Player ${i + 1}`, out: false, resources: {} };
    });
    for (const s of seats) {
      if (ids.has(s.id)) return configError(`two seats are called "${s.id}"`);
      if (s.id === GOD_SEAT) return configError(`no seat may be called "${GOD_SEAT}": god tools act under that name`);
      ids.add(s.id);
    }
    let seatCards: Record<string, CardDefinition[]> | undefined;
    if (config.seatCards) {
      if (module.vocabulary.construction?.scope !== 'seat') return configError(`${module.vocabulary.name} deals every seat from the decks the table shares: give its cards as the table's, not a deck per seat`);
      seatCards = {};
      for (const [seat, list] of Object.entries(config.seatCards)) {
        if (!ids.has(seat)) return configError(`seatCards: no seat is called "${seat}" (the seats are ${[...ids].join(', ')})`);
        const deck: CardDefinition[] = [];
        for (const id of list) {
          const found = defs.get(id);
          if (!found) return { ok: false as const, error: { code: 'unknown-card' as const, message: `no card with id "${id}" (in the deck of ${seat})` } };
          deck.push(found);
        }
        seatCards[seat] = deck;
      }
    }
    if (config.seatElite) {
      for (const [seat, list] of Object.entries(config.seatElite)) {
        if (!ids.has(seat)) return configError(`seatElite: no seat is called "${seat}" (the seats are ${[...ids].join(', ')})`);
        const stray = list.find((id) => !seatCards?.[seat]?.some((d) => d.id === id));
        if (stray !== undefined) return configError(`seatElite: "${stray}" is not a card of the deck of ${seat}`);
      }
    }
    const state = newState({
      game: module.vocabulary.game,
      seed: config.seed,
      rng: seedRng(config.seed),
      variants,
      options,
      seats,
      turn: { number: 1, active: seats[0]!.id, phase: 'setup', step: 0 },
      forcedRolls: config.dice ? [...config.dice] : [],
    });
    if (module.cardFlags) state.flags.cardTurn = cardTurnFlags(module.cardFlags);
    if (config.autoPass === false) state.askEveryone = true;
    const ctx = ctxOf(state);
    if (config.arrange) ctx.arrange = { wanted: config.arrange, used: new Set(), problems: [] };
    // (The optional lists are set when given: a literal with spreads of maybe-empty objects
    // defines every field after the first spread the slow way.)
    const setupConfig: SetupConfig = { seed: config.seed, seats: seatConfigs, variants, options, cards };
    if (seatCards) setupConfig.seatCards = seatCards;
    if (config.seatElite) setupConfig.seatElite = config.seatElite;
    const refused = module.setup(ctx, setupConfig);
    if (refused) return { ok: false as const, error: refused };
    if (ctx.arrange) {
      for (const zone of Object.keys(ctx.arrange.wanted)) if (!ctx.arrange.used.has(zone)) ctx.arrange.problems.push(`arrange: ${zone} is not a deck ${module.vocabulary.name} shuffles at setup`);
      if (ctx.arrange.problems.length > 0) return configError(ctx.arrange.problems.join('; '));
      // (Cleared, not deleted: a deleted field would turn the ctx into a hash table for the rest of the call.)
      ctx.arrange = undefined;
    }
    putRulesInForce(ctx);
    state.counts.steps = 0;
    advance(ctx);
    return { ok: true as const, state, events: ctx.events };
  }

  function applyInPlace(state: GameState, action: Action, legal?: readonly Action[], listNext?: boolean) {
    if (!isState(state)) return noState;
    const ctx = ctxOf(state);
    let free = false;
    // An answer picked from this state's listed answers (a Match's pick) is legal as it stands,
    // and no god tool (those are never listed): nothing more to ask.
    if (legal === undefined || !isListedAnswer(state, action, legal)) {
      if (isGodAction(action)) return applyGod(ctx, action);
      let refused = refusal(ctx, action, legal);
      // A free move (a deal) is taken from any seat, beside the decision that waits.
      free = refused !== null && refused.code !== 'game-over' && isFreeAction(ctx, action);
      if (free) refused = null;
      if (refused) return { ok: false as const, error: refused };
    }
    state.counts.actions += 1;
    state.counts.steps = 0;
    if (free) applyFreeAction(ctx, action);
    else answer(ctx, action);
    // A move can change the table without starting any effect (a plain scrap): check it now.
    module.afterStep?.(ctx);
    if (state.counts.actions >= module.policy.caps.actions) end(ctx, [], `stopped: the action cap of ${module.policy.caps.actions} was reached`);
    advance(ctx);
    return answered(ctx, listNext === true);
  }

  /**
   * What a legal action answers: its events, and the next legal actions when asked for
   * (`listNext`, a Match that lists them at every position anyway: listed here, with this
   * call's ctx, instead of in a call of their own) or when the moves were listed on the way
   * (`Ctx.listed`).
   */
  function answered(ctx: Ctx, listNext: boolean): { ok: true; events: GameEvent[]; legal?: Action[] } {
    const prompt = ctx.state.prompt;
    if (listNext || (prompt !== null && ctx.listed !== undefined && ctx.listed.prompt === prompt)) return { ok: true as const, events: ctx.events, legal: legalAnswers(ctx) };
    return { ok: true as const, events: ctx.events };
  }

  /** A god tool: checked, applied, then the rules' checks and the game run on as after any action. */
  function applyGod(ctx: Ctx, action: Action) {
    const refused = godRefusal(ctx, action);
    if (refused) return { ok: false as const, error: refused };
    const { state } = ctx;
    state.counts.actions += 1;
    state.counts.steps = 0;
    applyGodAction(ctx, action);
    module.afterStep?.(ctx);
    advance(ctx);
    return { ok: true as const, events: ctx.events };
  }

  return {
    module,
    source: { module: baseModule, cards: definitions },
    defs,
    variants: setVariants,
    create,
    legalActions: (state) => legalAnswers(ctxOf(state)),
    freeActions: (state) => freeActions(ctxOf(state)),
    apply: (state, action) => {
      if (!isState(state)) return noState;
      const copy = cloneState(state);
      const applied = applyInPlace(copy, action);
      return applied.ok ? { ok: true, state: copy, events: applied.events } : applied;
    },
    applyInPlace,
    view: (state, seat) => viewOf(ctxOf(state), seat),
    ctx: (state) => ctxOf(state),
    godTools: (state) => godTools(ctxOf(state)),
  };
}

/** Whether `value` can be a state this engine made (an object with its flags and counts), as far as is cheap to tell. */
function isState(value: unknown): value is GameState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<GameState>;
  return typeof state.flags === 'object' && state.flags !== null && typeof state.counts === 'object' && state.counts !== null;
}

const noState = { ok: false as const, error: { code: 'illegal-action' as const, message: 'There is no game state to act on' } };

/** What one seat may see: hidden cards lose their identity; the generator is withheld. */
function viewOf(ctx: Ctx, seat: SeatId | null): GameState {
  const copy = cloneState(ctx.state);
  copy.rng = [0, 0, 0, 0];
  copy.forcedRolls = [];
  for (let n = FIRST_CARD; n < copy.cards.length; n += 1) {
    const card = copy.cards[n]!;
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

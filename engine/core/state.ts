// The game state: plain, serializable data, even while an effect is paused half-way for a
// decision. Flat tables (cards by id, zones as arrays of ids) keep copies and lookups cheap.
import type { Ability, CardDefinition, Condition, Duration, Effect, EventPattern, TargetSpec } from '../defs';
import type { RngState } from '../random/rng';

export type SeatId = string;
/** A card's number: its place in `state.cards`, given when it is made and never reused. */
export type CardRef = number;
/** What an effect binds by name or a prompt offers: a card (its number) or a player (their seat id). */
export type Subject = CardRef | SeatId;
export type ZoneId = string;

/** The zone where switched-on variants lie as cards nobody controls, their abilities at work. */
export const RULES_ZONE: ZoneId = 'rules';
/** The kind of the card that stands for a variant in the rules zone (no game's vocabulary uses it). */
export const RULE_CARD_KIND = 'rule';

export type Seat = {
  id: SeatId;
  name: string;
  /** Eliminated, or otherwise out of the game. */
  out: boolean;
  resources: Record<string, number>;
};

export type CardInstance = {
  id: CardRef;
  /** Definition id; hot reload swaps it and the instance keeps everything else. */
  def: string;
  owner: SeatId | null;
  controller: SeatId | null;
  zone: ZoneId;
  faceUp: boolean;
  exhausted: boolean;
  damage: number;
  counters: Record<string, number>;
};

/** An ordered zone: `cards[cards.length - 1]` is the top. */
export type Zone = { id: ZoneId; type: string; owner: SeatId | null; cards: CardRef[] };

/** What an effect knows while it resolves. */
export type Scope = {
  source: CardRef | null;
  controller: SeatId;
  /** Cards or players bound by name (chosen targets, for-each items). */
  bound: Record<string, Subject[]>;
  vars: Record<string, number>;
  event: GameEvent | null;
};

/** One effect being resolved: its program position and working memory. */
export type Frame = {
  effect: Effect;
  scope: Scope;
  pc: number;
  /** Resolver's own working data (JSON). */
  mem: Record<string, unknown>;
  /** The stack item this frame waits for (a roll put on the stack), until it resolves or leaves. */
  waiting?: string;
  /**
   * The frame waits until the stack is back down to this many items with no trigger waiting
   * to be stacked: what it put on the stack, and everything that answered it, has resolved.
   */
  until?: number;
};

export type StackItem = {
  id: string;
  /** What it is: a card being played, an ability, a game event (an attack), or a roll. */
  kind: 'card' | 'ability' | 'event' | 'roll';
  label: string;
  source: CardRef | null;
  controller: SeatId;
  effect: Effect;
  scope: Scope;
  /** Checked when the item starts to resolve; false means it fizzles. */
  check: Condition | null;
  /** Part of an attack under way (an attack roll, combat damage): stopping combat cancels it. */
  combat?: boolean;
  /** It resolves as if every number of its effect were doubled (the `double` effect; once only). */
  doubled?: boolean;
  /**
   * Its effect is resolving and waits for a roll it made, which lies above it (FS-ROLL-3): it
   * stays on the stack, where cards can target it, until its effect is done.
   */
  underway?: boolean;
};

export type GameEvent = { type: string; [field: string]: string | number | boolean | null };

export type PendingTrigger = {
  source: CardRef | null;
  controller: SeatId | null;
  label: string;
  effect: Effect;
  event: GameEvent;
  check: Condition | null;
  /** For once-per-turn abilities: the flag that records use. */
  onceFlag: string | null;
  optional: boolean;
  /**
   * The ability's targets, not yet chosen: where the game chooses targets as an ability is put
   * on the stack, its controller chooses them then; otherwise as it resolves.
   */
  targets?: TargetSpec[];
  /** Names the ability sees (a granted ability keeps those of the effect that gave it). */
  bound?: Record<string, Subject[]>;
  /** While simultaneous triggers are being ordered: placed yet, and where. */
  ordered?: boolean;
  rank?: number;
};

export type Modifier = {
  id: string;
  card: CardRef;
  stat: string;
  amount: number;
  source: CardRef | null;
  duration: Duration;
  /** Turn number when it was made (for "end of next turn"). */
  turn: number;
  /** For `start-of-your-turn`: the player whose next turn's start ends it. */
  seat?: SeatId;
  /**
   * True: the change sets the stat's starting value to `amount` instead of the printed one
   * (Smash Up's SU-X-CALC-2), before counters and other changes are added; the latest such
   * change of a card's stat wins.
   */
  set?: true;
};

/**
 * A card that is, for a while, a copy of another card: it has that card's definition (name,
 * kind, stats, tags, abilities) but keeps its own counters, damage, place and state. The latest
 * copy of a card wins; it ends with its duration or when the card leaves play.
 */
export type CopyEffect = { id: string; card: CardRef; def: string; source: CardRef | null; duration: Duration; turn: number; seat?: SeatId };

/** A rule number set or changed by an effect for a while (engine/core/rule-numbers.ts); `seats` null: every player. */
export type RuleChange = { id: string; rule: string; op: 'set' | 'add'; value: number; seats: SeatId[] | null; source: CardRef | null; duration: Duration; turn: number; seat?: SeatId };

/**
 * An ability a card has for a while (engine/core/grants.ts); its `you` is `controller`, the player
 * whose effect gave it, and it sees the names that effect had bound (`bound`: a choice, a target).
 */
export type Grant = { id: string; card: CardRef; ability: Ability; controller: SeatId; bound: Record<string, Subject[]>; source: CardRef | null; duration: Duration; turn: number };

/** An event of this turn kept for cards that look back on the turn, with the stack item (or action) that caused it. */
export type PastEvent = { event: GameEvent; cause: string };

/** `seat`, on a record lasting `start-of-your-turn`: the player whose next turn's start ends it. */
export type Shield = { id: string; target: Subject; amount: number | 'all'; duration: Duration; turn: number; seat?: SeatId };

export type DelayedTrigger = { id: string; on: EventPattern; effect: Effect; scope: Scope; duration: Duration; turn: number };

export type Die = {
  id: string;
  owner: SeatId;
  card: CardRef | null;
  /** `x`: the face is valued X, worth what its card says when counted (docs/rules/destiny.md A-15). */
  faces: { symbol: string; value: number; modifier: boolean; cost: number; x?: boolean }[];
  face: number;
  place: 'card' | 'pool' | 'removed';
};

/** The decision the engine waits for. Every answer is an Action of the same seat. */
export type Prompt =
  | { kind: 'main'; seat: SeatId; window: string }
  | { kind: 'priority'; seat: SeatId }
  | { kind: 'choose'; seat: SeatId; label: string; candidates: Subject[]; min: number; max: number; picked: Subject[] }
  | { kind: 'yes-no'; seat: SeatId; label: string }
  | { kind: 'mode'; seat: SeatId; label: string; modes: string[] }
  | { kind: 'order'; seat: SeatId; label: string; items: string[] };

export type GameResult = { winners: SeatId[]; reason: string };

export type GameState = {
  v: 1;
  game: string;
  seed: string;
  rng: RngState;
  variants: Record<string, Record<string, number | boolean | string>>;
  options: Record<string, boolean>;
  seats: Seat[];
  /** Every card of the game, by number: `cards[n].id === n`, from `FIRST_CARD` (place 0 holds null). */
  cards: CardInstance[];
  zones: Record<ZoneId, Zone>;
  turn: { number: number; active: SeatId; phase: string; step: number };
  stack: StackItem[];
  frames: Frame[];
  pending: PendingTrigger[];
  /** A batch of simultaneous triggers being put in order. */
  ordering: PendingTrigger[];
  /**
   * The stack items whose effects are resolving, innermost last, each with the number of frames
   * there were when it started: it has finished when the frames are back to that number. An
   * item resolves inside another when the other waits for a roll it put on the stack.
   */
  resolving: { item: StackItem; depth: number }[];
  /** Seats that passed priority in succession since the last action. */
  passes: number;
  priority: SeatId | null;
  prompt: Prompt | null;
  modifiers: Modifier[];
  shields: Shield[];
  delayed: DelayedTrigger[];
  /** Cards that are copies of others for now (absent until a card first becomes a copy). */
  copies?: CopyEffect[];
  /** Rule numbers changed by effects for a while (absent until an effect first changes one). */
  ruleChanges?: RuleChange[];
  /** Abilities cards have for a while (absent until an effect first gives one). */
  grants?: Grant[];
  /** This turn's events of the types some card looks back on (absent until one is kept). */
  history?: { turn: number; events: PastEvent[] };
  /**
   * Card definitions the table brought into the game during play (a god tool's card "straight
   * from the editor", engine/core/god.ts), by id; absent until one is. The game's own sets are
   * not in the state.
   */
  tableDefinitions?: Record<string, CardDefinition>;
  /** Every player is asked at every priority window, even one who can only pass (a scenario's `autoPass: false`). */
  askEveryone?: boolean;
  dice: Record<string, Die>;
  /** Most recent roll, for effects that read or change it. */
  lastRoll: { value: number; final: boolean; by: SeatId; item?: string } | null;
  /** Counters that reset at the end of each turn, and for the whole game. */
  flags: {
    turn: Record<string, number>;
    game: Record<string, number>;
    /**
     * This turn's flags about single cards, by name: the names a game declares
     * (`GameModule.cardFlags`), each a list of pairs, a card's number then its flag
     * (`cardTurn.lost: [12, 1]`), read and set in engine/core/card-flags.ts. A name joined with a
     * card (`lost:12`) would be looked up in the turn's table by a string made per card; a turn
     * flags a few cards at most, and a short list of numbers is found by a walk.
     */
    cardTurn: Record<string, number[]>;
  };
  /** Scripted results for the next rolls (scenarios, god tools): d6 values, custom die faces. */
  forcedRolls: number[];
  forcedFaces?: number[];
  result: GameResult | null;
  counts: { actions: number; steps: number; nextId: number };
};

/** Whether a subject (a bound name's item, a prompt's candidate) is a card rather than a player. */
export function isCard(subject: Subject | null | undefined): subject is CardRef {
  return typeof subject === 'number';
}

/** An event's field read as a subject: a card's number or a player's seat id, else null. */
export function subjectIn(value: GameEvent[string] | undefined): Subject | null {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The card a subject names, or undefined when it names a player or no card of this state. */
export function cardOf(state: GameState, subject: Subject | null | undefined): CardInstance | undefined {
  return typeof subject === 'number' ? state.cards[subject] : undefined;
}

/**
 * A card number read from outside the engine (an action's parameter, a saved file, a god tool):
 * a whole number that names a card of this state, or null.
 */
export function cardRefIn(state: GameState, value: unknown): CardRef | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= FIRST_CARD && value < state.cards.length ? value : null;
}

/**
 * Parameters whose numbers count something rather than name a card: a mode's or an ordered
 * item's index, a card's ability, cents, a die's value or one a god tool sets, a place in a zone,
 * a slot, an event's amount or total, a turn, damage, health, victory points.
 */
const COUNTING_PARAMS: ReadonlySet<string> = new Set(['index', 'ability', 'mode', 'cents', 'value', 'at', 'amount', 'count', 'total', 'slot', 'turn', 'number', 'damage', 'health', 'vp']);

/**
 * The card an action's, a prompt's or an event's parameter names: a number under a key that does
 * not count something, naming a card of this state; else null. The one rule the table, the
 * scenario words and the recorder read parameters by.
 */
export function cardParam(state: GameState, key: string, value: unknown): CardRef | null {
  return COUNTING_PARAMS.has(key) ? null : cardRefIn(state, value);
}

/**
 * Makes a new card, numbered next: its number is its place in `state.cards`. Numbers start at 1
 * (place 0 holds null), so that a card number is never falsy: `if (top)` and `source ?? …`
 * read alike for every card.
 */
export function addCard(state: GameState, def: string, owner: SeatId | null, zone: ZoneId, faceUp: boolean): CardRef {
  const cards = state.cards;
  if (cards.length === 0) cards.push(NO_CARD);
  const id = cards.length;
  // One literal with every field in the usual order (the fields a quick copy expects), made here
  // rather than copied from one the caller made: a game's setup makes a hundred at a time.
  cards.push({ id, def, owner, controller: owner, zone, faceUp, exhausted: false, damage: 0, counters: {} });
  return id;
}

/** The first card's number: `state.cards[0]` is never a card. */
export const FIRST_CARD = 1;
/** What place 0 of `state.cards` holds, as JSON writes and reads it back: null, typed as a card only so that the list keeps one type (a setup that fills the list itself pushes it first). */
export const NO_CARD = null as unknown as CardInstance;

/**
 * A new flags table. Flag names are made per seat ("extra-attack:p2") and, in some games, per
 * card ("dying:12"), so a table gets many different keys in no fixed order; a prototype-less
 * object is a hash table from the start and spares the engine a new object shape for every key
 * added. It is plain data still.
 */
export function flagTable(from?: Record<string, number>): Record<string, number> {
  const table = Object.create(null) as Record<string, number>;
  if (from) for (const key in from) table[key] = from[key]!;
  return table;
}

export function nextId(state: GameState, prefix: string): string {
  state.counts.nextId += 1;
  return `${prefix}${state.counts.nextId}`;
}

export function seatIndex(state: GameState, seat: SeatId): number {
  // (A loop, not findIndex with a closure: asked at every decision by the turn flows.)
  const seats = state.seats;
  for (let i = 0; i < seats.length; i += 1) if (seats[i]!.id === seat) return i;
  return -1;
}

/** The first seat after `from` still in the game, in turn order (`seatsFrom`'s second), or `from` when none is. */
export function nextLivingSeat(state: GameState, from: SeatId): SeatId {
  const seats = state.seats;
  const start = Math.max(0, seatIndex(state, from));
  for (let i = 0; i < seats.length; i += 1) {
    const seat = seats[(start + i) % seats.length]!;
    if (!seat.out && seat.id !== from) return seat.id;
  }
  return from;
}

/** Seats still in the game, in turn order starting from `from`. */
export function seatsFrom(state: GameState, from: SeatId): SeatId[] {
  const start = Math.max(0, seatIndex(state, from));
  const out: SeatId[] = [];
  for (let i = 0; i < state.seats.length; i += 1) {
    const seat = state.seats[(start + i) % state.seats.length]!;
    if (!seat.out) out.push(seat.id);
  }
  return out;
}

export function topOf(zone: Zone): CardRef | undefined {
  // Index -1 of an empty zone (an emptied pile, a monster slot) is V8's slow named lookup: ask the length first.
  const cards = zone.cards;
  return cards.length > 0 ? cards[cards.length - 1] : undefined;
}

/** What `newState` is given: the fields a new state begins with, and the forced rolls. */
export type NewStateFields = Pick<GameState, 'game' | 'seed' | 'rng' | 'variants' | 'options' | 'seats' | 'turn' | 'forcedRolls'>;

/**
 * A new game's state before its setup: the fields given, no cards and no zones, nothing under
 * way, no result, nothing counted. The parts under way are `nothingUnderWay`'s, written out in
 * this one literal: spreading them into it made every field after the spread be defined one by
 * one (about 150 ns of a game's setup). new-state.test.ts holds the two to the same fields in
 * the same order.
 */
export function newState(f: NewStateFields): GameState {
  return {
    v: 1,
    game: f.game,
    seed: f.seed,
    rng: f.rng,
    variants: f.variants,
    options: f.options,
    seats: f.seats,
    cards: [],
    zones: {},
    turn: f.turn,
    stack: [],
    frames: [],
    pending: [],
    ordering: [],
    resolving: [],
    passes: 0,
    priority: null,
    prompt: null,
    modifiers: [],
    shields: [],
    delayed: [],
    dice: {},
    lastRoll: null,
    flags: { turn: flagTable(), game: flagTable(), cardTurn: {} },
    forcedRolls: f.forcedRolls,
    result: null,
    counts: { actions: 0, steps: 0, nextId: 0 },
  };
}

/** The parts of a state that describe play under way, as they are when nothing is. */
export function nothingUnderWay() {
  return {
    stack: [] as StackItem[],
    frames: [] as Frame[],
    pending: [] as PendingTrigger[],
    ordering: [] as PendingTrigger[],
    resolving: [] as GameState['resolving'],
    passes: 0,
    priority: null as SeatId | null,
    prompt: null as Prompt | null,
    modifiers: [] as Modifier[],
    shields: [] as Shield[],
    delayed: [] as DelayedTrigger[],
    dice: {} as Record<string, Die>,
    lastRoll: null as GameState['lastRoll'],
    flags: { turn: flagTable(), game: flagTable(), cardTurn: {} } as GameState['flags'],
  } satisfies Partial<GameState>;
}

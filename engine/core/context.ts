// What rules code and resolvers work with: the state, the game module and the card
// definitions. A game module is a config object: vocabulary, policies and rule functions.
import type { CardDefinition, Condition, Effect, Vocabulary } from '../defs';
import type { CardRef, Frame, GameEvent, GameState, Prompt, Scope, SeatId, StackItem, Subject, Zone } from './state';

/** Everything a player does: main moves and answers to prompts. Always names its seat. */
export type Action = { seat: SeatId; kind: string; [param: string]: string | number | boolean | undefined };

export type EngineErrorCode =
  | 'game-over'
  | 'not-your-turn' // the action's seat is not the one the engine waits for
  | 'illegal-action' // not among the legal answers to the current prompt
  | 'bad-config'
  | 'unknown-card';

export type EngineError = { code: EngineErrorCode; message: string };

/** How simultaneous triggers are ordered (kernel-notes §3). */
export type TriggerOrder = {
  /** Where triggers controlled by no player (monster cards) go. */
  neutral: 'resolve-first' | 'resolve-last';
  /** Whether a player with several simultaneous triggers chooses their order. */
  ownerOrders: boolean;
  /**
   * Players' triggers resolve in turn order from the active player (`active-first`, the
   * default), or are stacked in that order so the active player's resolve after the others'
   * (`active-last`, Four Souls).
   */
  players?: 'active-first' | 'active-last';
  /** True: the active player chooses the order of several triggers nobody controls (Four Souls' monsters). */
  activeOrdersNeutral?: boolean;
};

export type GamePolicy = {
  /** `immediate`: the top of the stack resolves at once; `priority`: players pass priority first. */
  stack: 'immediate' | 'priority';
  /** When ability targets are chosen. */
  targets: 'when-put-on-stack' | 'when-resolving';
  triggerOrder: TriggerOrder;
  /** Pass automatically for a seat whose only legal answer is "pass". */
  autoPass: boolean;
  /**
   * `immediate` (the default): a roll's result is used at once. `on-stack`: the roll goes on
   * the stack above the effect that made it, players may answer it (reroll, change it), and
   * the effect goes on with the result the roll has when it resolves (Four Souls).
   */
  rolls?: 'immediate' | 'on-stack';
  /** True: the first damage that meets a target's prevention uses all of it up, however small (Four Souls). */
  shieldsSpentWhole?: boolean;
  /** True: a trigger's "if" condition is checked again as it starts to resolve, and it fizzles when false (Four Souls). */
  recheckTriggerConditions?: boolean;
  caps: { actions: number; turns: number; stepsPerAction: number; depth: number };
};

export type SeatConfig = { id?: SeatId; name?: string };

export type SetupConfig = {
  seed: string;
  seats: SeatConfig[];
  variants: Record<string, Record<string, number | boolean | string>>;
  options: Record<string, boolean>;
  /** The cards of the game (each entry once per copy). */
  cards: readonly CardDefinition[];
  /**
   * Each seat's own deck (each entry once per copy), for a game whose players bring their own
   * (its construction's scope is `seat`); absent when the table gave none.
   */
  seatCards?: Record<SeatId, CardDefinition[]>;
  /** The card definition ids of each seat's deck bought elite; a seat without a list: the game decides. */
  seatElite?: Record<SeatId, string[]>;
};

export type GameVerb = (ctx: Ctx, frame: Frame, args: Record<string, unknown>) => StepResult;

export type GameModule = {
  vocabulary: Vocabulary;
  policy: GamePolicy;
  /** Zone types the core verbs use by default. */
  places: { draw: string; hand: string; discard: string; destroyed: string };
  /** Builds zones and deals the cards; `ctx.state` has seats, flags and the generator ready. */
  setup: (ctx: Ctx, config: SetupConfig) => EngineError | null;
  /** Called when nothing is pending: moves the turn structure on (raises a prompt or starts effects). */
  flow: (ctx: Ctx) => void;
  /** The moves a seat may make in a main or priority window. */
  moves: (ctx: Ctx, prompt: Extract<Prompt, { kind: 'main' | 'priority' }>) => Action[];
  /** Carries out one of those moves (already checked to be legal). */
  applyMove: (ctx: Ctx, action: Action) => void;
  /** Cards whose abilities currently apply (the top of each stak, items in play…). */
  activeCards: (ctx: Ctx) => readonly CardRef[];
  /** Whether a card counts as "in play" (for durations tied to a source). */
  inPlay: (ctx: Ctx, card: CardRef) => boolean;
  /** State checks made after every step (a stak's top is always face up). */
  afterStep?: (ctx: Ctx) => void;
  /** State checks made when nothing is pending (elimination, winning). */
  settle?: (ctx: Ctx) => void;
  verbs: Record<string, GameVerb>;
  /**
   * The names of the turn flags the game keeps about single cards (`GameState['flags']['cardTurn']`,
   * read and set with `cardTurnFlag`/`setCardTurnFlag`): a layout's `lost:12` sets card 12's
   * `lost`, and a recorded layout writes them so. None when absent.
   */
  cardFlags?: readonly string[];
  /** Whether `viewer` may see the face of `card` (null viewer: a spectator). */
  canSee: (ctx: Ctx, card: CardRef, viewer: SeatId | null) => boolean;
  /** The card that takes damage dealt to a player (a character), if the game has one. */
  playerBody?: (ctx: Ctx, seat: SeatId) => CardRef | null;
  /**
   * Whether a card may come into a zone at all; false: the move does nothing to that card, which
   * stays where it is (Destiny: no player holds a card the opponent owns in hand or deck,
   * SWD-X-ZONE-1). Asked where effects move cards (engine/effects/decks.ts, `destinationOf`), not
   * of the rules' own moves or the table's god tools. Every move may when absent.
   */
  mayEnter?: (ctx: Ctx, card: CardRef, to: Zone) => boolean;
  /** Refills an empty deck (reshuffling a discard pile); false if it stays empty. */
  refill?: (ctx: Ctx, zone: string) => boolean;
  /** After a stack item resolved or fizzled (a played card goes to its discard pile). */
  afterResolve?: (ctx: Ctx, item: StackItem) => void;
  /** A condition a source's stack items must still meet when they start to resolve. */
  stackCheck?: (ctx: Ctx, source: CardRef) => Condition | null;
  /** Puts a cancelled stack item where it belongs (a card to its discard pile). */
  onCancelled?: (ctx: Ctx, item: StackItem) => void;
  /** Whether a stack item can be cancelled at all (false: a cancel aimed at it does nothing). */
  cancellable?: (ctx: Ctx, item: StackItem) => boolean;
  /** The cards of a zone that card effects can select (a monster covered in its slot is out of reach); all of them when absent. */
  selectable?: (ctx: Ctx, zone: Zone) => readonly CardRef[];
  /**
   * Checks made before anyone gets priority, once the triggers are stacked (a death at 0 HP
   * goes on the stack above the damage's triggers). True when it changed anything. Not asked
   * again between passes made for players with nothing to do that set nothing off: such a pass
   * changes only who holds priority and how many have passed, which these checks do not read.
   */
  beforePriority?: (ctx: Ctx) => boolean;
  /** A roll was put on the stack: the game may stack its "+X to rolls" above it. */
  rollStacked?: (ctx: Ctx, item: StackItem) => void;
  /**
   * A seat's resource is about to change by `amount` (it has `before`): the change to make
   * instead (a bank that runs dry, a replacement on gains). Never below what the seat has.
   */
  resourceChange?: (ctx: Ctx, seat: SeatId, resource: string, amount: number, before: number) => number;
  /** Destroys a card the game's own way (a monster killed, an eternal item spared); true when handled. */
  destroy?: (ctx: Ctx, card: Subject) => boolean;
  /**
   * Deals damage the game's own way, replacing the generic prevention shields (Destiny: shields
   * are counters on the character, damage past its health is ignored, it is defeated at once);
   * returns the damage taken. When absent, the generic way.
   */
  dealDamage?: (ctx: Ctx, target: Subject, amount: number, source: CardRef | null) => number;
  /** Whether damage to a card or player is ignored (a player already dead this turn). */
  immune?: (ctx: Ctx, target: Subject) => boolean;
  /** Whether a card is in one of the states the vocabulary names (a monster being attacked); false when absent. */
  cardState?: (ctx: Ctx, card: CardRef, state: string) => boolean;
  /** Whether a card has a tag now, for `has #tag` (Destiny: keywords gained or lost in play); its printed tags when absent. */
  hasTag?: (ctx: Ctx, card: CardRef, tag: string) => boolean;
  /** A number the game counts for a player, read as the player's stat (Four Souls: the souls they own); 0 when absent. */
  playerStat?: (ctx: Ctx, seat: SeatId, stat: string) => number;
  /**
   * Where cards in play lie, for games whose table has places with their own cards (Smash Up's
   * bases): the `same-place` condition and the `total-here` expression (docs/dsl.md, "Here").
   * When absent, every card lies at no place, so nothing is "here" and every total here is 0.
   */
  here?: PlacesHook;
  /**
   * Whether `card` escapes a change a kernel effect would make to it, made by an effect of
   * `by`: a stat changed (`modify-stat`), counters put on or taken off. Asked before each
   * change, card by card, so the others named still take it; true leaves the card as it is.
   * The game's protections (Smash Up: a card that cannot be affected, SU-POW-6). When absent,
   * nothing escapes.
   */
  protects?: (ctx: Ctx, card: CardRef, change: CardChange, by: SeatId) => boolean;
  /**
   * The active cards whose abilities some players alone ignore (Smash Up: a base one player's
   * action has them ignore, SU-X-CLAR-9), with those players. For them the card's abilities are
   * absent: its static abilities neither change nor forbid anything of the cards they control nor
   * change their rule numbers, and its triggers are not set off by what they or their cards do.
   * Asked once per stat read, prohibition check, rule number and event: return null at once
   * when nobody ignores anything. Absent: nobody
   * ignores a card alone (a card every player ignores is simply not among the active cards).
   */
  ignoredBy?: (ctx: Ctx) => IgnoredSources | null;
  /**
   * Protection from static abilities, as `protects` is from effects: the question whether a card
   * takes nothing from one static ability (Smash Up: a protected minion and another player's
   * ongoing "+1 power", SU-X-TERM-9; a minion whose power cannot be directly increased and any
   * "+N power", SU-X-TERM-14). Asked once per stat read: return null at once when no card can
   * be protected now. Absent: static abilities reach every card they name.
   */
  staticShield?: (ctx: Ctx) => StaticShield | null;
  /** Whether a player is alive now (Four Souls: not dead this turn); when absent, every player still in the game is. */
  alive?: (ctx: Ctx, seat: SeatId) => boolean;
  /**
   * Moves a seat may make off the stack whenever a player could act (a main or priority
   * decision is waiting), whoever is asked: Four Souls' deals. Applied with `applyMove`; they
   * leave the decision where it was. None when absent.
   */
  freeMoves?: (ctx: Ctx, seat: SeatId) => Action[];
  /** What the bank holds of a resource, for games that have one (Four Souls' cents); null when the resource has none. */
  bank?: (ctx: Ctx, resource: string) => number | null;
  /**
   * The turn's phases in order, as `state.turn.phase` names them: where a god tool may make play
   * resume (`god-phase`: the phase is set and `flow` carries on from its start). None when absent.
   */
  phases?: readonly string[];
  /** The stat of `playerBody` that is a player's health (Four Souls: `hp`), for the god tool that sets health. */
  healthStat?: string;
  /**
   * The table was changed from outside the rules (a god tool, new card definitions): the module
   * re-derives what it keeps about the table in the state (Four Souls: the bank, an attack whose
   * stack items were dropped, health maxima).
   */
  tableEdited?: (ctx: Ctx) => void;
};

export type Ctx = {
  state: GameState;
  game: GameModule;
  defs: ReadonlyMap<string, CardDefinition>;
  /** Events that happened during the current action, in order. */
  events: GameEvent[];
  /**
   * The game module's working memory for this call (what its checks have read so far): it
   * lives as long as the ctx and is never part of the state.
   */
  memo: unknown;
  /**
   * The module's active cards as last listed in this call, with the table version they were
   * listed at: asked again and again while nothing moves (each event, each stat), they are
   * listed once per change of the table, for every game (see `keptActiveCards`).
   */
  active?: { version: number; cards: readonly CardRef[] };
  /**
   * The moves listed for the prompt the game raised last in this call (`listMoves`), to see
   * whether a seat had anything to do: the legal answers this call hands back are made from
   * them instead of listing them again. Valid while `state.prompt` is that very prompt, since
   * nothing changes the state once a prompt is raised until the call returns.
   */
  listed?: { prompt: Prompt; moves: Action[] };
  /**
   * Only while a game is set up: cards asked for on top of named decks (a scenario's or a test
   * game's `arrange`), which `shuffleDeck` honours after shuffling.
   */
  arrange?: DeckArrangement;
};

/** `wanted` maps a deck's zone id to card names or ids, top first. */
export type DeckArrangement = { wanted: Record<string, string[]>; used: Set<string>; problems: string[] };

/** By card: the players for whom that card's abilities are absent (GameModule.ignoredBy). */
export type IgnoredSources = ReadonlyMap<CardRef, ReadonlySet<SeatId>>;

/** Whether `card` takes nothing from a static ability of `source` changing its `stat` by `amount` (GameModule.staticShield); one function made once, not a closure per stat read. */
export type StaticShield = (ctx: Ctx, source: CardRef, card: CardRef, stat: string, amount: number) => boolean;

/** A change a kernel effect makes to one card, as GameModule.protects is asked about it (`amount` signed: a loss is below 0). */
export type CardChange = { kind: 'stat'; stat: string; amount: number } | { kind: 'counter'; counter: string; amount: number };

/** What a resolver step asks of the machine. */
export type StepResult =
  | { done: true }
  | { push: Frame }
  | { prompt: Prompt }
  /** The frame waits for the stack item named in its `waiting` (the machine resolves the stack meanwhile). */
  | { wait: true };

export const DONE: StepResult = { done: true };
export const WAIT: StepResult = { wait: true };

/** A step result that resolves `effect` inside the current one, with its own program position. */
export function child(effect: Effect, scope: Scope): StepResult {
  return { push: newFrame(effect, scope) };
}

/**
 * A new frame, its waits written out as undefined (a state's JSON has no such fields): frames
 * that came to wait were given the field later, in either order, which made five shapes of
 * frame, and the machine and the resolvers read every frame's fields.
 */
export function newFrame(effect: Effect, scope: Scope): Frame {
  return { effect, scope, pc: 0, mem: {}, waiting: undefined, until: undefined };
}

/** The answer to the prompt a frame raised, taken once (the machine leaves it in `mem`). */
export function takeAnswer(frame: Frame): Action | undefined {
  const answer = frame.mem.answer as Action | undefined;
  // Cleared rather than deleted: a deleted key would turn the object into a slower hash table.
  // (An undefined field is not part of the JSON.)
  if (answer !== undefined) frame.mem.answer = undefined;
  return answer;
}

/** What a pick answer picked: a card's number or a player's seat id (a prompt's candidate), else null. */
export function pickOf(answer: Action | undefined): Subject | null {
  if (answer?.kind !== 'pick') return null;
  const id = answer.id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/** The card a pick answer picked, or null (no pick, or a player picked). */
export function pickedCard(answer: Action | undefined): CardRef | null {
  const picked = pickOf(answer);
  return typeof picked === 'number' ? picked : null;
}

/**
 * The game's answers about places (GameModule.here). `placeOf`: the place a card lies at,
 * numbered from 1, or 0 for none (a card in a hand or a deck). `totalAt`: a player's total at a
 * place as the game counts it (Smash Up: their power on the base, as scoring counts it).
 */
export type PlacesHook = {
  placeOf: (ctx: Ctx, card: CardRef) => number;
  totalAt: (ctx: Ctx, seat: SeatId, place: number) => number;
};

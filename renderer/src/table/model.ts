// What the table's engine worker and the page say to each other: plain data only (it crosses a
// postMessage). The worker holds the game; the page draws the snapshots it is sent and asks for
// changes by action.
import type { CardFace } from '../../../card-dsl/service/faces';
import type { Action } from '../../../engine/core/context';
import type { CardRef, Subject } from '../../../engine/core/state';
import type { CardDefinition, VariantDefinition } from '../../../engine/defs';
import type { SimDecks } from '../../../engine/sim';
import type { CardMark, TableLayout } from '../../../engine/defs/table-layout';
import type { SlotsView } from '../../../engine/table/slots';
import type { DiceView } from '../../../engine/table/dice';

export type { Action, CardRef, Subject };

/**
 * What the table can point at: a card (its number), a seat (its id), or a die of a pool (its
 * id, `die-3`). Cards are numbers, the others strings, so one map can hold them all.
 */
export type TableThing = CardRef | string;

/** Who plays a seat: the person at the table (hot seat), or one of the game's bots by name. */
export type SeatPlayer = { kind: 'you' } | { kind: 'bot'; bot: string };

/** A set the table can play with: bundled with the studio or written in the workspace. */
export type SetChoice = {
  /** `<game>/<set>` */
  id: string;
  game: string;
  name: string;
  source: 'bundled' | 'workspace';
  cards: number;
  /** Variants the set declares (their rules travel with it). */
  variants: VariantChoice[];
  /** Cards (and variants) of a workspace set that do not compile now: the table keeps their last good definition. */
  broken: BrokenDefinition[];
};

export type BrokenDefinition = { name: string; what: 'card' | 'variant'; problems: string[] };

export type VariantParam = { name: string; type: 'int' | 'bool' | 'choice' | 'word'; default: number | boolean | string; min?: number; max?: number; choices?: string[]; doc: string };
export type VariantChoice = { id: string; name: string; doc: string; params: VariantParam[]; from: 'rules' | 'set' };

export type GameChoice = {
  id: string;
  name: string;
  players: { min: number; max: number };
  /** The bots that can play it (`random` always). */
  bots: string[];
  /** Variants the game's rules know; those of sets come with the sets. */
  variants: VariantChoice[];
  options: { id: string; doc: string; default: boolean }[];
  /**
   * Where a deck list goes at this game's table: `table`, one deck the seats share (Stak Bots'
   * supply, Four Souls' decks), or `seat`, each player bringing their own; null: the game has no
   * construction rules, so no deck can be chosen.
   */
  deckScope: 'table' | 'seat' | null;
  /** Sets each player's deck is made of, where a deck is whole sets (Smash Up: two factions); null otherwise. */
  setsPerSeat: number | null;
};

export type Catalog = { games: GameChoice[]; sets: SetChoice[] };

/** A workspace set as the language worker compiles it for the table. */
export type WorkspaceSet = {
  id: string;
  game: string;
  name: string;
  folder: string;
  cards: CardDefinition[];
  variants: VariantDefinition[];
  broken: BrokenDefinition[];
};

export type TableConfig = {
  game: string;
  sets: string[];
  variants: Record<string, Record<string, number | boolean | string>>;
  options: Record<string, boolean>;
  seats: SeatPlayer[];
  seed: string;
  /**
   * Saved decks of the workspace dealt instead of the game's default composition, by place
   * (`table`, or a seat's id where each player brings a deck). `playAnyway`: the designer chose
   * to play a deck that breaks construction rules.
   */
  decks?: Record<string, DeckPick>;
};

export type DeckPick = { path: string; playAnyway: boolean };

/** A deck file's text as the page read it, for the engine to check and deal. */
export type DeckText = { place: string; path: string; text: string };

/** A construction rule a deck breaks, located and worded ("supply[2]: \"Bolt Pup\" has 5 copies; at most 4…"). */
export type DeckViolationSnap = { rule: string; where: string; message: string };

/** A deck checked for a table: its name, what it breaks, and whether anything of it cannot be dealt at all. */
export type DeckReport =
  | { place: string; path: string; ok: true; name: string; cards: number; violations: DeckViolationSnap[]; unplayable: boolean; sets: string[] }
  | { place: string; path: string; ok: false; problems: string[] };

/** Which cards the table shows face up: every hand, or only what the seat in control may see. */
export type HiddenInfo = 'all' | 'seat';

export type CardSnap = {
  /** The card's number in the game (`state.cards`). */
  id: CardRef;
  /** The definition it is drawn from; null when the viewer may not see it (drawn face down). */
  def: string | null;
  exhausted: boolean;
  damage: number;
  counters: Record<string, number>;
  /** Stats whose current value differs from the printed one. */
  changed: Record<string, number>;
  owner: string | null;
  /** States the game names that the card is in now (`being attacked`). */
  states: string[];
};

/**
 * A zone as the table draws it. A zone drawn as a pile (a deck, a discard) carries only its top
 * card: a Four Souls table has hundreds of cards in piles, and the page never draws them.
 */
export type ZoneSnap = { id: string; type: string; owner: string | null; count: number; cards: CardRef[] };

/** `max`: the badge is a track out of it (victory points out of those that win). */
export type BadgeSnap = { label: string; value: string; icon: 'coin' | 'heart' | 'soul' | 'card' | 'none'; max?: number };

/** The dice pools and dice on cards, made by engine/table/dice.ts. */
export type { DiceView as DiceSnap, DiceGroup as DiceGroupSnap, DieView as DieSnap } from '../../../engine/table/dice';

/** The layout's slots (Smash Up's bases with what is on them), made by engine/table/slots.ts. */
export type { SlotsView as SlotsSnap, SlotView as SlotSnap, SlotSeat as SlotSeatSnap, PlacedCard as PlacedSnap } from '../../../engine/table/slots';

export type SeatSnap = {
  id: string;
  name: string;
  out: boolean;
  player: SeatPlayer;
  badges: BadgeSnap[];
  /** The engine waits for this seat. */
  toAct: boolean;
  active: boolean;
};

export type StackItemSnap = {
  id: string;
  kind: 'card' | 'ability' | 'event' | 'roll';
  /** The item in words, with its source, controller and targets ("Bomb! (p1), targeting Pooter"). */
  text: string;
  source: CardRef | null;
  sourceName: string | null;
  controller: string;
  /** Cards and players the item names (its targets), in words and by number or seat id. */
  targets: { id: Subject; text: string }[];
};

/** One legal action, with its words and the cards or seats it is about (where the table offers it). */
export type LegalSnap = {
  /** Index in the list the worker holds; the page acts by it. */
  index: number;
  text: string;
  seat: string;
  kind: string;
  /** The card, seat or die the action is done with or to, first: clicking it does the action. */
  subjects: TableThing[];
};

export type PromptSnap = {
  seat: string;
  kind: 'main' | 'priority' | 'choose' | 'yes-no' | 'mode' | 'order';
  /** The decision in words: "p1: choose a target for Bomb! (2 more may be picked)". */
  text: string;
  /** Cards (by number) or seats it offers to pick (highlighted on the table). */
  candidates: Subject[];
  picked: Subject[];
};

export type LogEntry = {
  /** 0-based index of the action in the line; -1 for the setup. */
  index: number;
  turn: number;
  active: string;
  /** The action in words ("p1 play Tiny"), or "Setup". */
  text: string;
  seat: string | null;
  bot: boolean;
  god: boolean;
  events: string[];
};

/** A line of play: the one being played, or one left when acting from an earlier point. */
export type LineSnap = { id: number; name: string; length: number; forkOf: number | null; forkAt: number };

export type ResultSnap = { winners: string[]; reason: string; text: string };

export type TableSnapshot = {
  /** Increases with every snapshot of one table. */
  serial: number;
  tableId: number;
  game: string;
  gameName: string;
  seed: string;
  seats: SeatSnap[];
  /** The cards the table draws (those of the zones shown, and any an action or the prompt names), by number. */
  cards: Record<CardRef, CardSnap>;
  zones: ZoneSnap[];
  middleBadges: BadgeSnap[];
  /** The layout's slots, when it has some. */
  slots: SlotsView | null;
  /** Each seat's dice pool and the dice resting on cards, when the layout shows dice. */
  dice: DiceView | null;
  /** The card each card of a zone the layout draws `attached` is on. */
  attachedTo: Record<CardRef, CardRef>;
  /** The seat controlling each card of a zone the layout draws with its `controller`. */
  controllers: Record<CardRef, string>;
  /** What the game says of some cards now (Destiny's battlefield claimed this round), by card. */
  marks: Record<CardRef, CardMark[]>;
  turn: { number: number; active: string; phase: string; step: number };
  priority: string | null;
  prompt: PromptSnap | null;
  stack: StackItemSnap[];
  legal: LegalSnap[];
  /** Moves off the stack any seat may make now (Four Souls' deals), by index in that list. */
  free: LegalSnap[];
  /** The seat the engine waits for, and whether a bot plays it. */
  waiting: { seat: string; bot: boolean } | null;
  /** The seat whose eyes the table shows with `hidden: 'seat'` (null: every hand is shown). */
  viewer: string | null;
  hidden: HiddenInfo;
  result: ResultSnap | null;
  position: number;
  length: number;
  /** The log from `from` on (entries before it are unchanged since the last snapshot). */
  log: { from: number; entries: LogEntry[] };
  lines: LineSnap[];
  line: number;
  /** Definitions the table keeps from before because the current text does not compile. */
  stale: BrokenDefinition[];
  notice: string | null;
  /** Faces of definitions that are new or changed since the last snapshot (a hot reload, a card put from the editor). */
  faces: Record<string, CardFace> | null;
  /** God actions played on this line so far (the table is marked while there are any). */
  godSteps: number;
  /** Milliseconds the engine spent on the request this snapshot answers (the benchmark reads it). */
  engineMs: number;
};

/** What starting a table answers: the snapshot, and what drawing it needs once. */
export type TableStart = {
  snapshot: TableSnapshot;
  layout: TableLayout;
  faces: Record<string, CardFace>;
  config: TableConfig;
};

/** What the god tools may name now, in words for the page's menus. */
export type GodMenu = {
  tools: { kind: string; unavailable: string | null }[];
  /** Every zone, as "p1 hand" or "supply", with how many cards it holds. */
  zones: { id: string; label: string; count: number; owner: string | null }[];
  /** Cards that can be put on the table: every definition of the game's sets, then other sets of the game (put "from the editor"). */
  definitions: { id: string; name: string; set: string; inGame: boolean }[];
  stats: string[];
  counters: string[];
  resources: string[];
  players: { id: string; name: string }[];
  phases: string[];
  /** The d6 results forced for the next rolls. */
  forcedRolls: number[];
};

/** The page's notion of a refused request: a sentence to show. */
export type Refusal = { ok: false; message: string; /** Where in a file each problem is (a saved table that cannot be read). */ problems?: { path: string; message: string }[] };
export type Answer<T> = { ok: true; value: T } | Refusal;

/** More about one card, for the zoomed view. */
export type CardDetail = {
  id: CardRef;
  def: string | null;
  name: string;
  zone: string;
  stats: { name: string; printed: number; now: number }[];
  counters: Record<string, number>;
  damage: number;
  exhausted: boolean;
  states: string[];
  /** The rules text with the game's verbs explained (the hover's). */
  rulesText: string;
};

/** What a simulation plays, from the table's catalog: the definitions of its sets and what its saved decks deal. */
export type SimulationSource = {
  cards: CardDefinition[];
  variants: VariantDefinition[];
  /** The sets played: those chosen, and those the decks draw on. */
  sets: string[];
  decks?: SimDecks;
};

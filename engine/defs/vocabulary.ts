// A game's vocabulary: the words the card language checks cards against and the engine
// builds games from. Plain data, so tools can read it without running any rules.
import type { Construction, ConstructionChange } from './construction';

export type StatSpec = { name: string; doc: string; min?: number; max?: number; required?: boolean };
export type CardKindSpec = {
  name: string;
  doc: string;
  stats: StatSpec[];
  abilityWords: string[];
  /** Cards of this kind belong to no player in play (a Four Souls monster): `when you …` never sees them. */
  neutral?: boolean;
};
export type ZoneSpec = {
  name: string;
  doc: string;
  /** One per seat, or one shared by all. */
  scope: 'seat' | 'shared';
  /** Who may see the cards: everyone, the owner only, nobody (a face-down deck). */
  visibility: 'public' | 'owner' | 'hidden';
  ordered: boolean;
};
export type ArgType = 'number' | 'word' | 'selector' | 'expr' | 'effect' | 'boolean';
export type VerbSpec = { name: string; doc: string; args: Record<string, ArgType> };
export type EventSpec = {
  name: string;
  doc: string;
  fields: Record<string, 'card' | 'player' | 'number' | 'word'>;
  /**
   * Who the event is about, as a trigger's subject is matched (`when this …`, `when you …`, `when an
   * opponent's …` look at the event's card, else its player): card kinds, `card` for any kind,
   * `player` for a player with no card. The checker reports a subject that can never match.
   */
  about?: string[];
  /** The event is reported before it happens, so a replacement (`each time … would …`) can change it. */
  replaceable?: boolean;
};
export type ParamSpec =
  | { type: 'int'; default: number; min: number; max: number; doc: string }
  | { type: 'bool'; default: boolean; doc: string }
  | { type: 'choice'; default: string; choices: string[]; doc: string };
export type VariantSpec = {
  id: string;
  name: string;
  doc: string;
  params: Record<string, ParamSpec>;
  /** Rule numbers the variant sets from its parameters: rule number -> parameter (Stak depth sets the stak size). */
  sets?: Record<string, string>;
  /** Construction rules the variant adds or replaces while it is chosen. */
  construction?: ConstructionChange[];
};
export type RuleOptionSpec = { id: string; doc: string; default: boolean };
/** A state a card can be in for a while, tested by `<card> is being <state>` (a monster being attacked). */
export type CardStateSpec = { name: string; doc: string };

/**
 * The places on the table where cards in play lie, each with its own cards (Smash Up's bases),
 * for `here`: the game's `here` hook (GameModule.here) says where a card lies and what a player's
 * total is at a place. `total`: the name the total is written with ("your power here"). `noun`:
 * what a place is called on cards ("on this base").
 */
export type PlacesSpec = { total: string; noun?: string };

/**
 * A number the game's rules use (a price, a limit, a count per turn or at setup): the rules
 * module reads it through the kernel (engine/core/rule-numbers.ts), a variant can set it and a
 * card can change it. `player`: each player has their own (a hand limit); `game`: one for the
 * table (the number of shop slots).
 */
export type RuleNumberSpec = {
  name: string;
  doc: string;
  default: number;
  min: number;
  max: number;
  scope: 'player' | 'game';
  /** Other words a card may use for it: `purchases cost 2 more` names the purchase price. */
  aliases?: string[];
};

export type Vocabulary = {
  game: string;
  name: string;
  players: { min: number; max: number };
  cardKinds: CardKindSpec[];
  zones: ZoneSpec[];
  resources: { name: string; doc: string }[];
  counters: { name: string; doc: string }[];
  /** Verbs beyond the core effects, used as `game` effects. */
  verbs: VerbSpec[];
  events: EventSpec[];
  variants: VariantSpec[];
  /** Readings of ambiguous rules that a table or scenario can switch. */
  ruleOptions: RuleOptionSpec[];
  /** States a card can be in (`being attacked`); none when absent. */
  states?: CardStateSpec[];
  /** Where cards in play lie, for `here` (docs/dsl.md); none when absent. */
  places?: PlacesSpec;
  /** How the game's printed cards word things (card-dsl/compile/rules-text.ts); plain English when absent. */
  wording?: GameWording;
  /** The numbers the rules use, which variants set and cards change; none when absent. */
  ruleNumbers?: RuleNumberSpec[];
  /** How decks are built: their sections and the rules a legal deck keeps; none when absent. */
  construction?: Construction;
  /**
   * The prohibitions (`cannot be played`, `cannot be activated`) the game's rules ask about
   * beyond the kernel's own (`destroyed` and `moved`, asked by every game's effects); a card
   * forbidding anything else would change nothing. None when absent.
   */
  prohibits?: ('played' | 'activated')[];
};

/**
 * The game's own words for its card faces. `words` replaces an engine word wherever the text would
 * say it (Four Souls: tap -> deactivate); `events` words each event as its printed cards do.
 */
export type GameWording = {
  /** Engine word -> the game's word: `tap` (a cost), `exhaust`, `ready`, a resource's name (`cents` -> `¢`). */
  words?: Record<string, string>;
  /** Resources printed as a sign after the number (`3¢`), by resource name. */
  signs?: Record<string, string>;
  /** How every card of a player's zone reads (`the cards in your character` -> "your character"), by zone. */
  zoneCards?: Record<string, string>;
  /**
   * The noun for one card of a player's zone, when the zone holds one kind of card in play
   * (Smash Up: `minions` -> "minion"): `target card in your minions` reads "target minion you
   * control", `target card in a player's minions` "target minion". By zone.
   */
  zoneNouns?: Record<string, string>;
  /** How the top card of a player's zone reads after its owner (`the top card of your stak` -> "your top bot"), by zone. */
  zoneTops?: Record<string, string>;
  /** How a change of a stat reads after its number (`+1 roll-bonus` -> "+1 to rolls"), by stat. */
  statChanges?: Record<string, string>;
  /**
   * A game verb as its cards say it, by verb: words with its arguments in braces, `{count}` the
   * value and `{count:shop slot}` the value with a noun that agrees ("buy {item}", "gain {count}
   * treasure", "add {count:shop slot}"). Arguments the phrase leaves out follow as "with …".
   */
  verbs?: Record<string, string>;
  events?: Record<string, EventWording>;
};

/**
 * An event in words. `verb`: a verb phrase about the event's subject in the base form, conjugated
 * as needed ("be attacked": "When this is attacked"). `owner`: for an event about a card, the deed
 * of the player it belongs to, used when the trigger watches a player's cards ("buy an item": "When
 * you buy an item") and for this turn's events ("you bought an item this turn"). `moment`: the whole opening, for events that are moments rather than deeds
 * ("At the start of the game"). `fields`: how `the event <field>` reads ("the attacker", "the roll").
 */
export type EventWording = {
  verb?: string;
  owner?: string;
  /**
   * What the player an event is counted for did (the player it names, else the controller of its
   * card), in the base form, when that is not `owner` ("attack": Four Souls' attacked event is
   * about the monster, the attack is the attacker's). This turn's events read with it: "you did
   * not attack this turn".
   */
  deed?: string;
  moment?: string;
  fields?: Record<string, string>;
};

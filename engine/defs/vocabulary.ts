// A game's vocabulary: the words the card language checks cards against and the engine
// builds games from. Plain data, so tools can read it without running any rules.

export type StatSpec = { name: string; doc: string; min?: number; max?: number; required?: boolean };
export type CardKindSpec = { name: string; doc: string; stats: StatSpec[]; abilityWords: string[] };
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
export type EventSpec = { name: string; doc: string; fields: Record<string, 'card' | 'player' | 'number' | 'word'> };
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
};
export type RuleOptionSpec = { id: string; doc: string; default: boolean };
/** A state a card can be in for a while, tested by `<card> is being <state>` (a monster being attacked). */
export type CardStateSpec = { name: string; doc: string };

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
  /** The numbers the rules use, which variants set and cards change; none when absent. */
  ruleNumbers?: RuleNumberSpec[];
};

// The syntax tree of a .cards file. Every node has the source range it was read from, so
// every diagnostic can point at the exact words. Nodes hold words as written; what a word
// means (a stat, a zone, an event) is decided by the checker against the game's vocabulary.
import type { Range } from './tokens';

export type Name = { text: string; range: Range };

export type File = {
  type: 'file';
  range: Range;
  game: Name | null;
  set: { name: string; range: Range } | null;
  decls: Decl[];
};

export type Decl = CardDecl | VariantDecl | BrokenDecl;

/** `bot "Cog Crawler" rank 1 power 1 copies 3 { … }` */
export type CardDecl = {
  type: 'card';
  range: Range;
  kind: Name;
  name: { text: string; range: Range };
  header: HeaderItem[];
  body: BodyItem[];
};

/** `variant "Minions die first" { param count 3 (1-9)  rule: … }` */
export type VariantDecl = {
  type: 'variant';
  range: Range;
  name: { text: string; range: Range };
  body: BodyItem[];
};

/** Text the parser could not read as a declaration (reported; kept for ranges). */
export type BrokenDecl = { type: 'broken'; range: Range };

/**
 * `power 3`, `vp 5 3 2`, `points 12/16`, `copies 2`, `#tag`, a bare word (`unique`, `boss`), or
 * `starts-with "The D6"` (several names separated by commas): cards of the set this card starts
 * the game with.
 */
export type HeaderItem =
  /** `slashed`: the value was written after a slash (`points 12/16`), which the formatter keeps. */
  | { type: 'stat'; range: Range; key: Name; values: { value: number; range: Range; slashed?: true }[] }
  | { type: 'tag'; range: Range; tag: Name }
  | { type: 'word'; range: Range; word: Name }
  | { type: 'starts-with'; range: Range; names: { text: string; range: Range }[] };

export type BodyItem = Ability | TextItem | DieItem | ParamItem | BrokenItem;

export type TextItem = { type: 'text'; range: Range; text: string; textRange: Range };

/**
 * A custom die, in its long form `die: melee 2 | ranged 3 | resource 1 (cost 1) | +2 melee | blank`
 * (`form: 'words'`) or its short form `die { 2MD, 3RD, 1R1, +2MD, - }` (`form: 'codes'`); the
 * symbols are card-dsl/dice/symbols.ts's, as written.
 */
export type DieItem = {
  type: 'die';
  range: Range;
  form: 'words' | 'codes';
  faces: DieFaceNode[];
  /** `where X is <number>` after the faces: what a face valued X is worth. */
  x?: { expr: Expr; range: Range };
};
/** `x`: the face is valued X (`ranged X`, `XRD`, `+X ranged`); its `value` is then null. */
export type DieFaceNode = { range: Range; symbol: Name; value: number | null; modifier: boolean; cost: number | null; x?: true };

/** `param count 3 from 1 to 9` in a variant. */
export type ParamItem = { type: 'param'; range: Range; name: Name; value: Literal; min: number | null; max: number | null };
export type Literal = { kind: 'number'; value: number; range: Range } | { kind: 'word'; value: string; range: Range };

export type BrokenItem = { type: 'broken'; range: Range };

/** `once per turn` before an ability. */
export type Ability =
  | { type: 'labelled'; range: Range; label: Name; once: boolean; condition: Cond | null; effect: Effect } // play: / entry: / rule:
  | { type: 'when'; range: Range; subject: Subject; event: Name; condition: Cond | null; once: boolean; effect: Effect }
  | { type: 'activated'; range: Range; costs: CostNode[]; once: boolean; effect: Effect }
  | { type: 'static'; range: Range; modifiers: StaticNode[] }
  | { type: 'replacement'; range: Range; subject: Subject; event: Name; value: { value: number; range: Range } | null; condition: Cond | null; change: ChangeNode }
  /** `enters the shop exhausted`: how the card lies as it comes into a zone of that type. */
  | { type: 'enters'; range: Range; zone: Name; exhausted: boolean }
  /**
   * `static: your hand limit is 8`, `static: purchases cost 2 more for each opponent`, or in a
   * variant `rule: souls-to-win is (param souls)`: a rule number of the game set or changed.
   */
  | ({ type: 'rule-number'; range: Range; label: Name; condition: Cond | null } & RuleChangeNode)
  /** `static: minions in each player's hand with power 2 or less cannot be played [while …]`: what the cards named cannot undergo. */
  | { type: 'prohibition'; range: Range; cards: Sel; act: Name; condition: Cond | null };

/**
 * A rule number set or changed, as written: whose (`your`, `each opponent's`; null: everyone's),
 * which, `is N` (set) or `is N more|less` / `costs N more|less` (add), and `for each <x>`, which
 * multiplies the amount by how many there are.
 */
export type RuleChangeNode = { who: Sel | null; rule: Name; op: 'set' | 'add'; amount: Expr; each: Sel | null };

/** Whose event: this card's, your cards' or yours, an opponent's, anyone's. */
export type Subject = { kind: 'self' | 'yours' | 'opponents' | 'any'; range: Range };

export type CostNode =
  | { type: 'tap'; range: Range }
  | { type: 'pay'; range: Range; amount: Expr; resource: Name }
  | { type: 'discard'; range: Range; count: number }
  | { type: 'destroy-self'; range: Range }
  /** `remove 2 generic counters`: from the card itself (a paid effect's cost). */
  | { type: 'remove-counters'; range: Range; count: number; counter: Name };

/** `form: 'cost'`: written `<cards> cost 2 less` (a change of the stat `cost`, printed back so). */
export type StaticNode = { range: Range; to: Sel; amount: Expr; stat: Name; condition: Cond | null; form?: 'cost' };

/** `then`: what else happens as the event is changed (`prevent it, then remove a counter from this`). */
export type ChangeNode =
  | { type: 'prevent'; range: Range; then: Effect | null }
  | { type: 'set'; range: Range; field: Name | null; value: Expr; then: Effect | null }
  | { type: 'adjust'; range: Range; field: Name | null; amount: Expr; then: Effect | null }
  | { type: 'instead'; range: Range; effect: Effect }
  /** `roll { 1-3: let it happen \n 4-6: prevent it }`: the roll's result picks the change. */
  | { type: 'roll'; range: Range; outcomes: ChangeRow[] }
  /** `let it happen`, in a row of a replacement's roll: the event goes ahead as it is. */
  | { type: 'let-happen'; range: Range };

/** A row of a replacement's roll: `4-6: prevent it`. */
export type ChangeRow = { range: Range; from: number; to: number; fromRange: Range; toRange: Range; change: ChangeNode };

export type DurationNode = { range: Range; value: 'end-of-turn' | 'end-of-next-turn' | 'while-source-in-play' | 'permanent' | 'start-of-your-turn' };

export type Effect =
  | { type: 'damage'; range: Range; amount: Expr; to: Sel }
  | { type: 'heal'; range: Range; amount: Expr | 'all'; to: Sel }
  | { type: 'prevent'; range: Range; amount: Expr | 'all'; to: Sel; duration: DurationNode | null }
  | { type: 'gain'; range: Range; who: Sel | null; amount: Expr; resource: Name }
  | { type: 'lose'; range: Range; who: Sel | null; amount: Expr; resource: Name }
  | { type: 'draw'; range: Range; who: Sel | null; count: Expr; from: Name | null }
  | { type: 'discard'; range: Range; who: Sel | null; count: Expr; chooser: 'owner' | 'you' | 'random' }
  | { type: 'destroy'; range: Range; cards: Sel }
  | { type: 'move'; range: Range; cards: Sel; to: ZoneRef; position: 'top' | 'bottom' | 'random'; faceUp: boolean | null }
  | { type: 'shuffle'; range: Range; zone: ZoneRef }
  /** `create "Portable Slot Machine" in each player's items`: a new card of the set. */
  | { type: 'create'; range: Range; name: { text: string; range: Range }; zone: ZoneRef }
  | { type: 'reveal'; range: Range; cards: Sel }
  | { type: 'look'; range: Range; count: Expr; zone: ZoneRef; toBottom: Expr }
  | { type: 'flip'; range: Range; cards: Sel; faceUp: boolean }
  | { type: 'exhaust'; range: Range; cards: Sel; exhausted: boolean }
  | { type: 'add-counter'; range: Range; amount: Expr; counter: Name; on: Sel }
  | { type: 'remove-counter'; range: Range; amount: Expr | 'all'; counter: Name; from: Sel }
  | { type: 'modify-stat'; range: Range; on: Sel; amount: Expr; stat: Name; duration: DurationNode | null }
  | { type: 'extra-action'; range: Range; who: Sel | null; count: Expr; action: Name }
  /** `label`: `cancel target death on the stack` cancels only a stack item of that label. */
  | { type: 'cancel'; range: Range; what: 'top-of-stack' | 'target-stack-item'; label: { text: string; range: Range } | null }
  | { type: 'roll'; range: Range; bind: Name | null; outcomes: RollRow[] }
  | { type: 'reroll'; range: Range; final: boolean }
  | { type: 'set-roll'; range: Range; value: Expr; final: boolean }
  | { type: 'modify-roll'; range: Range; amount: Expr }
  | { type: 'choose-mode'; range: Range; chooser: Sel | null; modes: Effect[] }
  | { type: 'choose'; range: Range; chooser: Sel | null; min: number; max: number; from: Sel; name: Name | null; then: Effect }
  /** `each player votes for a player as doomed: …`: `who` vote, `then` sees the winner as `name`. */
  | { type: 'vote'; range: Range; who: Sel; from: Sel; name: Name | null; then: Effect }
  | { type: 'may'; range: Range; who: Sel | null; effect: Effect }
  | { type: 'if'; range: Range; condition: Cond; then: Effect; else: Effect | null }
  | { type: 'for-each'; range: Range; name: Name | null; in: Sel; do: Effect }
  | { type: 'repeat'; range: Range; times: Expr; do: Effect }
  | { type: 'sequence'; range: Range; steps: Effect[] }
  /** `A then if done in full: B`: B happens only if everything in A resolved in full (Destiny's "then", SWD-X-ABIL-8). */
  | { type: 'then-in-full'; range: Range; first: Effect; then: Effect }
  | { type: 'delayed'; range: Range; subject: Subject; event: Name; condition: Cond | null; duration: DurationNode | null; effect: Effect }
  | { type: 'win'; range: Range; who: Sel | null }
  | { type: 'lose-game'; range: Range; who: Sel | null }
  | { type: 'end-turn'; range: Range }
  | { type: 'extra-turn'; range: Range; who: Sel | null }
  | { type: 'set-flag'; range: Range; flag: Name; value: Expr; scope: 'turn' | 'game' }
  /** `this becomes a copy of model until end of turn` */
  | { type: 'become-copy'; range: Range; cards: Sel; of: Sel; duration: DurationNode | null }
  /** `double the numbers of target card in …`: the cards being played resolve with their numbers doubled. */
  | { type: 'double'; range: Range; cards: Sel }
  /**
   * `loot 2`, `you loot 2`: a game verb, done by the ability's controller. `you`, when written, is
   * kept for the formatter only (in a granted ability it says whose the verb is).
   */
  | { type: 'verb'; range: Range; verb: Name; args: VerbArg[]; you?: Extract<Sel, { type: 'you' }> }
  /** `double the cents of target player`: each player's resource multiplied (`triple`: by 3). */
  | { type: 'multiply'; range: Range; who: Sel | null; resource: Name; factor: number }
  /** `until end of turn, your hand limit is 8`, `purchases cost 2 less this turn`. */
  | ({ type: 'change-rule'; range: Range; duration: DurationNode | null } & RuleChangeNode)
  /** `until end of turn, target monster has { when this killed: you loot 2 }` (or the ability in quotes). */
  | { type: 'grant'; range: Range; cards: Sel; ability: Ability; duration: DurationNode | null }
  /**
   * `look at the top 3 cards of your deck, put 1 of them into your hand and the rest on the
   * bottom`: `take` of the cards looked at (up to, when `upTo`; of a kind, when `noun`) go `to` a
   * zone, or on top of or to the bottom of the zone looked at; the rest go back on top or to the bottom.
   */
  | { type: 'look-take'; range: Range; count: Expr; zone: ZoneRef; take: Expr; upTo: boolean; noun: Name | null; to: ZoneRef | 'top' | 'bottom'; rest: 'top' | 'bottom' }
  /** `reveal cards from the top of your deck until a minion as found: put found into your hand` (the others go to the bottom). */
  | { type: 'reveal-until'; range: Range; zone: ZoneRef; noun: Name; filters: CardFilter[]; name: Name | null; then: Effect }
  /** `search your deck for a bot as found: put found into your hand`, then the deck is shuffled. */
  | { type: 'search'; range: Range; zone: ZoneRef; noun: Name; filters: CardFilter[]; name: Name | null; then: Effect }
  | { type: 'broken'; range: Range };

/** A filter written after a noun (`with power 3 or more`, `that is face up`, `named "…"`), about `it`. */
export type CardFilter = { range: Range; where: Cond };

/** Whose events of this turn: `you`, `an opponent`, anyone (none written). */
export type HistoryBy = 'you' | 'opponents' | 'any';

/** An argument of a game verb: positional (`scrap this`) or named (`… amount 2`). */
export type VerbArg = { range: Range; name: Name | null; value: Sel | Expr | Effect };

export type RollRow = { range: Range; from: number; to: number; fromRange: Range; toRange: Range; effect: Effect };

/**
 * A zone: `your stak`, `each opponent's hand`, `the supply`, `rival's stak`, `its owner's hand`.
 * `implied`: not named (`your top bot`, `each opponent's top bot`): the game's one pile per player
 * (semantics/zones.ts); `zone` is then the noun's place with no text.
 */
export type ZoneRef = { range: Range; zone: Name; of: Sel | null; shared: boolean; implied?: true };

export type Sel =
  | { type: 'self'; range: Range }
  | { type: 'you'; range: Range }
  | { type: 'active-player'; range: Range }
  | { type: 'players'; range: Range; which: 'all' | 'opponents' | 'others' }
  | { type: 'bound'; range: Range; name: Name }
  | { type: 'event'; range: Range; field: Name }
  | { type: 'owner'; range: Range; of: Sel }
  | { type: 'controller'; range: Range; of: Sel }
  | { type: 'zone'; range: Range; zone: ZoneRef; position: 'top' | 'bottom' | 'all'; count: Expr | null; depth: Expr | null; noun: Name | null }
  | { type: 'filter'; range: Range; from: Sel; where: Cond }
  /** `<players> with the most souls` (or `the fewest`): `by` reads `it`, each candidate in turn. */
  | { type: 'most'; range: Range; from: Sel; by: Expr; which: 'most' | 'fewest' }
  | { type: 'union'; range: Range; of: Sel[] }
  /** `target …`: chosen when the ability is put on the stack (or starts to resolve). */
  | { type: 'target'; range: Range; min: number; max: number; from: Sel; name: Name | null }
  /** `bots that entered this way`, `cards you loot-played this turn`: the cards of this turn's events. */
  | { type: 'happened'; range: Range; noun: Name | null; by: HistoryBy; event: Name; thisWay: boolean }
  | { type: 'broken'; range: Range };

export type Expr =
  | { type: 'number'; range: Range; value: number }
  /** `the number of <cards>`; `each`: written `… for each <cards>` after the effect it counts for. */
  | { type: 'count'; range: Range; of: Sel; each?: true }
  /** `the power of X`, `X's power`, `your cents`: a stat, resource or counter by the vocabulary. */
  | { type: 'property'; range: Range; of: Sel; name: Name }
  | { type: 'damage-on'; range: Range; of: Sel }
  | { type: 'var'; range: Range; name: Name }
  | { type: 'event-value'; range: Range; field: Name }
  /** `param cents`: a parameter of the variant the rule belongs to. */
  | { type: 'param'; range: Range; name: Name }
  | { type: 'arith'; range: Range; op: '+' | '-' | '*' | 'min' | 'max'; left: Expr; right: Expr }
  /** `half your cents rounded up`, `X / 3` (rounded down unless `rounded up`). */
  | { type: 'divide'; range: Range; of: Expr; by: Expr; round: 'down' | 'up' }
  /** `the number of times you attacked this turn`. */
  | { type: 'times'; range: Range; by: HistoryBy; event: Name; thisWay: boolean }
  /** `your power here`, `with the most power here`: a player's total where this card lies. */
  | { type: 'total-here'; range: Range; of: Sel; name: Name }
  | { type: 'broken'; range: Range };

export type Cond =
  | { type: 'all'; range: Range; of: Cond[] }
  | { type: 'any'; range: Range; of: Cond[] }
  | { type: 'not'; range: Range; of: Cond }
  /** `have`: written `<player> has 3 or more cents` (left is the player's cents). */
  | { type: 'compare'; range: Range; left: Expr; op: '=' | '!=' | '<' | '<=' | '>' | '>='; right: Expr; have?: true }
  /** `have`: written `you have the most souls` (of is the players with the most souls that are you). */
  | { type: 'exists'; range: Range; of: Sel; have?: true }
  | { type: 'is-kind'; range: Range; card: Sel; kind: Name }
  | { type: 'has-tag'; range: Range; card: Sel; tag: Name }
  /** `<cards> named "Bolt Pup"`: a card of the set, by name. */
  | { type: 'is-card'; range: Range; card: Sel; name: { text: string; range: Range } }
  /** `<card> is this`: the card whose ability it is (`that is not this`: another card). */
  | { type: 'is-self'; range: Range; card: Sel }
  | { type: 'face-up'; range: Range; card: Sel; up: boolean }
  | { type: 'is-top'; range: Range; card: Sel }
  | { type: 'in-zone'; range: Range; card: Sel; zone: Name }
  | { type: 'is-you'; range: Range; player: Sel }
  | { type: 'is-active-player'; range: Range; player: Sel }
  /** `<player> is alive` (or `dead`): as the game counts it. */
  | { type: 'is-alive'; range: Range; player: Sel; alive: boolean }
  | { type: 'flag'; range: Range; flag: Name; scope: 'turn' | 'game'; op: '=' | '!=' | '<' | '<=' | '>' | '>='; value: number }
  | { type: 'option'; range: Range; option: Name }
  /** `<card> is being <state>`: a state the game names (`being attacked`). */
  | { type: 'in-state'; range: Range; card: Sel; state: Name }
  /** `there is a roll on the stack`. */
  | { type: 'roll-on-stack'; range: Range }
  /** `the event card is mark`: the cards are the one bound to the name. */
  | { type: 'same'; range: Range; card: Sel; as: Sel }
  /** `you did not attack this turn`, `an opponent purchased this turn`, `a bot entered this way`. */
  | { type: 'happened'; range: Range; by: HistoryBy; event: Name; negated: boolean; thisWay: boolean; noun: Name | null }
  /**
   * `<card> is here`, `your minions here`: the card lies where this card lies (Smash Up: on the
   * same base). `place`: written `on this <place>` ("on this base"), null when written `here`.
   */
  | { type: 'here'; range: Range; card: Sel; place: Name | null }
  | { type: 'broken'; range: Range };

// How a game's decks are built: the parts a deck list has (its sections) and the rules a legal
// deck keeps, as plain data in the game's vocabulary. The deck checker (engine/decks/check.ts)
// reads them; the deck builder shows them; a variant may add or replace rules.

/**
 * A number a construction rule uses: a plain number, a rule number of the vocabulary by name
 * (`deck-size`, so a variant that sets it changes the rule), `players` (the table the deck is
 * checked for), or a product or sum of those.
 */
export type DeckCount = number | string | { times: DeckCount[] } | { plus: DeckCount[] };

/** One part of a deck list: a deck the game shuffles, a team, a pool to deal from. */
export type DeckSectionSpec = {
  id: string;
  /** As the game calls it: "Loot deck", "Team". */
  name: string;
  doc: string;
  /** The card kinds the section takes. */
  kinds: string[];
  /** Tags a card of the section must not have (Four Souls' starting items are no treasure). */
  withoutTags?: string[];
  /** An entry may be bought elite (Destiny's unique characters: a second die for more points). */
  elite?: boolean;
  /** The zone the section's cards are laid out in at setup, where the game has one. */
  zone?: string;
};

type RuleBase = {
  /** Stable within the game: a variant's rule with the same id replaces it. */
  id: string;
  /** The rule in a sentence, as the builder lists it. */
  doc: string;
  /** Ids of the rules text it comes from (docs/rules): `SWD-BUILD-7`. */
  source?: string[];
};

/**
 * One construction rule. Each kind is checked by one function of engine/decks/check.ts.
 * - `size`: the cards of the sections (of `cardKinds` only, when given) number at least `min`
 *   and at most `max`.
 * - `copies`: no card (by name) has more than `max` copies in the sections (of cards tagged
 *   `tag` only, when given); a card with the stat `limitStat` allows that many instead (card
 *   text changing the limit).
 * - `elite`: an entry of the section bought elite is a card tagged `tag` with the stat `stat`
 *   (a second point value).
 * - `points`: the cards' `stat` (their `eliteStat` when bought elite) adds up to at most `max`.
 * - `exclusive`: the sections' cards carry at most one of `tags` between them (heroes and
 *   villains never mix).
 * - `needs`: a card of the sections tagged with one of `tags` needs a card of `from` with the
 *   same tag (a blue card needs a blue character).
 * - `groups`: the section's cards come from exactly `count` sets, each giving `size` cards (Smash
 *   Up's factions, one faction a set).
 */
export type ConstructionRule = RuleBase &
  (
    | { kind: 'size'; sections: string[]; cardKinds?: string[]; min?: DeckCount; max?: DeckCount }
    | { kind: 'copies'; sections: string[]; max: DeckCount; tag?: string; limitStat?: string }
    | { kind: 'elite'; section: string; tag: string; stat: string }
    | { kind: 'points'; sections: string[]; stat: string; eliteStat?: string; max: DeckCount }
    | { kind: 'exclusive'; sections: string[]; tags: string[] }
    | { kind: 'needs'; sections: string[]; tags: string[]; from: string[] }
    | { kind: 'groups'; section: string; count: DeckCount; size: DeckCount }
  );

/** What one player's or the whole table's draws look like, for the builder's odds. */
export type DeckDraws = {
  /** The section cards are drawn from. */
  section: string;
  /** Cards in the opening hand. */
  opening: DeckCount;
  /** Cards drawn in each turn after the first. */
  perTurn: DeckCount;
};

export type Construction = {
  /**
   * `table`: one list gives the decks the whole table shares (Four Souls, Stak Bots); `seat`:
   * each player brings their own (Smash Up, Destiny).
   */
  scope: 'table' | 'seat';
  sections: DeckSectionSpec[];
  rules: ConstructionRule[];
  draws?: DeckDraws;
};

/**
 * A variant's change to the rules: its rules join the game's, replacing those of the same id.
 * `when` limits the change to a value of one of the variant's parameters.
 */
export type ConstructionChange = { when?: { param: string; is: string | number | boolean }; rules: ConstructionRule[] };

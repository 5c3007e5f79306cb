// What the deck tools need to know of a card: enough to check, count and deal it. The studio
// makes these from the card faces the language worker compiles; the command line from set files.
import type { CardDefinition, DeckEntry, DieDefinition, SetFile } from '../defs';
import { editDistance } from '../text/edit-distance';

export type DeckCard = {
  id: string;
  name: string;
  /** The set's id within its game, and its display name. */
  set: string;
  setName: string;
  kind: string;
  tags: readonly string[];
  stats: Readonly<Record<string, number>>;
  dice: readonly DieDefinition[];
  /** Cards of the set it starts the game with (a Four Souls character's starting item), by id. */
  startsWith: readonly string[];
};

export function deckCardOf(card: CardDefinition, set: string, setName: string): DeckCard {
  return { id: card.id, name: card.name, set, setName, kind: card.kind, tags: card.tags, stats: card.stats, dice: card.dice, startsWith: card.startsWith };
}

/** Every card of some set files, as deck cards. */
export function deckCardsOfSets(sets: readonly SetFile[]): DeckCard[] {
  return sets.flatMap((set) => set.cards.map((card) => deckCardOf(card, set.set, set.name)));
}

export type Resolved = { ok: true; card: DeckCard } | { ok: false; problem: 'unknown'; suggestion: string | null } | { ok: false; problem: 'ambiguous'; sets: string[] };

/** The cards a deck can name: those of its sets, looked up by name (and set, where two share a name). */
export class CardPool {
  private readonly byName = new Map<string, DeckCard[]>();
  private readonly byLowerName = new Map<string, string>();
  readonly cards: readonly DeckCard[];

  constructor(cards: readonly DeckCard[], sets?: readonly string[]) {
    const wanted = sets ? new Set(sets) : null;
    this.cards = wanted ? cards.filter((c) => wanted.has(c.set)) : cards;
    for (const card of this.cards) {
      const list = this.byName.get(card.name);
      if (list) list.push(card);
      else this.byName.set(card.name, [card]);
      if (!this.byLowerName.has(card.name.toLowerCase())) this.byLowerName.set(card.name.toLowerCase(), card.name);
    }
  }

  /** The card an entry names. */
  resolve(entry: Pick<DeckEntry, 'card' | 'set'>): Resolved {
    const found = this.byName.get(entry.card) ?? [];
    const candidates = entry.set === undefined ? found : found.filter((c) => c.set === entry.set);
    if (candidates.length === 1) return { ok: true, card: candidates[0]! };
    if (candidates.length > 1) return { ok: false, problem: 'ambiguous', sets: candidates.map((c) => c.set) };
    return { ok: false, problem: 'unknown', suggestion: this.suggest(entry.card) };
  }

  /** The card's name as the pool spells it, for a name typed in another case ("bomb!" -> "Bomb!"). */
  spelled(name: string): string | null {
    return this.byLowerName.get(name.toLowerCase()) ?? null;
  }

  /** The nearest name: the same letters in another case, else within a third of the name's length in edits. */
  suggest(name: string): string | null {
    const same = this.spelled(name);
    if (same) return same;
    if (name.length > 64) return null;
    const lower = name.toLowerCase();
    let best: string | null = null;
    let bestDistance = Math.max(1, Math.floor(name.length / 3)) + 1;
    for (const candidate of this.byName.keys()) {
      if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
      const distance = editDistance(lower, candidate.toLowerCase());
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate;
      }
    }
    return best;
  }
}

// Saved decks at a new table: each deck file's text checked against its game's construction rules
// and the sets the table knows (engine/decks/setup.ts, as `cardwright sim --deck` does), worded
// for the dialog, and what the checked decks deal. A deck that breaks a rule is played only when
// the designer said so; one naming cards that are not there cannot be dealt at all.
import { deckCardOf, decksToDeal, readTableDeck, violationWhere, type DealtDecks, type TableDeck } from '../../../../engine/decks';
import type { GameModule } from '../../../../engine/core/context';
import type { DeckPick, DeckReport, DeckText } from '../model';
import type { KnownSet } from './catalog';

export type CheckedDeck = { place: string; path: string; report: DeckReport; deck: TableDeck | null };

/** Checks each deck for a table of `players` of the game, against every set of the game the table knows. */
export function checkDecks(module: GameModule, sets: readonly KnownSet[], players: number, decks: readonly DeckText[]): CheckedDeck[] {
  const vocabulary = module.vocabulary;
  const ofGame = sets.filter((s) => s.game === vocabulary.game);
  const cards = ofGame.flatMap((s) => s.cards.map((card) => deckCardOf(card, s.id.split('/')[1]!, s.name)));
  const setVariants = ofGame.flatMap((s) => s.variants);
  return decks.map(({ place, path, text }) => {
    const read = readTableDeck(text, { vocabulary, cards, setVariants, players });
    if (!read.ok) return { place, path, deck: null, report: { place, path, ok: false, problems: read.problems.map((p) => (p.path === 'game' ? `It is ${p.message}` : `${p.path}: ${p.message}`)) } };
    const deck = read.value;
    const report: DeckReport = {
      place,
      path,
      ok: true,
      name: deck.deck.name,
      cards: deck.cardIds.length,
      violations: deck.violations.map((v) => ({ rule: v.rule, where: violationWhere(v).replace(/: $/, ''), message: v.message })),
      unplayable: deck.unplayable.length > 0,
      sets: deck.deck.sets.map((set) => `${vocabulary.game}/${set}`),
    };
    return { place, path, deck, report };
  });
}

/**
 * What the checked decks deal, or why the table cannot start with them: a deck that cannot be
 * read or names cards that are not there, or one that breaks rules without "Play anyway".
 */
export function dealtOf(checked: readonly CheckedDeck[], picks: Readonly<Record<string, DeckPick>>): { ok: true; dealt: DealtDecks | null } | { ok: false; message: string } {
  for (const { place, path, report, deck } of checked) {
    const where = place === 'table' ? `The deck ${path}` : `${place}'s deck ${path}`;
    if (!report.ok) return { ok: false, message: `${where} cannot be read: ${report.problems.join('; ')}` };
    if (report.unplayable) return { ok: false, message: `${where} names cards or sets that are not here, so it cannot be dealt: ${deck?.unplayable[0]?.message ?? ''}` };
    if (report.violations.length > 0 && !picks[place]?.playAnyway) {
      return { ok: false, message: `${where} breaks ${report.violations.length === 1 ? 'a construction rule' : `${report.violations.length} construction rules`}; tick "Play anyway" to play it` };
    }
  }
  return { ok: true, dealt: decksToDeal(checked.filter((c) => c.deck).map((c) => ({ place: c.place, deck: c.deck! }))) };
}


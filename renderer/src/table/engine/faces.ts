// Card faces for the table, made from the game's definitions as the editor's faces are made from
// the source (card-dsl/service/faces.ts): the page draws them with the same templates.
import type { CardFace } from '../../../../card-dsl/service/faces';
import { rulesText } from '../../../../card-dsl/compile/rules-text';
import { slugify } from '../../../../card-dsl/compile/ids';
import type { Game } from '../../../../engine/core/engine';
import type { CardDefinition } from '../../../../engine/defs';
import type { KnownSet } from './catalog';

const NOWHERE = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

function statsInOrder(game: Game, card: CardDefinition) {
  const order = game.module.vocabulary.cardKinds.find((k) => k.name === card.kind)?.stats.map((s) => s.name) ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(card.stats)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : 1));
}

/** The names of the game's cards by id, for rules text that names another card. */
export function cardNames(game: Game): Map<string, string> {
  return new Map([...game.defs.values()].map((d) => [d.id, d.name]));
}

export function faceOf(game: Game, card: CardDefinition, sets: readonly KnownSet[], names: ReadonlyMap<string, string>, reminders = false): CardFace {
  const set = sets.find((s) => card.id.startsWith(`${s.id}/`));
  let text: string;
  try {
    text = rulesText(card, game.module.vocabulary, names, reminders ? { reminders: true } : {});
  } catch {
    text = ''; // a definition the wording cannot read yet is still drawn, with its stats
  }
  return {
    id: card.id,
    name: card.name,
    slug: slugify(card.name),
    game: card.game,
    set: set?.id.split('/')[1] ?? 'variants',
    setName: set?.name ?? 'Rules',
    kind: card.kind,
    stats: statsInOrder(game, card),
    tags: [...card.tags],
    copies: card.copies,
    designerChosen: card.designerChosen,
    rulesText: text,
    printedText: card.text ?? null,
    mismatch: null,
    // Within its set's folder, so the page finds the card's art as the editor does (faces/art.ts).
    path: set?.folder ? `${set.folder}/${slugify(card.name)}.cards` : '',
    range: NOWHERE,
  };
}

/** A face for every definition of the game. */
export function facesOf(game: Game, sets: readonly KnownSet[]): Record<string, CardFace> {
  const names = cardNames(game);
  const out: Record<string, CardFace> = {};
  for (const card of game.defs.values()) out[card.id] = faceOf(game, card, sets, names);
  return out;
}

/**
 * The faces of `after`'s definitions that differ from `before`'s (a hot reload's new and changed
 * cards, or going back to before one); null when none do.
 */
export function changedFaces(before: Game, after: Game, sets: readonly KnownSet[]): Record<string, CardFace> | null {
  let names: Map<string, string> | null = null;
  let out: Record<string, CardFace> | null = null;
  for (const [id, def] of after.defs) {
    const was = before.defs.get(id);
    if (was === def || (was && JSON.stringify(was) === JSON.stringify(def))) continue;
    names ??= cardNames(after);
    (out ??= {})[id] = faceOf(after, def, sets, names);
  }
  return out;
}

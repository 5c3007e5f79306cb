// Card ids: `<game>/<set>/<slug of the name>`, stable while the name stays the same. The one
// slug of the language: the compiler, the checker and the service all use it.

/** A card's slug: lowercase letters and digits, dashes between words, accents dropped. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function cardId(game: string, set: string, name: string): string {
  return `${game}/${set}/${slugify(name)}`;
}

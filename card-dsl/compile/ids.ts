// Card ids: `<game>/<set>/<slug of the name>`, stable while the name stays the same.

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function cardId(game: string, set: string, name: string): string {
  return `${game}/${set}/${slugify(name)}`;
}

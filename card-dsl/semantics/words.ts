// Vocabulary words as designers write them in sentences: a resource in the singular after one
// (`gain 1 cent`, `pay 1 cent`, `you have 1 cent`) is the resource the vocabulary names in the
// plural. The checker and the compiler read resources through here.
import type { Vocabulary } from '../../engine/defs';

/** The resource `word` names, as the vocabulary spells it, or null when it names none. */
export function resourceNamed(vocabulary: Vocabulary, word: string): string | null {
  for (const r of vocabulary.resources) if (r.name === word || singular(r.name) === word) return r.name;
  return null;
}

/** Every way to write the game's resources: each name and its singular. */
export function resourceWords(vocabulary: Vocabulary): string[] {
  return vocabulary.resources.flatMap((r) => (singular(r.name) === r.name ? [r.name] : [r.name, singular(r.name)]));
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

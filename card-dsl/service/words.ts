// The words of the language by what they are, for colouring: the language's own keywords
// (keywords.ts) and verbs, and each game's card kinds, stats, events, zones and verbs (its
// vocabulary). Semantic tokens read the same tables, so an editor's first-paint highlighting
// built from these words agrees with the service's; a word added to a table is coloured
// everywhere without a second edit.
import type { Vocabulary } from '../../engine/defs';
import { keywordDocs } from './keywords';

/** The language's own verbs, coloured as verbs where an effect starts with them. */
export const CORE_VERBS: ReadonlySet<string> = new Set([
  'deal', 'heal', 'repair', 'prevent', 'gain', 'lose', 'draw', 'discard', 'destroy', 'put', 'move', 'return', 'shuffle', 'create', 'reveal', 'look', 'turn', 'exhaust',
  'tap', 'ready', 'untap', 'remove', 'cancel', 'roll', 'reroll', 'make', 'add', 'choose', 'end', 'set', 'win', 'take', 'double',
]);

/** What a semantic token can be; the editor's theme colours each (and the first-paint grammar uses the same names). */
export const tokenTypes = ['keyword', 'cardKind', 'cardName', 'stat', 'event', 'zone', 'verb', 'number', 'string', 'comment', 'variable', 'operator'] as const;
export type SemanticTokenType = (typeof tokenTypes)[number];

export const semanticTokensLegend = { tokenTypes: [...tokenTypes], tokenModifiers: [] as string[] };

/** Word classes, named as the semantic token types they become. */
export type WordClasses = {
  keyword: string[];
  verb: string[];
  cardKind: string[];
  stat: string[];
  event: string[];
  zone: string[];
};

/**
 * Every word of the language and of the given games, each in one class. A word in several
 * classes (an event that is also an ability word, a verb that is also a keyword) takes the
 * most specific: card kind, event, zone, stat, verb, then keyword.
 */
export function wordClasses(games: Iterable<Vocabulary>): WordClasses {
  const cardKind = new Set<string>();
  const stat = new Set<string>();
  const event = new Set<string>();
  const zone = new Set<string>();
  const verb = new Set<string>(CORE_VERBS);
  for (const v of games) {
    for (const k of v.cardKinds) {
      cardKind.add(k.name);
      for (const s of k.stats) stat.add(s.name);
    }
    for (const r of v.resources) stat.add(r.name);
    for (const c of v.counters) stat.add(c.name);
    for (const e of v.events) event.add(e.name);
    for (const z of v.zones) zone.add(z.name);
    for (const g of v.verbs) verb.add(g.name);
  }
  const taken = new Set<string>();
  const claim = (words: Iterable<string>) => {
    const out: string[] = [];
    for (const w of words) {
      if (taken.has(w) || !/^[A-Za-z][\w-]*$/.test(w)) continue;
      taken.add(w);
      out.push(w);
    }
    return out.sort();
  };
  const classes = {
    cardKind: claim(cardKind),
    event: claim(event),
    zone: claim(zone),
    stat: claim(stat),
    verb: claim(verb),
    keyword: claim([...keywordDocs.keys(), 'copies', 'starts-with', 'designer-chosen', 'variant', 'param', 'rule']),
  };
  return classes;
}

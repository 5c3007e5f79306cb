// Checkable rules for text that must read as English: the formatter's lines (a designer's card
// source) and the rules text printed on a card's face. Each rule is a pattern a reader would
// stumble on; a text that breaks none is said to read as English (or as print). They catch the
// mistakes generated text makes (agreement, articles, doubled words, engine words), not style.
import type { Vocabulary } from '../../engine/defs';

/** One rule a text breaks, and the words that break it. */
export type EnglishProblem = { rule: EnglishRule; words: string };

export type EnglishRule =
  /** A plural subject with a singular verb ("the cards in your hand gets") or the reverse ("each player get"). */
  | 'agreement'
  /** "a" before a vowel, "an" before a consonant ("a item"). */
  | 'article'
  /** A count that disagrees with its noun ("1 cards", "2 card"). */
  | 'count'
  /** The same word twice in a row ("the the"). */
  | 'doubled-word'
  /** "no" before a word that already picks something ("there is no each opponent"). */
  | 'no-determiner'
  /** A possessive before a verb ("when your rolled"), or a subject before a noun ("when you turn-began"). */
  | 'event-subject'
  /** Two verbs in a row, as an engine word read aloud ("when this attacks rolled"). */
  | 'verb-pair'
  /** Print only: parentheses (glossary text belongs in the hover). */
  | 'parentheses'
  /** Print only: an engine word with dashes or slashes (`loot-deck`, `four-souls/base/x`). */
  | 'raw-word'
  /** Print only: a line that does not start with a capital letter. */
  | 'sentence-case'
  /** Print only: a line that does not end with a full stop. */
  | 'full-stop'
  /** Print only: the engine's way of naming things ("the event's player"). */
  | 'engine-phrase'
  /** Print only: a word the game prints otherwise (Four Souls: "tap", which it calls "deactivate"). */
  | 'game-word';

const SINGULAR_VERBS = 'gets|draws|discards|gains|loses|wins|takes|chooses|votes|becomes|has|is|deals|puts|scraps|loots';
const BASE_VERBS = 'get|draw|discard|gain|lose|win|take|choose|vote|become|have|are|deal|put|scrap|loot';

const PATTERNS: { rule: EnglishRule; pattern: RegExp }[] = [
  // "the cards in your hand gets", "all bots in each opponent's stak gets"
  { rule: 'agreement', pattern: new RegExp(`\\b(?:the|all) (?:[a-z-]+s) in (?:your|their|its|the|[a-z-]+(?: [a-z-]+)?'s?) [a-z-]+ (?:${SINGULAR_VERBS})\\b`, 'gi') },
  // "each player get", "each opponent draw", "target player discard"
  { rule: 'agreement', pattern: new RegExp(`\\b(?:each|every|target|another) (?:other )?(?:player|opponent|card|bot) (?:${BASE_VERBS})\\b`, 'gi') },
  // "you gets", "they draws"
  { rule: 'agreement', pattern: new RegExp(`\\b(?:you|they|we) (?:${SINGULAR_VERBS})\\b`, 'gi') },
  { rule: 'article', pattern: /\ba (?:[aeiou][a-z]*|8|11|18)\b/gi },
  { rule: 'article', pattern: /\ban (?![aeiou]|8|11|18|hour|honest)[a-z0-9]+/gi },
  { rule: 'count', pattern: /\b(?:1|one) (?:cards|cents|counters|bots|times|souls|players|opponents)\b/gi },
  { rule: 'count', pattern: /\b(?:[2-9]|[1-9]\d+|two|three|four|five|six) (?:card|cent|counter|bot|player|opponent)\b(?!'s)/gi },
  { rule: 'doubled-word', pattern: /\b([a-z]+) \1\b/gi },
  { rule: 'no-determiner', pattern: /\bno (?:each|every|all|the|this|that|target|a|an|you|your)\b/gi },
  { rule: 'event-subject', pattern: /\b(?:when|next|whenever) (?:your|an opponent's|opponents'|anyone's) [a-z]+ed\b(?!-)/gi },
  { rule: 'event-subject', pattern: /\b(?:when|whenever) (?:you|an opponent) (?:turn|round)-/gi },
  { rule: 'verb-pair', pattern: /\b(?!(?:is|has|was|this|his|its|as)\b)[a-z]+s [a-z]+ed\b(?!-)/gi },
];

/** Dashed names of the games' words that are also plain English, said as such by the rules text ("look at the top card"). */
const PLAIN_PHRASES: ReadonlySet<string> = new Set(['look-at']);

/** Rules every English text is held to: the formatter's lines and printed rules text alike. */
export function englishProblems(text: string): EnglishProblem[] {
  const plain = withoutQuotes(text);
  const out: EnglishProblem[] = [];
  for (const { rule, pattern } of PATTERNS) {
    for (const match of plain.matchAll(pattern)) {
      // "that that" and "had had" are English; no generated text says them, but a designer may.
      if (rule === 'doubled-word' && /^(that|had)$/i.test(match[1] ?? '')) continue;
      out.push({ rule, words: match[0] });
    }
  }
  return out;
}

/**
 * Rules for a card's printed rules text (one ability a line): English, and also what a printed
 * card never shows: parentheses, engine words (dashes, ids, "the event's …"), a line that is not
 * a capitalised sentence ending with a full stop, or a word the game prints otherwise.
 */
export function printProblems(text: string, vocabulary?: Vocabulary): EnglishProblem[] {
  const out = englishProblems(text);
  const plain = withoutQuotes(text);
  for (const match of plain.matchAll(/[()]/g)) out.push({ rule: 'parentheses', words: match[0] });
  // Dashed words, but not dice ranges (1-3), signed numbers (-1) or numbers like 2-for-1.
  for (const match of plain.matchAll(/\b[a-z]+(?:-[a-z]+)+\b|\b[a-z0-9-]+\/[a-z0-9/-]+\b/gi)) out.push({ rule: 'raw-word', words: match[0] });
  for (const match of plain.matchAll(/\bthe event's [a-z]+/gi)) out.push({ rule: 'engine-phrase', words: match[0] });
  // An event or verb of the game with dashes, read aloud as it is named ("gain treasure 1").
  // …unless the game's wording says it so itself ("Power Action").
  const own = new Set(Object.values(vocabulary?.wording?.words ?? {}).map((w) => w.toLowerCase()));
  for (const name of [...(vocabulary?.events ?? []), ...(vocabulary?.verbs ?? [])].map((e) => e.name).filter((n) => n.includes('-') && !PLAIN_PHRASES.has(n) && !own.has(n.replace(/-/g, ' ')))) {
    for (const match of plain.matchAll(new RegExp(`\\b${escape(name.replace(/-/g, ' '))}\\b`, 'gi'))) out.push({ rule: 'engine-phrase', words: match[0] });
  }
  const wording = vocabulary?.wording;
  const gameWords = [...Object.entries(wording?.words ?? {}), ...Object.entries(wording?.signs ?? {})];
  for (const [word, printed] of gameWords) {
    if (word.toLowerCase() === printed.toLowerCase()) continue;
    for (const match of plain.matchAll(new RegExp(`\\b${escape(word)}\\b`, 'gi'))) out.push({ rule: 'game-word', words: match[0] });
  }
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!/^["“0-9A-Z¢+-]/.test(line.trim())) out.push({ rule: 'sentence-case', words: line.trim().split(' ')[0] ?? '' });
    if (!/[.!?]["”]?$/.test(line.trim())) out.push({ rule: 'full-stop', words: line.trim().split(' ').pop() ?? '' });
  }
  return out;
}

/** Text in double quotes (card names) is the designer's own: it is blanked before the checks. */
function withoutQuotes(text: string): string {
  return text.replace(/"[^"\n]*"|“[^”\n]*”/g, (quoted) => `"${'x'.repeat(Math.max(0, quoted.length - 2))}"`);
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

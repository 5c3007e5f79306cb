// Words that name a game's rule numbers and events the way sentences say them: `hand limit` and
// `purchases` for the rule numbers `hand-limit` and `purchase-price`; `attack`, `entered` and
// `died` for the events `attacked`, `entry` and `died`. The checker and the compiler read them
// alike through here.
import type { RuleNumberSpec, Vocabulary } from '../../engine/defs';

/** The rule number a phrase names (by name or alias), or undefined. */
export function ruleNumberOf(vocabulary: Vocabulary, words: string): RuleNumberSpec | undefined {
  const all = vocabulary.ruleNumbers ?? [];
  return all.find((r) => r.name === words) ?? all.find((r) => (r.aliases ?? []).includes(words));
}

/** The rule numbers by their own names, as a message lists them (their other words are for did-you-mean). */
export function ruleNumberNames(vocabulary: Vocabulary): string[] {
  return (vocabulary.ruleNumbers ?? []).map((r) => r.name);
}

/** Every name a rule number may be written with, for did-you-mean. */
export function ruleNumberWords(vocabulary: Vocabulary): string[] {
  return (vocabulary.ruleNumbers ?? []).flatMap((r) => [r.name, ...(r.aliases ?? [])]);
}

/**
 * Advice for a card noun read as a rule number (`upgrades cost 1 less`): the noun names cards, and
 * cards are changed where they lie (a noun alone says no zone, so it is not read as cards). Empty when the words name no kind of card of the game.
 */
export function cardNounAdvice(vocabulary: Vocabulary, words: string): string {
  const singular = words.endsWith('s') ? words.slice(0, -1) : words;
  const kind = singular === 'card' ? 'card' : vocabulary.cardKinds.find((k) => k.name === words || k.name === singular)?.name;
  if (kind === undefined) return '';
  if (!vocabulary.cardKinds.some((k) => k.stats.some((s) => s.name === 'cost'))) return `; "${words}" names cards, and no card of ${vocabulary.name} has a cost`;
  return `; "${words}" names cards, not a rule number: say where they are, as in "${kind}s in your hand cost 1 less"`;
}

/** Verbs whose past tense or event is not made by adding -ed. */
const IRREGULAR: Record<string, string[]> = {
  enter: ['entry'],
  entered: ['entry'],
  enters: ['entry'],
  die: ['died'],
  dies: ['died'],
  buy: ['purchased'],
  bought: ['purchased'],
  fight: ['fought'],
  draw: ['drew'],
  drawn: ['drew'],
  kill: ['killed'],
  lose: ['lost'],
};

/**
 * The event a word of a sentence names: the event itself, or its past tense (`attack` is
 * `attacked`, `scrap` is `scrapped`, `entered` is `entry`). After `did`, where the verb is in
 * its base form, the past tense is tried first (`did not roll` is `rolled`, not `roll`). Null
 * when the game has no such event.
 */
export function historyEventName(word: string, events: readonly string[], baseForm = false): string | null {
  const past = [`${word}ed`, `${word}d`, `${word}${word.slice(-1)}ed`, word.replace(/y$/, 'ied'), ...(IRREGULAR[word] ?? [])];
  const tries = baseForm ? [...past, word] : [word, ...past];
  return tries.find((t) => events.includes(t)) ?? null;
}

/**
 * The word a sentence uses for an event of this turn, one that reads back as that event: its
 * past tense (`entered` for `entry`, `attacked`), or after `did [not]` its base form (`attack`,
 * `purchase`, `enter`); the event's own name when no other word does.
 */
export function historyWord(event: string, events: readonly string[], baseForm: boolean): string {
  const irregular = Object.keys(IRREGULAR).filter((w) => IRREGULAR[w]!.includes(event));
  const candidates: string[] = [];
  if (baseForm) {
    candidates.push(...irregular.filter((w) => !/(?:ed|s|n|ought)$/.test(w)));
    if (/ied$/.test(event)) candidates.push(`${event.slice(0, -3)}y`);
    // `scrapped` is `scrap`; `rolled` and `killed` keep their double l.
    if (/([b-df-hj-km-rtv-y])\1ed$/.test(event)) candidates.push(event.slice(0, -3));
    // `purchased` is `purchase`, `attacked` is `attack`: the e stays after a soft ending.
    if (/ed$/.test(event)) candidates.push(/(?:[sgcvzu]|[^aeiou][lr])ed$/.test(event) ? event.slice(0, -1) : event.slice(0, -2));
  } else {
    if (/ed$/.test(event)) candidates.push(event);
    candidates.push(...irregular.filter((w) => /ed$/.test(w)));
  }
  candidates.push(event);
  return candidates.find((w) => /^[a-z][a-z0-9-]*$/.test(w) && historyEventName(w, events, baseForm) === event) ?? event;
}

// A game's own words on its card faces, read from its vocabulary's `wording` (engine/defs,
// GameWording): Four Souls says "deactivate" where the engine says tap, prints cents as "3¢",
// and words its events as its cards do. Each look-up falls back to plain English, so a game
// without wording still reads. Used by the rules text (rules-text.ts).
import type { EventWording, GameArg, Vocabulary } from '../../engine/defs';

/** Engine words are lowercase with dashes: `turn-began` reads "turn began". */
function words(word: string): string {
  return word.replace(/-/g, ' ');
}

/** The game's word for an engine word (`tap` -> "deactivate"), else the word itself. */
export function gameWord(vocabulary: Vocabulary | undefined, word: string): string {
  return vocabulary?.wording?.words?.[word] ?? word;
}

/** An amount of a resource: "3¢" where the game prints a sign, else "3 cents" ("1 cent"). */
export function resourceAmount(vocabulary: Vocabulary | undefined, resource: string, n: string): string {
  const sign = vocabulary?.wording?.signs?.[resource];
  if (sign !== undefined) return `${n}${sign}`;
  const word = words(resource);
  // Resources are named in the plural ("cents"); one of them reads in the singular.
  return `${n} ${n === '1' && /[^su]s$/.test(word) ? word.slice(0, -1) : word}`;
}

/** How a stat reads after the number that changes it: "+1 power", "+1 to rolls". */
export function statChange(vocabulary: Vocabulary | undefined, stat: string): string {
  return vocabulary?.wording?.statChanges?.[stat] ?? words(stat);
}

/** The noun for every card of a player's zone when the game names them as one ("character"), else null. */
export function zoneCards(vocabulary: Vocabulary | undefined, zone: string): string | null {
  return vocabulary?.wording?.zoneCards?.[zone] ?? null;
}

/** The noun for one card of a player's zone ("minion"), or null. */
export function zoneNoun(vocabulary: Vocabulary | undefined, zone: string): string | null {
  return vocabulary?.wording?.zoneNouns?.[zone] ?? null;
}

/** The words for the top card of a player's zone after its owner ("top bot"), or null. */
export function zoneTop(vocabulary: Vocabulary | undefined, zone: string): string | null {
  return vocabulary?.wording?.zoneTops?.[zone] ?? null;
}

export function eventWording(vocabulary: Vocabulary | undefined, event: string | null): EventWording | undefined {
  return event === null ? undefined : vocabulary?.wording?.events?.[event];
}

/** How a field of an event reads when no wording names it. */
const FIELD_DEFAULTS: Record<string, string> = {
  player: 'that player',
  card: 'that card',
  amount: 'that amount',
  value: 'the roll',
  source: 'the source',
  target: 'the target',
  opponent: 'the opponent',
};

/** `the event <field>` in words: the game's ("the attacker"), else a plain one ("that player"). */
export function fieldWords(vocabulary: Vocabulary | undefined, event: string | null, field: string): string {
  return eventWording(vocabulary, event)?.fields?.[field] ?? FIELD_DEFAULTS[field] ?? `that ${words(field)}`;
}

/** Dice faces of a roll's row: "on a 3", "on 1-2". */
export function faces(from: number, to: number): string {
  return from === to ? `on a ${from}` : `on ${from}-${to}`;
}

/**
 * A game verb as the game's cards say it (GameWording.verbs): its phrase with the arguments in
 * place, and which arguments it used; null when the game has no phrase for it. `{name:noun}`
 * gives the value with the noun in the singular for 1 ("1 more time", "2 shop slots");
 * `{name:'s}` gives it as an owner ("your pool", "target opponent's pool").
 */
export function verbPhrase(vocabulary: Vocabulary | undefined, verb: string, args: Record<string, GameArg>, text: (value: GameArg) => string): { text: string; used: Set<string> } | null {
  const phrase = vocabulary?.wording?.verbs?.[verb];
  if (phrase === undefined) return null;
  const used = new Set<string>();
  const out = phrase.replace(/\{([a-z-]+)(?::([^}]+))?\}/g, (all, name: string, noun: string | undefined) => {
    const value = args[name];
    if (value === undefined) return all;
    used.add(name);
    const said = text(value);
    if (noun === undefined) return said;
    if (noun === "'s") return possessive(said);
    return `${said} ${said === '1' ? noun : pluralNoun(noun)}`;
  });
  return { text: out, used };
}

/** A player phrase as an owner: "you" -> "your", "them" -> "their", "target opponent" -> "target opponent's". */
function possessive(said: string): string {
  if (said === 'you') return 'your';
  if (said === 'them' || said === 'they') return 'their';
  return said.endsWith('s') ? `${said}'` : `${said}'s`;
}

/** "shop slot" -> "shop slots", "more time" -> "more times": the last word. */
function pluralNoun(noun: string): string {
  if (/\bdie$/.test(noun)) return `${noun.slice(0, -3)}dice`;
  return /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

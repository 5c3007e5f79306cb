// Every diagnostic the language reports: a stable code, a severity and a message template
// with {placeholders}. Codes never change meaning; retired codes are not reused.
// CW0xxx: about the report itself. CW1xxx: syntax. CW2xxx: names and vocabulary. CW3xxx: meaning. CW4xxx: style and text.
import type { Range } from '../syntax/tokens';

export type Severity = 'error' | 'warning' | 'info';

export const catalog = {
  // The report (its severity is that of the worst diagnostic it stands for)
  CW0001: { severity: 'error', message: '{count} more not shown ({detail}): only the first {shown} problems of this file are listed' },
  // Syntax (parser)
  CW1001: { severity: 'error', message: 'unexpected {found}: expected {expected}' },
  CW1002: { severity: 'error', message: 'this string is not closed: add a " before the end of the line' },
  CW1003: { severity: 'error', message: 'invalid escape: {detail}' },
  CW1004: { severity: 'error', message: 'unexpected {what} "{char}"' },
  CW1005: { severity: 'error', message: 'this block is not closed: add a "}"' },
  CW1006: { severity: 'error', message: 'unmatched "}"' },
  CW1007: { severity: 'error', message: 'a file starts with "game <name>", for example "game stak-bots"' },
  CW1008: { severity: 'error', message: '"{word}" is not an effect: expected one of deal, draw, discard, gain, move, put, … (see the reference)' },
  CW1009: { severity: 'error', message: 'expected a number, such as 3, X or (the number of cards in your hand), not {found}' },
  CW1010: { severity: 'error', message: 'nesting is too deep (more than {max} levels)' },
  CW1011: { severity: 'error', message: 'expected a card or a player, such as this, target opponent or the top card of your hand, not {found}' },
  CW1012: { severity: 'error', message: 'expected a condition, such as "you have 3 or more cents", "this is face up" or "it is your turn", not {found}' },
  CW1013: { severity: 'error', message: 'expected a declaration ("<kind> \\"Name\\" … { … }" or "variant \\"Name\\" { … }"), not {found}' },
  CW1014: { severity: 'error', message: 'a number this large ({value}) is not allowed here (at most {max})' },
  // Dice (parser)
  CW1050: { severity: 'error', message: '"{found}" is not a die face: write a face as one code with no spaces, such as 2RD, +1MD, 3RD1 (a cost of 1), Sp or -' },
  // Names and vocabulary (checker)
  CW2001: { severity: 'error', message: 'unknown game "{name}"{hint}' },
  CW2002: { severity: 'error', message: '"{name}" is not a card kind of {game}{hint}' },
  CW2003: { severity: 'error', message: '"{name}" is not a stat of a {kind}{hint}' },
  CW2004: { severity: 'error', message: 'unknown event "{name}" in {game}{hint}' },
  CW2005: { severity: 'error', message: 'unknown zone "{name}" in {game}{hint}' },
  CW2006: { severity: 'error', message: '"{name}" is not a stat, resource or counter of {game}{hint}' },
  CW2007: { severity: 'error', message: 'unknown verb "{name}" in {game}{hint}' },
  CW2008: { severity: 'error', message: '"{name}" is not bound here: name a target or choice with "as {name}" first{hint}' },
  CW2009: { severity: 'error', message: 'no card called "{name}" in this set{hint}' },
  CW2010: { severity: 'error', message: 'two cards are called "{name}" (also at {other})' },
  CW2011: { severity: 'error', message: 'two cards have the id "{id}" (also "{other}")' },
  CW2012: { severity: 'error', message: 'the verb {verb} has no argument "{name}"{hint}' },
  CW2013: { severity: 'error', message: 'the verb {verb} needs its argument "{name}"' },
  CW2014: { severity: 'error', message: '"{name}" is not a resource of {game}{hint}' },
  CW2015: { severity: 'error', message: '"{name}" is not a counter of {game}{hint}' },
  CW2016: { severity: 'error', message: 'a {kind} needs its stat "{name}"' },
  CW2017: { severity: 'error', message: '"{name}" is not an ability word of a {kind}{hint}' },
  CW2018: { severity: 'error', message: 'unknown rule option "{name}" in {game}{hint}' },
  CW2019: { severity: 'error', message: '"{name}" is not a state a card can be in, in {game}{hint}' },
  CW2030: { severity: 'warning', message: '"{name}" is also a card of {sets}: where both sets are used, a scenario or table naming it cannot tell which; rename this card, or name the other by its id ({ids})' },
  CW2031: { severity: 'error', message: 'say which zone: a player has {piles} in {game}, so "top" or "bottom" needs one, as in "the top card of your deck"' },
  CW2032: { severity: 'error', message: '"{name}" is not a rule number of {game}{hint}' },
  CW2070: { severity: 'error', message: '"{name}" is not something a card can be forbidden: write "cannot be" played, destroyed, moved or activated{hint}' },
  // Dice (checker)
  CW2050: { severity: 'error', message: '"{name}" is not a die symbol{hint}' },
  // Meaning (checker)
  CW3001: { severity: 'error', message: 'the roll table misses {faces}' },
  CW3002: { severity: 'error', message: 'the roll table gives {face} twice' },
  CW3003: { severity: 'error', message: 'a d6 has faces 1 to 6, not {face}' },
  CW3004: { severity: 'error', message: '{stat} {value} is out of range for a {kind} ({min} to {max})' },
  CW3005: { severity: 'error', message: 'a die has 6 faces, not {count}' },
  CW3006: { severity: 'error', message: '"{stat}" is given twice' },
  CW3007: { severity: 'warning', message: 'the effects use {missing}, which the printed text does not say (it says {said})' },
  CW3008: { severity: 'error', message: 'choose one needs at least 2 modes' },
  CW3009: { severity: 'error', message: 'expected a {expected} here, not a {found}' },
  CW3010: { severity: 'error', message: 'a range runs from low to high: {from}-{to}' },
  CW3011: { severity: 'error', message: '"{name}" refers to nothing here: outside a filter it means the latest target, choice or for-each item' },
  CW3012: { severity: 'error', message: 'this does not compile to a valid {what}: {detail}' },
  CW3013: { severity: 'error', message: 'a card cannot start with itself ("{name}"): name another card of the set' },
  CW3014: { severity: 'error', message: 'a roll cannot decide what happens to a roll: it would roll for itself without end' },
  CW3020: { severity: 'error', message: '"param {name}" is a variant\'s parameter: only a variant\'s own rules can use one' },
  CW3021: { severity: 'error', message: '"{name}" is not a parameter of this variant{hint}' },
  // Abilities that can never do anything (checker, from the vocabulary's events)
  CW3030: { severity: 'error', message: 'the {event} event has no {field}, so "{written}" changes nothing{fix}' },
  CW3031: { severity: 'error', message: 'a replacement never changes {event}: it is reported once it has happened; {fix}' },
  CW3032: { severity: 'error', message: '"{written}" never happens: {why}; {fix}' },
  // Rule numbers, granted abilities, the turn's history
  CW3033: { severity: 'error', message: '{name} is a number of the whole game, read as the game is set up: only a variant\'s "rule:" sets it (a card changes a player\'s numbers, such as {example})' },
  CW3034: { severity: 'error', message: 'an ability given by an effect cannot be {what}: {why}' },
  CW3035: { severity: 'error', message: '"this way" means the events caused by the effect that reads it: {where} is no effect' },
  // Prohibitions
  CW3070: { severity: 'error', message: '{game} never asks whether a card can be {act}, so "cannot be {act}" forbids nothing; {game} asks about {asked}' },
  // Here: where a card lies (compiler)
  CW3040: { severity: 'error', message: 'the cards of {game} lie nowhere in particular, so "here" has no meaning: it is for games whose cards lie at a place, such as a Smash Up base' },
  CW3041: { severity: 'error', message: 'a player\'s total here is counted in {total} in {game}, not "{name}": write "{total} here"' },
  CW3042: { severity: 'error', message: 'a place in {game} is a {noun}: write "on this {noun}", not "on this {written}"' },
  CW3043: { severity: 'error', message: 'a lasting change of {total} cannot depend on a player\'s {total} here: that total adds up the very {total} being changed; write the condition with cards, such as "while there is a minion in your minions here that is not this"' },
  // Dice (checker)
  CW3050: { severity: 'error', message: 'a {symbol} face cannot be a modifier: only a face with a value and a symbol (damage, shield, resource, disrupt, discard, focus) adds to another die' },
  CW3051: { severity: 'error', message: 'a blank face has no cost: nothing on it is resolved' },
  CW3052: { severity: 'error', message: 'a {symbol} face has no value: {why}' },
  CW3053: { severity: 'error', message: 'a {symbol} face needs its value, as in {example}' },
  CW3054: { severity: 'error', message: 'a wildcard face is always a modifier, as in {example}' },
  CW3055: { severity: 'error', message: 'a die face\'s value and cost are whole numbers up to 99, not {value}' },
  CW3060: { severity: 'error', message: 'a face valued X needs the card to say what X is worth: end the die with "where X is" and a number, as in {example}' },
  CW3061: { severity: 'warning', message: 'no face of this die is valued X, so "where X is" says nothing: write a face valued X (such as {example}) or leave this out' },
  // Style (checker)
  CW4001: { severity: 'info', message: 'this card has no abilities and no text' },
} as const satisfies Record<string, { severity: Severity; message: string }>;

export type Code = keyof typeof catalog;

export type Diagnostic = {
  code: Code;
  severity: Severity;
  range: Range;
  message: string;
  /** For quick fixes: the replacement a did-you-mean suggests. */
  suggestion?: string;
};

/** Longest text a message quotes from the source; a longer word or string is cut with "…". */
const MAX_QUOTED = 80;
/** Placeholders the language fills with its own words (lists of what it expected, hints, details), never cut. */
const OWN_WORDS = new Set(['expected', 'hint', 'detail', 'fix', 'why', 'sets', 'piles', 'faces', 'missing']);

function quoted(key: string, value: string | number): string {
  const raw = String(value);
  if (OWN_WORDS.has(key)) return raw;
  // Control characters are shown as escapes: a message is one line, and junk must not drive the terminal.
  let text = escapeControls(raw.slice(0, MAX_QUOTED));
  if (text.length <= MAX_QUOTED && raw.length <= MAX_QUOTED) return text;
  text = text.slice(0, MAX_QUOTED - 1);
  const last = text.charCodeAt(text.length - 1);
  return `${last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text}…`; // never half a surrogate pair
}

function escapeControls(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    out += c < 0x20 || (c >= 0x7f && c <= 0x9f) ? `\\u{${c.toString(16)}}` : text[i];
  }
  return out;
}

/**
 * Fills a message template: `{name}` from `args`. Unknown placeholders stay visible. A value
 * quoted from the source is cut to MAX_QUOTED characters: a message stays one readable line
 * even for a name of a megabyte.
 */
export function diagnostic(code: Code, range: Range, args: Record<string, string | number> = {}, suggestion?: string): Diagnostic {
  const entry = catalog[code];
  const message = entry.message.replace(/\{(\w+)\}/g, (all, key: string) => (key in args ? quoted(key, args[key]!) : all));
  const made: Diagnostic = { code, severity: entry.severity, range: { start: range.start, end: range.end }, message };
  if (suggestion !== undefined) made.suggestion = suggestion;
  return made;
}

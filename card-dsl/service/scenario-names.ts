// A card's name in a scenario file (YAML, docs/scenarios.md): scenarios name cards as plain
// words in lists, steps and events (`stak: [Bolt Pup, Welder]`, `p1: play Bolt Pup`,
// `events: [scrapped Bolt Pup]`). Renaming a card renames it there too: every whole-word
// occurrence outside comments.
import { LineIndex, type TextEdit } from './positions';

/** Characters that carry meaning in a YAML flow list or a mapping; a name with one cannot be written plainly. */
const YAML_SPECIAL = /[,:[\]{}#"'&*!|>%@`]/;

const isNameChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_-]/u.test(c);

/** The edits renaming the card `from` to `to` in a scenario's text (none when `to` could not be written plainly). */
export function scenarioRenameEdits(text: string, from: string, to: string): TextEdit[] {
  if (typeof text !== 'string' || !from || !to || from === to || YAML_SPECIAL.test(to) || /^\s|\s$/.test(to)) return [];
  const lines = new LineIndex(text);
  const edits: TextEdit[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const body = line.slice(0, commentStart(line));
    for (let at = body.indexOf(from); at >= 0; at = body.indexOf(from, at + from.length)) {
      if (isNameChar(body[at - 1]) || isNameChar(body[at + from.length])) continue;
      edits.push({ range: lines.range({ start: lineStart + at, end: lineStart + at + from.length }), newText: to });
    }
    lineStart += line.length + 1;
  }
  return edits;
}

/** Where a `#` comment starts on a YAML line (at the line's start or after a space, outside quotes). */
function commentStart(line: string): number {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if ((c === '"' || c === "'") && (i === 0 || ' \t[{,:'.includes(line[i - 1]!))) quote = c;
    else if (c === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) return i;
  }
  return line.length;
}

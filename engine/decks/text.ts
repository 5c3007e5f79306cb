// Deck lists as the plain text players paste around: one card a line with its count (`3x Bomb!`,
// `3 Bomb!`), section headings (`# Loot deck`, or `Loot deck:`), `//` comments. A card may say
// its set (`Pooter [examples]`) and that it is bought elite (`Rey (elite)`; the older `Rey (2 dice)`
// reads the same). Reading never throws: every line
// it cannot use is reported with its number and, for a misspelt card or heading, the nearest name.
import type { DeckEntry, DeckFile, DeckSectionSpec } from '../defs';
import { editDistance } from '../text/edit-distance';
import type { CardPool } from './cards';
import { sectionRefuses } from './check';

export type TextProblem = { line: number; message: string };
export type ImportedText = { sections: Record<string, DeckEntry[]>; problems: TextProblem[] };

const MAX_COUNT = 99;
const COUNT_LINE = /^(\d+)\s*[x×]?\s+(.+)$/i;
const SET_SUFFIX = /\s*\[([a-z0-9]+(?:-[a-z0-9]+)*)\]\s*$/;
/** `(elite)`, or a count of dice as older lists wrote it: more than one die is elite. */
const ELITE_SUFFIX = /\s*\((?:(elite)|(\d+)\s+dice?)\)\s*$/i;

/** The deck as text: a heading per section that has cards, then its entries. */
export function exportDeckText(deck: DeckFile, sections: readonly DeckSectionSpec[], gameName: string): string {
  const lines = [`// ${deck.name} (${gameName})`];
  if (deck.sets.length > 0) lines.push(`// Sets: ${deck.sets.join(', ')}`);
  const chosen = Object.keys(deck.variants);
  if (chosen.length > 0) lines.push(`// Variants: ${chosen.join(', ')}`);
  const known = sections.map((s) => s.id);
  const ids = [...known, ...Object.keys(deck.sections).filter((id) => !known.includes(id))];
  for (const id of ids) {
    const entries = deck.sections[id] ?? [];
    if (entries.length === 0) continue;
    lines.push('', `# ${sections.find((s) => s.id === id)?.name ?? id}`);
    for (const e of entries) lines.push(`${e.count}x ${e.card}${e.elite ? ' (elite)' : ''}${e.set ? ` [${e.set}]` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Reads pasted text into sections. Cards under no heading (or under one the game does not have)
 * go to the first section that takes them; the same card twice in a section adds up.
 */
export function importDeckText(text: string, sections: readonly DeckSectionSpec[], pool: CardPool): ImportedText {
  const out: Record<string, DeckEntry[]> = {};
  const problems: TextProblem[] = [];
  let current: DeckSectionSpec | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const body = raw.trim();
    if (body === '' || body.startsWith('//')) return;
    const heading = headingOf(body, sections);
    if (heading !== null) {
      current = heading.section;
      if (!heading.section) problems.push({ line, message: `no section "${heading.text}" in these decks${nearest(heading.text, sections.map((s) => s.name))}; its cards go where their kind belongs` });
      return;
    }
    const counted = COUNT_LINE.exec(body);
    let count = counted ? Number(counted[1]) : 1;
    let name = counted ? counted[2]!.trim() : body;
    let set: string | undefined;
    let elite: boolean | undefined;
    for (let again = true; again; ) {
      again = false;
      const s = SET_SUFFIX.exec(name);
      if (s && set === undefined) {
        set = s[1];
        name = name.slice(0, s.index).trim();
        again = true;
      }
      const d = ELITE_SUFFIX.exec(name);
      if (d && elite === undefined) {
        elite = d[1] !== undefined || Number(d[2]) > 1;
        name = name.slice(0, d.index).trim();
        again = true;
      }
    }
    if (count < 1) {
      problems.push({ line, message: `"${name}": a count of ${count} adds nothing` });
      return;
    }
    if (count > MAX_COUNT) {
      problems.push({ line, message: `"${name}": at most ${MAX_COUNT} copies a line (read as ${MAX_COUNT})` });
      count = MAX_COUNT;
    }
    const spelled = pool.spelled(name) ?? name;
    const found = pool.resolve({ card: spelled, set });
    if (!found.ok) {
      if (found.problem === 'ambiguous') problems.push({ line, message: `"${name}" is a card of several sets (${found.sets.join(', ')}): add the set, as in "${count}x ${spelled} [${found.sets[0]}]"` });
      else problems.push({ line, message: `no card "${name}"${set ? ` in the set "${set}"` : ''} in the deck's sets${found.suggestion ? ` (did you mean "${found.suggestion}"?)` : ''}` });
      return;
    }
    const card = found.card;
    const section: DeckSectionSpec | undefined = current ?? sections.find((s) => sectionRefuses(s, card) === null);
    if (!section) {
      problems.push({ line, message: `"${card.name}" is a ${card.kind} card, which no section of these decks takes` });
      return;
    }
    const list = (out[section.id] ??= []);
    const same = list.find((e) => e.card === card.name && e.set === set && (e.elite === true) === (elite === true));
    if (same) same.count = Math.min(MAX_COUNT, same.count + count);
    else list.push({ card: card.name, count, ...(set ? { set } : {}), ...(elite ? { elite: true as const } : {}) });
  });
  return { sections: out, problems };
}

/** A heading line's section (null: the line is no heading; `section: null`: a heading the game has no section for). */
function headingOf(body: string, sections: readonly DeckSectionSpec[]): { text: string; section: DeckSectionSpec | null } | null {
  const marked = /^#+\s*(.*)$/.exec(body) ?? /^(.*\S)\s*:$/.exec(body);
  const text = (marked ? marked[1]! : body).replace(/\s*\(\d+\)\s*$/, '').trim();
  const section = sections.find((s) => sameHeading(text, s)) ?? null;
  if (marked) return { text, section };
  // An unmarked line is a heading only when it names a section and is no card line.
  return section && !COUNT_LINE.test(body) ? { text, section } : null;
}

function sameHeading(text: string, section: DeckSectionSpec): boolean {
  const t = text.toLowerCase();
  const name = section.name.toLowerCase();
  return t === name || t === section.id || t === name.replace(/\s+(deck|pool)$/, '') || `${t}s` === name || t === `${name}s`;
}

function nearest(word: string, known: readonly string[]): string {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const d = editDistance(word.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best ? ` (did you mean "${best}"?)` : '';
}

// Typesetting a card's rules text in its box: each ability a paragraph, its label ("Entry:",
// "Tap:") in bold, reminder text (in parentheses) in italics, the numbers the written text
// leaves out marked. The text wraps at spaces and shrinks, a quarter unit at a time, until it
// fits; when even the smallest size is too large, reminder text goes first (as printers do),
// and only then is the text cut with an ellipsis and the face marked as overflowing.
// Measuring is injected: the page measures with the real fonts, tests with fixed metrics.
import type { FaceFont } from '../../../engine/defs/faces';

export type RunStyle = { bold?: boolean; italic?: boolean; mark?: boolean };
export type Run = RunStyle & { text: string };
export type Line = { runs: Run[]; width: number };

/** Width of `text` in template units at `size`, in the given font and style. */
export type Measure = (text: string, font: FaceFont, size: number, style: RunStyle) => number;

export type FitBox = { width: number; height: number; font: FaceFont; maxSize: number; minSize: number; lineHeight: number };

export type Fitted = {
  size: number;
  /** Distance between baselines. */
  leading: number;
  /** Paragraphs, each a list of lines. */
  paragraphs: Line[][];
  /** The height the text takes. */
  height: number;
  /** Reminder text was left out to make the rest fit. */
  remindersDropped: boolean;
  /** The text did not fit even so and was cut. */
  overflow: boolean;
};

/** Space between paragraphs, as a share of the leading. */
const PARAGRAPH_GAP = 0.35;
const STEP = 0.25;

type Word = Run[];

/** A rules text as paragraphs of words, each word a list of styled runs. */
export function richText(text: string, options: { marked?: readonly number[]; reminders?: boolean } = {}): Word[][] {
  const marked = new Set(options.marked ?? []);
  const paragraphs: Word[][] = [];
  for (const raw of text.split('\n')) {
    const line = options.reminders === false ? withoutReminders(raw) : raw;
    if (line.trim() === '') continue;
    const label = /^([A-Z][^:(),.;]{0,22}):\s/.exec(line);
    const labelEnd = label ? label[0].length : 0;
    const words: Word[] = [];
    let word: Word = [];
    let depth = 0;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i]!;
      if (ch === ' ') {
        if (word.length > 0) words.push(word);
        word = [];
        continue;
      }
      if (ch === '(') depth += 1;
      const run: Run = { text: ch };
      if (i < labelEnd) run.bold = true;
      if (depth > 0) run.italic = true;
      if (ch === ')') depth = Math.max(0, depth - 1);
      const last = word[word.length - 1];
      const digit = /\d/.test(ch);
      if (last && !!last.bold === !!run.bold && !!last.italic === !!run.italic && /^\d+$/.test(last.text) === digit) last.text += ch;
      else word.push(run);
    }
    if (word.length > 0) words.push(word);
    for (const w of words) for (const run of w) if (/^\d+$/.test(run.text) && marked.has(Number(run.text))) run.mark = true;
    if (words.length > 0) paragraphs.push(words.map(mergeRuns));
  }
  return paragraphs;
}

/** Runs of the same style side by side become one (digits were kept apart to find numbers). */
function mergeRuns(word: Word): Word {
  const out: Word = [];
  for (const run of word) appendRun(out, run);
  return out;
}

/** A line without its parenthesised reminders, and without the space before each. */
export function withoutReminders(line: string): string {
  let out = '';
  let depth = 0;
  for (const ch of line) {
    if (ch === '(') {
      if (depth === 0) out = out.replace(/ +$/, '');
      depth += 1;
    } else if (ch === ')' && depth > 0) depth -= 1;
    else if (depth === 0) out += ch;
  }
  return out;
}

function wordWidth(word: Word, font: FaceFont, size: number, measure: Measure): number {
  let width = 0;
  for (const run of word) width += measure(run.text, font, size, run);
  return width;
}

/** Greedy line breaking of one paragraph at a size; a word wider than the line is split by characters. */
export function wrap(words: readonly Word[], width: number, font: FaceFont, size: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  let runs: Run[] = [];
  let used = 0;
  // A space takes the style of the text before it (a bold label's space is a bold space), and
  // is measured in that style, so a line's width is what is drawn.
  const spaceStyle = () => styleOf(runs[runs.length - 1]!);
  const spaceWidth = () => measure(' ', font, size, spaceStyle());
  const pushWord = (word: Word, w: number) => {
    if (runs.length > 0) {
      used += spaceWidth();
      appendRun(runs, { text: ' ', ...spaceStyle() });
    }
    for (const run of word) appendRun(runs, { ...run });
    used += w;
  };
  for (const word of words) {
    let w = wordWidth(word, font, size, measure);
    if (runs.length > 0 && used + spaceWidth() + w > width) {
      lines.push({ runs, width: used });
      runs = [];
      used = 0;
    }
    if (runs.length === 0 && w > width) {
      // Too long for any line: as many characters as fit, then the rest.
      for (const piece of splitWord(word, width, font, size, measure)) {
        w = wordWidth(piece, font, size, measure);
        if (runs.length > 0) {
          lines.push({ runs, width: used });
          runs = [];
          used = 0;
        }
        for (const run of piece) appendRun(runs, { ...run });
        used = w;
      }
      continue;
    }
    pushWord(word, w);
  }
  if (runs.length > 0) lines.push({ runs, width: used });
  return lines;
}

function splitWord(word: Word, width: number, font: FaceFont, size: number, measure: Measure): Word[] {
  const pieces: Word[] = [];
  let piece: Word = [];
  let used = 0;
  for (const run of word) {
    for (const ch of run.text) {
      const w = measure(ch, font, size, run);
      if (used + w > width && piece.length > 0) {
        pieces.push(piece);
        piece = [];
        used = 0;
      }
      appendRun(piece, { ...styleOf(run), text: ch });
      used += w;
    }
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

function styleOf(run: Run): RunStyle {
  const style: RunStyle = {};
  if (run.bold) style.bold = true;
  if (run.italic) style.italic = true;
  return style;
}

function appendRun(runs: Run[], run: Run): void {
  const last = runs[runs.length - 1];
  if (last && !!last.bold === !!run.bold && !!last.italic === !!run.italic && !!last.mark === !!run.mark) last.text += run.text;
  else runs.push(run);
}

function heightOf(paragraphs: Line[][], leading: number): number {
  const lines = paragraphs.reduce((n, p) => n + p.length, 0);
  if (lines === 0) return 0;
  return lines * leading + (paragraphs.length - 1) * leading * PARAGRAPH_GAP;
}

function layout(words: Word[][], box: FitBox, size: number, measure: Measure) {
  const paragraphs = words.map((p) => wrap(p, box.width, box.font, size, measure));
  const leading = size * box.lineHeight;
  return { paragraphs, leading, height: heightOf(paragraphs, leading) };
}

/**
 * The largest size from maxSize down to minSize (in quarter units) at which the text fits the
 * box. The height grows with the size, so a binary search finds it in a few layouts.
 */
export function fitText(text: string, box: FitBox, measure: Measure, options: { marked?: readonly number[] } = {}): Fitted {
  const steps = Math.max(0, Math.floor((box.maxSize - box.minSize) / STEP + 1e-9));
  const sizeAt = (step: number) => box.maxSize - step * STEP;
  for (const dropReminders of [false, true]) {
    const words = richText(text, { marked: options.marked, reminders: !dropReminders });
    if (dropReminders && JSON.stringify(words) === JSON.stringify(richText(text, { marked: options.marked }))) break;
    const first = layout(words, box, box.maxSize, measure);
    if (first.height <= box.height) return { size: box.maxSize, ...first, remindersDropped: dropReminders, overflow: false };
    const smallest = layout(words, box, sizeAt(steps), measure);
    if (smallest.height > box.height) continue;
    // The first step that fits lies in (low, high].
    let low = 0;
    let high = steps;
    let best = smallest;
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      const tried = layout(words, box, sizeAt(mid), measure);
      if (tried.height <= box.height) {
        high = mid;
        best = tried;
      } else low = mid;
    }
    return { size: sizeAt(high), ...best, remindersDropped: dropReminders, overflow: false };
  }
  // Cut at the smallest size: whole lines while they fit, the last one ending in an ellipsis.
  const words = richText(text, { marked: options.marked, reminders: false });
  const size = box.minSize;
  const full = layout(words, box, size, measure);
  const kept: Line[][] = [];
  let used = 0;
  let filled = false;
  for (const paragraph of full.paragraphs) {
    if (filled) break;
    const lines: Line[] = [];
    for (const line of paragraph) {
      const gap = kept.length > 0 && lines.length === 0 ? full.leading * PARAGRAPH_GAP : 0;
      if (used + gap + full.leading > box.height) {
        filled = true;
        break;
      }
      used += gap + full.leading;
      lines.push(line);
    }
    if (lines.length > 0) kept.push(lines);
  }
  const lastLine = kept.at(-1)?.at(-1);
  if (lastLine) ellipsis(lastLine, box, size, measure);
  return { size, leading: full.leading, paragraphs: kept, height: heightOf(kept, full.leading), remindersDropped: true, overflow: true };
}

/** Ends a line with "…", dropping characters until it fits. */
function ellipsis(line: Line, box: FitBox, size: number, measure: Measure): void {
  const mark = '…';
  const widthOf = () => line.runs.reduce((w, r) => w + measure(r.text, box.font, size, r), 0);
  line.runs.push({ text: mark });
  while (widthOf() > box.width && line.runs.length > 1) {
    const run = line.runs[line.runs.length - 2]!;
    run.text = run.text.slice(0, -1);
    if (run.text === '') line.runs.splice(line.runs.length - 2, 1);
  }
  line.width = widthOf();
}

/** One line of text shrunk to fit a width (a name); cut with an ellipsis at the smallest size. */
export function fitLine(text: string, width: number, font: FaceFont, maxSize: number, minSize: number, measure: Measure, style: RunStyle = {}): { text: string; size: number; width: number; cut: boolean } {
  for (let size = maxSize; size >= minSize - 1e-9; size -= STEP) {
    const w = measure(text, font, size, style);
    if (w <= width) return { text, size, width: w, cut: false };
  }
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`, font, minSize, style) > width) cut = cut.slice(0, -1);
  const shown = `${cut.trimEnd()}…`;
  return { text: shown, size: minSize, width: measure(shown, font, minSize, style), cut: true };
}

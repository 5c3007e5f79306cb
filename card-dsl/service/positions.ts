// Positions as editors count them: 0-based lines and UTF-16 code units within the line, like
// LSP. The syntax tree counts UTF-16 offsets from the start of the file; a LineIndex converts.
import type { Range as OffsetRange } from '../syntax/tokens';

export type Position = { line: number; character: number };
export type Range = { start: Position; end: Position };
/** A change of the text: `newText` replaces `range` (LSP's TextEdit). */
export type TextEdit = { range: Range; newText: string };
export type Location = { path: string; range: Range };

export class LineIndex {
  /** Offset where each line starts; line 0 starts at 0. */
  readonly starts: readonly number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = starts;
  }

  /** The offset of a position, clamped into the text (a character past the line's end means its end). */
  offsetAt(position: Position | null | undefined): number {
    const line = toInt(position?.line);
    const character = toInt(position?.character);
    if (line < 0) return 0;
    if (line >= this.starts.length) return this.text.length;
    const start = this.starts[line]!;
    const end = line + 1 < this.starts.length ? this.starts[line + 1]! - 1 : this.text.length;
    return Math.min(start + Math.max(0, character), end);
  }

  positionAt(offset: number): Position {
    const at = Math.max(0, Math.min(toInt(offset), this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: at - this.starts[low]! };
  }

  range(range: OffsetRange): Range {
    return { start: this.positionAt(range.start), end: this.positionAt(range.end) };
  }

  offsets(range: Range | null | undefined): OffsetRange {
    const a = this.offsetAt(range?.start);
    const b = this.offsetAt(range?.end);
    return a <= b ? { start: a, end: b } : { start: b, end: a };
  }
}

/** The text after `edits` (each in the coordinates of the original text, not overlapping), as one pass. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const lines = new LineIndex(text);
  const spans = edits.map((e) => ({ ...lines.offsets(e.range), text: e.newText })).sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue; // overlaps the one before: left out
    out += text.slice(at, span.start) + span.text;
    at = span.end;
  }
  return out + text.slice(at);
}

/** Garbage in (NaN, strings, fractions) reads as a whole number, never as a throw. */
function toInt(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

// Helpers for tests of the language service: sources with a cursor `<|>` or a range
// `<[>…<]>` marked in them, and one-call completion and hover on such a source.
import type { SetManifest } from '../project';
import type { CompletionItem } from './completion';
import type { Hover } from './hover';
import type { Position, Range } from './positions';
import { LanguageService } from './service';

export const CURSOR = '<|>';
export const RANGE_START = '<[>';
export const RANGE_END = '<]>';

/** `'game <|>'` -> `{ text: 'game ', position: { line: 0, character: 5 } }`. */
export function cursor(marked: string): { text: string; position: Position; offset: number } {
  const offset = marked.indexOf(CURSOR);
  if (offset < 0) throw new Error(`no ${CURSOR} in the source`);
  const text = marked.slice(0, offset) + marked.slice(offset + CURSOR.length);
  return { text, position: positionOf(text, offset), offset };
}

/** `'bot "A" <[>powr<]> 3'` -> the text without markers and the marked range. */
export function rangeMarkers(marked: string): { text: string; range: Range } {
  const a = marked.indexOf(RANGE_START);
  const b = marked.indexOf(RANGE_END);
  if (a < 0 || b < a) throw new Error(`no ${RANGE_START}…${RANGE_END} in the source`);
  const text = marked.slice(0, a) + marked.slice(a + RANGE_START.length, b) + marked.slice(b + RANGE_END.length);
  const end = b - RANGE_START.length;
  return { text, range: { start: positionOf(text, a), end: positionOf(text, end) } };
}

export function positionOf(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

export const TEST_PATH = 'sets/test/main.cards';
export const TEST_MANIFEST: SetManifest = { game: 'stak-bots', set: 'test', name: 'Test' };

/** A service with the marked source open at TEST_PATH (in a stak-bots set), and the cursor. */
export function serviceAt(marked: string, others: Record<string, string> = {}): { service: LanguageService; position: Position; path: string } {
  const { text, position } = cursor(marked);
  const service = new LanguageService();
  service.setManifest('sets/test', TEST_MANIFEST);
  service.openDocument(TEST_PATH, text);
  for (const [path, source] of Object.entries(others)) service.openDocument(path, source);
  return { service, position, path: TEST_PATH };
}

/** Completion items at the `<|>` of a source (with other files of the same set, by path). */
export function completionAt(marked: string, others: Record<string, string> = {}): CompletionItem[] {
  const { service, position, path } = serviceAt(marked, others);
  return service.completion(path, position);
}

/** The labels of completionAt, for short assertions. */
export function labelsAt(marked: string, others: Record<string, string> = {}): string[] {
  return completionAt(marked, others).map((item) => item.label);
}

export function hoverAt(marked: string, others: Record<string, string> = {}): Hover | null {
  const { service, position, path } = serviceAt(marked, others);
  return service.hover(path, position);
}

// The smallest single replacement turning one text into another: replacing only the part that
// differs keeps cursors, selections and folds elsewhere where they were.

export type Replacement = {
  /** Offset where the old and new texts start to differ. */
  start: number;
  /** End of the replaced part in the old text. */
  oldEnd: number;
  text: string;
};

export function minimalReplacement(before: string, after: string): Replacement | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  // Do not split a surrogate pair or a CRLF between the kept and replaced parts.
  if (start > 0 && isBoundaryInside(before, start)) start -= 1;
  let suffix = 0;
  while (suffix < shorter - start && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix += 1;
  if (suffix > 0 && isBoundaryInside(before, before.length - suffix)) suffix -= 1;
  return { start, oldEnd: before.length - suffix, text: after.slice(start, after.length - suffix) };
}

function isBoundaryInside(text: string, offset: number): boolean {
  const previous = text.charCodeAt(offset - 1);
  const next = text.charCodeAt(offset);
  const splitsSurrogates = previous >= 0xd800 && previous <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
  const splitsLineBreak = previous === 13 && next === 10;
  return splitsSurrogates || splitsLineBreak;
}

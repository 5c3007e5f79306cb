// Text that can be written as UTF-8. A JavaScript string may hold half of a surrogate pair
// (JSON's "\ud800" makes one); encoding it as UTF-8 silently turns it into U+FFFD, so the
// contract refuses such text instead of writing something other than what was sent.

/** Index of the first lone surrogate in `text`, or -1 when the text is well formed. */
export function loneSurrogateAt(text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    if (unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1); // NaN past the end
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
    }
    return i;
  }
  return -1;
}

export function isWellFormedText(text: string): boolean {
  return loneSurrogateAt(text) < 0;
}

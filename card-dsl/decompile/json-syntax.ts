// Where a text stops being JSON and what was expected there. JSON.parse says so in words that
// differ between engines (and some name no position at all), so the first error is found here,
// by a small reader of the JSON grammar, and said the same way everywhere.

export type JsonSyntaxError = { offset: number; line: number; column: number; message: string };

/** The first syntax error of `text`, or null when it is JSON. */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const at = (message: string): JsonSyntaxError => {
    const before = text.slice(0, i);
    const line = before.split('\n').length;
    return { offset: i, line, column: i - (before.lastIndexOf('\n') + 1) + 1, message };
  };
  const found = () => (i >= text.length ? 'the end of the file' : `"${text[i]}"`);
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const literal = (word: string): JsonSyntaxError | null => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return null;
    }
    return at(`unexpected ${found()}: expected a value`);
  };
  const string = (): JsonSyntaxError | null => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) return at('a line break or control character inside a string: write it as \\n or \\u….');
      if (text[i] === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return at('invalid \\u escape in a string: \\u takes four hex digits');
          i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) return at(`invalid escape \\${e ?? ''} in a string`);
        i += 2;
        continue;
      }
      i += 1;
    }
    if (i >= text.length) return at('a string is not closed: add a "');
    i += 1;
    return null;
  };
  const number = (): JsonSyntaxError | null => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') return at(`unexpected ${found()}: expected a value`);
    i += m[0].length;
    return null;
  };
  const value = (depth: number): JsonSyntaxError | null => {
    if (depth > 1000) return at('nesting is too deep');
    space();
    const c = text[i];
    if (c === '{') return container('}', depth, true);
    if (c === '[') return container(']', depth, false);
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    return number();
  };
  const container = (close: string, depth: number, object: boolean): JsonSyntaxError | null => {
    i += 1;
    space();
    if (text[i] === close) {
      i += 1;
      return null;
    }
    for (;;) {
      if (object) {
        space();
        if (text[i] !== '"') return at(`unexpected ${found()}: expected a field name in double quotes`);
        const e = string();
        if (e) return e;
        space();
        if (text[i] !== ':') return at(`unexpected ${found()}: expected ":" after the field name`);
        i += 1;
      }
      const e = value(depth + 1);
      if (e) return e;
      space();
      if (text[i] === ',') {
        i += 1;
        space();
        if (text[i] === close) return at(`unexpected "${close}" after ",": remove the last comma`);
        continue;
      }
      if (text[i] === close) {
        i += 1;
        return null;
      }
      return at(`unexpected ${found()}: expected "," or "${close}"`);
    }
  };
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  const error = value(0);
  if (error) return error;
  space();
  return i < text.length ? at(`unexpected ${found()} after the end of the JSON value`) : null;
}

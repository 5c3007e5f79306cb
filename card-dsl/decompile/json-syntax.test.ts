// The JSON reader finds the first syntax error where JSON.parse does, and accepts what it accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-syntax';

describe('jsonSyntaxError', () => {
  it.each([
    ['{"a": 1,}', 1, 9, 'unexpected "}" after ",": remove the last comma'],
    ['{"a" 1}', 1, 6, 'unexpected "1": expected ":" after the field name'],
    ['{\n  a: 1\n}', 2, 3, 'unexpected "a": expected a field name in double quotes'],
    ['[1, 2', 1, 6, 'unexpected the end of the file: expected "," or "]"'],
    ['"open', 1, 6, 'a string is not closed: add a "'],
    ['{"a": tru}', 1, 7, 'unexpected "t": expected a value'],
    ['{} {}', 1, 4, 'unexpected "{" after the end of the JSON value'],
    ['', 1, 1, 'unexpected the end of the file: expected a value'],
  ])('%j: line %i, column %i', (text, line, column, message) => {
    expect(jsonSyntaxError(text)).toMatchObject({ line, column, message });
  });

  it('agrees with JSON.parse on whether a text is JSON', () => {
    const texts = fc.oneof(
      fc.json(),
      fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '1', '-', 'e', '.', ' ', 'a', '\\', 't', 'n', 'u', '\n') }),
      fc.json().chain((json) => fc.nat(json.length).map((cut) => json.slice(0, cut))),
    );
    fc.assert(
      fc.property(texts, (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(jsonSyntaxError(text) === null).toBe(parses);
      }),
      { numRuns: 2000, seed: 12 },
    );
  });
});

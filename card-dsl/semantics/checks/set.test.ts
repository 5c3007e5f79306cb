import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import { parse } from '../../syntax/parser';
import { check, type CheckInput } from '../checker';
import type { CheckRegistry } from '../registry';
import { checkCreatedCard, checkStartsWithKnown, checkStartsWithOther, checkUniqueId, checkUniqueName } from './set';

const games = new Map([[vocabulary.game, vocabulary]]);
const sources = new Map<string, string>();

function file(path: string, ...names: string[]): CheckInput {
  const source = `game stak-bots\n${names.map((n) => `bot "${n}" rank 1 power 1 {\n  entry: draw a card\n}\n`).join('')}`;
  const { file, diagnostics } = parse(source);
  expect(diagnostics).toEqual([]);
  sources.set(path, source);
  return { path, file, source };
}

/** Each diagnostic as `path:line code message`. */
function run(files: CheckInput[], checks: CheckRegistry, set?: string) {
  return check(files, { games, checks, set }).map(({ path, diagnostic: d }) => {
    const source = sources.get(path) ?? '';
    return `${path}:${source.slice(0, d.range.start).split('\n').length} ${d.code} ${d.message}`;
  });
}

describe('checkUniqueName (CW2010)', () => {
  const checks: CheckRegistry = { card: [checkUniqueName] };

  it('accepts different names', () => {
    expect(run([file('a.cards', 'Bolt Pup', 'Cog Crawler')], checks)).toEqual([]);
  });

  it('reports every later card of a name with the first one\'s file and line', () => {
    // Cards are 3 lines each after the game line: names on lines 2, 5, 8.
    expect(run([file('a.cards', 'Bolt Pup', 'Cog Crawler', 'Bolt Pup'), file('b.cards', 'Bolt Pup')], checks)).toEqual([
      'a.cards:8 CW2010 two cards are called "Bolt Pup" (also at a.cards:2)',
      'b.cards:2 CW2010 two cards are called "Bolt Pup" (also at a.cards:2)',
    ]);
  });

  it('names the file alone when its source was not given', () => {
    const first = { ...file('a.cards', 'Bolt Pup'), source: undefined };
    expect(run([first, file('b.cards', 'Bolt Pup')], checks)).toEqual(['b.cards:2 CW2010 two cards are called "Bolt Pup" (also at a.cards)']);
  });
});

describe('checkUniqueId (CW2011)', () => {
  const checks: CheckRegistry = { card: [checkUniqueId] };

  it('reports two names with the same slug, with the id and the first name', () => {
    expect(run([file('a.cards', 'Cog Crawler'), file('b.cards', 'Cog-Crawler!')], checks, 'Starter')).toEqual([
      'b.cards:2 CW2011 two cards have the id "stak-bots/starter/cog-crawler" (also "Cog Crawler")',
    ]);
  });

  it('takes the set from a file\'s set line when no manifest name is given', () => {
    const { file: parsed } = parse('game stak-bots\nset "Big Box"\nbot "Zap" rank 1 power 1 {}\nbot "ZAP" rank 1 power 1 {}\n');
    expect(check([{ path: 'a.cards', file: parsed }], { games, checks }).map((d) => d.diagnostic.message)).toEqual([
      'two cards have the id "stak-bots/big-box/zap" (also "Zap")',
    ]);
  });

  it('leaves the same name twice to CW2010', () => {
    expect(run([file('a.cards', 'Bolt Pup', 'Bolt Pup')], checks)).toEqual([]);
  });
});

describe('checkStartsWithKnown (CW2009)', () => {
  const checks: CheckRegistry = { 'header:starts-with': [checkStartsWithKnown] };
  const starter = (header: string) => parse(`game stak-bots\nbot "Isaac" rank 1 power 1 ${header} {}\n`).file;

  it('accepts cards of the set, in the same file or another', () => {
    const { file: items } = parse('game stak-bots\nbot "Spanner" rank 1 power 1 {}\n');
    expect(check([{ path: 'a.cards', file: starter('starts-with "Spanner", "Isaac"') }, { path: 'b.cards', file: items }], { games, checks })).toEqual([]);
  });

  it('reports an unknown name at its string, with a did-you-mean and its quick fix', () => {
    const source = 'game stak-bots\nbot "Spanner" rank 1 power 1 {}\nbot "Isaac" rank 1 power 1 starts-with "Spaner" {}\n';
    const found = check([{ path: 'a.cards', file: parse(source).file }], { games, checks }).map(({ diagnostic: d }) => ({ ...d, at: source.slice(d.range.start, d.range.end) }));
    expect(found).toMatchObject([{ code: 'CW2009', at: '"Spaner"', message: 'no card called "Spaner" in this set (did you mean "Spanner"?)', suggestion: '"Spanner"' }]);
  });
});

describe('checkStartsWithOther (CW3013)', () => {
  const checks: CheckRegistry = { 'header:starts-with': [checkStartsWithOther] };

  it('reports a card that starts with itself, at the name', () => {
    const source = 'game stak-bots\nbot "Spanner" rank 1 power 1 {}\nbot "Isaac" rank 1 power 1 starts-with "Spanner", "Isaac" {}\n';
    const found = check([{ path: 'a.cards', file: parse(source).file }], { games, checks }).map(({ diagnostic: d }) => [d.code, source.slice(d.range.start, d.range.end), d.message]);
    expect(found).toEqual([['CW3013', '"Isaac"', 'a card cannot start with itself ("Isaac"): name another card of the set']]);
  });
});

describe('checkCreatedCard (CW2009)', () => {
  const checks: CheckRegistry = { 'effect:create': [checkCreatedCard] };

  it('accepts a card of the set, and reports an unknown one at its string with a did-you-mean', () => {
    const source = 'game stak-bots\nbot "Spanner" rank 1 power 1 {}\nbot "Maker" rank 1 power 1 {\n  entry: create "Spanner" in your stak then create "Spaner" in each opponent\'s stak\n}\n';
    const found = check([{ path: 'a.cards', file: parse(source).file }], { games, checks }).map(({ diagnostic: d }) => ({ ...d, at: source.slice(d.range.start, d.range.end) }));
    expect(found).toMatchObject([{ code: 'CW2009', at: '"Spaner"', message: 'no card called "Spaner" in this set (did you mean "Spanner"?)', suggestion: '"Spanner"' }]);
  });
});

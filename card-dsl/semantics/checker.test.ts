import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../engine/games/stak-bots/vocabulary';
import type { File } from '../syntax/ast';
import { parse } from '../syntax/parser';
import { cardId, check, checkFile, lineOf, lineStarts, slugify } from './checker';

const games = new Map([[vocabulary.game, vocabulary]]);

const SOURCE = `game stak-bots

bot "Cog Crawler" rank 1 powr 1 {
  entyr: draw a card
  entry: roll {
    1-2: scrap victim
  }
}

bot "Vanilla" rank 1 power 1 {}
`;

function parsed(source: string): File {
  const { file, diagnostics } = parse(source);
  expect(diagnostics).toEqual([]);
  return file;
}

describe('check', () => {
  it('checks every file and orders the diagnostics by file, then position', () => {
    const b = { path: 'b.cards', file: parsed(SOURCE), source: SOURCE };
    const a = { path: 'a.cards', file: parsed('game stak-bot\n'), source: 'game stak-bot\n' };
    const text = { 'a.cards': a.source, 'b.cards': b.source } as Record<string, string>;
    const found = check([b, a], { games }).map(({ path, diagnostic: d }) => `${path} ${d.code} ${text[path]!.slice(d.range.start, d.range.end)}`);
    expect(found).toEqual([
      'a.cards CW2001 stak-bot',
      'b.cards CW2016 bot "Cog Crawler"', // lacks power: `powr` is no stat
      'b.cards CW2003 powr',
      'b.cards CW2017 entyr',
      'b.cards CW3001 roll',
      'b.cards CW2008 victim',
      'b.cards CW4001 "Vanilla"',
    ]);
  });

  it('gives the same answer every time', () => {
    const input = [{ path: 'b.cards', file: parsed(SOURCE), source: SOURCE }];
    expect(check(input, { games })).toEqual(check(input, { games }));
  });

  it('checks nothing against the vocabulary of an unknown game', () => {
    const source = 'game stak-bot\nrobot "A" hp 3 {\n  entyr: scrapp this\n}\n';
    expect(checkFile(parsed(source), { games }).map((d) => d.code)).toEqual(['CW2001']);
  });

  it('still checks what needs no vocabulary when the game is unknown', () => {
    const source = 'game chess\nknight "A" {\n  move: roll {\n    1-5: scrap victim\n  }\n}\n';
    expect(checkFile(parsed(source), { games }).map((d) => d.code)).toEqual(['CW2001', 'CW3001', 'CW2008']);
  });

  it('checkFile checks one file as a set of one', () => {
    const found = checkFile(parsed(SOURCE), { games });
    expect(found.map((d) => d.code)).toEqual(['CW2016', 'CW2003', 'CW2017', 'CW3001', 'CW2008', 'CW4001']);
    const at = SOURCE.indexOf('powr');
    expect(found[1]).toEqual({ code: 'CW2003', severity: 'error', range: { start: at, end: at + 4 }, message: '"powr" is not a stat of a bot (did you mean "power"? stats: power, rank, copies)', suggestion: 'power' });
  });

  it('runs only the checks it is given', () => {
    expect(checkFile(parsed(SOURCE), { games, checks: {} })).toEqual([]);
  });
});

describe('check on any tree', () => {
  /** A small seeded generator, so a failure can be replayed. */
  function generator(seed: number) {
    let state = seed >>> 0;
    return () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
  }

  const junk = [null, undefined, 0, -1, '', 'x', [], {}, [null], { type: 'broken' }, { type: 'nonsense', range: { start: 0, end: 0 } }, { range: null }];

  /** Replaces a random field somewhere in the tree by (a fresh copy of) junk. */
  function mutate(tree: unknown, random: () => number): void {
    const holders: [Record<string, unknown>, string][] = [];
    const seen = new Set<object>();
    const collect = (value: unknown) => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return;
      seen.add(value);
      for (const key of Object.keys(value)) {
        holders.push([value as Record<string, unknown>, key]);
        collect((value as Record<string, unknown>)[key]);
      }
    };
    collect(tree);
    const [holder, key] = holders[Math.floor(random() * holders.length)]!;
    holder[key] = structuredClone(junk[Math.floor(random() * junk.length)]);
  }

  it('never throws, whatever was cut out of the tree', () => {
    const source = `game stak-bots
bot "A" rank 1 power 1 {
  entry: for each opponent as rival: scrap the top card of rival's stak then roll { 1-3: draw a card
    4-6: play-from-hand with who you }
  when any scrapped if it is your turn: choose one {
    put 2 power counters on the top card of your stak
    reveal target card in the scrapheap as prey then reset prey
  }
  static: this gets +1 power while the number of cards in your hand is 3 or more
  each time this would damaged: reduce it by 1
}
`;
    const random = generator(7);
    for (let round = 0; round < 400; round += 1) {
      const file = parse(source).file;
      for (let cuts = 0; cuts < 1 + (round % 5); cuts += 1) mutate(file, random);
      expect(() => check([{ path: 'a.cards', file, source }], { games })).not.toThrow();
    }
  });

  it('takes files that are not files at all', () => {
    const bad = [null, undefined, {}, { path: 'x' }, { path: 'x', file: null }, { path: 'x', file: { type: 'file', range: { start: 0, end: 0 }, decls: null, game: null } }];
    expect(check(bad as never, { games })).toEqual([]);
    expect(check(null as never, { games })).toEqual([]);
  });
});

describe('card ids', () => {
  it('slugs a name: lowercase words joined by dashes, accents dropped', () => {
    expect(slugify('Cog Crawler')).toBe('cog-crawler');
    expect(slugify('  R.O.B. the 2nd! ')).toBe('r-o-b-the-2nd');
    expect(slugify('Déjà Vu')).toBe('deja-vu');
    expect(slugify('🤖')).toBe('');
  });

  it('makes <game>/<set>/<slug>, or nothing without a game or a slug', () => {
    expect(cardId('stak-bots', 'Starter', 'Cog Crawler')).toBe('stak-bots/starter/cog-crawler');
    expect(cardId('stak-bots', '', 'Zap')).toBe('stak-bots/set/zap');
    expect(cardId(null, 'Starter', 'Zap')).toBeNull();
    expect(cardId('stak-bots', 'Starter', '!!')).toBeNull();
  });
});

describe('lines', () => {
  it('finds the 1-based line of an offset', () => {
    const starts = lineStarts('ab\ncd\n\nef');
    expect([0, 2, 3, 5, 6, 7, 9].map((offset) => lineOf(starts, offset))).toEqual([1, 1, 2, 2, 3, 4, 4]);
  });
});

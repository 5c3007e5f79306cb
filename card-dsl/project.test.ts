import { describe, expect, it } from 'vitest';
import { buildSet, lineColumn } from './project';

const manifest = { game: 'stak-bots', set: 'mine', name: 'Mine' };
const codes = (built: ReturnType<typeof buildSet>) => built.diagnostics.map((d) => `${d.path} ${d.diagnostic.code}`);

describe('a set through every phase', () => {
  it('compiles cards spread over files into one set file, in file order', () => {
    const built = buildSet(
      [
        { path: 'a.cards', text: 'game stak-bots\nbot "Pip" rank 1 power 2 {\n  entry: draw a card\n}\n' },
        { path: 'b.cards', text: 'game stak-bots\nbot "Zap" rank 2 power 1 {\n  entry: deal 1 damage to this\n}\n' },
      ],
      manifest,
    );
    expect(codes(built)).toEqual([]);
    expect(built.setFile?.cards.map((c) => c.id)).toEqual(['stak-bots/mine/pip', 'stak-bots/mine/zap']);
  });

  it('reports every phase by file and position, and makes no set file while there is an error', () => {
    const built = buildSet(
      [
        { path: 'a.cards', text: 'game stak-bots\nbot "Pip" rank 1 power 2 {\n  entry: draw a card\n}\nbot "Pip" rank 1 power 2 {}\n' },
        { path: 'b.cards', text: 'game stak-bots\nbot "Zap" rank 2 power 1 {\n  entry: deal damage to this\n}\n' },
      ],
      manifest,
    );
    expect(codes(built)).toEqual(['a.cards CW2010', 'a.cards CW4001', 'b.cards CW1009']);
    expect(built.setFile).toBeNull();
  });

  it('warns when the printed text leaves out a number the effect uses', () => {
    const text = 'game stak-bots\nbot "Pip" rank 1 power 2 {\n  text "Entry: deal 2 damage to this bot."\n  entry: deal 3 damage to this\n}\n';
    const built = buildSet([{ path: 'a.cards', text }], manifest);
    expect(built.diagnostics.map((d) => [d.diagnostic.code, d.diagnostic.severity, d.diagnostic.message])).toEqual([
      ['CW3007', 'warning', 'the effects use 3, which the printed text does not say (it says 2)'],
    ]);
    const at = built.diagnostics[0]!.diagnostic.range;
    expect(text.slice(at.start, at.end)).toBe('"Entry: deal 2 damage to this bot."');
    // A warning does not stop the set from compiling.
    expect(built.setFile?.cards).toHaveLength(1);
  });

  it('gives 1-based lines and columns', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab', 99)).toEqual({ line: 1, column: 3 });
  });
});

describe('cards named by name', () => {
  const text = [
    'game stak-bots',
    'bot "Pip" rank 1 power 2 {}',
    'bot "Hunter" rank 2 power 2 {',
    '  entry: scrap each card in the scrapheap named "Pip"',
    '  when any scrapped if the event card is named "Pip": draw a card',
    '}',
    '',
  ].join('\n');

  it('compile to the is-card condition with the named card\'s id', () => {
    const built = buildSet([{ path: 'a.cards', text }], manifest);
    expect(built.diagnostics.filter((d) => d.diagnostic.severity !== 'info')).toEqual([]);
    const hunter = built.setFile!.cards.find((c) => c.name === 'Hunter')!;
    expect(hunter.abilities[0]).toMatchObject({
      effect: { kind: 'game', verb: 'scrap', args: { cards: { kind: 'filter', where: { kind: 'is-card', card: { kind: 'bound', name: 'it' }, id: 'stak-bots/mine/pip' } } } },
    });
    expect(hunter.abilities[1]).toMatchObject({ on: { where: { kind: 'is-card', card: { kind: 'event', field: 'card' }, id: 'stak-bots/mine/pip' } } });
  });

  it('report a name the set does not have, with a did-you-mean that is a quick fix', () => {
    const typo = text.replace('named "Pip"', 'named "Pipp"');
    const built = buildSet([{ path: 'a.cards', text: typo }], manifest);
    const found = built.diagnostics.find((d) => d.diagnostic.code === 'CW2009')!;
    expect(found.diagnostic.message).toBe('no card called "Pipp" in this set (did you mean "Pip"?)');
    expect(typo.slice(found.diagnostic.range.start, found.diagnostic.range.end)).toBe('"Pipp"');
    expect(found.diagnostic.suggestion).toBe('"Pip"');
    expect(built.setFile).toBeNull();
  });
});

describe('a file that is not card text at all', () => {
  /** A fixed stream of bytes that reads as noise (no Math.random in card-dsl). */
  function noise(length: number, seed = 1): string {
    let x = seed;
    let out = '';
    for (let i = 0; i < length; i += 1) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      out += String.fromCharCode(32 + ((x >>> 16) % 95), ...((x & 63) === 0 ? [10] : []));
    }
    return out;
  }

  it('shows its first 1,000 problems and one more that counts the rest, and compiles nothing', () => {
    const text = `game stak-bots\n${'@ '.repeat(5000)}\n${noise(20_000)}`;
    const built = buildSet([{ path: 'junk.cards', text }], manifest);
    expect(built.diagnostics).toHaveLength(1001);
    const last = built.diagnostics.at(-1)!.diagnostic;
    expect(last).toMatchObject({ code: 'CW0001', severity: 'error' });
    expect(last.message).toMatch(/^[\d,]+ more not shown \([\d,]+ errors\): only the first 1,000 problems of this file are listed$/);
    expect(built.diagnostics.slice(0, -1).every((d, i, all) => i === 0 || all[i - 1]!.diagnostic.range.start <= d.diagnostic.range.start)).toBe(true);
    expect(built.setFile).toBeNull();
  });

  it('caps each file on its own', () => {
    const built = buildSet(
      [
        { path: 'a.cards', text: `game stak-bots\n${'@ '.repeat(1500)}\n` },
        { path: 'b.cards', text: 'game stak-bots\nbot "Pip" rank 1 power 2 {\n  entry: draw a card\n}\n' },
      ],
      manifest,
    );
    expect(built.diagnostics.filter((d) => d.path === 'a.cards')).toHaveLength(1001);
    expect(built.diagnostics.filter((d) => d.path === 'b.cards')).toHaveLength(0);
  });

  it('survives checks that report more problems than a call can take as arguments', () => {
    // 140,000 problems from the checker alone: a stat it does not know, given again and again.
    const built = buildSet([{ path: 'a.cards', text: `game stak-bots\nbot "A" rank 1 power 1 ${'q 1 '.repeat(70_000)}{}\n` }], manifest);
    expect(built.diagnostics).toHaveLength(1001);
    expect(built.diagnostics.at(-1)!.diagnostic.code).toBe('CW0001');
  });

  it('gives no did-you-mean for a name too long to be a typo', () => {
    const long = 'x'.repeat(5000);
    const built = buildSet([{ path: 'a.cards', text: `game stak-bots\nbot "${long}" rank 1 power 1 {\n  entry: scrap each card in the scrapheap named "${long}y"\n}\n` }], manifest);
    const unknown = built.diagnostics.find((d) => d.diagnostic.code === 'CW2009')!;
    expect(unknown.diagnostic.suggestion).toBeUndefined();
    expect(unknown.diagnostic.message).not.toContain('did you mean');
  });

  it('names thousands of targets in one ability', () => {
    const targets = Array.from({ length: 3000 }, () => "deal 1 damage to target top card of each opponent's stak").join(' then ');
    const built = buildSet([{ path: 'a.cards', text: `game stak-bots\nbot "A" rank 1 power 1 {\n  entry: ${targets}\n}\n` }], manifest);
    expect(built.diagnostics.filter((d) => d.diagnostic.severity === 'error')).toEqual([]);
    const ability = built.setFile!.cards[0]!.abilities[0] as { targets?: { name: string }[] };
    const names = ability.targets!.map((t) => t.name);
    expect(new Set(names).size).toBe(3000);
    expect(names.slice(0, 3)).toEqual(['target', 'target-2', 'target-3']);
  });
});

describe('messages quote the source readably', () => {
  it('cut a long word short and show control characters as escapes, on one line', () => {
    const built = buildSet([{ path: 'a.cards', text: `game stak-bots\nbot "A" rank 1 ${'x'.repeat(5000)} 1 {}\n\u001b[31m\u0007 bot "B" rank 1 power 1 {}\n` }], manifest);
    const messages = built.diagnostics.map((d) => d.diagnostic.message);
    const stat = messages.find((m) => m.includes('is not a stat'))!;
    expect(stat).toBe(`"${'x'.repeat(79)}…" is not a stat of a bot (stats: rank, power, copies)`);
    const control = messages.find((m) => m.startsWith('unexpected character'))!;
    expect(control).toBe('unexpected characters "\\u{1b}["');
    for (const message of messages) expect([...message].every((c) => c.charCodeAt(0) >= 0x20), message).toBe(true);
  });
});

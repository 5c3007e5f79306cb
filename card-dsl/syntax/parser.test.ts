import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as A from './ast';
import { originOf, parseText, reparse } from './incremental';
import { KEPT_DIAGNOSTICS, parse } from './parser';
import { scan, TokenStream } from './scanner';

/** The tree without ranges, for comparing shapes. */
const shape = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'range' || k.endsWith('Range') ? undefined : v))) as unknown;

function card(body: string, header = 'rank 1 power 1'): A.CardDecl {
  const { file, diagnostics } = parse(`game stak-bots\nbot "Test" ${header} {\n${body}\n}\n`);
  expect(diagnostics).toEqual([]);
  const decl = file.decls[0];
  if (decl?.type !== 'card') throw new Error('no card');
  return decl;
}

function effectOf(body: string): A.Effect {
  const item = card(body).body[0];
  if (!item || !('effect' in item)) throw new Error('no effect');
  return item.effect;
}

describe('scanner', () => {
  it('reads words with inner dashes, possessives, numbers, strings with escapes and comments', () => {
    const tokens = scan(`play-from-hand opponent's opponents' 12 "a \\"b\\" \\u{1F916}" // note\n#tag <= X-1`);
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['word', 'play-from-hand'],
      ['word', 'opponent'],
      ['possessive', "'s"],
      ['word', 'opponents'],
      ['possessive', "'"],
      ['number', '12'],
      ['string', 'a "b" 🤖'],
      ['newline', '\n'],
      ['hash', 'tag'],
      ['compare', '<='],
      ['word', 'X'],
      ['minus', '-'],
      ['number', '1'],
      ['eof', ''],
    ]);
  });

  it('gives the same tokens read on demand, letting go of old ones, as scanned at once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.nat(2000), (text, from) => {
        const all = scan(text);
        const seen: string[] = [];
        const stream = new TokenStream(text, 0, text.length, (t) => seen.push(t.kind));
        for (let i = 0; i < all.length; i += 1) {
          expect(stream.get(i)).toEqual(all[i]);
          if (i % 300 === 0) stream.release(i);
        }
        expect(stream.get(all.length + 5).kind).toBe('eof');
        // The parser is told of what it reports on: unknown characters and strings.
        expect(seen).toEqual(all.map((t) => t.kind).filter((kind) => kind === 'unknown' || kind === 'string'));
        expect(scan(text, Math.min(from, text.length)).at(-1)).toEqual({ kind: 'eof', start: text.length, end: text.length, text: '' });
      }),
      { numRuns: 100 },
    );
  });

  it('reads a run of characters the language has no use for as one unknown token', () => {
    const tokens = scan('@@ $%a 🤖🤖 @!=1 ~\u0007');
    expect(tokens.map((t) => [t.kind, t.text])).toEqual([
      ['unknown', '@@'],
      ['unknown', '$%'],
      ['word', 'a'],
      ['unknown', '🤖🤖'],
      ['unknown', '@'],
      ['compare', '!='],
      ['number', '1'],
      ['unknown', '~\u0007'],
      ['eof', ''],
    ]);
    const { diagnostics } = parse('game stak-bots\n@@ ~\n');
    expect(diagnostics.filter((d) => d.code === 'CW1004').map((d) => [d.message, d.range])).toEqual([
      ['unexpected characters "@@"', { start: 15, end: 17 }],
      ['unexpected character "~"', { start: 18, end: 19 }],
    ]);
  });

  it('ends an unclosed string at the end of its line and reports bad escapes', () => {
    const { diagnostics } = parse('game stak-bots\nbot "Open rank 1 {\n}\nbot "B\\q" rank 1 power 1 {}\n');
    expect(diagnostics.map((d) => d.code)).toContain('CW1002');
    expect(diagnostics.map((d) => d.code)).toContain('CW1003');
  });
});

describe('parser', () => {
  it('reads the header: stats, several values, slashes, tags and words', () => {
    const decl = card('', 'rank 1 power 2 vp 5 3 2 points 12/16 copies 3 #geeks unique');
    expect(shape(decl.header)).toEqual([
      { type: 'stat', key: { text: 'rank' }, values: [{ value: 1 }] },
      { type: 'stat', key: { text: 'power' }, values: [{ value: 2 }] },
      { type: 'stat', key: { text: 'vp' }, values: [{ value: 5 }, { value: 3 }, { value: 2 }] },
      { type: 'stat', key: { text: 'points' }, values: [{ value: 12 }, { value: 16, slashed: true }] },
      { type: 'stat', key: { text: 'copies' }, values: [{ value: 3 }] },
      { type: 'tag', tag: { text: 'geeks' } },
      { type: 'word', word: { text: 'unique' } },
    ]);
  });

  it('reads `starts-with` and the name after it, with the name\'s range', () => {
    const source = 'game stak-bots\nbot "Test" rank 1 power 1 starts-with "Spanner" {\n}\n';
    const decl = parse(source).file.decls[0] as A.CardDecl;
    expect(shape(decl.header[2])).toEqual({ type: 'starts-with', names: [{ text: 'Spanner' }] });
    const item = decl.header[2] as Extract<A.HeaderItem, { type: 'starts-with' }>;
    expect(source.slice(item.range.start, item.range.end)).toBe('starts-with "Spanner"');
    expect(source.slice(item.names[0]!.range.start, item.names[0]!.range.end)).toBe('"Spanner"');
  });

  it('reads several names after `starts-with`, separated by commas, also over a line break', () => {
    expect(shape(card('', 'rank 1 starts-with "Spanner", "Bolt Pup" power 1').header)).toEqual([
      { type: 'stat', key: { text: 'rank' }, values: [{ value: 1 }] },
      { type: 'starts-with', names: [{ text: 'Spanner' }, { text: 'Bolt Pup' }] },
      { type: 'stat', key: { text: 'power' }, values: [{ value: 1 }] },
    ]);
    expect(shape(card('', 'rank 1 power 1 starts-with "Spanner",\n  "Bolt Pup"').header[2])).toEqual({ type: 'starts-with', names: [{ text: 'Spanner' }, { text: 'Bolt Pup' }] });
  });

  it('asks for a card\'s name in quotes after `starts-with` and after its commas', () => {
    for (const header of ['starts-with {', 'starts-with Spanner {', 'starts-with "Spanner", {']) {
      const { diagnostics } = parse(`game stak-bots\nbot "A" rank 1 power 1 ${header}\n}\n`);
      expect(diagnostics.map((d) => d.message), header).toEqual([expect.stringContaining('expected the name of a card in quotes, such as "The D6"')]);
    }
  });

  it('does not take a header line that starts with `starts-with` for a new card when it recovers', () => {
    const { file, diagnostics } = parse('game stak-bots\nbot "A" rank ) power 1\n  starts-with "B" {\n}\nbot "B" rank 1 power 1 {}\n');
    expect(diagnostics.map((d) => d.code)).toEqual(['CW1001']);
    expect(file.decls.map((d) => (d.type === 'card' ? d.name.text : d.type))).toEqual(['broken', 'B']);
  });

  it('reads an entry effect that deals damage to the top card of each opponent\'s stak', () => {
    expect(shape(effectOf("entry: deal 1 damage to the top card of each opponent's stak"))).toEqual({
      type: 'damage',
      amount: { type: 'number', value: 1 },
      to: { type: 'zone', zone: { zone: { text: 'stak' }, of: { type: 'players', which: 'opponents' }, shared: false }, position: 'top', count: null, depth: null, noun: { text: 'card' } },
    });
  });

  it('reads sequences joined by then, conditions and draws', () => {
    const effect = effectOf('entry: reveal the top card of the supply then if the power of the top card of the supply is 4 or more: draw a card');
    expect(effect.type).toBe('sequence');
    if (effect.type !== 'sequence') return;
    expect(effect.steps.map((s) => s.type)).toEqual(['reveal', 'if']);
    const branch = effect.steps[1]!;
    if (branch.type !== 'if') return;
    expect(shape(branch.condition)).toMatchObject({ type: 'compare', op: '>=', right: { value: 4 }, left: { type: 'property', name: { text: 'power' } } });
    expect(shape(branch.then)).toEqual({ type: 'draw', who: null, count: { type: 'number', value: 1 }, from: null });
  });

  it('reads targets with filters and names, and subjects before their verb', () => {
    const scrap = effectOf("entry: scrap target top card of each opponent's stak with power 2 or less as prey");
    expect(shape(scrap)).toMatchObject({
      type: 'verb',
      verb: { text: 'scrap' },
      args: [{ name: null, value: { type: 'target', min: 1, max: 1, name: { text: 'prey' }, from: { type: 'filter', where: { type: 'compare', op: '<=' } } } }],
    });
    const discard = effectOf('entry: target opponent as rival discards a card of their choice');
    expect(shape(discard)).toMatchObject({ type: 'discard', chooser: 'owner', who: { type: 'target', name: { text: 'rival' }, from: { type: 'players', which: 'opponents' } } });
  });

  it('reads choose one, repeat with a choice, for each, static and when', () => {
    expect(effectOf('entry: choose one {\n draw 2 cards\n deal 2 damage to this\n}').type).toBe('choose-mode');
    expect(shape(effectOf("entry: 3 times: choose the top card of each opponent's stak as mark: deal 1 damage to mark"))).toMatchObject({
      type: 'repeat',
      times: { value: 3 },
      do: { type: 'choose', name: { text: 'mark' }, then: { type: 'damage', to: { type: 'bound', name: { text: 'mark' } } } },
    });
    expect(shape(effectOf('entry: for each opponent as rival: deal 2 damage to the top card of rival\'s stak'))).toMatchObject({
      type: 'for-each',
      name: { text: 'rival' },
      in: { type: 'players', which: 'opponents' },
    });
    const totem = card('static: this gets +(the number of cards in your stak that are face up - 1) power').body[0];
    expect(shape(totem)).toMatchObject({ type: 'static', modifiers: [{ to: { type: 'self' }, stat: { text: 'power' }, amount: { type: 'arith', op: '-' } }] });
    const alarm = card("when an opponent's attacked if the event target is you: draw a card").body[0];
    expect(shape(alarm)).toMatchObject({ type: 'when', subject: { kind: 'opponents' }, event: { text: 'attacked' }, condition: { type: 'is-you' } });
  });

  it('reads rolls, replacements, activated abilities and dice', () => {
    const roll = effectOf('play: roll {\n 1-2: gain 1 cents\n 3-6: draw a card\n}');
    expect(shape(roll)).toMatchObject({ type: 'roll', outcomes: [{ from: 1, to: 2 }, { from: 3, to: 6 }] });
    const items = card('each time you would roll a 1: make it 6\ntap, pay 2 cents: draw a card\ndie: melee 2 | +1 ranged | resource 1 (cost 1) | blank | shield 1 | disrupt 2').body;
    expect(shape(items[0])).toMatchObject({ type: 'replacement', subject: { kind: 'yours' }, event: { text: 'roll' }, value: { value: 1 }, change: { type: 'set', value: { value: 6 } } });
    expect(shape(items[1])).toMatchObject({ type: 'activated', costs: [{ type: 'tap' }, { type: 'pay', resource: { text: 'cents' } }] });
    expect(shape(items[2])).toMatchObject({ type: 'die', faces: [{ symbol: { text: 'melee' }, value: 2 }, { symbol: { text: 'ranged' }, value: 1, modifier: true }, { cost: 1 }, {}, {}, {}] });
  });

  it("reads a replacement's roll, with `let it happen` only in its rows, and counters removed as a cost", () => {
    const items = card('each time you would die: roll {\n 1-3: let it happen\n 4-5: reduce it by 1\n 6: prevent it\n}\nremove 2 generic counters from this, tap: draw a card').body;
    expect(shape(items[0])).toMatchObject({
      type: 'replacement',
      event: { text: 'die' },
      change: { type: 'roll', outcomes: [{ from: 1, to: 3, change: { type: 'let-happen' } }, { from: 4, to: 5, change: { type: 'adjust' } }, { from: 6, to: 6, change: { type: 'prevent' } }] },
    });
    expect(shape(items[1])).toMatchObject({ type: 'activated', costs: [{ type: 'remove-counters', count: 2, counter: { text: 'generic' } }, { type: 'tap' }] });
    const broken = (body: string) => parse(`game stak-bots\nbot "T" {\n  ${body}\n}\n`).diagnostics.map((d) => d.code);
    expect(broken('each time you would die: let it happen')).toEqual(['CW1001']);
    expect(broken('each time you would die: roll {\n 1-6: roll { 1-6: prevent it }\n}')[0]).toBe('CW1001');
    expect(broken('remove 2 generic: draw a card')).toEqual(['CW1001']);
  });

  it('reads how a card enters a zone', () => {
    expect(shape(card('enters the scrapheap exhausted\nenters supply ready').body)).toMatchObject([
      { type: 'enters', zone: { text: 'scrapheap' }, exhausted: true },
      { type: 'enters', zone: { text: 'supply' }, exhausted: false },
    ]);
    expect(parse('game stak-bots\nbot "T" {\n  enters the scrapheap sideways\n}\n').diagnostics.map((d) => d.code)).toEqual(['CW1001']);
  });

  it('reads votes, "with the most", and players alive or dead', () => {
    expect(shape(effectOf('entry: each player votes for a player that is alive as doomed: deal 2 damage to doomed'))).toMatchObject({
      type: 'vote',
      who: { type: 'players', which: 'all' },
      from: { type: 'filter', from: { type: 'players', which: 'all' }, where: { type: 'is-alive', alive: true } },
      name: { text: 'doomed' },
      then: { type: 'damage' },
    });
    expect(shape(effectOf('entry: scrap target card in the scrapheap with the fewest power'))).toMatchObject({
      type: 'verb',
      args: [{ value: { type: 'target', from: { type: 'most', which: 'fewest', from: { type: 'zone' }, by: { type: 'property', name: { text: 'power' }, of: { type: 'bound', name: { text: 'it' } } } } } }],
    });
    expect(shape(effectOf('entry: if the active player is dead: draw a card'))).toMatchObject({ type: 'if', condition: { type: 'is-alive', alive: false } });
  });

  it('joins conditions with or after an equality, and reads "N or more" as a comparison', () => {
    expect(shape(effectOf('entry: if the roll is 1 or the roll is 6: draw a card'))).toMatchObject({ type: 'if', condition: { type: 'any', of: [{ op: '=' }, { op: '=' }] } });
    expect(shape(effectOf('entry: if the roll is 5 or more: draw a card'))).toMatchObject({ type: 'if', condition: { type: 'compare', op: '>=' } });
  });

  it('tells named verb arguments from a filter, and ends them at ", then"', () => {
    expect(shape(effectOf('entry: boost this with amount 2, then draw a card'))).toMatchObject({
      type: 'sequence',
      steps: [{ type: 'verb', args: [{ name: null, value: { type: 'self' } }, { name: { text: 'amount' }, value: { type: 'number', value: 2 } }] }, { type: 'draw' }],
    });
    expect(shape(effectOf('entry: scrap the cards in the scrapheap with power 2 or less'))).toMatchObject({ type: 'verb', args: [{ name: null, value: { type: 'filter' } }] });
  });

  it('does not take a place word for a noun after "this", and filters a for-each', () => {
    expect(shape(effectOf('entry: put this onto your hand'))).toMatchObject({ type: 'move', cards: { type: 'self' }, to: { zone: { text: 'hand' } } });
    expect(shape(effectOf('entry: for each card in your hand that is face up: draw a card'))).toMatchObject({ type: 'for-each', in: { type: 'filter', where: { type: 'face-up' } } });
  });

  it('reads a copy with its duration, another card as "not this", and doubled numbers', () => {
    expect(shape(effectOf("entry: this becomes a copy of target card in each player's stak that is not this as model until end of turn"))).toMatchObject({
      type: 'become-copy',
      cards: { type: 'self' },
      of: { type: 'target', name: { text: 'model' }, from: { type: 'filter', where: { type: 'not', of: { type: 'is-self', card: { type: 'bound' } } } } },
      duration: { value: 'end-of-turn' },
    });
    expect(shape(effectOf('entry: the cards in your stak become copies of the top card of the supply'))).toMatchObject({ type: 'become-copy', cards: { type: 'zone' }, duration: null });
    expect(shape(effectOf('entry: if the event card is this card: draw a card'))).toMatchObject({ type: 'if', condition: { type: 'is-self', card: { type: 'event' } } });
    expect(shape(effectOf('entry: double the numbers of the top card of the supply then draw a card'))).toMatchObject({
      type: 'sequence',
      steps: [{ type: 'double', cards: { type: 'zone', position: 'top' } }, { type: 'draw' }],
    });
    const { diagnostics } = parse('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: this becomes the top card of the supply\n  entry: double the top card of the supply\n}\n');
    expect(diagnostics.map((d) => d.code)).toEqual(['CW1001', 'CW1001']);
  });

  it('reports a broken card and still reads the cards after it', () => {
    const { file, diagnostics } = parse('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: deal damage to\n}\nbot "B" rank 1 power 1 {\n  entry: draw a card\n  entry: frobnicate\n}\n');
    expect(diagnostics.map((d) => d.code)).toEqual(['CW1009']);
    expect(file.decls.map((d) => d.type)).toEqual(['card', 'card']);
    const b = file.decls[1] as A.CardDecl;
    expect(b.body.map((i) => i.type)).toEqual(['labelled', 'labelled']);
  });

  it('ends a card whose brace is missing at the next declaration', () => {
    const { file, diagnostics } = parse('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: draw a card\nbot "B" rank 1 power 1 {\n  entry: draw a card\n}\n');
    expect(diagnostics.map((d) => d.code)).toEqual(['CW1005']);
    expect(file.decls.map((d) => (d.type === 'card' ? d.name.text : d.type))).toEqual(['A', 'B']);
  });

  it('asks for the game first', () => {
    expect(parse('bot "A" rank 1 power 1 {}').diagnostics.map((d) => d.code)).toEqual(['CW1007']);
  });

  it('refuses nesting deeper than its limit without overflowing the call stack', () => {
    const deep = `game stak-bots\nbot "A" rank 1 power 1 {\n entry: ${'{ '.repeat(5000)}draw a card${' }'.repeat(5000)}\n}\n`;
    const { diagnostics } = parse(deep);
    expect(diagnostics.map((d) => d.code)).toContain('CW1010');
    const nots = `game stak-bots\nbot "A" rank 1 power 1 {\n entry: if ${'not '.repeat(20000)}it is your turn: draw a card\n}\n`;
    expect(parse(nots).diagnostics.map((d) => d.code)).toContain('CW1010');
  });

  it('never throws, and keeps every range inside the text, on any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const source = `game stak-bots\n${text}`;
        const { diagnostics } = parse(source);
        for (const d of diagnostics) {
          expect(d.range.start).toBeGreaterThanOrEqual(0);
          expect(d.range.end).toBeLessThanOrEqual(source.length);
          expect(d.range.start).toBeLessThanOrEqual(d.range.end);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('re-parsing an edit', () => {
  const source = 'game stak-bots\n\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n\nbot "B" rank 2 power 2 {\n  entry: deal 1 damage to this\n}\n\nbot "C" rank 3 power 3 {\n  entry: draw 2 cards\n}\n';

  it('re-reads only the edited card and moves the ones after it', () => {
    const before = parseText(source);
    const at = source.indexOf('deal 1') + 'deal '.length;
    const after = reparse(before, { start: at, end: at + 1, text: '12' });
    expect(after.reused).toBe(true);
    expect(after).toMatchObject({ source: parseText(after.source).source });
    expect(after.file).toEqual(parseText(after.source).file);
    expect(after.diagnostics).toEqual(parseText(after.source).diagnostics);
  });

  it('parses again in full when the text after the edited card did not read as a declaration', () => {
    const broken = 'game stak-bots\nbot "A" rank 1 power 1 {\n  entry: choose one {\n    draw 2 cards\n    deal 2 dam\nto this\n  }\n}\n\nbot "B" rank 1 power 1 {\n  entry: draw a card\n}\n';
    const after = reparse(parseText(broken), { start: 22, end: 22, text: '{' });
    const full = parseText(after.source);
    expect(after.file).toEqual(full.file);
    expect(after.diagnostics).toEqual(full.diagnostics);
  });

  it('gives the same tree and diagnostics as a full parse for random edits', () => {
    const before = parseText(source);
    fc.assert(
      fc.property(fc.nat(source.length), fc.nat(6), fc.string({ maxLength: 8 }), (start, length, text) => {
        const edit = { start, end: Math.min(source.length, start + length), text };
        const after = reparse(before, edit);
        const full = parseText(after.source);
        expect(after.file).toEqual(full.file);
        expect(after.diagnostics).toEqual(full.diagnostics);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same result as a full parse for random edits of a file with broken parts', () => {
    const broken = 'game stak-bots\nbot "A" rank 1 power 1 {\n  entry: choose one {\n    draw 2 cards\n    deal 2 dam\nto this\n  }\n}\n\nbot "B" rank 1 power {\n  entry: draw a card\n  }\n}\nbot "C" rank 3 power 3 { entry: draw 2 cards }\n';
    const before = parseText(broken);
    fc.assert(
      fc.property(fc.nat(broken.length), fc.nat(6), fc.string({ maxLength: 8 }), (start, length, text) => {
        const after = reparse(before, { start, end: Math.min(broken.length, start + length), text });
        const full = parseText(after.source);
        expect(after.file).toEqual(full.file);
        expect(after.diagnostics).toEqual(full.diagnostics);
      }),
      { numRuns: 400 },
    );
  });
});

describe('re-parsing edits around declarations', () => {
  const source = 'game stak-bots\n\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n\n// a note\nbot "B" rank 2 power 2 {\n  entry: deal 1 damage to this\n}\nvariant "V" {\n}\n\nbot "C" rank 3 power 3 { entry: draw 2 cards }\n';
  const same = (after: ReturnType<typeof reparse>) => {
    const full = parseText(after.source);
    expect(after.file).toEqual(full.file);
    expect(after.diagnostics).toEqual(full.diagnostics);
    expect(after.omitted).toBe(full.omitted);
  };

  it('re-reads only the declarations around a new card typed between two others, a key at a time', () => {
    let parsed = parseText(source);
    let at = source.indexOf('// a note');
    let reused = 0;
    const typed = 'bot "Typed Pup" rank 2 power 3 {\n  entry: deal 2 damage to the top card of each opponent\'s stak then draw a card\n}\n\n';
    for (const key of typed) {
      const after = reparse(parsed, { start: at, end: at, text: key });
      same(after);
      if (after.reused) reused += 1;
      parsed = after;
      at += 1;
    }
    // Most keys re-read a window, not the file (an unclosed "{" may swallow what follows).
    expect(reused).toBeGreaterThan(typed.length / 2);
  });

  it('moves the declarations after an edit without copying them twice, and back to themselves', () => {
    const before = parseText(source);
    const [, b, v, c] = before.file.decls;
    // Two keystrokes in the first card: the later declarations are moved copies of the parsed ones.
    const at = source.indexOf('draw a card');
    const once = reparse(before, { start: at, end: at, text: 'x' });
    const twice = reparse(once, { start: at, end: at, text: 'y' });
    expect(twice.file.decls.slice(1).map(originOf)).toEqual([b, v, c]);
    expect(twice.file.decls.slice(1).map(originOf)[0]).toBe(b);
    // Read in full, a moved declaration is what a full parse gives (its body moved when read).
    expect(twice.file.decls).toEqual(parseText(twice.source).file.decls);
    // Both keys taken out again: the parsed declarations themselves, not copies.
    const back = reparse(reparse(twice, { start: at, end: at + 1, text: '' }), { start: at, end: at + 1, text: '' });
    expect(back.source).toBe(source);
    expect(back.file.decls.slice(1)[0]).toBe(b);
    expect(back.file.decls.slice(1)[2]).toBe(c);
  });

  it('gives the same tree and diagnostics as a full parse for random edits made of the language\'s pieces', () => {
    const pieces = ['bot "X" ', 'variant "W" ', '{', '}', '\n', ' ', 'entry: ', 'draw a card', '"', 'text "T"', '// ', 'rank 1', '#tag', 'starts-with "A"', ';', '@'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(10_000), fc.nat(12), fc.array(fc.constantFrom(...pieces), { maxLength: 4 })), { minLength: 1, maxLength: 6 }),
        (edits) => {
          let parsed = parseText(source);
          for (const [start, length, parts] of edits) {
            const at = start % (parsed.source.length + 1);
            const after = reparse(parsed, { start: at, end: Math.min(parsed.source.length, at + length), text: parts.join('') });
            same(after);
            parsed = after;
          }
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('a text with more problems than a file shows', () => {
  // Each "@" is an unexpected character on its own (a space apart, so no two are one finding).
  const junk = (n: number) => `game stak-bots\n${'@ '.repeat(n)}\n`;

  it('keeps the first KEPT_DIAGNOSTICS by position and counts the rest', () => {
    const n = KEPT_DIAGNOSTICS + 3000;
    const { diagnostics, omitted } = parse(junk(n));
    expect(diagnostics).toHaveLength(KEPT_DIAGNOSTICS);
    const atSigns = diagnostics.filter((d) => d.code === 'CW1004');
    expect(atSigns[0]!.range.start).toBe('game stak-bots\n'.length);
    expect(atSigns.map((d) => d.range.start)).toEqual(atSigns.map((_, i) => 'game stak-bots\n'.length + 2 * i));
    // Every problem is either kept or counted: the @ signs, and the one broken declaration.
    expect(diagnostics.length + omitted).toBe(n + 1);
  });

  it('counts a run of one finding once, as it is shown once', () => {
    const { omitted } = parse(`game stak-bots\n${'@ '.repeat(KEPT_DIAGNOSTICS)}${'@'.repeat(5000)}\n`);
    expect(omitted).toBe(2);
  });

  it('keeps every diagnostic of an ordinary file and counts none', () => {
    const { diagnostics, omitted } = parse(junk(10));
    expect(diagnostics).toHaveLength(11);
    expect(omitted).toBe(0);
  });

  it('re-parses an edit of such a text as a full parse would', () => {
    const before = parseText(`game stak-bots\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n${'@ '.repeat(KEPT_DIAGNOSTICS + 10)}\n`);
    const at = before.source.indexOf('draw');
    const after = reparse(before, { start: at, end: at, text: '@ ' });
    const full = parseText(after.source);
    expect(after.diagnostics).toEqual(full.diagnostics);
    expect(after.omitted).toBe(full.omitted);
  });

  it('lets go of the tokens it skips after a broken declaration', () => {
    // Two megabytes of junk before the next declaration read in bounded memory and time.
    const text = `game stak-bots\n${'%$ ~ ^'.repeat(350_000)}\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n`;
    const { file } = parse(text);
    expect(file.decls.map((d) => d.type)).toEqual(['broken', 'card']);
    expect(file.decls[0]!.range).toEqual({ start: 'game stak-bots\n'.length, end: text.indexOf('\nbot') });
  });
});

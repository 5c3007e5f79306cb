import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../syntax/parser';
import { scan } from '../syntax/scanner';
import { format, formatEdits, printDecl, quote, type TextEdit } from './format';

/** The tree without ranges, for comparing two parses. */
const shape = (x: unknown) => JSON.stringify(x, (k, v: unknown) => (k === 'range' || k.endsWith('Range') ? undefined : v));
const treeOf = (source: string) => shape(parse(source).file);
const errorsOf = (source: string) => parse(source).diagnostics.filter((d) => d.severity === 'error');

function formatted(source: string): string {
  const result = format(source);
  if (result.text === null) throw new Error(`not formatted: ${result.reason}`);
  return result.text;
}

/** The comments of a source, in order (the text the scanner skips between tokens). */
function commentsOf(source: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const t of scan(source)) {
    const gap = source.slice(from, t.start);
    const at = gap.indexOf('//');
    if (at >= 0) out.push(gap.slice(at).trimEnd());
    from = t.end;
  }
  return out;
}

function applyEdits(source: string, edits: TextEdit[]): string {
  let out = source;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * The bundled starter set (kept formatted), with seven of its cards written in other
 * phrasings the language also reads, as a designer might write them.
 */
const starter = readFileSync(new URL('../../sets/stak-bots/starter/starter.cards', import.meta.url), 'utf8')
  .replace('entry: heal all damage from the cards in your stak', 'entry: repair all damage on the cards in your stak')
  .replace('entry: put the second card from the top of your stak into your hand face up', 'entry: return the second card from the top of your stak into your hand face up')
  .replace("as victim on the bottom of its owner's stak face down", "as victim face down on the bottom of its owner's stak")
  .replace('for the rest of the game: deal 3', 'for good: deal 3')
  .replace('entry: prevent 2 damage to this', 'entry: prevent the next 2 damage to this')
  .replace('entry: you get an extra attack', 'entry: you get 1 extra attack')
  .replace("entry: put the second card from the top of your stak on top of target opponent as rival's stak face down", "entry: put the second card from the top of your stak face down on top of target opponent as rival's stak");

describe('format: the canonical style', () => {
  it('prints header lines, one blank line between cards, items one per line and blocks deeper', () => {
    const source = [
      '  game   stak-bots',
      'set "Demo"',
      'bot "Twin"   rank 4 power 4',
      '   copies 2 {',
      'entry:choose one {',
      '- draw 2 cards',
      "      - deal 2 damage to the top card of opponents' stak",
      '}',
      '}',
      '',
      '',
      '',
      'bot "Empty" rank 1 points 12/16 #geeks unique {',
      '}',
      'bot "Dice" rank 2 {',
      '  entry: roll { 1-2: draw 1 card; 3-6: twice: deal 1 damage to this }',
      '  each time you would roll a 1: make it 6',
      '  text "Say \\"hi\\"\\tnow"; once per turn, tap, pay 2 cents: repair all damage on itself',
      '}',
      'variant "Quick" { param count 3 from 1 to 9',
      '  rule: each player draws a card }',
    ].join('\n');
    expect(formatted(source)).toBe(
      [
        'game stak-bots',
        'set "Demo"',
        '',
        'bot "Twin" rank 4 power 4 copies 2 {',
        '  entry: choose one {',
        '    draw 2 cards',
        "    deal 2 damage to the top card of each opponent's stak",
        '  }',
        '}',
        '',
        'bot "Empty" rank 1 points 12/16 #geeks unique {}',
        '',
        'bot "Dice" rank 2 {',
        '  entry: roll {',
        '    1-2: draw a card',
        '    3-6: 2 times: deal 1 damage to this',
        '  }',
        '  each time you would roll a 1: make it 6',
        '  text "Say \\"hi\\"\\tnow"',
        '  once per turn tap, pay 2 cents: heal all damage from this',
        '}',
        '',
        'variant "Quick" {',
        '  param count 3 from 1 to 9',
        '  rule: each player draws a card',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('gives each tree one phrasing', () => {
    const cases: [string, string | null][] = [
      ['return this to your hand', 'put this into your hand'],
      // The supply lies in order (an ordered zone of the game): on top of it, not into it.
      ['move this face down onto the supply', 'put this on top of the supply face down'],
      ['put this on top of your hand', 'put this into your hand'],
      ['put this at the bottom of their hand', 'put this on the bottom of their hand'],
      ['draw 1 card then draw two cards', 'draw a card then draw 2 cards'],
      ['discard a card', 'discard a card of your choice'],
      ['rival discards 1 card', 'rival discards a card of their choice'],
      ['you discard X cards at random', 'you discard X cards at random'],
      ['this gets 2 power this turn', 'this gets +2 power until end of turn'],
      ['this get -1 power for good', 'this gets -1 power for the rest of the game'],
      ['prevent the next 2 damage that would be dealt to this', 'prevent 2 damage to this'],
      ['opponents draw a card', 'each opponent draws a card'],
      ['they draws a card', 'they draw a card'],
      ['you get 1 extra attack', 'you get an extra attack'],
      ['tap this', 'exhaust this'],
      ['untap this', 'ready this'],
      ['reroll it', 'reroll the roll'],
      ['add 1 to it', 'add 1 to the roll'],
      ['gain X+1 cents', 'gain (X + 1) cents'],
      ['gain the number of cards in your hand cents', 'gain (the number of cards in your hand) cents'],
      ['if the roll >= 4, draw a card otherwise discard a card', 'if the roll is 4 or more: draw a card else discard a card of your choice'],
      ['if the roll = 1 or the roll = 6: draw a card', 'if (the roll is 1) or the roll is 6: draw a card'],
      ['if (the roll = 1) or the roll is at most 2: draw a card', 'if (the roll is 1) or the roll is 2 or less: draw a card'],
      ['if not it is your turn: draw a card', 'if it is not your turn: draw a card'],
      ['if not this is face up: draw a card', 'if this is not face up: draw a card'],
      ['if there is card in the scrapheap: draw a card', 'if there is a card in the scrapheap: draw a card'],
      ['if this has tag geeks and flag armed is 1: draw a card', 'if this has #geeks and flag armed this turn = 1: draw a card'],
      ['choose card in your hand as c: destroy c', 'choose a card in your hand as c: destroy c'],
      ['for each opponents as rival: rival draws a card', 'for each opponent as rival: rival draws a card'],
      ['for each card in your hand with power 2 or less: draw a card', 'for each card in your hand with power 2 or less: draw a card'],
      ['for each card in your hand where it is face up: draw a card', 'for each card in your hand that is face up: draw a card'],
      ['twice: draw a card', '2 times: draw a card'],
      ['{ draw a card, then draw a card }', 'draw a card then draw a card'],
      ['at next your turn-began for good: draw a card', 'at your next turn-began for the rest of the game: draw a card'],
      ["at the next an opponent's turn-began: draw a card", "at an opponent's next turn-began: draw a card"],
      ['at the next any turn-began: draw a card', "at anyone's next turn-began: draw a card"],
      ['deal 1 damage to all cards in your stak with power >= 2', 'deal 1 damage to the cards in your stak with power 2 or more'],
      ["deal 1 damage to the cards in the scrapheap where it is face up", 'deal 1 damage to the cards in the scrapheap that are face up'],
      ["deal 1 damage to rival's owner", 'deal 1 damage to the owner of rival'],
      ['shuffle its stak', "shuffle its owner's stak"],
      ['boost with amount 2,target this', 'boost with amount 2, target this'],
      ['look at the top 3 of the supply then put 1 of them at the bottom', 'look at the top 3 cards of the supply, put 1 on the bottom'],
      ['remove every power counter from this', 'remove all power counters from this'],
      ['put one power counters on this', 'put a power counter on this'],
      ['scrap the 2nd card from the top of your stak', 'scrap the second card from the top of your stak'],
      ["put this into target opponent's stak", "put this on top of target opponent's stak"],
      ['you and rival draws a card', 'you and rival draw a card'],
      ['players vote for players as v: draw a card', 'each player votes for a player as v: draw a card'],
      ['you vote for each opponent: draw a card', 'you vote for each opponent: draw a card'],
      ['deal 1 damage to the cards in your hand with the most power', 'deal 1 damage to the cards in your hand with the most power'],
      ['if not rival is alive: draw a card', 'if rival is not alive: draw a card'],
      ['if rival is dead: draw a card', 'if rival is dead: draw a card'],
      ['this become copies of rival this turn', 'this becomes a copy of rival until end of turn'],
      ["this becomes copy of target card in each player's stak where not it is this card as model", "this becomes a copy of target card in each player's stak that is not this as model"],
      ['deal 1 damage to target card in your stak that are face up', 'deal 1 damage to target card in your stak that is face up'],
      ['if the event card is not this bot: draw a card', 'if the event card is not this: draw a card'],
      ['double the numbers of the top card of the supply', 'double the numbers of the top card of the supply'],
      ['create a "Basher" into each opponent\'s stak', 'create "Basher" in each opponent\'s stak'],
      ['cancel  target death on the stack', 'cancel target death on the stack'],
      ['reroll it for good', 'reroll the roll for good'],
    ];
    for (const [input, expected] of cases) {
      const result = format(`game stak-bots\nbot "T" {\n  entry: ${input}\n}\n`);
      if (expected === null) {
        // A syntax error (the parser reads `= 1 or` as the start of `= 1 or more`): refused.
        expect(result.text).toBeNull();
        continue;
      }
      expect(result.text, input).toBe(`game stak-bots\n\nbot "T" {\n  entry: ${expected}\n}\n`);
    }
  });

  it("prints a replacement's roll as a block, one row per line, and a counter cost with its count", () => {
    const source = 'game four-souls\nitem "Charm" {\n  enters shop exhausted\n  remove 1 generic counters from this: draw a card\n  each time you would die: roll { 1-3: let it happen; 4-6: prevent it }\n}\n';
    expect(formatted(source)).toBe(
      [
        'game four-souls',
        '',
        'item "Charm" {',
        '  enters the shop exhausted',
        '  remove 1 generic counter: draw a card',
        '  each time you would die: roll {',
        '    1-3: let it happen',
        '    4-6: prevent it',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('re-escapes strings', () => {
    expect(quote('a "b" \\ c\nd\te')).toBe('"a \\"b\\" \\\\ c\\nd\\te"');
    expect(quote('\u201dend\u0007 \u{1F916}')).toBe('"\\u{201d}end\\u{7} \u{1F916}"');
    const source = 'game stak-bots\nbot \u201cQuote \\u{22}x\\u{5c}\u201d { text "tab\\u{9}" }\n';
    const text = formatted(source);
    expect(text).toBe('game stak-bots\n\nbot "Quote \\"x\\\\" {\n  text "tab\\t"\n}\n');
    expect(treeOf(text)).toBe(treeOf(source));
  });

  it('prints "then if done in full:" after the run it depends on, with braces where a step would read on', () => {
    const source = 'game stak-bots\nbot "A" {\n  entry: draw a card ,then if done in full:discard a card then draw a card\n  exit: { you may draw a card } then if done in full: { draw a card then if done in full: discard a card }\n}\n';
    const text = formatted(source);
    expect(text).toBe('game stak-bots\n\nbot "A" {\n  entry: draw a card then if done in full: discard a card of your choice then draw a card\n  exit: { you may draw a card } then if done in full: draw a card then if done in full: discard a card of your choice\n}\n');
    expect(treeOf(formatted(text))).toBe(treeOf(text));
    expect(treeOf(text)).toBe(treeOf(source));
  });

  it('prints faces valued X in both forms, with what X is worth', () => {
    const source = 'game destiny\ncharacter "A" health 5 points 5 #hero {\n  die {XRD,+XMD ,1R,-,-,-}   where X is the number of cards in  your hand\n  die: ranged X|+X melee|resource 1|blank|blank|blank where X is 2\n}\n';
    const text = formatted(source);
    expect(text).toBe('game destiny\n\ncharacter "A" health 5 points 5 #hero {\n  die { XRD, +XMD, 1R, -, -, - } where X is the number of cards in your hand\n  die: ranged X | +X melee | resource 1 | blank | blank | blank where X is 2\n}\n');
    expect(treeOf(text)).toBe(treeOf(source));
  });

  it('indents by the given width and keeps CRLF line ends', () => {
    const source = 'game stak-bots\r\nbot "A" {\r\n  entry: choose one {\r\n    draw a card\r\n    discard a card\r\n  }\r\n}\r\n';
    const result = format(source, { indent: 4 });
    expect(result.text).toBe('game stak-bots\r\n\r\nbot "A" {\r\n    entry: choose one {\r\n        draw a card\r\n        discard a card of your choice\r\n    }\r\n}\r\n');
  });

  it('prints starts-with with its names after it, a comma and a space between them, and is stable', () => {
    const source = 'game stak-bots\nbot "A"   rank 1 starts-with "B"  ,"C \\"x\\"" power 1 {}\n';
    const text = formatted(source);
    expect(text).toBe('game stak-bots\n\nbot "A" rank 1 starts-with "B", "C \\"x\\"" power 1 {}\n');
    expect(treeOf(text)).toBe(treeOf(source));
    expect(format(text)).toEqual({ text, changed: false });
  });

  it('puts a starts-with list written over several lines on the header line', () => {
    const source = 'game stak-bots\nbot "A" rank 1 power 1\n  starts-with "B",\n    "C" {\n  entry: draw a card\n}\n';
    expect(formatted(source)).toBe('game stak-bots\n\nbot "A" rank 1 power 1 starts-with "B", "C" {\n  entry: draw a card\n}\n');
  });

  it('reports whether the text changed', () => {
    const once = formatted(starter);
    expect(format(starter)).toMatchObject({ changed: true });
    expect(format(once)).toEqual({ text: once, changed: false });
  });
});

describe('format: states, the roll on the stack, and what else a replacement does', () => {
  it('prints them back to the same tree', () => {
    const source = [
      'game four-souls',
      '',
      'item "Probe" {',
      '  each time you would damage if the generic of this is 1 or more: reduce it by 1 ,then remove a generic counter from this',
      '  each time you would roll a 1: make it 6 then loot 1',
      '  tap: if there is no roll on the stack: put target card in the monster-slots that is not being attacked on top of the monster-discard',
      '  tap: if there is a roll on the stack and not this is being bought: loot 1',
      '}',
      '',
    ].join('\n');
    const text = formatted(source);
    expect(errorsOf(text)).toEqual([]);
    expect(treeOf(text)).toBe(treeOf(source));
    expect(text).toContain('  each time you would damage if the generic of this is 1 or more: reduce it by 1, then remove a generic counter from this\n');
    expect(text).toContain('  each time you would roll a 1: make it 6, then loot 1\n');
    expect(text).toContain('  tap: if there is no roll on the stack: put target card in the monster-slots that is not being attacked on top of the monster-discard\n');
    expect(text).toContain('  tap: if there is a roll on the stack and this is not being bought: loot 1\n');
    expect(formatted(text)).toBe(text);
  });
});

describe('format: a game verb whose argument picks the player with the most of something', () => {
  it('prints the argument as a selector', () => {
    const source = 'game four-souls\n\nloot "Tax" {\n  play: steal-cents 2 with victim   each player with the most cents\n}\n';
    const text = formatted(source);
    expect(text).toContain('  play: steal-cents 2 with victim each player with the most cents\n');
    expect(treeOf(text)).toBe(treeOf(source));
  });
});

describe('format: comments', () => {
  it('keeps comment lines before the declaration they precede, and trailing comments on their line', () => {
    const source = [
      '// Header comment',
      '',
      'game stak-bots // the game',
      'set "S"',
      '',
      '// About the set.',
      '',
      '',
      '// About A.',
      'bot "A" rank 1 { // opening',
      '  // before the first ability',
      '  entry: draw 1 card // trailing',
      '',
      '      // before the brace',
      '} // after A',
      '// glued to B',
      'bot "B" rank 1 {}',
      '// at the end',
    ].join('\n');
    expect(formatted(source)).toBe(
      [
        '// Header comment',
        '',
        'game stak-bots // the game',
        'set "S"',
        '',
        '// About the set.',
        '',
        '// About A.',
        'bot "A" rank 1 { // opening',
        '  // before the first ability',
        '  entry: draw a card // trailing',
        '  // before the brace',
        '} // after A',
        '',
        '// glued to B',
        'bot "B" rank 1 {}',
        '',
        '// at the end',
        '',
      ].join('\n'),
    );
  });

  it('leaves a declaration as written when a comment sits inside one of its abilities', () => {
    const a = 'bot "A"   rank 1 {\n  entry: choose one {\n    draw a card // the first mode\n    discard a card\n  }\n}';
    const h = 'bot "H" rank 1 // a comment in the header\n  power 2 {}';
    const source = `game stak-bots\n${a}\n${h}\nbot   "B" rank 1 {}\n`;
    expect(formatted(source)).toBe(`game stak-bots\n\n${a}\n\n${h}\n\nbot "B" rank 1 {}\n`);
  });

  it('keeps the comments around a card that starts with others, and leaves one with a comment in its list as written', () => {
    const a = '// Isaac and his die.\nbot "A" rank 1 starts-with "B" { // opening\n  entry: draw a card\n}';
    expect(formatted(`game stak-bots\n\n${a.replace('rank 1', 'rank   1')}\n`)).toBe(`game stak-bots\n\n${a}\n`);
    const h = 'bot "H" rank 1 starts-with "B", // the die\n  "C" {}';
    expect(formatted(`game stak-bots\n${h}\n`)).toBe(`game stak-bots\n\n${h}\n`);
  });

  it('keeps a comment in an empty body', () => {
    expect(formatted('game stak-bots\nbot "A" {\n// later\n}')).toBe('game stak-bots\n\nbot "A" {\n  // later\n}\n');
  });
});

describe('format: refusals and safety', () => {
  it('never rewrites a file with syntax errors', () => {
    const broken = 'game stak-bots\nbot "A" rank 1 {\n  entry: draw a card\n}\nbot "B" rank 1 {\n  entry: deal damage\n}\n';
    const result = format(broken);
    expect(result.text).toBeNull();
    if (result.text === null) expect(result.reason).toMatch(/syntax error.*line 6/);
    expect(formatEdits(broken)).toEqual([]);
    expect(format('bot "A" {}').text).toBeNull(); // no game line
    expect(format('game stak-bots\nbot "A" { text "open }\n').text).toBeNull();
  });

  it('never throws, whatever the input', () => {
    expect(format(`game stak-bots\nbot "A" {\n  entry: if ${'not '.repeat(20000)}it is your turn: draw a card\n}\n`).text).toBeNull();
    expect(() => format(undefined as unknown as string)).not.toThrow();
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat(starter.length), fc.nat(starter.length), (text, a, b) => {
        for (const source of [text, `game stak-bots\n${text}`, starter.slice(0, Math.min(a, b)) + text + starter.slice(Math.max(a, b))]) {
          const result = format(source);
          if (result.text !== null) {
            expect(errorsOf(result.text)).toEqual([]);
            expect(treeOf(result.text)).toBe(treeOf(source));
          } else expect(formatEdits(source)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('gives null from printDecl only for a declaration it cannot print faithfully', () => {
    const { file } = parse('game stak-bots\nbot "A" rank 1 { entry: scrap this }\n');
    expect(printDecl(file.decls[0]!)).toBe('bot "A" rank 1 {\n  entry: scrap this\n}');
    expect(printDecl({ type: 'broken', range: { start: 0, end: 0 } })).toBeNull();
    // A tree the parser never makes (`may` without a player) has no faithful text.
    const r = { start: 0, end: 0 };
    const odd = { type: 'card', range: r, kind: { text: 'bot', range: r }, name: { text: 'A', range: r }, header: [], body: [{ type: 'labelled', range: r, label: { text: 'entry', range: r }, once: false, condition: null, effect: { type: 'may', range: r, who: null, effect: { type: 'end-turn', range: r } } }] } as const;
    expect(printDecl(odd as unknown as Parameters<typeof printDecl>[0])).toBeNull();
  });
});

describe('format: the starter set', () => {
  const text = formatted(starter);

  it('keeps the tree and every comment, and is stable', () => {
    expect(errorsOf(text)).toEqual([]);
    expect(treeOf(text)).toBe(treeOf(starter));
    expect(commentsOf(text)).toEqual(commentsOf(starter));
    expect(formatted(text)).toBe(text);
  });

  it('prints every card in the canonical style (none kept as written)', () => {
    for (const decl of parse(starter).file.decls) expect(printDecl(decl), starter.slice(decl.range.start, decl.range.end)).not.toBeNull();
    expect(text).toContain('  entry: heal all damage from the cards in your stak\n');
    expect(text).toContain("  entry: put target top card of each opponent's stak as victim on the bottom of its owner's stak face down\n");
    expect(text).toContain('  static: this gets +(the number of cards in your stak that are face up - 1) power\n');
    expect(text).toContain('  entry: for each opponent as rival: rival discards (the number of cards in rival\'s hand - 1) cards of their choice\n');
  });

  it('edits only the cards that change', () => {
    const edits = formatEdits(starter);
    expect(applyEdits(starter, edits)).toBe(text);
    for (let i = 1; i < edits.length; i += 1) expect(edits[i]!.start).toBeGreaterThanOrEqual(edits[i - 1]!.end);
    const decls = parse(starter).file.decls;
    const touched = decls.filter((d) => edits.some((e) => e.start < d.range.end && e.end > d.range.start));
    // Seven cards have a phrasing that changes; the others get no edit at all.
    expect(touched.length).toBe(7);
    expect(formatEdits(text)).toEqual([]);
  });
});

// ---- Random sources: pairs of phrasings of the same tree ----

type P = readonly [string, string];
type Arb = fc.Arbitrary<P>;

/** One of several phrasings that read to the same tree; the pair picks two of them. */
const alt = (...variants: string[]): Arb =>
  fc.tuple(fc.nat(variants.length - 1), fc.nat(variants.length - 1)).map(([i, j]) => [variants[i]!, variants[j]!] as const);
/** A template over pairs: `t\`deal ${amount} damage to ${cards}\``. */
function t(strings: TemplateStringsArray, ...parts: Arb[]): Arb {
  const join = (k: 0 | 1, values: P[]) => strings.reduce((out, s, i) => out + s + (i < values.length ? values[i]![k] : ''), '');
  return fc.tuple(...parts).map((values) => [join(0, values), join(1, values)] as const);
}
const one = (...arbs: Arb[]): Arb => fc.oneof(...arbs);

const amount = one(alt('1'), alt('2'), alt('3'), alt('X'), alt('(X + 1)', 'X + 1', 'X+1'), alt('2 * X', '(2 * X)'), alt('min(X, 3)', 'min( X ,3 )'), alt('the number of cards in your hand', 'the number of the cards in your hand', '(the number of cards in your hand)'), alt('the roll'), alt('the event amount'), alt('its power'), alt('your cents'), alt('X - 1'), alt('-1'), alt('the damage on this'), alt('the power of rival', "rival's power"), alt('-X', '0 - X'), alt('max(1, X) * 2', '(max(1,X)) * 2'), alt('X - (X - 1)'), alt('(the number of cards in your hand) * 2', '(the number of cards in your hand)*2'));
/** Amounts safe before a free word (a resource name): no `… of this` swallowing it. */
const plainAmount = one(alt('1'), alt('2'), alt('X'), alt('(X + 1)', 'X + 1'), alt('the number of cards in your hand', '(the number of cards in your hand)'));
const zone = one(alt('your hand'), alt('your stak'), alt('the supply', 'supply'), alt('the scrapheap', 'scrapheap'), alt("each opponent's stak", "opponents' stak", "an opponent's stak", "every opponent's stak"), alt('their hand'), alt("its owner's stak", 'its stak'), alt("rival's hand"));
const cards = one(
  alt('this', 'itself', 'this bot'),
  alt('it', 'them'),
  alt("the top card of each opponent's stak", "the top card of opponents' stak"),
  alt('the second card from the top of your stak', 'the 2nd card from the top of your stak'),
  alt('the cards in your stak', 'cards in your stak', 'all cards in your stak'),
  alt('the cards in the scrapheap that are face up', 'cards in the scrapheap that are face up', 'the cards in the scrapheap where it is face up', 'the cards in the scrapheap that is face up'),
  alt("the top card of each opponent's stak with power 2 or less", "the top card of each opponent's stak with power <= 2", "the top card of each opponent's stak with power at most 2"),
  alt("target top card of each opponent's stak", "target the top card of each opponent's stak"),
  alt('target card in the scrapheap as prey', 'target card from the scrapheap as prey'),
  alt('up to 2 target cards in your hand'),
  alt("this and the top card of each opponent's stak"),
  alt('the event source'),
  alt('the bottom 2 cards of the supply'),
  alt("the top card of rival's stak"),
  alt('the cards in their hand'),
  alt('the top of your stak'),
  alt('the 7th card from the top of your stak'),
  alt('the cards in your hand with power not 2', 'the cards in your hand with power != 2'),
  alt('the cards in your hand with power more than 2', 'the cards in your hand with power > 2'),
  alt('the cards in your hand that are not face up', 'the cards in your hand where not it is face up'),
  alt('the cards in your hand where it has #geeks'),
  alt("the top card of the event source's stak"),
  alt("the top card of its controller's stak"),
  alt("the top card of the active player's stak"),
  alt('the top X cards of your stak'),
  alt('the top (X + 1) cards of your stak', 'the top (X+1) cards of your stak'),
  alt("the top card of target opponent as rival's stak"),
  alt('the cards in your hand with the most power'),
  alt("target card in each opponent's stak with the fewest power"),
);
/** Card selectors that can start an effect (`this gets …`). */
const subject = one(alt('this', 'itself'), alt('it'), alt("the top card of each opponent's stak"), alt('target card in your stak as pick'), alt('rival'), alt('the event source'), alt('the cards in your stak'));
const who = one(alt('you'), alt('each opponent', 'opponents', 'every opponent'), alt('each player', 'players', 'every player', 'all players'), alt('target opponent'), alt('target player as victim'), alt('the active player'), alt("the owner of it", "it's owner"), alt('rival'), alt('each other player'), alt('they'));
const fixedDuration = one(alt(''), alt(' until end of turn', ' until the end of the turn', ' this turn'), alt(' until the end of the next turn', ' until end of next turn'), alt(' until the start of your turn', ' until the start of your next turn', ' until your next turn'), alt(' while this is in play', ' for as long as this is in play'), alt(' for the rest of the game', ' for good', ' forever'));

const condAtom = one(
  alt('it is your turn'),
  alt('it is not your turn', 'not it is your turn'),
  alt('this is face up', 'itself is face up'),
  alt('this is not face down', 'not this is face down'),
  alt('the roll is 4 or more', 'the roll >= 4', 'the roll is at least 4', 'the roll is 4 or higher'),
  alt('the number of cards in your hand is less than 3', 'the number of cards in your hand < 3', 'the number of cards in your hand is fewer than 3'),
  alt('X is 3', 'X = 3'),
  alt('X is not 3', 'X != 3'),
  alt('X is more than 1', 'X > 1'),
  alt('there is a card in the scrapheap', 'there is card in the scrapheap'),
  alt('there are no cards in your hand', 'there is no cards in your hand'),
  alt('this has #geeks', 'this has tag geeks'),
  alt('option fast-mode'),
  alt('flag armed this game >= 1', 'flag armed this game is at least 1'),
  alt('flag armed = 0', 'flag armed this turn = 0', 'flag armed is 0'),
  alt('the event target is you'),
  alt('rival is the active player'),
  alt('this is in the scrapheap', 'this is in scrapheap'),
  alt('this is a bot', 'this is an bot'),
  alt('this is on top'),
  alt('the damage on this is 2 or more'),
  alt('its power is at most 2', 'its power <= 2'),
  alt('the event amount is 3'),
  alt('rival is alive'),
  alt('rival is not dead', 'not rival is dead'),
  alt('the event source is this', 'the event source is this card'),
  alt('the event source is not this', 'not the event source is this'),
);
const cond = one(condAtom, t`${condAtom} and ${condAtom}`, t`(${condAtom}) or (${condAtom})`, t`not (${condAtom} and ${condAtom})`);

const simpleEffect: Arb = one(
  t`deal ${amount} damage to ${cards}`,
  t`${alt('heal', 'repair')} ${one(alt('2'), alt('all'))} ${alt('damage from', 'from', 'damage on')} ${cards}`,
  t`prevent ${alt('the next 2', '2')} damage ${alt('to', 'that would be dealt to')} ${cards}${fixedDuration}`,
  t`prevent all damage to this${fixedDuration}`,
  t`gain ${plainAmount} cents`,
  t`${who} ${alt('gains', 'gain')} ${plainAmount} cents`,
  t`${who} ${alt('loses', 'lose')} 2 cents`,
  t`lose 1 cents`,
  alt('lose the game'),
  t`${who} ${alt('wins', 'win')} the game`,
  t`draw ${alt('a card', '1 card', 'one card', 'a cards')}`,
  t`draw ${alt('2 cards', 'two cards', '2 card')}`,
  t`draw ${alt('(X + 1) cards', 'X + 1 cards')}`,
  alt('draw a card from the supply', 'draw 1 card from supply'),
  t`${who} ${alt('draws', 'draw')} 2 cards`,
  t`discard ${alt('a card', 'a card of your choice', '1 card of your choice')}`,
  t`discard 2 cards at random`,
  t`${who} ${alt('discards', 'discard')} a card ${alt('at random')}`,
  t`rival ${alt('discards', 'discard')} ${alt('a card', 'a card of their choice')}`,
  t`destroy ${cards}`,
  t`reveal ${cards}`,
  t`shuffle ${zone}`,
  t`${alt('exhaust', 'tap')} ${cards}`,
  t`${alt('ready', 'untap')} ${cards}`,
  t`turn ${cards} face ${alt('up')}`,
  t`turn ${cards} face down`,
  fc
    .tuple(cards, alt('into', 'to', 'on top of', 'on the top of', 'at the top of', 'in'), zone, alt(' face up'), fc.boolean(), fc.boolean())
    .map(([c, w, z, f, early0, early1]) => [
      `${early0 ? 'put' : 'return'} ${c[0]}${early0 ? f[0] : ''} ${w[0]} ${z[0]}${early0 ? '' : f[0]}`,
      `${early1 ? 'move' : 'put'} ${c[1]}${early1 ? f[1] : ''} ${w[1]} ${z[1]}${early1 ? '' : f[1]}`,
    ] as const),
  t`put ${cards} ${alt('on the bottom of', 'at the bottom of', 'on bottom of')} ${zone}`,
  t`put ${cards} ${alt('at a random place in')} ${zone} face down`,
  t`look at the top 3 ${alt('cards', 'card', '')} of ${zone}${alt(', put', ' then put', ', then put', ' put')} 1 ${alt('on the bottom', 'of them on the bottom', 'at the bottom', 'on the bottom of it')}`.map(
    ([a, b]) => [a.replace('top 3  of', 'top 3 of'), b.replace('top 3  of', 'top 3 of')] as const,
  ),
  t`put 2 power ${alt('counters', 'counter')} on ${cards}`,
  t`put ${alt('a', '1', 'one', 'an')} power counter on this`,
  t`remove ${alt('all', 'every', 'each')} power counters from ${cards}`,
  t`remove ${alt('a', '1', 'one')} power ${alt('counter', 'counters')} from this`,
  t`${subject} ${alt('gets', 'get')} ${alt('+2', '2')} power${fixedDuration}`,
  t`${subject} ${alt('gets', 'get')} ${alt('-1')} power`,
  t`${subject} ${alt('gets', 'get')} ${alt('+X')} power`,
  t`${subject} ${alt('gets', 'get')} ${alt('+(X + 1)', '+(X+1)')} power`,
  t`${who} ${alt('gets', 'get')} ${alt('1', 'an')} extra attack`,
  t`${who} ${alt('gets', 'get')} 2 extra attack`,
  alt('cancel the top of the stack'),
  alt('cancel target stack item'),
  t`${subject} ${alt('becomes a copy of', 'become a copy of', 'becomes copies of', 'become copy of')} ${one(alt('rival'), alt('the event source'), alt("target card in each opponent's stak that is not this as model", "target card in each opponent's stak where not it is this as model"))}${fixedDuration}`,
  t`double the numbers of ${cards}`,
  alt('reroll the roll', 'reroll it', 'reroll', 'reroll target roll'),
  t`make ${alt('the roll', 'it')} 6`,
  t`make ${alt('the roll', 'it')} X + 1 for good`,
  t`add ${alt('+1', '1')} to ${alt('the roll', 'it')}`,
  alt('add -1 to the roll'),
  alt('add -X to the roll'),
  t`${subject} ${alt('gets', 'get')} ${alt('-(X + 1)')} power`,
  t`${subject} ${alt('gets', 'get')} ${alt('+(the number of cards in your hand)', '+ (the number of the cards in your hand)')} power`,
  t`${alt('you and rival', 'you and rival')} ${alt('draw', 'draws')} a card`,
  alt('end the turn'),
  alt('take an extra turn', 'take extra turn'),
  t`${who} ${alt('takes', 'take')} an extra turn`,
  t`set flag armed to 1${alt('', ' this turn')}`,
  alt('set flag armed to X this game'),
  alt('scrap this', 'scrap itself'),
  alt("reset the top card of each opponent's stak"),
  alt('play-from-hand you'),
  // Braced: a `, then` after named arguments would read as one more argument.
  alt('{ boost with amount 2, target this }', '{boost with amount 2,target this}'),
  alt('{ boost 2 with target this }'),
  alt('boost (the number of cards in your hand)'),
  alt('boost { draw a card then draw a card }', 'boost {draw a card; draw a card}'),
);

function effectAt(depth: number): Arb {
  if (depth <= 0) return simpleEffect;
  const e = effectAt(depth - 1);
  return fc.oneof(
    { weight: 6, arbitrary: simpleEffect },
    { weight: 1, arbitrary: t`${e}${alt(' then ', ', then ')}${e}` },
    { weight: 1, arbitrary: t`if ${cond}${alt(':', ',', ' then')} ${e}` },
    { weight: 1, arbitrary: t`if ${cond}: ${alt('{ ')}${e}${alt(' }')} ${alt('else', 'otherwise', 'else:')} ${e}` },
    { weight: 1, arbitrary: t`if ${cond}: ${simpleEffect} else ${e}` },
    { weight: 1, arbitrary: t`${who} may ${e}` },
    { weight: 1, arbitrary: t`choose ${alt('a card in your hand', 'card in your hand', '1 card in your hand', 'an card in your hand')} as c${alt(':', ',', ': then')} ${e}` },
    { weight: 1, arbitrary: t`${one(alt('choose up to 2 cards in the scrapheap', 'choose 0 to 2 cards in the scrapheap'), alt('choose 2 cards in your hand as pair'), alt("choose the top card of each opponent's stak as mark"), alt('you choose a card in the scrapheap', 'you chooses a card in the scrapheap'), alt('rival chooses a card in their hand as c'), alt('choose 1 to 2 cards in your hand'))}: ${e}` },
    { weight: 1, arbitrary: t`for each ${alt('opponent', 'opponents')} as rival: ${e}` },
    { weight: 1, arbitrary: t`${alt('each player votes', 'players vote', 'every player votes')} for ${alt('a player', 'each player', 'players')}${one(alt(''), alt(' as v'))}: ${e}` },
    { weight: 1, arbitrary: t`for each ${one(alt('player', 'players'), alt('card in your hand as c', 'card of your hand as c'), alt('other player'), alt('bot in your stak'), alt('cards in your hand that are face up'))}: ${e}` },
    { weight: 1, arbitrary: t`${alt('2 times', 'twice')}: ${e}` },
    { weight: 1, arbitrary: t`${one(alt('X times'), alt('(X + 1) times', '(X+1) times'), alt('(the number of cards in your hand) times'))}: ${e}` },
    { weight: 1, arbitrary: t`{ ${e} }` },
    { weight: 1, arbitrary: t`at ${alt('the next', 'next')} ${one(alt('your turn-began', 'you turn-began'), alt('this fought', 'fought'), alt("an opponent's attacked"), alt('any damaged if X is 3'))}${fixedDuration}: ${e}` },
    { weight: 1, arbitrary: t`roll ${one(alt(''), alt('as r '))}{${alt('\n    ', ' ')}1-2: ${e}${alt('\n    ', '; ')}3-5: ${e}${alt('\n    ', '; ')}6: ${e}${alt('\n  ', ' ')}}` },
    { weight: 1, arbitrary: t`${one(alt('choose one', 'choose one:'), alt('you choose one'))} {${alt('\n    ', '\n    - ')}${e}${alt('\n    ', '; ')}${e}${alt('\n  ', '\n')}}` },
  );
}
const effect = effectAt(2);

const ability = one(
  t`${one(alt('entry'), alt('play'))}${one(alt(''), alt(' if it is your turn'))}: ${effect}`,
  t`${alt('once per turn when', 'once per turn, when', 'once per turn whenever')} ${alt('this fought', 'fought', 'this fought')}${one(alt(''), alt(' if X is 1'))}: ${effect}`,
  t`${alt('when', 'whenever')} ${alt('your', 'you', 'yours')} turn-began: ${effect}`,
  t`when ${alt("an opponent's", "opponents'", 'an opponent', "opponent's")} attacked: ${effect}`,
  t`when ${alt('any', "anyone's", 'anything')} damaged if ${cond}: ${effect}`,
  t`${one(alt(''), alt('once per turn ', 'once per turn, '))}${one(alt('tap'), alt('tap, pay 2 cents', 'tap,pay 2 cents'), alt('pay 1 + X cents'), alt('discard 1', 'discard 1 card', 'discard 1 cards'), alt('destroy this'), alt('tap, destroy this'), alt('remove 2 power counters', 'remove 2 power counters from this', 'remove 2 power counter'), alt('remove 1 power counter, pay 1 cents', 'remove 1 power counters from this,pay 1 cents'))}: ${effect}`,
  t`static: ${alt('this', 'itself')} ${alt('gets', 'get', 'has', 'have')} ${alt('+1', '1')} power${one(alt(''), alt(' while it is not your turn'))}`,
  t`static: this gets +1 power, ${alt('the cards in your stak')} get -1 power while ${cond}`,
  t`each time ${alt('you', 'your', 'yours')} would roll ${alt('a 1', '1', 'an 1')}: ${alt('make it 6', 'make it 6')}`,
  t`each time ${alt('this', '')} would damage: ${alt('reduce it by 1', 'reduce it by 1')}`,
  t`each time ${alt('an opponent', 'opponents', "an opponent's")} would draw: instead ${effect}`,
  t`each time any would damage if ${cond}: ${alt('prevent it')}`,
  t`each time ${alt('this', '')} would damage: roll {${alt('\n    ', ' ')}1-3: ${alt('let it happen')}${alt('\n    ', '; ')}4-5: ${one(alt('prevent it'), alt('reduce it by 1'), alt('make it 0'))}${alt('\n    ', '; ')}6: instead ${effect}${alt('\n  ', ' ')}}`,
  alt('each time you would gain: increase it by 2', 'each time you would gain: increase it by 2'),
  alt('each time you would roll: make value X + 1'),
  alt('each time this would damage: reduce it by X'),
  alt('each time you would gain: increase amount by 2'),
  alt('enters the scrapheap exhausted', 'enters scrapheap exhausted'),
  alt('enters the supply ready'),
);

/** A string literal written two ways: plain escapes, or `\u{…}` for quotes and backslashes. */
const str: Arb = fc.string({ maxLength: 12, unit: fc.constantFrom('a', 'B', ' ', '"', '\\', '\n', '\t', '\u{1F916}', 'é', '-', '\u201d') }).map((s) => {
  const plain = [...s].map((ch) => (ch === '"' ? '\\"' : ch === '\\' ? '\\\\' : ch === '\n' ? '\\n' : ch === '\t' ? '\\t' : ch === '\u201d' ? '\\u{201D}' : ch)).join('');
  const coded = [...s].map((ch) => (ch === '"' || ch === '\\' || ch === '\n' || ch === '\t' || ch === '\u201d' ? `\\u{${ch.codePointAt(0)!.toString(16)}}` : ch)).join('');
  return [`"${plain}"`, `"${coded}"`] as const;
});
const bodyItem = one(
  ability,
  ability,
  ability,
  t`text ${str}`,
  t`die: ${alt('melee 2')}${alt(' | ', '|')}${alt('ranged 3')}${alt(' | ', '|')}${alt('resource 1 (cost 1)', 'resource 1 ( cost 1 )')}${alt(' | ')}${alt('+2 melee')}${alt(' | ')}blank`,
);
const headerItem = one(alt('rank 1'), alt('power 2'), alt('power -1'), alt('vp 5 3 2'), alt('points 12/16', 'points 12 / 16'), alt('points 12 16'), alt('copies 3'), alt('#geeks'), alt('unique'), alt('designer-chosen'));
const indentation = alt('  ', '    ', '\t', '', ' ');

const card: Arb = fc
  .tuple(alt('bot', 'bot'), str, fc.array(headerItem, { maxLength: 4 }), fc.array(fc.tuple(indentation, bodyItem, alt('\n', '\n\n', ';')), { maxLength: 4 }), alt('\n', ' \n'))
  .map(([kind, name, header, items, gap]) =>
    ([0, 1] as const).map((k) => {
      const head = `${kind[k]} ${name[k]}${header.map((h) => ` ${h[k]}`).join('')} {`;
      if (items.length === 0) return `${head}}`;
      // A `;` joins the next item on the same line; the last item always ends its line.
      const body = items.map(([ind, item, sep], i) => `${ind[k]}${item[k]}${i === items.length - 1 ? gap[k] : sep[k] === ';' ? '; ' : sep[k]}`).join('');
      return `${head}\n${body}}`;
    }) as unknown as P,
  );
const variant: Arb = t`variant ${str} {\n  param count 3 from 1 to 9\n  ${alt('param mode fast', 'param  mode  fast')}\n  rule: ${effect}\n}`;
const file: Arb = fc
  .tuple(one(alt(''), alt('set "Demo"\n', 'set  "Demo" \n')), fc.array(fc.oneof({ weight: 5, arbitrary: card }, { weight: 1, arbitrary: variant }), { maxLength: 4 }), alt('\n\n', '\n', '\n\n\n', '\n \n'))
  .map(([set, decls, gap]) => ([0, 1] as const).map((k) => `game stak-bots\n${set[k]}${decls.map((d) => d[k]).join(gap[k])}\n`) as unknown as P);

describe('format: properties over generated sources', () => {
  it('generates sources that parse cleanly, two phrasings with one tree', () => {
    fc.assert(
      fc.property(file, ([a, b]) => {
        expect(errorsOf(a), a).toEqual([]);
        expect(errorsOf(b), b).toEqual([]);
        expect(treeOf(b)).toBe(treeOf(a));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('keeps the tree, prints every declaration canonically, and is idempotent', () => {
    fc.assert(
      fc.property(file, ([source]) => {
        const text = formatted(source);
        expect(errorsOf(text)).toEqual([]);
        expect(treeOf(text)).toBe(treeOf(source));
        expect(formatted(text)).toBe(text);
        for (const decl of parse(source).file.decls) expect(printDecl(decl), source.slice(decl.range.start, decl.range.end)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('formats two phrasings of the same tree to the same text', () => {
    fc.assert(
      fc.property(file, ([a, b]) => {
        expect(formatted(b)).toBe(formatted(a));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('keeps every comment wherever it is written', () => {
    const withComments = fc.tuple(file, fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.boolean()), { maxLength: 6 })).map(([[source], spots]) => {
      const lines = source.split('\n');
      spots.forEach(([at, own, blank], n) => {
        const i = at % lines.length;
        if (own) lines.splice(i, 0, `${blank ? '\n' : ''}  // note ${n}`);
        else lines[i] = `${lines[i]} // tail ${n}`;
      });
      return lines.join('\n');
    });
    fc.assert(
      fc.property(withComments, (source) => {
        const text = formatted(source);
        expect(commentsOf(text)).toEqual(commentsOf(source));
        expect(treeOf(text)).toBe(treeOf(source));
        expect(formatted(text)).toBe(text);
        expect(applyEdits(source, formatEdits(source))).toBe(text);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('gives edits that leave unchanged declarations alone', () => {
    fc.assert(
      fc.property(file, ([, b]) => {
        const text = formatted(b);
        const edits = formatEdits(b);
        expect(applyEdits(b, edits)).toBe(text);
        // Once formatted, a card edited back to another phrasing is the only one touched.
        const decls = parse(text).file.decls;
        if (decls.length < 2) return;
        const first = decls[0]!;
        const messy = `${text.slice(0, first.range.start)}${text.slice(first.range.start, first.range.end).replace('{', '  {')}${text.slice(first.range.end)}`;
        for (const e of formatEdits(messy)) expect(e.end).toBeLessThanOrEqual(first.range.end + 2);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe('format: English, never broken English', () => {
  const line = (game: string, head: string, ability: string) => {
    const text = formatted(`game ${game}\n${head} {\n  ${ability}\n}\n`);
    return text.split('\n')[3]!.trim();
  };

  it('makes the verb agree with a plural subject (it printed "the cards in your character gets")', () => {
    expect(line('four-souls', 'item "A" #passive', 'static: the cards in your character get +1 hp')).toBe('static: the cards in your character get +1 hp');
    expect(line('four-souls', 'loot "A"', 'play: the cards in your character gets +2 attack until end of turn')).toBe('play: the cards in your character get +2 attack until end of turn');
    expect(line('stak-bots', 'bot "A" rank 1 power 1', 'entry: this gets +1 power')).toBe('entry: this gets +1 power');
  });

  it('names players after "there is" by their noun (it printed "if there is no each opponent where …")', () => {
    expect(line('stak-bots', 'bot "A" rank 1 power 1', 'entry: if there is no opponent where it is your turn: draw a card')).toBe('entry: if there is no opponent where it is your turn: draw a card');
    expect(line('stak-bots', 'bot "A" rank 1 power 1', 'entry: if not there is each opponent where it is your turn: draw a card')).toBe('entry: if there is no opponent where it is your turn: draw a card');
    expect(line('stak-bots', 'bot "A" rank 1 power 1', 'entry: if there is a player with power 2 or more: draw a card')).toBe('entry: if there is a player with power 2 or more: draw a card');
  });

  it('writes the subject English wants before an event, and "each" before a noun in the singular', () => {
    expect(line('four-souls', 'item "A" #passive', "when your rolled: loot 1")).toBe('when you rolled: loot 1');
    expect(line('four-souls', 'item "A" #passive', "when an opponent's died: loot 1")).toBe('when an opponent died: loot 1');
    expect(line('four-souls', 'item "A" #passive', 'when you turn-began: loot 1')).toBe('when your turn-began: loot 1');
    expect(line('smash-up', 'base "B" breakpoint 10 vp 3 2 1', "static: the minion in each player's minions gets +1 power")).toBe("static: each minion in each player's minions gets +1 power");
  });
});

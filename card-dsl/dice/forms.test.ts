// The two forms of a die: the short form of codes and the long form in words compile to the
// same die, the formatter keeps the form the author chose, and a set file's dice decompile to
// the long form, which compiles back to the same definitions.
import { describe, expect, it } from 'vitest';
import type { DieDefinition } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { format } from '../compile/format';
import { decompileSet } from '../decompile';
import { buildSet } from '../project';
import { parse } from '../syntax/parser';

const character = (die: string) => `game destiny\n\ncharacter "Kessa Vane" health 11 points 12 #hero {\n  ${die}\n}\n`;

function diceOf(source: string): DieDefinition[] {
  const built = buildSet([{ path: 'a.cards', text: source }], { game: 'destiny', set: 'test', name: 'Test' }, { games: vocabularies });
  expect(built.diagnostics.map((d) => `${d.diagnostic.code} ${d.diagnostic.message}`)).toEqual([]);
  return built.setFile!.cards[0]!.dice;
}

describe('the short and long forms of a die', () => {
  it('compile to the same die', () => {
    const short = diceOf(character('die { 1RD, 2RD, 1F, 1Dc, 1R, - }'));
    const long = diceOf(character('die: ranged 1 | ranged 2 | focus 1 | discard 1 | resource 1 | blank'));
    expect(short).toEqual(long);
    expect(short[0]!.faces[1]).toEqual({ symbol: 'ranged', value: 2, modifier: false, cost: 0 });
  });

  it('read modifiers, costs, specials and every symbol', () => {
    const short = diceOf(character('die { +2MD, 3RD1, Sp1, 1ID, 0Sh, +1* }'));
    const long = diceOf(character('die: +2 melee | ranged 3 (cost 1) | special (cost 1) | indirect 1 | shield 0 | +1 wildcard'));
    expect(short).toEqual(long);
    expect(short[0]!.faces.map((f) => f.symbol)).toEqual(['melee', 'ranged', 'special', 'indirect', 'shield', 'wildcard']);
    expect(diceOf(character('die { 1Dr, 1Dc, 1F, 1R, 1Sh, - }'))[0]!.faces.map((f) => f.symbol)).toEqual(['disrupt', 'discard', 'focus', 'resource', 'shield', 'blank']);
  });

  it('may run over several lines', () => {
    expect(diceOf(character('die {\n    1RD, 2RD,\n    1F, 1Dc,\n    1R, -\n  }'))).toEqual(diceOf(character('die { 1RD, 2RD, 1F, 1Dc, 1R, - }')));
  });

  it('are each kept by the formatter', () => {
    const short = character('die {1RD,2RD ,  +1F,1Dc,3R2,-}');
    expect(format(short).text).toBe(character('die { 1RD, 2RD, +1F, 1Dc, 3R2, - }'));
    const long = character('die:  ranged 1|ranged 2 | +1 focus|discard 1|resource 3 (cost 2)|blank');
    expect(format(long).text).toBe(character('die: ranged 1 | ranged 2 | +1 focus | discard 1 | resource 3 (cost 2) | blank'));
  });

  it('decompile to the long form, which compiles to the same set', () => {
    const built = buildSet([{ path: 'a.cards', text: character('die { 1RD, 0MD, +2ID, Sp2, 3R1, - }') }], { game: 'destiny', set: 'test', name: 'Test' }, { games: vocabularies });
    const decompiled = decompileSet(built.setFile!, { games: vocabularies });
    if (!decompiled.ok) throw new Error('did not decompile');
    const text = decompiled.value.files[0]!.text;
    expect(text).toContain('die: ranged 1 | melee 0 | +2 indirect | special (cost 2) | resource 3 (cost 1) | blank');
    const again = buildSet(decompiled.value.files.map((f) => ({ path: f.name, text: f.text })), { game: 'destiny', set: 'test', name: 'Test' }, { games: vocabularies });
    expect(again.setFile).toEqual(built.setFile);
  });

  it('locates each face and its symbol in the short form', () => {
    const source = character('die { 1RD, +2MD1, - , Sp, 2F, 1R }');
    const die = parse(source).file.decls[0]!;
    const item = die.type === 'card' ? die.body[0]! : null;
    if (item?.type !== 'die') throw new Error('no die');
    expect(item.form).toBe('codes');
    expect(item.faces.map((f) => source.slice(f.range.start, f.range.end))).toEqual(['1RD', '+2MD1', '-', 'Sp', '2F', '1R']);
    expect(item.faces.map((f) => source.slice(f.symbol.range.start, f.symbol.range.end))).toEqual(['RD', 'MD', '-', 'Sp', 'F', 'R']);
    expect(item.faces[1]).toMatchObject({ modifier: true, value: 2, cost: 1 });
  });

  it('says where a face is not one code (CW1050), and reads the cards after it', () => {
    const source = `${character('die { 1RD, 2 RD, 1F, 1Dc, 1R, - }')}\ncharacter "B" health 5 points 5 #hero {\n  die { 1RD, 2RD, 1F, 1Dc, 1R, - }\n}\n`;
    const { file, diagnostics } = parse(source);
    expect(diagnostics.map((d) => [d.code, source.slice(d.range.start, d.range.end), d.message])).toEqual([
      ['CW1050', '2 RD', '"2 RD" is not a die face: write a face as one code with no spaces, such as 2RD, +1MD, 3RD1 (a cost of 1), Sp or -'],
    ]);
    expect(file.decls).toHaveLength(2);
    const second = file.decls[1]!;
    expect(second.type === 'card' && second.body[0]!.type).toBe('die');
    expect(parse(character('die { 1RD,, 1F }')).diagnostics.map((d) => d.code)).toEqual(['CW1050']);
  });
});

import { describe, expect, it } from 'vitest';
import { completionAt, hoverAt, labelsAt, serviceAt } from './testing';

const character = (line: string) => `game destiny\ncharacter "Kessa Vane" health 11 points 12 #hero {\n  ${line}\n}\n`;

describe('completion inside a die', () => {
  it('offers the codes in the short form, after the brace, a comma or a value', () => {
    const codes = ['MD', 'RD', 'ID', 'Sh', 'R', 'Dr', 'Dc', 'F', 'Sp', '-', '*'];
    expect(labelsAt(character('die { <|>'))).toEqual(codes);
    expect(labelsAt(character('die { 1RD, 2<|>'))).toEqual(codes);
    expect(labelsAt(character('die { 1RD, +1M<|>'))).toEqual(codes);
    const item = completionAt(character('die { 1RD, 2R<|>'))[1]!;
    expect(item).toMatchObject({ label: 'RD', detail: 'ranged (die symbol)', insertText: 'RD' });
    expect(item.documentation).toContain('ranged damage');
    // It replaces the letters typed, not the value.
    expect(item.range).toEqual({ start: { line: 2, character: 14 }, end: { line: 2, character: 15 } });
  });

  it('offers the words in the long form', () => {
    const labels = labelsAt(character('die: melee 2 | <|>'));
    expect(labels).toEqual(['melee', 'ranged', 'indirect', 'shield', 'resource', 'disrupt', 'discard', 'focus', 'special', 'blank', 'wildcard']);
    expect(labelsAt(character('die: melee 2 | +1 ra<|>'))).toContain('ranged');
    expect(completionAt(character('die: s<|>'))[3]!.documentation).toContain('3 at most');
  });

  it('offers the usual words outside a die', () => {
    expect(labelsAt(character('<|>'))).not.toContain('RD');
  });
});

describe('hover inside a die', () => {
  it('says what a face is and gives the die its odds', () => {
    const hover = hoverAt(character('die { 1RD, 2R<|>D1, 1F, 1Dc, 1R, - }'))!;
    expect(hover.contents).toContain('**2RD1** — 2 ranged, costs 1 resource to resolve (code `RD`, word `ranged`)');
    expect(hover.contents).toContain('2 of 6 faces show ranged.');
    expect(hover.contents).toContain('| ranged | 2 | 1/3 (33%) |');
    expect(hover.contents).toContain('| blank | 1 | 1/6 (17%) |');
    // 1 + 2 over six faces.
    expect(hover.contents).toContain('Expected damage: 1/2 (0.5).');
    expect(hover.contents).toContain('| 1+ | 1/3 (33%) |');
    expect(hover.contents).toContain('| 2+ | 1/6 (17%) |');
    expect(hover.range).toEqual({ start: { line: 2, character: 13 }, end: { line: 2, character: 17 } });
  });

  it('explains a modifier face in the long form', () => {
    const hover = hoverAt(character('die: melee 1 | +2 me<|>lee | blank | blank | blank | blank'))!;
    expect(hover.contents).toContain('**+2 melee** — +2 melee modifier');
    expect(hover.contents).toContain('A modifier never resolves alone');
    // The modifier and the base face are on the same die: never together, so 1 damage at most.
    expect(hover.contents).toContain('| 1+ | 1/6 (17%) |');
    expect(hover.contents).not.toContain('| 2+');
  });

  it('explains a face valued X, and counts it 0 in the odds', () => {
    const hover = hoverAt(character('die { 2RD, X<|>RD, -, -, -, - } where X is the number of cards in your hand'))!;
    expect(hover.contents).toContain('**XRD** — X ranged');
    expect(hover.contents).toContain('X is worth what the die\'s "where X is" says when the face is counted');
    expect(hover.contents).toContain('A face valued X counts 0 here');
    // Only the 2RD face deals damage in the odds.
    expect(hover.contents).toContain('| 2+ | 1/6 (17%) |');
  });

  it("gives a card's dice together: two dice each with three 1-damage faces make 3/4 for at least 1", () => {
    const source = `game destiny\ncharacter "Twin" health 11 points 12 16 #hero {\n  d<|>ie { 1MD, 1MD, 1MD, -, -, - }\n  die { 1RD, 1RD, 1RD, -, -, - }\n}\n`;
    const hover = hoverAt(source)!;
    expect(hover.contents).toContain("| damage | this die | the card's 2 dice |");
    expect(hover.contents).toContain('| 1+ | 1/2 (50%) | 3/4 (75%) |');
    expect(hover.contents).toContain('| 2+ | 0 | 1/4 (25%) |');
    expect(hover.contents).toContain("Expected damage of the card's dice: 1.");
  });
});

describe('the quick fix of an unknown symbol', () => {
  it('changes the code to the nearest one, and nothing else of the face', () => {
    const { service, position, path } = serviceAt(character('die { 1RD, 2R<|>x1, 1F, 1Dc, 1R, - }'));
    const actions = service.codeActions(path, { start: position, end: position });
    expect(actions).toMatchObject([{ title: 'Change to "RD"', edits: [{ range: { start: { line: 2, character: 14 }, end: { line: 2, character: 16 } }, newText: 'RD' }] }]);
  });
});

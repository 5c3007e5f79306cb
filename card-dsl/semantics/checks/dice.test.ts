import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/destiny/vocabulary';
import type { CheckRegistry } from '../registry';
import { checkDieCosts, checkDieModifiers, checkDieNumbers, checkDieSymbols, checkDieValues, checkDieX } from './dice';
import { findings } from './testing';

const games = new Map([[vocabulary.game, vocabulary]]);
const character = (die: string) => `game destiny\ncharacter "A" health 5 points 5 #hero {\n  ${die}\n}\n`;
const run = (die: string, checks: CheckRegistry) => findings(character(die), checks, { games }).map(({ code, at, message, suggestion }) => ({ code, at, message, ...(suggestion ? { suggestion } : {}) }));

describe('checkDieSymbols (CW2050)', () => {
  const checks: CheckRegistry = { die: [checkDieSymbols] };

  it('accepts every symbol of the table in both forms', () => {
    expect(run('die { 1MD, 1RD, 1ID, 1Sh, 1R, 1Dr }', checks)).toEqual([]);
    expect(run('die { 1Dc, 1F, Sp, -, +1*, 2MD1 }', checks)).toEqual([]);
    expect(run('die: melee 1 | ranged 1 | indirect 1 | shield 1 | resource 1 | disrupt 1', checks)).toEqual([]);
    expect(run('die: discard 1 | focus 1 | special | blank | +1 wildcard | melee 2 (cost 1)', checks)).toEqual([]);
  });

  it('reports an unknown code at the code, with the nearest one', () => {
    expect(run('die { 1RD, 1Rd, 1F, 1Dc, 1R, - }', checks)).toEqual([
      { code: 'CW2050', at: 'Rd', message: '"Rd" is not a die symbol (did you mean "RD"? symbols: RD, MD, ID, R, Dr, Sh, Dc, F, Sp, -, *)', suggestion: 'RD' },
    ]);
  });

  it('reports an unknown word of the long form, with the nearest word', () => {
    expect(run('die: mele 2 | blank | blank | blank | blank | blank', checks)).toMatchObject([{ code: 'CW2050', at: 'mele', suggestion: 'melee' }]);
    // A code is not a word of the long form.
    expect(run('die: RD 2 | blank | blank | blank | blank | blank', checks)).toMatchObject([{ code: 'CW2050', at: 'RD' }]);
  });
});

describe('checkDieModifiers (CW3050, CW3054)', () => {
  const checks: CheckRegistry = { die: [checkDieModifiers] };

  it('accepts modifiers of valued symbols', () => {
    expect(run('die { +1MD, +2RD1, +1Sh, +1R, +1F, +1* }', checks)).toEqual([]);
  });

  it('reports a modifier on a blank or special face', () => {
    expect(run('die { +1Sp, +1-, 1RD, 1RD, 1RD, 1RD }', checks)).toEqual([
      { code: 'CW3050', at: '+1Sp', message: 'a special face cannot be a modifier: only a face with a value and a symbol (damage, shield, resource, disrupt, discard, focus) adds to another die' },
      { code: 'CW3050', at: '+1-', message: 'a blank face cannot be a modifier: only a face with a value and a symbol (damage, shield, resource, disrupt, discard, focus) adds to another die' },
    ]);
  });

  it('reports a wildcard that is not a modifier, in the die\'s own form', () => {
    expect(run('die { 1*, 1RD, 1RD, 1RD, 1RD, 1RD }', checks)).toEqual([{ code: 'CW3054', at: '1*', message: 'a wildcard face is always a modifier, as in "+1*"' }]);
    expect(run('die: wildcard 1 | blank | blank | blank | blank | blank', checks)).toMatchObject([{ code: 'CW3054', at: 'wildcard 1', message: 'a wildcard face is always a modifier, as in "+1 wildcard"' }]);
  });
});

describe('checkDieCosts (CW3051)', () => {
  const checks: CheckRegistry = { die: [checkDieCosts] };

  it('accepts a cost on valued and special faces', () => {
    expect(run('die { 3RD1, Sp2, +1MD1, 1R1, 1F1, - }', checks)).toEqual([]);
  });

  it('reports a cost on a blank face', () => {
    expect(run('die { -1, 1RD, 1RD, 1RD, 1RD, 1RD }', checks)).toEqual([{ code: 'CW3051', at: '-1', message: 'a blank face has no cost: nothing on it is resolved' }]);
    expect(run('die: blank (cost 1) | blank | blank | blank | blank | blank', checks)).toMatchObject([{ code: 'CW3051', at: 'blank (cost 1)' }]);
  });
});

describe('checkDieValues (CW3052, CW3053)', () => {
  const checks: CheckRegistry = { die: [checkDieValues] };

  it('reports a value on a blank or special face', () => {
    expect(run('die { 2-, 1Sp, 1RD, 1RD, 1RD, 1RD }', checks)).toEqual([
      { code: 'CW3052', at: '2-', message: 'a blank face has no value: it does nothing' },
      { code: 'CW3052', at: '1Sp', message: "a special face has no value: it does what the card's special ability says (write its cost, if any, after the symbol)" },
    ]);
    expect(run('die: blank 2 | blank | blank | blank | blank | blank', checks)).toMatchObject([{ code: 'CW3052', at: 'blank 2' }]);
  });

  it('reports a valued face without its value, with an example in its form', () => {
    expect(run('die { RD, 1RD, 1RD, 1RD, 1RD, 1RD }', checks)).toEqual([{ code: 'CW3053', at: 'RD', message: 'a ranged face needs its value, as in "1RD"' }]);
    expect(run('die: melee | blank | blank | blank | blank | blank', checks)).toEqual([{ code: 'CW3053', at: 'melee', message: 'a melee face needs its value, as in "melee 1"' }]);
  });
});

describe('checkDieNumbers (CW3055)', () => {
  it('reports a value or cost a die cannot hold', () => {
    expect(run('die { 100RD, 1RD250, 99RD99, 1RD, 1RD, 1RD }', { die: [checkDieNumbers] })).toEqual([
      { code: 'CW3055', at: '100RD', message: "a die face's value and cost are whole numbers up to 99, not 100" },
      { code: 'CW3055', at: '1RD250', message: "a die face's value and cost are whole numbers up to 99, not 250" },
    ]);
  });
});

describe('checkDieX (CW3060, CW3061)', () => {
  const checks: CheckRegistry = { die: [checkDieX, checkDieValues] };

  it('accepts faces valued X where the die says what X is worth, in both forms', () => {
    expect(run('die { XRD, 2RD, +XMD, 1R, Sp, - } where X is the number of cards in your hand', checks)).toEqual([]);
    expect(run('die: ranged X | ranged 2 | +X melee | resource 1 | special | blank where X is 2', checks)).toEqual([]);
  });

  it('reports a face valued X at the face when nothing says what X is worth', () => {
    expect(run('die { 1RD, XRD, 1F, 1Dc, 1R, - }', checks)).toMatchObject([{ code: 'CW3060', at: 'XRD' }]);
    expect(run('die: ranged 1 | melee X | blank | blank | blank | blank', checks)).toMatchObject([{ code: 'CW3060', at: 'melee X' }]);
  });

  it('warns at "where X is" on a die with no face valued X', () => {
    expect(run('die { 1RD, 2RD, 1F, 1Dc, 1R, - } where X is 3', checks)).toMatchObject([{ code: 'CW3061', at: 'where X is 3' }]);
  });

  it('says a blank face valued X has no value', () => {
    expect(run('die: ranged X | blank X | blank | blank | blank | blank where X is 1', checks)).toMatchObject([{ code: 'CW3052', at: 'blank X' }]);
  });
});

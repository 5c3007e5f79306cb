import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import type { CheckRegistry } from '../registry';
import { botWith, findings } from './testing';
import { checkBoundName } from './bindings';

const games = new Map([[vocabulary.game, vocabulary]]);
const checks: CheckRegistry = { 'sel:bound': [checkBoundName] };

const run = (...lines: string[]) => findings(botWith(...lines), checks, { games });

describe('checkBoundName (CW2008)', () => {
  it('accepts a name bound by a choice, in its body', () => {
    expect(run('entry: choose a card in your hand as junk: put junk on the bottom of the supply then reveal junk')).toEqual([]);
  });

  it('accepts a name bound by a for-each, in its body', () => {
    expect(run("entry: for each opponent as rival: scrap the top card of rival's stak")).toEqual([]);
  });

  it("accepts the name of a vote's winner in its body, and nowhere else", () => {
    expect(run('entry: each player votes for a player as doomed: draw a card then reveal doomed')).toEqual([]);
    expect(run('entry: { each player votes for a player as doomed: draw a card } then reveal doomed')).toMatchObject([{ code: 'CW2008', at: 'doomed' }]);
  });

  it('accepts a name bound by a roll, in its rows', () => {
    expect(run('entry: roll as r {', '  1-6: scrap r', '}')).toEqual([]);
  });

  it('accepts a target\'s name from where it is written to the end of the ability', () => {
    expect(run('entry: scrap target card in your stak as prey then reset prey then if prey is face up: reveal prey')).toEqual([]);
  });

  it('never checks it, them or they', () => {
    expect(run('entry: reset it then scrap them then reveal the cards in your hand that are face up')).toEqual([]);
  });

  it('reports a name bound nowhere', () => {
    expect(run('entry: scrap victim')).toEqual([
      { code: 'CW2008', at: 'victim', message: '"victim" is not bound here: name a target or choice with "as victim" first' },
    ]);
  });

  it('reports a name used before its target', () => {
    expect(run('entry: reset prey then scrap target card in your stak as prey')).toMatchObject([{ code: 'CW2008', at: 'prey' }]);
  });

  it('reports a choice or a for-each item used after its body', () => {
    expect(run('entry: if it is your turn: for each opponent as rival: draw a card else scrap rival')).toMatchObject([{ code: 'CW2008', at: 'rival' }]);
    expect(run('entry: if it is your turn: choose a card in your hand as junk: reveal junk else scrap junk')).toMatchObject([{ code: 'CW2008', at: 'junk' }]);
  });

  it('reports a name bound in another ability', () => {
    expect(run('entry: scrap target card in your stak as prey', 'when any scrapped: reset prey')).toMatchObject([{ code: 'CW2008', at: 'prey' }]);
  });

  it('suggests a name in scope', () => {
    expect(run("entry: for each opponent as rival: scrap the top card of rivl's stak")).toEqual([
      {
        code: 'CW2008',
        at: 'rivl',
        message: '"rivl" is not bound here: name a target or choice with "as rivl" first (did you mean "rival"?)',
        suggestion: 'rival',
      },
    ]);
  });

  it('explains that a kind alone does not say where the cards are', () => {
    expect(run('entry: choose a bot as victim: scrap victim')).toEqual([
      {
        code: 'CW2008',
        at: 'bot',
        message: '"bot" is not bound here: name a target or choice with "as bot" first (to mean cards, say where they are, as in "bot in your stak")',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { vocabulary } from '../../../engine/games/stak-bots/vocabulary';
import type { CheckRegistry } from '../registry';
import { botWith, findings } from './testing';
import { abilityChecks, checkAbilityLabel, checkDelayedEvent, checkParamReference, checkReplacementEvent, checkReplacementRoll, checkWhenEvent } from './abilities';

const games = new Map([[vocabulary.game, vocabulary]]);

const run = (source: string, checks: CheckRegistry) => findings(source, checks, { games });

const bot = botWith;

describe('checkAbilityLabel (CW2017, CW2004)', () => {
  const checks: CheckRegistry = { 'ability:labelled': [checkAbilityLabel] };

  it('accepts play, the ability words of the kind and the events of the game', () => {
    expect(run(bot('play: draw a card', 'entry: draw a card', 'ability: draw a card', 'fought: draw a card', 'turn-ended: draw a card'), checks)).toEqual([]);
  });

  it('reports another word on a card, with a did-you-mean over all of those', () => {
    expect(run(bot('entyr: draw a card', 'scraped: draw a card', 'foo: draw a card'), checks)).toEqual([
      { code: 'CW2017', at: 'entyr', message: '"entyr" is not an ability word of a bot (did you mean "entry"? ability words: entry, play, played, ability, fought, damage, attacked, damaged, eliminated, scrapped, turn-ended, turn-began)', suggestion: 'entry' },
      { code: 'CW2017', at: 'scraped', message: '"scraped" is not an ability word of a bot (did you mean "scrapped"? ability words: scrapped, played, damaged, attacked, damage, play, entry, ability, fought, eliminated, turn-ended, turn-began)', suggestion: 'scrapped' },
      { code: 'CW2017', at: 'foo', message: '"foo" is not an ability word of a bot (ability words: play, fought, entry, played, damage, ability, damaged, scrapped, attacked, eliminated, turn-began, turn-ended)' },
    ]);
  });

  it('accepts rule: in a variant and reports an unknown word there as an event', () => {
    const source = 'game stak-bots\nvariant "V" {\n  rule: draw a card\n  turn-began: draw a card\n  rul: draw a card\n}\n';
    expect(run(source, checks)).toEqual([{ code: 'CW2004', at: 'rul', message: 'unknown event "rul" in Stak Bots (did you mean "rule"? events: rule, play, entry, fought, played, damage, scrapped, damaged, attacked, turn-began, turn-ended, eliminated)', suggestion: 'rule' }]);
  });

  it('says nothing on a card of an unknown kind (its kind is reported)', () => {
    expect(run('game stak-bots\nrobot "A" {\n  entyr: draw a card\n}\n', checks)).toEqual([]);
  });
});

describe('event checks (CW2004)', () => {
  it('checkWhenEvent: when <whose> <event>', () => {
    const checks: CheckRegistry = { 'ability:when': [checkWhenEvent] };
    expect(run(bot('when any scrapped: draw a card'), checks)).toEqual([]);
    expect(run(bot('when this foght: draw a card'), checks)).toEqual([
      { code: 'CW2004', at: 'foght', message: 'unknown event "foght" in Stak Bots (did you mean "fought"? events: fought, entry, played, damage, damaged, scrapped, attacked, eliminated, turn-began, turn-ended)', suggestion: 'fought' },
    ]);
  });

  it('checkReplacementEvent: each time <whose> would <event>', () => {
    const checks: CheckRegistry = { 'ability:replacement': [checkReplacementEvent] };
    expect(run(bot('each time this would damage: reduce it by 1'), checks)).toEqual([]);
    expect(run(bot('each time this would damge: reduce it by 1'), checks)).toEqual([
      { code: 'CW2004', at: 'damge', message: 'unknown event "damge" in Stak Bots (did you mean "damage"? events: damage, damaged, entry, played, fought, scrapped, attacked, eliminated, turn-began, turn-ended)', suggestion: 'damage' },
    ]);
  });

  it('checkDelayedEvent: at the next <event>', () => {
    const checks: CheckRegistry = { 'effect:delayed': [checkDelayedEvent] };
    expect(run(bot('entry: at the next turn-began: draw a card'), checks)).toEqual([]);
    expect(run(bot('entry: at the next turn-begn: draw a card'), checks)).toEqual([
      { code: 'CW2004', at: 'turn-begn', message: 'unknown event "turn-begn" in Stak Bots (did you mean "turn-began"? events: turn-began, turn-ended, scrapped, entry, played, attacked, damage, damaged, fought, eliminated)', suggestion: 'turn-began' },
    ]);
  });

  it('checkReplacementRoll: a roll decides a replacement of any event but a roll (CW3014)', () => {
    const checks: CheckRegistry = { 'ability:replacement': [checkReplacementRoll] };
    expect(run(bot('each time this would damaged: roll {\n    1-3: let it happen\n    4-6: prevent it\n  }'), checks)).toEqual([]);
    expect(run(bot('each time this would roll: roll {\n    1-6: prevent it\n  }'), checks)).toEqual([
      { code: 'CW3014', at: 'roll', message: 'a roll cannot decide what happens to a roll: it would roll for itself without end' },
    ]);
  });

  it('registers each check for its node kind', () => {
    expect(abilityChecks).toEqual({
      'expr:param': [checkParamReference],
      'ability:labelled': [checkAbilityLabel],
      'ability:when': [checkWhenEvent],
      'ability:replacement': [checkReplacementEvent, checkReplacementRoll],
      'effect:delayed': [checkDelayedEvent],
    });
  });
});

describe('checkParamReference (CW3020, CW3021)', () => {
  const checks: CheckRegistry = { 'expr:param': [checkParamReference] };

  it("accepts a variant's own parameter in its rules", () => {
    expect(run('game stak-bots\nvariant "Rich" {\n  param cards 2 from 1 to 5\n  rule: each player draws (param cards) cards\n}\n', checks)).toEqual([]);
  });

  it('reports a parameter the variant does not declare, with the closest one', () => {
    expect(run('game stak-bots\nvariant "Rich" {\n  param cards 2\n  rule: each player draws (param crads) cards\n}\n', checks)).toEqual([
      { code: 'CW3021', at: 'crads', message: '"crads" is not a parameter of this variant (did you mean "cards"? parameters: cards)', suggestion: 'cards' },
    ]);
  });

  it('reports a parameter on a card, which has none', () => {
    expect(run(bot('play: draw (param cards) cards'), checks)).toEqual([
      { code: 'CW3020', at: 'param cards', message: '"param cards" is a variant\'s parameter: only a variant\'s own rules can use one' },
    ]);
  });
});

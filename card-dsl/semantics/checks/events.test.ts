import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../../engine/defs';
import { vocabulary as fourSouls } from '../../../engine/games/four-souls/vocabulary';
import { vocabulary as stakBots } from '../../../engine/games/stak-bots/vocabulary';
import { vocabularies } from '../../../engine/games/vocabularies';
import { parse } from '../../syntax/parser';
import { check } from '../checker';
import type { CheckRegistry } from '../registry';
import { checkDelayedSubject, checkLabelSubject, checkReplaceable, checkReplacementAmount, checkReplacementSubject, checkTriggerSubject, eventChecks } from './events';
import { botWith, findings } from './testing';

const games: ReadonlyMap<string, Vocabulary> = new Map([
  [fourSouls.game, fourSouls],
  [stakBots.game, stakBots],
]);
const run = (source: string, checks: CheckRegistry) => findings(source, checks, { games });
const item = (...lines: string[]) => `game four-souls\nitem "A" #passive {\n${lines.map((l) => `  ${l}\n`).join('')}}\n`;
const monster = (...lines: string[]) => `game four-souls\nmonster "M" hp 2 evasion 3 attack 1 {\n${lines.map((l) => `  ${l}\n`).join('')}}\n`;

/** The source with a diagnostic's quick fix applied. */
function fixed(source: string, checks: CheckRegistry): string {
  const { file } = parse(source);
  const found = check([{ path: 'a.cards', file, source }], { games, checks }).find((d) => d.diagnostic.suggestion !== undefined);
  if (!found) throw new Error('no quick fix');
  const { range, suggestion } = found.diagnostic;
  return source.slice(0, range.start) + suggestion! + source.slice(range.end);
}

describe('every event says who it is about and whether it can be replaced', () => {
  it('in every game', () => {
    for (const vocabulary of vocabularies.values()) {
      const kinds = new Set(vocabulary.cardKinds.map((k) => k.name));
      for (const event of vocabulary.events) {
        expect(event.about, `${vocabulary.game} ${event.name}`).toBeDefined();
        for (const about of event.about!) expect(about === 'card' || about === 'player' || kinds.has(about), `${vocabulary.game} ${event.name}: ${about}`).toBe(true);
        // An event about a player carries that player (or names them as its card, as damage to a player does).
        if (event.about!.includes('player')) expect(event.fields.player === 'player' || event.fields.card === 'card', `${vocabulary.game} ${event.name}`).toBe(true);
      }
    }
  });
});

describe('checkTriggerSubject (CW3032)', () => {
  const checks: CheckRegistry = { 'ability:when': [checkTriggerSubject] };

  it('reports `when you attacked` on an event about a monster, with a quick fix to the event player', () => {
    const source = item('when you attacked: loot 1');
    expect(run(source, checks)).toEqual([
      {
        code: 'CW3032',
        at: 'you attacked',
        message: '"when you attacked" never happens: attacked is about a monster, which no player controls; write "when any attacked if the event player is you"',
        suggestion: 'any attacked if the event player is you',
      },
    ]);
    const after = fixed(source, checks);
    expect(after).toContain('when any attacked if the event player is you: loot 1');
    expect(run(after, checks)).toEqual([]);
  });

  it('says "is not you" for an opponent, and offers no quick fix where a condition is written already', () => {
    expect(run(item("when an opponent's killed if it is your turn: loot 1"), checks)).toEqual([
      {
        code: 'CW3032',
        at: "an opponent's",
        message: '"when an opponent killed" never happens: killed is about a monster, which no player controls; write "when any killed if the event player is not you"',
      },
    ]);
  });

  it('reports `when this` on an event about another kind, or about a player, and leaves what can happen alone', () => {
    expect(run(item('when this attacked: loot 1'), checks).map((f) => f.message)).toEqual([
      '"when this attacked" never happens: attacked is about a monster, never about a item; write "when any attacked" and test the event player in a condition',
    ]);
    expect(run(item('when turn-began: loot 1'), checks)).toEqual([
      {
        code: 'CW3032',
        at: 'turn-began',
        message: '"when turn-began" never happens: turn-began is about a player, never about a card; write "when your turn-began" or "when any turn-began"',
        suggestion: 'your turn-began',
      },
    ]);
    expect(run(monster('when this attacked: deal 1 damage to the event player', 'when this attack-rolled: loot 1'), checks)).toEqual([]);
    expect(run(item('when your turn-began: loot 1', 'when any attacked: loot 1', 'when you purchased: loot 1', 'when an opponent died: loot 1'), checks)).toEqual([]);
  });
});

describe('checkLabelSubject and checkDelayedSubject (CW3032)', () => {
  it('reports an event label about a player on a card, and leaves ability words alone', () => {
    const checks: CheckRegistry = { 'ability:labelled': [checkLabelSubject] };
    expect(run(botWith('turn-ended: draw a card', 'entry: draw a card', 'fought: draw a card', 'play: draw a card'), checks)).toEqual([
      {
        code: 'CW3032',
        at: 'turn-ended',
        message: '"turn-ended:" never happens: turn-ended is about a player, never about a card; write "when your turn-ended" or "when any turn-ended"',
        suggestion: 'when your turn-ended',
      },
    ]);
    expect(run(monster('reward: loot 1'), checks)).toEqual([]);
  });

  it('reports `at the next turn-began` (this card) and accepts yours', () => {
    const checks: CheckRegistry = { 'effect:delayed': [checkDelayedSubject] };
    expect(run(botWith('entry: at the next turn-began: draw a card'), checks).map((f) => f.message)).toEqual([
      '"at the next turn-began" never happens: turn-began is about a player, never about a card; write "at your next turn-began" or "at anyone\'s next turn-began"',
    ]);
    expect(run(botWith('entry: at the next your turn-began: draw a card'), checks)).toEqual([]);
  });
});

describe('checkReplaceable (CW3031)', () => {
  const checks: CheckRegistry = { 'ability:replacement': [checkReplaceable] };

  it('reports an event reported after it happened, with the one reported before as the fix', () => {
    expect(run(item('each time you would died: prevent it'), checks)).toEqual([
      { code: 'CW3031', at: 'died', message: 'a replacement never changes died: it is reported once it has happened; did you mean "die", reported before it happens?', suggestion: 'die' },
    ]);
    expect(run(item('each time this would destroyed: prevent it'), checks).map((f) => f.suggestion)).toEqual(['destroy']);
  });

  it('lists the events that can be replaced when none is close', () => {
    expect(run(item('each time an opponent would purchased: increase it by 2'), checks).map((f) => f.message)).toEqual([
      'a replacement never changes purchased: it is reported once it has happened; to react once it has happened, write "when … purchased: …"; events a replacement can change: roll, damage, die, destroy, gain',
    ]);
  });

  it('accepts the events that can be replaced', () => {
    expect(run(item('each time you would roll a 1: make it 6', 'each time you would die: prevent it', 'each time you would gain: reduce it by 1'), checks)).toEqual([]);
  });
});

describe('checkReplacementAmount (CW3030)', () => {
  const checks: CheckRegistry = { 'ability:replacement': [checkReplacementAmount] };

  it('reports a change of the amount on an event without one (the issue: purchased)', () => {
    expect(run(item('each time an opponent would purchased: increase it by 2'), checks)).toEqual([
      {
        code: 'CW3030',
        at: 'increase it by 2',
        message: 'the purchased event has no amount, so "increase it by …" changes nothing: to do something else in its place, write "instead …"; to stop it, "prevent it"',
      },
    ]);
    expect(run(item('each time you would die: make it 3', 'each time you would die: reduce it by 1'), checks).map((f) => f.at)).toEqual(['make it 3', 'reduce it by 1']);
  });

  it('names the numbers the event has, with a quick fix when there is one', () => {
    expect(run(item('each time you would damage: make value 3'), checks)).toEqual([
      { code: 'CW3030', at: 'value', message: 'the damage event has no value, so "make value …" changes nothing; its numbers: amount', suggestion: 'amount' },
    ]);
  });

  it('looks into the rows of a roll, and at `would <event> a N`', () => {
    expect(run(item('each time you would die: roll {', '  1-3: increase it by 1', '  4-6: prevent it', '}'), checks).map((f) => f.at)).toEqual(['increase it by 1']);
    expect(run(item('each time you would die a 2: prevent it'), checks).map((f) => f.at)).toEqual(['2']);
  });

  it('accepts the numbers the event has: a roll\'s value, damage\'s amount', () => {
    expect(run(item('each time you would roll a 1: make it 6', 'each time you would damage a 2: reduce it by 1', 'each time you would roll: make value 3'), checks)).toEqual([]);
  });
});

describe('checkReplacementSubject (CW3032)', () => {
  it('reports a replacement whose subject the event is never about', () => {
    const checks: CheckRegistry = { 'ability:replacement': [checkReplacementSubject] };
    expect(run(item('each time this would roll: make it 6'), checks).map((f) => f.message)).toEqual([
      '"each time this would roll" never happens: roll is about a player, never about a card; write "each time you would roll" or "each time any would roll"',
    ]);
  });
});

describe('eventChecks', () => {
  it('registers every check of this file', () => {
    expect(Object.values(eventChecks).flat()).toHaveLength(6);
  });
});

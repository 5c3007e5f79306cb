import { describe, expect, it } from 'vitest';
import { vocabulary as fourSouls } from '../../engine/games/four-souls/vocabulary';
import { englishProblems, printProblems } from './english';

const rules = (text: string) => englishProblems(text).map((p) => p.rule);
const printRules = (text: string) => printProblems(text, fourSouls).map((p) => `${p.rule} ${p.words}`);

describe('englishProblems', () => {
  it.each([
    ['the cards in your character gets +1 hp', 'agreement'],
    ["all bots in each opponent's stak gets -1 power", 'agreement'],
    ['each player get an extra attack', 'agreement'],
    ['you draws a card', 'agreement'],
    ['put a item into your hand', 'article'],
    ['draw an card', 'article'],
    ['gain 1 cents', 'count'],
    ['draw 2 card', 'count'],
    ['reveal the the top card', 'doubled-word'],
    ['if there is no each opponent where it is your turn', 'no-determiner'],
    ['when your rolled: loot 1', 'event-subject'],
    ['when you turn-began: loot 1', 'event-subject'],
    ['When this attacks rolled: loot 1', 'verb-pair'],
  ])('finds "%s" (%s)', (text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it.each([
    ['the cards in your character get +1 hp'],
    ['each player gets an extra attack'],
    ['you draw a card, then each opponent draws 2 cards'],
    ['put an item into your hand, then gain 1 cent'],
    ['when you rolled: loot 1'],
    ['when your turn-began: draw a card'],
    ['if there is no opponent with power 3 or more: draw a card'],
    ['When this is attacked and the roll is 1: deal 1 damage to the attacker.'],
    ['if the number of cards in your hand is more than 3: draw a card'],
    ['choose a card named "The The"'],
  ])('leaves "%s" alone', (text) => {
    expect(rules(text)).toEqual([]);
  });
});

describe('printProblems', () => {
  it('holds print to more: no parentheses, engine words, lower-case starts or missing full stops', () => {
    expect(printRules('Tap: loot 1 (the player draws that many cards).')).toEqual(['parentheses (', 'parentheses )', 'game-word Tap']);
    expect(printRules('Gain treasure 1.')).toEqual(['engine-phrase Gain treasure']);
    expect(printRules('deal 1 damage to the event\'s player')).toEqual(["engine-phrase the event's player", 'sentence-case deal', 'full-stop player']);
    expect(printRules('Put this into the loot-deck.')).toEqual(['raw-word loot-deck']);
    expect(printRules('Gain 3 cents.')).toEqual(['game-word cents']);
  });

  it('accepts a card as printed', () => {
    expect(printRules('Deactivate: loot 1.\nWhen this is attacked and the roll is 1: deal 1 damage to the attacker.\nRoll a die: on 1-2, gain 3¢; on a 6, look at the top card of the loot deck.')).toEqual([]);
  });
});

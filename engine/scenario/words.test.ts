import { describe, expect, it } from 'vitest';
import { loadGame } from '../core/engine';
import type { GameState } from '../core/state';
import { CardDefinition } from '../defs';
import { stakBots } from '../games/stak-bots';
import { actionWords, cardAtPlace, eventWords, matchingActions, normalize, placeWords, promptDetail, tokenize, waitingWords, type Words } from './words';

const defs = [
  CardDefinition.parse({ id: 'stak-bots/w/big-crusher', name: 'Big Crusher', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 4 }, copies: 12 }),
  CardDefinition.parse({ id: 'stak-bots/w/tiny', name: 'Tiny', game: 'stak-bots', kind: 'bot', stats: { rank: 1, power: 1 }, copies: 12 }),
];
const game = loadGame(stakBots, defs);

function dealt(): Words {
  const created = game.create({ seed: 'words', seats: 2, variants: { borderless: {} } });
  if (!created.ok) throw new Error(created.error.message);
  return { state: created.state, defs: game.defs };
}

describe('scenario words', () => {
  it('splits on spaces but keeps quoted words together, and compares without case or quotes', () => {
    expect(tokenize(`play "Big Crusher" onto  p2`)).toEqual(['play', 'Big Crusher', 'onto', 'p2']);
    expect(tokenize("pick 'Big Crusher'")).toEqual(['pick', 'Big Crusher']);
    expect(normalize('Play  "Big Crusher"')).toBe(normalize('play big crusher'));
  });

  it('says actions with card names, seats bare and extra parameters as keyword and value', () => {
    const w = dealt();
    const legal = game.legalActions(w.state);
    const words = legal.map((a) => actionWords(w, a));
    const inHand = w.state.zones['p1/hand']!.cards.map((c) => w.defs.get(w.state.cards[c]!.def)!.name);
    expect(words).toContain(`p1 play ${inHand[0]}`);
    expect(words).toContain(`p1 play ${inHand[0]} onto p2`);
    expect(words).toContain('p1 attack p2');
    expect(waitingWords(w.state)).toBe('p1 main');
    expect(promptDetail(w, w.state.prompt)).toBe('p1 main (action)');
  });

  it('finds the legal actions a step names, by name (quoted or not), place or keyword', () => {
    const w = dealt();
    const legal = game.legalActions(w.state);
    const card = w.state.zones['p1/hand']!.cards[0]!;
    const name = w.defs.get(w.state.cards[card]!.def)!.name;
    const plays = matchingActions(w, legal, 'p1', `play ${name}`);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.every((a) => a.kind === 'play' && a.onto === undefined && w.state.cards[a.card as number]!.def === w.state.cards[card]!.def)).toBe(true);
    expect(matchingActions(w, legal, 'p1', `play "${name}" onto p2`).every((a) => a.onto === 'p2')).toBe(true);
    expect(matchingActions(w, legal, 'p1', `play ${placeWords(w, card)}`)).toEqual([{ seat: 'p1', kind: 'play', card }]);
    expect(matchingActions(w, legal, 'p2', 'attack p1')).toEqual([]);
  });

  it('names a card by its place and reads the place back', () => {
    const w = dealt();
    const stak = w.state.zones['p2/stak']!.cards;
    expect(placeWords(w, stak[stak.length - 1]!)).toBe('p2.stak.top');
    expect(placeWords(w, stak[0]!)).toBe('p2.stak.bottom');
    expect(placeWords(w, stak[3]!)).toBe('p2.stak.4');
    expect(cardAtPlace(w.state, 'p2.stak.4')).toBe(stak[3]);
    expect(cardAtPlace(w.state, 'p2.stak.top')).toBe(stak[stak.length - 1]);
    expect(cardAtPlace(w.state, 'supply.top')).toBe(w.state.zones.supply!.cards.at(-1));
    expect(cardAtPlace(w.state, 'p2.stak')).toBeNull();
    expect(cardAtPlace(w.state, 'p9.stak.top')).toBeNull();
  });

  it('counts modes and ordered items from 1 and accepts their labels', () => {
    const w = dealt();
    const state: GameState = { ...w.state, prompt: { kind: 'mode', seat: 'p1', label: 'Choose one', modes: ['draw', 'damage'] } };
    const modes = [
      { seat: 'p1', kind: 'mode', index: 0 },
      { seat: 'p1', kind: 'mode', index: 1 },
    ];
    const ws = { state, defs: w.defs };
    expect(modes.map((a) => actionWords(ws, a))).toEqual(['p1 mode 1', 'p1 mode 2']);
    expect(matchingActions(ws, modes, 'p1', 'mode 2')).toEqual([modes[1]]);
    expect(matchingActions(ws, modes, 'p1', 'mode damage')).toEqual([modes[1]]);
    expect(promptDetail(ws, state.prompt)).toBe('p1 mode (Choose one: 1 draw, 2 damage)');
  });

  it('says events by their card name, else their player', () => {
    const w = dealt();
    const card = w.state.zones['p1/hand']!.cards[0]!;
    expect(eventWords(w, { type: 'entry', card })).toBe(`entry ${w.defs.get(w.state.cards[card]!.def)!.name}`);
    expect(eventWords(w, { type: 'eliminated', player: 'p2' })).toBe('eliminated p2');
    expect(eventWords(w, { type: 'effects-expired', count: 2 })).toBe('effects-expired');
  });
});

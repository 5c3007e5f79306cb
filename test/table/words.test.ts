// The table's words for both bundled games: legal actions, the stack, the prompt, the log by
// turn; and god actions read back from their own words.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/core/context';
import { GOD_SEAT } from '../../engine/core/god';
import { readGodWords, godWords } from '../../engine/table/god-words';
import { actionText, actionTexts, eventText, logByTurn, promptText, stackItems, tableWords, type LogEntry } from '../../engine/table/words';
import { fourGame, playBots, stakGame, started } from './games';

function log(match: ReturnType<typeof started>): LogEntry[] {
  return [{ action: null, events: match.startEvents }, ...match.actions().map((action, i) => ({ action, events: match.eventsOf(i) ?? [] }))];
}

describe('table words, Stak Bots', () => {
  const game = stakGame();

  it('legal actions read as the scenario steps do, each text unique', () => {
    const match = started(game, { seed: 'words-1', seats: 3 });
    const w = tableWords(game, match.state);
    const texts = actionTexts(w, match.legalActions());
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).toContain('p1 attack p2');
    expect(texts.some((t) => /^p1 play [A-Z]/.test(t))).toBe(true);
    expect(promptText(w)).toBe('p1 to act in the action phase.');
  });

  it('the log groups events by turn, in English', () => {
    const match = started(game, { seed: 'words-2', seats: 2 });
    playBots(match, 60, 'words-2');
    const w = tableWords(game, match.state);
    const turns = logByTurn(w, log(match));
    expect(turns[0]!.turn).toBe(0);
    expect(turns[0]!.entries[0]!.text).toBe('setup');
    expect(turns.at(-1)!.turn).toBe(match.state.turn.number);
    expect(turns.at(-1)!.active).toBe(match.state.turn.active);
    const lines = turns.flatMap((t) => t.entries.flatMap((e) => e.events));
    expect(lines).toContain("p1's turn began");
    expect(lines.some((l) => / drew /.test(l))).toBe(true);
    // Every entry of the log appears in some turn.
    const indexes = new Set(turns.flatMap((t) => t.entries.map((e) => e.index)));
    expect(indexes.size).toBe(log(match).length);
  });
});

describe('table words, Four Souls', () => {
  const game = fourGame();

  it('the stack top first with sources and targets; the prompt in words', () => {
    const match = started(game, { seed: 'words-fs', seats: 3 });
    let seenStack = false;
    let seenAttack = false;
    for (let i = 0; i < 600 && !match.state.result && !(seenStack && seenAttack); i += 1) {
      const w = tableWords(game, match.state);
      const texts = actionTexts(w, match.legalActions());
      expect(new Set(texts).size).toBe(texts.length);
      if (texts.some((t) => / attack [A-Z]/.test(t))) seenAttack = true;
      if (match.state.stack.length > 1 && match.state.prompt?.kind === 'priority') {
        seenStack = true;
        const items = stackItems(w);
        expect(items.map((i) => i.id)).toEqual([...match.state.stack].reverse().map((i) => i.id));
        expect(promptText(w)).toContain(`respond to ${items[0]!.text}`);
        for (const item of items) expect(item.text.startsWith(match.state.stack.find((s) => s.id === item.id)!.label)).toBe(true);
      }
      playBots(match, 1, `words-fs-${i}`);
    }
    expect(seenStack).toBe(true);
    expect(seenAttack).toBe(true);
  });

  it('a mode names its label; events read as sentences', () => {
    const match = started(game, { seed: 'words-fs-2', seats: 2 });
    const w = tableWords(game, match.state);
    const mode: Action = { seat: 'p1', kind: 'mode', index: 0 };
    const saved = match.state.prompt;
    (match.state as { prompt: unknown }).prompt = { kind: 'mode', seat: 'p1', label: 'Choose one', modes: ['Gain 3¢', 'Loot 1'] };
    expect(actionText(w, mode)).toBe('p1 mode 1 (Gain 3¢)');
    (match.state as { prompt: unknown }).prompt = saved;
    expect(eventText(w, { type: 'gained', player: 'p1', resource: 'cents', amount: 3 })).toBe('p1 gained 3 cents');
    expect(eventText(w, { type: 'something-odd', player: 'p2' })).toBe('p2: something odd');
  });

  it('a move names the zones with their owners, and a move inside one zone says so', () => {
    const match = started(game, { seed: 'words-fs-2', seats: 2 });
    const w = tableWords(game, match.state);
    const card = Object.values(match.state.zones).find((z) => z.owner === 'p1' && z.cards.length > 0)!.cards[0]!;
    const name = w.defs.get(match.state.cards[card]!.def)!.name;
    expect(eventText(w, { type: 'moved', card, from: 'hand', fromOwner: 'p1', to: 'deck', toOwner: 'p2' })).toBe(`${name} moved from p1's hand to p2's deck`);
    expect(eventText(w, { type: 'moved', card, from: 'deck', fromOwner: 'p1', to: 'deck', toOwner: 'p1' })).toBe(`${name} moved within p1's deck`);
    expect(eventText(w, { type: 'moved', card, from: 'deck', fromOwner: null, to: 'discard', toOwner: null })).toBe(`${name} moved from the deck to the discard`);
    expect(eventText(w, { type: 'moved', card, from: null, fromOwner: null, to: 'discard', toOwner: null })).toBe(`${name} was put into the discard`);
  });
});

describe('god actions in words', () => {
  it('read back to the same action, for both games', () => {
    for (const game of [stakGame(), fourGame()]) {
      const match = started(game, { seed: 'god-words', seats: 2 });
      playBots(match, 20, 'god-words');
      const w = tableWords(game, match.state);
      const handZone = Object.values(match.state.zones).find((z) => z.owner === 'p1' && z.cards.length > 0)!;
      const card = handZone.cards[0]!;
      const def = [...game.defs.values()][3]!;
      const god = (kind: string, params: Record<string, string | number | boolean>): Action => ({ seat: GOD_SEAT, kind, ...params });
      const actions = [
        god('god-put', { def: def.id, zone: 'p2/hand' }),
        god('god-put', { def: def.id, zone: handZone.id, at: 'bottom', faceUp: false }),
        god('god-put', { def: 'x/y/z', zone: 'p1/hand', definition: JSON.stringify({ ...def, id: 'x/y/z', name: 'A card into the fire' }) }),
        god('god-move', { card, zone: 'p2/hand', at: 1 }),
        god('god-remove', { card }),
        god('god-stat', { card, stat: game.module.vocabulary.cardKinds[0]!.stats[0]!.name, value: 4 }),
        god('god-counters', { card, counter: 'power', value: 2 }),
        god('god-damage', { card, value: 1 }),
        god('god-exhaust', { card, exhausted: true }),
        god('god-resource', { player: 'p2', resource: 'cents', value: 7 }),
        god('god-health', { player: 'p1', value: 2 }),
        god('god-dice', { values: '6 1' }),
        god('god-priority', { player: 'p2' }),
        god('god-phase', { phase: 'action', player: 'p2' }),
      ];
      for (const action of actions) expect(readGodWords(w, godWords(w, action, true))).toEqual(action);
      expect(godWords(w, actions[0]!)).toBe(`god put ${def.name} into p2.hand`);
      expect(readGodWords(w, 'wish for p1')).toEqual({ error: expect.stringContaining('no god tool') });
      expect(readGodWords(w, 'move nothing to p1.hand')).toEqual({ error: expect.stringContaining('no card "nothing"') });
    }
  });
});

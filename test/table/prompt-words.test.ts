// Every prompt of both bundled games reads as English with the seat and the card names: played
// out by bots over many seeds, every kind of prompt each game asks is seen and checked; and the
// engine's short labels ("Choose target-2", "Use move?") are worded from the effect that asks.
import { describe, expect, it } from 'vitest';
import type { Frame, GameState, Prompt } from '../../engine/core/state';
import type { Game } from '../../engine/core/engine';
import { valueWords } from '../../engine/scenario/words';
import { promptText, tableWords } from '../../engine/table/words';
import { fourGame, playBots, stakGame, started } from './games';

/** Plays bot games and gives the text of every distinct prompt (by kind and label) with its prompt. */
type Seen = { prompt: Prompt; text: string; names: string[] };

function promptsOf(game: Game, games: number): Seen[] {
  const seen = new Map<string, Seen>();
  for (let g = 0; g < games; g += 1) {
    const match = started(game, { seed: `prompts-${g}`, seats: 2 + (g % 3) });
    for (let i = 0; i < 800 && !match.state.result; i += 1) {
      const prompt = match.state.prompt!;
      const key = `${prompt.kind} ${'label' in prompt ? prompt.label : ''}`;
      if (!seen.has(key)) {
        const w = tableWords(game, match.state);
        // Named now: the state moves on as the game is played.
        seen.set(key, { prompt: structuredClone(prompt), text: promptText(w), names: prompt.kind === 'choose' ? prompt.candidates.map((id) => valueWords(w, id)) : [] });
      }
      playBots(match, 1, `prompts-${g}-${i}`);
    }
  }
  return [...seen.values()];
}

function expectEnglish({ prompt, text, names }: Seen): void {
  expect(text.startsWith(prompt.seat)).toBe(true);
  expect(text).not.toMatch(/\?\?|\)\s*\(choose|\b[a-z]+-\d+\b|\bUse [a-z-]+\?|, Choose\b/);
  expect(text).toMatch(/[.?)]$/);
  for (const name of names) expect(text).toContain(name);
}

describe('prompts in words', () => {
  it.each([
    ['Stak Bots', stakGame, ['choose', 'main', 'mode', 'order', 'yes-no']],
    ['Four Souls', fourGame, ['choose', 'mode', 'order', 'priority', 'yes-no']],
  ] as const)('%s: every kind of prompt reads as English with the seat and card names', (_name, make, kinds) => {
    const game = make();
    const prompts = promptsOf(game, 12);
    expect([...new Set(prompts.map((p) => p.prompt.kind))].sort()).toEqual(kinds);
    for (const p of prompts) expectEnglish(p);
  }, 120_000);

  it('a named choice says what is chosen and for which card; an optional effect names its card', () => {
    const game = stakGame();
    const match = started(game, { seed: 'prompt-words', seats: 3 });
    const state = structuredClone(match.state) as GameState;
    const hand = state.zones['p1/hand']!.cards;
    const [a, b] = [hand[0]!, hand[1]!];
    const name = (id: number) => game.ctx(state).defs.get(state.cards[id]!.def)!.name;
    const frame = (effect: Frame['effect']): Frame => ({ effect, scope: { source: a, controller: 'p1', bound: {}, vars: {}, event: null }, pc: 0, mem: {} });
    const say = (prompt: Prompt, frames: Frame[] = []) => promptText(tableWords(game, { ...state, prompt, frames }));

    const choose = { kind: 'choose', name: 'target-2', from: { kind: 'you' }, min: 1, max: 1, chooser: { kind: 'you' }, then: { kind: 'sequence', effects: [] } } as unknown as Frame['effect'];
    expect(say({ kind: 'choose', seat: 'p1', label: 'Choose target-2', candidates: [a, b], min: 1, max: 1, picked: [] }, [frame(choose)])).toBe(`p1, choose a target for ${name(a)}: one of ${name(a)} or ${name(b)}.`);
    expect(say({ kind: 'choose', seat: 'p1', label: 'Choose cursed', candidates: ['p2', 'p3'], min: 0, max: 2, picked: ['p1'] }, [frame(choose)])).toBe(`p1, choose who is cursed for ${name(a)}: up to 2 of p2 or p3, or none. Picked so far: p1.`);
    // A search names what it found: the thing chosen, not "a found".
    expect(say({ kind: 'choose', seat: 'p1', label: 'Choose found', candidates: [a, b], min: 0, max: 1, picked: [] }, [frame(choose)])).toBe(`p1, choose what is found for ${name(a)}: one of ${name(a)} or ${name(b)}, or none.`);
    expect(say({ kind: 'choose', seat: 'p2', label: 'Play a card onto your stak to stop the attack?', candidates: [b], min: 0, max: 1, picked: [] })).toBe(`p2, play a card onto your stak to stop the attack: only ${name(b)}, or none.`);
    const may = { kind: 'may', who: { kind: 'you' }, effect: { kind: 'reroll', what: 'last-roll' } } as unknown as Frame['effect'];
    expect(say({ kind: 'yes-no', seat: 'p1', label: 'Use reroll?' }, [frame(may)])).toBe(`p1, ${name(a)} lets you reroll a die: do it? (yes or no)`);
    expect(say({ kind: 'yes-no', seat: 'p3', label: 'Take 3¢ from p1?' })).toBe('p3, take 3¢ from p1? (yes or no)');
    expect(say({ kind: 'mode', seat: 'p1', label: 'Choose one', modes: ['draw 2 cards', 'gain 1¢'] }, [frame(choose)])).toBe(`p1, choose one for ${name(a)}: 1. draw 2 cards; 2. gain 1¢.`);
    expect(say({ kind: 'order', seat: 'p2', label: 'Choose which of your effects resolves first', items: ['Alarm Bot: attacked', 'Degausser: turn-began'] })).toBe(
      'p2, choose which of your effects resolves first: 1. Alarm Bot (on attacked); 2. Degausser (on turn began).',
    );
    expect(say({ kind: 'main', seat: 'p1', window: 'action' })).toBe('p1 to act in the action phase.');
  });
});

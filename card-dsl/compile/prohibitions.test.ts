// Prohibitions (`static: <cards> cannot be played`) and costs changed by a card (`static: <cards>
// cost 1 less`) through every phase: parsed, checked, compiled, printed back by the formatter to
// the same definitions, worded as rules text, decompiled from the set file and read back, and
// offered by completion and hover.
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { decompileSet } from '../decompile';
import { buildSet } from '../project';
import { hoverAt, labelsAt } from '../service/testing';
import { format } from './format';
import { rulesText } from './rules-text';

type Game = 'smash-up' | 'destiny' | 'stak-bots';
const HEADS: Record<Game, string> = { 'smash-up': 'minion "Probe" power 2', destiny: 'support "Probe" cost 1', 'stak-bots': 'bot "Probe" rank 1 power 1' };

function build(line: string, game: Game) {
  const text = `game ${game}\n\n${HEADS[game]} {\n  ${line}\n}\n`;
  const built = buildSet([{ path: 'a.cards', text }], { game, set: 'test', name: 'Test' });
  return { text, built, diagnostics: built.diagnostics.map((d) => `${d.diagnostic.code} ${text.slice(d.diagnostic.range.start, d.diagnostic.range.end)}`) };
}

function compiled(line: string, game: Game): Ability {
  const { built, diagnostics } = build(line, game);
  expect(diagnostics).toEqual([]);
  return built.setFile!.cards[0]!.abilities[0]!;
}

/** The line formatted alone; it must read back to the same definitions. */
function formatted(line: string, game: Game): string {
  const { text, built } = build(line, game);
  const result = format(text);
  if (result.text === null) throw new Error(result.reason);
  const again = buildSet([{ path: 'a.cards', text: result.text }], { game, set: 'test', name: 'Test' });
  expect(again.setFile?.cards).toEqual(built.setFile?.cards);
  return result.text.split('\n')[3]!.trim();
}

/** The set decompiled to text and compiled again: the same definitions, and the line as written back. */
function decompiled(line: string, game: Game): string {
  const { built } = build(line, game);
  const result = decompileSet(built.setFile!);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const file = result.value.files[0]!;
  const again = buildSet([{ path: file.name, text: file.text }], { game, set: 'test', name: 'Test' });
  expect(again.setFile?.cards.map((c) => c.abilities)).toEqual(built.setFile?.cards.map((c) => c.abilities));
  return file.text.split('\n').find((l) => l.trim().startsWith('static:'))!.trim();
}

const worded = (line: string, game: Game) => rulesText(build(line, game).built.setFile!.cards[0]!, vocabularies.get(game)!);

describe('prohibitions', () => {
  it('compile to a prohibition ability: the act, the cards, and a condition', () => {
    expect(compiled('static: this cannot be destroyed', 'smash-up')).toEqual({ kind: 'prohibition', act: 'destroyed', cards: { kind: 'self' } });
    const withCondition = compiled("static: the cards in each opponent's characters cannot be activated while it is your turn", 'destiny');
    expect(withCondition).toMatchObject({ kind: 'prohibition', act: 'activated', cards: { kind: 'zone', zone: 'characters' }, condition: { kind: 'is-active-player' } });
  });

  it('print back as written, word as "can\'t be", and decompile to the same line', () => {
    const line = "static: the cards in each player's hand that are a minion with power 2 or less cannot be played";
    expect(formatted(line, 'smash-up')).toBe(line);
    expect(worded(line, 'smash-up')).toBe("The cards in each player's hand that are minions with power 2 or less can't be played.");
    // Decompiled with the kind as the zone's noun, which compiles the same.
    const short = "static: the minions in each player's hand with power 2 or less cannot be played";
    expect(decompiled(line, 'smash-up')).toBe(short);
    expect(compiled(short, 'smash-up')).toEqual(compiled(line, 'smash-up'));
    expect(worded('static: this cannot be moved', 'smash-up')).toBe("This can't be moved.");
  });

  it('refuse an act that is none (CW2070), with a did-you-mean, and one the game never asks about (CW3070)', () => {
    expect(build('static: this cannot be destroyd', 'smash-up').diagnostics).toEqual(['CW2070 destroyd']);
    expect(build('static: this cannot be destroyd', 'smash-up').built.diagnostics[0]!.diagnostic.message).toContain('destroyed');
    // Smash Up has no activations; Stak Bots' rules never ask about plays.
    expect(build('static: this cannot be activated', 'smash-up').diagnostics).toEqual(['CW3070 activated']);
    expect(build('static: this cannot be played', 'stak-bots').diagnostics).toEqual(['CW3070 played']);
    // Destroying and moving are asked by every game's effects.
    expect(build('static: this cannot be moved', 'stak-bots').diagnostics).toEqual([]);
  });

  it('are offered after "cannot be", as far as the game asks, and hover shows the keyword', () => {
    const body = (line: string, game: Game) => `game ${game}\n${HEADS[game]} {\n  ${line}\n}`;
    expect(labelsAt(body('static: this cannot be <|>', 'destiny'))).toEqual(['destroyed', 'moved', 'played', 'activated']);
    expect(labelsAt(body('static: this cannot be <|>', 'smash-up'))).toEqual(['destroyed', 'moved', 'played']);
    expect(hoverAt(body('static: this can<|>not be played', 'smash-up'))?.contents).toContain('A prohibition');
  });
});

describe('costs changed by a card', () => {
  it('compile to a change of the cost stat, print back and decompile as a price, and word as one', () => {
    const line = 'static: the cards in your hand that are an event cost 2 less';
    expect(compiled(line, 'destiny')).toMatchObject({ kind: 'static', modifiers: [{ stat: 'cost', amount: -2, to: { kind: 'filter' } }] });
    expect(formatted(line, 'destiny')).toBe(line);
    const short = 'static: the events in your hand cost 2 less';
    expect(decompiled(line, 'destiny')).toBe(short);
    expect(compiled(short, 'destiny')).toEqual(compiled(line, 'destiny'));
    expect(worded(line, 'destiny')).toBe('The cards in your hand that are events cost 2 less.');
    expect(worded('static: this costs 1 more', 'destiny')).toBe('This costs 1 more.');
    expect(compiled('static: this costs 1 more', 'destiny')).toMatchObject({ modifiers: [{ stat: 'cost', amount: 1, to: { kind: 'self' } }] });
  });

  it('need "less" or "more" after the number', () => {
    expect(build('static: this costs 1', 'destiny').diagnostics.map((d) => d.slice(0, 6))).toEqual(['CW1001']);
  });
});

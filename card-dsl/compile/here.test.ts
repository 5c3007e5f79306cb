// "Here" (docs/dsl.md, "Here"): where a card lies, in Smash Up the base it is on. The words
// parse, compile to the kernel's `same-place` and `total-here`, print back as written, read
// as printed text, and decompile to the same definitions.
import { describe, expect, it } from 'vitest';
import type { SetFile } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { decompileSet } from '../decompile/index';
import { buildSet } from '../project';
import { hoverAt, labelsAt } from '../service/testing';
import { format } from './format';
import { rulesText } from './rules-text';

function built(source: string, game = 'smash-up') {
  return buildSet([{ path: 'test.cards', text: `game ${game}\n\n${source}\n` }], { game, set: 'test', name: 'Test' }, { games: vocabularies });
}

function compiled(source: string): SetFile {
  const result = built(source);
  expect(result.diagnostics.map((d) => `${d.diagnostic.code} ${d.diagnostic.message}`), source).toEqual([]);
  return result.setFile!;
}

const text = (source: string) => compiled(source).cards.map((card) => rulesText(card, vocabularies.get('smash-up'), new Map([[card.id, card.name]]))).join('\n');

describe('here', () => {
  it('compiles "your minions here" to the cards at the base where this card lies', () => {
    const card = compiled('action "Banner" {\n  static: your minions here get +1 power\n}').cards[0]!;
    const ability = card.abilities[0]!;
    if (ability.kind !== 'static') throw new Error('a static ability');
    const to = ability.modifiers[0]!.to;
    if (to.kind !== 'filter') throw new Error('a filter');
    expect(to.where).toEqual({ kind: 'same-place', card: { kind: 'bound', name: 'it' } });
  });

  it('reads like printed text, "on this base" on a base', () => {
    expect(text('action "Banner" {\n  static: your minions here get +1 power\n}')).toBe('Your minions here get +1 power.');
    expect(text('minion "Bouncer" power 3 {\n  play: destroy target minion in each player\'s minions here with power 2 or less\n}')).toBe('Destroy target minion here with power 2 or less.');
    expect(text('base "Arena" breakpoint 20 vp 4 2 1 {\n  when any played if the event card is on this base: the event player draws a card\n}')).toBe(
      'When a card is played on this base: that player draws a card.',
    );
    expect(text('base "Arena" breakpoint 20 vp 4 2 1 {\n  when this after-scoring: for each player with the most power here as leader: leader draws a card\n}')).toMatch(/with the most power on this base/);
  });

  it('counts a player\'s power here as scoring does', () => {
    const card = compiled('minion "Scout" power 2 {\n  play: if your power here is 5 or more: draw a card\n}').cards[0]!;
    const ability = card.abilities[0]!;
    if (ability.kind !== 'play' || ability.effect.kind !== 'if') throw new Error('a play ability with an if');
    expect(ability.effect.condition).toEqual({ kind: 'compare', left: { kind: 'total-here', of: { kind: 'you' } }, op: '>=', right: 5 });
    expect(text('minion "Scout" power 2 {\n  play: if your power here is 5 or more: draw a card\n}')).toBe('If your power here is 5 or more, draw a card.');
  });

  it('formats as written', () => {
    const source = 'game smash-up\n\nminion "Scout" power 2 {\n  play: destroy target minion in each player\'s minions on this base with power 2 or less\n  talent: if you have the most power here: draw a card\n  static: your minions here get +1 power\n  talent: for each card in your discard here: draw a card\n}\n';
    expect(format(source).text).toBe(source);
  });

  it('decompiles to the same definitions', () => {
    const set = compiled(
      [
        'minion "Scout" power 2 {',
        '  play: destroy target minion in each player\'s minions here with power 2 or less',
        '  talent: if you have the most power here: draw a card',
        '  static: your minions here get +1 power',
        '  when any played if the event card is here and your power here is at least 3: draw a card',
        '}',
      ].join('\n'),
    );
    const result = decompileSet(set, { games: vocabularies });
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    expect(result.value.files[0]!.text).toContain('your minions here get +1 power');
    const again = buildSet(result.value.files.map((f) => ({ path: f.name, text: f.text })), { game: 'smash-up', set: 'test', name: 'Test' }, { games: vocabularies });
    expect(again.setFile).toEqual(set);
  });

  it('is reported in a game whose cards lie nowhere (CW3040), with another total (CW3041) or place (CW3042)', () => {
    const codes = (source: string, game?: string) => built(source, game).diagnostics.map((d) => d.diagnostic.code);
    expect(codes('bot "A" rank 1 power 1 {\n  entry: destroy target bot in each opponent\'s stak here\n}', 'stak-bots')).toContain('CW3040');
    expect(codes('minion "A" power 1 {\n  play: if your victory-points here is 2 or more: draw a card\n}')).toContain('CW3041');
    expect(codes('minion "A" power 1 {\n  play: destroy target minion in each player\'s minions on this table\n}')).toContain('CW3042');
  });

  it('refuses a power change that reads power here, which would need itself (CW3043)', () => {
    const codes = (source: string) => built(source).diagnostics.map((d) => d.diagnostic.code);
    expect(codes('minion "A" power 1 {\n  static: this gets +1 power while you have the most power here\n}')).toContain('CW3043');
    expect(codes('minion "A" power 1 {\n  static: this gets +1 power while there is a card in your minions here that is not this\n}')).toEqual([]);
  });

  it('cannot be decompiled for a game whose cards lie nowhere', () => {
    const set = compiled('minion "Scout" power 2 {\n  static: your minions here get +1 power\n}');
    const placeless = new Map(vocabularies);
    placeless.set('smash-up', { ...vocabularies.get('smash-up')!, places: undefined });
    const result = decompileSet(set, { games: placeless });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.message).join('\n')).toMatch(/lie nowhere in particular/);
  });
});

describe('here in the editor', () => {
  const su = (body: string) => `game smash-up\naction "A" {\n  ${body}\n}`;

  it('offers `here` after a player\'s zone in a game whose cards lie at places', () => {
    expect(labelsAt(su('static: your minions <|>'))).toContain('here');
    expect(labelsAt('game stak-bots\nbot "A" rank 1 power 1 {\n  entry: destroy the cards in your stak <|>\n}')).not.toContain('here');
  });

  it('explains `here` on hover', () => {
    expect(hoverAt(su('static: your minions he<|>re get +1 power'))?.contents).toContain('the base this card is on');
  });
});

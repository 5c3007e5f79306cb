import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setFaces } from '../../../card-dsl/service/faces';
import { LanguageService } from '../../../card-dsl/service/service';
import { faceTemplate, gameFaces } from '../../../engine/games/faces';
import { fitLine, fitText, richText, withoutReminders, wrap, type Line } from './fit';
import { fixedMeasure } from './testing';

const box = { width: 500, height: 200, font: 'serif' as const, maxSize: 34, minSize: 17, lineHeight: 1.16 };
const widthOf = (line: Line, size: number) => line.runs.reduce((w, r) => w + fixedMeasure(r.text, 'serif', size, r), 0);
const plain = (lines: Line[]) => lines.map((l) => l.runs.map((r) => r.text).join(''));

describe('rich rules text', () => {
  it('sets an ability label in bold, reminders in italics, and marks the numbers asked for', () => {
    const [paragraph] = richText('Reward: loot 3 (the player draws that many cards).', { marked: [3] });
    const runs = paragraph!.flat();
    expect(runs[0]).toEqual({ text: 'Reward:', bold: true });
    expect(runs.find((r) => r.text === '3')).toEqual({ text: '3', mark: true });
    expect(
      runs
        .filter((r) => r.italic)
        .map((r) => r.text)
        .join(' '),
    ).toBe('(the player draws that many cards)');
    expect(runs.at(-1)).toEqual({ text: '.' });
    // A number not asked for, or one inside a longer number, is not marked.
    expect(richText('Deal 13 damage.', { marked: [3] })[0]!.flat().some((r) => r.mark)).toBe(false);
  });

  it('leaves out reminders, with the space before them, when asked', () => {
    expect(withoutReminders('Loot 2 (draw that many (really)), then gain 3¢.')).toBe('Loot 2, then gain 3¢.');
    const words = richText('Loot 2 (draw that many).', { reminders: false })[0]!;
    expect(words.map((w) => w.map((r) => r.text).join(''))).toEqual(['Loot', '2.']);
  });

  it('makes one paragraph per ability line', () => {
    expect(richText('Tap: draw a card.\n\nEntry: gain 1¢.')).toHaveLength(2);
  });
});

describe('fitting text to its box', () => {
  it('wraps at spaces without a line wider than the box', () => {
    const words = richText('Entry: look at the top 3 cards of the supply, put 1 of them on the bottom and the rest back on top in any order.')[0]!;
    const lines = wrap(words, 200, 'serif', 20, fixedMeasure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(widthOf(line, 20)).toBeLessThanOrEqual(200 + 1e-6);
    expect(plain(lines).join(' ')).toBe('Entry: look at the top 3 cards of the supply, put 1 of them on the bottom and the rest back on top in any order.');
  });

  it('splits a word too long for any line', () => {
    const lines = wrap(richText('Supercalifragilisticexpialidocious')[0]!, 80, 'serif', 20, fixedMeasure);
    expect(lines.length).toBeGreaterThan(1);
    expect(plain(lines).join('')).toBe('Supercalifragilisticexpialidocious');
  });

  it('keeps the largest size for a short text, and shrinks a long one', () => {
    expect(fitText('Entry: draw a card.', box, fixedMeasure).size).toBe(34);
    const long = fitText(Array.from({ length: 8 }, () => 'Each opponent discards a card at random, then you draw a card.').join(' '), box, fixedMeasure);
    expect(long.size).toBeLessThan(34);
    expect(long.size).toBeGreaterThanOrEqual(17);
    expect(long.height).toBeLessThanOrEqual(box.height);
    expect(long.overflow).toBe(false);
  });

  it('drops reminder text before giving up, then cuts with an ellipsis and says so', () => {
    const reminder = ' (a reminder that takes a great deal of room and says little that a player would not know)';
    const text = `Tap: loot 1${reminder}, then gain 3¢${reminder}.`;
    const tight = { ...box, height: 60, width: 400 };
    const fitted = fitText(text, tight, fixedMeasure);
    expect(fitted.remindersDropped).toBe(true);
    expect(fitted.overflow).toBe(false);
    const hopeless = fitText(Array.from({ length: 40 }, () => 'Deal 1 damage to each monster.').join(' '), tight, fixedMeasure);
    expect(hopeless.overflow).toBe(true);
    expect(hopeless.size).toBe(17);
    expect(hopeless.height).toBeLessThanOrEqual(tight.height);
    const last = hopeless.paragraphs.at(-1)!.at(-1)!;
    expect(last.runs.at(-1)!.text).toBe('…');
    expect(widthOf(last, 17)).toBeLessThanOrEqual(tight.width + 1e-6);
  });

  it('shrinks a long name to its line, then cuts it', () => {
    expect(fitLine('Pooter', 300, 'hand', 50, 30, fixedMeasure)).toMatchObject({ text: 'Pooter', size: 50, cut: false });
    const long = fitLine('The Most Extraordinarily Long Card Name Ever Printed', 300, 'hand', 50, 30, fixedMeasure);
    expect(long.cut).toBe(true);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.width).toBeLessThanOrEqual(300);
  });

  it('fits the longest bundled Four Souls cards in their text box', () => {
    const root = join(__dirname, '..', '..', '..', 'sets', 'four-souls', 'base');
    const service = new LanguageService();
    service.setManifest('sets/fs', { game: 'four-souls', set: 'base', name: 'Base' });
    for (const name of readdirSync(root).filter((n) => n.endsWith('.cards'))) service.openDocument(`sets/fs/${name}`, readFileSync(join(root, name), 'utf8'));
    const longest = [...setFaces(service, 'sets/fs/a.cards').cards].sort((a, b) => b.rulesText.length - a.rulesText.length).slice(0, 6);
    expect(longest[0]!.rulesText.length).toBeGreaterThan(500);
    for (const card of longest) {
      const t = faceTemplate(gameFaces.get('four-souls')!, card.kind).text;
      const inner = { width: t.box.width - 2 * t.padding, height: t.box.height - 2 * t.padding };
      const fitted = fitText(card.rulesText, { ...inner, font: t.font, maxSize: t.maxSize, minSize: t.minSize, lineHeight: t.lineHeight }, fixedMeasure);
      expect(fitted.height, card.name).toBeLessThanOrEqual(inner.height);
      expect(fitted.size, card.name).toBeLessThan(t.maxSize);
      for (const line of fitted.paragraphs.flat()) expect(widthOf(line, fitted.size), card.name).toBeLessThanOrEqual(inner.width + 1e-6);
    }
  });
});

// The deck list's two formats: the JSON file (versioned, with its schema) and the plain text
// players paste. Each reads back what it wrote; bad input is reported by place, never thrown.
import { describe, expect, it } from 'vitest';
import { DECK_FILE_VERSION, formatDeckFile, parseDeckFile, readDeckText, type DeckFile } from '../defs';
import { vocabularies } from '../games/vocabularies';
import { CardPool } from './cards';
import { exportDeckText, importDeckText } from './text';
import { deckCard, deckOf, destinyCards, legalDestinyDeck } from './testing';

const destiny = vocabularies.get('destiny')!;
const sections = destiny.construction!.sections;

describe('the deck file', () => {
  it('reads back what it writes, one line per entry', () => {
    const deck: DeckFile = { ...legalDestinyDeck(), description: 'Blue heroes, "quoted", and a \\ backslash', variants: { 'house-rules': { copies: 1, strict: true } } };
    const text = formatDeckFile(deck);
    expect(text.split('\n')).toContain('      { "card": "Luke Skywalker", "count": 1, "elite": true },');
    const read = readDeckText(text);
    expect(read).toEqual({ ok: true, value: deck });
    expect(formatDeckFile((read as { value: DeckFile }).value)).toBe(text);
  });

  it('writes an empty deck', () => {
    const deck = deckOf('stak-bots', {}, { sets: [] });
    expect(readDeckText(formatDeckFile(deck))).toEqual({ ok: true, value: deck });
  });

  it('reads a file without a version as version 1, and refuses a newer one', () => {
    const { version: _, ...old } = deckOf('stak-bots', { supply: [{ card: 'Bolt Pup', count: 3 }] });
    expect(parseDeckFile(old)).toMatchObject({ ok: true, value: { version: DECK_FILE_VERSION } });
    expect(parseDeckFile({ ...old, version: DECK_FILE_VERSION + 1 })).toEqual({ ok: false, problems: [{ path: 'version', message: `written by a newer Cardwright (deck version ${DECK_FILE_VERSION + 1}); this one reads up to ${DECK_FILE_VERSION}` }] });
  });

  it('reads a version 1 file, whose entries counted dice, as elite entries', () => {
    const old = { format: 'cardwright-deck', version: 1, game: 'destiny', name: 'Old', sets: ['base'], variants: {}, sections: { characters: [{ card: 'Luke Skywalker', count: 1, dice: 2 }, { card: 'Padawan', count: 1, dice: 1 }] } };
    expect(parseDeckFile(old)).toEqual({ ok: true, value: { ...old, version: DECK_FILE_VERSION, sections: { characters: [{ card: 'Luke Skywalker', count: 1, elite: true }, { card: 'Padawan', count: 1 }] } } });
  });

  it('locates what is wrong by its JSON path', () => {
    const bad = { ...deckOf('stak-bots', { supply: [{ card: 'Bolt Pup', count: 0 }] }), extra: true };
    const parsed = parseDeckFile(bad);
    expect(parsed.ok).toBe(false);
    expect((parsed as { problems: { path: string }[] }).problems.map((p) => p.path).sort()).toEqual(['(file)', 'sections.supply.0.count']);
    expect(readDeckText('{ "format": ')).toMatchObject({ ok: false, problems: [{ path: '(file)' }] });
  });
});

describe('the deck as text', () => {
  const pool = new CardPool(destinyCards(), ['base']);

  it('exports headings and counts, and imports them back', () => {
    const deck = legalDestinyDeck();
    const text = exportDeckText(deck, sections, destiny.name);
    expect(text.split('\n').slice(0, 6)).toEqual(['// Test deck (Star Wars: Destiny)', '// Sets: base', '', '# Team', '1x Luke Skywalker (elite)', '1x Padawan']);
    const read = importDeckText(text, sections, pool);
    expect(read.problems).toEqual([]);
    expect(read.sections).toEqual(deck.sections);
  });

  it('reads the ways players write counts and headings, and places cards with no heading by their kind', () => {
    const text = ['Team:', '  2 padawan', 'Luke Skywalker (2 dice)', '', '## Deck (30)', '3× Jetpack', 'Jetpack', 'echo base', '', 'Force Throw [base]'].join('\r\n');
    const read = importDeckText(text, sections, pool);
    expect(read.problems).toEqual([]);
    expect(read.sections).toEqual({
      characters: [
        { card: 'Padawan', count: 2 },
        { card: 'Luke Skywalker', count: 1, elite: true },
      ],
      deck: [
        { card: 'Jetpack', count: 4 },
        { card: 'Echo Base', count: 1 },
        { card: 'Force Throw', count: 1, set: 'base' },
      ],
    });
    const loose = importDeckText('1x Rey\n2x Jetpack\n1 Cloud City\n', sections, pool);
    expect(loose.sections).toEqual({ characters: [{ card: 'Rey', count: 1 }], deck: [{ card: 'Jetpack', count: 2 }], battlefield: [{ card: 'Cloud City', count: 1 }] });
  });

  it('reports unknown names and headings by line, with the nearest name', () => {
    const text = ['# Team', '1x Luke Skywalkr', '# Dekc', '2x Jetpak', '0x Rey', '150x Padawan', '2x Nobody At All'].join('\n');
    const read = importDeckText(text, sections, pool);
    expect(read.problems).toEqual([
      { line: 2, message: 'no card "Luke Skywalkr" in the deck\'s sets (did you mean "Luke Skywalker"?)' },
      { line: 3, message: 'no section "Dekc" in these decks (did you mean "Deck"?); its cards go where their kind belongs' },
      { line: 4, message: 'no card "Jetpak" in the deck\'s sets (did you mean "Jetpack"?)' },
      { line: 5, message: '"Rey": a count of 0 adds nothing' },
      { line: 6, message: '"Padawan": at most 99 copies a line (read as 99)' },
      { line: 7, message: 'no card "Nobody At All" in the deck\'s sets' },
    ]);
    expect(read.sections).toEqual({ characters: [{ card: 'Padawan', count: 99 }] });
  });

  it('asks for the set of a name two sets share', () => {
    const shared = new CardPool([...destinyCards(), deckCard('destiny', 'Jetpack', { kind: 'upgrade', set: 'spark' })]);
    expect(importDeckText('2x Jetpack', sections, shared).problems).toEqual([{ line: 1, message: '"Jetpack" is a card of several sets (base, spark): add the set, as in "2x Jetpack [base]"' }]);
    expect(importDeckText('2x Jetpack [spark]', sections, shared).sections).toEqual({ deck: [{ card: 'Jetpack', count: 2, set: 'spark' }] });
  });

  it('never throws on junk', () => {
    for (const junk of ['\u0000\u0001', '#', ':', 'x'.repeat(10_000), '99999999999999999999x Rey', '\uFEFF# Team\n1 Rey']) {
      expect(() => importDeckText(junk, sections, pool)).not.toThrow();
    }
  });
});

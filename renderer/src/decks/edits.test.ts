import { describe, expect, it } from 'vitest';
import type { DeckFile } from '../../../engine/defs';
import { vocabulary as fourSouls } from '../../../engine/games/four-souls/vocabulary';
import { deckCard } from '../../../engine/decks/testing';
import * as edits from './edits';
import { HISTORY_LIMIT, record, redo, redoLabel, startHistory, undo, undoLabel } from './history';

const deck = (sections: DeckFile['sections'], extra: Partial<DeckFile> = {}): DeckFile => ({ format: 'cardwright-deck', version: 2, game: 'four-souls', name: 'Test', sets: ['base'], variants: {}, sections, ...extra });
const sections = fourSouls.construction!.sections;

describe('deck edits', () => {
  it('adds to a card\'s entry or makes one, removes down to nothing, and holds counts to 1-99', () => {
    let d = deck({ loot: [] });
    d = edits.addCard(d, 'loot', { name: 'Bomb!' });
    d = edits.addCard(d, 'loot', { name: 'Bomb!' }, 2);
    d = edits.addCard(d, 'loot', { name: 'Penny' });
    expect(d.sections.loot).toEqual([
      { card: 'Bomb!', count: 3 },
      { card: 'Penny', count: 1 },
    ]);
    expect(edits.addCard(d, 'loot', { name: 'Bomb!' }, 500).sections.loot![0]!.count).toBe(99);
    d = edits.removeCard(d, 'loot', { name: 'Penny' });
    expect(d.sections.loot).toEqual([{ card: 'Bomb!', count: 3 }]);
    expect(edits.removeCard(d, 'loot', { name: 'Nothing' })).toBe(d);
    expect(edits.setCount(d, 'loot', 0, 3)).toBe(d);
    expect(edits.setCount(d, 'loot', 0, 0).sections.loot).toEqual([]);
  });

  it('ticks an entry elite and back, writing no field when it is not', () => {
    const d = deck({ characters: [{ card: 'Isaac', count: 1 }] });
    const elite = edits.setElite(d, 'characters', 0, true);
    expect(elite.sections.characters).toEqual([{ card: 'Isaac', count: 1, elite: true }]);
    expect(edits.setElite(elite, 'characters', 0, true)).toBe(elite);
    expect(edits.setElite(elite, 'characters', 0, false).sections.characters).toEqual([{ card: 'Isaac', count: 1 }]);
    expect(edits.setElite(d, 'characters', 3, true)).toBe(d);
  });

  it('keeps cards of two sets that share a name apart by their set', () => {
    let d = deck({ loot: [] }, { sets: ['base', 'extra'] });
    d = edits.addCard(d, 'loot', { name: 'Penny', set: 'base' });
    d = edits.addCard(d, 'loot', { name: 'Penny', set: 'extra' });
    expect(d.sections.loot).toEqual([
      { card: 'Penny', count: 1, set: 'base' },
      { card: 'Penny', count: 1, set: 'extra' },
    ]);
    expect(edits.sharedNames([deckCard('four-souls', 'Penny', { kind: 'loot' }), deckCard('four-souls', 'Penny', { kind: 'loot', set: 'extra' }), deckCard('four-souls', 'Bomb!', { kind: 'loot' })])).toEqual(new Set(['Penny']));
  });

  it('moves an entry to another section, joining the card\'s entry there', () => {
    const d = deck({ monsters: [{ card: 'Greed', count: 1 }], loot: [{ card: 'Greed', count: 2 }] });
    expect(edits.moveEntry(d, 'monsters', 0, 'loot').sections).toEqual({ monsters: [], loot: [{ card: 'Greed', count: 3 }] });
    expect(edits.moveEntry(d, 'loot', 0, 'loot')).toBe(d);
  });

  it('renames a card in the entries that name it in the renamed card\'s set, and nowhere else', () => {
    const d = deck({ loot: [{ card: 'Bomb!', count: 2 }, { card: 'Bomb!', count: 1, set: 'extra' }] }, { sets: ['base', 'extra'] });
    expect(edits.renameCard(d, 'base', 'Bomb!', 'Big Bomb!').sections.loot).toEqual([
      { card: 'Big Bomb!', count: 2 },
      { card: 'Bomb!', count: 1, set: 'extra' },
    ]);
    expect(edits.renameCard(d, 'extra', 'Bomb!', 'Dud').sections.loot).toEqual([
      { card: 'Dud', count: 2 },
      { card: 'Dud', count: 1, set: 'extra' },
    ]);
    expect(edits.renameCard(d, 'other', 'Bomb!', 'Dud')).toBe(d);
  });

  it('imports text in place of the deck, or adds it, and a replace with the same cards changes nothing', () => {
    const d = deck({ loot: [{ card: 'Bomb!', count: 2 }], monsters: [{ card: 'Greed', count: 1 }] });
    expect(edits.importSections(d, { loot: [{ card: 'Penny', count: 3 }] }, 'replace').sections).toEqual({ loot: [{ card: 'Penny', count: 3 }], monsters: [] });
    expect(edits.importSections(d, { loot: [{ card: 'Bomb!', count: 1 }] }, 'add').sections.loot).toEqual([{ card: 'Bomb!', count: 3 }]);
    expect(edits.importSections(d, d.sections, 'replace')).toBe(d);
  });

  it('fills the game\'s default composition: each card as many times as its set lists, in its section', () => {
    const pool = [
      { ...deckCard('four-souls', 'Isaac', { kind: 'character' }), copies: 1 },
      { ...deckCard('four-souls', 'Bomb!', { kind: 'loot' }), copies: 6 },
      { ...deckCard('four-souls', 'The D6', { kind: 'item', tags: ['eternal'] }), copies: 1 },
      { ...deckCard('four-souls', 'Other', { kind: 'loot', set: 'elsewhere' }), copies: 2 },
    ];
    const filled = edits.defaultComposition(deck({}), sections, pool);
    expect(filled.sections).toEqual({ characters: [{ card: 'Isaac', count: 1 }], loot: [{ card: 'Bomb!', count: 6 }], treasure: [], monsters: [], 'bonus-souls': [] });
  });

  it('picks the section a card goes to: the chosen one if it takes the card, else the first that does', () => {
    const loot = { kind: 'loot', tags: [] };
    expect(edits.sectionFor(sections, loot, 'monsters')!.id).toBe('loot');
    expect(edits.sectionFor(sections, { kind: 'curse', tags: [] }, null)!.id).toBe('monsters');
    expect(edits.sectionFor(sections, { kind: 'item', tags: ['eternal'] }, null)).toBeNull();
  });

  it('chooses and drops variants and sets, and renames the deck', () => {
    const d = deck({});
    const chosen = edits.chooseVariant(d, 'bonus-souls', {});
    expect(chosen.variants).toEqual({ 'bonus-souls': {} });
    expect(edits.chooseVariant(chosen, 'bonus-souls', {})).toBe(chosen);
    expect(edits.chooseVariant(chosen, 'bonus-souls', null).variants).toEqual({});
    expect(edits.toggleSet(d, 'extra', true).sets).toEqual(['base', 'extra']);
    expect(edits.toggleSet(d, 'base', true)).toBe(d);
    expect(edits.renameDeck(d, '  Rush  ').name).toBe('Rush');
    expect(edits.renameDeck(d, '   ')).toBe(d);
  });
});

describe('deck history', () => {
  it('undoes and redoes steps with their words, and a new step drops what could be redone', () => {
    let h = startHistory(1);
    expect(undoLabel(h)).toBeNull();
    h = record(h, 2, 'Add Bomb!');
    h = record(h, 3, 'Add Penny');
    expect(undoLabel(h)).toBe('Add Penny');
    h = undo(h);
    expect(h.present).toBe(2);
    expect(redoLabel(h)).toBe('Add Penny');
    h = redo(h);
    expect(h.present).toBe(3);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    expect(undo(h)).toBe(h);
    h = record(h, 9, 'Import text');
    expect(redo(h)).toBe(h);
    expect(record(h, 9, 'again')).toBe(h);
  });

  it('forgets the oldest steps past its limit', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i += 1) h = record(h, i, `step ${i}`);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]!.value).toBe(10);
  });
});

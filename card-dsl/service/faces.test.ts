import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSet } from '../project';
import { faceAt, setFaces } from './faces';
import { LanguageService } from './service';
import { TEST_PATH, serviceAt } from './testing';

const SCOUT = `game stak-bots

bot "Scout" power 2 rank 1 #scout {
  text "Entry: draw a card."
  entry: dr<|>aw a card
}

bot "Brute" rank 3 power 5 {}
`;

describe('faceAt', () => {
  it('draws the card under the cursor from its compiled definition', () => {
    const { service, position, path } = serviceAt(SCOUT);
    const found = faceAt(service, path, position);
    expect(found?.status).toBe('card');
    if (found?.status !== 'card') return;
    const face = found.face;
    expect(face).toMatchObject({ id: 'stak-bots/test/scout', name: 'Scout', slug: 'scout', game: 'stak-bots', set: 'test', setName: 'Test', kind: 'bot', tags: ['scout'], copies: 1, printedText: 'Entry: draw a card.', mismatch: null, path });
    // In the order the game lists its stats (rank, then power), not the order written.
    expect(face.stats).toEqual([
      { name: 'rank', value: 1 },
      { name: 'power', value: 2 },
    ]);
    expect(face.rulesText).toBe('Entry: draw a card.');
    expect(face.range.start).toEqual({ line: 2, character: 0 });
  });

  it('finds nothing off a card: on the game line or between cards', () => {
    const { service, path } = serviceAt(SCOUT);
    expect(faceAt(service, path, { line: 0, character: 3 })).toBeNull();
    expect(faceAt(service, path, { line: 6, character: 0 })).toBeNull();
    expect(faceAt(service, 'nowhere.cards', { line: 0, character: 0 })).toBeNull();
    expect(faceAt(service, path, { line: 7, character: 5 })?.status).toBe('card');
  });

  it('shows where the written text and the generated wording disagree in a number', () => {
    const { service, position, path } = serviceAt(`game stak-bots

bot "Zapper" rank 2 power 2 {
  text "Entry: deal 2 damage to each opponent's top bot."
  entry: deal 3 damage to the top card of each opponent's st<|>ak
}
`);
    const found = faceAt(service, path, position);
    if (found?.status !== 'card') throw new Error('no face');
    expect(found.face.mismatch).toEqual({ missing: [3], said: [2] });
    expect(found.face.rulesText).toMatch(/deal 3 damage/);
  });

  it('agrees with the checker on which cards disagree (CW3007)', () => {
    const text = `game stak-bots

bot "A" rank 1 power 1 {
  text "Entry: draw 2 cards."
  entry: draw 3 cards
}

bot "B" rank 1 power 1 {
  text "Entry: draw 3 cards."
  entry: draw 3 cards
}

bot "C" rank 1 power 4 {
  text "Entry: this gets +1 power."
  entry: this gets +2 power until end of turn
}
`;
    const service = new LanguageService();
    service.setManifest('sets/test', { game: 'stak-bots', set: 'test', name: 'Test' });
    service.openDocument(TEST_PATH, text);
    const flagged = setFaces(service, TEST_PATH)
      .cards.filter((c) => c.mismatch)
      .map((c) => c.name);
    const built = buildSet([{ path: TEST_PATH, text }], { game: 'stak-bots', set: 'test', name: 'Test' });
    const warned = built.diagnostics.filter((d) => d.diagnostic.code === 'CW3007').map((d) => {
      const before = text.slice(0, d.diagnostic.range.start);
      return before.slice(before.lastIndexOf('bot "') + 5).split('"')[0];
    });
    expect(flagged).toEqual(['A', 'C']);
    expect(flagged).toEqual(warned);
  });

  it('says why a card that does not compile has no face, by line', () => {
    const { service, position, path } = serviceAt(`game stak-bots

bot "Broken" rank 1 power 1 {
  entry: obliterate the top card of each opponent's st<|>ak
}
`);
    const found = faceAt(service, path, position);
    expect(found?.status).toBe('broken');
    if (found?.status !== 'broken') return;
    expect(found.card).toMatchObject({ name: 'Broken', kind: 'bot' });
    expect(found.card.problems.length).toBeGreaterThan(0);
    expect(found.card.problems[0]).toMatch(/^Line 4: /);
  });

  it('follows the text as it is typed', () => {
    const { service, position, path } = serviceAt(SCOUT);
    const before = faceAt(service, path, position);
    service.updateDocument(path, { range: { start: { line: 2, character: 18 }, end: { line: 2, character: 19 } }, newText: '7' });
    const after = faceAt(service, path, position);
    if (before?.status !== 'card' || after?.status !== 'card') throw new Error('no face');
    expect(before.face.stats.find((s) => s.name === 'power')?.value).toBe(2);
    expect(after.face.stats.find((s) => s.name === 'power')?.value).toBe(7);
  });

  it('names the cards another card starts with by their names', () => {
    const service = new LanguageService();
    service.setManifest('sets/fs', { game: 'four-souls', set: 'fs', name: 'FS' });
    service.openDocument('sets/fs/a.cards', 'game four-souls\n\ncharacter "Isaac" hp 2 attack 1 starts-with "The D6" {\n  tap: you get an extra loot-play\n}\n');
    service.openDocument('sets/fs/b.cards', 'game four-souls\n\nitem "The D6" #active #eternal {\n  tap: reroll the last roll\n}\n');
    const found = faceAt(service, 'sets/fs/a.cards', { line: 2, character: 3 });
    if (found?.status !== 'card') throw new Error('no face');
    expect(found.face.rulesText).toMatch(/Starts with The D6\.$/);
    expect(found.face.stats.map((s) => s.name)).toEqual(['hp', 'attack']);
  });
});

describe('setFaces', () => {
  it('lists every card of the set, across its files, and the ones that do not compile', () => {
    const service = new LanguageService();
    service.setManifest('sets/test', { game: 'stak-bots', set: 'test', name: 'Test' });
    service.openDocument('sets/test/b.cards', 'game stak-bots\n\nbot "Bee" rank 1 power 1 {}\n');
    service.openDocument('sets/test/a.cards', 'game stak-bots\n\nbot "Ant" rank 1 power 1 {}\n\nbot "Bad" rank 1 power 1 {\n  entry: obliterate a card\n}\n');
    const faces = setFaces(service, 'sets/test/a.cards');
    expect(faces).toMatchObject({ game: 'stak-bots', set: 'test', setName: 'Test', folder: 'sets/test' });
    expect(faces.cards.map((c) => c.name)).toEqual(['Ant', 'Bee']);
    expect(faces.broken.map((c) => c.name)).toEqual(['Bad']);
    // Asked again without a change: the same answer, not a new one.
    expect(setFaces(service, 'sets/test/b.cards')).toBe(faces);
    service.updateDocument('sets/test/b.cards', 'game stak-bots\n\nbot "Bee" rank 1 power 6 {}\n');
    expect(setFaces(service, 'sets/test/b.cards').cards[1]!.stats).toEqual([
      { name: 'rank', value: 1 },
      { name: 'power', value: 6 },
    ]);
  });

  it('keeps the faces of cards not typed in, and words a card anew when a card it names is renamed', () => {
    const service = new LanguageService();
    service.setManifest('sets/fs', { game: 'four-souls', set: 'fs', name: 'FS' });
    const isaac = 'character "Isaac" hp 2 attack 1 starts-with "The D6" {\n  tap: you get an extra loot-play\n}\n';
    const d6 = 'item "The D6" #active #eternal {\n  tap: reroll the roll\n}\n';
    service.openDocument('sets/fs/a.cards', `game four-souls\n\n${isaac}\n${d6}`);
    const before = setFaces(service, 'sets/fs/a.cards');
    expect(before.cards.map((c) => c.name)).toEqual(['Isaac', 'The D6']);
    // Typing inside The D6 (which no card's wording depends on) leaves Isaac's face as it was.
    const tap = service.getText('sets/fs/a.cards').lastIndexOf('reroll');
    service.updateDocument('sets/fs/a.cards', { start: tap, end: tap, text: ' ' });
    const typed = setFaces(service, 'sets/fs/a.cards');
    expect(typed).not.toBe(before);
    expect(typed.cards[0]!.rulesText).toBe(before.cards[0]!.rulesText);
    expect(typed.cards[1]!.range.start.line).toBe(before.cards[1]!.range.start.line);
    // Renaming The D6 (and what Isaac starts with) words Isaac's face with the new name.
    service.updateDocument('sets/fs/a.cards', service.getText('sets/fs/a.cards').replaceAll('The D6', 'The D20'));
    const renamed = setFaces(service, 'sets/fs/a.cards');
    expect(renamed.cards[0]!.rulesText).toMatch(/Starts with The D20\.$/);
    // Only The D20's own name changes (its id stays): Isaac's text is the same, its wording is not.
    const name = service.getText('sets/fs/a.cards').lastIndexOf('"The D20"');
    service.updateDocument('sets/fs/a.cards', { start: name, end: name + '"The D20"'.length, text: '"THE D20"' });
    expect(setFaces(service, 'sets/fs/a.cards').cards[0]!.rulesText).toMatch(/Starts with THE D20\.$/);
    // A card moved down by lines typed above it is drawn where it now is.
    service.updateDocument('sets/fs/a.cards', { start: 0, end: 0, text: '// a note\n' });
    const moved = setFaces(service, 'sets/fs/a.cards');
    expect(moved.cards[1]!.range.start.line).toBe(renamed.cards[1]!.range.start.line + 1);
    expect(moved.cards[1]!.rulesText).toBe(renamed.cards[1]!.rulesText);
  });

  it('draws every bundled card: Four Souls base and Stak Bots starter', () => {
    const root = join(__dirname, '..', '..', 'sets');
    for (const [game, set, count] of [
      ['four-souls', 'base', 195],
      ['stak-bots', 'starter', 30],
    ] as const) {
      const service = new LanguageService();
      const folder = `sets/${game}/${set}`;
      service.setManifest(folder, { game, set, name: set });
      for (const name of readdirSync(join(root, game, set)).filter((n) => n.endsWith('.cards'))) service.openDocument(`${folder}/${name}`, readFileSync(join(root, game, set, name), 'utf8'));
      const faces = setFaces(service, `${folder}/x.cards`);
      expect(faces.broken).toEqual([]);
      expect(faces.cards.length).toBeGreaterThanOrEqual(count);
      for (const card of faces.cards) expect(card.rulesText === '' || /[.!]$/.test(card.rulesText), card.name).toBe(true);
    }
  });
});

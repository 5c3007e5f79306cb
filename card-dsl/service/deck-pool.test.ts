import { describe, expect, it } from 'vitest';
import type { SetFile } from '../../engine/defs';
import { buildSet } from '../project';
import { deckPool } from './deck-pool';
import { LanguageService } from './service';

function workspace(): LanguageService {
  const service = new LanguageService();
  service.setManifest('sets/stak-bots/core', { game: 'stak-bots', set: 'core', name: 'Core' });
  service.setManifest('sets/stak-bots/extra', { game: 'stak-bots', set: 'extra', name: 'Extra' });
  service.setManifest('sets/four-souls/base', { game: 'four-souls', set: 'base', name: 'Base' });
  service.openDocument('sets/stak-bots/core/bots.cards', 'game stak-bots\n\nbot "Scout" rank 1 power 2 copies 3 #scout {}\nbot "Brute" rank 3 power 5 {}\nbot "Broken" rank 1 power 1 {\n  entry: frobnicate the bots\n}\n');
  service.openDocument(
    'sets/stak-bots/extra/extra.cards',
    'game stak-bots\n\nvariant "Singleton" {\n  text "One copy of each card."\n  rule: copies-per-card is 1\n}\n\nbot "Spark" rank 1 power 1 {}\n',
  );
  service.openDocument('sets/four-souls/base/a.cards', 'game four-souls\n\ncharacter "Isaac" hp 2 attack 1 starts-with "The D6" {\n  tap: you get an extra loot-play\n}\n\nitem "The D6" #eternal {}\n');
  return service;
}

describe('deckPool', () => {
  it('gives every card of the game\'s sets with what the deck checker needs, its copies and its face', () => {
    const pool = deckPool(workspace(), 'stak-bots');
    expect(pool.sets).toEqual([
      { set: 'core', setName: 'Core', folder: 'sets/stak-bots/core', source: 'workspace', cards: 2, broken: 1 },
      { set: 'extra', setName: 'Extra', folder: 'sets/stak-bots/extra', source: 'workspace', cards: 1, broken: 0 },
    ]);
    expect(pool.cards.map((c) => `${c.set}/${c.name} x${c.copies}`)).toEqual(['core/Scout x3', 'core/Brute x1', 'extra/Spark x1']);
    const scout = pool.cards[0]!;
    expect(scout).toMatchObject({ id: 'stak-bots/core/scout', kind: 'bot', tags: ['scout'], stats: { rank: 1, power: 2 }, setName: 'Core' });
    expect(scout.face.name).toBe('Scout');
    expect(scout.face.path).toBe('sets/stak-bots/core/bots.cards');
  });

  it('gives the variants the sets declare, with their rules, for the construction numbers', () => {
    const pool = deckPool(workspace(), 'stak-bots');
    expect(pool.variants.map((v) => v.id)).toEqual(['singleton']);
    expect(pool.variants[0]!.abilities[0]).toMatchObject({ kind: 'rule-number', rule: 'copies-per-card', op: 'set', amount: 1 });
  });

  it('gives a card what it starts with, and nothing of other games', () => {
    const pool = deckPool(workspace(), 'four-souls');
    expect(pool.cards.map((c) => c.name)).toEqual(['Isaac', 'The D6']);
    expect(pool.cards[0]!.startsWith).toEqual(['four-souls/base/the-d6']);
    expect(deckPool(workspace(), 'destiny')).toEqual({ game: 'destiny', sets: [], cards: [], variants: [] });
  });

  it('adds the bundled sets of the game after the workspace\'s, each card with its face; a workspace set of the same id hides the bundled one', () => {
    const bundled = (set: string, name: string, text: string): SetFile => {
      const built = buildSet([{ path: `${set}.cards`, text }], { game: 'stak-bots', set, name }).setFile;
      if (!built) throw new Error(`the bundled set ${set} does not compile`);
      return built;
    };
    const starter = bundled('starter', 'Starter', 'game stak-bots\n\nbot "Tin Pup" rank 1 power 1 copies 2 #pup {\n  entry: draw 1\n}\n');
    const core = bundled('core', 'Core (bundled)', 'game stak-bots\n\nbot "Old Scout" rank 1 power 1 {}\n');
    const pool = deckPool(workspace(), 'stak-bots', [core, starter]);
    expect(pool.sets.map((s) => `${s.set} ${s.source} ${s.folder}`)).toEqual(['core workspace sets/stak-bots/core', 'extra workspace sets/stak-bots/extra', 'starter bundled bundled:stak-bots/starter']);
    expect(pool.cards.map((c) => `${c.set}/${c.name} x${c.copies}`)).toEqual(['core/Scout x3', 'core/Brute x1', 'extra/Spark x1', 'starter/Tin Pup x2']);
    const pup = pool.cards[3]!;
    expect(pup).toMatchObject({ id: 'stak-bots/starter/tin-pup', set: 'starter', setName: 'Starter', kind: 'bot', tags: ['pup'], stats: { rank: 1, power: 1 } });
    expect(pup.face).toMatchObject({ name: 'Tin Pup', setName: 'Starter', rulesText: 'Entry: draw a card.' });
    expect(deckPool(workspace(), 'four-souls', [starter]).sets.map((s) => s.set)).toEqual(['base']);
  });
});

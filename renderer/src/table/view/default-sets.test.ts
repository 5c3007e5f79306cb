import { describe, expect, it } from 'vitest';
import { gameChoice, setsPerSeat } from '../engine/catalog';
import { fourSouls } from '../../../../engine/games/four-souls';
import { smashUp } from '../../../../engine/games/smash-up';
import { stakBots } from '../../../../engine/games/stak-bots';
import type { Catalog, SetChoice } from '../model';
import { defaultSets } from './default-sets';

const set = (id: string, source: SetChoice['source'], cards = 20): SetChoice => ({ id, game: id.split('/')[0]!, name: id, source, cards, variants: [], broken: [] });

describe('the sets a new table starts with', () => {
  it('knows that a Smash Up deck is two sets (factions) and that other games do not build decks from whole sets', () => {
    expect(setsPerSeat(smashUp.vocabulary)).toBe(2);
    expect(setsPerSeat(stakBots.vocabulary)).toBeNull();
    expect(setsPerSeat(fourSouls.vocabulary)).toBeNull();
  });

  const catalog = (sets: SetChoice[]): Catalog => ({ games: [gameChoice(smashUp), gameChoice(stakBots)], sets });
  const bundled = ['smash-up/aliens', 'smash-up/dinosaurs', 'smash-up/ninjas', 'smash-up/pirates', 'smash-up/robots', 'smash-up/zombies'].map((id) => set(id, 'bundled'));

  it('ticks two factions per player for Smash Up, not one', () => {
    expect(defaultSets(catalog(bundled), 'smash-up', 2)).toEqual(bundled.slice(0, 4).map((s) => s.id));
    expect(defaultSets(catalog(bundled), 'smash-up', 3)).toEqual(bundled.map((s) => s.id));
    // Fewer sets than places: all of them (players then share factions).
    expect(defaultSets(catalog(bundled), 'smash-up', 4)).toHaveLength(6);
  });

  it('takes the workspace’s factions first, then bundled ones that are not the same, never an empty set', () => {
    const sets = [...bundled, set('smash-up/pirates', 'workspace'), set('smash-up/mine', 'workspace'), set('smash-up/empty', 'workspace', 0)];
    expect(defaultSets(catalog(sets), 'smash-up', 2)).toEqual(['smash-up/pirates', 'smash-up/mine', 'smash-up/aliens', 'smash-up/dinosaurs']);
  });

  it('keeps one set for a game whose decks are not made of sets', () => {
    expect(defaultSets(catalog([set('stak-bots/examples', 'bundled'), set('stak-bots/starter', 'bundled'), set('stak-bots/more', 'bundled')]), 'stak-bots', 4)).toEqual(['stak-bots/starter']);
  });
});

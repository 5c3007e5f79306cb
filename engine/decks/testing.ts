// Small hand-made card lists for the deck tools' tests: a few cards of each game, made to meet
// or break one construction rule at a time. Smash Up and Destiny have no bundled sets yet.
import type { DeckEntry, DeckFile, DieDefinition } from '../defs';
import type { DeckCard } from './cards';

type CardSpec = { kind: string; set?: string; setName?: string; tags?: string[]; stats?: Record<string, number>; dice?: DieDefinition[]; startsWith?: string[] };

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function deckCard(game: string, name: string, spec: CardSpec): DeckCard {
  const set = spec.set ?? 'base';
  return {
    id: `${game}/${set}/${slug(name)}`,
    name,
    set,
    setName: spec.setName ?? set.charAt(0).toUpperCase() + set.slice(1),
    kind: spec.kind,
    tags: spec.tags ?? [],
    stats: spec.stats ?? {},
    dice: spec.dice ?? [],
    startsWith: spec.startsWith ?? [],
  };
}

export function deckOf(game: string, sections: Record<string, DeckEntry[]>, extra: Partial<DeckFile> = {}): DeckFile {
  return { format: 'cardwright-deck', version: 2, game, name: 'Test deck', sets: ['base'], variants: {}, sections, ...extra };
}

const die = (...faces: [string, number][]): DieDefinition => ({ faces: faces.map(([symbol, value]) => ({ symbol, value, modifier: false, cost: 0 })) });

/** Destiny: two heroes, two villains, a gray deck of 15 titles, a blue event, two battlefields, a plot. */
export function destinyCards(): DeckCard[] {
  const c = (name: string, spec: CardSpec) => deckCard('destiny', name, spec);
  const lukeDie = die(['melee', 2], ['melee', 3], ['ranged', 2], ['shield', 1], ['focus', 1], ['blank', 0]);
  const trooperDie = die(['ranged', 1], ['ranged', 2], ['ranged', 2], ['resource', 1], ['disrupt', 1], ['blank', 0]);
  return [
    c('Luke Skywalker', { kind: 'character', tags: ['unique', 'hero', 'blue'], stats: { health: 10, points: 15, 'points-2': 19 }, dice: [lukeDie] }),
    c('Rey', { kind: 'character', tags: ['unique', 'hero', 'yellow'], stats: { health: 11, points: 11, 'points-2': 14 }, dice: [lukeDie] }),
    c('Padawan', { kind: 'character', tags: ['hero', 'blue'], stats: { health: 8, points: 8 }, dice: [lukeDie] }),
    c('Stormtrooper', { kind: 'character', tags: ['villain', 'red'], stats: { health: 7, points: 7 }, dice: [trooperDie] }),
    c('Darth Vader', { kind: 'character', tags: ['unique', 'villain', 'red'], stats: { health: 13, points: 16, 'points-2': 21 }, dice: [trooperDie] }),
    c('Force Throw', { kind: 'event', tags: ['hero', 'blue'], stats: { cost: 1 } }),
    c('Imperial Discipline', { kind: 'event', tags: ['villain', 'red'], stats: { cost: 0 } }),
    c('Hidden Agenda', { kind: 'plot', tags: ['hero'], stats: { points: 2 } }),
    c('Echo Base', { kind: 'battlefield' }),
    c('Cloud City', { kind: 'battlefield' }),
    ...GRAY.map((name, i) => c(name, { kind: i % 3 === 0 ? 'upgrade' : i % 3 === 1 ? 'support' : 'event', tags: ['gray'], stats: { cost: i % 4 } })),
  ];
}
export const GRAY = ['Jetpack', 'Scavenge', 'Supply Line', 'Ace in the Hole', 'Field Medic', 'Hidden Cache', 'Datapad', 'Long Con', 'Holdout Blaster', 'Millennium Charm', 'Dug In', 'Tough Luck', 'Smuggling Freighter', 'Close Call', 'Spare Parts'];

/** A legal Destiny deck: Luke with two dice and a Padawan (27 points), 30 gray cards and Force Throw swapped in, Echo Base. */
export function legalDestinyDeck(): DeckFile {
  const deck: DeckEntry[] = GRAY.map((name) => ({ card: name, count: 2 }));
  deck[0] = { card: 'Jetpack', count: 1 };
  deck.push({ card: 'Force Throw', count: 1 });
  return deckOf('destiny', {
    characters: [
      { card: 'Luke Skywalker', count: 1, elite: true },
      { card: 'Padawan', count: 1 },
    ],
    deck,
    battlefield: [{ card: 'Echo Base', count: 1 }],
  });
}

/** Smash Up: three factions of 20 cards (ten cards of two copies), each a set. */
export function smashUpCards(): DeckCard[] {
  const faction = (set: string, setName: string, names: string[]) =>
    names.map((name, i) => deckCard('smash-up', name, { kind: i < 6 ? 'minion' : 'action', set, setName, stats: i < 6 ? { power: 2 + (i % 4) } : {} }));
  return [
    ...faction('aliens', 'Aliens', ['Collector', 'Scout', 'Invader', 'Supreme Overlord', 'Probe Droid', 'Saucer Pilot', 'Abduction', 'Beam Up', 'Crop Circles', 'Disintegrator']),
    ...faction('dinosaurs', 'Dinosaurs', ['War Raptor', 'Armor Stego', 'Laseratops', 'King Rex', 'Tiny Raptor', 'Tar Pit Rex', 'Augmentation', 'Howl', 'Natural Selection', 'Rampage']),
    ...faction('ninjas', 'Ninjas', ['Ninja Master', 'Tiger Assassin', 'Shinobi', 'Ninja Acolyte', 'Shadow Walker', 'Night Blade', 'Smoke Bomb', 'Assassination', 'Hidden Ninja', 'Way of Deception']),
  ];
}

export function smashUpFaction(set: 'aliens' | 'dinosaurs' | 'ninjas', copies = 2): DeckEntry[] {
  return smashUpCards()
    .filter((c) => c.set === set)
    .map((c) => ({ card: c.name, count: copies }));
}

// Files written before "here" was the kernel's `same-place` and `total-here` (set file version 2,
// table file version 2, replay file version 1) spelled it as Smash Up's card states and player
// stats over five base slots; Smash Up no longer answers those. fixtures/old-here/here-set-v2.json
// is what the card language compiled fixtures/old-here/here.cards to then: loading it must give
// what the card language compiles the same text to now, and play as it did.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSetJson } from '../card-dsl/decompile/index';
import { buildSet } from '../card-dsl/project';
import { loadSets } from '../cli/sets';
import { parseReplayFile, parseSetFile, parseTableFile, REPLAY_FILE_VERSION, SET_FILE_VERSION, migrateSetFile, type SetFile } from '../engine/defs';
import { smashUp } from '../engine/games/smash-up';
import { vocabularies } from '../engine/games/vocabularies';
import { runScenario } from '../engine/scenario/runner';

// Smash Up deals from two factions at least: a bundled one beside the old set.
const gnomes = (await loadSets(fileURLToPath(new URL('../sets', import.meta.url)))).sets.find((s) => s.game === 'smash-up' && s.set === 'gnomes')!;
const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`fixtures/old-here/${name}`, import.meta.url)), 'utf8');
const oldSet = () => JSON.parse(fixture('here-set-v2.json')) as { version: number; game: string; cards: Array<{ id: string; abilities: unknown[] }>; variants: unknown[] };

function compiledNow(): SetFile {
  const built = buildSet([{ path: 'here.cards', text: fixture('here.cards') }], { game: 'smash-up', set: 'old-here', name: 'Old Here' }, { games: vocabularies });
  expect(built.diagnostics.map((d) => d.diagnostic.message)).toEqual([]);
  return built.setFile!;
}

function loaded(raw: unknown): SetFile {
  const parsed = parseSetFile(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
}

const kinds = (v: unknown): string[] => JSON.stringify(v).match(/"kind":"(same-place|total-here)"/g) ?? [];

describe('a set file of version 2 with "here"', () => {
  it('was written with the old five-slot shapes (the fixture is what it claims)', () => {
    const old = oldSet();
    expect(old.version).toBe(2);
    expect(kinds(old.cards)).toEqual([]);
    expect(JSON.stringify(old.cards)).toContain('"state":"on-base-5"');
    expect(JSON.stringify(old.cards)).toContain('"stat":"power-on-base-5"');
  });

  it('loads as what the card language compiles the same text to now: same-place and total-here', () => {
    const now = compiledNow();
    const migrated = loaded(oldSet());
    expect(migrated.version).toBe(SET_FILE_VERSION);
    expect(migrated).toEqual(now);
    // Every word of the file is there: five cards' "here", "is not here" and "on this base", three cards' "power here".
    expect(kinds(migrated.cards).filter((k) => k.includes('same-place')).length).toBe(5);
    expect(kinds(migrated.cards).filter((k) => k.includes('total-here')).length).toBe(3);
    expect(JSON.stringify(migrated.cards)).not.toContain('on-base-');
  });

  it('loads the same through a saved table (its workspace set and a hot reload) and a replay', () => {
    const now = compiledNow();
    const old = oldSet();
    const reload = { at: 0, changes: { cards: [old.cards[0]], order: old.cards.map((c) => c.id), variants: [] } };
    const table = parseTableFile({
      format: 'cardwright-table',
      version: 2,
      game: 'smash-up',
      sets: [{ id: 'smash-up/old-here', origin: 'workspace', cards: old.cards, variants: [] }],
      seats: [{ id: 'p1', name: 'A', bot: null }, { id: 'p2', name: 'B', bot: null }],
      seed: 'old',
      branches: [{ id: 'main', from: null, actions: [], reloads: [reload] }],
      current: { branch: 'main', at: 0 },
    });
    if (!table.ok) throw new Error(JSON.stringify(table.problems));
    expect(table.value.sets[0]!.cards).toEqual(now.cards);
    expect(table.value.branches[0]!.reloads[0]!.changes.cards).toEqual([now.cards[0]]);

    const replay = parseReplayFile({
      format: 'cardwright-replay',
      version: 1,
      game: 'smash-up',
      sets: [{ id: 'smash-up/old-here', cards: old.cards, variants: [] }],
      seats: [{ id: 'p1' }, { id: 'p2' }],
      seed: 'old',
      actions: [],
      reloads: [reload],
      hashes: [],
      hash: '0123456789abcdef',
    });
    if (!replay.ok) throw new Error(JSON.stringify(replay.problems));
    expect(replay.value.version).toBe(REPLAY_FILE_VERSION);
    expect(replay.value.sets[0]!.cards).toEqual(now.cards);
    expect(replay.value.reloads[0]!.changes.cards).toEqual([now.cards[0]]);
  });

  it('imports as card text that says "here" again and compiles to what the text compiles to now', () => {
    const read = readSetJson(fixture('here-set-v2.json'), { games: vocabularies });
    if (!read.ok) throw new Error(read.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const text = read.value.files.map((f) => f.text).join('\n');
    expect(text).toContain('your minions here that are not this get +1 power');
    expect(text).toContain('if your power here is 5 or more');
    expect(text).toContain('the event card is not here');
    const again = buildSet(read.value.files.map((f) => ({ path: f.name, text: f.text })), { game: 'smash-up', set: 'old-here', name: 'Old Here' }, { games: vocabularies });
    expect(again.setFile).toEqual(compiledNow());
  });

  it('plays "here" again: the abilities of a minion played on the Arena fire and the Banner Bearer there pumps it', () => {
    const scenario = (set: SetFile) =>
      runScenario(
        {
          version: 1,
          name: 'here in an old set',
          game: 'smash-up',
          sets: ['smash-up/old-here', 'smash-up/gnomes'],
          seed: 1,
          seats: 2,
          // Cards: the bases c1-c3, then p1's Lookout c4, Banner Bearer c5 (on the Arena), deck c6-c7.
          given: {
            'base-1': ['Arena'],
            'base-2': ['Stadium'],
            'base-3': ['Tourney Grounds'],
            p1: { hand: ['Lookout'], minions: ['Banner Bearer'], deck: ['Scout', 'Scout'] },
            turn: { active: 'p1', phase: 'play' },
            flags: { game: { 'at:c5': 1 } },
          },
          // Lookout sees another of p1's minions here (draw 1); the Arena sees a minion played on it (draw 1).
          steps: [{ p1: 'play Lookout base Arena' }],
          expect: { 'p1.hand.count': 2, 'p1.minions.2.power': 2 },
        },
        [set, gnomes],
        { 'smash-up': smashUp },
      );
    const migrated = scenario(loaded(oldSet()));
    expect(migrated.failures, migrated.trace.join('\n')).toEqual([]);
    expect(migrated.ok).toBe(true);
    // The old shapes as they are, read as the current version, are never true: the scenario fails.
    const unmigrated = scenario({ ...(oldSet() as unknown as SetFile), version: SET_FILE_VERSION as 3, variants: [] } as SetFile);
    expect(unmigrated.ok).toBe(false);
  });
});

describe('what merely resembles the old "here"', () => {
  /** The Banner Bearer's old `any` over the five slots, to alter. */
  const oldAny = () => {
    const old = oldSet();
    const modifier = (old.cards[0]!.abilities[0] as { modifiers: Array<{ to: { from: { where: { of: unknown[] } } } }> }).modifiers[0]!;
    return { old, any: modifier.to.from.where };
  };

  it.each([
    ['a slot left out', (any: { of: unknown[] }) => any.of.pop()],
    ['a sixth slot', (any: { of: unknown[] }) => any.of.push(JSON.parse(JSON.stringify(any.of[4]).replaceAll('on-base-5', 'on-base-6')))],
    ['another card in one slot', (any: { of: Array<{ of: Array<{ card: unknown }> }> }) => (any.of[2]!.of[1]!.card = { kind: 'you' })],
    ['another state', (any: { of: unknown[] }) => (any.of = JSON.parse(JSON.stringify(any.of).replaceAll('on-base-', 'in-base-')))],
  ])('is left as written: %s', (_, alter) => {
    const { old, any } = oldAny();
    alter(any as never);
    const before = JSON.parse(JSON.stringify(old.cards[0]));
    const migrated = migrateSetFile(old) as { version: number; cards: unknown[] };
    expect(migrated.version).toBe(SET_FILE_VERSION);
    expect(migrated.cards[0]).toEqual(before);
    // The other cards' exact shapes are still rewritten.
    expect(kinds(migrated.cards.slice(1)).length).toBeGreaterThan(0);
  });

  it('is left as written in a game that had no places', () => {
    const old = oldSet();
    const stak = { ...old, game: 'stak-bots', cards: old.cards.map((c) => ({ ...c, game: 'stak-bots' })) };
    const migrated = migrateSetFile(stak) as { cards: unknown[] };
    expect(migrated.cards).toEqual(stak.cards);
  });
});

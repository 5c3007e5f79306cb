// A static ability that changes only its own card ("this bot has +2 power") cannot change another
// card's stat. When every static ability of a stat is of that kind (`GameIndex.reaching` does not
// hold the stat), a card with no static ability of its own for the stat is read without walking
// the active cards. These tests show that a card's own static still counts, that a static that
// reaches other cards still reaches a card with none of its own, that `reaching` tells the two
// kinds apart, and that the starter set reads every power as the full walk does.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSet } from '../card-dsl/project';
import { loadSets } from '../cli/sets';
import type { CardDefinition, Selector } from '../engine/defs';
import { loadGame } from '../engine/core/engine';
import { gameIndex, reachesOthers, statOf } from '../engine/core/evaluate';
import { stakBots } from '../engine/games/stak-bots';
import { nextInt, seedRng } from '../engine/random/rng';
import { runScenario, scenarioGames } from '../engine/scenario';

const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)));

/** Both test sets hold a bot with a static of its own and a plain bot, after any cards of their own. */
const BRACE_AND_PLAIN = `bot "Brace Bot" rank 1 power 2 copies 4 designer-chosen {
  text "This bot has +1 power."
  static: this gets +1 power
}

bot "Plain Bot" rank 1 power 2 copies 20 designer-chosen {}
`;

function testSet(set: string, name: string, ownCards: string) {
  return buildSet([{ path: `${set}.cards`, text: `game stak-bots\nset "${name}"\n\n${ownCards}${BRACE_AND_PLAIN}` }], { game: 'stak-bots', set, name });
}

const selfOnly = testSet('self', 'Self', '');

const reaching = testSet(
  'reaching',
  'Reaching',
  `bot "Rally Bot" rank 1 power 3 copies 4 designer-chosen {
  text "Each opponent's top bot has -1 power."
  static: the top card of each opponent's stak gets -1 power
}

`,
);

const sets = [...bundled.sets, selfOnly.setFile!, reaching.setFile!];

function scenario(set: string, given: Record<string, unknown>, expectations: Record<string, unknown>) {
  return {
    version: 1,
    name: `static abilities of one card or reaching others (${set})`,
    game: 'stak-bots',
    sets: [`stak-bots/${set}`],
    seed: 1,
    seats: 2,
    given: { ...given, turn: { active: 'p1' } },
    steps: [],
    expect: expectations,
  };
}

function passes(run: ReturnType<typeof scenario>) {
  const result = runScenario(run, sets, scenarioGames);
  expect(result.failures).toEqual([]);
  expect(result.ok).toBe(true);
}

describe('static abilities that reach only their own card', () => {
  it('compiles cleanly', () => {
    expect(selfOnly.diagnostics.filter((d) => d.diagnostic.severity === 'error')).toEqual([]);
    expect(reaching.diagnostics.filter((d) => d.diagnostic.severity === 'error')).toEqual([]);
  });

  it('tells a selection of "this card" alone from one that may hold other cards', () => {
    const self: Selector = { kind: 'self' };
    const zone: Selector = { kind: 'zone', zone: 'stak', of: { kind: 'you' }, position: 'top' };
    const faceUp = { kind: 'face-up', card: { kind: 'bound', name: 'it' } } as unknown as Extract<Selector, { kind: 'filter' }>['where'];
    expect(reachesOthers(self)).toBe(false);
    expect(reachesOthers({ kind: 'filter', from: self, where: faceUp })).toBe(false);
    expect(reachesOthers({ kind: 'most', from: self, by: 1, which: 'most' })).toBe(false);
    expect(reachesOthers({ kind: 'union', of: [self, { kind: 'filter', from: self, where: faceUp }] })).toBe(false);
    expect(reachesOthers(zone)).toBe(true);
    expect(reachesOthers({ kind: 'filter', from: zone, where: faceUp })).toBe(true);
    expect(reachesOthers({ kind: 'union', of: [self, zone] })).toBe(true);
    expect(reachesOthers({ kind: 'bound', name: 'it' })).toBe(true);
    expect(reachesOthers({ kind: 'event', field: 'card' })).toBe(true);
    expect(reachesOthers({ kind: 'you' })).toBe(true);
  });

  it('counts a stat as reaching only when some definition has a static of it that reaches other cards', () => {
    const starter = bundled.sets.find((s) => s.game === 'stak-bots' && s.set === 'starter')!;
    const index = (cards: readonly CardDefinition[]) => gameIndex(loadGame(stakBots, [...cards]).defs);
    // The starter set's two statics (Totem Stacker, Bulwark) change only their own bot.
    expect(index(starter.cards).modifiers.has('power')).toBe(true);
    expect(index(starter.cards).reaching.has('power')).toBe(false);
    expect(index(selfOnly.setFile!.cards).modifiers.has('power')).toBe(true);
    expect(index(selfOnly.setFile!.cards).reaching.has('power')).toBe(false);
    expect(index(reaching.setFile!.cards).reaching.has('power')).toBe(true);
    // Smash Up's ongoing cards change other minions' power.
    expect(index(bundled.sets.filter((s) => s.game === 'smash-up').flatMap((s) => s.cards)).reaching.has('power')).toBe(true);
  });

  it("adds a card's own static to it, and to no other card, where every static is the card's own", () => {
    passes(
      scenario(
        'self',
        { p1: { stak: [{ card: 'Plain Bot', faceUp: true }, 'Brace Bot'] }, p2: { stak: ['Plain Bot'] } },
        { 'p1.stak.top.power': 3, 'p1.stak.1.power': 2, 'p2.stak.top.power': 2 },
      ),
    );
  });

  it('adds nothing from a static of a card that is not active, even its own', () => {
    passes(scenario('self', { p1: { stak: ['Brace Bot', 'Plain Bot'] }, p2: { stak: ['Brace Bot'] } }, { 'p1.stak.1.power': 2, 'p1.stak.top.power': 2, 'p2.stak.top.power': 3 }));
  });

  it('still changes a card with no static of its own when another card reaches it', () => {
    passes(
      scenario(
        'reaching',
        { p1: { stak: ['Plain Bot', 'Rally Bot'] }, p2: { stak: ['Plain Bot', 'Plain Bot'] } },
        { 'p1.stak.top.power': 3, 'p2.stak.top.power': 1, 'p2.stak.1.power': 2, 'p1.stak.1.power': 2 },
      ),
    );
    passes(scenario('reaching', { p1: { stak: ['Rally Bot'] }, p2: { stak: ['Brace Bot'] } }, { 'p1.stak.top.power': 3, 'p2.stak.top.power': 2 }));
  });

  it('reads every power in seeded starter games as the full walk over the active cards does', () => {
    const starter = bundled.sets.find((s) => s.game === 'stak-bots' && s.set === 'starter')!;
    const game = loadGame(stakBots, starter.cards);
    // The same definitions and one more, never in play, whose static reaches other bots: with
    // it the stat is reaching, and every read walks the active cards.
    const rally = reaching.setFile!.cards.find((card) => card.name === 'Rally Bot')!;
    const walked = new Map(game.defs);
    walked.set('stak-bots/reaching/never-played', { ...rally, id: 'stak-bots/reaching/never-played' });
    expect(gameIndex(walked).reaching.has('power')).toBe(true);
    // The same definitions without their static abilities: where a read differs from this, a static counted.
    const bare = new Map([...game.defs].map(([id, definition]) => [id, { ...definition, abilities: definition.abilities.filter((ability) => ability.kind !== 'static') }]));
    let compared = 0;
    let byStatics = 0;
    for (const seats of [2, 3, 4, 6]) {
      for (let g = 0; g < 3; g += 1) {
        const created = game.create({ seed: `self-statics-${seats}-${g}`, seats });
        if (!created.ok) throw new Error(created.error.message);
        const { state } = created;
        const rng = seedRng(`self-statics-${seats}-${g}:picks`);
        for (let a = 0; a < 1000 && !state.result; a += 1) {
          const ctx = game.ctx(state);
          for (const zone of Object.values(state.zones)) {
            for (const card of zone.cards) {
              const value = statOf(ctx, card, 'power');
              expect(value).toBe(statOf({ ...ctx, defs: walked }, card, 'power'));
              compared += 1;
              if (value !== statOf({ ...ctx, defs: bare }, card, 'power')) byStatics += 1;
            }
          }
          const legal = game.legalActions(state);
          if (legal.length === 0) break;
          expect(game.applyInPlace(state, legal[nextInt(rng, legal.length)]!, legal).ok).toBe(true);
        }
      }
    }
    expect(compared).toBeGreaterThan(50000);
    // Totem Stacker's and Bulwark's own statics were seen at work.
    expect(byStatics).toBeGreaterThan(100);
  });
});

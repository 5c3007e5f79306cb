// Card impact: the formula on a part with chosen numbers, and cases whose figures are known.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../cli/sets';
import { fourSoulsGreedy, stakBotsGreedy } from '../bots';
import { loadGame } from '../core/engine';
import { CardDefinition } from '../defs';
import { fourSouls } from '../games/four-souls';
import { stakBots } from '../games/stak-bots';
import { emptyPart, playGames, summarize, type SimPart } from '.';

const def = (name: string, rank: number, copies: number) => CardDefinition.parse({ id: `stak-bots/t/${name.toLowerCase()}`, name, game: 'stak-bots', kind: 'bot', stats: { rank, power: rank }, copies });

describe('card impact', () => {
  it('compares the seats that had a card with the seats that did not, seat by seat', () => {
    // Spare is a card of the set that no game dealt.
    const game = loadGame(stakBots, [def('Zed', 1, 20), def('Ace', 2, 20), def('Mid', 3, 20), def('Box', 4, 20), def('Dud', 5, 20), def('Spare', 6, 20)]);
    // Ten games of two players: p1 won 6, p2 3, one draw.
    const part: SimPart = {
      ...emptyPart(2),
      games: 10,
      wins: { p1: 6, p2: 3 },
      draws: 1,
      cards: {
        // Had by every seat of every game.
        'stak-bots/t/zed': { games: 10, seats: { p1: { had: 10, wins: 6 }, p2: { had: 10, wins: 3 } } },
        // p1 had it in 4 games and won 3 of them (3 of the other 6); p2 never had it.
        'stak-bots/t/ace': { games: 4, seats: { p1: { had: 4, wins: 3 } } },
        // p1 in 2 games (1 won), p2 in 5 games (won 1.5 of them: a shared win counts half).
        'stak-bots/t/mid': { games: 4, seats: { p1: { had: 2, wins: 1 }, p2: { had: 5, wins: 1.5 } } },
        // Had but never played: still had, and listed as never played.
        'stak-bots/t/dud': { games: 0, seats: { p2: { had: 1, wins: 0 } } },
        // In the games' pools, but neither had nor played.
        'stak-bots/t/box': { games: 0, seats: {} },
      },
    };
    const cards = summarize(part, game).cards!;
    expect(cards.impacts.map((c) => c.name)).toEqual(['Zed', 'Mid', 'Ace', 'Dud']);
    const [zed, mid, ace] = cards.impacts;
    expect(zed).toEqual({ id: 'stak-bots/t/zed', name: 'Zed', kind: 'bot', games: 10, had: 20, winRateHad: 0.45, winRateNotHad: null, impact: null, margin: null });
    // Within p1: 3/4 with it, 3/6 without; p2 never had it, so it says nothing.
    expect(ace).toMatchObject({ had: 4, winRateHad: 0.75, winRateNotHad: 6 / 16, impact: 0.75 - 0.5 });
    // One seat: 1.96 standard errors of the difference of 3/4 and 3/6.
    expect(ace!.margin).toBeCloseTo(1.96 * Math.sqrt((0.75 * 0.25) / 4 + (0.5 * 0.5) / 6), 12);
    // p1: 1/2 against 5/8, weight 2·8/10; p2: 1.5/5 against 1.5/5, weight 5·5/10.
    const p1 = (2 * 8) / 10;
    const p2 = (5 * 5) / 10;
    expect(mid!.winRateHad).toBeCloseTo(2.5 / 7, 12);
    expect(mid!.impact).toBeCloseTo((p1 * (0.5 - 5 / 8) + p2 * 0) / (p1 + p2), 12);
    // Spare was in no game's pool: neither counted nor listed.
    expect(cards).toMatchObject({ total: 5, played: 3, unplayed: [{ id: 'stak-bots/t/box', name: 'Box', kind: 'bot' }, { id: 'stak-bots/t/dud', name: 'Dud', kind: 'bot' }] });
  });

  it('lends a card none of the strength of the seat that holds it more often', () => {
    const game = loadGame(stakBots, [def('Plain', 1, 20)]);
    // p1 (a strong bot) wins 80 of 100 games, p2 20; each wins as often with the card as without.
    const part: SimPart = { ...emptyPart(2), games: 100, wins: { p1: 80, p2: 20 }, cards: { 'stak-bots/t/plain': { games: 60, seats: { p1: { had: 50, wins: 40 }, p2: { had: 10, wins: 2 } } } } };
    const [plain] = summarize(part, game).cards!.impacts;
    // Pooled, the card looks strong: 42 wins in 60 against 58 in 140.
    expect(plain!.winRateHad - plain!.winRateNotHad!).toBeCloseTo(0.7 - 58 / 140, 12);
    expect(plain!.impact).toBeCloseTo(0, 12);
  });

  it('gives an impact a margin that narrows as the games grow', () => {
    const game = loadGame(stakBots, [def('Plain', 1, 20)]);
    const run = (scale: number) => summarize({ ...emptyPart(2), games: 100 * scale, wins: { p1: 50 * scale, p2: 50 * scale }, cards: { 'stak-bots/t/plain': { games: 40 * scale, seats: { p1: { had: 40 * scale, wins: 24 * scale } } } } }, game);
    const small = run(1);
    const large = run(100);
    expect(small.cards!.impacts[0]!.impact).toBeCloseTo(large.cards!.impacts[0]!.impact!, 12);
    // A hundred times the games: a tenth of the margin.
    expect(large.cards!.impacts[0]!.margin! * 10).toBeCloseTo(small.cards!.impacts[0]!.margin!, 12);
    expect(small.winMargins.p1).toBeCloseTo(1.96 * Math.sqrt(0.25 / 100), 12);
  });

  it('gives a card every seat has in every game the win rate of the whole table, and no impact', () => {
    // One bot, sixty copies: every card played is it, and every seat plays in every game.
    const game = loadGame(stakBots, [def('Only', 2, 60)]);
    const part = playGames(game, { seed: 'only', players: 3, bots: [stakBotsGreedy], cards: true }, 0, 20);
    const decided = part.games - part.draws - Object.values(part.capped).reduce((a, b) => a + b, 0);
    expect(part.cards).toEqual({ 'stak-bots/t/only': { games: 20, seats: { p1: { had: 20, wins: part.wins.p1 }, p2: { had: 20, wins: part.wins.p2 }, p3: { had: 20, wins: part.wins.p3 } } } });
    const [only] = summarize(part, game).cards!.impacts;
    expect(only).toMatchObject({ games: 20, had: 60, winRateHad: decided / 60, winRateNotHad: null, impact: null });
  });

  it('leaves the variants\' rule cards out, and lists cards no game played by kind, then name', async () => {
    const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['four-souls']);
    const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
    const game = loadGame(fourSouls, base.cards, base.variants);
    const rules = [...game.defs.values()].filter((d) => d.kind === 'rule').length;
    expect(rules).toBeGreaterThan(0);
    // Every card of the set in the pool, none played.
    const cards = summarize({ ...emptyPart(2), cards: Object.fromEntries([...game.defs.keys()].map((id) => [id, { games: 0, seats: {} }])) }, game).cards!;
    expect(cards.total).toBe(base.cards.length);
    expect(cards.total).toBe(game.defs.size - rules);
    expect(cards).toMatchObject({ played: 0, impacts: [] });
    expect(cards.unplayed).toHaveLength(cards.total);
    const sorted = [...cards.unplayed].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
    expect(cards.unplayed).toEqual(sorted);
  });

  it('counts as never played only the cards that could come to a seat: those of the decks dealt, not the rest of their set', async () => {
    const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['stak-bots']);
    const starter = bundled.sets.find((s) => s.game === 'stak-bots' && s.set === 'starter')!;
    const game = loadGame(stakBots, starter.cards, starter.variants);
    const id = (name: string) => starter.cards.find((c) => c.name === name)!.id;
    // The whole set dealt: every card is in the pool, played or not.
    const whole = summarize(playGames(game, { seed: 'pool', players: 2, bots: [stakBotsGreedy], cards: true }, 0, 10), game).cards!;
    expect(whole.total).toBe(starter.cards.length);
    expect(whole.played + whole.unplayed.length).toBe(whole.total);
    // A deck of two of its bots: the other cards of the set never came near the table.
    const deck = [...Array<string>(12).fill(id('Bolt Pup')), ...Array<string>(12).fill(id('Gearhead'))];
    const dealt = summarize(playGames(game, { seed: 'pool', players: 2, bots: [stakBotsGreedy], cards: true, decks: { cards: deck } }, 0, 10), game).cards!;
    expect(dealt).toMatchObject({ total: 2, played: 2, unplayed: [] });
    expect(dealt.impacts.map((c) => c.name).sort()).toEqual(['Bolt Pup', 'Gearhead']);
  });

  it('leaves out the cards a game sets out of reach as it starts: Four Souls\' bonus souls unless their variant is on', async () => {
    const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['four-souls']);
    const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
    const game = loadGame(fourSouls, base.cards, base.variants);
    const bonusSouls = base.cards.filter((c) => c.kind === 'bonus-soul').map((c) => c.name);
    expect(bonusSouls.length).toBeGreaterThan(0);
    const run = (variants: string[]) => summarize(playGames(game, { seed: 'bonus', players: 2, bots: [fourSoulsGreedy], cards: true, variants }, 0, 2), game).cards!;
    const without = run([]);
    const names = (cards: typeof without) => [...cards.impacts, ...cards.unplayed].map((c) => c.name);
    expect(without.total).toBe(base.cards.length - bonusSouls.length);
    expect(names(without).filter((name) => bonusSouls.includes(name))).toEqual([]);
    const withThem = run(['bonus-souls']);
    expect(withThem.total).toBe(base.cards.length);
    expect(names(withThem)).toEqual(expect.arrayContaining(bonusSouls));
  });

  it('on the vanilla set: every bot played, each impact worked out from its figures, most games first', async () => {
    const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['stak-bots']);
    const vanilla = bundled.sets.find((s) => s.game === 'stak-bots' && s.set === 'vanilla')!;
    const game = loadGame(stakBots, vanilla.cards, vanilla.variants);
    const part = playGames(game, { seed: 'vanilla', players: 2, bots: [stakBotsGreedy], cards: true }, 0, 30);
    const cards = summarize(part, game).cards!;
    expect(cards).toMatchObject({ total: 6, played: 6, unplayed: [] });
    const allWins = Object.values(part.wins).reduce((a, b) => a + b, 0);
    for (const card of cards.impacts) {
      const seats = Object.values(part.cards![card.id]!.seats);
      const had = seats.reduce((n, s) => n + s.had, 0);
      const wins = seats.reduce((n, s) => n + s.wins, 0);
      expect(card.had).toBe(had);
      expect(card.winRateHad).toBeCloseTo(wins / had, 12);
      const others = 30 * 2 - had;
      if (others === 0) expect(card.winRateNotHad).toBeNull();
      else expect(card.winRateNotHad).toBeCloseTo((allWins - wins) / others, 12);
    }
    expect(cards.impacts.map((c) => c.games)).toEqual([...cards.impacts.map((c) => c.games)].sort((a, b) => b - a));
  });
});

// Card impact: the formula on a part with chosen numbers, and cases whose figures are known.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSets } from '../../cli/sets';
import { stakBotsGreedy } from '../bots';
import { loadGame } from '../core/engine';
import { CardDefinition } from '../defs';
import { fourSouls } from '../games/four-souls';
import { stakBots } from '../games/stak-bots';
import { emptyPart, playGames, summarize, type SimPart } from '.';

const def = (name: string, rank: number, copies: number) => CardDefinition.parse({ id: `stak-bots/t/${name.toLowerCase()}`, name, game: 'stak-bots', kind: 'bot', stats: { rank, power: rank }, copies });

describe('card impact', () => {
  it('compares the seats that played a card with every other seat of the run', () => {
    const game = loadGame(stakBots, [def('Zed', 1, 20), def('Ace', 2, 20), def('Mid', 3, 20), def('Box', 4, 20)]);
    // Ten games of two players: p1 won 6, p2 3, one draw.
    const part: SimPart = {
      ...emptyPart(2),
      games: 10,
      wins: { p1: 6, p2: 3 },
      draws: 1,
      cards: {
        'stak-bots/t/zed': { games: 10, seatGames: 20, wins: 9 }, // every seat of every game
        'stak-bots/t/ace': { games: 4, seatGames: 4, wins: 3 },
        'stak-bots/t/mid': { games: 4, seatGames: 5, wins: 1.5 },
      },
    };
    const cards = summarize(part, game).cards!;
    expect(cards.impacts.map((c) => c.name)).toEqual(['Zed', 'Ace', 'Mid']);
    const [zed, ace, mid] = cards.impacts;
    expect(zed).toEqual({ id: 'stak-bots/t/zed', name: 'Zed', kind: 'bot', games: 10, seatGames: 20, winRatePlayed: 0.45, winRateNotPlayed: null, impact: null });
    // 3 wins in 4 seat-games; the other 16 seat-games won 6.
    expect(ace).toMatchObject({ winRatePlayed: 0.75, winRateNotPlayed: 6 / 16, impact: 0.75 - 6 / 16 });
    expect(mid).toMatchObject({ winRatePlayed: 0.3, winRateNotPlayed: 7.5 / 15, impact: 0.3 - 0.5 });
    expect(cards).toMatchObject({ total: 4, played: 3, unplayed: [{ id: 'stak-bots/t/box', name: 'Box', kind: 'bot' }] });
  });

  it('gives a card every seat plays in every game the win rate of the whole table, and none not played', () => {
    // One bot, sixty copies: every card played is it, and every seat plays in every game.
    const game = loadGame(stakBots, [def('Only', 2, 60)]);
    const part = playGames(game, { seed: 'only', players: 3, bots: [stakBotsGreedy], cards: true }, 0, 20);
    const decided = part.games - part.draws - Object.values(part.capped).reduce((a, b) => a + b, 0);
    expect(part.cards).toEqual({ 'stak-bots/t/only': { games: 20, seatGames: 60, wins: decided } });
    const [only] = summarize(part, game).cards!.impacts;
    expect(only).toMatchObject({ games: 20, seatGames: 60, winRatePlayed: decided / 60, winRateNotPlayed: null, impact: null });
  });

  it('leaves the variants\' rule cards out, and lists cards no game played by kind, then name', async () => {
    const bundled = await loadSets(fileURLToPath(new URL('../../sets', import.meta.url)), process.cwd(), ['four-souls']);
    const base = bundled.sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
    const game = loadGame(fourSouls, base.cards, base.variants);
    const rules = [...game.defs.values()].filter((d) => d.kind === 'rule').length;
    expect(rules).toBeGreaterThan(0);
    const cards = summarize({ ...emptyPart(2), cards: {} }, game).cards!;
    expect(cards.total).toBe(base.cards.length);
    expect(cards.total).toBe(game.defs.size - rules);
    expect(cards).toMatchObject({ played: 0, impacts: [] });
    expect(cards.unplayed).toHaveLength(cards.total);
    const sorted = [...cards.unplayed].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
    expect(cards.unplayed).toEqual(sorted);
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
      const figures = part.cards![card.id]!;
      expect(card.winRatePlayed).toBe(figures.wins / figures.seatGames);
      const others = 30 * 2 - figures.seatGames;
      expect(card.winRateNotPlayed).toBe(others === 0 ? null : (allWins - figures.wins) / others);
    }
    expect(cards.impacts.map((c) => c.games)).toEqual([...cards.impacts.map((c) => c.games)].sort((a, b) => b - a));
  });
});

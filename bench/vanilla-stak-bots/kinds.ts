// What one action of each kind costs through a Match on vanilla Stak Bots, and what setting a
// game up costs beside them: the engine's time per action is not spread evenly, and this says
// where it sits. Each `apply` is timed on its own with the high-resolution clock; what a pair
// of clock reads costs by itself is measured first and taken off every action. (A reading run,
// never part of the interleaved timing: timing each call slows the calls a little.)
import type { Game } from '../../engine/core/engine';
import { Match } from '../../engine/core/match';
import { Mulberry32, POLICY_SEED } from './streams';
import { vanillaConfig } from './engine';

export type KindCost = { kind: string; share: number; us: number; ofTime: number };
export type KindCosts = { actions: number; games: number; createUs: number; kinds: KindCost[] };

/** Plays `games` games through a Match, after as many unmeasured ones, and times each action by kind. */
export function costByKind(game: Game, players: number, games: number): KindCosts {
  const clock = clockCost();
  const policy = new Mulberry32(POLICY_SEED);
  const time = new Map<string, { n: number; ms: number }>();
  let actions = 0;
  let createMs = 0;
  for (let g = 0; g < 2 * games; g += 1) {
    const measured = g >= games;
    const config = vanillaConfig(g, players);
    const started = performance.now();
    const made = Match.create(game, config);
    const created = performance.now();
    if (!made.ok) throw new Error(made.error.message);
    const match = made.match;
    if (measured) createMs += created - started - clock;
    while (!match.state.result) {
      const legal = match.legalActions();
      const action = legal[policy.below(legal.length)]!;
      const before = performance.now();
      match.apply(action);
      const after = performance.now();
      if (!measured) continue;
      actions += 1;
      const kind = time.get(action.kind) ?? { n: 0, ms: 0 };
      kind.n += 1;
      kind.ms += after - before - clock;
      time.set(action.kind, kind);
    }
  }
  let total = 0;
  for (const { ms } of time.values()) total += ms;
  const kinds = [...time].map(([kind, { n, ms }]) => ({ kind, share: n / actions, us: (ms * 1000) / n, ofTime: ms / total })).sort((a, b) => b.ofTime - a.ofTime);
  return { actions, games, createUs: (createMs * 1000) / games, kinds };
}

/** What two reads of the clock in a row cost, in ms (the median of many). */
function clockCost(): number {
  const gaps: number[] = [];
  for (let i = 0; i < 20_001; i += 1) {
    const a = performance.now();
    const b = performance.now();
    gaps.push(b - a);
  }
  gaps.sort((x, y) => x - y);
  return gaps[gaps.length >> 1]!;
}

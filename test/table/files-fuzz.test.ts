// Saved tables and replays broken at random: whatever is changed, loading answers with a table
// or with located problems, and checking a replay answers with its finding; nothing throws.
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../engine/random/rng';
import { scenarioGames } from '../../engine/scenario';
import { checkReplay, makeReplay } from '../../engine/table/replay';
import { loadTable, saveTable, type SetResolver } from '../../engine/table/table';
import { playBots, stakGame, started, starter } from './games';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const JUNK: Json[] = [null, -1, 0, 1e9, 2.5, '', 'p1', 'x'.repeat(300), true, [], {}, [[[[[]]]]], { seat: 'p1', kind: 'pass' }, '__proto__'];

/** Every path to a value in the document. */
function paths(doc: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(doc)) doc.forEach((v, i) => paths(v, [...at, i], out));
  else if (doc !== null && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) paths(v, [...at, k], out);
  return out;
}

/** A copy of `doc` with one value replaced, removed or doubled. */
function mutate(doc: Json, rng: RngState): Json {
  const copy = structuredClone(doc);
  const all = paths(copy).filter((p) => p.length > 0);
  const path = all[nextInt(rng, all.length)]!;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const key = path.at(-1)!;
  const how = nextInt(rng, 3);
  if (how === 0) parent[key] = JUNK[nextInt(rng, JUNK.length)]!;
  else if (how === 1) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (Array.isArray(parent)) parent.splice(Number(key), 0, structuredClone(parent[Number(key)]!));
  else parent[key] = [parent[key]!, parent[key]!];
  return copy;
}

const resolve: SetResolver = (set) => (set.id === 'stak-bots/starter' ? starter : `no set ${set.id}`);
const match = started(stakGame(), { seed: 'fuzz', seats: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }] });
playBots(match, 16, 'fuzz', (m, n) => (n === 3 ? { seat: 'god', kind: 'god-damage', card: m.state.zones['p1/stak']!.cards.at(-1)!, value: 1 } : null));

describe('files broken at random', () => {
  it('a saved table: a table or located problems, never a throw', () => {
    const table = JSON.parse(JSON.stringify(saveTable({ setup: { game: 'stak-bots', sets: [{ id: 'stak-bots/starter', origin: 'bundled' }], variants: {}, options: {}, seats: [{ id: 'p1', name: 'A', bot: null }, { id: 'p2', name: 'B', bot: null }], seed: 'fuzz' }, branches: [], current: 'main', match }))) as Json;
    const rng = seedRng(process.env.CARDWRIGHT_FUZZ_SEED ?? 'table-files');
    let refused = 0;
    for (let i = 0; i < 200; i += 1) {
      const broken = mutate(table, rng);
      const loaded = loadTable(broken, scenarioGames, resolve);
      if (!loaded.ok) {
        refused += 1;
        for (const p of loaded.problems) expect(typeof p.path === 'string' && p.message.length > 0, JSON.stringify(p)).toBe(true);
        // The engine itself never fails on what the file checks let through.
        expect(loaded.problems.filter((p) => p.message.startsWith('the engine failed'))).toEqual([]);
      }
    }
    expect(refused).toBeGreaterThan(60);
  });

  it('a replay: its finding, never a throw', () => {
    const replay = JSON.parse(JSON.stringify(makeReplay({ setup: { game: 'stak-bots', sets: [{ id: 'stak-bots/starter', cards: starter.cards, variants: starter.variants }], variants: {}, options: {}, seats: [{ id: 'p1', name: 'A' }, { id: 'p2', name: 'B' }], seed: 'fuzz' }, match }))) as Json;
    const rng = seedRng(process.env.CARDWRIGHT_FUZZ_SEED ?? 'replay-files');
    const kinds = new Set<string>();
    for (let i = 0; i < 80; i += 1) {
      const checked = checkReplay(mutate(replay, rng), scenarioGames);
      kinds.add(checked.ok ? 'ok' : checked.kind);
      if (!checked.ok && checked.kind === 'file') expect(checked.problems.filter((p) => p.message.startsWith('the engine failed'))).toEqual([]);
    }
    expect(kinds.has('file')).toBe(true);
  });
});

// Replays: a match exported as a replay plays back bit for bit (god tools and hot reloads
// included), and a replay that does not is reported at the first action whose state differs,
// or at the action the rules now refuse.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReplayFile } from '../../engine/defs';
import { scenarioGames } from '../../engine/scenario';
import { reloadDefinitions } from '../../engine/table/reload';
import { checkReplay, makeReplay, playReplay, type ReplaySetup } from '../../engine/table/replay';
import { hashState } from '../../engine/core/engine';
import { base, fourGame, playBots, stakGame, started, starter } from './games';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const stakSetup: ReplaySetup = { game: 'stak-bots', sets: [{ id: 'stak-bots/starter', cards: starter.cards, variants: starter.variants }], variants: {}, options: {}, seats: [{ id: 'p1', name: 'Ann' }, { id: 'p2' }], seed: 'replay-1' };

function stakReplay(): ReplayFile {
  const match = started(stakGame(), { seed: stakSetup.seed, seats: stakSetup.seats });
  playBots(match, 60, 'replay', (m, n) => (n === 10 ? { seat: 'god', kind: 'god-damage', card: m.state.zones['p1/stak']!.cards.at(-1)!, value: 1 } : null));
  return roundTrip(makeReplay({ setup: stakSetup, match }));
}

describe('replays', () => {
  it('a Stak Bots game with a god tool replays to the same state after every action', () => {
    const file = stakReplay();
    expect(file.hashes).toHaveLength(file.actions.length);
    expect(file.actions.some((a) => a.seat === 'god')).toBe(true);
    expect(checkReplay(file, scenarioGames)).toEqual({ ok: true, hash: file.hash, actions: file.actions.length, hashesChecked: true });
  });

  it('a replay saved before cards were numbered plays its actions with the dealt cards numbered, and its hashes are not compared', () => {
    const file = stakReplay();
    // As the earlier version wrote it: cards by id (`c12`), hashes of states in the earlier format.
    const old = {
      ...roundTrip(file),
      version: 2,
      actions: file.actions.map((a) => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, k !== 'seat' && typeof v === 'number' && (k === 'card' || k === 'id') ? `c${v}` : v]))),
      hashes: file.hashes.map(() => '0123456789abcdef'),
      hash: '0123456789abcdef',
    };
    expect(old.actions.some((a) => typeof a.card === 'string' && /^c\d+$/.test(a.card))).toBe(true);
    expect(checkReplay(old, scenarioGames)).toEqual({ ok: true, hash: file.hash, actions: file.actions.length, hashesChecked: false });
  });

  it('a Four Souls game with dice, a hot reload and undone actions replays what was applied', () => {
    const setup: ReplaySetup = { game: 'four-souls', sets: [{ id: 'four-souls/base', cards: base.cards, variants: base.variants }], variants: {}, options: {}, seats: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }], seed: 'replay-fs' };
    const match = started(fourGame(), { seed: setup.seed, seats: setup.seats });
    playBots(match, 80, 'replay-fs');
    const edited = base.cards.map((d) => (d.kind === 'monster' ? { ...d, stats: { ...d.stats, hp: 1 } } : d));
    match.reload(reloadDefinitions(match.game, match.state, edited, base.variants).game);
    playBots(match, 80, 'replay-fs-2');
    match.undoTo(match.position - 5);
    const file = roundTrip(makeReplay({ setup, match }));
    expect(file.actions).toHaveLength(match.position);
    expect(file.reloads).toEqual([expect.objectContaining({ at: 80 })]);
    const checked = checkReplay(file, scenarioGames);
    expect(checked).toEqual({ ok: true, hash: match.hash(), actions: match.position, hashesChecked: true });
    // Without the reload the monsters are as printed again, and the states part at the first action they matter to.
    const unreloaded = checkReplay({ ...file, reloads: [] }, scenarioGames);
    expect(unreloaded).toMatchObject({ ok: false });
    if (!unreloaded.ok && unreloaded.kind !== 'file') expect(unreloaded.kind === 'mismatch' ? unreloaded.after : unreloaded.action).toBeGreaterThan(80);
  });

  it('says where a replay went astray: the first state that differs, or the action now refused', () => {
    const file = stakReplay();
    const wrongHash = roundTrip(file);
    wrongHash.hashes[30] = '0123456789abcdef';
    expect(checkReplay(wrongHash, scenarioGames)).toMatchObject({ ok: false, kind: 'mismatch', after: 31, expected: '0123456789abcdef', message: expect.stringMatching(/^the state after action 31 \(.+\) differs: .*it matched after action 30$/) });
    // A card printed differently changes the game from the first action that meets it.
    const edited = roundTrip(file);
    edited.sets[0]!.cards = edited.sets[0]!.cards.map((d) => ({ ...d, stats: { ...d.stats, power: 9 } }));
    const astray = checkReplay(edited, scenarioGames);
    expect(astray.ok).toBe(false);
    expect(astray.ok === false && astray.kind).not.toBe('file');
    // An action the rules refuse.
    const refused = roundTrip(file);
    refused.actions[12] = { seat: 'p2', kind: 'attack', target: 'p9' };
    expect(checkReplay(refused, scenarioGames)).toMatchObject({ ok: false, kind: 'refused', action: 12, message: expect.stringMatching(/^action 13 \(p2 attack p9\) was refused: /) });
    const last = roundTrip(file);
    last.hash = 'ffffffffffffffff';
    expect(checkReplay(last, scenarioGames)).toMatchObject({ ok: false, kind: 'mismatch', message: expect.stringContaining('the final state differs') });
  });

  it('a file that is no replay is refused with where its problems are, never a crash', () => {
    const file = stakReplay();
    const problems = (raw: unknown) => {
      const checked = checkReplay(raw, scenarioGames);
      return checked.ok === false && checked.kind === 'file' ? checked.problems : [];
    };
    expect(problems({ ...file, hashes: file.hashes.slice(1) })[0]).toMatchObject({ path: 'hashes' });
    expect(problems({ ...file, version: 7 })[0]).toMatchObject({ path: 'version', message: expect.stringContaining('newer Cardwright') });
    expect(problems({ ...file, game: 'chess' })[0]).toMatchObject({ path: 'game' });
    expect(problems({ ...file, sets: [{ ...file.sets[0]!, id: 'four-souls/base' }] })[0]).toMatchObject({ path: 'sets[0].id' });
    expect(problems({ ...file, seats: [{ id: 'p1' }] })[0]!.message).toMatch(/could not be set up/);
    expect(problems({ ...file, reloads: [{ at: 5, changes: { cards: [], order: [], variants: [] } }, { at: 2, changes: { cards: [], order: [], variants: [] } }] })[0]).toMatchObject({ path: 'reloads[1].at' });
    for (const junk of [null, 0, 'replay', [], {}, { ...file, actions: 'none' }]) expect(checkReplay(junk, scenarioGames).ok).toBe(false);
  });

  it('an exported replay passes the published JSON Schema', async () => {
    const { default: Ajv } = (await import(/* @vite-ignore */ 'ajv/dist/2020.js')) as { default: new (o: object) => { compile: (s: object) => ((d: unknown) => boolean) & { errors?: unknown } } };
    const schema = JSON.parse(readFileSync(join(__dirname, '../../docs/schema/replay.schema.json'), 'utf8')) as object;
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const file = stakReplay();
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...file, hashes: 'none' })).toBe(false);
  });
});

describe('playing a replay (what the table opens)', () => {
  it('hands back the file, its game and the match played to its end when every state matches', () => {
    const file = stakReplay();
    const played = playReplay(file, scenarioGames);
    if (!played.ok) throw new Error(played.problems[0]!.message);
    expect(played.finding).toEqual({ kind: 'matched', hash: file.hash });
    expect(played.matched).toBe(file.actions.length);
    expect(played.match.position).toBe(file.actions.length);
    expect(played.match.length).toBe(file.actions.length);
    expect(played.match.hash()).toBe(file.hash);
    expect(played.file.seed).toBe('replay-1');
    expect(played.game.module.vocabulary.game).toBe('stak-bots');
    expect(played.eras).toEqual([]);
    expect(played.origin).toBeNull();
    // Undo within it gives the very states the file recorded.
    played.match.undoTo(20);
    expect(hashState(played.match.state)).toBe(file.hashes[19]);
  });

  it('gives the Match the snapshot spacing asked for, and the reloads of the file as eras', () => {
    const setup: ReplaySetup = { game: 'four-souls', sets: [{ id: 'four-souls/base', cards: base.cards, variants: base.variants }], variants: {}, options: {}, seats: [{ id: 'p1' }, { id: 'p2' }], seed: 'play-fs' };
    const match = started(fourGame(), { seed: setup.seed, seats: setup.seats });
    playBots(match, 30, 'play-fs');
    match.reload(reloadDefinitions(match.game, match.state, base.cards.map((d) => (d.kind === 'monster' ? { ...d, stats: { ...d.stats, hp: 1 } } : d)), base.variants).game);
    playBots(match, 10, 'play-fs-2');
    const played = playReplay(roundTrip(makeReplay({ setup, match })), scenarioGames, { snapshotEvery: 16 });
    if (!played.ok) throw new Error(played.problems[0]!.message);
    expect(played.finding.kind).toBe('matched');
    expect(played.match.snapshotEvery).toBe(16);
    expect(played.eras.map((e) => e.at)).toEqual([30]);
    expect(played.match.eras().map((e) => e.at)).toEqual([0, 30]);
    expect(played.match.hash()).toBe(match.hash());
  });

  it('stops at the action whose state differs from a tampered hash, and says which', () => {
    const file = roundTrip(stakReplay());
    file.hashes[30] = '0123456789abcdef';
    const played = playReplay(file, scenarioGames);
    if (!played.ok) throw new Error(played.problems[0]!.message);
    expect(played.finding).toMatchObject({ kind: 'mismatch', after: 31, expected: '0123456789abcdef', actual: stakReplay().hashes[30], message: expect.stringMatching(/^the state after action 31 \(.+\) differs: .*it matched after action 30$/) });
    expect(played.matched).toBe(30);
    // The match went as far as the action whose state differs, and no further.
    expect(played.match.position).toBe(31);
    expect(played.match.length).toBe(31);
  });

  it('stops before a refused action; an old file with no hashes to compare plays every action unchecked', () => {
    const file = roundTrip(stakReplay());
    file.actions[12] = { seat: 'p2', kind: 'attack', target: 'p9' };
    const refused = playReplay(file, scenarioGames);
    if (!refused.ok) throw new Error(refused.problems[0]!.message);
    expect(refused.finding).toMatchObject({ kind: 'refused', action: 12, message: expect.stringMatching(/^action 13 \(p2 attack p9\) was refused: .*; the states before it matched$/) });
    expect(refused.matched).toBe(12);
    expect(refused.match.position).toBe(12);
    expect(refused.match.length).toBe(12);

    const old = { ...roundTrip(stakReplay()), hashesFrom: 2 as const, hashes: stakReplay().hashes.map(() => '0123456789abcdef') };
    const unchecked = playReplay(old, scenarioGames);
    if (!unchecked.ok) throw new Error(unchecked.problems[0]!.message);
    expect(unchecked.finding).toEqual({ kind: 'unchecked', hash: stakReplay().hash });
    expect(unchecked.matched).toBe(old.actions.length);
  });

  it('refuses a broken file with its problems located, never throwing', () => {
    const file = stakReplay();
    expect(playReplay({ ...file, hashes: 'none' }, scenarioGames)).toMatchObject({ ok: false, problems: [{ path: 'hashes' }] });
    expect(playReplay({ ...file, game: 'chess' }, scenarioGames)).toMatchObject({ ok: false, problems: [{ path: 'game' }] });
    expect(playReplay({ ...file, format: 'cardwright-table' }, scenarioGames)).toMatchObject({ ok: false, problems: [{ path: 'format' }] });
    expect(playReplay({ ...file, seats: [{ id: 'p1' }] }, scenarioGames)).toMatchObject({ ok: false, problems: [{ path: '(file)', message: expect.stringMatching(/could not be set up/) }] });
    for (const junk of [null, 0, 'replay', [], {}, { ...file, actions: 'none' }]) expect(playReplay(junk, scenarioGames).ok).toBe(false);
  });
});

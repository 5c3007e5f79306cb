import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledSetsFolder, loadSets, setsForGame } from '../sets';
import { sim } from './sim';

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await sim.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cardwright sim', () => {
  it('reports win rates, lengths, caps and speed for the bundled set, the same way twice', async () => {
    const first = await run('--game', 'stak-bots', '--games', '40', '--seed', '7', '--bots', 'greedy,random');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/p1 \(greedy\): wins \d+\.\d%/);
    expect(first.out).toMatch(/p2 \(random\): wins \d+\.\d%/);
    expect(first.out).toMatch(/game length: mean [\d.]+ actions \(p99 \d+\), mean [\d.]+ turns \(p99 \d+\)/);
    expect(first.out).toMatch(/stopped by a cap: \d+/);
    expect(first.out).toMatch(/speed: \d+ actions\/s/);
    const again = await run('--game', 'stak-bots', '--games', '40', '--seed', '7', '--bots', 'greedy,random');
    const strip = (s: string) => s.replace(/speed: .*/, '');
    expect(strip(again.out)).toBe(strip(first.out));
  });

  it('plays Smash Up with its bundled factions, greedy against random unless --bots says otherwise', async () => {
    const result = await run('--game', 'smash-up', '--games', '12', '--seed', '3', '--players', '3');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/^smash-up: 12 games, 3 players, sets smash-up\/clockworks, smash-up\/gnomes, smash-up\/hive, smash-up\/modules, smash-up\/night-owls, smash-up\/pit-fighters, smash-up\/road-crew, smash-up\/sky-raiders, smash-up\/star-knights, seed 3$/m);
    expect(result.out).toMatch(/p1 \(greedy\): wins \d+\.\d%/);
    expect(result.out).toMatch(/p2 \(random\): wins \d+\.\d%/);
    expect(result.out).toMatch(/stopped by a cap: 0/);
    const randoms = await run('--game', 'smash-up', '--games', '4', '--seed', '3', '--bots', 'random');
    expect(randoms.code, randoms.err).toBe(0);
    expect(randoms.out).toMatch(/p1 \(random\): wins \d+\.\d%/);
    expect(randoms.out).toMatch(/p2 \(random\): wins \d+\.\d%/);
    expect(result.out).toMatch(/stopped by a cap: 0/);
  });

  it('plays the vanilla set alone when named: every bot played, no game stopped by a cap', async () => {
    const result = await run('--game', 'stak-bots', '--games', '30', '--seed', '4', '--set', 'stak-bots/vanilla', '--unplayed');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toMatch(/^stak-bots: 30 games, 2 players, sets stak-bots\/vanilla, seed 4$/m);
    expect(result.out).toMatch(/stopped by a cap: 0/);
    // Ten copies of each of its six bots: thirty games play every one of them.
    expect(result.out).toMatch(/6 of 6 cards played/);
    expect(result.out).not.toMatch(/never played/);
  });

  it('names every place it looked for a set it cannot find', async () => {
    const result = await run('--game', 'stak-bots', '--games', '1', '--set', 'stak-bots/nowhere');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^cardwright sim: no set "stak-bots\/nowhere": looked in .*sets\/stak-bots\/ \((the current folder|the bundled sets)\).* \(stak-bots sets there: stak-bots\/examples \(played when named\), stak-bots\/starter, stak-bots\/vanilla \(played when named\)\)$/);
  });

  it('explains bad arguments', async () => {
    expect((await run('--game', 'chess')).err).toMatch(/--game: no game "chess" \(games: stak-bots, four-souls, smash-up, destiny\)/);
    expect((await run('--game', 'stak-bots', '--bots', 'genius')).err).toMatch(/no bot "genius"/);
    expect((await run('--game', 'stak-bots', '--games', '0')).code).toBe(2);
  });

  /** A usage error: exit 2 and exactly one line, matching `message`. */
  async function refused(message: RegExp, ...args: string[]) {
    const result = await run(...args);
    expect(result, args.join(' ')).toMatchObject({ code: 2, out: '' });
    expect(result.err.split('\n'), args.join(' ')).toHaveLength(1);
    expect(result.err).toMatch(message);
  }

  it('checks every number before building anything: the players against the game, not a number said so', async () => {
    await refused(/^cardwright sim: --players: 1e9 is out of range \(Stak Bots takes 2 to 6 players\)$/, '--game', 'stak-bots', '--players', '1e9');
    await refused(/^cardwright sim: --players: "abc" is not a number$/, '--game', 'stak-bots', '--players', 'abc');
    await refused(/--players: 1 is out of range \(Four Souls takes 2 to 4 players\)/, '--game', 'four-souls', '--players', '1');
    await refused(/--players: 2\.5 is not a whole number/, '--game', 'stak-bots', '--players', '2.5');
    await refused(/--players: "" is not a number/, '--game', 'stak-bots', '--players', '');
    await refused(/--games: "lots" is not a number/, '--game', 'stak-bots', '--games', 'lots');
    await refused(/--games: 1e12 is out of range \(from 1 to 10,000,000\)/, '--game', 'stak-bots', '--games', '1e12');
    await refused(/--games: "Infinity" is not a number/, '--game', 'stak-bots', '--games', 'Infinity');
    await refused(/--players is given 2 times; give it once/, '--game', 'stak-bots', '--players', '2', '--players', '3');
  });

  it('refuses game names that are not games, even the names every object has', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      await refused(new RegExp(`--game: no game "${name}" \\(games: stak-bots, four-souls, smash-up, destiny\\)`), '--game', name);
      await refused(new RegExp(`--bots: no bot "${name}" for stak-bots \\(bots: `), '--game', 'stak-bots', '--bots', name);
    }
    await refused(/give the game with --game/);
  });

  // A set of the game that is nowhere to be found is not a usage error: see "names every place it looked".
  it('refuses a set of another game and an unknown variant', async () => {
    await refused(/--set four-souls\/base is not a set of stak-bots \(name sets as stak-bots\/<set>\)/, '--game', 'stak-bots', '--set', 'four-souls/base');
    await refused(/--variant: no variant "chaos" of stak-bots/, '--game', 'stak-bots', '--variant', 'chaos');
  });

  it('says wrong options in one line', async () => {
    await refused(/^cardwright sim: unknown option --colour$/, '--game', 'stak-bots', '--colour');
    await refused(/^cardwright sim: --players needs a value$/, '--game', 'stak-bots', '--players');
    await refused(/^cardwright sim: --unplayed takes no value$/, '--game', 'stak-bots', '--unplayed=yes');
    await refused(/^cardwright sim: unexpected argument "extra"/, '--game', 'stak-bots', 'extra');
  });
});

// The base set alone: the bundled sets also hold a set of designer examples (sets/four-souls/examples).
// Each plays Four Souls games twice (seconds on a busy machine): the time limit only catches a hang.
describe('cardwright sim on Four Souls', { timeout: 60_000 }, () => {
  const share = (line: string) => [...line.matchAll(/(\d+) \((\d+\.\d)%\)/g)].map((m) => ({ n: Number(m[1]), pct: Number(m[2]) }));

  it('counts the souls by where they came from; the counts add up to the souls gained, the shares to 100%', async () => {
    const result = await run('--game', 'four-souls', '--set', 'four-souls/base', '--games', '6', '--seed', '11', '--bots', 'greedy,random', '--players', '3');
    expect(result.code, result.err).toBe(0);
    const line = /souls by source: (\d+) gained: (.*)/.exec(result.out);
    expect(line, result.out).not.toBeNull();
    const gained = Number(line![1]);
    // Every game ends with a winner's 4 souls, unless a cap stopped it.
    expect(gained).toBeGreaterThan(0);
    const parts = share(line![2]!);
    expect(parts.reduce((n, p) => n + p.n, 0)).toBe(gained);
    expect(Math.abs(parts.reduce((n, p) => n + p.pct, 0) - 100)).toBeLessThan(0.5);
    expect(line![2]).toMatch(/bosses \d+/);
    // Cards that became souls without a soul-gained event are reported apart, and add up too.
    const apart = /souls gained with no soul-gained event \(not counted above\): (\d+): (.*)/.exec(result.out);
    if (apart) expect(share(apart[2]!).reduce((n, p) => n + p.n, 0)).toBe(Number(apart[1]));
    const again = await run('--game', 'four-souls', '--set', 'four-souls/base', '--games', '6', '--seed', '11', '--bots', 'greedy,random', '--players', '3');
    const strip = (s: string) => s.replace(/speed: .*/, '');
    expect(strip(again.out)).toBe(strip(result.out));
  });

  it('lists the cards no game played with --unplayed; played and never played make the set, but for the bonus souls left out', async () => {
    const result = await run('--game', 'four-souls', '--set', 'four-souls/base', '--games', '4', '--seed', '5', '--unplayed');
    expect(result.code, result.err).toBe(0);
    const head = /(\d+) of (\d+) cards played(?:; never played \((\d+)\):)?/.exec(result.out);
    expect(head, result.out).not.toBeNull();
    const [played, total, unplayed] = [Number(head![1]), Number(head![2]), Number(head![3] ?? 0)];
    const set = (await loadSets(bundledSetsFolder()!)).sets.find((s) => s.game === 'four-souls' && s.set === 'base')!;
    // Without their variant the bonus souls are set out of the game: they could never come to a seat.
    expect(total).toBe(set.cards.filter((c) => c.kind !== 'bonus-soul').length);
    expect(played + unplayed).toBe(total);
    // The names listed by kind: as many as said, each a card of the set of that kind.
    let listed = 0;
    for (const [, kind, count, list] of result.out.matchAll(/^ {4}([\w-]+) \((\d+)\): (.*)$/gm)) {
      const cards = list!.split(', ');
      expect(cards).toHaveLength(Number(count));
      for (const name of cards) expect(set.cards.some((c) => c.name === name && c.kind === kind), `${name} (${kind})`).toBe(true);
      listed += cards.length;
    }
    expect(listed).toBe(unplayed);
    // Four games of a few players leave some cards unplayed (characters nobody was dealt, at least).
    expect(unplayed).toBeGreaterThan(0);
  });

  it('leaves the Stak Bots report as it was, and lists its unplayed cards only when asked', async () => {
    const plain = await run('--game', 'stak-bots', '--games', '10', '--seed', '3');
    expect(plain.out).not.toMatch(/souls|cards played/);
    const asked = await run('--game', 'stak-bots', '--games', '10', '--seed', '3', '--unplayed');
    expect(asked.out).toMatch(/\d+ of \d+ cards played/);
    expect(asked.out).not.toMatch(/souls/);
  });
});

describe('setsForGame: the sets sim plays with, found as test finds them', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cardwright-sim-sets-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const bundled = { folder: bundledSetsFolder()!, what: 'the bundled sets' };

  it('finds a workspace set before the bundled ones, and plays every set of the game when none is named', async () => {
    const folder = join(scratch, 'ws', 'sets', 'stak-bots', 'mine');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Mine' }));
    writeFileSync(join(folder, 'mine.cards'), 'game stak-bots\n\nbot "Only Mine" rank 1 power 1 copies 20 {\n  entry: draw a card\n}\n');
    const places = [{ folder: join(scratch, 'ws', 'sets'), what: 'the workspace' }, bundled];
    const named = await setsForGame('stak-bots', ['stak-bots/mine'], places);
    expect('sets' in named && named.sets.map((s) => s.set)).toEqual(['mine']);
    const all = await setsForGame('stak-bots', undefined, places);
    // The vanilla set, made for measuring, is played only when named.
    expect('sets' in all && all.sets.map((s) => s.set).sort()).toEqual(['mine', 'starter']);
  });

  it('plays the designer examples only when they are named', async () => {
    const bundledOnly = [bundled];
    const all = await setsForGame('four-souls', undefined, bundledOnly);
    expect('sets' in all && all.sets.map((s) => s.set)).toEqual(['base']);
    const named = await setsForGame('four-souls', ['four-souls/examples'], bundledOnly);
    expect('sets' in named && named.sets.map((s) => [s.set, s.examples])).toEqual([['examples', true]]);
    // A workspace of nothing but examples says so, rather than playing them unasked.
    const folder = join(scratch, 'only-examples', 'sets', 'stak-bots', 'demo');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Demo', examples: true }));
    writeFileSync(join(folder, 'demo.cards'), 'game stak-bots\n\nbot "Demo Bot" rank 1 power 1 copies 20 {\n  entry: draw a card\n}\n');
    const onlyExamples = await setsForGame('stak-bots', undefined, [{ folder: join(scratch, 'only-examples', 'sets'), what: 'the workspace' }]);
    expect('error' in onlyExamples && onlyExamples.error).toMatch(/^no stak-bots set to play found: looked in .*\(the workspace\), and found only sets played when named \(stak-bots\/demo\); name one with --set to play it$/);
  });

  it('says where it looked, and why a set there could not be loaded', async () => {
    const folder = join(scratch, 'broken', 'sets', 'four-souls', 'bad');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'set.json'), JSON.stringify({ version: 1, game: 'four-souls', name: 'Bad' }));
    writeFileSync(join(folder, 'bad.cards'), 'game four-souls\n\nitem "X" {\n  tap: gain 1 dollars\n}\n');
    const places = [{ folder: join(scratch, 'broken', 'sets'), what: 'the workspace' }];
    const found = await setsForGame('four-souls', undefined, places);
    expect('error' in found && found.error).toMatch(/^no four-souls set found: looked in .*broken\/sets\/four-souls\/ \(the workspace\)\n {2}four-souls\/bad cannot be loaded: .*CW2014/);
    const named = await setsForGame('four-souls', ['four-souls/bad'], places);
    expect('error' in named && named.error).toMatch(/^no set "four-souls\/bad": looked in .* \(four-souls sets there: none\)\n {2}four-souls\/bad cannot be loaded: /);
  });
});

describe('cardwright sim --deck', () => {
  const folder = mkdtempSync(join(tmpdir(), 'cardwright-sim-decks-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (name: string, deck: object) => {
    const file = join(folder, name);
    writeFileSync(file, JSON.stringify({ format: 'cardwright-deck', version: 1, name: 'A deck', variants: {}, ...deck }));
    return file;
  };
  const supply = (cards: [string, number][]) => write(`supply-${cards.length}.deck.json`, { game: 'stak-bots', sets: ['starter'], sections: { supply: cards.map(([card, count]) => ({ card, count })) } });

  it('plays the table\'s deck: only its cards are dealt', async () => {
    const file = supply([
      ['Bolt Pup', 12],
      ['Gearhead', 12],
    ]);
    const result = await run('--game', 'stak-bots', '--set', 'stak-bots/starter', '--games', '20', '--seed', '3', '--deck', file, '--unplayed');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`decks table=${file}`);
    // Every other card of the starter set stays in the box: none of them is "never played".
    expect(result.out).toMatch(/ 2 of 2 cards played\n/);
  });

  it('refuses an illegal deck, saying why, unless told to play it anyway', async () => {
    const fourSouls = write('four-souls.deck.json', {
      game: 'four-souls',
      sets: ['base'],
      variants: { 'bonus-souls': {} },
      sections: {
        characters: [{ card: 'Isaac', count: 1 }, { card: 'Cain', count: 1 }],
        loot: ['A Penny!', '2 Cents!', 'Bomb!', 'Lil Battery', 'Soul Heart', 'Red Heart'].map((card) => ({ card, count: 2 })),
        treasure: [{ card: '9 Volt', count: 1 }, { card: 'Baby Haunt', count: 1 }, { card: 'Crystal Ball', count: 1 }],
        monsters: [{ card: 'Pooter', count: 2 }, { card: 'Gaper', count: 2 }, { card: 'Chub', count: 1 }],
      },
    });
    const refusedRun = await run('--game', 'four-souls', '--games', '2', '--deck', fourSouls);
    expect(refusedRun.code).toBe(1);
    expect(refusedRun.err.split('\n')).toEqual([
      `cardwright sim: ${fourSouls}: bonus-souls: The Bonus souls has 0 cards; it needs exactly 3: 3 short.`,
      `cardwright sim: ${fourSouls} breaks a construction rule of Four Souls; --allow-illegal plays it anyway`,
    ]);
    const played = await run('--game', 'four-souls', '--games', '2', '--deck', fourSouls, '--allow-illegal');
    expect(played.code, played.err).toBe(0);
    expect(played.out).toContain('2 games, 2 players');
  });

  it('refuses a deck naming cards that are not there, and a broken file, by file and place', async () => {
    const typo = supply([
      ['Bolt Pup', 20],
      ['Gearhed', 4],
    ]);
    const result = await run('--game', 'stak-bots', '--games', '1', '--deck', typo);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')).toEqual([
      `cardwright sim: ${typo}: supply[1]: "Gearhed" is not a card of the deck's sets (did you mean "Gearhead"?).`,
      `cardwright sim: ${typo} names cards or sets that are not there; nothing was played`,
    ]);
    const broken = write('broken.deck.json', { game: 'stak-bots', sets: ['starter'], sections: { supply: [{ card: 'Bolt Pup', count: -1 }] } });
    expect((await run('--game', 'stak-bots', '--deck', broken)).err).toMatch(/broken\.deck\.json: sections\.supply\.0\.count: /);
    const other = write('other.deck.json', { game: 'four-souls', sets: ['base'], sections: {} });
    expect((await run('--game', 'stak-bots', '--deck', other)).err).toBe(`cardwright sim: ${other}: a deck of four-souls, not of stak-bots`);
  });

  async function refused(message: RegExp, ...args: string[]) {
    const result = await run(...args);
    expect(result, args.join(' ')).toMatchObject({ code: 2, out: '' });
    expect(result.err).toMatch(message);
  }

  it('checks --deck before reading anything: a seat\'s deck in a game whose decks the table shares, two for one place', async () => {
    await refused(/^cardwright sim: --deck p1=a\.deck\.json: Stak Bots deals every seat from the decks the table shares; give one deck for the table \(--deck FILE\)$/, '--game', 'stak-bots', '--deck', 'p1=a.deck.json', '--deck', 'p2=b.deck.json');
    await refused(/^cardwright sim: --deck: two decks for table; give one$/, '--game', 'stak-bots', '--deck', 'a.deck.json', '--deck', 'table=b.deck.json');
    await refused(/^cardwright sim: --deck: "p1=" names no file$/, '--game', 'stak-bots', '--deck', 'p1=');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../../cli/sets';
import type { SetFile } from '../../../../engine/defs';
import type { TableConfig, TableSnapshot } from '../model';
import { TableEngine } from './table-engine';

let bundled: SetFile[] = [];
beforeAll(async () => {
  const found = await loadSets(new URL('../../../../sets', import.meta.url).pathname);
  bundled = found.sets;
  expect(bundled.map((s) => `${s.game}/${s.set}`)).toEqual(expect.arrayContaining(['stak-bots/starter', 'four-souls/base']));
});

const stak = (overrides: Partial<TableConfig> = {}): TableConfig => ({ game: 'stak-bots', sets: ['stak-bots/starter'], variants: {}, options: {}, seats: [{ kind: 'you' }, { kind: 'you' }], seed: '7', ...overrides });

function ok<T>(answer: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!answer.ok) throw new Error(answer.message);
  return answer.value;
}

/** Applies a snapshot's log patch to the page's copy, as the page does. */
function patchLog(log: TableSnapshot['log']['entries'], snap: TableSnapshot) {
  return snap.log.from < 0 ? [...snap.log.entries] : [...log.slice(0, snap.log.from + 1), ...snap.log.entries];
}

describe('the table engine', () => {
  it('lists the games it plays and the bundled sets', () => {
    const engine = new TableEngine(bundled);
    const catalog = engine.catalog();
    expect(catalog.games.map((g) => g.id).sort()).toEqual(['four-souls', 'stak-bots']);
    expect(catalog.games.find((g) => g.id === 'stak-bots')?.bots).toEqual(['random', 'greedy']);
    expect(catalog.sets.map((s) => s.id)).toEqual(expect.arrayContaining(['stak-bots/starter', 'four-souls/base']));
    expect(catalog.sets.find((s) => s.id === 'four-souls/base')?.variants.length).toBeGreaterThan(0);
  });

  it('sets up a table and acts by the legal actions it lists, in the words scenarios use', () => {
    const engine = new TableEngine(bundled);
    const start = ok(engine.start(stak()));
    const snap = start.snapshot;
    expect(start.layout.game).toBe('stak-bots');
    expect(snap.seats.map((s) => s.id)).toEqual(['p1', 'p2']);
    expect(snap.waiting).toEqual({ seat: 'p1', bot: false });
    expect(snap.log.from).toBe(-1);
    expect(snap.log.entries[0]!.text).toBe('Setup');
    const play = snap.legal.find((a) => a.kind === 'play')!;
    expect(play.text).toMatch(/^p1 play /);
    expect(play.subjects[0]).toBe(snap.zones.find((z) => z.type === 'hand' && z.owner === 'p1')!.cards.find((c) => c === play.subjects[0]));
    const face = start.faces[snap.cards[play.subjects[0]!]!.def!]!;
    expect(play.text).toBe(`p1 play ${face.name}`);
    const after = ok(engine.act(play.index, snap.serial));
    expect(after.position).toBe(1);
    expect(after.log.from).toBe(0);
    expect(after.log.entries.map((e) => e.text)).toEqual([play.text]);
    expect(after.log.entries[0]!.events.length).toBeGreaterThan(0);
    // An action of an older snapshot is refused, not applied to another table.
    expect(engine.act(0, snap.serial)).toEqual({ ok: false, message: expect.stringMatching(/changed/) });
  });

  it('shows every hand, or only what the seat in control may see', () => {
    const engine = new TableEngine(bundled);
    const snap = ok(engine.start(stak())).snapshot;
    const hand = (s: TableSnapshot, seat: string) => s.zones.find((z) => z.type === 'hand' && z.owner === seat)!.cards.map((c) => s.cards[c]!.def);
    expect(hand(snap, 'p2').every((d) => d !== null)).toBe(true);
    const own = ok(engine.setHidden('seat'));
    expect(own.viewer).toBe('p1');
    expect(hand(own, 'p1').every((d) => d !== null)).toBe(true);
    expect(hand(own, 'p2').every((d) => d === null)).toBe(true);
    // The supply is face down whatever the switch says.
    expect(own.zones.find((z) => z.type === 'supply')!.cards.every((c) => own.cards[c]!.def === null)).toBe(true);
  });

  it('undoes, redoes and jumps within a line, and keeps the old line when acting from an earlier point', () => {
    const engine = new TableEngine(bundled);
    let snap = ok(engine.start(stak())).snapshot;
    let log = patchLog([], snap);
    const texts: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const action = snap.legal[snap.legal.length - 1]!;
      texts.push(action.text);
      snap = ok(engine.act(action.index, snap.serial));
      log = patchLog(log, snap);
    }
    expect(log.slice(1).map((e) => e.text)).toEqual(texts);
    snap = ok(engine.undo());
    expect(snap.position).toBe(3);
    expect(snap.length).toBe(4);
    snap = ok(engine.redo());
    expect(snap.position).toBe(4);
    snap = ok(engine.jump(1));
    log = patchLog(log, snap);
    expect(snap.position).toBe(1);
    expect(log.slice(1).map((e) => e.text)).toEqual(texts); // the undone actions stay in the log
    // Acting with the same action as the line's next one is a redo: no new line.
    const same = snap.legal.find((a) => a.text === texts[1])!;
    snap = ok(engine.act(same.index, snap.serial));
    expect(snap.lines).toHaveLength(1);
    expect(snap.length).toBe(4);
    snap = ok(engine.jump(1));
    const other = snap.legal.find((a) => a.text !== texts[1])!;
    snap = ok(engine.act(other.index, snap.serial));
    log = patchLog(log, snap);
    expect(snap.lines.map((l) => [l.name, l.length, l.forkAt])).toEqual([
      ['Line 1', 4, 0],
      ['Line 2', 2, 1],
    ]);
    expect(snap.line).toBe(2);
    expect(log.slice(1).map((e) => e.text)).toEqual([texts[0], other.text]);
    snap = ok(engine.switchLine(1));
    log = patchLog(log, snap);
    expect(snap.line).toBe(1);
    expect(snap.position).toBe(4);
    expect(log.slice(1).map((e) => e.text)).toEqual(texts);
    snap = ok(engine.switchLine(2));
    log = patchLog(log, snap);
    expect(snap.position).toBe(2);
    expect(log.slice(1).map((e) => e.text)).toEqual([texts[0], other.text]);
  });

  it('lets bots play their seats to the end of a game, and undo skips back over them to the last person', () => {
    const engine = new TableEngine(bundled);
    let snap = ok(engine.start(stak({ seats: [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }] }))).snapshot;
    let rounds = 0;
    while (!snap.result && rounds < 1000) {
      snap = ok(engine.runBots(50, 200));
      rounds += 1;
    }
    expect(snap.result?.winners.length).toBeGreaterThan(0);
    expect(snap.result?.text).toMatch(/wins/);
    expect(snap.legal).toEqual([]);

    const mixed = new TableEngine(bundled);
    snap = ok(mixed.start(stak({ seats: [{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }] }))).snapshot;
    while (snap.waiting?.seat === 'p1') {
      const end = snap.legal.find((a) => a.kind === 'end-turn') ?? snap.legal[0]!;
      snap = ok(mixed.act(end.index, snap.serial));
    }
    const mine = snap.position;
    expect(snap.waiting?.bot).toBe(true);
    snap = ok(mixed.runBots(1000, 1000));
    expect(snap.position).toBeGreaterThan(mine);
    expect(snap.waiting?.seat).toBe('p1');
    snap = ok(mixed.undo());
    expect(snap.position).toBe(mine - 1);
    expect(snap.waiting?.seat).toBe('p1');
  });

  it('plays Four Souls with its layout, badges and the stack', () => {
    const engine = new TableEngine(bundled);
    const start = ok(engine.start({ game: 'four-souls', sets: ['four-souls/base'], variants: {}, options: {}, seats: [{ kind: 'you' }, { kind: 'you' }], seed: '3' }));
    const snap = start.snapshot;
    expect(start.layout.middle.badges[0]!.label).toBe('Bank');
    expect(snap.middleBadges[0]!.value).toMatch(/^\d+¢$/);
    expect(snap.seats[0]!.badges.map((b) => b.label)).toEqual(['Health', 'Cents', 'Souls']);
    expect(snap.zones.filter((z) => z.type === 'shop').length).toBeGreaterThanOrEqual(2);
    expect(snap.prompt?.text).toMatch(/p1/);
    // Every card the table shows has a face.
    for (const card of Object.values(snap.cards)) if (card.def) expect(start.faces[card.def]).toBeDefined();
    const detail = engine.cardDetail(snap.zones.find((z) => z.type === 'character' && z.owner === 'p1')!.cards[0]!)!;
    expect(detail.stats.find((s) => s.name === 'hp')?.now).toBeGreaterThan(0);
    expect(detail.rulesText.length).toBeGreaterThan(0);
  });

  it('refuses what it cannot set up, with a sentence', () => {
    const engine = new TableEngine(bundled);
    expect(engine.start(stak({ game: 'chess' }))).toEqual({ ok: false, message: expect.stringMatching(/cannot play "chess"/) });
    expect(engine.start(stak({ sets: ['four-souls/base'] }))).toEqual({ ok: false, message: expect.stringMatching(/set of four-souls/) });
    expect(engine.start(stak({ seats: Array.from({ length: 9 }, () => ({ kind: 'you' as const })) }))).toEqual({ ok: false, message: expect.stringMatching(/2 to 6 players/) });
    expect(engine.act(0, 0)).toEqual({ ok: false, message: 'No table is set up' });
  });
});

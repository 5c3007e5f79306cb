import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../../cli/sets';
import type { SetFile } from '../../../../engine/defs';
import { parse } from 'yaml';
import { runScenario } from '../../../../engine/scenario';
import { checkReplay } from '../../../../engine/table/replay';
import type { TableConfig, TableSnapshot, WorkspaceSet } from '../model';
import { tableGames } from './catalog';
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
    expect(catalog.games.map((g) => g.id).sort()).toEqual(['destiny', 'four-souls', 'smash-up', 'stak-bots']);
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
    const played = play.subjects[0];
    if (typeof played !== 'number') throw new Error('a card is played: its subject is its number');
    expect(snap.zones.find((z) => z.type === 'hand' && z.owner === 'p1')!.cards).toContain(played);
    const face = start.faces[snap.cards[played]!.def!]!;
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
    // Deals are offered beside the legal actions, and made by index.
    const deal = snap.free.find((a) => a.text.startsWith('p2 give'))!;
    expect(deal).toBeDefined();
    const cents = (s: TableSnapshot, seat: string) => s.seats.find((x) => x.id === seat)!.badges.find((b) => b.label === 'Cents')!.value;
    const dealt = ok(engine.actFree(deal.index, snap.serial));
    expect(dealt.position).toBe(1);
    // The receiver is asked, and taking it moves the cent.
    expect(dealt.prompt).toMatchObject({ seat: 'p1', kind: 'yes-no' });
    const taken = ok(engine.act(dealt.legal.find((a) => a.text === 'p1 yes')!.index, dealt.serial));
    expect(cents(taken, 'p2')).not.toBe(cents(snap, 'p2'));
    expect(cents(taken, 'p1')).not.toBe(cents(snap, 'p1'));
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

  it('plays on with a card changed in the workspace, and keeps the last good definition of one that breaks', () => {
    const engine = new TableEngine(bundled);
    const starter = bundled.find((set) => set.game === 'stak-bots' && set.set === 'starter')!;
    const workspace = (cards = starter.cards, broken: WorkspaceSet['broken'] = []): WorkspaceSet => ({ id: 'stak-bots/starter', game: 'stak-bots', name: 'Starter', folder: 'sets/stak-bots/starter', cards, variants: starter.variants, broken });
    engine.setWorkspaceSets([workspace()]);
    let snap = ok(engine.start(stak())).snapshot;
    for (let i = 0; i < 3; i += 1) snap = ok(engine.act(snap.legal.findIndex((a) => a.kind === 'play') >= 0 ? snap.legal.find((a) => a.kind === 'play')!.index : 0, snap.serial));
    const before = snap.position;
    const top = snap.zones.find((z) => z.type === 'stak' && z.owner === 'p1')!.cards.at(-1)!;
    const def = snap.cards[top]!.def!;
    const stronger = starter.cards.map((c) => (c.id === def ? { ...c, stats: { ...c.stats, power: c.stats.power! + 3 } } : c));
    const { snapshot } = engine.setWorkspaceSets([workspace(stronger)]);
    expect(snapshot).not.toBeNull();
    expect(snapshot!.position).toBe(before);
    expect(snapshot!.notice).toMatch(/Reloaded: .* changed/);
    expect(snapshot!.faces?.[def]?.stats.find((s) => s.name === 'power')?.value).toBe(starter.cards.find((c) => c.id === def)!.stats.power! + 3);
    // The card stays where it was, and is the new card from now on.
    expect(snapshot!.zones.find((z) => z.type === 'stak' && z.owner === 'p1')!.cards.at(-1)).toBe(top);
    expect(engine.cardDetail(top)!.stats.find((s) => s.name === 'power')!.printed).toBe(starter.cards.find((c) => c.id === def)!.stats.power! + 3);
    // The same sets again change nothing.
    expect(engine.setWorkspaceSets([workspace(stronger)]).snapshot).toBeNull();
    // A card that no longer compiles is left out of the set: the table keeps its definition and says so.
    const name = starter.cards.find((c) => c.id === def)!.name;
    const broken = engine.setWorkspaceSets([workspace(stronger.filter((c) => c.id !== def), [{ name, what: 'card', problems: ['Line 3: expected a number'] }])]).snapshot!;
    expect(broken.stale.map((b) => b.name)).toEqual([name]);
    expect(broken.notice).toContain(`${name} does not compile: the table keeps the last good definition`);
    expect(engine.cardDetail(top)!.name).toBe(name);
  });

  it('faces follow the definitions of the point shown: back before a hot reload, the old face; forward again, the new', () => {
    const engine = new TableEngine(bundled);
    const starter = bundled.find((set) => set.game === 'stak-bots' && set.set === 'starter')!;
    const workspace = (cards = starter.cards): WorkspaceSet => ({ id: 'stak-bots/starter', game: 'stak-bots', name: 'Starter', folder: 'sets/stak-bots/starter', cards, variants: starter.variants, broken: [] });
    engine.setWorkspaceSets([workspace()]);
    const start = ok(engine.start(stak()));
    // The page's faces: those the table started with, updated by each snapshot's.
    let faces = { ...start.faces };
    const take = (snap: TableSnapshot) => {
      faces = { ...faces, ...(snap.faces ?? {}) };
      return snap;
    };
    let shown = ok(engine.act(0, start.snapshot.serial));
    const top = shown.zones.find((z) => z.type === 'stak' && z.owner === 'p1')!.cards.at(-1)!;
    const def = shown.cards[top]!.def!;
    const printed = starter.cards.find((c) => c.id === def)!.stats.power!;
    const power = () => faces[def]!.stats.find((s) => s.name === 'power')!.value;
    expect(power()).toBe(printed);
    shown = take(engine.setWorkspaceSets([workspace(starter.cards.map((c) => (c.id === def ? { ...c, stats: { ...c.stats, power: printed + 3 } } : c)))]).snapshot!);
    expect(power()).toBe(printed + 3);
    shown = take(ok(engine.act(0, shown.serial)));
    // Back to the setup, before the reload: the face is the card as it was then.
    take(ok(engine.jump(0)));
    expect(power()).toBe(printed);
    expect(engine.cardDetail(top)!.stats.find((s) => s.name === 'power')!.printed).toBe(printed);
    // Forward past the reload again: the new face.
    take(ok(engine.jump(shown.position)));
    expect(power()).toBe(printed + 3);
    // Nothing is sent again while the definitions stay the same.
    expect(ok(engine.jump(shown.position)).faces).toBeNull();
  });

  it('puts cards and plays god tools, each a god step in the log', () => {
    const engine = new TableEngine(bundled);
    ok(engine.start(stak()));
    const menu = engine.godMenu()!;
    expect(menu.zones.map((z) => z.label)).toEqual(expect.arrayContaining(['p1 stak', 'p2 hand', 'supply']));
    expect(menu.tools.find((t) => t.kind === 'god-health')?.unavailable).toMatch(/no player health/);
    const tiny = menu.definitions.find((d) => d.inGame)!;
    let snap = ok(engine.putCard(tiny.id, 'p2/hand'));
    expect(snap.godSteps).toBe(1);
    const hand = snap.zones.find((z) => z.id === 'p2/hand')!;
    expect(snap.cards[hand.cards.at(-1)!]!.def).toBe(tiny.id);
    expect(snap.log.entries.at(-1)).toMatchObject({ god: true, text: `god put ${tiny.name} into p2.hand` });
    // A card of no set of the table goes in with its definition.
    engine.setWorkspaceSets([{ id: 'stak-bots/extra', game: 'stak-bots', name: 'Extra', folder: 'sets/stak-bots/extra', cards: [{ ...bundled.find((s) => s.set === 'starter')!.cards[0]!, id: 'stak-bots/extra/zapper', name: 'Zapper' }], variants: [], broken: [] }]);
    expect(engine.godMenu()!.definitions.find((d) => d.name === 'Zapper')).toMatchObject({ inGame: false, set: 'Extra' });
    snap = ok(engine.putCard('stak-bots/extra/zapper', 'p1/hand'));
    expect(snap.faces?.['stak-bots/extra/zapper']?.name).toBe('Zapper');
    expect(engine.putCard('stak-bots/extra/nothing', 'p1/hand')).toEqual({ ok: false, message: expect.stringMatching(/no card "stak-bots\/extra\/nothing"/) });
    // A refused god tool says why, with a capital.
    expect(engine.actWith({ seat: 'god', kind: 'god-damage', card: 9999, value: 1 })).toEqual({ ok: false, message: expect.stringMatching(/^God tool: no card\b.*9999/) });
    snap = ok(engine.undo());
    expect(snap.godSteps).toBe(1);
  });

  it('saves a table with its lines of play and loads it back as it was; exports a replay the replay check accepts', () => {
    const engine = new TableEngine(bundled);
    let snap = ok(engine.start(stak({ seats: [{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }] }))).snapshot;
    for (let i = 0; i < 4; i += 1) snap = ok(engine.act(snap.legal.length - 1, snap.serial));
    ok(engine.putCard(engine.godMenu()!.definitions[0]!.id, 'p1/hand'));
    snap = ok(engine.jump(2));
    snap = ok(engine.act(0, snap.serial));
    expect(snap.lines).toHaveLength(2);
    const saved = ok(engine.saveTable());
    const file = JSON.parse(saved) as { format: string; branches: { id: string }[]; current: { branch: string; at: number } };
    expect(file.format).toBe('cardwright-table');
    expect(file.branches.map((b) => b.id)).toEqual(['main', 'line-2']);
    expect(file.current).toEqual({ branch: 'line-2', at: 3 });

    const again = new TableEngine(bundled);
    const loaded = ok(again.loadTable(saved));
    expect(loaded.snapshot.position).toBe(3);
    expect(loaded.snapshot.lines.map((l) => [l.name, l.length])).toEqual([
      ['Line 1', 5],
      ['Line 2', 3],
    ]);
    expect(loaded.snapshot.seats.map((s) => s.player)).toEqual([{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }]);
    const shown = ok(engine.current()).log.entries.map((e) => e.text);
    expect(shown).toHaveLength(4);
    expect(loaded.snapshot.log.entries.map((e) => e.text)).toEqual(shown);
    expect(ok(again.saveTable())).toBe(saved);
    const main = ok(again.switchLine(1));
    expect(main.position).toBe(5);
    expect(main.godSteps).toBe(1);

    const replay = JSON.parse(ok(engine.exportReplay())) as unknown;
    expect(checkReplay(replay, tableGames)).toMatchObject({ ok: true, actions: 3 });
    expect(again.loadTable('{"format": "cardwright-table", ')).toMatchObject({ ok: false, problems: [{ path: expect.stringMatching(/^line 1, column/) }] });
    expect(again.loadTable('{"format": "cardwright-table"}')).toMatchObject({ ok: false, message: expect.stringMatching(/cannot be loaded/) });
  });

  it('opens an exported replay at the end of its line, as the table it came from stood, with every seat yours', () => {
    const engine = new TableEngine(bundled);
    const starter = bundled.find((set) => set.game === 'stak-bots' && set.set === 'starter')!;
    const workspace = (power: number): WorkspaceSet => ({ id: 'stak-bots/starter', game: 'stak-bots', name: 'My Starter', folder: 'sets/stak-bots/starter', cards: starter.cards.map((c) => ({ ...c, stats: { ...c.stats, power: c.stats.power! + power } })), variants: starter.variants, broken: [] });
    engine.setWorkspaceSets([workspace(0)]);
    let snap = ok(engine.start(stak({ seats: [{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }] }))).snapshot;
    for (let i = 0; i < 4; i += 1) snap = ok(engine.act(snap.legal.length - 1, snap.serial));
    // A hot reload along the line, and a god step after it.
    expect(engine.setWorkspaceSets([workspace(2)]).snapshot?.notice).toMatch(/^Reloaded/);
    ok(engine.putCard(engine.godMenu()!.definitions[0]!.id, 'p1/hand'));
    snap = ok(engine.current());
    const replay = ok(engine.exportReplay());
    const table = JSON.parse(ok(engine.saveTable())) as { hash: string };

    const again = new TableEngine(bundled);
    const opened = ok(again.loadReplay(replay, 'replays/mine.replay.json'));
    expect(opened.astray).toBe(false);
    expect(opened.snapshot.position).toBe(snap.position);
    expect(opened.snapshot.length).toBe(snap.position);
    expect(opened.snapshot.notice).toBe(`Opened replays/mine.replay.json at the end of its line: ${snap.position} actions, each state as the replay recorded it`);
    expect(opened.snapshot.seats.map((s) => s.player)).toEqual([{ kind: 'you' }, { kind: 'you' }]);
    expect(opened.snapshot.log.entries.map((e) => e.text)).toEqual(ok(engine.current()).log.entries.map((e) => e.text));
    expect(opened.config).toMatchObject({ game: 'stak-bots', sets: ['stak-bots/starter'], seed: '7' });
    // The same state, the same line (its reload included): exported again, the very same replay.
    expect((JSON.parse(ok(again.saveTable())) as { hash: string }).hash).toBe(table.hash);
    expect(ok(again.exportReplay())).toBe(replay);
    // The set goes by the name of the bundled set of its id; the faces by the replay's definitions.
    const def = opened.snapshot.cards[opened.snapshot.zones.find((z) => z.id === 'p1/hand')!.cards[0]!]!.def!;
    expect(opened.faces[def]).toMatchObject({ setName: starter.name });
    expect(opened.faces[def]!.stats.find((s) => s.name === 'power')!.value).toBe(starter.cards.find((c) => c.id === def)!.stats.power! + 2);
    // Back in the log, to before the reload: undo steps back from there.
    expect(ok(again.jump(2)).position).toBe(2);
    expect(ok(again.undo()).position).toBe(1);
    // The workspace's sets of the same id do not reload a replay's table.
    expect(again.setWorkspaceSets([workspace(5)]).snapshot).toBeNull();
    // With a set of that id in the workspace, the set goes by the workspace's name.
    expect(ok(engine.loadReplay(replay)).faces[def]).toMatchObject({ setName: 'My Starter' });
  });

  it('rematches a replay’s table with the replay’s own cards, not the sets of the same ids the studio has now', () => {
    const starter = bundled.find((set) => set.game === 'stak-bots' && set.set === 'starter')!;
    const workspace = (power: number): WorkspaceSet => ({ id: 'stak-bots/starter', game: 'stak-bots', name: 'My Starter', folder: 'sets/stak-bots/starter', cards: starter.cards.map((c) => ({ ...c, stats: { ...c.stats, power: c.stats.power! + power } })), variants: starter.variants, broken: [] });
    const recorder = new TableEngine(bundled);
    recorder.setWorkspaceSets([workspace(3)]);
    let snap = ok(recorder.start(stak())).snapshot;
    const setupHash = (JSON.parse(ok(recorder.saveTable())) as { hash: string }).hash;
    for (let i = 0; i < 4; i += 1) snap = ok(recorder.act(0, snap.serial));
    const replay = ok(recorder.exportReplay());

    // Opened where the studio's starter is the bundled one (3 less power on every card).
    const engine = new TableEngine(bundled);
    const opened = ok(engine.loadReplay(replay));
    const printedPower = (table: TableSnapshot) => {
      const card = table.zones.find((z) => z.id === 'p1/hand')!.cards[0]!;
      const detail = engine.cardDetail(card)!;
      return { def: detail.def!, power: detail.stats.find((s) => s.name === 'power')!.printed };
    };
    const bundledPower = (def: string) => starter.cards.find((c) => c.id === def)!.stats.power!;
    const again = ok(engine.rematch(opened.config));
    expect(again.snapshot.position).toBe(0);
    expect(again.snapshot.tableId).not.toBe(opened.snapshot.tableId);
    const { def, power } = printedPower(again.snapshot);
    expect(power).toBe(bundledPower(def) + 3);
    expect(again.snapshot.notice).toBe('A rematch with the replay’s own cards');
    expect(again.faces[def]!.stats.find((s) => s.name === 'power')!.value).toBe(bundledPower(def) + 3);
    // The same seed deals the very game the replay began with.
    expect((JSON.parse(ok(engine.saveTable())) as { hash: string }).hash).toBe(setupHash);
    // Still a table of its own: the workspace's sets do not reload it, nor make its next rematch theirs.
    expect(engine.setWorkspaceSets([workspace(5)]).snapshot).toBeNull();
    const next = ok(engine.rematch({ ...again.config, seed: '99' }));
    expect(next.config.seed).toBe('99');
    expect(printedPower(next.snapshot).power).toBe(bundledPower(printedPower(next.snapshot).def) + 3);

    // A replay of a set the studio does not know at all rematches too.
    const homebrew = JSON.parse(replay) as { sets: { id: string }[] };
    homebrew.sets[0]!.id = 'stak-bots/homebrew';
    const stranger = new TableEngine(bundled);
    const strange = ok(stranger.loadReplay(JSON.stringify(homebrew)));
    expect(ok(stranger.rematch(strange.config)).snapshot.position).toBe(0);

    // A table of the studio's sets rematches with them as they are now.
    const mine = new TableEngine(bundled);
    mine.setWorkspaceSets([workspace(1)]);
    const first = ok(mine.start(stak()));
    mine.setWorkspaceSets([workspace(4)]);
    const rematched = ok(mine.rematch(first.config));
    const card = rematched.snapshot.zones.find((z) => z.id === 'p1/hand')!.cards[0]!;
    const detail = mine.cardDetail(card)!;
    expect(detail.stats.find((s) => s.name === 'power')!.printed).toBe(bundledPower(detail.def!) + 4);
    expect(rematched.snapshot.notice).toBeNull();
  });

  it('opens a replay that went astray at the actions that matched, and says where and how', () => {
    const engine = new TableEngine(bundled);
    let snap = ok(engine.start(stak())).snapshot;
    for (let i = 0; i < 6; i += 1) snap = ok(engine.act(0, snap.serial));
    const file = JSON.parse(ok(engine.exportReplay())) as { hashes: string[]; actions: { seat: string; kind: string }[] };
    const words = ok(engine.current()).log.entries.map((e) => e.text);

    const tampered = structuredClone(file);
    tampered.hashes[3] = '0123456789abcdef';
    const astray = ok(new TableEngine(bundled).loadReplay(JSON.stringify(tampered), 'replays/tampered.replay.json'));
    expect(astray.astray).toBe(true);
    expect(astray.snapshot.position).toBe(3);
    expect(astray.snapshot.length).toBe(3);
    expect(astray.snapshot.notice).toBe(`replays/tampered.replay.json went astray (at hashes[3]): the state after action 4 (${words[4]}) differs: hash ${file.hashes[3]}, the replay says 0123456789abcdef; it matched after action 3. The table keeps the 3 actions that matched`);

    const refused = structuredClone(file);
    refused.actions[1] = { seat: 'p2', kind: 'attack', target: 'p9' } as (typeof refused.actions)[number];
    const stopped = ok(new TableEngine(bundled).loadReplay(JSON.stringify(refused), 'r.json'));
    expect(stopped.snapshot.position).toBe(1);
    expect(stopped.snapshot.notice).toMatch(/^r\.json went astray \(at actions\[1\]\): action 2 \(p2 attack p9\) was refused: .*; the states before it matched\. The table keeps the 1 action before it$/);

    const first = structuredClone(file);
    first.hashes[0] = '0123456789abcdef';
    expect(ok(new TableEngine(bundled).loadReplay(JSON.stringify(first))).snapshot).toMatchObject({ position: 0, length: 0, notice: expect.stringMatching(/\. The table opens at its start$/) });
  });

  it('refuses what is no replay, each problem located, and keeps the table it has', () => {
    const engine = new TableEngine(bundled);
    const snap = ok(engine.start(stak())).snapshot;
    const replay = JSON.parse(ok(engine.exportReplay())) as Record<string, unknown>;
    expect(engine.loadReplay('{"format": "cardwright-replay", ')).toMatchObject({ ok: false, message: 'This is not a replay: its JSON is broken', problems: [{ path: expect.stringMatching(/^line 1, column/) }] });
    expect(engine.loadReplay(ok(engine.saveTable()))).toMatchObject({ ok: false, message: 'This is a saved table, not a replay', problems: [{ path: 'format' }] });
    expect(engine.loadReplay(JSON.stringify({ ...replay, game: 'chess' }))).toMatchObject({ ok: false, message: 'This replay cannot be opened (a problem)', problems: [{ path: 'game' }] });
    expect(engine.loadReplay(JSON.stringify({ ...replay, hashes: 'none', seed: 7 }))).toMatchObject({ ok: false, message: 'This replay cannot be opened (2 problems)' });
    expect(engine.loadReplay('[]')).toMatchObject({ ok: false });
    expect(ok(engine.current()).tableId).toBe(snap.tableId);
  });

  it('records the line played as a scenario that the runner passes', () => {
    const engine = new TableEngine(bundled);
    let table = ok(engine.start(stak())).snapshot;
    for (let i = 0; i < 5; i += 1) table = ok(engine.act(table.legal.findIndex((a) => a.kind === 'play') >= 0 ? table.legal.find((a) => a.kind === 'play')!.index : 0, table.serial));
    const recorded = ok(engine.recordScenario('five actions', 0));
    const document = parse(recorded.text) as { name: string; steps: unknown[] };
    expect(document.name).toBe('five actions');
    expect(document.steps).toHaveLength(5);
    const result = runScenario(document, bundled, tableGames);
    expect(result.failures).toEqual([]);
    expect(result).toMatchObject({ ok: true, stepsRun: 5 });
    expect(engine.recordScenario('too far', 99)).toEqual({ ok: false, message: expect.stringMatching(/^Recording starts at an action/) });
  });

  it('starts a table from a scenario file: its layout, and its steps as the first actions', async () => {
    const engine = new TableEngine(bundled);
    const { readFile, readdir } = await import('node:fs/promises');
    const folder = new URL('../../../../sets/stak-bots/starter/scenarios/', import.meta.url);
    const names = (await readdir(folder)).filter((n) => n.endsWith('.scenario.yaml'));
    let withGiven: string | null = null;
    for (const name of names) {
      const text = await readFile(new URL(name, folder), 'utf8');
      if (/^given:/m.test(text) && /^steps:/m.test(text)) {
        withGiven = text;
        break;
      }
    }
    expect(withGiven).not.toBeNull();
    const started = ok(engine.startFromScenario(withGiven!, 'a scenario'));
    expect(started.snapshot.position).toBeGreaterThan(0);
    expect(started.snapshot.notice).toMatch(/^Started from a scenario: \d+ actions? of its steps played/);
    expect(started.snapshot.seats.every((s) => s.player.kind === 'you')).toBe(true);
    // Its replay opens from the same layout, at the same point.
    const opened = ok(new TableEngine(bundled).loadReplay(ok(engine.exportReplay())));
    expect(opened).toMatchObject({ astray: false, snapshot: { position: started.snapshot.position } });
    // Undo all the way goes back to the layout, not to a dealt game.
    const back = ok(engine.jump(0));
    expect(back.position).toBe(0);
    const saved = ok(engine.saveTable());
    expect(JSON.parse(saved)).toMatchObject({ start: { given: expect.any(Object) } });
    expect(ok(new TableEngine(bundled).loadTable(saved)).snapshot.position).toBe(0);
    expect(engine.startFromScenario('steps: [', 'broken.yaml')).toMatchObject({ ok: false, message: 'broken.yaml is not YAML', problems: [{ path: expect.stringMatching(/^line 1/) }] });
    expect(engine.startFromScenario('version: 1\nname: x\ngame: chess\nsets: [a/b]\nseed: 1\nseats: 2\n')).toMatchObject({ ok: false, problems: [{ path: 'game' }] });
  });
});

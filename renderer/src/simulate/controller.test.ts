// The simulation's controller over the table's real catalog and real workers run in process:
// its first setup, what it refuses, a run played whole (the same figures on one worker or
// three), a run stopped part way, and a set that cannot be played.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import type { SetFile } from '../../../engine/defs';
import { Store } from '../state/store';
import { TableEngine } from '../table/engine/table-engine';
import type { Catalog } from '../table/model';
import { comparable, comparison, defaultBots, SimulationController, type SimSets, type SimulationDeps } from './controller';
import type { DialogAnswer, DialogSpec } from '../app/types';
import { parseSimReportFile } from '../../../engine/defs/sim-report-file';
import type { PartAnswer, SimJob } from './model';
import { SimPool, type SimWorkerHandle } from './pool';
import { SimWorker } from './sim-worker';

let bundled: SetFile[] = [];
beforeAll(async () => {
  bundled = (await loadSets(new URL('../../../sets', import.meta.url).pathname)).sets;
});

/** Saved deck files of the workspace, by path, as the table's controller would read them. */
const deckFiles = new Map<string, string>();

/** The table's side as the controller sees it: the catalog of an engine run in process. */
function tableSets(engine: TableEngine, known = true): SimSets & { store: Store<{ catalog: Catalog | null; setsCompiling: boolean }> } {
  const store = new Store<{ catalog: Catalog | null; setsCompiling: boolean }>({ catalog: known ? engine.catalog() : null, setsCompiling: false });
  return {
    store,
    get state() {
      return store.get();
    },
    prepareCatalog: () => store.update((s) => ({ ...s, catalog: engine.catalog() })),
    simulationSource: async (game, sets, players, decks) => {
      const texts = Object.entries(decks).map(([place, pick]) => ({ place, path: pick.path, text: deckFiles.get(pick.path) ?? '' }));
      return engine.simulationSource(game, sets, players, texts, decks);
    },
    workspaceDecks: (game) => [...deckFiles.keys()].filter((path) => path.startsWith(`decks/${game}/`)).map((path) => ({ path })),
  };
}

/** The jobs the workers were handed, last first. */
let jobs: SimJob[] = [];

/** A worker run in process, answering as Comlink would (a promise), with `gate` to hold a part. */
function inProcess(gate?: (from: number) => Promise<void>): () => SimWorkerHandle {
  return () => {
    const worker = new SimWorker();
    return {
      play: async (job, from, to): Promise<PartAnswer> => {
        jobs.unshift(job);
        await gate?.(from);
        return worker.play(job, from, to);
      },
      summarize: async (job, part) => worker.summarize(job, part),
      terminate: () => undefined,
    };
  };
}

/** The workspace's files in memory, the answers the user gives, and what the status bar said. */
class Files {
  files = new Map<string, { content: string; version: string }>();
  answers: ((spec: DialogSpec) => DialogAnswer)[] = [];
  asked: DialogSpec[] = [];
  said: { text: string; kind: string }[] = [];
  private versions = 0;
  deps(): SimulationDeps['files'] {
    const write = (path: string, content: string) => {
      const version = String((this.versions += 1));
      this.files.set(path, { content, version });
      return { ok: true as const, value: { path, version } };
    };
    return {
      host: {
        readFile: async ({ path }) => {
          const file = this.files.get(path);
          return file ? { ok: true, value: { path, ...file } } : { ok: false, error: { code: 'not-found', message: `${path} is not there` } };
        },
        createFile: async ({ path, content }) => (this.files.has(path) ? { ok: false, error: { code: 'already-exists', message: `${path} exists` } } : write(path, content)),
        writeFile: async ({ path, content }) => write(path, content),
      },
      ask: async (spec) => {
        this.asked.push(spec);
        const answer = this.answers.shift();
        return answer ? answer(spec) : { button: spec.cancelId, values: {} };
      },
      inform: (text, kind = 'info') => this.said.push({ text, kind }),
    };
  }
}

let files = new Files();

function simulation(workers: number, start = inProcess(), known = true) {
  files = new Files();
  const engine = new TableEngine(bundled);
  const sets = tableSets(engine, known);
  let clock = 0;
  const controller = new SimulationController({ sets, pool: new SimPool(start, workers), files: files.deps(), now: () => (clock += 250), today: () => new Date('2026-11-29T18:20:00Z') });
  controller.start();
  return { controller, sets };
}

describe('the simulation controller', () => {
  it('sets up a first run once the catalog is known: Stak Bots, its first bundled set, greedy against random', () => {
    const { controller } = simulation(1, inProcess(), false);
    expect(controller.state.config).toBeNull();
    controller.shown();
    const config = controller.state.config!;
    expect(config).toMatchObject({ game: 'stak-bots', sets: ['stak-bots/starter'], bots: ['greedy', 'random'], games: 1000, variants: {} });
    expect(config.seed).toMatch(/^\d+$/);
  });

  it('gives seats their bots, keeps the players within the game, and starts a new game afresh', () => {
    const { controller } = simulation(1);
    controller.setSeats(4);
    expect(controller.state.config!.bots).toEqual(['greedy', 'random', 'random', 'random']);
    controller.setBot(2, 'greedy');
    controller.setSeats(9);
    controller.setSeats(3);
    expect(controller.state.config!.bots).toEqual(['greedy', 'random', 'greedy']);
    controller.setGame('four-souls');
    expect(controller.state.config).toMatchObject({ game: 'four-souls', sets: ['four-souls/base'] });
    expect(controller.state.config!.bots).toEqual(defaultBots(['random', 'greedy'], 3));
    controller.setGame('chess');
    expect(controller.state.config!.game).toBe('four-souls');
  });

  it('refuses a run of no games, too many games, or no sets, and says why', async () => {
    const { controller } = simulation(1);
    controller.setGames(0);
    await controller.run();
    expect(controller.state.problem).toBe('Play at least one game');
    controller.setGames(5_000_000);
    await controller.run();
    expect(controller.state.problem).toBe('Play at most 1,000,000 games in one run');
    controller.setGames(10);
    controller.toggleSet('stak-bots/starter', false);
    await controller.run();
    expect(controller.state.problem).toBe('Choose at least one set to play with');
    expect(controller.state.result).toBeNull();
  });

  it('plays the run and sums it up: the same figures on one worker as on three', async () => {
    const results = [];
    for (const workers of [1, 3]) {
      const { controller } = simulation(workers);
      controller.setSeed('42');
      controller.setGames(60);
      const seen: number[] = [];
      const stop = controller.store.subscribe(() => {
        const run = controller.state.run;
        if (run.status === 'running') seen.push(run.done);
      });
      await controller.run();
      stop();
      expect(controller.state.problem).toBeNull();
      expect(controller.state.run.status).toBe('idle');
      const result = controller.state.result!;
      expect(result).toMatchObject({ stopped: false, workers, sets: ['stak-bots/starter'] });
      expect(result.summary.games).toBe(60);
      // Progress went up part by part to the whole run.
      expect(seen[0]).toBe(0);
      expect(seen.at(-1)).toBe(60);
      expect(seen.length).toBeGreaterThan(2);
      const rates = Object.values(result.summary.winRates).reduce((a, b) => a + b, 0);
      expect(rates + (result.summary.draws + result.summary.cappedGames) / 60).toBeCloseTo(1, 9);
      expect(result.summary.cards!.impacts.length).toBeGreaterThan(0);
      results.push(result.summary);
    }
    expect(results[1]).toEqual(results[0]);
  });

  it("counts a game's own figures on the workers, the same on one worker as on three, and keeps them in the report and back", async () => {
    const FACTIONS = ['clockworks', 'gnomes', 'hive', 'night-owls'];
    const figures = [];
    for (const workers of [1, 3]) {
      const { controller } = simulation(workers);
      controller.setGame('smash-up');
      for (const set of controller.state.config!.sets) controller.toggleSet(set, false);
      for (const faction of FACTIONS) controller.toggleSet(`smash-up/${faction}`, true);
      controller.setBot(0, 'random');
      controller.setSeed('7');
      controller.setGames(24);
      await controller.run();
      expect(controller.state.problem).toBeNull();
      const result = controller.state.result!;
      const own = result.summary.gameFigures;
      if (own?.kind !== 'smash-up') throw new Error('the Smash Up figures reach the result');
      expect(own.factionPairs.reduce((n, p) => n + p.games, 0)).toBe(2 * 24);
      for (const { pair } of own.factionPairs) expect(pair.split(' + ').every((f) => FACTIONS.includes(f)), pair).toBe(true);
      const wins = Object.values(result.summary.winRates).reduce((a, b) => a + b, 0) * 24;
      expect(own.factionPairs.reduce((n, p) => n + p.wins, 0)).toBeCloseTo(wins, 9);
      expect(own.bases.length).toBeGreaterThan(0);
      figures.push(own);
      if (workers === 3) {
        files.answers.push(() => ({ button: 'save', values: { name: 'pairs' } }));
        await controller.saveReport();
        const parsed = parseSimReportFile(JSON.parse(files.files.get('simulations/pairs.sim.json')!.content));
        expect(parsed.ok && parsed.value.summary.gameFigures).toEqual(own);
        await controller.run();
        await controller.viewReport('simulations/pairs.sim.json');
        expect(controller.state.result!.summary.gameFigures).toEqual(own);
        expect(controller.state.result!.from).toBe('simulations/pairs.sim.json');
      }
    }
    expect(figures[1]).toEqual(figures[0]);
    // A game without figures of its own has none.
    const { controller } = simulation(1);
    controller.setGames(5);
    await controller.run();
    expect(controller.state.result!.summary.gameFigures).toBeUndefined();
  });

  it('sums up the games done when stopped, and drops those being played', async () => {
    let release: (() => void) | null = null;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every part after the first waits until the test lets it go, which it never does.
    const { controller } = simulation(2, inProcess((from) => (from === 0 ? Promise.resolve() : held)));
    controller.setGames(200);
    const running = controller.run();
    await new Promise<void>((resolve) => {
      const stop = controller.store.subscribe(() => {
        const run = controller.state.run;
        if (run.status === 'running' && run.done > 0) {
          stop();
          resolve();
        }
      });
    });
    controller.stop();
    await running;
    const result = controller.state.result!;
    expect(result.stopped).toBe(true);
    expect(result.summary.games).toBe(4);
    expect(controller.state.run.status).toBe('idle');
    release!();
  });

  it('deals a saved deck instead of the default composition, and refuses one that breaks a rule unless played anyway', async () => {
    const deck = (name: string, sections: Record<string, [string, number][]>) =>
      JSON.stringify({ format: 'cardwright-deck', version: 1, name, game: 'stak-bots', sets: ['starter'], variants: {}, sections: Object.fromEntries(Object.entries(sections).map(([id, list]) => [id, list.map(([card, count]) => ({ card, count }))])) });
    deckFiles.set('decks/stak-bots/pups.deck.json', deck('Pups', { supply: [['Bolt Pup', 12], ['Gearhead', 12]] }));
    deckFiles.set('decks/stak-bots/short.deck.json', deck('Short', { supply: [['Bolt Pup', 3]] }));
    const { controller } = simulation(2);
    controller.setSeed('9');
    controller.setGames(40);
    expect(controller.deckPlaces(controller.state.config!)).toEqual(['table']);
    controller.setDeck('table', { path: 'decks/stak-bots/pups.deck.json', playAnyway: false });
    await controller.run();
    expect(controller.state.problem).toBeNull();
    const pups = controller.state.result!;
    expect(pups.config.decks).toEqual({ table: { path: 'decks/stak-bots/pups.deck.json', playAnyway: false } });
    // Only the deck's two bots came to any seat.
    expect(pups.summary.cards!.impacts.map((c) => c.name).sort()).toEqual(['Bolt Pup', 'Gearhead']);

    controller.setDeck('table', { path: 'decks/stak-bots/short.deck.json', playAnyway: false });
    await controller.run();
    expect(controller.state.problem).toMatch(/^The deck decks\/stak-bots\/short\.deck\.json breaks a construction rule; tick "Play anyway" to play it$/);
    expect(controller.state.result).toBe(pups);

    // The default composition again: every bot of the set can come.
    controller.setDeck('table', undefined);
    await controller.run();
    expect(controller.state.result!.summary.cards!.impacts.length).toBeGreaterThan(10);
  });

  it('keeps the result before the last to compare with, for the same game and table only', async () => {
    const { controller } = simulation(1);
    controller.setGames(10);
    await controller.run();
    const first = controller.state.result!;
    expect(controller.state.previous).toBeNull();
    controller.setBot(0, 'random');
    await controller.run();
    expect(controller.state.previous).toBe(first);
    expect(comparable(controller.state.result!, controller.state.previous)).toBe(true);
    // Three seats, or another game, are not compared with two.
    controller.setSeats(3);
    await controller.run();
    expect(comparable(controller.state.result!, controller.state.previous)).toBe(false);
    controller.setGame('four-souls');
    controller.setSeats(3);
    controller.setGames(2);
    await controller.run();
    expect(comparable(controller.state.result!, controller.state.previous)).toBe(false);
    // A refused run leaves both as they were.
    const { result, previous } = controller.state;
    controller.setGames(0);
    await controller.run();
    expect(controller.state.result).toBe(result);
    expect(controller.state.previous).toBe(previous);
    controller.setCompare(false);
    expect(controller.state.compare).toBe(false);
  });

  it('saves the result as a report in the workspace, and compares later runs with a report opened', async () => {
    const { controller } = simulation(1);
    controller.setSeed('5');
    controller.setGames(20);
    await controller.run();
    const first = controller.state.result!;
    files.answers.push(() => ({ button: 'save', values: { name: 'Before the change' } }));
    await controller.saveReport();
    const saved = files.files.get('simulations/before-the-change.sim.json')!;
    const parsed = parseSimReportFile(JSON.parse(saved.content));
    expect(parsed.ok && parsed.value).toMatchObject({ format: 'cardwright-sim-report', version: 3, game: 'stak-bots', seed: '5', games: 20, variants: {}, summary: first.summary, saved: '2026-11-29T18:20:00.000Z' });
    expect(files.said.at(-1)).toEqual({ text: 'Saved the simulation report to simulations/before-the-change.sim.json', kind: 'info' });

    // The name taken: replacing is asked first, and refused here, so the name is asked again.
    files.answers.push(
      () => ({ button: 'save', values: { name: 'before the change' } }),
      () => ({ button: 'cancel', values: {} }),
      () => ({ button: 'cancel', values: {} }),
    );
    await controller.saveReport();
    expect(files.asked.slice(-3).map((q) => q.title)).toEqual(['Save simulation report', 'Replace simulations/before-the-change.sim.json?', 'Save simulation report']);

    // A file that is no report is refused where it breaks.
    files.files.set('simulations/broken.sim.json', { content: JSON.stringify({ ...JSON.parse(saved.content), seed: 5 }), version: 'x' });
    files.answers.push(() => ({ button: 'open', values: { path: 'simulations/broken.sim.json' } }), () => ({ button: 'cancel', values: {} }));
    await controller.openReport();
    expect(files.asked.at(-1)).toMatchObject({ error: 'simulations/broken.sim.json is not a simulation report Cardwright can read', problems: [{ path: 'seed', message: 'expected string, received number' }] });

    // Opened, it is what the next runs are compared with, until put away.
    files.answers.push(() => ({ button: 'open', values: { path: 'simulations/before-the-change.sim.json' } }));
    await controller.openReport();
    expect(controller.state.previous).toMatchObject({ from: 'simulations/before-the-change.sim.json', summary: first.summary });
    controller.setBot(0, 'random');
    await controller.run();
    await controller.run();
    expect(controller.state.previous!.from).toBe('simulations/before-the-change.sim.json');
    expect(comparable(controller.state.result!, controller.state.previous)).toBe(true);
    controller.forgetReport();
    expect(controller.state.previous).toBeNull();
    const last = controller.state.result;
    await controller.run();
    expect(controller.state.previous).toBe(last);
  });

  it('switches variants on with their parameters, which reach the workers, the result and the report', async () => {
    const { controller } = simulation(1);
    controller.setSeed('7');
    controller.setGames(12);
    // A parameter of a variant that is off changes nothing.
    controller.setVariantParam('stak-depth', 'cards', 4);
    expect(controller.state.config!.variants).toEqual({});
    controller.toggleVariant('stak-depth', true, { cards: 9 });
    controller.setVariantParam('stak-depth', 'cards', 4);
    // A variant neither the game nor a chosen set offers stays in the form but is not played.
    controller.toggleVariant('quick-draw', true);
    jobs = [];
    await controller.run();
    expect(controller.state.problem).toBeNull();
    expect(jobs[0]!.switchedOn).toEqual({ 'stak-depth': { cards: 4 } });
    const four = controller.state.result!;
    expect(four.config.variants).toEqual({ 'stak-depth': { cards: 4 } });
    files.answers.push(() => ({ button: 'save', values: { name: 'four' } }));
    await controller.saveReport();
    const saved = parseSimReportFile(JSON.parse(files.files.get('simulations/four.sim.json')!.content));
    expect(saved.ok && saved.value.variants).toEqual({ 'stak-depth': { cards: 4 } });
    // The parameter plays: with the default depth the same seed plays other games.
    controller.setVariantParam('stak-depth', 'cards', 9);
    await controller.run();
    expect(jobs[0]!.switchedOn).toEqual({ 'stak-depth': { cards: 9 } });
    expect(controller.state.result!.summary).not.toEqual(four.summary);
    controller.toggleVariant('stak-depth', false);
    expect(controller.state.config!.variants).toEqual({ 'quick-draw': {} });
  });

  it('compares runs that differ only in a variant\'s parameter, naming the difference, and says why another game or table is not compared', async () => {
    const { controller } = simulation(1);
    controller.setGames(8);
    controller.toggleVariant('stak-depth', true, { cards: 9 });
    await controller.run();
    controller.setVariantParam('stak-depth', 'cards', 5);
    await controller.run();
    const { result, previous } = controller.state;
    expect(comparable(result!, previous)).toBe(true);
    expect(comparison(result!, previous!)).toEqual({ ok: true, variants: 'variants stak-depth (cards 9) then, stak-depth (cards 5) now' });
    await controller.run();
    expect(comparison(controller.state.result!, controller.state.previous!)).toEqual({ ok: true, variants: null });
    controller.setSeats(3);
    await controller.run();
    expect(comparison(controller.state.result!, controller.state.previous!)).toEqual({ ok: false, why: 'it had 2 seats, this one 3' });
    controller.setGame('four-souls');
    controller.setGames(1);
    await controller.run();
    expect(comparison(controller.state.result!, controller.state.previous!, (id) => (id === 'stak-bots' ? 'Stak Bots' : 'Four Souls'))).toEqual({ ok: false, why: 'it is of Stak Bots, this one of Four Souls' });
  });

  it('shows a saved report as the result, read without asking when given its path, its setup back in the form and the result before as the comparison', async () => {
    const { controller } = simulation(1);
    controller.setSeed('5');
    controller.setGames(16);
    controller.setBot(0, 'random');
    controller.toggleVariant('stak-depth', true, { cards: 6 });
    await controller.run();
    const saved = controller.state.result!;
    files.answers.push(() => ({ button: 'save', values: { name: 'depth six' } }));
    await controller.saveReport();
    // Another setup, and another run.
    controller.setSeed('6');
    controller.setBot(0, 'greedy');
    controller.toggleVariant('stak-depth', false);
    controller.setGames(10);
    await controller.run();
    const before = controller.state.result!;
    const asked = files.asked.length;
    await controller.viewReport('simulations/depth-six.sim.json');
    expect(files.asked.length).toBe(asked);
    const shown = controller.state.result!;
    expect(shown).toMatchObject({ from: 'simulations/depth-six.sim.json', saved: '2026-11-29T18:20:00.000Z', summary: saved.summary, sets: saved.sets, stopped: false });
    expect(controller.state.previous).toBe(before);
    expect(controller.state.reportKept).toBe(false);
    expect(controller.state.config).toEqual({ game: 'stak-bots', sets: ['stak-bots/starter'], bots: ['random', 'random'], games: 16, seed: '5', variants: { 'stak-depth': { cards: 6 } }, decks: {} });
    expect(controller.state.notRestored).toBeNull();
    expect(files.said.at(-1)).toEqual({ text: 'Showing simulations/depth-six.sim.json', kind: 'info' });
    // Run repeats it: the same figures, compared with the report shown.
    await controller.run();
    expect(controller.state.result!.summary).toEqual(saved.summary);
    expect(controller.state.previous).toBe(shown);
    // The command's way: the dialog, the path typed.
    files.answers.push(() => ({ button: 'open', values: { path: 'simulations/depth-six.sim.json' } }));
    await controller.viewReport();
    expect(files.asked.at(-1)).toMatchObject({ title: 'Open simulation report' });
    expect(controller.state.result!.from).toBe('simulations/depth-six.sim.json');
  });

  it('opens the dialog with the path and what was wrong only when a report given by its path cannot be read', async () => {
    const { controller } = simulation(1);
    controller.setGames(6);
    await controller.run();
    const result = controller.state.result;
    await controller.viewReport('simulations/missing.sim.json');
    expect(files.asked).toHaveLength(1);
    expect(files.asked[0]).toMatchObject({ title: 'Open simulation report', error: 'There is no file simulations/missing.sim.json in the workspace', fields: [{ value: 'simulations/missing.sim.json' }, {}] });
    // Cancelled: nothing changed.
    expect(controller.state.result).toBe(result);
    files.files.set('simulations/broken.sim.json', { content: '{"format": "cardwright-sim-report", "version": 2}', version: 'x' });
    await controller.openReport('simulations/broken.sim.json');
    expect(files.asked.at(-1)).toMatchObject({ title: 'Compare with a saved report', error: 'simulations/broken.sim.json is not a simulation report Cardwright can read', fields: [{ value: 'simulations/broken.sim.json' }, {}] });
    expect(files.asked.at(-1)!.problems!.length).toBeGreaterThan(0);
    // Compared with a report given by its path: no question, and it is kept for the runs after.
    files.answers.push(() => ({ button: 'save', values: { name: 'kept' } }));
    await controller.saveReport();
    const asked = files.asked.length;
    await controller.openReport('simulations/kept.sim.json');
    expect(files.asked.length).toBe(asked);
    expect(controller.state).toMatchObject({ reportKept: true, previous: { from: 'simulations/kept.sim.json' } });
    await controller.run();
    expect(controller.state.previous!.from).toBe('simulations/kept.sim.json');
  });

  it('puts back what of a report\'s setup the workspace still has, says what it no longer has, and does not compare it with another game', async () => {
    const { controller } = simulation(1);
    controller.setGames(6);
    controller.setSeed('3');
    await controller.run();
    files.answers.push(() => ({ button: 'save', values: { name: 'plain' } }));
    await controller.saveReport();
    const report = JSON.parse(files.files.get('simulations/plain.sim.json')!.content) as Record<string, unknown>;
    // A report of a version 1 Cardwright, of sets, a bot, a variant and a deck this workspace has not.
    const { saved: _saved, ...older } = report;
    files.files.set('simulations/elsewhere.sim.json', {
      content: JSON.stringify({ ...older, version: 1, sets: ['stak-bots/starter', 'stak-bots/gone'], bots: ['greedy', 'clever'], variants: ['stak-depth', 'far-away'], decks: { table: 'decks/stak-bots/lost.deck.json' } }),
      version: 'y',
    });
    controller.setGame('four-souls');
    controller.setGames(1);
    await controller.run();
    expect(controller.state.result!.config.game).toBe('four-souls');
    await controller.viewReport('simulations/elsewhere.sim.json');
    const shown = controller.state.result!;
    // The variant left with its defaults in version 1 is shown with them.
    expect(shown.config.variants).toEqual({ 'stak-depth': { cards: 9 }, 'far-away': {} });
    expect(shown.saved).toBeUndefined();
    expect(controller.state.config).toMatchObject({ game: 'stak-bots', sets: ['stak-bots/starter'], bots: ['greedy', 'random'], variants: { 'stak-depth': { cards: 9 } }, decks: {}, seed: '3', games: 6 });
    expect(controller.state.notRestored).toBe('Could not be put back in the setup (not here now): the set stak-bots/gone, the bot "clever" of p2, the variant far-away, the deck decks/stak-bots/lost.deck.json.');
    // The Four Souls result before is of another game: not the comparison.
    expect(controller.state.previous).toBeNull();
    expect(files.said.at(-1)).toEqual({ text: 'Showing simulations/elsewhere.sim.json; not compared with the result before: it is of Four Souls, this one of Stak Bots; not put back in the setup: the set stak-bots/gone, the bot "clever" of p2, the variant far-away, the deck decks/stak-bots/lost.deck.json', kind: 'error' });
    // The next run clears the note.
    await controller.run();
    expect(controller.state.notRestored).toBeNull();
  });

  it('puts a report\'s setup back once the games and sets are known, when opened before they are', async () => {
    const first = simulation(1);
    first.controller.setSeed('12');
    first.controller.setGames(5);
    first.controller.toggleVariant('stak-depth', true, { cards: 3 });
    await first.controller.run();
    files.answers.push(() => ({ button: 'save', values: { name: 'early' } }));
    await first.controller.saveReport();
    const content = files.files.get('simulations/early.sim.json')!;
    const { controller, sets } = simulation(1, inProcess(), false);
    files.files.set('simulations/early.sim.json', content);
    expect(sets.state.catalog).toBeNull();
    await controller.viewReport('simulations/early.sim.json');
    expect(controller.state.result!.from).toBe('simulations/early.sim.json');
    // Opening it asked for the catalog; once known, the report's setup is the form's.
    expect(sets.state.catalog).not.toBeNull();
    expect(controller.state.config).toMatchObject({ seed: '12', games: 5, variants: { 'stak-depth': { cards: 3 } } });
    expect(files.asked).toEqual([]);
    // While the workspace's sets compile, it waits for them.
    controller.setSeed('99');
    sets.store.update((s) => ({ ...s, setsCompiling: true }));
    await controller.viewReport('simulations/early.sim.json');
    expect(controller.state.config!.seed).toBe('99');
    sets.store.update((s) => ({ ...s, setsCompiling: false }));
    expect(controller.state.config!.seed).toBe('12');
  });

  it('says why a set cannot be played instead of running', async () => {
    const { controller, sets } = simulation(1);
    controller.setGames(5);
    controller.toggleSet('stak-bots/nowhere', true);
    await controller.run();
    expect(controller.state.problem).toBe('There is no set "stak-bots/nowhere"');
    // The catalog learning the set is gone drops it from the setup.
    sets.store.update((s) => ({ ...s }));
    expect(controller.state.config!.sets).toEqual(['stak-bots/starter']);
  });
});

// The simulation's controller over the table's real catalog and real workers run in process:
// its first setup, what it refuses, a run played whole (the same figures on one worker or
// three), a run stopped part way, and a set that cannot be played.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import type { SetFile } from '../../../engine/defs';
import { Store } from '../state/store';
import { TableEngine } from '../table/engine/table-engine';
import type { Catalog } from '../table/model';
import { comparable, defaultBots, SimulationController, type SimSets, type SimulationDeps } from './controller';
import type { DialogAnswer, DialogSpec } from '../app/types';
import { parseSimReportFile } from '../../../engine/defs/sim-report-file';
import type { PartAnswer } from './model';
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
  };
}

/** A worker run in process, answering as Comlink would (a promise), with `gate` to hold a part. */
function inProcess(gate?: (from: number) => Promise<void>): () => SimWorkerHandle {
  return () => {
    const worker = new SimWorker();
    return {
      play: async (job, from, to): Promise<PartAnswer> => {
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
  const controller = new SimulationController({ sets, pool: new SimPool(start, workers), files: files.deps(), now: () => (clock += 250) });
  controller.start();
  return { controller, sets };
}

describe('the simulation controller', () => {
  it('sets up a first run once the catalog is known: Stak Bots, its first bundled set, greedy against random', () => {
    const { controller } = simulation(1, inProcess(), false);
    expect(controller.state.config).toBeNull();
    controller.shown();
    const config = controller.state.config!;
    expect(config).toMatchObject({ game: 'stak-bots', sets: ['stak-bots/starter'], bots: ['greedy', 'random'], games: 1000, variants: [] });
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
    expect(parsed.ok && parsed.value).toMatchObject({ format: 'cardwright-sim-report', version: 1, game: 'stak-bots', seed: '5', games: 20, summary: first.summary });
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

// Starting a table from a scenario file (docs/scenarios.md): its game, sets, variants, options,
// seats and seed, its arrangement and layout (`given`, which becomes the Match's origin), and its
// steps, played as the table's first actions so that they can be undone, branched from and
// saved like any others.
//
// API:
//   tableOfScenario(document, sets, modules)
//     -> { ok: true, setup, game, match, result } | { ok: false, problems }
//   `document` is the parsed YAML; `sets` the set files it may name; `result` is the runner's
//   (its failures say where the steps stop if one could not be played: the table stops there too).
import type { Action, GameModule } from '../core/context';
import { loadGame, type Game } from '../core/engine';
import { Match } from '../core/match';
import type { FileProblem, SetFile, TableStart } from '../defs';
import { parseScenario, runScenario, scenarioDecks, type ScenarioResult } from '../scenario';
import { configOfTable, originOf, TABLE_SNAPSHOT_EVERY, type TableSetup } from './table';

export type ScenarioTable = { ok: true; setup: TableSetup; game: Game; match: Match; result: ScenarioResult } | { ok: false; problems: FileProblem[] };

export function tableOfScenario(document: unknown, sets: readonly SetFile[], modules: Readonly<Record<string, GameModule>>): ScenarioTable {
  const parsed = parseScenario(document);
  if (!parsed.ok) return { ok: false, problems: parsed.problems.map((p) => ({ path: p.path, message: p.message })) };
  const sc = parsed.value;
  const module = Object.prototype.hasOwnProperty.call(modules, sc.game) ? modules[sc.game] : undefined;
  if (!module) return { ok: false, problems: [{ path: 'game', message: `no game "${sc.game}" (games: ${Object.keys(modules).join(', ')})` }] };
  const problems: FileProblem[] = [];
  const found = sc.sets.flatMap((id, i) => {
    const set = sets.find((s) => `${s.game}/${s.set}` === id);
    if (!set) problems.push({ path: `sets[${i}]`, message: `no set "${id}"` });
    return set ? [set] : [];
  });
  if (problems.length > 0) return { ok: false, problems };
  // The same definitions in the same order as the runner loads them, so both deal the same game.
  const game = loadGame(
    module,
    found.flatMap((s) => s.cards),
    found.flatMap((s) => s.variants),
  );
  // Decks the seats bring are dealt as a table's decks are.
  const brought = sc.decks ? scenarioDecks(sc, sets, module) : null;
  if (brought && brought.problems.length > 0) return { ok: false, problems: brought.problems.map((p) => ({ path: p.path, message: p.message })) };
  const decks = brought ? { seatCards: brought.seatCards, seatElite: brought.seatElite } : null;
  // Seats as the game names them when the scenario gives only their number.
  const created = game.create({ ...(decks ?? {}), seed: sc.seed, seats: typeof sc.seats === 'number' ? sc.seats : sc.seats.map((s) => ({ ...(s.id ? { id: s.id } : {}), ...(s.name ? { name: s.name } : {}) })) });
  if (!created.ok) return { ok: false, problems: [{ path: 'seats', message: `the game could not be set up: ${created.error.message}` }] };
  const start: TableStart = { ...(sc.arrange ? { arrange: sc.arrange } : {}), ...(sc.given ? { given: sc.given as Record<string, unknown> } : {}), ...(sc.dice.length > 0 ? { dice: sc.dice } : {}) };
  const setup: TableSetup = {
    game: sc.game,
    sets: found.map((s) => ({ id: `${s.game}/${s.set}`, origin: 'workspace', cards: s.cards, variants: s.variants })),
    variants: sc.variants ?? {},
    options: sc.options ?? {},
    seats: created.state.seats.map((s) => ({ id: s.id, name: s.name, bot: null })),
    seed: sc.seed,
    ...(sc.autoPass === false ? { autoPass: false } : {}),
    ...(Object.keys(start).length > 0 ? { start } : {}),
    ...(decks ? { decks } : {}),
  };
  const began = originOf(game, setup);
  if (!began.ok) return began;
  const made = Match.create(game, configOfTable(setup), { snapshotEvery: TABLE_SNAPSHOT_EVERY, ...(began.origin ? { origin: began.origin } : {}) });
  if (!made.ok) return { ok: false, problems: [{ path: '(scenario)', message: made.error.message }] };
  const result = runScenario(document, sets, modules);
  const match = made.match;
  for (const action of result.actions as Action[]) if (!match.apply(action).ok) break;
  return { ok: true, setup, game, match, result };
}

// `cardwright record <table.json> [-o <file.scenario.yaml>] [--from N] [--name TEXT] [--force]`:
// a saved table's line of play (the line it shows, up to where it stands) as a scenario that
// `cardwright test` runs, with expectations captured from the table. From the setup by default;
// `--from N` lays the scenario out as the table stood after N actions. The scenario is run once
// at once, and what it says is printed; without -o the YAML goes to standard output.
import { stat } from 'node:fs/promises';
import { stringify } from 'yaml';
import { jsonSyntaxError } from '../../card-dsl/decompile/json-syntax';
import { tableDeckLists, type DealtSet } from '../../engine/decks';
import type { SetFile, TableSet } from '../../engine/defs';
import { runScenario, scenarioGames } from '../../engine/scenario';
import { recordScenario, type ScenarioDocument } from '../../engine/table/record';
import { loadTable, type SetResolver } from '../../engine/table/table';
import { CliFileError, readText, writeText } from '../files';
import { flag, parseOptions, single, UsageError, wholeNumber } from '../options';
import { loadSetsFrom, setFolders } from '../sets';
import { command } from './command';
import { SCENARIO_SUFFIX } from './test';

/** A saved table holds its workspace sets' definitions; larger than this is refused rather than read. */
const MAX_TABLE_BYTES = 64 * 1024 * 1024;

/** The scenario as YAML, its notes as comments at the top. */
export function scenarioYaml(document: ScenarioDocument, notes: readonly string[]): string {
  const head = ['# Recorded at the table. The expectations were captured from the table as it stood: keep the ones that matter.', ...notes.map((n) => `# Note: ${n}.`)];
  return `${head.join('\n')}\n${stringify(document, { lineWidth: 0 })}`;
}

/** The sets a loaded table played with, as the deck lists draw on them (each resolved already by loadTable). */
function dealtSets(sets: readonly TableSet[], resolve: SetResolver): DealtSet[] {
  return sets.flatMap((set) => {
    const found = set.cards ? { cards: set.cards, variants: set.variants ?? [] } : resolve(set);
    return typeof found === 'string' ? [] : [{ set: set.id.split('/')[1]!, name: set.id, cards: found.cards, variants: found.variants }];
  });
}

export const record = command('record', {
  summary: 'turn a saved table\'s line of play into a scenario (*.scenario.yaml) for cardwright test',
  usage: 'record <table.json> [-o <file.scenario.yaml>] [--from <actions>] [--name <text>] [--force]',
  run: async (args, io) => {
    const parsed = parseOptions(args, { output: { type: 'string', short: 'o' }, from: { type: 'string' }, name: { type: 'string' }, force: { type: 'boolean', short: 'f' } });
    if (parsed.positionals.length !== 1) throw new UsageError(parsed.positionals.length === 0 ? 'give the saved table (.json) to record from' : 'give one saved table at a time');
    const file = parsed.positionals[0]!;
    const output = single(parsed, 'output');
    if (output !== undefined && !output.endsWith(SCENARIO_SUFFIX)) throw new UsageError(`-o: a scenario file's name ends in ${SCENARIO_SUFFIX}, so that cardwright test finds it`);
    const fromText = single(parsed, 'from');
    const from = fromText === undefined ? 0 : wholeNumber(fromText, '--from', 0, 10_000_000);
    if (output !== undefined && !flag(parsed, 'force') && (await stat(output).catch(() => null))) {
      io.err(`cardwright record: ${output} exists; add --force to replace it`);
      return 1;
    }
    let text: string;
    try {
      text = await readText(file, file, MAX_TABLE_BYTES);
    } catch (error) {
      if (!(error instanceof CliFileError)) throw error;
      io.err(error.message);
      return 1;
    }
    const syntax = jsonSyntaxError(text);
    if (syntax) {
      io.err(`${file}:${syntax.line}:${syntax.column}: not JSON: ${syntax.message}`);
      return 1;
    }
    const raw = JSON.parse(text) as unknown;
    // Sets the file names without their cards are found where `cardwright test` finds a scenario's.
    const places = setFolders(file);
    const loaded = await loadSetsFrom(places.map((p) => p.folder));
    const resolve: SetResolver = (set) => {
      const found = loaded.sets.find((s: SetFile) => `${s.game}/${s.set}` === set.id);
      if (found) return found;
      const problems = loaded.problems.get(set.id);
      return problems ? `set ${set.id} cannot be loaded: ${problems.join('; ')}` : `no set ${set.id} (looked in ${places.map((p) => p.what).join(', ')})`;
    };
    const table = loadTable(raw, scenarioGames, resolve);
    if (!table.ok) {
      for (const p of table.problems) io.err(`${file}: ${p.path}: ${p.message}`);
      io.err(`cardwright record: ${file} is not a table Cardwright can load; nothing written`);
      return 1;
    }
    for (const w of table.warnings) io.err(`${file}: ${w.path}: ${w.message}`);
    const t = table.file;
    // A table dealt from saved decks gives the scenario their lists, so it deals the same cards.
    const lists = t.decks ? tableDeckLists(scenarioGames[t.game]!.vocabulary, dealtSets(t.sets, resolve), t.variants, t.seats.length, t.decks) : null;
    if (lists && !lists.ok) {
      io.err(`cardwright record: ${lists.message}; nothing written`);
      return 1;
    }
    const dealtLists = lists?.ok ? { dealtLists: { ...(lists.deck ? { deck: lists.deck } : {}), ...(lists.decks ? { decks: lists.decks } : {}) } } : {};
    const recorded = recordScenario({
      setup: { game: t.game, sets: t.sets.map((s) => s.id), variants: t.variants, options: t.options, seats: t.seats, seed: t.seed, ...(t.autoPass === false ? { autoPass: false } : {}), ...dealtLists },
      match: table.match,
      name: single(parsed, 'name') ?? `Recorded at the table: ${t.game}, seed ${t.seed}`,
      from,
    });
    if (!recorded.ok) {
      io.err(`cardwright record: ${recorded.message}; nothing written`);
      return 1;
    }
    const yaml = scenarioYaml(recorded.document, recorded.notes);
    if (output === undefined) io.out(yaml.trimEnd());
    else {
      try {
        await writeText(output, yaml, output);
      } catch (error) {
        if (!(error instanceof CliFileError)) throw error;
        io.err(error.message);
        return 1;
      }
    }
    // Run once, so the designer knows at once whether it plays as the table did.
    const result = runScenario(recorded.document, loaded.sets, scenarioGames);
    const say = output === undefined ? io.err : io.out;
    const what = `${recorded.document.steps.length} steps and ${Object.keys(recorded.document.expect).length} expectations`;
    if (result.ok) say(`${output ? `Wrote ${output}: ` : ''}${what}; it runs as the table played`);
    else {
      say(`${output ? `Wrote ${output}: ` : ''}${what}; it does not run as the table played:`);
      for (const f of result.failures) say(`  ${f.message}`);
    }
    for (const note of recorded.notes) say(`note: ${note}`);
    return result.ok ? 0 : 1;
  },
});

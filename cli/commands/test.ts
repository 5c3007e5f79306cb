// `cardwright test [paths...]`: runs scenario files (`*.scenario.yaml`) and reports each as
// ok or FAIL with its failures located by line. Reading files and YAML happens here; the
// runner (engine/scenario) is pure. A file that cannot be read or parsed (not a regular file,
// too large, not UTF-8, an alias bomb) fails on its own and the run goes on.
import { resolve } from 'node:path';
import { isNode, LineCounter, parseDocument, visit } from 'yaml';
import type { GameModule } from '../../engine/core/context';
import type { SetFile } from '../../engine/defs';
import { runScenario, scenarioGames, type DocPath, type ScenarioFailure, type ScenarioResult } from '../../engine/scenario';
import { CliFileError, fileProblem, readText } from '../files';
import { flag, parseOptions } from '../options';
import { findFiles, relativeTo, type Found } from '../paths';
import { bundledSetsFolder, loadSetsFrom, setsFolderOf, type LoadedSets } from '../sets';
import { command } from './command';

export const SCENARIO_SUFFIX = '.scenario.yaml';

/** A scenario file larger than this is refused rather than read. */
const MAX_SCENARIO_BYTES = 4 * 1024 * 1024;

/**
 * Aliases a scenario may use (`*name`); more, or aliases that would expand to more copies
 * than this (an alias bomb: a few lines that unfold into billions of nodes), are refused.
 */
export const MAX_SCENARIO_ALIASES = 100;

/** Scenario files under the given files and folders, sorted; a missing path is reported. */
export function findScenarioFiles(paths: string[]): Promise<Found> {
  return findFiles(paths, SCENARIO_SUFFIX);
}

/** One scenario file's outcome, with each failure's line in the file where it is known. */
export type FileResult = ScenarioResult & { file: string; lines: (number | null)[] };

/** The line of the deepest node on `at` that exists in the document. */
function lineOf(doc: ReturnType<typeof parseDocument>, counter: LineCounter, at: DocPath): number | null {
  for (let n = at.length; n >= 0; n -= 1) {
    const node = n === 0 ? doc.contents : doc.getIn(at.slice(0, n), true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
  }
  return null;
}

function failedFile(file: string, name: string, failures: Omit<ScenarioFailure, 'kind' | 'step' | 'expected' | 'actual'>[], lines: (number | null)[]): FileResult {
  return {
    file,
    name,
    rules: [],
    ok: false,
    failures: failures.map((f) => ({ kind: 'scenario', step: null, expected: null, actual: null, ...f })),
    steps: 0,
    stepsRun: 0,
    hash: null,
    trace: [],
    actions: [],
    lines,
  };
}

/** Reads, parses and runs one scenario file against the sets (problems of broken sets it needs fail it). */
export async function runScenarioFile(file: string, loaded: LoadedSets, games: Readonly<Record<string, GameModule>> = scenarioGames, shownFrom = process.cwd()): Promise<FileResult> {
  const shown = relativeTo(shownFrom, file);
  let text: string;
  try {
    text = await readText(file, shown, MAX_SCENARIO_BYTES);
  } catch (error) {
    const why = error instanceof CliFileError ? error.why : fileProblem(error, shown).slice(shown.length + 2);
    return failedFile(shown, shown, [{ path: '(file)', message: `cannot read the file: ${why}`, at: [] }], [error instanceof CliFileError ? error.line : null]);
  }
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const lines = doc.errors.map((e) => counter.linePos(e.pos[0]).line);
    const failures = doc.errors.map((e) => ({ path: '(yaml)', message: `not valid YAML (column ${counter.linePos(e.pos[0]).col}): ${e.message.split('\n')[0]}`, at: [] }));
    return failedFile(shown, shown, failures, lines);
  }
  const aliases: number[] = [];
  visit(doc, {
    Alias: (_key, node) => {
      aliases.push(node.range ? node.range[0] : 0);
    },
  });
  const aliasProblem = (at: number, message: string) => failedFile(shown, shown, [{ path: '(yaml)', message: `${message} (column ${counter.linePos(at).col})`, at: [] }], [counter.linePos(at).line]);
  if (aliases.length > MAX_SCENARIO_ALIASES) {
    return aliasProblem(aliases[MAX_SCENARIO_ALIASES]!, `more than ${MAX_SCENARIO_ALIASES} aliases (*name); a scenario may use at most ${MAX_SCENARIO_ALIASES}`);
  }
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: MAX_SCENARIO_ALIASES });
  } catch (error) {
    // The yaml library counts every copy an alias makes, nested ones included: a few aliases
    // of aliases can still unfold into billions of nodes.
    const message = error instanceof Error ? error.message : String(error);
    return aliasProblem(aliases[0] ?? 0, /alias count/i.test(message) ? `its aliases would unfold into more than ${MAX_SCENARIO_ALIASES} copies (an alias bomb); refused` : `cannot be read: ${message.split('\n')[0]}`);
  }
  const wanted = typeof raw === 'object' && raw !== null && Array.isArray((raw as { sets?: unknown }).sets) ? ((raw as { sets: unknown[] }).sets.filter((s) => typeof s === 'string') as string[]) : [];
  const broken = wanted.flatMap((id, i) => (loaded.problems.get(id) ?? []).map((problem) => ({ path: `sets[${i}]`, message: `set ${id} cannot be loaded: ${problem}`, at: ['sets', i] as DocPath })));
  const name = typeof (raw as { name?: unknown })?.name === 'string' ? String((raw as { name: string }).name) : shown;
  if (broken.length > 0) return failedFile(shown, name, broken, broken.map((b) => lineOf(doc, counter, b.at)));
  const result = runScenario(raw, loaded.sets as SetFile[], games);
  return { ...result, file: shown, lines: result.failures.map((f) => lineOf(doc, counter, f.at)) };
}

/** The report of one scenario: `ok   name`, or `FAIL name` and its failures indented. */
export function reportLines(result: FileResult): string[] {
  if (result.ok) return [`ok   ${result.name}`];
  const out = [`FAIL ${result.name}`];
  result.failures.forEach((f, i) => {
    const line = result.lines[i];
    const where = `${result.file}${line ? `:${line}` : ''}`;
    if (f.kind === 'expectation') {
      out.push(`     ${where}  ${f.step === 'expect' ? 'expect' : `step ${f.step}`}: ${f.path}`);
    } else out.push(`     ${where}  ${f.message}`);
    if (f.expected !== null) out.push(`       expected: ${f.expected}`);
    if (f.actual !== null) out.push(`       actual:   ${f.actual}`);
    if (f.note) out.push(`       ${f.note}`);
  });
  return out;
}

export const test = command('test', {
  summary: 'run scenario files (*.scenario.yaml) in the given files and folders (default: sets/)',
  usage: 'test [--trace] [paths...]',
  run: async (args, io) => {
    // --trace: a failing scenario also prints its steps and the events each caused.
    const parsed = parseOptions(args, { trace: { type: 'boolean' } });
    const trace = flag(parsed, 'trace');
    const paths = parsed.positionals.length > 0 ? parsed.positionals : ['sets'];
    const { files, missing, problems } = await findScenarioFiles(paths);
    for (const path of missing) io.err(`cardwright test: no such file or folder: ${path}`);
    for (const problem of problems) io.err(problem);
    // A scenario reads the sets of the sets folder it lives in first, then the bundled ones.
    const bundled = bundledSetsFolder();
    const cache = new Map<string, LoadedSets>();
    const setsFor = async (file: string) => {
      const folders = [setsFolderOf(file), resolve('sets'), bundled].filter((f): f is string => f !== null);
      const key = folders.join('\n');
      if (!cache.has(key)) cache.set(key, await loadSetsFrom(folders));
      return cache.get(key)!;
    };
    let passed = 0;
    let failed = 0;
    for (const [index, file] of files.entries()) {
      io.progress(`[${index + 1}/${files.length}] ${relativeTo(process.cwd(), file)}`);
      let result: FileResult;
      const shown = relativeTo(process.cwd(), file);
      try {
        result = await runScenarioFile(file, await setsFor(file));
      } catch (error) {
        // Whatever went wrong with one file, the others still run.
        const message = error instanceof Error ? error.message : String(error);
        result = failedFile(shown, shown, [{ path: '(file)', message: `could not be run: ${message.split('\n')[0]}`, at: [] }], [null]);
      }
      io.progress('');
      for (const line of reportLines(result)) io.out(line);
      if (trace && !result.ok) for (const line of result.trace ?? []) io.out(`       | ${line}`);
      if (result.ok) passed += 1;
      else failed += 1;
    }
    const searched = paths.filter((p) => !missing.includes(p));
    if (files.length === 0 && searched.length > 0) io.err(`cardwright test: no ${SCENARIO_SUFFIX} files in ${searched.join(', ')}`);
    io.out(`${passed} passed, ${failed} failed`);
    return failed > 0 || files.length === 0 || missing.length > 0 || problems.length > 0 ? 1 : 0;
  },
});

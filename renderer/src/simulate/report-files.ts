// Simulation reports in the workspace (`simulations/<name>.sim.json`, engine/defs/sim-report-file.ts):
// a result as a file and back, the questions asked to save and open one, and reading one.
import { SAVED_FILES } from '../../../electron/shared/saved-files';
import { chooseFile, fileQuestion, nameQuestion, writeNamed, type Ask, type FileHost, type Opened } from '../table/table-files';
import { formatSimReportFile, parseSimReportFile, SIM_REPORT_FORMAT, SIM_REPORT_SUFFIX, SIM_REPORT_VERSION, type SimReportFile } from '../../../engine/defs/sim-report-file';
import type { DialogSpec } from '../app/types';
import type { SimResult } from './controller';

export const SIMULATIONS_FOLDER = SAVED_FILES.simulation.folder;

/** What a report is opened for: shown as the result, or compared with. */
export type ReportPurpose = 'view' | 'compare';

/** The result as a report, saved at `saved` (ISO 8601). */
export function reportOf(result: SimResult, saved: string): SimReportFile {
  const { config } = result;
  return {
    format: SIM_REPORT_FORMAT,
    version: SIM_REPORT_VERSION,
    game: config.game,
    sets: result.sets,
    bots: config.bots,
    seed: config.seed,
    games: config.games,
    variants: config.variants,
    decks: Object.fromEntries(Object.entries(config.decks).map(([place, pick]) => [place, pick.path])),
    stopped: result.stopped,
    seconds: result.seconds,
    workers: result.workers,
    summary: result.summary,
    saved,
  };
}

/** A saved report as a result, to show or to compare a run with; `from` is where it was read. */
export function resultOf(file: SimReportFile, from: string): SimResult {
  return {
    ...(file.saved ? { saved: file.saved } : {}),
    config: { game: file.game, sets: file.sets, bots: file.bots, games: file.games, seed: file.seed, variants: file.variants, decks: Object.fromEntries(Object.entries(file.decks).map(([place, path]) => [place, { path, playAnyway: true }])) },
    summary: file.summary,
    sets: file.sets,
    stopped: file.stopped,
    seconds: file.seconds,
    workers: file.workers,
    from,
  };
}

export function saveReportQuestion(name: string, error?: string): DialogSpec {
  return nameQuestion(
    {
      title: 'Save simulation report',
      message: `The run is saved in the workspace as ${SIMULATIONS_FOLDER}/<name>${SIM_REPORT_SUFFIX}: what was played and every figure shown, to compare a later run with.`,
      placeholder: 'before-the-change',
      button: { id: 'save', label: 'Save' },
    },
    name,
    error,
  );
}

/**
 * Saves `report` in the workspace under a name asked for (`name` offered first), asking before
 * replacing a file; the path written, or null when the user gave up.
 */
export async function saveReport(host: FileHost, ask: Ask, report: SimReportFile, name: string): Promise<string | null> {
  const written = await writeNamed(
    host,
    ask,
    {
      question: saveReportQuestion,
      button: 'save',
      what: 'report',
      verb: 'saved',
      path: (slug) => `${SIMULATIONS_FOLDER}/${slug}${SIM_REPORT_SUFFIX}`,
      content: async () => ({ ok: true, value: formatSimReportFile(report) }),
    },
    name,
  );
  return written?.ok ? written.path : null;
}

export function openReportQuestion(purpose: ReportPurpose, path: string, error?: string, problems?: readonly { path: string; message: string }[]): DialogSpec {
  return fileQuestion(
    {
      title: purpose === 'view' ? 'Open simulation report' : 'Compare with a saved report',
      message:
        purpose === 'view'
          ? `A saved simulation report (${SIM_REPORT_SUFFIX}) from the workspace, by its path, or a file chosen from disk. It is shown as the result, its setup put back in the form so Run plays it again.`
          : `A saved simulation report (${SIM_REPORT_SUFFIX}) from the workspace, by its path, or a file chosen from disk. The last result is compared with it.`,
      label: 'Report in the workspace',
      placeholder: `${SIMULATIONS_FOLDER}/before-the-change${SIM_REPORT_SUFFIX}`,
      accept: '.json,application/json',
      button: { id: 'open', label: purpose === 'view' ? 'Open' : 'Compare' },
    },
    path,
    error,
    problems,
  );
}

/** A report's text, parsed and checked; `name` says where it came from in what is wrong. */
async function parseReport(text: string, name: string): Promise<Opened<SimReportFile>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (thrown) {
    return { ok: false, message: `${name} is not JSON: ${thrown instanceof Error ? thrown.message : String(thrown)}` };
  }
  const parsed = parseSimReportFile(raw);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message: `${name} is not a simulation report Cardwright can read`, problems: parsed.problems };
}

/**
 * A saved report and where it was read: from `path` without asking when it is given and can be
 * read, else from what the user names or chooses in the dialog (which opens with the path and
 * what was wrong with it); null when the dialog is cancelled.
 */
export async function readReport(host: FileHost, ask: Ask, purpose: ReportPurpose, path?: string): Promise<{ file: SimReportFile; name: string } | null> {
  const done = await chooseFile(host, ask, {
    path,
    start: `${SIMULATIONS_FOLDER}/`,
    question: (asked, error, problems) => openReportQuestion(purpose, asked, error, problems),
    button: 'open',
    what: 'a report',
    open: (chosen) => parseReport(chosen.text, chosen.name),
  });
  return done ? { file: done.value, name: done.chosen.name } : null;
}

// Simulation reports in the workspace (`simulations/<name>.sim.json`, engine/defs/sim-report-file.ts):
// a result as a file and back, and the questions asked to save and open one.
import { FILE_FIELD, NAME_FIELD, PATH_FIELD } from '../table/table-files';
import { SIM_REPORT_FORMAT, SIM_REPORT_SUFFIX, SIM_REPORT_VERSION, type SimReportFile } from '../../../engine/defs/sim-report-file';
import type { DialogSpec } from '../app/types';
import type { SimResult } from './controller';

export const SIMULATIONS_FOLDER = 'simulations';

export function reportOf(result: SimResult): SimReportFile {
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
  };
}

/** A saved report as a result, to compare a run with; `from` is where it was read. */
export function resultOf(file: SimReportFile, from: string): SimResult {
  return {
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
  return {
    title: 'Save simulation report',
    message: `The run is saved in the workspace as ${SIMULATIONS_FOLDER}/<name>${SIM_REPORT_SUFFIX}: what was played and every figure shown, to compare a later run with.`,
    fields: [{ id: NAME_FIELD, label: 'Name', value: name, placeholder: 'before-the-change' }],
    buttons: [
      { id: 'save', label: 'Save', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
    ...(error ? { error } : {}),
  };
}

export function openReportQuestion(path: string, error?: string, problems?: { path: string; message: string }[]): DialogSpec {
  return {
    title: 'Compare with a saved report',
    message: `A saved simulation report (${SIM_REPORT_SUFFIX}) from the workspace, by its path, or a file chosen from disk. The last result is compared with it.`,
    fields: [
      { id: PATH_FIELD, label: 'Report in the workspace', value: path, placeholder: `${SIMULATIONS_FOLDER}/before-the-change${SIM_REPORT_SUFFIX}` },
      { id: FILE_FIELD, label: 'Or choose a file', type: 'file', accept: '.json,application/json', value: '' },
    ],
    buttons: [
      { id: 'open', label: 'Compare', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
    ...(error ? { error } : {}),
    ...(problems && problems.length > 0 ? { problems } : {}),
  };
}

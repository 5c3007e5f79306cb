// The table's files in the workspace: saved tables (`tables/<name>.table.json`), replays
// (`replays/<name>.replay.json`) and recorded scenarios (`<set folder>/<name>.scenario.yaml`,
// where `cardwright test` finds them). The worker writes their text; this part asks the user for
// names and places, and writes through the host (atomic writes; a name taken asks before
// replacing).
import { SAVED_FILES } from '../../../electron/shared/saved-files';
import type { HostApi, HostError } from '../../../electron/shared/contract';
import type { DialogAnswer, DialogSpec } from '../app/types';
import { describeHostError } from '../host/errors';

export type FileHost = Pick<HostApi, 'readFile' | 'writeFile' | 'createFile'>;
export type Ask = (spec: DialogSpec) => Promise<DialogAnswer>;

export const TABLES_FOLDER = SAVED_FILES.table.folder;
export const REPLAYS_FOLDER = SAVED_FILES.replay.folder;

/** A file name from what the user typed: lower case words joined by dashes. */
export function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'table'
  );
}

export type Written = { ok: true; path: string; version: string } | { ok: false; message: string } | { ok: false; cancelled: true };

/**
 * Writes `content` to `path`: a new file is created; an existing one is replaced only when it is
 * the file this table was saved to (`ownVersion`) or the user says so.
 */
export async function writeNew(host: FileHost, ask: Ask, path: string, content: string, ownVersion: string | null, what: string): Promise<Written> {
  if (ownVersion !== null) {
    const written = await host.writeFile({ path, content, baseVersion: ownVersion });
    if (written.ok) return { ok: true, path, version: written.value.version };
    if (written.error.code !== 'conflict' && written.error.code !== 'not-found') return { ok: false, message: hostWords(written.error) };
  }
  const created = await host.createFile({ path, content });
  if (created.ok) return { ok: true, path, version: created.value.version };
  if (created.error.code !== 'already-exists' && created.error.code !== 'conflict') return { ok: false, message: hostWords(created.error) };
  const answer = await ask({
    title: `Replace ${path}?`,
    message: `The workspace has a file ${path} already. Replace it with this ${what}?`,
    buttons: [
      { id: 'replace', label: 'Replace', kind: 'danger' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
  });
  if (answer.button !== 'replace') return { ok: false, cancelled: true };
  const written = await host.writeFile({ path, content, baseVersion: null });
  return written.ok ? { ok: true, path, version: written.value.version } : { ok: false, message: hostWords(written.error) };
}

function hostWords(error: HostError): string {
  return describeHostError(error);
}

/**
 * Writes a new file under a name asked for (`name` offered first): an empty name asks again, a
 * name taken asks before replacing it, a write that fails asks again with why. `content` is made
 * once a name is given; a content that cannot be made ends it. The path written, or null when the
 * user gave up, or the content's failure.
 */
export async function writeNamed(
  host: FileHost,
  ask: Ask,
  how: {
    question: (name: string, error?: string) => DialogSpec;
    /** The question's button that writes. */
    button: string;
    /** The file, in "Give the replay a name" and "the replay could not be written". */
    what: string;
    /** What failed writes say ("written", "saved"). */
    verb: string;
    path: (slug: string) => string;
    content: () => Promise<{ ok: true; value: string } | { ok: false; message: string }>;
  },
  name: string,
): Promise<{ ok: true; path: string } | { ok: false; message: string } | null> {
  let error: string | undefined;
  for (;;) {
    const answer = await ask(how.question(name, error));
    if (answer.button !== how.button) return null;
    name = (answer.values[NAME_FIELD] ?? '').trim();
    if (name === '') {
      error = `Give the ${how.what} a name`;
      continue;
    }
    const content = await how.content();
    if (!content.ok) return content;
    const written = await writeNew(host, ask, how.path(fileSlug(name)), content.value, null, how.what);
    if (written.ok) return { ok: true, path: written.path };
    if ('cancelled' in written) continue;
    error = `The ${how.what} could not be ${how.verb}: ${written.message}`;
  }
}

/** A file a question answered with: chosen on disk (`version` null), or named by its path in the workspace. */
export type Chosen = { text: string; name: string; path: string; version: string | null };

/** The file a question's answer names: the one chosen on disk, or else the workspace file at `path`. */
async function readChosen(host: FileHost, values: Record<string, string>, path: string, what: string): Promise<Chosen | { error: string }> {
  const picked = values[FILE_FIELD] ?? '';
  const pickedName = values[`${FILE_FIELD}:name`] ?? '';
  if (picked !== '' && pickedName !== '') return { text: picked, name: pickedName, path, version: null };
  if (path === '' || path.endsWith('/')) return { error: `Name ${what}, or choose one` };
  const read = await host.readFile({ path });
  if (!read.ok) return { error: read.error.code === 'not-found' ? `There is no file ${path} in the workspace` : read.error.message };
  return { text: read.value.content, name: path, path, version: read.value.version };
}

export type Opened<T> = { ok: true; value: T } | { ok: false; message: string; problems?: readonly { path: string; message: string }[] };

/**
 * A file opened from a question (a saved table, a replay, a scenario, a simulation report): the
 * workspace file at `path` at once when given, else the question asked (`start` offered). A file
 * that cannot be read, or that `open` cannot make sense of, asks (again) with why, its problems
 * located and the path filled in, until one opens (its value and where it came from) or the user
 * cancels (null).
 */
export async function chooseFile<T>(
  host: FileHost,
  ask: Ask,
  how: {
    path?: string | undefined;
    start: string;
    question: (path: string, error?: string, problems?: readonly { path: string; message: string }[]) => DialogSpec;
    /** The question's button that opens. */
    button: string;
    /** The file, in "Name a table file, or choose one". */
    what: string;
    open: (chosen: Chosen) => Promise<Opened<T>>;
  },
): Promise<{ value: T; chosen: Chosen } | null> {
  let path = how.path?.trim() ?? how.start;
  let values: Record<string, string> | null = how.path === undefined ? null : { [PATH_FIELD]: path };
  let error: string | undefined;
  let problems: readonly { path: string; message: string }[] | undefined;
  for (;;) {
    if (values === null) {
      const answer = await ask(how.question(path, error, problems));
      if (answer.button !== how.button) return null;
      values = answer.values;
      path = (values[PATH_FIELD] ?? '').trim();
    }
    problems = undefined;
    const chosen = await readChosen(host, values, path, how.what);
    values = null;
    if ('error' in chosen) {
      error = chosen.error;
      continue;
    }
    const opened = await how.open(chosen);
    if (opened.ok) return { value: opened.value, chosen };
    error = opened.message;
    problems = opened.problems;
  }
}

export const NAME_FIELD = 'name';
export const PATH_FIELD = 'path';
export const FILE_FIELD = 'file';
export const FOLDER_FIELD = 'folder';
export const FROM_FIELD = 'from';

type Problems = readonly { path: string; message: string }[];

/** A question that names a file to write: its name, with one button that writes it. */
export function nameQuestion(how: { title: string; message: string; placeholder?: string; button: { id: string; label: string } }, name: string, error?: string): DialogSpec {
  return {
    title: how.title,
    message: how.message,
    fields: [{ id: NAME_FIELD, label: 'Name', value: name, ...(how.placeholder ? { placeholder: how.placeholder } : {}) }],
    buttons: [
      { ...how.button, kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
    ...(error ? { error } : {}),
  };
}

/** A question that names a file to read: a path in the workspace, or a file chosen from disk. */
export function fileQuestion(
  how: { title: string; message: string; label: string; placeholder: string; accept: string; button: { id: string; label: string } },
  path: string,
  error?: string,
  problems?: Problems,
): DialogSpec {
  return {
    title: how.title,
    message: how.message,
    fields: [
      { id: PATH_FIELD, label: how.label, value: path, placeholder: how.placeholder },
      { id: FILE_FIELD, label: 'Or choose a file', type: 'file', accept: how.accept, value: '' },
    ],
    buttons: [
      { ...how.button, kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
    ...(error ? { error } : {}),
    ...(problems && problems.length > 0 ? { problems: [...problems] } : {}),
  };
}

const JSON_FILES = '.json,application/json';

export function saveQuestion(name: string, error?: string): DialogSpec {
  return nameQuestion(
    {
      title: 'Save table',
      message: `The table is saved in the workspace as ${TABLES_FOLDER}/<name>.table.json: its setup, every line of play (god steps and reloaded cards included) and where it stands.`,
      placeholder: 'first-test',
      button: { id: 'save', label: 'Save' },
    },
    name,
    error,
  );
}

export function scenarioQuestion(path: string, error?: string, problems?: Problems): DialogSpec {
  return fileQuestion(
    {
      title: 'Start from a scenario',
      message: 'A scenario (*.scenario.yaml) sets the table up: its game, sets, seats and seed, its layout if it has one, and its steps played as the first actions, which you can undo and play differently. Every seat is yours.',
      label: 'Scenario in the workspace',
      placeholder: 'sets/stak-bots/starter/scenarios/card-bolt-pup.scenario.yaml',
      accept: '.yaml,.yml',
      button: { id: 'start', label: 'Start' },
    },
    path,
    error,
    problems,
  );
}

export function replayQuestion(name: string, error?: string): DialogSpec {
  return nameQuestion(
    {
      title: 'Export replay',
      message: `The line being played, up to where it stands, as ${REPLAYS_FOLDER}/<name>.replay.json: the seed, the sets as played, the variants and every action with the state hash after it. \`npx cardwright replay FILE\` plays it again and checks every hash.`,
      button: { id: 'export', label: 'Export' },
    },
    name,
    error,
  );
}

export function loadQuestion(path: string, error?: string, problems?: Problems): DialogSpec {
  return fileQuestion(
    {
      title: 'Load table',
      message: 'A saved table (.table.json) from the workspace, by its path, or a file chosen from disk.',
      label: 'Table file in the workspace',
      placeholder: `${TABLES_FOLDER}/first-test.table.json`,
      accept: JSON_FILES,
      button: { id: 'load', label: 'Load' },
    },
    path,
    error,
    problems,
  );
}

export function openReplayQuestion(path: string, error?: string, problems?: Problems): DialogSpec {
  return fileQuestion(
    {
      title: 'Open replay',
      message: 'A replay (.replay.json) from the workspace, by its path, or a file chosen from disk. The table plays it again with the definitions it carries, every seat yours, and opens at the end of its line: jump back in the log to watch it from any point. Where it went astray, the table says so.',
      label: 'Replay file in the workspace',
      placeholder: `${REPLAYS_FOLDER}/first-test.replay.json`,
      accept: JSON_FILES,
      button: { id: 'open', label: 'Open' },
    },
    path,
    error,
    problems,
  );
}

export function recordQuestion(name: string, folder: string, from: number, position: number, error?: string): DialogSpec {
  return {
    title: 'Record a scenario',
    message: `The table’s setup and the actions played since become a scenario (*.scenario.yaml) that \`npx cardwright test\` runs; or, starting at a later action, the layout of the table there and the actions after it. Its expectations are taken from the table as it stands now (after action ${position}): trim them to what the scenario is about.`,
    fields: [
      { id: NAME_FIELD, label: 'Name', value: name, placeholder: 'bolt-pup-scraps-the-top-bot' },
      { id: FOLDER_FIELD, label: 'Folder (a set of the workspace)', value: folder, placeholder: 'sets/stak-bots/starter' },
      { id: FROM_FIELD, label: `Start after action (0: from the setup; up to ${position})`, value: String(from), hint: 'M at the table marks where recording starts' },
    ],
    buttons: [
      { id: 'record', label: 'Record', kind: 'primary' },
      { id: 'cancel', label: 'Cancel' },
    ],
    cancelId: 'cancel',
    ...(error ? { error } : {}),
  };
}

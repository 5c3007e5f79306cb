// The sandbox table's files: saving and loading tables, opening replays, starting from and
// recording scenarios. It asks the user for names and paths (the questions are in table-files.ts),
// reads and writes through the host, and leaves the engine, the bots and what is shown to the
// table controller, through the narrow side of it below.
import { SAVED_FILES } from '../../../electron/shared/saved-files';
import type { DialogSpec } from '../app/types';
import type { EngineApi, TableMessage, TableState } from './controller';
import type { Answer, TableStart as StartedTable } from './model';
import { chooseFile, writeNamed, type Chosen, FOLDER_FIELD, FROM_FIELD, NAME_FIELD, REPLAYS_FOLDER, TABLES_FOLDER, fileSlug, loadQuestion, openReplayQuestion, recordQuestion, replayQuestion, saveQuestion, scenarioQuestion, writeNew, type Ask, type FileHost } from './table-files';

/** What the table's files need of the table controller. */
export type TableFileSide = {
  /** The table's state now. */
  state(): TableState;
  patch(change: Partial<TableState>): void;
  /** Sends a request to the engine worker after those before it. */
  run<T>(work: (engine: EngineApi) => Promise<T>): Promise<T>;
  /** Starts the engine worker (and so the catalog) if it has not started. */
  ensureEngine(): void;
  stopBots(): void;
  /** Hands the workspace's changed sets to the engine, so a file opens on the sets as they are now. */
  refreshSets(): Promise<void>;
  /** A table the worker set up (started or loaded) becomes the one shown. */
  showStarted(started: StartedTable): void;
  /** A workspace is open (files are saved into it). */
  hasWorkspace(): boolean;
  /** The folders of the workspace's sets of a game, where a recorded scenario goes first. */
  setFolders(game: string): string[];
  /** Files of the workspace and questions to the user. */
  host: FileHost;
  ask: Ask;
};

export class TableFileActions {
  constructor(private readonly table: TableFileSide) {}

  /** Saves the table into the workspace (asking for a name the first time, or with `as`). */
  async saveTable(as: boolean): Promise<void> {
    const { snapshot, saved } = this.table.state();
    if (!snapshot || !this.table.hasWorkspace()) return;
    let path = as ? null : (saved?.path ?? null);
    let name = saved ? saved.path.replace(/^.*\//, '').replace(/\.table\.json$/, '') : `${snapshot.game}-${snapshot.seed}`;
    let error: string | undefined;
    for (;;) {
      if (path === null) {
        const answer = await this.table.ask(saveQuestion(name, error));
        if (answer.button !== 'save') return;
        name = (answer.values[NAME_FIELD] ?? '').trim();
        if (name === '') {
          error = 'Give the table a name';
          continue;
        }
        path = `${TABLES_FOLDER}/${fileSlug(name)}${SAVED_FILES.table.suffix}`;
      }
      const file = await this.table.run((engine) => engine.saveTable());
      if (!file.ok) return this.say('error', file.message);
      const current = this.table.state().saved;
      const own = current?.path === path ? current.version : null;
      const written = await writeNew(this.table.host, this.table.ask, path, file.value, own, 'table');
      if (written.ok) {
        this.table.patch({ saved: { path: written.path, version: written.version } });
        this.say('info', `Saved the table to ${written.path}`);
        return;
      }
      if ('cancelled' in written) {
        path = null;
        continue;
      }
      if (own === null && !as && this.table.state().saved) return this.say('error', `The table could not be saved: ${written.message}`);
      error = `The table could not be saved: ${written.message}`;
      path = null;
    }
  }

  /** The file at `path` was deleted: if the table came from it, the table stays but Save asks for a name. */
  forgetSavedFile(path: string): void {
    if (this.table.state().saved?.path === path) this.table.patch({ saved: null });
  }

  /**
   * Loads a saved table: by its path in the workspace, or from a file chosen on disk. With `path`
   * (the explorer's), that workspace file is loaded at once; the question is asked only if it
   * cannot be, with why and the path filled in.
   */
  async loadTable(path?: string): Promise<void> {
    await this.openFile({
      path,
      start: this.table.state().saved?.path ?? `${TABLES_FOLDER}/`,
      question: loadQuestion,
      button: 'load',
      what: 'a table file',
      open: (engine, text) => engine.loadTable(text),
      opened: (loaded, chosen) => {
        this.table.showStarted(loaded);
        const { position, length, notice } = loaded.snapshot;
        // (A table that loaded with warnings keeps them in the message.)
        this.table.patch({ saved: chosen.version === null ? null : { path: chosen.path, version: chosen.version }, recordFrom: null, bots: { ...this.table.state().bots, playing: false } });
        this.say('info', `Loaded ${chosen.name}: ${position} of ${length} actions played${notice ? `. ${notice}` : ''}`);
      },
    });
  }

  /**
   * Opens a replay file at the table (TableEngine.loadReplay): by its path in the workspace
   * (`replays/` to start with), or a file chosen on disk; with `path`, as `loadTable`. A replay
   * is not a saved table: Save asks for a name. One that went astray says so as an alert.
   */
  async openReplay(path?: string): Promise<void> {
    await this.openFile({
      path,
      start: this.lastReplay ?? `${REPLAYS_FOLDER}/`,
      question: openReplayQuestion,
      button: 'open',
      what: 'a replay file',
      open: (engine, text, name) => engine.loadReplay(text, name),
      opened: (opened, chosen) => {
        if (chosen.version !== null) this.lastReplay = chosen.path;
        this.table.showStarted(opened);
        this.table.patch({ saved: null, recordFrom: null, ...(opened.astray && opened.snapshot.notice ? { message: { kind: 'error' as const, text: opened.snapshot.notice } } : {}) });
      },
    });
  }

  private lastReplay: string | null = null;

  /**
   * Opens a file at the table (a saved table, a replay) through `chooseFile`: the workspace file
   * at `path` at once when given, else the question asked, until one opens or the user cancels.
   */
  private async openFile<T extends StartedTable>(how: {
    path: string | undefined;
    /** The path the question offers first when none is given. */
    start: string;
    question: (path: string, error?: string, problems?: readonly { path: string; message: string }[]) => DialogSpec;
    /** The question's button that opens. */
    button: string;
    /** The file, in "Name a table file, or choose one". */
    what: string;
    open: (engine: EngineApi, text: string, name: string) => Promise<Answer<T>>;
    opened: (value: T, chosen: Chosen) => void;
  }): Promise<void> {
    this.table.ensureEngine();
    const done = await chooseFile(this.table.host, this.table.ask, {
      ...how,
      open: async (chosen) => {
        this.table.stopBots();
        await this.table.refreshSets();
        return this.table.run((engine) => how.open(engine, chosen.text, chosen.name));
      },
    });
    if (done) how.opened(done.value, done.chosen);
  }

  /** Starts a table from a scenario file: by its path in the workspace, or a file chosen on disk. */
  async startFromScenario(): Promise<void> {
    await this.openFile({
      path: undefined,
      start: this.lastScenario ?? 'sets/',
      question: scenarioQuestion,
      button: 'start',
      what: 'a scenario file',
      open: (engine, text, name) => engine.startFromScenario(text, name),
      opened: (started, chosen) => {
        if (chosen.name === chosen.path) this.lastScenario = chosen.path;
        this.table.showStarted(started);
        this.table.patch({ saved: null, recordFrom: null, dialog: { open: false, problem: null, starting: false } });
      },
    });
  }

  private lastScenario: string | null = null;

  /** Writes the line being played as a replay file in the workspace. */
  async exportReplay(): Promise<void> {
    const snapshot = this.table.state().snapshot;
    if (!snapshot || !this.table.hasWorkspace()) return;
    const written = await writeNamed(
      this.table.host,
      this.table.ask,
      {
        question: replayQuestion,
        button: 'export',
        what: 'replay',
        verb: 'written',
        path: (slug) => `${REPLAYS_FOLDER}/${slug}${SAVED_FILES.replay.suffix}`,
        content: () => this.table.run((engine) => engine.exportReplay()),
      },
      `${snapshot.game}-${snapshot.seed}-${snapshot.position}`,
    );
    if (!written) return;
    if (!written.ok) return this.say('error', written.message);
    this.say('info', `Exported ${written.path}: check it with npx cardwright replay ${written.path}`);
  }

  /** Marks the point of the line a recorded scenario starts from (its layout there), or clears it. */
  markRecording(): void {
    const snapshot = this.table.state().snapshot;
    if (!snapshot) return;
    const at = this.table.state().recordFrom === snapshot.position ? null : snapshot.position;
    this.table.patch({ recordFrom: at, message: { kind: 'info', text: at === null ? 'A recorded scenario starts from the setup again' : `A recorded scenario starts here, after action ${at}, from the table's layout` } });
  }

  /** Writes the table's setup (or its layout at a point) and the actions since as a scenario in the workspace. */
  async recordScenario(): Promise<void> {
    const snapshot = this.table.state().snapshot;
    if (!snapshot || !this.table.hasWorkspace()) return;
    const folders = this.table.setFolders(snapshot.game);
    let folder = folders[0] ?? `sets/${snapshot.game}/scenarios`;
    let name = `${snapshot.game}-${snapshot.seed}-${snapshot.position}`;
    let from = Math.min(this.table.state().recordFrom ?? 0, snapshot.position);
    let error: string | undefined;
    for (;;) {
      const answer = await this.table.ask(recordQuestion(name, folder, from, snapshot.position, error));
      if (answer.button !== 'record') return;
      name = (answer.values[NAME_FIELD] ?? '').trim();
      folder = (answer.values[FOLDER_FIELD] ?? '').trim().replace(/\/+$/, '');
      const start = Number((answer.values[FROM_FIELD] ?? '0').trim() || '0');
      if (name === '' || folder === '') {
        error = 'Give the scenario a name and a folder';
        continue;
      }
      if (!Number.isInteger(start) || start < 0 || start > snapshot.position) {
        error = `Start after an action from 0 to ${snapshot.position}`;
        continue;
      }
      from = start;
      const scenario = await this.table.run((engine) => engine.recordScenario(name, from));
      if (!scenario.ok) {
        error = scenario.message;
        continue;
      }
      const written = await writeNew(this.table.host, this.table.ask, `${folder}/${fileSlug(name)}.scenario.yaml`, scenario.value.text, null, 'scenario');
      if ('cancelled' in written) continue;
      if (!written.ok) {
        error = `The scenario could not be written: ${written.message}`;
        continue;
      }
      const notes = scenario.value.notes.length > 0 ? ` (${scenario.value.notes.length === 1 ? 'a note' : `${scenario.value.notes.length} notes`} at its top)` : '';
      this.say('info', `Recorded ${written.path}${notes}: run it with npx cardwright test ${written.path}`);
      return;
    }
  }

  private say(kind: TableMessage['kind'], text: string): void {
    this.table.patch({ message: { kind, text } });
  }
}

// The studio's behaviour, apart from any rendering: what happens on open, edit, save, close,
// external change and menu command. Components read its store and call its methods.
import type { EventPayload, HostApi, HostError, MenuCommand, TextPlace, WorkspaceLayout, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { describeHostError } from '../host/errors';
import type { BackupStore } from '../state/backups';
import { ExplorerStore } from '../state/explorer';
import { type FilesAction, dirtyFiles, emptyFiles, filesReducer, findFile, planExternalChange } from '../state/files';
import { lastFolderName, newFilePath } from '../state/names';
import { type Preferences, nextZoom } from '../state/preferences';
import { Store } from '../state/store';
import { containsFile, firstCardSource, foldersAbove, setOfPath } from '../state/workspace-tree';
import { LayoutKeeper } from './layout';
import { type NewSetDeps, newSetWizard } from './new-set';
import { exportSetJson, importSetJson, type PickedFile, type SetJsonDeps } from './set-json';
import { FIRST_SET_INTRO, askedAgain, newFileName, saveBeforeClosing, saveBeforeLeaving, saveConflict } from './questions';
import type { Buffers, CursorPosition, DialogAnswer, DialogSpec, EditorControl, StatusMessage, StudioState } from './types';

/** Commands from the menu, the keyboard, or the page's own buttons. */
export type StudioCommand = MenuCommand;
export type CommandSource = 'menu' | 'keyboard' | 'page';

/**
 * A part of the page with work of its own to keep (the deck builder): the studio counts its
 * unsaved changes with the files', lets it save before the workspace is left, and gives it
 * Undo and Redo while it is shown (it answers false when it is not).
 */
export type StudioPart = {
  hasUnsavedChanges(): boolean;
  flush(): Promise<void>;
  undo(): boolean;
  redo(): boolean;
};

export type StudioDeps = {
  host: HostApi;
  loadBuffers: () => Promise<Buffers>;
  backups: BackupStore;
  preferences: Preferences;
  /** Runs `work` after `ms`; returns a cancel function. */
  schedule?: (work: () => void, ms: number) => () => void;
  now?: () => number;
  /**
   * Undoes or redoes in a plain text field that has the focus (a dialog or welcome-screen
   * input) and says whether it did; the menu's Undo then leaves the card editor alone.
   */
  fieldHistory?: (step: 'undo' | 'redo') => boolean;
  /** Runs before a file's text is saved (format on save); the text is read after it. */
  beforeSave?: (path: string) => Promise<void>;
  /** The games a new set may be for, with their card kinds (the new-set wizard). */
  games?: NewSetDeps['games'];
};

/** What to show when a workspace opens: how it was left, or (the example) a card to start on. */
export type EnterOptions = { layout?: WorkspaceLayout | undefined; start?: (TextPlace & { path: string }) | undefined };

/**
 * Unsaved text is copied to storage at most this long after a change, however fast the typing
 * goes on: the first change of a quiet buffer starts the timer, later ones ride along.
 */
export const BACKUP_DELAY_MS = 300;
/** A menu accelerator and the page's own shortcut may both fire for one key press. */
const DUPLICATE_COMMAND_MS = 400;

export type OpenOptions = { cursorAtEnd?: boolean; cursorAt?: TextPlace; background?: boolean };

export function initialStudioState(zoom: number): StudioState {
  return {
    phase: 'starting',
    info: null,
    unavailableReason: null,
    workspace: null,
    recent: [],
    files: emptyFiles,
    selectedSet: null,
    cursor: null,
    opening: null,
    saveStatus: '',
    message: null,
    welcomeError: null,
    busy: false,
    dialog: null,
    compare: null,
    zoom,
    palette: false,
  };
}

export class Studio {
  readonly store: Store<StudioState>;
  private readonly host: HostApi;
  private readonly backups: BackupStore;
  private readonly preferences: Preferences;
  private readonly schedule: (work: () => void, ms: number) => () => void;
  private readonly now: () => number;
  private readonly loadBuffers: () => Promise<Buffers>;
  private readonly fieldHistory: (step: 'undo' | 'redo') => boolean;
  private readonly beforeSave: (path: string) => Promise<void>;
  private readonly games: NewSetDeps['games'];
  /** What the explorer shows open, and its filter. */
  readonly explorer = new ExplorerStore();
  private readonly layout: LayoutKeeper;
  /** Commands carried out by other parts of the page (the language features), registered once each. */
  private readonly commandHandlers = new Map<StudioCommand, () => void | Promise<void>>();
  /** Parts of the page that take some commands while they are shown (the table takes undo and save). */
  private readonly commandRoutes = new Set<(command: StudioCommand) => (() => void | Promise<void>) | null>();
  private readonly parts = new Set<StudioPart>();

  private buffers: Buffers | null = null;
  private buffersLoading: Promise<Buffers> | null = null;
  private editor: EditorControl | null = null;
  private readonly opening = new Map<string, Promise<void>>();
  private readonly saving = new Map<string, Promise<boolean>>();
  private readonly backupTimers = new Map<string, () => void>();
  /** When each pending backup is due (see scheduleBackup). */
  private readonly backupDue = new Map<string, number>();
  private backupWarned = false;
  private dialogAnswer: ((answer: DialogAnswer) => void) | null = null;
  private dialogCount = 0;
  private lastCommand: { command: StudioCommand; source: CommandSource; at: number } | null = null;
  /** Disk versions already reported by checkOpenFilesOnDisk, per path. */
  private readonly reportedDiskVersions = new Map<string, string>();
  private treeRefresh: Promise<void> | null = null;
  private treeRefreshAgain = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(deps: StudioDeps) {
    this.host = deps.host;
    this.backups = deps.backups;
    this.preferences = deps.preferences;
    this.loadBuffers = deps.loadBuffers;
    this.schedule =
      deps.schedule ??
      ((work, ms) => {
        const timer = setTimeout(work, ms);
        return () => clearTimeout(timer);
      });
    this.now = deps.now ?? (() => Date.now());
    this.fieldHistory = deps.fieldHistory ?? (() => false);
    this.beforeSave = deps.beforeSave ?? (() => Promise.resolve());
    this.games = deps.games ?? (() => Promise.resolve([]));
    this.store = new Store(initialStudioState(this.preferences.zoom()));
    this.layout = new LayoutKeeper({ host: this.host, store: this.store, explorer: this.explorer, schedule: this.schedule });
    // Remember the file last worked on, to reopen it next time, and show it in the explorer.
    let lastActive: string | null = null;
    this.cleanups.push(
      this.store.subscribe(() => {
        const { files, workspace } = this.state;
        if (files.active !== lastActive) {
          lastActive = files.active;
          if (workspace && lastActive) {
            this.preferences.setLastActiveFile(workspace.root, lastActive);
            this.explorer.reveal(foldersAbove(workspace, lastActive));
          }
        }
      }),
      this.layout.start(),
    );
  }

  get state(): StudioState {
    return this.store.get();
  }

  private patch(change: Partial<StudioState>): void {
    this.store.update((state) => ({ ...state, ...change }));
  }

  private dispatch(action: FilesAction): void {
    this.store.update((state) => {
      const files = filesReducer(state.files, action);
      return files === state.files ? state : { ...state, files };
    });
  }

  private say(message: StatusMessage | null): void {
    this.patch({ message });
  }

  private sayError(what: string, error: HostError): void {
    this.say({ kind: 'error', text: `${what}: ${describeHostError(error)}` });
  }

  // ---- Start-up and workspaces -------------------------------------------------------------

  async start(): Promise<void> {
    this.cleanups.push(
      this.host.onWorkspaceChanged((payload) => void this.onWorkspaceChanged(payload)),
      this.host.onMenuCommand(({ command }) => void this.command(command, 'menu')),
    );
    await this.connect();
  }

  /** Asks the host what it is and what is open; also the Retry of the unavailable screen. */
  async connect(): Promise<void> {
    this.patch({ phase: 'starting', unavailableReason: null });
    const info = await this.host.appInfo({});
    if (!info.ok) {
      this.patch({ phase: 'unavailable', unavailableReason: describeHostError(info.error) });
      return;
    }
    this.patch({ info: info.value });
    // Loading the editor takes a moment; start now so it is ready by the time a file opens.
    void this.ensureBuffers().catch(() => undefined);
    // This window's session: the one it had before a reload, or the workspace opened last.
    const started = await this.host.startSession({});
    if (started.ok && started.value) {
      await this.enterWorkspace(started.value.workspace, { layout: started.value.layout });
      return;
    }
    this.patch({ phase: 'welcome', welcomeError: started.ok ? null : describeHostError(started.error) });
    await this.refreshRecent();
  }

  async refreshRecent(): Promise<void> {
    const recent = await this.host.recentWorkspaces({});
    if (recent.ok) this.patch({ recent: recent.value.paths });
  }

  async chooseFolder(purpose: 'open' | 'create'): Promise<string | null> {
    const chosen = await this.host.chooseFolder({ purpose });
    if (!chosen.ok) {
      this.patch({ welcomeError: describeHostError(chosen.error) });
      return null;
    }
    return chosen.value.path;
  }

  async openWorkspace(folder: string): Promise<boolean> {
    const path = folder.trim();
    if (path === '') {
      this.patch({ welcomeError: 'Type the folder of a workspace first' });
      return false;
    }
    this.patch({ busy: true, welcomeError: null });
    const result = await this.host.openWorkspace({ path });
    this.patch({ busy: false });
    if (!result.ok) {
      // Saying no in the confirmation dialog needs no message.
      this.patch({ welcomeError: result.error.code === 'cancelled' ? null : describeHostError(result.error) });
      return false;
    }
    await this.enterWorkspace(result.value.workspace, { layout: result.value.layout });
    return true;
  }

  /**
   * Copies the bundled example sets into a new workspace (in `folder`, or a new folder in the
   * user's documents when it is blank) and opens it on a card.
   */
  async openExample(folder = ''): Promise<boolean> {
    const path = folder.trim();
    this.patch({ busy: true, welcomeError: null });
    const result = await this.host.openExample({ folder: path === '' ? null : path });
    this.patch({ busy: false });
    if (!result.ok) {
      this.patch({ welcomeError: result.error.code === 'cancelled' ? null : describeHostError(result.error) });
      return false;
    }
    await this.enterWorkspace(result.value.workspace, { start: result.value.start });
    this.say({ kind: 'info', text: `The example sets were copied to ${result.value.workspace.root}; they are yours to change` });
    return true;
  }

  async createWorkspace(folder: string, typedName: string): Promise<boolean> {
    const path = folder.trim();
    if (path === '') {
      this.patch({ welcomeError: 'Type the folder to create the workspace in first' });
      return false;
    }
    const name = typedName.trim() || lastFolderName(path);
    if (name === '') {
      this.patch({ welcomeError: 'Type a name for the workspace' });
      return false;
    }
    this.patch({ busy: true, welcomeError: null });
    const result = await this.host.createWorkspace({ path, name });
    this.patch({ busy: false });
    if (!result.ok) {
      this.patch({ welcomeError: result.error.code === 'cancelled' ? null : describeHostError(result.error) });
      return false;
    }
    await this.enterWorkspace(result.value.workspace);
    return true;
  }

  private async enterWorkspace(snapshot: WorkspaceSnapshot, options: EnterOptions = {}): Promise<void> {
    this.layout.hold();
    try {
      await this.laidOut(snapshot, options);
    } finally {
      if (this.state.workspace?.root === snapshot.root) this.layout.release(snapshot.root, options.layout ?? null);
    }
  }

  private async laidOut(snapshot: WorkspaceSnapshot, { layout, start }: EnterOptions): Promise<void> {
    this.resetFiles();
    this.explorer.reset(layout);
    this.patch({
      phase: 'workspace',
      workspace: snapshot,
      selectedSet: snapshot.sets[0]?.path ?? null,
      welcomeError: null,
      saveStatus: '',
      cursor: null,
      message: snapshot.problem ? { kind: 'warning', text: snapshot.problem } : null,
    });
    // The tabs open as they were left, the shown one first with its cursor (or the example's
    // card, or the file last worked on, or the first card source); then every file with a
    // backup of unsaved text, the first of which is shown, so its offer is seen at once.
    const remembered = layout?.active && containsFile(snapshot, layout.active) ? layout.active : null;
    const last = this.preferences.lastActiveFile(snapshot.root);
    const primary = start?.path ?? remembered ?? (last !== null && containsFile(snapshot, last) ? last : firstCardSource(snapshot));
    const cursorAt = start ? { line: start.line, column: start.column } : remembered && layout?.cursor ? layout.cursor : undefined;
    if (primary) await this.openFile(primary, cursorAt ? { cursorAt } : {});
    for (const path of layout?.tabs ?? []) {
      if (this.state.workspace?.root !== snapshot.root) return;
      if (path !== primary && containsFile(snapshot, path)) await this.openFile(path, { background: true });
    }
    const withBackups = (await this.backups.paths(snapshot.root)).filter((path) => path !== primary && containsFile(snapshot, path));
    for (const path of withBackups) await this.openFile(path);
    if (this.state.workspace?.root !== snapshot.root) return;
    if (layout) this.dispatch({ type: 'arranged', order: layout.tabs });
    const offered = this.state.files.files.filter((file) => file.restoreOffer);
    if (offered[0]) {
      this.activate(offered[0].path);
      this.say({
        kind: 'info',
        text:
          offered.length === 1
            ? `Unsaved changes to ${offered[0].path} from last time can be restored`
            : `Unsaved changes to ${offered.length} files from last time can be restored; each tab offers its own`,
      });
    }
  }

  /** Ctrl/Cmd+O: back to the welcome screen, after dealing with unsaved changes. */
  async leaveWorkspace(): Promise<boolean> {
    if (this.state.phase !== 'workspace') return true;
    await this.flushParts();
    const dirty = dirtyFiles(this.state.files);
    if (dirty.length > 0) {
      const answer = await this.ask(saveBeforeLeaving(dirty.map((file) => file.path)));
      if (answer.button === 'cancel') return false;
      if (answer.button === 'save' && !(await this.saveAll())) return false;
      if (answer.button === 'discard') this.discardBackups(dirty.map((file) => file.path));
    }
    this.resetFiles();
    this.patch({ phase: 'welcome', workspace: null, selectedSet: null, cursor: null, saveStatus: '', message: null, welcomeError: null });
    // The window's session ends with it; a failure only leaves the host to expire it.
    await this.host.closeWorkspace({});
    await this.refreshRecent();
    return true;
  }

  private resetFiles(): void {
    for (const cancel of this.backupTimers.values()) cancel();
    this.backupTimers.clear();
    this.backupDue.clear();
    this.reportedDiskVersions.clear();
    this.buffers?.disposeAll();
    this.dispatch({ type: 'reset' });
    this.patch({ compare: null });
  }

  private discardBackups(paths: string[]): void {
    const root = this.state.workspace?.root;
    if (!root) return;
    for (const path of paths) {
      this.cancelBackup(path);
      void this.backups.remove(root, path);
    }
  }

  // ---- Files ------------------------------------------------------------------------------

  private async ensureBuffers(): Promise<Buffers> {
    if (this.buffers) return this.buffers;
    this.buffersLoading ??= this.loadBuffers().then((buffers) => {
      this.buffers = buffers;
      this.cleanups.push(buffers.onDidChange((path) => this.onBufferChanged(path)));
      return buffers;
    });
    try {
      return await this.buffersLoading;
    } catch (error) {
      this.buffersLoading = null; // let a later attempt try again
      throw error;
    }
  }

  /**
   * Opens a file in a tab and shows it (`background`: behind the active tab, which stays shown;
   * `cursorAt`: with the cursor there, the first time it is shown).
   */
  async openFile(path: string, options: OpenOptions = {}): Promise<void> {
    if (findFile(this.state.files, path)) {
      if (!options.background) this.activate(path);
      return;
    }
    const pending = this.opening.get(path);
    if (pending) return pending;
    this.patch({ opening: path });
    const run = this.loadFile(path, options).finally(() => {
      this.opening.delete(path);
      if (this.state.opening === path) this.patch({ opening: null });
    });
    this.opening.set(path, run);
    return run;
  }

  private async loadFile(path: string, options: OpenOptions): Promise<void> {
    const root = this.state.workspace?.root;
    if (!root) return;
    let buffers: Buffers;
    try {
      buffers = await this.ensureBuffers();
    } catch (error) {
      this.say({ kind: 'error', text: `The editor could not start: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    const result = await this.host.readFile({ path });
    if (this.state.workspace?.root !== root) return;
    if (!result.ok) {
      this.sayError(`Could not open ${path}`, result.error);
      return;
    }
    if (findFile(this.state.files, path)) {
      if (!options.background) this.activate(path);
      return;
    }
    const backup = await this.backups.load(root, path);
    if (this.state.workspace?.root !== root) return;
    if (findFile(this.state.files, path)) {
      this.activate(path);
      return;
    }
    const text = buffers.create(path, result.value.content, options);
    let restoreOffer = null;
    if (backup) {
      if (backup.content === text || backup.content === result.value.content) void this.backups.remove(root, path);
      else restoreOffer = backup;
    }
    this.dispatch({ type: 'opened', path, content: text, version: result.value.version, restoreOffer, background: options.background });
    if (!options.background || this.state.files.active === path) this.selectSetOf(path);
  }

  activate(path: string): void {
    this.dispatch({ type: 'activated', path });
    this.selectSetOf(path);
  }

  selectSet(folder: string): void {
    this.patch({ selectedSet: folder });
  }

  private selectSetOf(path: string): void {
    const workspace = this.state.workspace;
    const set = workspace ? setOfPath(workspace, path) : undefined;
    if (set && set.path !== this.state.selectedSet) this.patch({ selectedSet: set.path });
  }

  private onBufferChanged(path: string): void {
    const text = this.buffers?.text(path);
    if (text === null || text === undefined) return;
    this.dispatch({ type: 'edited', path, content: text });
    this.scheduleBackup(path);
  }

  private scheduleBackup(path: string): void {
    // The browser runs input before timers, so under fast typing a due timer can starve for
    // seconds: any change writes the backups that are late, this file's or another's.
    const now = this.now();
    let written = false;
    for (const [late, due] of [...this.backupDue]) {
      if (due > now) continue;
      this.cancelBackup(late);
      this.writeBackup(late);
      written ||= late === path;
    }
    // Written just now, or already due: that write reads the buffer when it runs, so it
    // carries this change too.
    if (written || this.backupDue.has(path)) return;
    this.backupDue.set(path, now + BACKUP_DELAY_MS);
    this.backupTimers.set(
      path,
      this.schedule(() => {
        this.backupTimers.delete(path);
        this.backupDue.delete(path);
        this.writeBackup(path);
      }, BACKUP_DELAY_MS),
    );
  }

  private cancelBackup(path: string): void {
    this.backupTimers.get(path)?.();
    this.backupTimers.delete(path);
    this.backupDue.delete(path);
  }

  private writeBackup(path: string): void {
    const root = this.state.workspace?.root;
    const file = findFile(this.state.files, path);
    if (!root || !file) return;
    // An older backup still waiting for the user's answer is worth more than a copy of a
    // buffer that did not take it into account: keep it until the banner is answered.
    if (file.restoreOffer) return;
    if (!file.dirty) {
      void this.backups.remove(root, path);
      return;
    }
    const text = this.buffers?.text(path);
    if (text === null || text === undefined) return;
    void this.backups.save(root, path, text, file.version).then((saved) => {
      if (saved || this.backupWarned) return;
      this.backupWarned = true;
      this.say({ kind: 'warning', text: 'Unsaved changes could not be backed up (browser storage is full or disabled); save soon' });
    });
  }

  /** Lets another part of the page keep its work with the studio's (see StudioPart); returns the way to take it back. */
  registerPart(part: StudioPart): () => void {
    this.parts.add(part);
    return () => this.parts.delete(part);
  }

  private async flushParts(): Promise<void> {
    await Promise.all([...this.parts].map((part) => part.flush().catch(() => undefined)));
  }

  /** Writes pending backups now (the page is about to go away). */
  flushBackups(): void {
    void this.flushParts();
    const pending = [...this.backupTimers.keys()];
    for (const path of pending) {
      this.cancelBackup(path);
      this.writeBackup(path);
    }
  }

  hasUnsavedChanges(): boolean {
    return dirtyFiles(this.state.files).length > 0 || [...this.parts].some((part) => part.hasUnsavedChanges());
  }

  /** Saves one file (the active one by default). Resolves true when the file is saved. */
  save(path: string | null = this.state.files.active): Promise<boolean> {
    if (path === null) return Promise.resolve(false);
    // Saves of one file run one after the other, each with the version the previous produced.
    const previous = this.saving.get(path) ?? Promise.resolve(true);
    const run = previous.then(() => this.saveNow(path));
    this.saving.set(path, run);
    void run.finally(() => {
      if (this.saving.get(path) === run) this.saving.delete(path);
    });
    return run;
  }

  private async saveNow(path: string): Promise<boolean> {
    const root = this.state.workspace?.root;
    const file = findFile(this.state.files, path);
    const buffers = this.buffers;
    if (!root || !file || !buffers) return false;
    if (!file.dirty && !file.deletedOnDisk && file.version !== null) return true;
    await this.beforeSave(path).catch(() => undefined);
    const content = buffers.text(path) ?? '';
    this.dispatch({ type: 'save-started', path });
    this.patch({ saveStatus: `Saving ${path}…` });
    const result = await this.host.writeFile({ path, content, baseVersion: file.version });
    if (this.state.workspace?.root !== root) return false;
    if (result.ok) {
      this.dispatch({ type: 'saved', path, content, version: result.value.version, current: buffers.text(path) ?? content });
      if (findFile(this.state.files, path)?.dirty) this.scheduleBackup(path);
      else {
        this.cancelBackup(path);
        void this.backups.remove(root, path);
      }
      this.patch({ saveStatus: `Saved ${path}` });
      if (file.deletedOnDisk) void this.refreshTree();
      return true;
    }
    this.dispatch({ type: 'save-failed', path });
    if (result.error.code === 'conflict') return this.resolveConflict(path);
    this.patch({ saveStatus: `Not saved: ${path}` });
    this.sayError(`Could not save ${path}`, result.error);
    return false;
  }

  /**
   * The file changed on disk since its text was opened (another program, another window):
   * nothing was written. The user compares the two, takes the disk's text, or writes theirs.
   */
  private async resolveConflict(path: string): Promise<boolean> {
    this.patch({ saveStatus: `Not saved yet: ${path} changed on disk` });
    const answer = await this.ask(saveConflict(path));
    if (!findFile(this.state.files, path)) return false;
    switch (answer.button) {
      case 'overwrite':
        this.dispatch({ type: 'overwrite-chosen', path, diskVersion: null });
        return this.saveNow(path);
      case 'reload':
        await this.reloadFromDisk(path);
        return false;
      case 'compare':
        this.dispatch({ type: 'changed-on-disk', path });
        this.patch({ saveStatus: `Not saved: ${path} changed on disk` });
        await this.compareWithDisk(path);
        return false;
      default:
        this.dispatch({ type: 'changed-on-disk', path });
        this.patch({ saveStatus: `Not saved: ${path} changed on disk` });
        return false;
    }
  }

  /** Shows the file on disk beside the editor's text (Monaco's diff view). */
  async compareWithDisk(path: string): Promise<void> {
    const root = this.state.workspace?.root;
    const result = await this.host.readFile({ path });
    if (this.state.workspace?.root !== root || !findFile(this.state.files, path)) return;
    if (!result.ok && result.error.code !== 'not-found') {
      this.sayError(`Could not read ${path} to compare`, result.error);
      return;
    }
    // A file deleted on disk compares as empty; overwriting writes it again.
    const disk = result.ok ? { diskContent: result.value.content, diskVersion: result.value.version } : { diskContent: '', diskVersion: null };
    this.activate(path);
    this.patch({ compare: { path, ...disk } });
  }

  closeCompare(): void {
    if (this.state.compare) this.patch({ compare: null });
  }

  /**
   * Writes the editor's text over the version just compared. If the disk changed again since,
   * the save is refused once more rather than writing over something the user has not seen.
   */
  async overwriteCompared(): Promise<boolean> {
    const compare = this.state.compare;
    if (!compare || !findFile(this.state.files, compare.path)) return false;
    this.patch({ compare: null });
    this.dispatch({ type: 'overwrite-chosen', path: compare.path, diskVersion: compare.diskVersion });
    return this.save(compare.path);
  }

  /** Takes the compared file's disk text into the editor (undo brings the user's back). */
  async reloadCompared(): Promise<void> {
    const compare = this.state.compare;
    if (!compare) return;
    this.patch({ compare: null });
    await this.reloadFromDisk(compare.path);
  }

  /** Saves every file with unsaved changes; true when all of them are saved. */
  async saveAll(): Promise<boolean> {
    const dirty = dirtyFiles(this.state.files).map((file) => file.path);
    let saved = 0;
    for (const path of dirty) if (await this.save(path)) saved += 1;
    if (dirty.length > 1 && saved === dirty.length) this.patch({ saveStatus: `Saved ${saved} files` });
    return saved === dirty.length;
  }

  async closeFile(path: string | null = this.state.files.active): Promise<boolean> {
    if (path === null) return false;
    const file = findFile(this.state.files, path);
    if (!file) return false;
    if (file.dirty) {
      const answer = await this.ask(saveBeforeClosing(path));
      if (answer.button === 'cancel') return false;
      if (answer.button === 'save' && !(await this.save(path))) return false;
      if (answer.button === 'discard') this.discardBackups([path]);
    }
    this.cancelBackup(path);
    if (this.state.compare?.path === path) this.patch({ compare: null });
    this.dispatch({ type: 'closed', path });
    this.buffers?.dispose(path);
    const active = this.state.files.active;
    if (active) this.selectSetOf(active);
    return true;
  }

  restoreBackup(path: string): void {
    const file = findFile(this.state.files, path);
    if (!file?.restoreOffer || !this.buffers) return;
    const offer = file.restoreOffer;
    const text = this.buffers.replace(path, offer.content);
    this.dispatch({ type: 'restored', path, content: text, baseVersion: offer.baseVersion });
    this.scheduleBackup(path);
    this.patch({ saveStatus: `Restored unsaved changes in ${path}` });
  }

  discardBackup(path: string): void {
    const root = this.state.workspace?.root;
    if (root) void this.backups.remove(root, path);
    this.dispatch({ type: 'restore-dismissed', path });
    // Edits made while the banner was shown were not backed up yet.
    if (findFile(this.state.files, path)?.dirty) this.scheduleBackup(path);
  }

  /** Replaces the buffer with the disk's text; undo brings the replaced text back. */
  async reloadFromDisk(path: string): Promise<void> {
    const root = this.state.workspace?.root;
    const result = await this.host.readFile({ path });
    if (this.state.workspace?.root !== root || !this.buffers || !findFile(this.state.files, path)) return;
    if (!result.ok) {
      this.sayError(`Could not reload ${path}`, result.error);
      return;
    }
    const text = this.buffers.replace(path, result.value.content);
    if (this.state.compare?.path === path) this.patch({ compare: null }); // nothing left to compare
    this.dispatch({ type: 'reverted', path, content: text, version: result.value.version });
    this.scheduleBackup(path);
    this.patch({ saveStatus: `Reloaded ${path} from disk (undo brings your text back)` });
  }

  keepMine(path: string): void {
    this.dispatch({ type: 'kept-mine', path });
  }

  // ---- New files and sets ------------------------------------------------------------------

  async newFile(): Promise<void> {
    const workspace = this.state.workspace;
    if (!workspace) return;
    const set = workspace.sets.find((s) => s.path === this.state.selectedSet) ?? (workspace.sets.length === 1 ? workspace.sets[0] : undefined);
    if (!set) {
      if (workspace.sets.length === 0) {
        await this.newSet(FIRST_SET_INTRO);
      } else {
        this.say({ kind: 'info', text: 'Select a set in the sidebar first; the new file goes into it' });
      }
      return;
    }
    let spec = newFileName(set);
    for (;;) {
      const answer = await this.ask(spec);
      if (answer.button !== 'create') return;
      const typed = answer.values.name ?? '';
      const path = newFilePath(set.path, typed);
      if (!path.ok) {
        spec = askedAgain(spec, answer, path.problem);
        continue;
      }
      const created = await this.host.createFile({ path: path.value, content: `game ${set.game}\n\n` });
      if (!created.ok) {
        spec = askedAgain(spec, answer, describeHostError(created.error));
        continue;
      }
      await this.refreshTree();
      // The new file starts with its game line; typing continues below it.
      await this.openFile(path.value, { cursorAtEnd: true });
      this.patch({ saveStatus: `Created ${path.value}` });
      return;
    }
  }

  /** The new-set wizard: a game, a name, a first card of one of the game's kinds; the set opens on that card. */
  async newSet(intro?: string): Promise<void> {
    const workspace = this.state.workspace;
    if (!workspace) return;
    const created = await newSetWizard(
      {
        host: this.host,
        games: this.games,
        ask: (spec) => this.ask(spec),
        workspace: () => this.state.workspace,
      },
      { intro, game: workspace.sets.find((s) => s.path === this.state.selectedSet)?.game },
    );
    if (!created || this.state.workspace?.root !== workspace.root) return;
    this.patch({ workspace: created.workspace, selectedSet: created.set });
    await this.openFile(created.file, { cursorAt: created.cursor });
    if (created.problem) this.say({ kind: 'error', text: created.problem });
    else this.patch({ saveStatus: `Created set ${created.set.slice('sets/'.length)} with its first card` });
  }

  // ---- Changes made outside the studio ---------------------------------------------------------

  private async onWorkspaceChanged(payload: EventPayload<'workspace:changed'>): Promise<void> {
    if (this.state.phase !== 'workspace') return;
    // Listing the workspace is cheap; doing it on every change also catches new files that
    // the host reported as content changes.
    void this.refreshTree();
    const plan = planExternalChange(this.state.files, payload.paths);
    for (const path of plan.flag) {
      this.dispatch({ type: 'changed-on-disk', path });
      this.warnChangedOnDisk(path);
    }
    await Promise.all(plan.reload.map((path) => this.reloadClean(path)));
  }

  /** The active file shows its own banner; a file in a background tab needs a word in the status bar. */
  private warnChangedOnDisk(path: string): void {
    if (path !== this.state.files.active) this.say({ kind: 'warning', text: `${path} changed on disk; your unsaved changes are kept` });
  }

  /**
   * Compares the open files with the disk, as if the host had reported them all changed.
   * Run when the window comes back into focus: a file watcher can miss changes (some
   * platforms stop reporting a file once it has been replaced by a rename).
   */
  async checkOpenFilesOnDisk(): Promise<void> {
    if (this.state.phase !== 'workspace') return;
    const root = this.state.workspace?.root;
    const checks = this.state.files.files.map(async (file) => {
      const result = await this.host.readFile({ path: file.path });
      const now = findFile(this.state.files, file.path);
      if (this.state.workspace?.root !== root || !now || now.saving || this.saving.has(file.path)) return;
      if (!result.ok && (result.error.code !== 'not-found' || now.deletedOnDisk)) return;
      const diskVersion = result.ok ? result.value.version : 'deleted';
      // Same as the buffer's base, or the user chose to overwrite whatever is there.
      if (diskVersion === now.version || now.version === null) return;
      // Already reported once; a dismissed notice does not come back on every focus.
      if (this.reportedDiskVersions.get(file.path) === diskVersion) return;
      this.reportedDiskVersions.set(file.path, diskVersion);
      if (now.dirty) {
        this.dispatch({ type: result.ok ? 'changed-on-disk' : 'deleted-on-disk', path: file.path });
        this.warnChangedOnDisk(file.path);
        return;
      }
      await this.reloadClean(file.path);
    });
    await Promise.all(checks);
  }

  private async reloadClean(path: string): Promise<void> {
    const root = this.state.workspace?.root;
    const result = await this.host.readFile({ path });
    const file = findFile(this.state.files, path);
    if (this.state.workspace?.root !== root || !file || !this.buffers) return;
    if (!result.ok) {
      if (result.error.code === 'not-found') {
        this.dispatch({ type: 'deleted-on-disk', path });
        this.say({ kind: 'warning', text: `${path} was deleted on disk; its text stays open, and saving writes it again` });
      } else {
        this.sayError(`Could not reload ${path}`, result.error);
      }
      return;
    }
    if (file.dirty) {
      // Typing started while the file was being read.
      this.dispatch({ type: 'changed-on-disk', path });
      return;
    }
    if (result.value.version === file.version && !file.changedOnDisk && !file.deletedOnDisk) return;
    const text = this.buffers.text(path) === result.value.content ? result.value.content : this.buffers.replace(path, result.value.content);
    this.dispatch({ type: 'reloaded', path, content: text, version: result.value.version });
    this.patch({ saveStatus: `Reloaded ${path} (changed on disk)` });
  }

  async refreshTree(): Promise<void> {
    if (this.treeRefresh) {
      this.treeRefreshAgain = true;
      return this.treeRefresh;
    }
    this.treeRefresh = (async () => {
      do {
        this.treeRefreshAgain = false;
        const root = this.state.workspace?.root;
        const result = await this.host.workspaceSnapshot({});
        if (!root || this.state.workspace?.root !== root) return;
        if (result.ok && result.value.root === root) this.patch({ workspace: result.value });
        else if (!result.ok) this.sayError('Could not list the workspace', result.error);
      } while (this.treeRefreshAgain);
    })().finally(() => {
      this.treeRefresh = null;
    });
    return this.treeRefresh;
  }

  // ---- Commands, editor, dialogs --------------------------------------------------------------

  async command(command: StudioCommand, source: CommandSource): Promise<void> {
    const now = this.now();
    const last = this.lastCommand;
    if (last && last.command === command && last.source !== source && now - last.at < DUPLICATE_COMMAND_MS) return;
    this.lastCommand = { command, source, at: now };
    // While a dialog is open only zooming and the undo of its own text field go through: the
    // dialog is modal, and the editor behind it must not change.
    if (this.state.dialog && !['zoom-in', 'zoom-out', 'zoom-reset', 'undo', 'redo'].includes(command)) return;
    if (command === 'command-palette') {
      this.patch({ palette: !this.state.palette });
      return;
    }
    // Any other command closes the palette (it ran from there, or from a key pressed over it).
    if (this.state.palette) this.patch({ palette: false });
    for (const route of this.commandRoutes) {
      const routed = route(command);
      if (routed) {
        await routed();
        return;
      }
    }
    const handler = this.commandHandlers.get(command);
    if (handler) {
      await handler();
      return;
    }
    switch (command) {
      case 'save':
        await Promise.all([this.save(), this.flushParts()]);
        return;
      case 'save-all':
        await Promise.all([this.saveAll(), this.flushParts()]);
        return;
      case 'new-file':
        await this.newFile();
        return;
      case 'open-workspace':
        await this.leaveWorkspace();
        return;
      case 'close-tab':
        await this.closeFile();
        return;
      case 'new-set':
        await this.newSet();
        return;
      case 'focus-editor':
        this.focusEditor();
        return;
      case 'export':
        this.say({ kind: 'info', text: 'Export from the Gallery (PNG, print sheet), or the set as JSON (Ctrl+Alt+E); nothing was exported' });
        return;
      case 'export-set-json':
        await exportSetJson(this.setJsonDeps());
        return;
      case 'import-set-json':
        await importSetJson(this.setJsonDeps());
        return;
      case 'undo':
        if (!this.fieldHistory('undo') && !this.state.dialog && ![...this.parts].some((part) => part.undo())) this.editor?.undo();
        return;
      case 'redo':
        if (!this.fieldHistory('redo') && !this.state.dialog && ![...this.parts].some((part) => part.redo())) this.editor?.redo();
        return;
      case 'zoom-in':
      case 'zoom-out':
      case 'zoom-reset': {
        const zoom = nextZoom(this.state.zoom, command === 'zoom-in' ? 'in' : command === 'zoom-out' ? 'out' : 'reset');
        this.preferences.setZoom(zoom);
        this.patch({ zoom });
        return;
      }
    }
  }

  /** Closes the command palette without running anything. */
  closePalette(): void {
    if (this.state.palette) this.patch({ palette: false });
  }

  /** Lets another part of the page carry out a command; returns the way to take it back. */
  registerCommand(command: StudioCommand, handler: () => void | Promise<void>): () => void {
    if (this.commandHandlers.has(command)) throw new Error(`the command ${command} is registered twice`);
    this.commandHandlers.set(command, handler);
    return () => {
      if (this.commandHandlers.get(command) === handler) this.commandHandlers.delete(command);
    };
  }

  /**
   * Lets a part of the page take commands while it is shown: `route` answers the handler for a
   * command it takes now, or null. Returns the way to take it back.
   */
  routeCommands(route: (command: StudioCommand) => (() => void | Promise<void>) | null): () => void {
    this.commandRoutes.add(route);
    return () => this.commandRoutes.delete(route);
  }

  /** A set file dropped on the explorer: imported as if chosen in "Import set JSON". */
  async importDroppedSetJson(file: PickedFile): Promise<void> {
    if (this.state.phase !== 'workspace' || this.state.dialog) return;
    await importSetJson(this.setJsonDeps(), file);
  }

  private setJsonDeps(): SetJsonDeps {
    return {
      host: this.host,
      workspace: () => this.state.workspace,
      selectedSet: () => this.state.selectedSet,
      files: () => this.state.files,
      nativeDialogs: () => this.state.info?.nativeDialogs === true,
      ask: (spec) => this.ask(spec),
      say: (message) => this.say(message),
      saveAll: () => this.saveAll(),
      refreshTree: () => this.refreshTree(),
      selectSet: (path) => this.selectSet(path),
      openFile: (path) => this.openFile(path),
    };
  }

  attachEditor(control: EditorControl): () => void {
    this.editor = control;
    return () => {
      if (this.editor === control) this.editor = null;
    };
  }

  /** Gives the keyboard to the editor (after a file is opened from the explorer or the palette). */
  focusEditor(): void {
    this.editor?.focus();
  }

  setCursor(cursor: CursorPosition | null): void {
    const current = this.state.cursor;
    if (current?.line === cursor?.line && current?.column === cursor?.column) return;
    this.patch({ cursor });
  }

  /** A line in the status bar from another part of the page. */
  inform(text: string, kind: StatusMessage['kind'] = 'info'): void {
    this.say({ kind, text });
  }

  dismissMessage(): void {
    this.say(null);
  }

  /** Asks the user in the studio's dialog (one at a time); resolves with the button and the fields' values. */
  ask(spec: DialogSpec): Promise<DialogAnswer> {
    // One dialog at a time: a new question answers the previous one with its cancel button.
    this.dialogAnswer?.({ button: this.state.dialog?.cancelId ?? 'cancel', values: {} });
    this.dialogCount += 1;
    this.patch({ dialog: { ...spec, id: this.dialogCount } });
    return new Promise((resolve) => {
      this.dialogAnswer = resolve;
    });
  }

  answerDialog(answer: DialogAnswer): void {
    const resolve = this.dialogAnswer;
    this.dialogAnswer = null;
    this.patch({ dialog: null });
    resolve?.(answer);
  }

  /** Saves what is left to save of the layout (the page is going away). */
  flushLayout(): void {
    this.layout.flush();
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const cancel of this.backupTimers.values()) cancel();
    this.backupTimers.clear();
    this.backupDue.clear();
  }
}

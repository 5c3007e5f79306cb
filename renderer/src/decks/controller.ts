// The deck builder's side of the studio: which deck is open, its undo history, the card pool
// of its game (asked of the language worker), and saving. A deck saves itself a moment after
// each change, through the host's deck:save (atomic, from the version read); every change is
// also copied to the page's backups at once, so a killed browser loses nothing. A deck changed
// on disk while it has unsaved changes is never overwritten without asking.
import type { DeckPool } from '../../../card-dsl/service/deck-pool';
import type { HostApi, HostError, WorkspaceSnapshot } from '../../../electron/shared/contract';
import { DECK_FILE_FORMAT, DECK_FILE_SUFFIX, DECK_FILE_VERSION, formatDeckFile, readDeckText, type DeckEntry, type DeckFile, type DeckFileProblem } from '../../../engine/defs/deck-file';
import { exportDeckText, importDeckText, type TextProblem } from '../../../engine/decks/text';
import { CardPool } from '../../../engine/decks/cards';
import { deckRules } from '../../../engine/decks/construction';
import { vocabularies } from '../../../engine/games/vocabularies';
import { describeHostError } from '../host/errors';
import type { BackupStore } from '../state/backups';
import { Store } from '../state/store';
import type { DialogAnswer, DialogSpec, StatusMessage, StudioState } from '../app/types';
import * as edits from './edits';
import { type History, record, redo, startHistory, undo } from './history';

/** What the builder asks of the language worker. */
export interface PoolSource {
  deckPool(game: string): Promise<DeckPool>;
  /** The worker's copy of the workspace changed (null: another workspace). */
  onDidChange(listener: (paths: readonly string[] | null) => void): () => void;
}

/** A deck file of the workspace: its game, the name the deck gives itself (else its file name's), and its file name. */
export type DeckListing = { path: string; game: string; name: string; file: string };

/** The deck deleted last, which Undo delete puts back (null `deck`: the file was no deck, only its backup has it). */
export type DeletedDeck = { path: string; name: string; backup: string; deck: DeckFile | null };

export type OpenDeck =
  | { status: 'loading'; path: string }
  /** The file is no deck the builder can show: its problems and its text. */
  | { status: 'broken'; path: string; problems: DeckFileProblem[]; text: string }
  | {
      status: 'open';
      path: string;
      /** The disk version the next save starts from (null: not on disk). */
      version: string | null;
      history: History<DeckFile>;
      /** The file's text as last read or written. */
      savedText: string;
      dirty: boolean;
      saving: boolean;
      /** The file changed (or went) on disk while this deck had unsaved changes. */
      conflict: boolean;
      /** Unsaved changes from last time, found in the backups, that can be restored. */
      restore: DeckFile | null;
    };

export type PoolState = { game: string | null; value: DeckPool | null; loading: boolean };

export type DecksState = {
  decks: DeckListing[];
  open: OpenDeck | null;
  pool: PoolState;
  /** The table the deck is checked for, by game; default the most players the game takes. */
  players: Readonly<Record<string, number>>;
  /** The section new cards go to when added without saying where. */
  section: string | null;
  notice: StatusMessage | null;
  /** Decks with unsaved changes from last time in the backups (offered when opened). */
  restorable: readonly string[];
  deleted: DeletedDeck | null;
};

export type DecksDeps = {
  host: Pick<HostApi, 'readDeck' | 'saveDeck' | 'deleteDeck' | 'onWorkspaceChanged'>;
  studio: { store: Store<StudioState>; inform(text: string, kind?: StatusMessage['kind']): void; refreshTree(): Promise<void>; ask(spec: DialogSpec): Promise<DialogAnswer> };
  pool: PoolSource;
  backups: BackupStore;
  /** Runs `work` after `ms`; returns a cancel function. */
  schedule?: (work: () => void, ms: number) => () => void;
};

/** A deck is saved this long after its last change. */
export const SAVE_DELAY_MS = 500;

export const emptyDecks: DecksState = { decks: [], open: null, pool: { game: null, value: null, loading: false }, players: {}, section: null, notice: null, restorable: [], deleted: null };

/** The workspace's deck files, by game, then by the name each deck gives itself. */
export function deckListings(workspace: WorkspaceSnapshot | null): DeckListing[] {
  return (workspace?.decks ?? [])
    .map((f) => {
      const [, game = '', file = ''] = f.path.split('/');
      return { path: f.path, game, name: f.name ?? file.slice(0, -DECK_FILE_SUFFIX.length), file };
    })
    .sort((a, b) => (a.game < b.game ? -1 : a.game > b.game ? 1 : a.name.localeCompare(b.name) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)));
}

/** A file name for a new deck: its name's words, lowercase, joined by dashes. */
export function deckFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'deck';
}

export function deckPath(game: string, name: string): string {
  return `decks/${game}/${deckFileName(name)}${DECK_FILE_SUFFIX}`;
}

export class DecksController {
  readonly store = new Store<DecksState>(emptyDecks);
  private readonly host: DecksDeps['host'];
  private readonly studio: DecksDeps['studio'];
  private readonly source: PoolSource;
  private readonly backups: BackupStore;
  private readonly schedule: (work: () => void, ms: number) => () => void;
  private root: string | null = null;
  private cancelSave: (() => void) | null = null;
  private saving: Promise<void> = Promise.resolve();
  private poolSeq = 0;
  private shown = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(deps: DecksDeps) {
    this.host = deps.host;
    this.studio = deps.studio;
    this.source = deps.pool;
    this.backups = deps.backups;
    this.schedule =
      deps.schedule ??
      ((work, ms) => {
        const timer = setTimeout(work, ms);
        return () => clearTimeout(timer);
      });
  }

  get state(): DecksState {
    return this.store.get();
  }

  private patch(change: Partial<DecksState>): void {
    this.store.update((state) => ({ ...state, ...change }));
  }

  start(): () => void {
    const follow = (): void => this.onWorkspace(this.studio.store.get().workspace);
    this.cleanups.push(
      this.studio.store.subscribe(follow),
      this.host.onWorkspaceChanged(({ paths }) => void this.onDisk(paths)),
      this.source.onDidChange(() => {
        if (this.shown || this.state.open) void this.refreshPool();
      }),
    );
    follow();
    return () => this.dispose();
  }

  dispose(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.cancelSave?.();
  }

  /** The builder is shown (or hidden): the pool is asked again when shown, as cards may have been typed meanwhile. */
  setShown(shown: boolean): void {
    if (shown === this.shown) return;
    this.shown = shown;
    if (shown) void this.refreshPool();
  }

  private onWorkspace(workspace: WorkspaceSnapshot | null): void {
    const root = workspace?.root ?? null;
    if (root !== this.root) {
      this.root = root;
      this.cancelSave?.();
      this.cancelSave = null;
      this.poolSeq += 1;
      this.store.update(() => ({ ...emptyDecks, decks: deckListings(workspace) }));
      if (root) void this.findRestorable(root);
      return;
    }
    const decks = deckListings(workspace);
    if (JSON.stringify(decks) !== JSON.stringify(this.state.decks)) this.patch({ decks });
  }

  /** Decks whose unsaved changes a closed or killed page left in the backups: said once, marked in the explorer. */
  private async findRestorable(root: string): Promise<void> {
    const paths = await this.backups.paths(root);
    if (this.root !== root) return;
    const restorable = paths.filter((p) => this.state.decks.some((d) => d.path === p));
    if (restorable.length === 0) return;
    this.patch({ restorable });
    this.studio.inform(
      restorable.length === 1
        ? `Unsaved changes to the deck ${restorable[0]} from last time can be restored: open it in the Decks view`
        : `Unsaved changes to ${restorable.length} decks from last time can be restored: open each in the Decks view`,
    );
  }

  // ---- The pool --------------------------------------------------------------------------------

  /** The game whose cards the builder shows: the open deck's. */
  private poolGame(): string | null {
    const open = this.state.open;
    return open?.status === 'open' ? open.history.present.game : null;
  }

  async refreshPool(): Promise<void> {
    const game = this.poolGame();
    const seq = (this.poolSeq += 1);
    if (game === null) return;
    const current = this.state.pool;
    this.patch({ pool: { game, value: current.game === game ? current.value : null, loading: true } });
    let value: DeckPool;
    try {
      value = await this.source.deckPool(game);
    } catch (error) {
      if (seq !== this.poolSeq) return;
      this.patch({ pool: { game, value: null, loading: false }, notice: { kind: 'error', text: `The cards of ${game} could not be read: ${error instanceof Error ? error.message : String(error)}` } });
      return;
    }
    if (seq !== this.poolSeq) return;
    this.patch({ pool: { game, value, loading: false } });
  }

  // ---- Opening and creating --------------------------------------------------------------------

  async openDeck(path: string): Promise<void> {
    if (this.state.open?.path === path && this.state.open.status !== 'broken') return;
    await this.flush();
    const root = this.root;
    this.cancelSave?.();
    this.patch({ open: { status: 'loading', path }, notice: null, section: null });
    const read = await this.host.readDeck({ path });
    if (this.root !== root || this.state.open?.path !== path) return;
    if (!read.ok) {
      this.patch({ open: null, notice: { kind: 'error', text: `Could not open ${path}: ${describeHostError(read.error)}` } });
      return;
    }
    const { deck, problems, text, version } = read.value;
    if (!deck || problems.length > 0) {
      this.patch({ open: { status: 'broken', path, problems, text } });
      return;
    }
    const backup = root ? await this.backups.load(root, path) : null;
    if (this.root !== root || this.state.open?.path !== path) return;
    let restore: DeckFile | null = null;
    if (backup && root) {
      const kept = readDeckText(backup.content);
      if (kept.ok && backup.content !== formatDeckFile(deck) && kept.value.game === deck.game) restore = kept.value;
      else void this.backups.remove(root, path);
    }
    this.patch({ open: { status: 'open', path, version, history: startHistory(deck), savedText: formatDeckFile(deck), dirty: false, saving: false, conflict: false, restore }, restorable: restore ? this.state.restorable : this.state.restorable.filter((p) => p !== path) });
    void this.refreshPool();
  }

  /** Closes the open deck (saving it first). */
  async closeDeck(): Promise<void> {
    await this.flush();
    this.patch({ open: null, notice: null });
  }

  /**
   * Makes a new, empty deck of a game drawing on all the workspace's sets of that game, and
   * opens it. Answers a problem to show beside the name instead when it cannot.
   */
  async createDeck(name: string, game: string, sets: readonly string[]): Promise<string | null> {
    const trimmed = name.trim();
    if (trimmed === '') return 'Type a name for the deck';
    const vocabulary = vocabularies.get(game);
    if (!vocabulary) return `Cardwright knows no game "${game}"`;
    const path = deckPath(game, trimmed);
    if (this.state.decks.some((d) => d.path === path)) return `There is already a deck file ${path}; pick another name`;
    const sections = Object.fromEntries((vocabulary.construction?.sections ?? []).map((s) => [s.id, []]));
    const deck: DeckFile = { format: DECK_FILE_FORMAT, version: DECK_FILE_VERSION, game, name: trimmed.slice(0, 120), sets: [...sets], variants: {}, sections };
    const saved = await this.host.saveDeck({ path, deck, baseVersion: null });
    if (!saved.ok) return describeHostError(saved.error);
    await this.studio.refreshTree();
    await this.openDeck(path);
    this.studio.inform(`Created the deck ${path}`);
    return null;
  }

  /**
   * Deletes a deck after asking: its file is moved to a backup under decks/.deleted/ (never
   * lost), and Undo delete writes it back. Answers whether it was deleted.
   */
  async deleteDeck(path: string): Promise<boolean> {
    const listing = this.state.decks.find((d) => d.path === path);
    const open = this.state.open;
    const name = open?.status === 'open' && open.path === path ? open.history.present.name : (listing?.name ?? path);
    if (open?.path === path) await this.flush();
    const answer = await this.studio.ask({
      title: `Delete the deck "${name}"?`,
      message: `Its file ${path} is moved to a backup in decks/.deleted/, which the explorer does not list; Undo delete puts it back.`,
      buttons: [
        { id: 'delete', label: 'Delete deck', kind: 'danger' },
        { id: 'cancel', label: 'Cancel' },
      ],
      cancelId: 'cancel',
    });
    if (answer.button !== 'delete') return false;
    const root = this.root;
    const read = await this.host.readDeck({ path });
    if (this.root !== root) return false;
    if (!read.ok) {
      this.fail(`Could not delete ${path}`, read.error);
      return false;
    }
    const deleted = await this.host.deleteDeck({ path, baseVersion: read.value.version });
    if (this.root !== root) return false;
    if (!deleted.ok) {
      this.fail(`Could not delete ${path}`, deleted.error);
      return false;
    }
    if (this.state.open?.path === path) {
      this.cancelSave?.();
      this.cancelSave = null;
      this.patch({ open: null });
    }
    if (root) void this.backups.remove(root, path);
    const deck = read.value.problems.length === 0 ? read.value.deck : null;
    this.patch({ deleted: { path, name, backup: deleted.value.backup, deck }, notice: null, decks: this.state.decks.filter((d) => d.path !== path), restorable: this.state.restorable.filter((p) => p !== path) });
    this.studio.inform(`Deleted the deck "${name}"; its file was moved to ${deleted.value.backup}${deck ? ' (Undo delete puts it back)' : ''}`);
    await this.studio.refreshTree();
    return true;
  }

  /** Puts the deck deleted last back where it was, as it was, and opens it. */
  async undoDelete(): Promise<boolean> {
    const gone = this.state.deleted;
    if (!gone) return false;
    if (!gone.deck) {
      this.studio.inform(`"${gone.name}" was no deck the builder can write back; its file is kept as ${gone.backup}`, 'warning');
      return false;
    }
    const saved = await this.host.saveDeck({ path: gone.path, deck: gone.deck, baseVersion: null });
    if (!saved.ok) {
      this.fail(`Could not put "${gone.name}" back (its file is kept as ${gone.backup})`, saved.error);
      return false;
    }
    this.patch({ deleted: null });
    await this.studio.refreshTree();
    this.studio.inform(`Put the deck "${gone.name}" back in ${gone.path}`);
    await this.openDeck(gone.path);
    return true;
  }

  dismissDeleted(): void {
    this.patch({ deleted: null });
  }

  // ---- Editing --------------------------------------------------------------------------------

  /** The open deck as shown, or null. */
  deck(): DeckFile | null {
    const open = this.state.open;
    return open?.status === 'open' ? open.history.present : null;
  }

  /** Changes the open deck as one undoable step named `label`. */
  edit(change: (deck: DeckFile) => DeckFile, label: string): boolean {
    const open = this.state.open;
    if (open?.status !== 'open') return false;
    const next = change(open.history.present);
    if (next === open.history.present) return false;
    this.setHistory(record(open.history, next, label));
    return true;
  }

  undo(): boolean {
    const open = this.state.open;
    if (open?.status !== 'open' || open.history.past.length === 0) return false;
    this.setHistory(undo(open.history));
    return true;
  }

  redo(): boolean {
    const open = this.state.open;
    if (open?.status !== 'open' || open.history.future.length === 0) return false;
    this.setHistory(redo(open.history));
    return true;
  }

  private setHistory(history: History<DeckFile>): void {
    const open = this.state.open;
    if (open?.status !== 'open') return;
    const text = formatDeckFile(history.present);
    const dirty = text !== open.savedText;
    this.patch({ open: { ...open, history, dirty } });
    const root = this.root;
    // A backup from last time still waiting for an answer is worth more than a copy of a deck
    // that did not take it into account: it is kept until the offer is answered.
    if (root && !open.restore) {
      if (dirty) void this.backups.save(root, open.path, text, open.version);
      else void this.backups.remove(root, open.path);
    }
    if (dirty) this.scheduleSave();
    if (history.present.game !== this.state.pool.game) void this.refreshPool();
  }

  /** Adds copies of a pool card (by id) to a section, or to where it belongs. */
  addCard(cardId: string, section: string | null = this.state.section, by = 1): boolean {
    const found = this.poolCard(cardId);
    const deck = this.deck();
    if (!found || !deck) return false;
    const target = edits.sectionFor(this.sections(), found, section);
    if (!target) {
      this.patch({ notice: { kind: 'warning', text: `No section of these decks takes "${found.name}" (${found.kind})` } });
      return false;
    }
    return this.edit((d) => edits.addCard(edits.toggleSet(d, found.set, true), target.id, this.refOf(found), by), this.addLabel(found));
  }

  /** "Add Bomb!", or, for a card of a set the deck did not draw on yet, which it now does: "Add Bomb! (from Base)". */
  private addLabel(card: { name: string; set: string; setName: string }): string {
    return this.deck()?.sets.includes(card.set) === false ? `Add ${card.name} (from ${card.setName})` : `Add ${card.name}`;
  }

  /** Removes copies of a pool card from a section (the one it has most copies in, when none is said). */
  removeCard(cardId: string, section: string | null = null, by = 1): boolean {
    const found = this.poolCard(cardId);
    const deck = this.deck();
    if (!found || !deck) return false;
    const ref = this.refOf(found);
    const from = section ?? Object.keys(deck.sections).sort((a, b) => edits.copiesIn(deck, b, ref) - edits.copiesIn(deck, a, ref))[0];
    if (from === undefined) return false;
    return this.edit((d) => edits.removeCard(d, from, ref, by), `Remove ${found.name}`);
  }

  /** Adds a copy of a pool card to exactly this section (dropped there), whether or not it takes the card. */
  addCardTo(cardId: string, section: string): boolean {
    const found = this.poolCard(cardId);
    if (!found) return false;
    return this.edit((d) => edits.addCard(edits.toggleSet(d, found.set, true), section, this.refOf(found)), this.addLabel(found));
  }

  /** Moves an entry to another section. */
  moveEntry(from: string, index: number, to: string): boolean {
    const entry = this.deck()?.sections[from]?.[index];
    return entry !== undefined && this.edit((d) => edits.moveEntry(d, from, index, to), `Move ${entry.card}`);
  }

  /** Adds to (or takes from) an entry's count; an entry left with none goes. */
  changeCount(section: string, index: number, by: number): boolean {
    const entry = this.deck()?.sections[section]?.[index];
    if (!entry) return false;
    return this.edit((d) => edits.setCount(d, section, index, entry.count + by), `${by > 0 ? 'Add' : 'Remove'} ${entry.card}`);
  }

  setEntryCount(section: string, index: number, count: number): boolean {
    const entry = this.deck()?.sections[section]?.[index];
    return entry !== undefined && this.edit((d) => edits.setCount(d, section, index, count), count <= 0 ? `Remove ${entry.card}` : `${entry.card} × ${count}`);
  }

  setEntryElite(section: string, index: number, elite: boolean): boolean {
    const entry = this.deck()?.sections[section]?.[index];
    return entry !== undefined && this.edit((d) => edits.setElite(d, section, index, elite), `${entry.card} ${elite ? 'elite' : 'not elite'}`);
  }

  chooseSection(section: string | null): void {
    this.patch({ section });
  }

  setPlayers(game: string, players: number): void {
    this.patch({ players: { ...this.state.players, [game]: players } });
  }

  /** Players the open deck is checked for. */
  players(): number {
    const deck = this.deck();
    const vocabulary = deck ? vocabularies.get(deck.game) : undefined;
    if (!deck || !vocabulary) return 0;
    return this.state.players[deck.game] ?? vocabulary.players.max;
  }

  /** The open deck's sections, with its variants' rules. */
  sections() {
    const deck = this.deck();
    const vocabulary = deck ? vocabularies.get(deck.game) : undefined;
    if (!deck || !vocabulary) return [];
    return deckRules(vocabulary, { variants: deck.variants, setVariants: this.state.pool.value?.variants, players: this.players() }).construction.sections;
  }

  private poolCard(cardId: string) {
    return this.state.pool.value?.cards.find((c) => c.id === cardId) ?? null;
  }

  /** How an entry names a pool card: with its set only where the deck's sets (with the card's own) share the name. */
  private refOf(card: { name: string; set: string }): edits.CardRef {
    const deck = this.deck();
    const pool = (this.state.pool.value?.cards ?? []).filter((c) => c.set === card.set || deck?.sets.includes(c.set));
    return edits.sharedNames(pool).has(card.name) ? { name: card.name, set: card.set } : { name: card.name };
  }

  // ---- Text ------------------------------------------------------------------------------------

  /** Reads pasted text against the open deck's sets (without changing anything). */
  readText(text: string): { sections: Record<string, DeckEntry[]>; problems: TextProblem[]; cards: number } {
    const deck = this.deck();
    if (!deck) return { sections: {}, problems: [], cards: 0 };
    const read = importDeckText(text, this.sections(), new CardPool(this.state.pool.value?.cards ?? [], deck.sets));
    const cards = Object.values(read.sections).reduce((n, list) => n + list.reduce((m, e) => m + e.count, 0), 0);
    return { ...read, cards };
  }

  /** Imports pasted text into the open deck (one undoable step); answers what was read. */
  importText(text: string, mode: 'replace' | 'add'): { problems: TextProblem[]; cards: number } {
    const read = this.readText(text);
    this.edit((d) => edits.importSections(d, read.sections, mode), mode === 'replace' ? 'Import text' : 'Add imported text');
    return read;
  }

  exportText(): string {
    const deck = this.deck();
    if (!deck) return '';
    return exportDeckText(deck, this.sections(), vocabularies.get(deck.game)?.name ?? deck.game);
  }

  // ---- Saving -----------------------------------------------------------------------------------

  private scheduleSave(): void {
    this.cancelSave?.();
    this.cancelSave = this.schedule(() => {
      this.cancelSave = null;
      void this.save();
    }, SAVE_DELAY_MS);
  }

  /** Saves the open deck now if it has unsaved changes (saves run one after another). */
  save(): Promise<void> {
    this.cancelSave?.();
    this.cancelSave = null;
    this.saving = this.saving.then(() => this.saveNow());
    return this.saving;
  }

  /** Saves what is unsaved, now; the page calls it before leaving the workspace or the deck. */
  flush(): Promise<void> {
    const open = this.state.open;
    if (open?.status !== 'open' || (!open.dirty && !this.cancelSave)) return this.saving;
    return this.save();
  }

  hasUnsavedChanges(): boolean {
    const open = this.state.open;
    return open?.status === 'open' && (open.dirty || open.saving);
  }

  private async saveNow(): Promise<void> {
    const open = this.state.open;
    const root = this.root;
    if (open?.status !== 'open' || !open.dirty || open.conflict || !root) return;
    const deck = open.history.present;
    const text = formatDeckFile(deck);
    this.patch({ open: { ...open, saving: true } });
    const result = await this.host.saveDeck({ path: open.path, deck, baseVersion: open.version });
    const now = this.state.open;
    if (this.root !== root || now?.status !== 'open' || now.path !== open.path) return;
    if (result.ok) {
      const dirty = formatDeckFile(now.history.present) !== text;
      this.patch({ open: { ...now, version: result.value.version, savedText: text, dirty, saving: false } });
      if (dirty) this.scheduleSave();
      else void this.backups.remove(root, open.path);
      return;
    }
    if (result.error.code === 'conflict') {
      this.patch({ open: { ...now, saving: false, conflict: true } });
      return;
    }
    this.patch({ open: { ...now, saving: false }, notice: { kind: 'error', text: `The deck was not saved: ${describeHostError(result.error)}; your changes are kept and saved with the next one` } });
  }

  /**
   * Answers a conflict: `mine` writes the builder's deck over the disk's; `disk` takes the
   * disk's deck as a new step (undo brings the builder's back).
   */
  async resolveConflict(choice: 'mine' | 'disk'): Promise<void> {
    const open = this.state.open;
    if (open?.status !== 'open') return;
    const read = await this.host.readDeck({ path: open.path });
    const now = this.state.open;
    if (now?.status !== 'open' || now.path !== open.path) return;
    const missing = !read.ok && read.error.code === 'not-found';
    if (!read.ok && !missing) return this.fail(`Could not read ${open.path}`, read.error);
    if (choice === 'mine') {
      // Written over the version just read: if it changes yet again, the question comes back.
      this.patch({ open: { ...now, conflict: false, version: read.ok ? read.value.version : null, savedText: read.ok ? read.value.text : '', dirty: true } });
      if (missing) return this.recreate();
      await this.save();
      return;
    }
    if (!read.ok || !read.value.deck || read.value.problems.length > 0) {
      this.patch({ notice: { kind: 'warning', text: `${open.path} on disk is ${read.ok ? 'no deck the builder can read' : 'gone'}; keep yours to write it again` } });
      return;
    }
    const disk = read.value.deck;
    this.patch({ open: { ...now, conflict: false, version: read.value.version, savedText: read.value.text } });
    if (!this.edit(() => disk, 'Take the deck on disk')) this.setHistory(now.history);
  }

  /** The deck's file is gone: write it anew. */
  private async recreate(): Promise<void> {
    const open = this.state.open;
    if (open?.status !== 'open') return;
    const result = await this.host.saveDeck({ path: open.path, deck: open.history.present, baseVersion: null });
    const now = this.state.open;
    if (now?.status !== 'open' || now.path !== open.path) return;
    if (!result.ok) return this.fail(`Could not write ${open.path}`, result.error);
    this.patch({ open: { ...now, version: result.value.version, savedText: formatDeckFile(open.history.present), dirty: formatDeckFile(now.history.present) !== formatDeckFile(open.history.present) } });
    void this.studio.refreshTree();
  }

  restoreBackup(): void {
    const open = this.state.open;
    if (open?.status !== 'open' || !open.restore) return;
    const kept = open.restore;
    this.patch({ open: { ...open, restore: null }, restorable: this.state.restorable.filter((p) => p !== open.path) });
    this.edit(() => kept, 'Restore unsaved changes');
  }

  dismissBackup(): void {
    const open = this.state.open;
    if (open?.status !== 'open' || !open.restore) return;
    this.patch({ open: { ...open, restore: null }, restorable: this.state.restorable.filter((p) => p !== open.path) });
    if (this.root) void this.backups.remove(this.root, open.path);
  }

  dismissNotice(): void {
    this.patch({ notice: null });
  }

  private fail(what: string, error: HostError): void {
    this.patch({ notice: { kind: 'error', text: `${what}: ${describeHostError(error)}` } });
  }

  // ---- Changes elsewhere -------------------------------------------------------------------------

  /** Files changed on disk: the open deck is read again, or, with unsaved changes, flagged. */
  private async onDisk(paths: readonly string[]): Promise<void> {
    const open = this.state.open;
    if (!open || !paths.includes(open.path)) return;
    if (open.status === 'broken') {
      await this.reopen(open.path);
      return;
    }
    if (open.status !== 'open') return;
    const read = await this.host.readDeck({ path: open.path });
    const now = this.state.open;
    if (now?.status !== 'open' || now.path !== open.path) return;
    if (read.ok && read.value.version === now.version) return;
    if (now.dirty || now.saving || !read.ok || !read.value.deck || read.value.problems.length > 0) {
      this.patch({ open: { ...now, conflict: true } });
      return;
    }
    const disk = read.value.deck;
    this.patch({ open: { ...now, version: read.value.version, savedText: read.value.text } });
    this.edit(() => disk, 'Reload from disk');
    this.studio.inform(`${open.path} changed on disk and was reloaded (undo brings the previous deck back)`);
  }

  private async reopen(path: string): Promise<void> {
    this.patch({ open: null });
    await this.openDeck(path);
  }

  /**
   * A card of `set` was renamed in the editor: the decks of its game that name it follow. The
   * open deck changes as an undoable step; the others are rewritten on disk from the version
   * read (one changed meanwhile is left alone and named).
   */
  async renameCard(game: string, set: string, from: string, to: string): Promise<void> {
    const open = this.state.open;
    let changed = 0;
    if (open?.status === 'open' && open.history.present.game === game) {
      if (this.edit((d) => edits.renameCard(d, set, from, to), `Rename ${from} to ${to}`)) changed += 1;
    }
    const failed: string[] = [];
    for (const listing of this.state.decks) {
      if (listing.game !== game || listing.path === open?.path) continue;
      const read = await this.host.readDeck({ path: listing.path });
      if (!read.ok || !read.value.deck) continue;
      const next = edits.renameCard(read.value.deck, set, from, to);
      if (next === read.value.deck) continue;
      const saved = await this.host.saveDeck({ path: listing.path, deck: next, baseVersion: read.value.version });
      if (saved.ok) changed += 1;
      else failed.push(listing.path);
    }
    if (changed === 0 && failed.length === 0) return;
    this.studio.inform(
      failed.length === 0
        ? `Renamed "${from}" to "${to}" in ${changed} deck${changed === 1 ? '' : 's'} too`
        : `Renamed "${from}" in ${changed} deck${changed === 1 ? '' : 's'}; not in ${failed.join(', ')} (changed meanwhile or not writable)`,
      failed.length === 0 ? 'info' : 'warning',
    );
  }
}

// The documents the editor has open, grouped into sets by folder. Each document keeps its
// latest parse (re-parsed incrementally for a single edit); everything derived from a set
// (its cards by name, its checked and compiled diagnostics) is computed when first asked for
// and kept until a document of that set changes, so typing never re-checks the set by itself.
import type { Vocabulary } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import type { SetManifest } from '../project';
import type { CardDecl, Decl, File } from '../syntax/ast';
import { parseText, reparse, type Parsed } from '../syntax/incremental';
import { LineIndex, type TextEdit } from './positions';

export type DocumentState = {
  readonly path: string;
  readonly text: string;
  readonly parsed: Parsed;
  /** Bumped by every change; caches keyed on it. */
  readonly version: number;
  /** Whether the last change re-read only one declaration. */
  readonly reused: boolean;
};

/** A card of the set, where it is declared. */
export type CardRef = { path: string; decl: CardDecl };

export type SetState = {
  /** The folder, without a trailing slash ('' for the root). */
  readonly folder: string;
  readonly manifest: SetManifest | null;
  /** Open documents of the set, by path order. */
  readonly paths: readonly string[];
  /** Bumped by every change of one of its documents or its manifest. */
  readonly version: number;
};

/** An edit in offsets of the document's text (as the parser's incremental re-parse takes it). */
export type OffsetEdit = { start: number; end: number; text: string };

export type DocumentChange = string | TextEdit | OffsetEdit | readonly (TextEdit | OffsetEdit)[];

export type WorkspaceOptions = {
  /** The games known, by id (default: every game of the engine). */
  games?: ReadonlyMap<string, Vocabulary>;
};

/** `sets/stak-bots/starter/a.cards` -> `sets/stak-bots/starter`. */
export function folderOf(path: string): string {
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return slash < 0 ? '' : path.slice(0, slash);
}

function trimFolder(folder: string): string {
  return String(folder).replace(/[\\/]+$/, '');
}

export class Workspace {
  readonly games: ReadonlyMap<string, Vocabulary>;
  private readonly docs = new Map<string, DocumentState>();
  private readonly lineCache = new Map<string, LineIndex>();
  private readonly manifests = new Map<string, SetManifest>();
  /** Per set folder: bumped on every change, so derived data knows when it is stale. */
  private readonly setVersions = new Map<string, number>();
  private readonly caches = new Map<string, { version: number; values: Map<string, unknown> }>();
  private readonly memory = new Map<string, unknown>();
  /** Path -> its set's folder, while the manifests stay as they are (asked for on every request). */
  private readonly folders = new Map<string, string>();
  /** Folder -> its open documents in path order, while no document opens or closes. */
  private readonly members = new Map<string, readonly string[]>();
  private clock = 0;
  /** Each document's game and card names, as the other sets see them (CW2030). */
  private readonly names = new Map<string, string>();
  private namesClock = 0;
  /** When every set was last made stale (a manifest or a card name changed). */
  private allStale = 0;

  constructor(options: WorkspaceOptions = {}) {
    this.games = options.games ?? vocabularies;
  }

  // ---- Sets ----

  /** Declares that the `.cards` files in `folder` (and below, unless a deeper set claims them) form one set. */
  setManifest(folder: string, manifest: SetManifest): void {
    if (!manifest || typeof manifest !== 'object') return;
    const key = trimFolder(folder);
    this.manifests.set(key, { ...manifest });
    this.touchAll();
  }

  removeManifest(folder: string): void {
    if (this.manifests.delete(trimFolder(folder))) this.touchAll();
  }

  /** The folder of the set a path belongs to: the deepest folder with a manifest above it, else its own folder. */
  setFolderOf(path: string): string {
    const known = this.folders.get(path);
    if (known !== undefined) return known;
    const folder = this.findSetFolder(path);
    // Only documents are remembered: any path may be asked about, and the map must stay small.
    if (this.docs.has(path)) this.folders.set(path, folder);
    return folder;
  }

  private findSetFolder(path: string): string {
    let best: string | null = null;
    for (const folder of this.manifests.keys()) {
      const inside = folder === '' || path === folder || path.startsWith(`${folder}/`) || path.startsWith(`${folder}\\`);
      if (inside && (best === null || folder.length > best.length)) best = folder;
    }
    return best ?? folderOf(path);
  }

  setOf(path: string): SetState {
    const folder = this.setFolderOf(path);
    let paths = this.members.get(folder);
    if (!paths) {
      paths = [...this.docs.keys()].filter((p) => this.setFolderOf(p) === folder).sort(byCodeUnit);
      this.members.set(folder, paths);
    }
    // Both stamps come from one clock that only rises: the larger changes when either does.
    return { folder, manifest: this.manifests.get(folder) ?? null, paths, version: Math.max(this.setVersions.get(folder) ?? 0, this.allStale) };
  }

  /** Every set that has an open document, as setOf gives each (one pass over the documents). */
  sets(): SetState[] {
    const byFolder = new Map<string, string[]>();
    for (const path of [...this.docs.keys()].sort(byCodeUnit)) {
      const folder = this.setFolderOf(path);
      const paths = byFolder.get(folder);
      if (paths) paths.push(path);
      else byFolder.set(folder, [path]);
    }
    return [...byFolder].map(([folder, paths]) => ({ folder, manifest: this.manifests.get(folder) ?? null, paths, version: Math.max(this.setVersions.get(folder) ?? 0, this.allStale) }));
  }

  // ---- Documents ----

  /** Opens (or replaces) a document; a manifest given here is its folder's set. */
  openDocument(path: string, text: string, manifest?: SetManifest): void {
    if (typeof path !== 'string') return;
    if (manifest && typeof manifest === 'object') {
      const folder = folderOf(path);
      const known = this.manifests.get(folder);
      if (!known || JSON.stringify(known) !== JSON.stringify(manifest)) this.setManifest(folder, manifest);
    }
    const source = typeof text === 'string' ? text : '';
    if (!this.docs.has(path)) this.members.clear();
    this.docs.set(path, { path, text: source, parsed: parseText(source), version: this.nextVersion(), reused: false });
    this.lineCache.delete(path);
    this.touch(path);
  }

  /**
   * Applies a change: the whole new text, or edits (each in the coordinates of the text left
   * by the ones before it, as LSP sends them), in positions or in offsets. A single edit
   * re-parses only its declaration. Returns false when the document is not open.
   */
  updateDocument(path: string, change: DocumentChange): boolean {
    const doc = this.docs.get(path);
    if (!doc) return false;
    if (typeof change === 'string') {
      this.openDocument(path, change);
      return true;
    }
    const edits = (Array.isArray(change) ? change : [change]) as readonly (TextEdit | OffsetEdit)[];
    let parsed = doc.parsed;
    let reused = true;
    for (const edit of edits) {
      if (!edit || typeof edit !== 'object') continue;
      let start: number;
      let end: number;
      let newText: string;
      if ('range' in edit) {
        const lines = parsed === doc.parsed ? this.lines(path) : new LineIndex(parsed.source);
        ({ start, end } = lines.offsets(edit.range));
        newText = typeof edit.newText === 'string' ? edit.newText : '';
      } else {
        const clamp = (n: unknown) => Math.max(0, Math.min(typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0, parsed.source.length));
        start = clamp(edit.start);
        end = Math.max(start, clamp(edit.end));
        newText = typeof edit.text === 'string' ? edit.text : '';
      }
      const next = reparse(parsed, { start, end, text: newText });
      reused &&= next.reused;
      parsed = next;
    }
    this.docs.set(path, { path, text: parsed.source, parsed, version: this.nextVersion(), reused });
    this.lineCache.delete(path);
    this.touch(path);
    return true;
  }

  closeDocument(path: string): void {
    if (!this.docs.has(path)) return;
    this.docs.delete(path);
    this.folders.delete(path);
    this.members.clear();
    this.lineCache.delete(path);
    this.touch(path);
    const folder = this.setFolderOf(path);
    if (this.setOf(path).paths.length === 0) {
      const prefix = `set:${folder}\u0000`;
      for (const key of [...this.memory.keys()]) if (key.startsWith(prefix)) this.memory.delete(key);
      this.caches.delete(folder);
    }
  }

  document(path: string): DocumentState | undefined {
    return this.docs.get(path);
  }

  /** The document's text ('' when it is not open). */
  getText(path: string): string {
    return this.docs.get(path)?.text ?? '';
  }

  documents(): string[] {
    return [...this.docs.keys()].sort(byCodeUnit);
  }

  lines(path: string): LineIndex {
    let index = this.lineCache.get(path);
    if (!index) {
      index = new LineIndex(this.docs.get(path)?.text ?? '');
      if (this.docs.has(path)) this.lineCache.set(path, index);
    }
    return index;
  }

  // ---- What the set knows ----

  /** The game of a document: its `game` line if the game is known, else its set's manifest. */
  vocabularyOf(path: string): Vocabulary | null {
    const game = this.docs.get(path)?.parsed.file.game?.text;
    const own = game ? this.games.get(game) : undefined;
    if (own) return own;
    const manifest = this.setOf(path).manifest;
    return (manifest && this.games.get(manifest.game)) || null;
  }

  /** Every card of the path's set by name (a name declared twice lists both). */
  cards(path: string): ReadonlyMap<string, readonly CardRef[]> {
    return this.cached(path, 'cards', (set) => {
      const byName = new Map<string, CardRef[]>();
      for (const p of set.paths) {
        for (const decl of this.docs.get(p)?.parsed.file.decls ?? []) {
          if (decl.type !== 'card') continue;
          const list = byName.get(decl.name.text);
          if (list) list.push({ path: p, decl });
          else byName.set(decl.name.text, [{ path: p, decl }]);
        }
      }
      return byName;
    });
  }

  /** The files of the path's set, as the checker and the compiler take them. */
  setFiles(path: string): { path: string; file: File; source: string }[] {
    return this.setOf(path).paths.flatMap((p) => {
      const doc = this.docs.get(p);
      return doc ? [{ path: p, file: doc.parsed.file, source: doc.text }] : [];
    });
  }

  /**
   * A value derived from the path's set, computed once per version of the set. `key` names
   * the value; `compute` gets the set.
   */
  cached<T>(path: string, key: string, compute: (set: SetState) => T): T {
    const set = this.setOf(path);
    let entry = this.caches.get(set.folder);
    if (!entry || entry.version !== set.version) {
      entry = { version: set.version, values: new Map() };
      this.caches.set(set.folder, entry);
    }
    if (entry.values.has(key)) return entry.values.get(key) as T;
    const value = compute(set);
    entry.values.set(key, value);
    return value;
  }

  /** A value kept across versions (such as a memory of results by content), made on first use. */
  persistent<T>(key: string, create: () => T): T {
    if (!this.memory.has(key)) this.memory.set(key, create());
    return this.memory.get(key) as T;
  }

  /** A value kept across versions of one set; forgotten when the set's last document closes. */
  persistentForSet<T>(path: string, key: string, create: () => T): T {
    return this.persistent(`set:${this.setFolderOf(path)}\u0000${key}`, create);
  }

  private nextVersion(): number {
    this.clock += 1;
    return this.clock;
  }

  private touch(path: string): void {
    const folder = this.setFolderOf(path);
    this.setVersions.set(folder, this.nextVersion());
    // A card named, renamed or gone changes what every other set is told about names it shares
    // (CW2030): rare next to keystrokes, so every set is made stale then.
    const doc = this.docs.get(path);
    const names = doc ? `${doc.parsed.file.game?.text ?? ''}\u0000${doc.parsed.file.decls.flatMap((d) => (d.type === 'card' && typeof d.name?.text === 'string' ? [d.name.text] : [])).join('\u0000')}` : undefined;
    if (names === this.names.get(path)) return;
    if (names === undefined) this.names.delete(path);
    else this.names.set(path, names);
    this.touchAll();
  }

  /** Bumped whenever a document's game or card names, or a manifest, change: which set has which names is stale. */
  get namesVersion(): number {
    return this.namesClock;
  }

  /** A manifest changes which set each document belongs to, a card name what sets share: every set is stale. */
  private touchAll(): void {
    this.namesClock += 1;
    this.allStale = this.nextVersion();
    this.folders.clear();
    this.members.clear();
  }
}

/** The index of the last declaration starting at or before `offset`, or -1. */
export function declIndexBefore(decls: readonly Decl[], offset: number): number {
  let low = 0;
  let high = decls.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (decls[mid]!.range.start <= offset) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

// Code-unit order: the same on every machine.
export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

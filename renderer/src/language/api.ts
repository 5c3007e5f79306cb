// What the language worker offers the page: the card language service over every document of
// the workspace. Open buffers carry their live text and the editor's version; the other
// `.cards` files of the workspace carry their text on disk, so diagnostics cover every set.
// Everything here is plain data in and out (it crosses a postMessage), in the service's
// positions (0-based lines and UTF-16 characters); the Monaco adapters convert.
//
// More requests go here as methods; each is one call from the page.
import {
  LanguageService,
  scenarioRenameEdits,
  type CardReference,
  type CardSnippet,
  type CodeAction,
  type CompletionItem,
  type DocumentSymbol,
  type Hover,
  type Location,
  type OffsetEdit,
  type Position,
  type Range,
  type RenameResult,
  type ServiceDiagnostic,
  type TextEdit,
} from '../../../card-dsl/service';
import type { SetManifest } from '../../../card-dsl/project';
import type { SetFile } from '../../../engine/defs';
import { faceAt, setFaces, type FaceAt, type SetFaces } from '../../../card-dsl/service/faces';
import { tableSets, type TableSetsUpdate } from './table-sets';
import { deckPool, type DeckPool } from '../../../card-dsl/service/deck-pool';

export type SetSource = { folder: string; manifest: SetManifest };
export type FileSource = { path: string; text: string };

/** A result for one version of a buffer: the page drops it when the buffer has moved on. */
export type Versioned<T> = { version: number | null; value: T };

/**
 * The diagnostics of an open buffer after typing: `value` is null when they read the same as
 * the answer the page shows (its `stamp`), so most keystrokes send no list at all.
 */
export type BufferDiagnostics = { path: string; version: number | null; stamp: number; value: ServiceDiagnostic[] | null };
/** What typing changes, in one answer: the open buffers' diagnostics and the problems of the sets that changed. */
export type CheckResult = { buffers: BufferDiagnostics[]; problems: ProblemsUpdate };

/** The diagnostics of one file, for the problems panel. */
export type FileProblems = { path: string; diagnostics: ServiceDiagnostic[] };
/**
 * The problems of the sets that changed since the versions the page knows: of each, its files
 * in order (`paths`) and the diagnostics of those whose problems changed since last sent (all
 * of them for a set the page does not know); the page keeps the others'.
 */
export type ProblemsUpdate = { sets: { folder: string; version: number; paths: string[]; files: FileProblems[] }[]; removed: string[] };

export class CardLanguage {
  private service = new LanguageService();
  /** The sets bundled with the studio, compiled when the page was built: the deck builder offers their cards too. */
  private readonly bundled: readonly SetFile[];

  constructor(bundled: readonly SetFile[] = []) {
    this.bundled = bundled;
  }
  /** Buffer versions (the editor's own numbering), by path; a path not here is read from disk. */
  private readonly buffers = new Map<string, number>();
  /** The disk text of the workspace's `.cards` files, by path. */
  private readonly disk = new Map<string, string>();
  /** What `problems` last sent of each set, file by file: a file whose problems read the same is not sent again. */
  private readonly sentProblems = new Map<string, Map<string, string>>();
  /** What `check` last sent of each buffer's diagnostics, and the stamp it carried. */
  private readonly sentDiagnostics = new Map<string, { stamp: number; value: ServiceDiagnostic[]; text: string }>();
  private stamps = 0;
  /**
   * Each document's diagnostics in editor positions, kept while its set is unchanged: a
   * buffer's markers and its file's problems are then one list, which a message carries once.
   */
  private readonly positioned = new Map<string, { setVersion: number; value: ServiceDiagnostic[] }>();

  // ---- The workspace ----

  /** Starts over with a workspace's sets and `.cards` files (open buffers keep their text). */
  loadWorkspace(sets: readonly SetSource[], files: readonly FileSource[]): void {
    const open = new Map([...this.buffers.keys()].map((path) => [path, this.service.getText(path)]));
    this.service = new LanguageService();
    this.disk.clear();
    this.sentProblems.clear();
    // A new service counts its versions from the start again.
    this.positioned.clear();
    for (const set of sets) this.service.setManifest(set.folder, set.manifest);
    for (const file of files) this.disk.set(file.path, file.text);
    for (const [path, text] of this.disk) if (!open.has(path)) this.service.openDocument(path, text);
    for (const [path, text] of open) this.service.openDocument(path, text);
  }

  setManifest(folder: string, manifest: SetManifest | null): void {
    if (manifest) this.service.setManifest(folder, manifest);
    else this.service.removeManifest(folder);
  }

  /** A `.cards` file's text on disk changed (null: it is gone). An open buffer keeps its own text. */
  setDiskText(path: string, text: string | null): void {
    if (text === null) this.disk.delete(path);
    else this.disk.set(path, text);
    if (this.buffers.has(path)) return;
    if (text === null) this.service.closeDocument(path);
    else if (this.service.getText(path) !== text || !this.service.document(path)) this.service.openDocument(path, text);
  }

  // ---- Buffers ----

  openBuffer(path: string, text: string, version: number): void {
    this.buffers.set(path, version);
    this.service.openDocument(path, text);
  }

  /** Edits of an open buffer in offsets, each in the text the ones before it left (as the editor reports them). */
  changeBuffer(path: string, edits: readonly OffsetEdit[], version: number): void {
    if (!this.buffers.has(path)) return;
    this.buffers.set(path, version);
    this.service.updateDocument(path, edits);
  }

  /** The buffer closed: the file reads as it is on disk again (or is gone, if it is not a workspace file). */
  closeBuffer(path: string): void {
    if (!this.buffers.delete(path)) return;
    const text = this.disk.get(path);
    if (text === undefined) this.service.closeDocument(path);
    else this.service.openDocument(path, text);
  }

  // ---- Diagnostics ----

  diagnostics(path: string): Versioned<ServiceDiagnostic[]> {
    return this.versioned(path, this.fileDiagnostics(path));
  }

  private fileDiagnostics(path: string): ServiceDiagnostic[] {
    const setVersion = this.service.setOf(path).version;
    const known = this.positioned.get(path);
    if (known && known.setVersion === setVersion && this.service.document(path)) return known.value;
    const value = this.service.diagnostics(path);
    if (this.service.document(path)) this.positioned.set(path, { setVersion, value });
    else this.positioned.delete(path);
    return value;
  }

  /**
   * After typing, one round trip: the diagnostics of the buffers in `paths` (each left out when
   * it reads the same as the answer whose stamp the page shows, in `shown`), and the problems
   * of every set whose version differs from `known`.
   */
  check(paths: readonly string[], shown: Record<string, number>, known: Record<string, number>): CheckResult {
    const buffers = paths.map((path): BufferDiagnostics => {
      const { version, value } = this.diagnostics(path);
      const sent = this.sentDiagnostics.get(path);
      // The same list (its set unchanged) needs no comparing; a new one may still read the same.
      const text = sent?.value === value ? sent.text : JSON.stringify(value);
      if (sent && sent.text === text && shown[path] === sent.stamp) return { path, version, stamp: sent.stamp, value: null };
      const stamp = (this.stamps += 1);
      this.sentDiagnostics.set(path, { stamp, value, text });
      return { path, version, stamp, value };
    });
    for (const path of [...this.sentDiagnostics.keys()]) if (!this.buffers.has(path)) this.sentDiagnostics.delete(path);
    return { buffers, problems: this.problems(known) };
  }

  /** Every set whose version differs from `known` (folder -> version), with its files' diagnostics. */
  problems(known: Record<string, number>): ProblemsUpdate {
    const byFolder = new Map<string, string[]>();
    for (const path of this.service.documents()) {
      const folder = this.service.setFolderOf(path);
      const list = byFolder.get(folder);
      if (list) list.push(path);
      else byFolder.set(folder, [path]);
    }
    const sets: ProblemsUpdate['sets'] = [];
    for (const [folder, paths] of byFolder) {
      const version = this.service.setOf(paths[0]!).version;
      if (known[folder] === version) continue;
      const sent = folder in known ? (this.sentProblems.get(folder) ?? new Map<string, string>()) : new Map<string, string>();
      const now = new Map<string, string>();
      const files: FileProblems[] = [];
      for (const path of paths) {
        const diagnostics = this.fileDiagnostics(path);
        const text = JSON.stringify(diagnostics);
        now.set(path, text);
        if (sent.get(path) !== text) files.push({ path, diagnostics });
      }
      this.sentProblems.set(folder, now);
      // Most keystrokes change no problem: the page then has nothing to redraw.
      if (files.length === 0 && sent.size === now.size) continue;
      sets.push({ folder, version, paths, files });
    }
    for (const folder of [...this.sentProblems.keys()]) if (!byFolder.has(folder)) this.sentProblems.delete(folder);
    for (const path of [...this.positioned.keys()]) if (!this.service.document(path)) this.positioned.delete(path);
    return { sets, removed: Object.keys(known).filter((folder) => !byFolder.has(folder)) };
  }

  // ---- Features at a position ----

  completion(path: string, position: Position): Versioned<CompletionItem[]> {
    return this.versioned(path, this.service.completion(path, position));
  }

  hover(path: string, position: Position): Hover | null {
    return this.service.hover(path, position);
  }

  definition(path: string, position: Position): Location | null {
    return this.service.definition(path, position);
  }

  references(path: string, position: Position, includeDeclaration: boolean): CardReference[] {
    return this.service.references(path, position, includeDeclaration);
  }

  prepareRename(path: string, position: Position): { range: Range; placeholder: string } | null {
    return this.service.prepareRename(path, position);
  }

  rename(path: string, position: Position, newName: string): RenameResult {
    return this.service.rename(path, position, newName);
  }

  /** The edits renaming a card in scenario files (given with their text), by path. */
  renameInScenarios(from: string, to: string, scenarios: readonly FileSource[]): Record<string, TextEdit[]> {
    const out: Record<string, TextEdit[]> = {};
    for (const s of scenarios) {
      const edits = scenarioRenameEdits(s.text, from, to);
      if (edits.length > 0) out[s.path] = edits;
    }
    return out;
  }

  codeActions(path: string, range: Range): CodeAction[] {
    return this.service.codeActions(path, range);
  }

  // ---- Whole documents ----

  documentSymbols(path: string): Versioned<DocumentSymbol[]> {
    return this.versioned(path, this.service.documentSymbols(path));
  }

  /** The card or variant declared around a line (for the breadcrumb), or null. */
  symbolAt(path: string, line: number): DocumentSymbol | null {
    return this.service.documentSymbolAt(path, line);
  }

  /** The places in this file that name the card at `position` (the editor highlights them). */
  highlights(path: string, position: Position): Range[] {
    return this.service.references(path, position).flatMap((r) => (r.path === path ? [r.range] : []));
  }

  /** Semantic tokens of the lines `range` covers (the editor asks for what it shows), LSP-encoded from the range's first line. */
  semanticTokens(path: string, range: Range | null): Versioned<number[]> {
    return this.versioned(path, (range ? this.service.semanticTokens(path, range) : this.service.semanticTokens(path)).data);
  }

  formattingEdits(path: string, indent: number): Versioned<TextEdit[]> {
    return this.versioned(path, this.service.formattingEdits(path, { indent }));
  }

  cardSnippets(path: string): CardSnippet[] {
    return this.service.cardSnippets(path);
  }

  // ---- Compiled cards (card faces) ----

  /** The card at a position of a file, compiled, as its face shows it (the preview). */
  faceAt(path: string, position: Position): FaceAt | null {
    return faceAt(this.service, path, position);
  }

  /** Every card of the set in `folder` (the gallery); null when the set has no card file. */
  setFaces(folder: string): SetFaces | null {
    const path = this.service.documents().find((p) => this.service.setFolderOf(p) === folder);
    return path === undefined ? null : setFaces(this.service, path);
  }

  // ---- Compiled sets (the sandbox table) ----

  /** The workspace's sets as the table plays them, those whose version differs from `known` (folder -> version). */
  tableSets(known: Record<string, number>): TableSetsUpdate {
    return tableSets(this.service, known);
  }

  // ---- Deck lists ----

  /** Every card and variant of the workspace's and the bundled sets of a game, for the deck builder. */
  deckPool(game: string): DeckPool {
    return deckPool(this.service, game, this.bundled);
  }

  private versioned<T>(path: string, value: T): Versioned<T> {
    return { version: this.buffers.get(path) ?? null, value };
  }
}

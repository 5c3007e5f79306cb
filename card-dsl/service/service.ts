// The language service: a workspace of open documents and every editor feature over it, in
// editor positions (0-based lines, UTF-16 characters) and without knowing any editor. Every
// method answers something for any input: an unknown path or a position out of range gives
// an empty answer, never an exception.
import type { FormatOptions } from '../compile/format';
import { codeActions, type CodeAction } from './code-actions';
import { completion, type CompletionItem } from './completion';
import { definition } from './definition';
import { diagnostics, setDiagnostics, type ServiceDiagnostic } from './diagnostics';
import type { Diagnostic } from '../diagnostics/catalog';
import { formattingEdits } from './formatting';
import { hover, type Hover } from './hover';
import type { Location, Position, Range, TextEdit } from './positions';
import { prepareRename, references, rename, type CardReference, type RenameResult } from './references';
import { semanticTokens, semanticTokensInRange, type SemanticTokens } from './semantic-tokens';
import { cardSnippets, type CardSnippet } from './snippets';
import { documentSymbolAt, documentSymbols, type DocumentSymbol } from './symbols';
import { Workspace } from './workspace';

export class LanguageService extends Workspace {
  /** The diagnostics of the file's set (parse, check, compile) that are in this file. */
  diagnostics(path: string): ServiceDiagnostic[] {
    return diagnostics(this, path);
  }

  /** Every diagnostic of the path's set, by path, in offsets (for a problems panel over the whole set). */
  setDiagnostics(path: string): ReadonlyMap<string, readonly Diagnostic[]> {
    return setDiagnostics(this, path);
  }

  completion(path: string, position: Position): CompletionItem[] {
    return completion(this, path, position);
  }

  hover(path: string, position: Position): Hover | null {
    return hover(this, path, position);
  }

  definition(path: string, position: Position): Location | null {
    return definition(this, path, position);
  }

  /** Every place the set names the card at `position`. */
  references(path: string, position: Position, includeDeclaration = true): CardReference[] {
    return references(this, path, position, includeDeclaration);
  }

  prepareRename(path: string, position: Position): { range: Range; placeholder: string } | null {
    return prepareRename(this, path, position);
  }

  /** The edits renaming the card at `position` in every file of its set. */
  rename(path: string, position: Position, newName: string): RenameResult {
    return rename(this, path, position, newName);
  }

  documentSymbols(path: string): DocumentSymbol[] {
    return documentSymbols(this, path);
  }

  /** The card or variant declared around a line (0-based), or null. */
  documentSymbolAt(path: string, line: number): DocumentSymbol | null {
    return documentSymbolAt(this, path, line);
  }

  /** The whole file's semantic tokens, or those of the lines `range` covers. */
  semanticTokens(path: string, range?: Range): SemanticTokens {
    return range ? semanticTokensInRange(this, path, range) : semanticTokens(this, path);
  }

  formattingEdits(path: string, options?: FormatOptions): TextEdit[] {
    return formattingEdits(this, path, options);
  }

  /** A new card of each kind of the document's game. */
  cardSnippets(path: string): CardSnippet[] {
    return cardSnippets(this, path);
  }

  codeActions(path: string, range: Range): CodeAction[] {
    return codeActions(this, path, range);
  }
}

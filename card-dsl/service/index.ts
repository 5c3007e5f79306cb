// The language service's public surface (card-dsl/service). Editors adapt it; it knows none.
export { LanguageService } from './service';
export { Workspace, folderOf, type CardRef, type DocumentChange, type DocumentState, type OffsetEdit, type SetState, type WorkspaceOptions } from './workspace';
export { LineIndex, applyTextEdits, type Location, type Position, type Range, type TextEdit } from './positions';
export { diagnostics, setDiagnostics, type ServiceDiagnostic } from './diagnostics';
export { completion, type CompletionItem, type CompletionItemKind } from './completion';
export { cursorContext, type CursorContext, type Where } from './context';
export { hover, cardMarkdown, type Hover } from './hover';
export { definition } from './definition';
export { cardNameAt, prepareRename, references, referencesTo, rename, type CardReference, type RenameResult, type WorkspaceEdit } from './references';
export { scenarioRenameEdits } from './scenario-names';
export { documentSymbolAt, documentSymbols, type DocumentSymbol } from './symbols';
export { semanticTokens, semanticTokensInRange, semanticTokensLegend, tokenTypes, type SemanticToken, type SemanticTokens, type SemanticTokenType } from './semantic-tokens';
export { formattingEdits } from './formatting';
export { codeActions, type CodeAction } from './code-actions';
export { faceAt, setFaces, type BrokenCard, type CardFace, type FaceAt, type FaceMismatch, type FaceStat, type SetFaces } from './faces';
export { keywordDocs, keywordMarkdown, type KeywordDoc } from './keywords';
export { CORE_VERBS, wordClasses, type WordClasses } from './words';
export { cardSnippets, snippetsOf, type CardSnippet } from './snippets';

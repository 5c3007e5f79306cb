// Monaco's language features for `.cards`, each a thin adapter: convert the position, ask the
// worker, convert the answer. No language knowledge lives here.
import type { editor as MonacoEditor, IDisposable, languages } from 'monaco-editor/editor/editor.api';
import type { CompletionItemKind as ServiceItemKind } from '../../../card-dsl/service/completion';
import type { TextEdit } from '../../../card-dsl/service/positions';
import { semanticTokensLegend } from '../../../card-dsl/service/words';
import type { monaco as MonacoApi } from '../editor/monaco';
import type { LanguageClient } from './client';
import type { DocumentSync } from './documents';
import { BUFFER_SCHEME, pathOf, toMonacoRange, toServicePosition, toServiceRange } from './positions';

type Monaco = typeof MonacoApi;

export type ProviderHooks = {
  /** Opens the files a rename will change as buffers (Monaco edits only open models). */
  openForEdit: (paths: readonly string[]) => Promise<void>;
  /** Reads a workspace file that is not open. */
  readFile: (path: string) => Promise<{ content: string; version: string } | null>;
  /**
   * Renames a card in the scenario files of its set that are not open: each is rewritten on
   * disk from the version read (refused if it changed meanwhile). Says how many it changed.
   */
  renameInScenarioFiles: (files: readonly { path: string; content: string; version: string; edits: readonly TextEdit[] }[], from: string, to: string) => Promise<void>;
};

/** Set by the "new card" command: the next completion lists only card snippets. */
let snippetsOnly = false;
export function completeSnippetsOnlyOnce(): void {
  snippetsOnly = true;
}

export function registerProviders(monaco: Monaco, client: LanguageClient, documents: DocumentSync, hooks: ProviderHooks): IDisposable[] {
  const worker = client.worker;
  const L = monaco.languages;
  const id = 'cards';
  const uriOf = (path: string) => monaco.Uri.from({ scheme: BUFFER_SCHEME, path: `/${path}` });
  const pathFor = (model: MonacoEditor.ITextModel) => pathOf(model.uri) ?? '';
  const itemKind: Record<ServiceItemKind, languages.CompletionItemKind> = {
    keyword: L.CompletionItemKind.Keyword,
    'card-kind': L.CompletionItemKind.Class,
    stat: L.CompletionItemKind.Field,
    event: L.CompletionItemKind.Event,
    zone: L.CompletionItemKind.Folder,
    verb: L.CompletionItemKind.Function,
    card: L.CompletionItemKind.Constant,
    selector: L.CompletionItemKind.Value,
    snippet: L.CompletionItemKind.Snippet,
    name: L.CompletionItemKind.Variable,
  };
  /** A location in a file that may not be open: peeking at it needs a model. */
  const location = async (path: string, range: Parameters<typeof toMonacoRange>[0]): Promise<languages.Location> => {
    const uri = uriOf(path);
    if (!monaco.editor.getModel(uri)) {
      const file = await hooks.readFile(path);
      if (file) documents.shadow(uri, file.content);
    }
    return { uri, range: toMonacoRange(range) };
  };

  return [
    L.registerCompletionItemProvider(id, {
      triggerCharacters: ['"', ' '],
      async provideCompletionItems(model, position) {
        const only = snippetsOnly;
        snippetsOnly = false;
        const path = pathFor(model);
        const answer = await worker.completion(path, toServicePosition(position));
        // Typed on meanwhile: Monaco asks again for the text as it is now.
        if (answer.version !== model.getVersionId()) return { suggestions: [], incomplete: true };
        const items = only ? answer.value.filter((i) => i.kind === 'snippet') : answer.value;
        return {
          suggestions: items.map((item, index) => ({
            label: item.label,
            kind: itemKind[item.kind],
            detail: item.detail,
            documentation: item.documentation ? { value: item.documentation } : undefined,
            insertText: item.insertText,
            insertTextRules: item.insertTextFormat === 'snippet' ? L.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
            range: toMonacoRange(item.range),
            // The service's order is meaningful (likeliest first); Monaco sorts by this text.
            sortText: String(index).padStart(5, '0'),
          })),
        };
      },
    }),
    L.registerHoverProvider(id, {
      async provideHover(model, position) {
        const hover = await worker.hover(pathFor(model), toServicePosition(position));
        return hover ? { contents: [{ value: hover.contents }], range: toMonacoRange(hover.range) } : null;
      },
    }),
    L.registerDefinitionProvider(id, {
      async provideDefinition(model, position) {
        const target = await worker.definition(pathFor(model), toServicePosition(position));
        return target ? location(target.path, target.range) : null;
      },
    }),
    L.registerReferenceProvider(id, {
      async provideReferences(model, position, context) {
        const found = await worker.references(pathFor(model), toServicePosition(position), context.includeDeclaration);
        return Promise.all(found.map((r) => location(r.path, r.range)));
      },
    }),
    L.registerRenameProvider(id, {
      async resolveRenameLocation(model, position) {
        const at = await worker.prepareRename(pathFor(model), toServicePosition(position));
        if (!at) return { range: { startLineNumber: position.lineNumber, startColumn: position.column, endLineNumber: position.lineNumber, endColumn: position.column }, text: '', rejectReason: 'Only a card can be renamed: put the cursor on its name' };
        return { range: toMonacoRange(at.range), text: at.placeholder };
      },
      async provideRenameEdits(model, position, newName) {
        const path = pathFor(model);
        const at = await worker.prepareRename(path, toServicePosition(position));
        const result = await worker.rename(path, toServicePosition(position), newName);
        if (!result.ok || !at) return { edits: [], rejectReason: result.ok ? 'Only a card can be renamed' : result.message };
        const changes = { ...result.edit.changes };
        const to = newName.trim();
        // Scenario files of the set that name the card are renamed too: in their buffer when
        // open (undoable with the rest), else on disk.
        const scenarioPaths = client.scenarioPaths(path);
        const open = scenarioPaths.filter((p) => monaco.editor.getModel(uriOf(p)) && !documents.shadows.has(monaco.editor.getModel(uriOf(p))!));
        const closed = (await Promise.all(scenarioPaths.filter((p) => !open.includes(p)).map(async (p) => ({ path: p, file: await hooks.readFile(p) })))).flatMap((f) => (f.file ? [{ path: f.path, ...f.file }] : []));
        Object.assign(changes, await worker.renameInScenarios(at.placeholder, to, open.map((p) => ({ path: p, text: monaco.editor.getModel(uriOf(p))!.getValue() }))));
        const onDisk = await worker.renameInScenarios(at.placeholder, to, closed.map((f) => ({ path: f.path, text: f.content })));
        await hooks.renameInScenarioFiles(closed.filter((f) => onDisk[f.path]).map((f) => ({ ...f, edits: onDisk[f.path]! })), at.placeholder, to);
        await hooks.openForEdit(Object.keys(changes));
        const edits: languages.IWorkspaceTextEdit[] = [];
        for (const [p, list] of Object.entries(changes)) {
          const resource = uriOf(p);
          if (!monaco.editor.getModel(resource)) continue;
          for (const e of list) edits.push({ resource, textEdit: { range: toMonacoRange(e.range), text: e.newText }, versionId: undefined });
        }
        return { edits };
      },
    }),
    // Other mentions of the card under the cursor (and none for other words: highlighting every
    // "card" of a thousand-card file would cost more than it shows).
    L.registerDocumentHighlightProvider(id, {
      async provideDocumentHighlights(model, position) {
        const ranges = await worker.highlights(pathFor(model), toServicePosition(position));
        return ranges.map((range) => ({ range: toMonacoRange(range), kind: L.DocumentHighlightKind.Text }));
      },
    }),
    L.registerDocumentSymbolProvider(id, {
      displayName: 'Cards',
      async provideDocumentSymbols(model) {
        const { value } = await worker.documentSymbols(pathFor(model));
        return value.map((s) => ({
          name: s.name,
          detail: s.detail,
          kind: s.kind === 'card' ? L.SymbolKind.Class : L.SymbolKind.Namespace,
          tags: [],
          range: toMonacoRange(s.range),
          selectionRange: toMonacoRange(s.selectionRange),
        }));
      },
    }),
    L.registerDocumentFormattingEditProvider(id, {
      displayName: 'Cards formatter',
      async provideDocumentFormattingEdits(model, options) {
        const { version, value } = await worker.formattingEdits(pathFor(model), options.tabSize);
        if (version !== model.getVersionId()) return [];
        return value.map((e) => ({ range: toMonacoRange(e.range), text: e.newText }));
      },
    }),
    L.registerCodeActionProvider(
      id,
      {
        async provideCodeActions(model, range, context) {
          const actions = await worker.codeActions(pathFor(model), toServiceRange(range));
          return {
            actions: actions.map((a) => ({
              title: a.title,
              kind: 'quickfix',
              isPreferred: a.isPreferred,
              diagnostics: context.markers.filter((m) => a.diagnostics.some((d) => d.code === m.code && d.range.start.line + 1 === m.startLineNumber && d.range.start.character + 1 === m.startColumn)),
              edit: { edits: a.edits.map((e) => ({ resource: model.uri, textEdit: { range: toMonacoRange(e.range), text: e.newText }, versionId: model.getVersionId() })) },
            })),
            dispose: () => undefined,
          };
        },
      },
      { providedCodeActionKinds: ['quickfix'] },
    ),
    L.registerDocumentRangeSemanticTokensProvider(id, {
      getLegend: () => semanticTokensLegend,
      async provideDocumentRangeSemanticTokens(model, range) {
        const { version, value } = await worker.semanticTokens(pathFor(model), toServiceRange(range));
        // Stale tokens would colour the wrong words; the editor asks again after the change.
        // The model may have gone meanwhile (its tab closed, another workspace opened).
        if (model.isDisposed() || (version !== null && version !== model.getVersionId())) return null;
        return { data: new Uint32Array(value) };
      },
    }),
  ];
}


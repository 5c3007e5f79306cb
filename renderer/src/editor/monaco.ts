// Monaco, set up once: the editor core with a chosen set of features (not every language
// Monaco ships), its web worker, the `.cards` language and the studio's theme. This module is
// loaded on demand so that the rest of the page shows before the editor's code has arrived.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/codicon/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
// The card language's features (providers in renderer/src/language).
import 'monaco-editor/features/codeAction/register';
import 'monaco-editor/features/documentSymbols/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/gotoError/register';
import 'monaco-editor/features/gotoSymbol/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/quickOutline/register';
import 'monaco-editor/features/referenceSearch/register';
import 'monaco-editor/features/rename/register';
import 'monaco-editor/features/semanticTokens/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/suggest/register';
// The completion list itself (the feature above brings only its inline variant).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { CARDS_EXTENSION, CARDS_LANGUAGE_ID, cardsLanguageConfiguration, cardsMonarch } from '../language/monarch';
import { THEME_NAME, cardwrightDarkTheme } from './theme';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

monaco.languages.register({ id: CARDS_LANGUAGE_ID, extensions: [CARDS_EXTENSION], aliases: ['Cardwright cards', 'cards'] });
monaco.languages.setMonarchTokensProvider(CARDS_LANGUAGE_ID, cardsMonarch());
monaco.languages.setLanguageConfiguration(CARDS_LANGUAGE_ID, cardsLanguageConfiguration);
monaco.editor.defineTheme(THEME_NAME, cardwrightDarkTheme);

export function languageOf(path: string): string {
  return path.endsWith(CARDS_EXTENSION) ? CARDS_LANGUAGE_ID : 'plaintext';
}

export { monaco };

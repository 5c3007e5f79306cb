// Types for two internal Monaco modules (not in Monaco's public typings) that the tokenizer
// test uses to run the `.cards` Monarch grammar in Node, exactly as the editor would.
declare module 'monaco-editor/editor/standalone/common/monarch/monarchCompile' {
  export function compile(languageId: string, json: unknown): unknown;
}

declare module 'monaco-editor/editor/standalone/common/monarch/monarchLexer' {
  type Token = { offset: number; type: string; language: string };
  type State = { clone(): State; equals(other: State): boolean };
  export class MonarchTokenizer {
    constructor(languageService: unknown, standaloneThemeService: unknown, languageId: string, lexer: unknown, configurationService: unknown);
    getInitialState(): State;
    tokenize(line: string, hasEOL: boolean, state: State): { tokens: Token[]; endState: State };
    dispose(): void;
  }
}

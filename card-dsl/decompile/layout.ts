// The decompiled declarations as files, laid out as the formatter lays a file out: the game
// line, one blank line, the declarations one blank line apart, one line break at the end. Each
// declaration is printed by the formatter's own printer (compile/format.ts), which also checks
// that the text reads back to the very tree it printed.
import { printDecl } from '../compile/format';
import type * as A from '../syntax/ast';
import type { SetProblem } from './problems';

export type PlacedDecl = { node: A.Decl; path: string };

/** A file of declarations; a declaration the printer refuses becomes a problem at its path. */
export function fileText(game: string, decls: readonly PlacedDecl[], problems: SetProblem[]): string {
  const printed: string[] = [];
  for (const { node, path } of decls) {
    const text = printDecl(node, { game });
    if (text === null) problems.push({ path, message: 'cannot be printed as card-language source that reads back the same (a case the decompiler does not know yet)' });
    else printed.push(text);
  }
  return printed.length === 0 ? `game ${game}\n` : `game ${game}\n\n${printed.join('\n\n')}\n`;
}

// Card names across sets: a scenario, a table or a deck names cards by name, so a card of this set
// whose name is also a card of another set of the same game in scope (the workspace's sets and
// the bundled ones) cannot be told apart wherever both sets are used. The command line knows which
// sets are in scope; this only compares names.
import { diagnostic } from '../diagnostics/catalog';
import type { CardDecl, File } from '../syntax/ast';
import type { FileDiagnostic } from './checker';

/** Another set in scope: its id (`<game>/<set>`) and its cards' names and ids. */
export type ScopeSet = { id: string; game: string; cards: readonly { name: string; id: string }[] };

/**
 * CW2030 on each card of `files` (one set, of `game`, whose id is `own`) named like a card of
 * another set of the same game in `scope`. Names compare as scenarios read them: ignoring case.
 */
export function checkNamesInScope(files: readonly { path: string; file: File }[], game: string, own: string, scope: readonly ScopeSet[]): FileDiagnostic[] {
  const others = new Map<string, { set: string; id: string }[]>();
  for (const set of scope) {
    if (set.game !== game || set.id === own) continue;
    for (const card of set.cards) {
      const key = card.name.toLowerCase();
      others.set(key, [...(others.get(key) ?? []), { set: set.id, id: card.id }]);
    }
  }
  const out: FileDiagnostic[] = [];
  if (others.size === 0) return out;
  for (const { path, file } of files) {
    for (const decl of file.decls) {
      if (decl.type !== 'card' || typeof (decl as CardDecl).name?.text !== 'string') continue;
      const clash = others.get(decl.name.text.toLowerCase());
      if (!clash) continue;
      const sets = clash.map((c) => c.set).join(', ');
      const ids = clash.map((c) => c.id).join(', ');
      out.push({ path, diagnostic: diagnostic('CW2030', decl.name.range, { name: decl.name.text, sets, ids }) });
    }
  }
  return out;
}

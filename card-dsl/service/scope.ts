// The sets in scope of each other in the editor: every set of the workspace, by its cards' names.
// A card named like a card of another set of its game is CW2030, as `cardwright check` says it;
// the command line also counts `./sets` and the sets bundled with Cardwright, which the studio
// does not ship, so in the studio the workspace's own sets are the scope.
import { cardId, slugify } from '../compile/ids';
import type { ScopeSet } from '../semantics/scope';
import type { SetState, Workspace } from './workspace';

/** The game and id of a set as the diagnostics compile it: its manifest's, else its files' game line and its folder's name. */
export function setIdentity(ws: Workspace, set: SetState): { game: string; set: string } {
  const game = set.manifest?.game ?? set.paths.map((p) => ws.document(p)?.parsed.file.game?.text).find((g) => g !== undefined) ?? '';
  const base = set.folder.split(/[\\/]/).pop() ?? '';
  return { game, set: set.manifest?.set ?? (slugify(base) || 'set') };
}

/** Every set of the workspace with its cards' names and ids, made again only when a name or a manifest changed. */
export function workspaceScope(ws: Workspace): readonly ScopeSet[] {
  const memo = ws.persistent<{ version: number; sets: ScopeSet[] }>('scope', () => ({ version: -1, sets: [] }));
  if (memo.version === ws.namesVersion) return memo.sets;
  const sets: ScopeSet[] = [];
  for (const set of ws.sets()) {
    const { game, set: id } = setIdentity(ws, set);
    const cards: { name: string; id: string }[] = [];
    for (const p of set.paths) {
      for (const decl of ws.document(p)?.parsed.file.decls ?? []) {
        if (decl.type === 'card' && typeof decl.name?.text === 'string') cards.push({ name: decl.name.text, id: cardId(game, id, decl.name.text) });
      }
    }
    sets.push({ id: `${game}/${id}`, game, cards });
  }
  memo.version = ws.namesVersion;
  memo.sets = sets;
  return sets;
}

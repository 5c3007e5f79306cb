// From a card of a run to its source in the editor: the set of the workspace whose id starts the
// card's (`<game>/<set>/<card>`), the card's face there (the language worker knows where every card
// is declared), and the file opened with the cursor on the declaration.
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';
import type { SetFaces } from '../../../card-dsl/service/faces';
import type { Range } from '../../../card-dsl/service/positions';

export type OpenCardDeps = {
  workspace(): WorkspaceSnapshot | null;
  setFaces(folder: string): Promise<SetFaces | null>;
  /** Shows the editor with `path` open and `range` in sight, the cursor at its start (open already or not). */
  reveal(path: string, range: Range): Promise<void>;
};

/** Opens the card `id` called `name` in the editor; a sentence saying why not when it cannot. */
export async function openCard(deps: OpenCardDeps, id: string, name: string): Promise<string | null> {
  const set = deps.workspace()?.sets.find((s) => id.startsWith(`${s.game}/${s.set}/`));
  if (!set) return `${name} is in a bundled set, not in the workspace: copy its set into the workspace to edit it`;
  const faces = await deps.setFaces(set.path);
  const face = faces?.cards.find((c) => c.id === id);
  if (!face) return `${name} is no longer in ${set.path}`;
  await deps.reveal(face.path, { start: face.range.start, end: face.range.start });
  return null;
}

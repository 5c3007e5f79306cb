// Where a card's picture comes from: `art/<card slug>.<png|jpg|jpeg|webp>` in its set's
// folder (docs/dsl.md, "Card art"), found in the workspace listing, so no request is made
// for a card that has none.
import type { WorkspaceSnapshot } from '../../../electron/shared/contract';

export const ART_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

export function artFileOf(workspace: WorkspaceSnapshot, card: { path: string; slug: string }): string | null {
  const set = workspace.sets.find((s) => card.path.startsWith(`${s.path}/`));
  if (!set || card.slug === '') return null;
  const files = new Set(set.files.map((f) => f.path));
  for (const extension of ART_EXTENSIONS) {
    const path = `${set.path}/art/${card.slug}.${extension}`;
    if (files.has(path)) return path;
  }
  return null;
}

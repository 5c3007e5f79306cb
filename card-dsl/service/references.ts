// Find references and rename of a card across its set. A card is named in its declaration
// (`bot "Bolt Pup" …`) and in strings of other cards (`named "Bolt Pup"`, `starts-with …`,
// `create "…"`); a string after `text`, `set` or `variant` is never a card's name.
import { scan } from '../syntax/scanner';
import type { Token } from '../syntax/tokens';
import { tokenAt } from './lookup';
import type { Location, Position, Range, TextEdit } from './positions';
import type { Workspace } from './workspace';

/** A card's name where it is written: the range inside the quotes. */
export type CardReference = Location & { isDeclaration: boolean };

/** Edits by path (LSP's WorkspaceEdit `changes`). */
export type WorkspaceEdit = { changes: Record<string, TextEdit[]> };

export type RenameResult = { ok: true; edit: WorkspaceEdit } | { ok: false; message: string };

/** Words after which a string is not a card's name. */
const NOT_A_NAME_AFTER = new Set(['text', 'set', 'variant']);

/** The card named at a position, with the range of its name there (inside the quotes). */
export function cardNameAt(ws: Workspace, path: string, position: Position): { name: string; range: Range } | null {
  const doc = ws.document(path);
  if (!doc) return null;
  try {
    const hit = tokenAt(doc.text, doc.parsed.file, ws.lines(path).offsetAt(position));
    if (!hit || hit.token.kind !== 'string') return null;
    const { token, previous, decl } = hit;
    if (previous?.kind === 'word' && NOT_A_NAME_AFTER.has(previous.text)) return null;
    const ownName = decl?.type === 'card' && decl.name.range.start === token.start;
    if (!ownName && !ws.cards(path).has(token.text)) return null;
    return { name: token.text, range: ws.lines(path).range(inner(token)) };
  } catch {
    return null;
  }
}

/** Every place the set names the card at `position` (its declaration first when asked for). */
export function references(ws: Workspace, path: string, position: Position, includeDeclaration = true): CardReference[] {
  const at = cardNameAt(ws, path, position);
  if (!at) return [];
  return referencesTo(ws, path, at.name).filter((r) => includeDeclaration || !r.isDeclaration);
}

/** Every place the path's set names the card called `name`, declarations first, then by file and position. */
export function referencesTo(ws: Workspace, path: string, name: string): CardReference[] {
  const out: CardReference[] = [];
  try {
    for (const p of ws.setOf(path).paths) {
      const doc = ws.document(p);
      if (!doc) continue;
      const lines = ws.lines(p);
      const declStarts = new Set<number>();
      for (const decl of doc.parsed.file.decls) if (decl.type === 'card' && decl.name.text === name) declStarts.add(decl.name.range.start);
      const tokens = scan(doc.text);
      let previous: Token | undefined;
      for (const t of tokens) {
        if (t.kind === 'string' && t.text === name && !(previous?.kind === 'word' && NOT_A_NAME_AFTER.has(previous.text))) {
          out.push({ path: p, range: lines.range(inner(t)), isDeclaration: declStarts.has(t.start) });
        }
        if (t.kind !== 'newline') previous = t;
      }
    }
  } catch {
    return [];
  }
  return out.sort((a, b) => Number(b.isDeclaration) - Number(a.isDeclaration));
}

/** Whether the card at `position` can be renamed, and the name to offer. */
export function prepareRename(ws: Workspace, path: string, position: Position): { range: Range; placeholder: string } | null {
  const at = cardNameAt(ws, path, position);
  return at ? { range: at.range, placeholder: at.name } : null;
}

/** Renames the card at `position` everywhere its set names it. */
export function rename(ws: Workspace, path: string, position: Position, newName: string): RenameResult {
  const at = cardNameAt(ws, path, position);
  if (!at) return { ok: false, message: 'Only a card can be renamed: put the cursor on its name' };
  const name = typeof newName === 'string' ? newName.trim() : '';
  if (name === '') return { ok: false, message: 'A card needs a name' };
  if ([...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return { ok: false, message: 'A card name is one line of text' };
  if (name !== at.name && ws.cards(path).has(name)) return { ok: false, message: `The set already has a card named "${name}"` };
  const changes: Record<string, TextEdit[]> = {};
  if (name === at.name) return { ok: true, edit: { changes } };
  const newText = escapeString(name);
  for (const ref of referencesTo(ws, path, at.name)) (changes[ref.path] ??= []).push({ range: ref.range, newText });
  return { ok: true, edit: { changes } };
}

/** A string token's contents, without its quotes (an unclosed string has no closing one). */
function inner(token: Token): { start: number; end: number } {
  return { start: token.start + 1, end: token.closed === false ? token.end : Math.max(token.start + 1, token.end - 1) };
}

function escapeString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

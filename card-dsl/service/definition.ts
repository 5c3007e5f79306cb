// Go to definition: a string naming a card of the set (outside printed `text` and outside the
// card's own header) leads to that card's name where it is declared, in whichever file.
import { tokenAt } from './lookup';
import type { Location, Position } from './positions';
import type { Workspace } from './workspace';

export function definition(ws: Workspace, path: string, position: Position): Location | null {
  const doc = ws.document(path);
  if (!doc) return null;
  try {
    const hit = tokenAt(doc.text, doc.parsed.file, ws.lines(path).offsetAt(position));
    if (!hit || hit.token.kind !== 'string') return null;
    const { token, previous, decl } = hit;
    if (previous?.kind === 'word' && previous.text === 'text') return null;
    if (decl?.type === 'card' && decl.name.range.start === token.start) return null;
    const target = ws.cards(path).get(token.text)?.[0];
    if (!target || !ws.document(target.path)) return null;
    return { path: target.path, range: ws.lines(target.path).range(target.decl.name.range) };
  } catch {
    return null;
  }
}

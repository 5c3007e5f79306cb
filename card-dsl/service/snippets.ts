// Snippets: a new card of each kind the file's game has, from the game's vocabulary (its
// required stats as placeholders), for completion and for the editor's "new card" command.
import type { Vocabulary } from '../../engine/defs';
import type { Workspace } from './workspace';

export type CardSnippet = {
  /** The card kind (`bot`). */
  kind: string;
  /** `bot card`. */
  label: string;
  /** `a new bot`. */
  detail: string;
  /** Markdown: the kind's doc and the text the snippet writes. */
  documentation: string;
  /** LSP snippet syntax: `${1:Name}` placeholders, `$0` the final cursor. */
  snippet: string;
};

/** The card snippets of a vocabulary, one per card kind, in the vocabulary's order. */
export function snippetsOf(vocabulary: Vocabulary | null): CardSnippet[] {
  return (vocabulary?.cardKinds ?? []).map((k) => {
    let n = 1;
    const stats = k.stats.filter((s) => s.required).map((s) => `${s.name} \${${(n += 1)}:${defaultValue(s.min, s.max)}}`);
    const snippet = [`${k.name} "\${1:Name}"`, ...stats].join(' ') + ' {\n  $0\n}';
    const shown = snippet.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace('$0', '');
    return { kind: k.name, label: `${k.name} card`, detail: `a new ${k.name}`, documentation: `${k.doc}\n\n\`\`\`\n${shown}\n\`\`\``, snippet };
  });
}

/** The card snippets for a document: those of its game. */
export function cardSnippets(ws: Workspace, path: string): CardSnippet[] {
  try {
    return snippetsOf(ws.vocabularyOf(path));
  } catch {
    return [];
  }
}

function defaultValue(min: number | undefined, max: number | undefined): number {
  const low = min ?? 0;
  return Math.min(Math.max(1, low), max ?? Infinity);
}

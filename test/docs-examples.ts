// The examples of docs/dsl.md: every fenced block whose first line is `game <id>` is a complete
// .cards file. Shared by the tests that build them, format them and word them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DOCS_PAGE = fileURLToPath(new URL('../docs/dsl.md', import.meta.url));

/** A fenced block of the page: its text and the page line of its first line. */
export type Block = { text: string; line: number };

export function fencedBlocks(markdown: string): Block[] {
  const lines = markdown.split(/\r?\n/);
  const out: Block[] = [];
  let open: { fence: string; line: number; body: string[] } | null = null;
  lines.forEach((line, i) => {
    if (open === null) {
      const start = /^\s*(`{3,}|~{3,})/.exec(line);
      if (start) open = { fence: start[1]!, line: i + 2, body: [] };
    } else if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
      out.push({ text: `${open.body.join('\n')}\n`, line: open.line });
      open = null;
    } else open.body.push(line);
  });
  return out;
}

/** The game a block is written for, when its first line is `game <id>`. */
export function gameOf(block: Block): string | null {
  const first = block.text.split('\n').find((l) => l.trim() !== '') ?? '';
  return /^game\s+([a-z0-9-]+)\s*(?:\/\/.*)?$/.exec(first.trim())?.[1] ?? null;
}

/** Every example of the page, with its game. */
export function docsExamples(page = readFileSync(DOCS_PAGE, 'utf8')): (Block & { game: string })[] {
  return fencedBlocks(page).flatMap((block) => {
    const game = gameOf(block);
    return game === null ? [] : [{ ...block, game }];
  });
}

// The wording corpus: the rules text of every bundled card (sets/<game>/<set>/) and of every card
// in the examples of docs/dsl.md, as a card's face prints it. test/wording.test.ts keeps it as
// baselines and holds the bundled cards to the print rules (card-dsl/compile/english.ts);
// scripts/wording.mjs prints the share of cards that read as print.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printProblems, type EnglishProblem } from '../../card-dsl/compile/english';
import { rulesText } from '../../card-dsl/compile/rules-text';
import { buildSet, games, type SourceFile } from '../../card-dsl/project';
import { docsExamples } from '../docs-examples';

/** The repository, where sets/ and docs/ are. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One card's face: where it comes from, its name, its rules text and what breaks the print rules. */
export type Worded = { card: string; text: string; problems: EnglishProblem[] };
/** A group of cards kept as one baseline file: a bundled set (`four-souls-base`) or the docs' examples (`docs`). */
export type CorpusPart = { name: string; bundled: boolean; cards: Worded[] };

function word(sources: SourceFile[], game: string, set: string): Worded[] {
  const built = buildSet(sources, { game, set, name: set });
  if (!built.setFile) throw new Error(`${game}/${set} does not build: ${built.diagnostics.map((d) => `${d.path} ${d.diagnostic.code} ${d.diagnostic.message}`).join('; ')}`);
  const vocabulary = games.get(game);
  const names = new Map(built.setFile.cards.map((c) => [c.id, c.name]));
  return built.setFile.cards.map((card) => {
    const text = rulesText(card, vocabulary, names);
    return { card: card.name, text, problems: printProblems(text, vocabulary) };
  });
}

/** The corpus of the repository at `root` (the bundled scripts pass theirs). */
export function wordingCorpus(root = ROOT): CorpusPart[] {
  const SETS = join(root, 'sets');
  const parts: CorpusPart[] = [];
  for (const game of readdirSync(SETS).sort()) {
    const gameDir = join(SETS, game);
    if (!statSync(gameDir).isDirectory()) continue;
    for (const set of readdirSync(gameDir).sort()) {
      const dir = join(gameDir, set);
      const files = readdirSync(dir).filter((f) => f.endsWith('.cards')).sort();
      if (files.length === 0) continue;
      const sources = files.map((f) => ({ path: f, text: readFileSync(join(dir, f), 'utf8') }));
      parts.push({ name: `${game}-${set}`, bundled: true, cards: word(sources, game, set) });
    }
  }
  const docs = docsExamples(readFileSync(join(root, 'docs/dsl.md'), 'utf8')).flatMap((example, i) => word([{ path: `example-${i + 1}.cards`, text: example.text }], example.game, `docs-${i + 1}`));
  parts.push({ name: 'docs', bundled: false, cards: docs });
  return parts;
}

/** A baseline file: each card's name as a heading line, its rules text below it. */
export function baselineText(part: CorpusPart): string {
  return part.cards.map((c) => `## ${c.card}\n${c.text === '' ? '(no rules text)' : c.text}\n`).join('\n');
}

/** Cards whose text breaks no print rule, of all cards (a card with no rules text counts as read). */
export function share(cards: readonly Worded[]): { print: number; total: number } {
  return { print: cards.filter((c) => c.problems.length === 0).length, total: cards.length };
}

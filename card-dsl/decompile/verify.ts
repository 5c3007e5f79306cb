// The decompiled files read back through every phase (parse, check, compile) and compared with
// the set they came from, so that nothing is ever written that means something else. What the
// checker reports is located at the JSON path of the value it is about; a card that compiles to
// anything but itself is located at the first field that differs.
import type { SetFile, Vocabulary } from '../../engine/defs';
import { buildSet, type Located, type SetManifest } from '../project';
import type * as A from '../syntax/ast';
import type { Range } from '../syntax/tokens';
import type { PlacedDecl } from './layout';
import { originOf } from './nodes';
import { at, type SetProblem } from './problems';

export type WrittenFile = { name: string; text: string; decls: readonly PlacedDecl[] };

export function verify(original: SetFile, files: readonly WrittenFile[], manifest: SetManifest, games: ReadonlyMap<string, Vocabulary>): SetProblem[] {
  const built = buildSet(
    files.map((f) => ({ path: f.name, text: f.text })),
    manifest,
    { games },
  );
  const problems: SetProblem[] = [];
  for (const located of built.diagnostics) {
    if (located.diagnostic.severity !== 'error') continue;
    problems.push({ path: locate(located, built.files, files), message: `${located.diagnostic.message} (${located.diagnostic.code}, as the card language reads it)` });
  }
  if (problems.length > 0 || !built.setFile) return problems.length > 0 ? problems : [{ path: '(file)', message: 'the decompiled set does not compile' }];
  const compiled = built.setFile;
  const byId = new Map(compiled.cards.map((card) => [card.id, card]));
  original.cards.forEach((card, i) => {
    const difference = firstDifference(card, byId.get(card.id), `cards.${i}`);
    if (difference) problems.push(difference);
  });
  const variants = new Map(compiled.variants.map((v) => [v.id, v]));
  original.variants.forEach((variant, i) => {
    const difference = firstDifference(variant, variants.get(variant.id), `variants.${i}`);
    if (difference) problems.push(difference);
  });
  return problems;
}

function firstDifference(expected: unknown, actual: unknown, path: string): SetProblem | null {
  if (actual === undefined && expected !== undefined && path.split('.').length === 2) {
    return { path, message: 'does not read back from its card-language source' };
  }
  const differs = (a: unknown, b: unknown, p: string): string | null => {
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
        const d = differs(a[i], b[i], at(p, i));
        if (d) return d;
      }
      return a.length === b.length ? null : at(p, Math.min(a.length, b.length));
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const d = differs(a[key], b[key], at(p, key));
        if (d) return d;
      }
      return null;
    }
    return Object.is(a, b) ? null : p;
  };
  const where = differs(expected, actual, path);
  if (where === null) return null;
  const back = valueAt(actual, where.slice(path.length + 1));
  return { path: where, message: `cannot be written in the card language as it is: written out, it reads back as ${shown(back)}` };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(value: unknown, path: string): unknown {
  let v = value;
  for (const key of path === '' ? [] : path.split('.')) v = isRecord(v) || Array.isArray(v) ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}

/** The JSON path of the innermost written value a diagnostic's range falls in. */
function locate(located: Located, parsed: readonly { path: string; file: A.File }[], written: readonly WrittenFile[]): string {
  const file = written.find((f) => f.name === located.path);
  const tree = parsed.find((f) => f.path === located.path)?.file;
  if (!file || !tree) return '(file)';
  const range = located.diagnostic.range;
  const index = tree.decls.findIndex((d) => d.range.start <= range.start && range.start <= d.range.end);
  const mine = file.decls[index];
  const theirs = tree.decls[index];
  if (!mine || !theirs) return '(file)';
  let best: { path: string; size: number } = { path: mine.path, size: Infinity };
  // The printed tree has the shape of the built one: walk both together.
  const walk = (built: unknown, read: unknown): void => {
    if (Array.isArray(built) && Array.isArray(read)) {
      built.forEach((item, i) => walk(item, read[i]));
      return;
    }
    if (typeof built !== 'object' || built === null || typeof read !== 'object' || read === null) return;
    const origin = originOf(built);
    const r = (read as { range?: Range }).range;
    if (origin !== undefined && r && r.start <= range.start && range.end <= r.end && r.end - r.start < best.size) best = { path: origin, size: r.end - r.start };
    for (const key of Object.keys(built)) if (key !== 'range') walk((built as Record<string, unknown>)[key], (read as Record<string, unknown>)[key]);
  };
  walk(mine.node, theirs);
  return best.path;
}

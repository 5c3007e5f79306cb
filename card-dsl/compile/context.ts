// What the compiler knows while it lowers one ability: the game's vocabulary, the targets
// hoisted so far, the names bound around the current node (for `it`), and where to report.
import type { TargetSpec, Vocabulary } from '../../engine/defs';
import { diagnostic, type Code, type Diagnostic } from '../diagnostics/catalog';
import { hintText, suggest } from '../semantics/suggest';
import type { Range } from '../syntax/tokens';

/** A name `it` may stand for; `order` says which was bound most recently. */
export type Binding = { name: string; order: number };

export type AbilityContext = {
  vocab: Vocabulary;
  /** The set's id (card ids are `<game>/<set>/<slug>`). */
  set: string;
  diagnostics: Diagnostic[];
  /** Targets hoisted so far, in source order; null where nothing can be chosen (static, replacement). */
  targets: TargetSpec[] | null;
  /** Every name given with `as` in this ability, plus the names made up so far. */
  taken: Set<string>;
  counter: number;
  /** Targets are bound for the whole ability, so the latest one outlives the node it sits in. */
  latestTarget: Binding | null;
  /** Choices and for-each items, bound only inside their own body. */
  lexical: Binding[];
  /** Inside `with`, `that are`, `where`: `it` is the candidate being filtered. */
  filterDepth: number;
  /** In a variant's rules: its id, for `param <name>`. */
  variant?: string;
};

export function newContext(vocab: Vocabulary, diagnostics: Diagnostic[], taken: Set<string>, allowTargets: boolean, set = '', variant?: string): AbilityContext {
  return { vocab, set, diagnostics, targets: allowTargets ? [] : null, taken, counter: 0, latestTarget: null, lexical: [], filterDepth: 0, ...(variant ? { variant } : {}) };
}

export function report(ctx: { diagnostics: Diagnostic[] }, code: Code, range: Range, args: Record<string, string | number> = {}, suggestion?: string): void {
  ctx.diagnostics.push(diagnostic(code, range, args, suggestion));
}

/** `base`, else `base-2`, `base-3`, …: the first not given with `as` nor made up before. */
export function freshName(ctx: AbilityContext, base: string): string {
  // Where the last search for `base` stopped: names are only ever added, so an ability with
  // thousands of targets does not test `target-2`, `target-3`, … again for each one.
  let next = nextSuffix.get(ctx.taken);
  if (!next) nextSuffix.set(ctx.taken, (next = new Map()));
  let n = next.get(base) ?? 1;
  let name = n === 1 ? base : `${base}-${n}`;
  while (ctx.taken.has(name)) {
    n += 1;
    name = `${base}-${n}`;
  }
  next.set(base, n);
  ctx.taken.add(name);
  return name;
}

/** By set of taken names: the suffix to try next for each base. */
const nextSuffix = new WeakMap<Set<string>, Map<string, number>>();

export function nextOrder(ctx: AbilityContext): number {
  ctx.counter += 1;
  return ctx.counter;
}

/** What `it` stands for outside a filter: the most recent target, choice or for-each item. */
export function latestBinding(ctx: AbilityContext): string | null {
  const inner = ctx.lexical[ctx.lexical.length - 1];
  const target = ctx.latestTarget;
  if (inner && (!target || inner.order > target.order)) return inner.name;
  return target ? target.name : null;
}

/** A did-you-mean for a misspelt word, from the words it could have been (the checker's rule). */
export function closest(word: string, candidates: readonly string[]): string | null {
  return suggest(word, candidates) ?? null;
}

/** Hint text for a catalog message's `{hint}`: empty when nothing is close. */
export function hintFor(suggestion: string | null): string {
  return hintText(suggestion ?? undefined);
}

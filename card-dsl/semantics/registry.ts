// Checks and their registry. As in Langium, each check is one function about one rule, and
// the registry says which node kinds it runs on; the walker visits every node and runs the
// checks registered for its kind. Adding a rule is adding a function and one registry line.
import type { CardKindSpec, Vocabulary } from '../../engine/defs';
import { diagnostic, type Code, type Diagnostic } from '../diagnostics/catalog';
import type { Ability, CardDecl, File, Name, VariantDecl } from '../syntax/ast';
import type { Range } from '../syntax/tokens';
import { hintText, suggest } from './suggest';
import type { NodeKindName, NodeKinds } from './tree';

/** A card as the set index knows it: where it is and what id it compiles to. */
export type CardEntry = {
  path: string;
  card: CardDecl;
  /** 1-based line of the card's name, when the file's source was given. */
  line: number | null;
  /** `<game>/<set>/<slug>`; null when the file names no game or the name has no letters or digits. */
  id: string | null;
};

/** Every card of the set, across its files, in file order then source order. */
export type SetIndex = {
  entries: ReadonlyMap<CardDecl, CardEntry>;
  byName: ReadonlyMap<string, readonly CardEntry[]>;
  byId: ReadonlyMap<string, readonly CardEntry[]>;
};

export type CheckContext = {
  readonly path: string;
  readonly file: File;
  /** Every game the studio knows, by id. */
  readonly games: ReadonlyMap<string, Vocabulary>;
  /** The file's game; null when the file names none or one that is unknown (already reported). */
  readonly vocabulary: Vocabulary | null;
  /** The card or variant around the node. */
  readonly decl: CardDecl | VariantDecl | null;
  /** The card's kind in the vocabulary; null outside a card or when the kind is unknown. */
  readonly kind: CardKindSpec | null;
  /** The ability around the node. */
  readonly ability: Ability | null;
  /** Inside an ability an effect gives a card (`… has { when this dies: … }`). */
  readonly granted?: boolean;
  readonly set: SetIndex;
  /** Names bound by `as <name>` that the node can see, in the order they were bound. */
  readonly bound: readonly string[];
  report(diagnostic: Diagnostic): void;
};

export type Check<N> = (node: N, ctx: CheckContext) => void;

export type CheckRegistry = { readonly [K in NodeKindName]?: readonly Check<NodeKinds[K]>[] };

/** One registry from several: the checks of each kind run in the order the registries are given. */
export function mergeChecks(...registries: CheckRegistry[]): CheckRegistry {
  const merged: Partial<Record<NodeKindName, Check<never>[]>> = {};
  for (const registry of registries) {
    for (const kind of Object.keys(registry) as NodeKindName[]) {
      const list = registry[kind] as readonly Check<never>[] | undefined;
      if (list) merged[kind] = [...(merged[kind] ?? []), ...list];
    }
  }
  return merged as CheckRegistry;
}

/** The checks registered for a kind (typed loosely: the walker knows the node is of that kind). */
export function checksFor(registry: CheckRegistry, kind: NodeKindName): readonly Check<unknown>[] {
  return (registry[kind] as readonly Check<unknown>[] | undefined) ?? [];
}

/** Reports a diagnostic from the catalog. */
export function report(ctx: CheckContext, code: Code, range: Range, args: Record<string, string | number> = {}, suggestion?: string): void {
  ctx.report(diagnostic(code, range, args, suggestion));
}

/**
 * Reports a word that is not among `candidates`, with a did-you-mean in `{hint}` and as the
 * diagnostic's suggestion (the quick fix). `args.name` defaults to the word.
 */
export function reportUnknown(ctx: CheckContext, code: Code, word: Name, candidates: Iterable<string>, args: Record<string, string | number> = {}): void {
  // A name with no text or range is a hole in a half-built tree, not a word to report.
  if (typeof word?.text !== 'string' || typeof word.range?.start !== 'number') return;
  const suggestion = suggest(word.text, candidates);
  report(ctx, code, word.range, { name: word.text, ...args, hint: hintText(suggestion) }, suggestion);
}

/** How the vocabulary's game is named in messages. */
export function gameName(vocabulary: Vocabulary): string {
  return vocabulary.name;
}

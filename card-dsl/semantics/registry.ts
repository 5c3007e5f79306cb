// Checks and their registry. As in Langium, each check is one function about one rule, and
// the registry says which node kinds it runs on; the walker visits every node and runs the
// checks registered for its kind. Adding a rule is adding a function and one registry line.
import type { CardKindSpec, Vocabulary } from '../../engine/defs';
import { diagnostic, type Code, type Diagnostic } from '../diagnostics/catalog';
import type { Ability, CardDecl, File, Name, VariantDecl } from '../syntax/ast';
import type { Range } from '../syntax/tokens';
import { hintText, knownText, suggest, type SuggestBudget } from './suggest';
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
  /** The keys of `byName`, in order (the candidates of a did-you-mean, listed once). */
  names: readonly string[];
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
  /** Whether `name` is among `bound` (without listing them). */
  isBound(name: string): boolean;
  /** What did-you-means may still cost in this check (shared by every node). */
  readonly suggestions: SuggestBudget;
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

/** What a message calls the words it lists, by the code of the unknown word. */
const LISTED_AS: Partial<Record<Code, string>> = {
  CW2001: 'games',
  CW2002: 'kinds',
  CW2003: 'stats',
  CW2004: 'events',
  CW2005: 'zones',
  CW2006: 'stats, resources and counters',
  CW2007: 'verbs of the game',
  CW2014: 'resources',
  CW2015: 'counters',
  CW2017: 'ability words',
  CW2018: 'rule options',
  CW2019: 'states',
  CW2032: 'rule numbers',
  CW3021: 'parameters',
};

/** What a message calls the words it lists for `code`, if it lists them. */
export function listedAs(code: Code): string | undefined {
  return LISTED_AS[code];
}

/**
 * Reports a word that is not among `candidates`, with a did-you-mean in `{hint}` and as the
 * diagnostic's suggestion (the quick fix), and the words that exist, nearest first (for the
 * codes of LISTED_AS, or when `listed` names them). `args.name` defaults to the word.
 */
export function reportUnknown(
  ctx: CheckContext,
  code: Code,
  word: Name,
  candidates: Iterable<string>,
  args: Record<string, string | number> = {},
  /** What the list calls its words, and which words it lists when not all the candidates (a game's own verbs). */
  listing: { noun?: string; words?: Iterable<string> } = {},
): void {
  // A name with no text or range is a hole in a half-built tree, not a word to report.
  if (typeof word?.text !== 'string' || typeof word.range?.start !== 'number') return;
  const known = [...candidates];
  const suggestion = suggest(word.text, known, ctx.suggestions);
  const noun = listing.noun ?? LISTED_AS[code];
  const hint = noun === undefined ? hintText(suggestion) : knownText(word.text, suggestion, listing.words ?? known, noun, ctx.suggestions);
  report(ctx, code, word.range, { name: word.text, ...args, hint }, suggestion);
}

/** How the vocabulary's game is named in messages. */
export function gameName(vocabulary: Vocabulary): string {
  return vocabulary.name;
}

// The walker: visits every node of a file in source order, parents before children, and runs
// the checks registered for each node's kind with a context that knows the card, the ability
// and the names in scope around the node.
import type { CardKindSpec, Vocabulary } from '../../engine/defs';
import type { Diagnostic } from '../diagnostics/catalog';
import type { Ability, CardDecl, Effect, File, VariantDecl } from '../syntax/ast';
import { assignArgs } from '../syntax/verb-args';
import { bindsAfter, bindsFor, Scope } from './binder';
import { checksFor, type CheckContext, type CheckRegistry, type SetIndex } from './registry';
import { suggestBudget, type SuggestBudget } from './suggest';
import { children, isNode, splitKind, type AnyNode, type NodeKindName } from './tree';

/** Deeper than the parser ever nests (it stops at 48 levels of phrases); guards the stack. */
const MAX_DEPTH = 400;

export type WalkInput = {
  path: string;
  file: File;
  games: ReadonlyMap<string, Vocabulary>;
  vocabulary: Vocabulary | null;
  set: SetIndex;
  /** Shared by every file of a check; a fresh budget when not given. */
  suggestions?: SuggestBudget;
  report(diagnostic: Diagnostic): void;
};

/** Calls `visit` for every node of the file with its context; the checker passes the registry's checks. */
export function walk(input: WalkInput, visit: (kind: NodeKindName, node: AnyNode, ctx: CheckContext) => void): void {
  if (!isNode(input.file)) return;
  let decl: CardDecl | VariantDecl | null = null;
  let kind: CardKindSpec | null = null;
  let ability: Ability | null = null;
  let scope = new Scope();
  const suggestions = input.suggestions ?? suggestBudget();
  /** How many granted abilities (`has "…"`) the walk is inside. */
  let granted = 0;
  // `bound` is listed only when a check reads it: most nodes never ask, and an ability can
  // bind thousands of names.
  const context = (): CheckContext => {
    const here = scope.view();
    return {
      path: input.path,
      file: input.file,
      games: input.games,
      vocabulary: input.vocabulary,
      decl,
      kind,
      ability,
      granted: granted > 0,
      set: input.set,
      get bound() {
        return here.list();
      },
      isBound: (name) => here.has(name),
      suggestions,
      report: input.report,
    };
  };

  // A hand-made tree may share a node or even loop; each node is visited once.
  const seen = new WeakSet<object>();
  // A verb's word (or yes/no) argument is a word of the game, not a name to look up: its value
  // is visited for the argument's own checks but not as cards or players.
  const words = new WeakSet<object>();
  const markWordArgs = (verb: Extract<Effect, { type: 'verb' }>) => {
    const spec = input.vocabulary?.verbs.find((v) => v.name === verb.verb?.text);
    if (!spec || !verb.args) return;
    assignArgs(spec, verb.args).forEach((name, i) => {
      const type = name ? spec.args[name] : undefined;
      if (type === 'word' || type === 'boolean') words.add(verb.args![i]!);
    });
  };
  const node = (nodeKind: NodeKindName, value: AnyNode, depth: number): void => {
    if (seen.has(value) || depth > MAX_DEPTH) return;
    seen.add(value);
    const [category] = splitKind(nodeKind);
    const outer = { decl, kind, ability, scope };
    if (nodeKind === 'card' || nodeKind === 'variant') {
      decl = value as CardDecl | VariantDecl;
      kind = nodeKind === 'card' ? kindSpec(input.vocabulary, value as CardDecl) : null;
    }
    if (category === 'ability') {
      // An ability given by an effect (`… has { when this dies: … }`) still sees the names around it.
      scope = ability === null ? new Scope() : scope.enclosed();
      ability = value as Ability;
    }
    try {
      visit(nodeKind, value, context());
      if (nodeKind === 'effect:verb') markWordArgs(value as Extract<Effect, { type: 'verb' }>);
      if (words.has(value)) return;
      for (const child of children(nodeKind, value)) {
        const name = bindsFor(nodeKind, value, child.field);
        const grants = nodeKind === 'effect:grant' && child.field === 'ability';
        if (grants) granted += 1;
        try {
          scope.within(name ? name.text : null, () => node(child.kind, child.node, depth + 1));
        } finally {
          if (grants) granted -= 1;
        }
      }
      const target = bindsAfter(nodeKind, value);
      if (target) scope.bindTarget(target.text);
    } finally {
      if (nodeKind === 'card' || nodeKind === 'variant' || category === 'ability') ({ decl, kind, ability, scope } = outer);
    }
  };
  node('file', input.file, 0);
}

/** Runs the registry's checks on every node. A check that throws is skipped for that node: the
 * checker runs on every keystroke over half-typed trees, and one faulty rule must not hide the
 * others' diagnostics. */
export function runChecks(input: WalkInput, registry: CheckRegistry): void {
  walk(input, (kind, node, ctx) => {
    for (const check of checksFor(registry, kind)) {
      try {
        check(node, ctx);
      } catch {
        // Skipped, see above.
      }
    }
  });
}

function kindSpec(vocabulary: Vocabulary | null, card: CardDecl): CardKindSpec | null {
  const name = card.kind?.text;
  return vocabulary?.cardKinds.find((k) => k.name === name) ?? null;
}

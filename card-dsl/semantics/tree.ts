// The node kinds of the syntax tree as the checker sees them, and each node's children.
// Several unions of ast.ts reuse a `type` (a `prevent` effect and a `prevent` change, a
// `discard` cost and a `discard` effect), so a kind is the union's name and the node's type:
// `effect:roll`, `sel:bound`, `cond:in-zone`. Broken nodes have no kind: the parser reported
// them, and the checker never looks inside.
import type {
  Ability,
  CardDecl,
  ChangeNode,
  ChangeRow,
  Cond,
  CostNode,
  DieFaceNode,
  DieItem,
  DurationNode,
  Effect,
  Expr,
  File,
  HeaderItem,
  ParamItem,
  RollRow,
  Sel,
  StaticNode,
  Subject,
  TextItem,
  VariantDecl,
  VerbArg,
  ZoneRef,
} from '../syntax/ast';

type Kinds<P extends string, T extends { type: string }> = {
  [K in Exclude<T['type'], 'broken'> as `${P}:${K}`]: Extract<T, { type: K }>;
};

export type NodeKinds = {
  file: File;
  card: CardDecl;
  variant: VariantDecl;
  text: TextItem;
  die: DieItem;
  'die-face': DieFaceNode;
  param: ParamItem;
  subject: Subject;
  'static-modifier': StaticNode;
  duration: DurationNode;
  'roll-row': RollRow;
  'change-row': ChangeRow;
  'verb-arg': VerbArg;
  'zone-ref': ZoneRef;
} & Kinds<'header', HeaderItem> &
  Kinds<'ability', Ability> &
  Kinds<'cost', CostNode> &
  Kinds<'change', ChangeNode> &
  Kinds<'effect', Effect> &
  Kinds<'sel', Sel> &
  Kinds<'expr', Expr> &
  Kinds<'cond', Cond>;

export type NodeKindName = keyof NodeKinds;

/** Any node of the tree. */
export type AnyNode = NodeKinds[NodeKindName];

export type Child = { kind: NodeKindName; node: AnyNode; field: string };

// The types of each union, spelled out so that a type added to ast.ts fails the type check
// here until the walker knows it.
const effectTypes: Record<Effect['type'], true> = {
  damage: true, heal: true, prevent: true, gain: true, lose: true, draw: true, discard: true, destroy: true, move: true,
  shuffle: true, create: true, reveal: true, look: true, flip: true, exhaust: true, 'add-counter': true, 'remove-counter': true,
  'modify-stat': true, 'extra-action': true, cancel: true, roll: true, reroll: true, 'set-roll': true, 'modify-roll': true,
  'choose-mode': true, choose: true, vote: true, may: true, if: true, 'for-each': true, repeat: true, sequence: true, 'then-in-full': true, delayed: true,
  win: true, 'lose-game': true, 'end-turn': true, 'extra-turn': true, 'set-flag': true, 'become-copy': true, double: true, verb: true, broken: true,
  multiply: true, 'change-rule': true, grant: true, 'look-take': true, 'reveal-until': true, search: true,
};
const selTypes: Record<Sel['type'], true> = {
  self: true, you: true, 'active-player': true, players: true, bound: true, event: true, owner: true, controller: true,
  zone: true, filter: true, most: true, union: true, target: true, broken: true, happened: true,
};
const exprTypes: Record<Expr['type'], true> = {
  number: true, count: true, property: true, 'damage-on': true, var: true, 'event-value': true, param: true, arith: true, broken: true, divide: true, times: true, 'total-here': true,
};
const condTypes: Record<Cond['type'], true> = {
  all: true, any: true, not: true, compare: true, exists: true, 'is-kind': true, 'has-tag': true, 'is-card': true, 'is-self': true, 'face-up': true,
  'is-top': true, 'in-zone': true, 'is-you': true, 'is-active-player': true, 'is-alive': true, flag: true, option: true, 'in-state': true,
  'roll-on-stack': true, broken: true, same: true, happened: true, here: true,
};
const headerTypes: Record<HeaderItem['type'], true> = { stat: true, tag: true, word: true, 'starts-with': true };
const abilityTypes: Record<Ability['type'], true> = { labelled: true, when: true, activated: true, static: true, replacement: true, enters: true, 'rule-number': true, prohibition: true };
const costTypes: Record<CostNode['type'], true> = { tap: true, pay: true, discard: true, 'destroy-self': true, 'remove-counters': true };
const changeTypes: Record<ChangeNode['type'], true> = { prevent: true, set: true, adjust: true, instead: true, roll: true, 'let-happen': true };

/** The unions whose members are told apart by `type`. */
export type Category = 'header' | 'ability' | 'cost' | 'change' | 'effect' | 'sel' | 'expr' | 'cond';

const categories: Record<Category, Record<string, true>> = {
  header: headerTypes,
  ability: abilityTypes,
  cost: costTypes,
  change: changeTypes,
  effect: effectTypes,
  sel: selTypes,
  expr: exprTypes,
  cond: condTypes,
};

const has = (table: Record<string, true>, key: string) => Object.prototype.hasOwnProperty.call(table, key);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` looks like a node: an object with a numeric range (a half-built tree may have holes). */
export function isNode(value: unknown): value is { range: { start: number; end: number } } {
  return isObject(value) && isObject(value.range) && typeof value.range.start === 'number' && typeof value.range.end === 'number';
}

/** The kind of a node of a category, or null for a broken node or a type the checker does not know. */
export function kindIn(category: Category, node: unknown): NodeKindName | null {
  if (!isNode(node)) return null;
  const type = (node as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'broken' || !has(categories[category], type)) return null;
  return `${category}:${type}` as NodeKindName;
}

/** The category of a verb argument's value: a selector, a number or an effect. */
export function categoryOfValue(value: unknown): 'sel' | 'expr' | 'effect' | null {
  if (!isNode(value)) return null;
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || type === 'broken') return null;
  if (has(selTypes, type)) return 'sel';
  if (has(exprTypes, type)) return 'expr';
  if (has(effectTypes, type)) return 'effect';
  return null;
}

/**
 * The children of a node, in source order. Each is tagged with the field it sits in, which the
 * binder uses to know what names it sees.
 */
export function children(kind: NodeKindName, node: AnyNode): Child[] {
  const out: Child[] = [];
  const n = node as unknown as Record<string, unknown>;
  const one = (field: string, childKind: NodeKindName) => {
    if (isNode(n[field])) out.push({ kind: childKind, node: n[field] as AnyNode, field });
  };
  const typedValue = (field: string, category: Category, value: unknown) => {
    const childKind = kindIn(category, value);
    if (childKind) out.push({ kind: childKind, node: value as AnyNode, field });
  };
  const typed = (field: string, category: Category) => typedValue(field, category, n[field]);
  const each = (field: string, add: (value: unknown) => void) => {
    const list = n[field];
    if (Array.isArray(list)) for (const item of list) add(item);
  };
  const eachOne = (field: string, childKind: NodeKindName) =>
    each(field, (value) => {
      if (isNode(value)) out.push({ kind: childKind, node: value as AnyNode, field });
    });
  const eachTyped = (field: string, category: Category) => each(field, (value) => typedValue(field, category, value));

  const [category, type] = splitKind(kind);
  switch (category) {
    case 'file':
      each('decls', (decl) => {
        const type = isNode(decl) ? (decl as { type?: unknown }).type : null;
        if (type === 'card' || type === 'variant') out.push({ kind: type, node: decl as AnyNode, field: 'decls' });
      });
      break;
    case 'card':
      eachTyped('header', 'header');
      eachBody(n, out);
      break;
    case 'variant':
      eachBody(n, out);
      break;
    case 'die':
      eachOne('faces', 'die-face');
      if (isNode(n.x)) typedValue('x', 'expr', (n.x as { expr?: unknown }).expr);
      break;
    case 'static-modifier':
      typed('to', 'sel');
      typed('amount', 'expr');
      typed('condition', 'cond');
      break;
    case 'roll-row':
      typed('effect', 'effect');
      break;
    case 'change-row':
      typed('change', 'change');
      break;
    case 'verb-arg': {
      const valueCategory = categoryOfValue(n.value);
      if (valueCategory) typed('value', valueCategory);
      break;
    }
    case 'zone-ref':
      typed('of', 'sel');
      break;
    case 'ability':
      one('subject', 'subject');
      typed('condition', 'cond');
      typed('effect', 'effect');
      eachTyped('costs', 'cost');
      eachOne('modifiers', 'static-modifier');
      if (type === 'replacement') typed('change', 'change');
      if (type === 'prohibition') typed('cards', 'sel');
      if (type === 'rule-number') {
        typed('who', 'sel');
        typed('amount', 'expr');
        typed('each', 'sel');
      }
      break;
    case 'cost':
      typed('amount', 'expr');
      break;
    case 'change':
      typed('value', 'expr');
      typed('amount', 'expr');
      typed('effect', 'effect');
      typed('then', 'effect');
      if (type === 'roll') eachOne('outcomes', 'change-row');
      break;
    case 'effect':
      effectChildren(type, n, { one, typed, typedValue, each, eachOne, eachTyped });
      break;
    case 'sel':
      for (const field of ['of', 'from']) typed(field, 'sel');
      if (type === 'union') eachTyped('of', 'sel');
      one('zone', 'zone-ref');
      typed('count', 'expr');
      typed('depth', 'expr');
      typed('by', 'expr');
      typed('where', 'cond');
      break;
    case 'expr':
      if (type === 'divide') {
        typed('of', 'expr');
        typed('by', 'expr');
      } else typed('of', 'sel');
      typed('left', 'expr');
      typed('right', 'expr');
      break;
    case 'cond':
      if (type === 'all' || type === 'any') eachTyped('of', 'cond');
      if (type === 'not') typed('of', 'cond');
      if (type === 'exists') typed('of', 'sel');
      typed('left', 'expr');
      typed('right', 'expr');
      typed('card', 'sel');
      typed('player', 'sel');
      if (type === 'same') typed('as', 'sel');
      break;
    default:
      break;
  }
  // Fields are not always in source order (`put 2 charge counters on X`): sort by position.
  return out.sort((a, b) => a.node.range.start - b.node.range.start);
}

type Adders = {
  one: (field: string, kind: NodeKindName) => void;
  typed: (field: string, category: Category) => void;
  typedValue: (field: string, category: Category, value: unknown) => void;
  each: (field: string, add: (value: unknown) => void) => void;
  eachOne: (field: string, kind: NodeKindName) => void;
  eachTyped: (field: string, category: Category) => void;
};

function effectChildren(type: string, n: Record<string, unknown>, { one, typed, each, typedValue, eachOne, eachTyped }: Adders): void {
  switch (type) {
    case 'roll':
      eachOne('outcomes', 'roll-row');
      return;
    case 'choose-mode':
      typed('chooser', 'sel');
      eachTyped('modes', 'effect');
      return;
    case 'sequence':
      eachTyped('steps', 'effect');
      return;
    case 'then-in-full':
      typed('first', 'effect');
      typed('then', 'effect');
      return;
    case 'verb':
      eachOne('args', 'verb-arg');
      return;
    case 'delayed':
      one('subject', 'subject');
      typed('condition', 'cond');
      one('duration', 'duration');
      typed('effect', 'effect');
      return;
    case 'become-copy':
      typed('cards', 'sel');
      typed('of', 'sel');
      one('duration', 'duration');
      return;
    case 'grant':
      typed('cards', 'sel');
      typedValue('ability', 'ability', n.ability);
      one('duration', 'duration');
      return;
    case 'change-rule':
      typed('who', 'sel');
      typed('amount', 'expr');
      typed('each', 'sel');
      one('duration', 'duration');
      return;
    case 'look-take':
      typed('count', 'expr');
      one('zone', 'zone-ref');
      typed('take', 'expr');
      if (isNode(n.to)) one('to', 'zone-ref');
      return;
    case 'reveal-until':
    case 'search':
      one('zone', 'zone-ref');
      each('filters', (f) => {
        if (isNode(f)) typedValue('filters', 'cond', (f as { where?: unknown }).where);
      });
      typed('then', 'effect');
      return;
    default:
      break;
  }
  // The other effects: whichever of these fields they have.
  for (const field of ['who', 'chooser']) typed(field, 'sel');
  for (const field of ['amount', 'count', 'value', 'times', 'toBottom']) typed(field, 'expr');
  for (const field of ['to', 'cards', 'on', 'from', 'in']) {
    if (field === 'to' && isNode(n.to) && 'zone' in (n.to as object) && !('type' in (n.to as object))) one('to', 'zone-ref');
    else typed(field, 'sel');
  }
  one('zone', 'zone-ref');
  typed('condition', 'cond');
  one('duration', 'duration');
  for (const field of ['then', 'else', 'do', 'effect']) typed(field, 'effect');
}

function eachBody(n: Record<string, unknown>, out: Child[]): void {
  const body = n.body;
  if (!Array.isArray(body)) return;
  for (const item of body) {
    if (!isNode(item)) continue;
    const type = (item as { type?: unknown }).type;
    if (type === 'text' || type === 'die' || type === 'param') out.push({ kind: type, node: item as AnyNode, field: 'body' });
    else {
      const kind = kindIn('ability', item);
      if (kind) out.push({ kind, node: item as AnyNode, field: 'body' });
    }
  }
}

/** `effect:roll` → ['effect', 'roll']; `file` → ['file', '']. */
export function splitKind(kind: NodeKindName): [string, string] {
  const colon = kind.indexOf(':');
  return colon < 0 ? [kind, ''] : [kind.slice(0, colon), kind.slice(colon + 1)];
}

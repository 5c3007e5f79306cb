// What a name means while one ability is decompiled, kept exactly as the compiler keeps it
// (compile/context.ts) so that what is written reads back to the same names:
// - a target is written where the compiler will first meet it (its `target …` phrase), and
//   from then on it is the latest target;
// - a reference is written `it` when `it` would stand for that name there, else by its name,
//   which then needs `as <name>` where it is bound;
// - a name left without `as` must be the one the compiler makes up (`target`, `choice-2`…).
// `explicit` (the names written with `as`) is decided by running the ability until it settles.
import type { Selector, TargetSpec, Vocabulary } from '../../engine/defs';
import { RESERVED } from '../syntax/parser';
import type * as A from '../syntax/ast';
import { bound, it, NO_RANGE, word } from './nodes';
import { fail } from './problems';

type Binding = { name: string; order: number };

/** Words a name given with `as` may not be: the parser reads them as something else. */
const NOT_A_NAME = new Set(['itself', 'opponents', 'players', 'event', 'x']);

/** Whether a name can be written after `as` and read back as that name. */
export function isWritableName(name: string): boolean {
  return /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name) && !RESERVED.has(name) && !NOT_A_NAME.has(name);
}

export class Scope {
  /** Names a reference needed but `it` could not give, found on this run. */
  readonly needNames = new Set<string>();
  /**
   * Names left without `as` whose made-up name would differ, in the compiler's order. Only the
   * first counts: the ones after it were made up in the shadow of its wrong guess.
   */
  readonly misnamed: string[] = [];
  private readonly taken: Set<string>;
  private counter = 0;
  private latestTarget: Binding | null = null;
  private readonly lexical: Binding[] = [];
  private filterDepth = 0;
  private placed = 0;

  constructor(
    readonly vocab: Vocabulary,
    /** The set's id and the cards of the set by id, for cards named by name. */
    readonly set: string,
    readonly cardNames: ReadonlyMap<string, string>,
    /** The ability's targets (null where nothing can be chosen: static, replacement). */
    private readonly targets: readonly TargetSpec[] | null,
    private readonly targetsPath: string,
    /** Every name the ability binds (targets, choices, for-each items, votes). */
    private readonly binders: ReadonlySet<string>,
    /** Names written with `as`. */
    readonly explicit: ReadonlySet<string>,
    /** Names written with `as` on targets, choices and for-each items: the compiler's taken names. */
    takenAtStart: ReadonlySet<string>,
    /** In a variant's rules: its id, for `param <name>`. */
    readonly variant: string | null,
    /** Turns a selector into syntax (values.ts), for a target's description. */
    private readonly selector: (scope: Scope, value: Selector, path: string, one: boolean) => A.Sel,
    /**
     * For an ability an effect gives: the names bound around the effect, which it may use by
     * name (never as `it`: the given ability starts with nothing bound), and what to tell the
     * ability around it when it does, so that the name is written there with `as`.
     */
    private readonly outer: { names: ReadonlySet<string>; use(name: string): void } | null = null,
  ) {
    this.taken = new Set(takenAtStart);
  }

  /** The names an ability given here sees: every target met so far and the choices around. */
  visibleNames(): Set<string> {
    const names = new Set<string>(this.outer?.names ?? []);
    for (let i = 0; i < this.placed; i += 1) names.add(this.targets![i]!.name);
    for (const b of this.lexical) names.add(b.name);
    return names;
  }

  /** Marks `name` as one a reference needs written by name (`as <name>` where it is bound). */
  needName(name: string): void {
    if (this.binders.has(name)) {
      if (!this.explicit.has(name)) this.needNames.add(name);
    } else this.outer?.use(name);
  }

  /** A bound card or player written by its name (never `it`): `the event card is mark`. */
  named(name: string, path: string): A.Sel {
    const target = this.targets?.findIndex((t) => t.name === name) ?? -1;
    if (target >= this.placed) fail(path, `"${name}" is a target not yet chosen here; the language names a target where the effect first uses it`);
    if (!this.binders.has(name) && !this.outer?.names.has(name)) fail(path, `"${name}" is not bound here: no target, choice, for-each or vote of this ability is called that`);
    if (!isWritableName(name)) fail(path, `the name "${name}" cannot be written (it is not a plain lowercase word, or the language uses it); rename it`);
    this.needName(name);
    return bound(name);
  }

  get inFilter(): boolean {
    return this.filterDepth > 0;
  }

  /** Runs `body` inside a filter (`with`, `that are`, `where`, `with the most`): `it` is each candidate. */
  filter<T>(body: () => T): T {
    this.filterDepth += 1;
    try {
      return body();
    } finally {
      this.filterDepth -= 1;
    }
  }

  /** Runs `body` with `name` bound (a choice, a for-each item, a vote's winner). */
  binding<T>(name: string, body: () => T): T {
    this.counter += 1;
    this.lexical.push({ name, order: this.counter });
    try {
      return body();
    } finally {
      this.lexical.pop();
    }
  }

  /** What `it` means here, outside a filter. */
  private latest(): string | null {
    const inner = this.lexical[this.lexical.length - 1];
    const target = this.latestTarget;
    if (inner && (!target || inner.order > target.order)) return inner.name;
    return target ? target.name : null;
  }

  /** The compiler's made-up name for a binder written without `as`. */
  private fresh(base: string): string {
    let name = base;
    for (let n = 2; this.taken.has(name); n += 1) name = `${base}-${n}`;
    this.taken.add(name);
    return name;
  }

  /**
   * The `as <name>` of a binder (null: none written). Without one, the compiler makes a name
   * up from `base`; when that is not `name`, the next run writes it.
   */
  binderName(name: string, base: string, path: string): A.Name | null {
    if (this.explicit.has(name)) {
      if (!isWritableName(name)) fail(path, `the name "${name}" cannot be written after "as" (it is not a plain lowercase word, or the language uses it); rename it`);
      return word(name);
    }
    if (this.fresh(base) !== name) this.misnamed.push(name);
    return null;
  }

  /** A reference to a bound card or player: `it`, its name, or the target it is first met as. */
  reference(name: string, path: string): A.Sel {
    if (this.filterDepth > 0 && name === 'it') return it();
    if (name === 'it') fail(path, '"it" is bound only inside a filter ("with", "that are", "where"); here it refers to nothing');
    const target = this.targets?.findIndex((t) => t.name === name) ?? -1;
    if (target >= this.placed) return this.placeTarget(target);
    if (!this.binders.has(name) && this.outer?.names.has(name)) return this.named(name, path);
    if (!this.binders.has(name)) fail(path, `"${name}" is not bound here: no target, choice, for-each or vote of this ability is called that`);
    if (this.filterDepth === 0 && !this.explicit.has(name) && this.latest() === name) return it();
    this.needNames.add(name);
    return bound(name);
  }

  /** Whether a reference to `name` is written `it` here (the candidate, in a filter). */
  isIt(name: string): boolean {
    if (this.filterDepth > 0) return name === 'it';
    return !this.explicit.has(name) && this.latest() === name;
  }

  /** Whether `it` would stand for `name` here, named or not: `its owner's hand` may say it. */
  itMeans(name: string): boolean {
    return this.filterDepth > 0 ? name === 'it' : this.latest() === name;
  }

  private placeTarget(index: number): A.Sel {
    const spec = this.targets![index]!;
    const specPath = `${this.targetsPath}.${index}`;
    if (index !== this.placed) {
      fail(specPath, `the effect refers to this target before target ${this.placed + 1}; the language lists targets in the order the effect first names them`);
    }
    if (!(spec.min === 1 && spec.max === 1) && !(spec.min === 0 && spec.max >= 1)) {
      fail(specPath, `a target of ${spec.min} to ${spec.max} cannot be written: the language has "target" (exactly one) and "up to N target" (none to N)`);
    }
    this.placed += 1;
    const from = this.selector(this, spec.from, `${specPath}.from`, spec.max === 1);
    const name = this.binderName(spec.name, 'target', `${specPath}.name`);
    this.counter += 1;
    this.latestTarget = { name: spec.name, order: this.counter };
    return { type: 'target', range: NO_RANGE, min: spec.min, max: spec.max, from, name };
  }

  /** After the ability: every target must have been met in its effect. */
  checkAllTargetsPlaced(): void {
    if (this.targets && this.placed < this.targets.length) {
      fail(`${this.targetsPath}.${this.placed}`, `the effect never refers to the target "${this.targets[this.placed]!.name}"; the language writes a target where the effect uses it`);
    }
  }
}

// The scope a child effect resolves in when its parent binds a name ("choose … as mark: …",
// "for each opponent as rival: …"), made at every such step.
import type { Scope, Subject } from '../core/state';

/**
 * `scope` with `name` bound to `ids`: the same object as `{ ...scope, bound: { ...scope.bound,
 * [name]: ids } }`, the same fields in the same order. The names already bound are copied one
 * by one: V8 spreads a table of names (keys such as `#player`) several times slower.
 */
export function withBound(scope: Scope, name: string, ids: Subject[]): Scope {
  const bound: Record<string, Subject[]> = {};
  const before = scope.bound;
  for (const key in before) bound[key] = before[key]!;
  bound[name] = ids;
  return { ...scope, bound };
}

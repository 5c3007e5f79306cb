// Which names `as <name>` binds, and where they can be used. The rules follow the engine:
// - a choice (`choose a card … as loot: …`) binds its name in its own body only, as do the card a
//   search or a reveal finds (`search your deck for a bot as found: …`), a vote's
//   winner (`each player votes for a player as doomed: …`), a for-each item (`for each opponent as rival: …`) and a roll (`roll as r { … }`): the engine
//   binds them in a child scope (engine/effects/resolvers.ts);
// - a target (`target bot … as prey`) is chosen before the ability resolves, so its name holds
//   from where it is written to the end of the ability;
// - an ability given by an effect (`mark has { when this dies: … }`) sees the names visible
//   where it is written (the engine keeps them with the granted ability).
// `it`, `them` and `they` (which the parser reads as `it`) are never checked: they stand for the
// card being filtered or the latest binding, which the compiler resolves.
import type { Name } from '../syntax/ast';
import type { AnyNode, NodeKindName } from './tree';

/** The pronoun the parser gives for `it`, `them` and `they`. */
export const PRONOUN = 'it';

/** The name a node binds for its children in `field`, if any. */
export function bindsFor(kind: NodeKindName, node: AnyNode, field: string): Name | null {
  const n = node as unknown as Record<string, unknown>;
  if (kind === 'effect:choose' && field === 'then') return nameOf(n.name);
  if (kind === 'effect:vote' && field === 'then') return nameOf(n.name);
  if (kind === 'effect:for-each' && field === 'do') return nameOf(n.name);
  if (kind === 'effect:roll' && field === 'outcomes') return nameOf(n.bind);
  if ((kind === 'effect:reveal-until' || kind === 'effect:search') && field === 'then') return nameOf(n.name);
  return null;
}

/** The name a node binds from its end to the end of its ability: a named target. */
export function bindsAfter(kind: NodeKindName, node: AnyNode): Name | null {
  return kind === 'sel:target' ? nameOf((node as unknown as Record<string, unknown>).name) : null;
}

function nameOf(value: unknown): Name | null {
  if (typeof value !== 'object' || value === null) return null;
  const text = (value as { text?: unknown }).text;
  return typeof text === 'string' && text !== '' ? (value as Name) : null;
}

/** The names in scope at one node: asked whether it has a name, or listed only when needed. */
export type ScopeView = { has(name: string): boolean; list(): readonly string[] };

const NO_NAMES: readonly string[] = [];

/**
 * The names in scope while walking one ability. Targets only ever add names (each kept once,
 * with where it was first bound), and lexical names nest no deeper than the parser allows, so
 * a view of the scope at a node costs nothing much to take, even in an ability that binds
 * thousands of names; its list is made only when a check asks for it.
 */
export class Scope {
  private readonly lexical: string[] = [];
  private readonly targets: string[] = [];
  private readonly targetAt = new Map<string, number>();

  /** The names visible here, as they are now (later bindings do not change the view). */
  view(): ScopeView {
    const count = this.targets.length;
    const lexical = this.lexical.length === 0 ? NO_NAMES : this.lexical.slice();
    const { targets, targetAt } = this;
    let listed: readonly string[] | null = null;
    return {
      has: (name) => (targetAt.get(name) ?? Infinity) < count || lexical.includes(name),
      list: () => {
        if (listed) return listed;
        const early = (name: string) => (targetAt.get(name) ?? Infinity) < count;
        const extra = lexical.filter((name, i) => !early(name) && lexical.indexOf(name) === i);
        listed = [...targets.slice(0, count), ...extra];
        return listed;
      },
    };
  }

  /** Names visible here, in the order they were bound, each once. */
  visible(): readonly string[] {
    return this.view().list();
  }

  /** Runs `body` with `name` bound (for a node's children). */
  within<T>(name: string | null, body: () => T): T {
    if (name === null) return body();
    this.lexical.push(name);
    try {
      return body();
    } finally {
      this.lexical.pop();
    }
  }

  /** Binds `name` for the rest of the ability. */
  bindTarget(name: string): void {
    if (this.targetAt.has(name)) return;
    this.targetAt.set(name, this.targets.length);
    this.targets.push(name);
  }

  /** A scope for an ability written inside this one (given by an effect): it sees every name visible here. */
  enclosed(): Scope {
    const inner = new Scope();
    for (const name of this.visible()) inner.bindTarget(name);
    return inner;
  }
}

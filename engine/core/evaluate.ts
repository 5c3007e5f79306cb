// Evaluates selectors (to card or seat ids), expressions (to integers) and conditions.
import type { Ability, CardDefinition, Condition, Expr, Selector, StaticModifier } from '../defs';
import type { Ctx } from './context';
import type { CardInstance, CardRef, GameState, Modifier, Scope, SeatId, Subject, Zone, ZoneId } from './state';
import { cardOf, isCard, seatsFrom } from './state';
import { grantedStat } from './grants';
import { pastEvents, pastSubjects } from './history';

/** Shared zones are named by their type; a seat's zones by `<seat>/<type>`. */
export function zoneId(state: GameState, type: string, seat: SeatId | null): ZoneId {
  if (state.zones[type]) return type;
  return seatZoneId(type, seat);
}

/** The engine's own copy of a text, as property names are kept: tables look it up fastest. */
export function interned(text: string): string {
  return Object.keys({ [text]: 0 })[0]!;
}

/** `<seat>/<type>`, made once per seat and type (and interned: tables look it up fastest). */
const seatZoneIds = new Map<string, Map<string, string>>();
export function seatZoneId(type: string, seat: SeatId | null): ZoneId {
  let bySeat = seatZoneIds.get(type);
  if (!bySeat) {
    if (seatZoneIds.size > 1000) seatZoneIds.clear();
    bySeat = new Map();
    seatZoneIds.set(type, bySeat);
  }
  const owner = String(seat);
  let id = bySeat.get(owner);
  if (id === undefined) {
    if (bySeat.size > 1000) bySeat.clear();
    id = interned(`${owner}/${type}`);
    bySeat.set(owner, id);
  }
  return id;
}

export function isSeat(state: GameState, id: Subject): boolean {
  if (typeof id !== 'string') return false;
  for (const seat of state.seats) if (seat.id === id) return true;
  return false;
}

/** The seat an id belongs to: a seat itself, or a card's controller (or owner). */
export function seatOf(state: GameState, id: Subject): SeatId | null {
  if (typeof id === 'string') return isSeat(state, id) ? id : null;
  const card = state.cards[id];
  return card ? (card.controller ?? card.owner) : null;
}

/**
 * The id of the definition a card has now: the card it is a copy of (the latest copy wins), or
 * its own. Everything that reads what a card is or does goes through here; its printed
 * identity (`instance.def`) stays for what names the physical card.
 */
export function currentDefId(state: GameState, card: CardRef): string {
  const instance = state.cards[card];
  if (!instance) return '';
  const copies = state.copies;
  if (copies !== undefined) {
    for (let i = copies.length - 1; i >= 0; i -= 1) if (copies[i]!.card === card) return copies[i]!.def;
  }
  return instance.def;
}

/** The definition a card has now (see currentDefId). */
export function definitionOf(ctx: Ctx, card: CardRef): CardDefinition | undefined {
  return ctx.defs.get(currentDefId(ctx.state, card));
}

/**
 * `definitionOf` for a card whose instance the caller has just found: while no card is a copy,
 * its printed definition, without looking the card up again.
 */
export function definitionOfInstance(ctx: Ctx, card: CardRef, instance: CardInstance): CardDefinition | undefined {
  const copies = ctx.state.copies;
  return ctx.defs.get(copies === undefined || copies.length === 0 ? instance.def : currentDefId(ctx.state, card));
}

export function select(ctx: Ctx, selector: Selector, scope: Scope): Subject[] {
  const { state } = ctx;
  switch (selector.kind) {
    case 'self':
      return scope.source ? [scope.source] : [];
    case 'you':
      return [scope.controller];
    case 'active-player':
      return [state.turn.active];
    case 'players': {
      const all = seatsFrom(state, scope.controller);
      if (selector.which === 'all') return all;
      return all.filter((s) => s !== scope.controller);
    }
    case 'bound':
      return scope.bound[selector.name] ?? [];
    case 'event': {
      // An event names cards by number and players by seat id.
      const value = scope.event?.[selector.field];
      return typeof value === 'string' || typeof value === 'number' ? [value] : [];
    }
    case 'owner':
    case 'controller': {
      const out: SeatId[] = [];
      for (const id of select(ctx, selector.of, scope)) {
        const card = cardOf(state, id);
        const seat = card ? (selector.kind === 'owner' ? card.owner : (card.controller ?? card.owner)) : typeof id === 'string' && isSeat(state, id) ? id : null;
        if (seat && !out.includes(seat)) out.push(seat);
      }
      return out;
    }
    case 'zone': {
      const seats = selector.of ? select(ctx, selector.of, scope).map((id) => seatOf(state, id)) : [null];
      const out: CardRef[] = [];
      for (const seat of seats) {
        const zone = state.zones[zoneId(state, selector.zone, seat)];
        if (zone) takeFrom(ctx, visibleCards(ctx, zone), selector, scope, out);
        // A shared zone type laid out as several zones (Four Souls' monster slots): each of them,
        // so "the top card of the monster slots" is the top card of every slot.
        else if (seat === null) for (const id of zonesOfType(state, selector.zone)) takeFrom(ctx, visibleCards(ctx, state.zones[id]!), selector, scope, out);
      }
      return out;
    }
    case 'filter':
      return select(ctx, selector.from, scope).filter((id) => test(ctx, selector.where, { ...scope, bound: { ...scope.bound, it: [id] } }));
    case 'most': {
      // Every one tied for the highest (or lowest) value: the card says "or one of those tied".
      const values = select(ctx, selector.from, scope).map((id) => ({ id, value: evaluate(ctx, selector.by, { ...scope, bound: { ...scope.bound, it: [id] } }) }));
      if (values.length === 0) return [];
      const pick = selector.which === 'most' ? Math.max : Math.min;
      const best = pick(...values.map((v) => v.value));
      return values.filter((v) => v.value === best).map((v) => v.id);
    }
    case 'union': {
      const out: Subject[] = [];
      for (const part of selector.of) for (const id of select(ctx, part, scope)) if (!out.includes(id)) out.push(id);
      return out;
    }
    case 'happened':
      return pastSubjects(ctx, selector, scope);
  }
}

/**
 * Whether `select(ctx, selector, scope)` holds `card`, without building the whole list when the
 * selector filters: only `card` is tested, not every card it is taken from (a static ability's
 * "minions here get +1" asked about one minion at each stat read).
 */
export function selects(ctx: Ctx, selector: Selector, scope: Scope, card: Subject): boolean {
  if (selector.kind === 'filter') return selects(ctx, selector.from, scope, card) && test(ctx, selector.where, { ...scope, bound: { ...scope.bound, it: [card] } });
  if (selector.kind === 'union') {
    for (const part of selector.of) if (selects(ctx, part, scope, card)) return true;
    return false;
  }
  return select(ctx, selector, scope).includes(card);
}

/** The cards of a zone that effects can reach: all of them, unless the game says otherwise. */
function visibleCards(ctx: Ctx, zone: Zone): readonly CardRef[] {
  return ctx.game.selectable ? ctx.game.selectable(ctx, zone) : zone.cards;
}

/** The cards a zone selector takes from one zone, in its order (top first for `top`). */
function takeFrom(ctx: Ctx, cards: readonly CardRef[], selector: Extract<Selector, { kind: 'zone' }>, scope: Scope, out: CardRef[]): void {
  const count = selector.count === undefined ? (selector.position === 'all' ? cards.length : 1) : evaluate(ctx, selector.count, scope);
  const depth = selector.depth === undefined ? 0 : evaluate(ctx, selector.depth, scope);
  if (selector.position === 'all') out.push(...cards);
  else if (selector.position === 'top') {
    // Top first, skipping `depth` cards: "the card below the top" is depth 1.
    for (let i = cards.length - 1 - depth, n = 0; i >= 0 && n < count; i -= 1, n += 1) out.push(cards[i]!);
  } else {
    for (let i = depth, n = 0; i < cards.length && n < count; i += 1, n += 1) out.push(cards[i]!);
  }
}

/** The ids of the shared zones of a type, in id order (several zones when a game lays out slots). */
export function zonesOfType(state: GameState, type: string): string[] {
  const out: string[] = [];
  for (const id in state.zones) {
    const zone = state.zones[id]!;
    if (zone.type === type && zone.owner === null) out.push(id);
  }
  // Shorter ids first, so that slot-2 comes before slot-10.
  return out.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/**
 * The cards of an active-cards list (`GameModule.activeCards`) whose definition now is one of
 * `ids` (a set of the game index: the modifiers of a stat, the watchers or replacers of an event
 * type), in the list's order. The same walk is often asked again at once (a stat read for every
 * seat, a replacement looked for before the event and again as it happens): each caller keeps
 * the answer it found last in its own `kept`, for the same list (never changed once made: a
 * change of the table makes a new one), the same ids and the same copies (replaced, never
 * changed, as a copy starts or ends), beside the state. A miss asks the set's bit
 * (`GameIndex.among`) of the bits the list's cards are in, found once per list: callers ask one
 * set after another (a stat, then an event type's watchers), and most sets have none of them.
 */
export function activeAmong(ctx: Ctx, active: readonly CardRef[], ids: ReadonlySet<string>, kept: KeptAmong): readonly CardRef[] {
  const { state } = ctx;
  const copies = state.copies;
  if (kept.active === active && kept.ids === ids && kept.copies === copies) return kept.cards;
  const index = gameIndex(ctx.defs);
  const bit = index.among.get(ids);
  let cards: readonly CardRef[];
  if (bit === undefined) {
    // A set of no game index (or past the bits there are): every card is looked at.
    let found: CardRef[] | null = null;
    for (let i = 0; i < active.length; i += 1) if (ids.has(currentDefId(state, active[i]!))) (found ??= []).push(active[i]!);
    cards = found ?? NONE_AMONG;
  } else {
    const list = listSets(state, active, index);
    if ((list.any & bit) === 0) cards = NONE_AMONG;
    else {
      const found: CardRef[] = [];
      for (let i = 0; i < active.length; i += 1) if ((list.sets[i]! & bit) !== 0) found.push(active[i]!);
      cards = found;
    }
  }
  kept.active = active;
  kept.ids = ids;
  kept.copies = copies;
  kept.cards = cards;
  return cards;
}
/** What `activeAmong` finds when no active card is among the set (most walks): one list for all. */
const NONE_AMONG: readonly CardRef[] = [];
/**
 * For the active-cards list read last: the sets of `GameIndex.among` each of its cards' current
 * definition is in (bits, in the list's order), and all of them together. They hold while the
 * list, the copies and the game index are the same (a list never changes once made, and copies
 * are replaced, never changed).
 */
const listed: { active: readonly CardRef[] | null; copies: GameState['copies']; index: GameIndex | null; sets: number[]; any: number } = { active: null, copies: undefined, index: null, sets: [], any: 0 };
function listSets(state: GameState, active: readonly CardRef[], index: GameIndex): typeof listed {
  const list = listed;
  if (list.active === active && list.copies === state.copies && list.index === index) return list;
  const sets: number[] = new Array<number>(active.length);
  let any = 0;
  for (let i = 0; i < active.length; i += 1) {
    const bits = index.setsOf.get(currentDefId(state, active[i]!)) ?? 0;
    sets[i] = bits;
    any |= bits;
  }
  list.active = active;
  list.copies = state.copies;
  list.index = index;
  list.sets = sets;
  list.any = any;
  return list;
}
export type KeptAmong = { active: readonly CardRef[] | null; ids: ReadonlySet<string> | null; copies: GameState['copies']; cards: readonly CardRef[] };
// (a function declaration: modules that import this one in a cycle make theirs as they load)
export function keptAmong(): KeptAmong {
  return { active: null, ids: null, copies: undefined, cards: [] };
}

/** A definition's abilities grouped for the hot paths: built once per definition object. */
export type DefinitionIndex = {
  /** Triggered abilities by the event type they listen to, with their place in `abilities` and the label their triggers carry. */
  triggered: ReadonlyMap<string, readonly { ability: Triggered; index: number; label: string }[]>;
  /** Static modifiers by the stat they change, in printed order. */
  statics: ReadonlyMap<string, readonly StaticModifier[]>;
};

/** Which of a game's definitions listen to an event or change a stat, so most events and stats skip the cards. */
export type GameIndex = {
  /** By event type: the ids of definitions with a triggered ability for it. */
  listeners: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * By event type: the ids of definitions with a triggered ability for it that may react to
   * an event about something else (not only "when this card ..."). A card the event is not
   * about is looked at only if its definition is here.
   */
  watchers: ReadonlyMap<string, ReadonlySet<string>>;
  /** By event type: the ids of definitions with a replacement effect for it. */
  replacers: ReadonlyMap<string, ReadonlySet<string>>;
  /** By stat: the ids of definitions with a static modifier of it. */
  modifiers: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The stats some definition's static ability may lower: its amount is not a number of 0 or
   * more. A stat not here only ever gains from static abilities (see `statAtMost`).
   */
  lowered: ReadonlySet<string>;
  /**
   * The stats some definition's static ability may change on a card other than its own source:
   * its cards are selected by anything but "this card" (`reachesOthers`). For a stat not here,
   * a card whose definition has no static ability of the stat takes nothing from static
   * abilities, and its stat is read without walking the active cards (see `withStatics`).
   */
  reaching: ReadonlySet<string>;
  /** By act ("played", "destroyed", …): the ids of definitions with a prohibition of it (prohibitions.ts). */
  prohibitors: ReadonlyMap<string, ReadonlySet<string>>;
  /** By zone type: how cards of a definition lie as they come into such a zone (exhausted or ready), by definition id. */
  enters: ReadonlyMap<string, ReadonlyMap<string, boolean>>;
  /**
   * A bit for each of the sets `activeAmong` is asked about (the modifiers, replacers and
   * watchers above, in that order, as many as a small integer holds); `setsOf`: by definition
   * id, the bits of the sets it is in.
   */
  among: ReadonlyMap<ReadonlySet<string>, number>;
  setsOf: ReadonlyMap<string, number>;
  size: number;
};

/** The sets `GameIndex.among` names by a bit: 30, so that the bits stay a small integer. */
const AMONG_BITS = 30;
const definitionIndexes = new WeakMap<CardDefinition, DefinitionIndex>();
const gameIndexes = new WeakMap<ReadonlyMap<string, CardDefinition>, GameIndex>();
/** The game looked up last (one game runs at a time): skips the map on the hot path. */
let lastDefs: ReadonlyMap<string, CardDefinition> | null = null;
let lastIndex: GameIndex | null = null;

export function definitionIndex(definition: CardDefinition): DefinitionIndex {
  let index = definitionIndexes.get(definition);
  if (index) return index;
  const triggered = new Map<string, { ability: Triggered; index: number; label: string }[]>();
  const statics = new Map<string, StaticModifier[]>();
  definition.abilities.forEach((ability, at) => {
    if (ability.kind === 'triggered') {
      const list = triggered.get(ability.on.event) ?? [];
      list.push({ ability, index: at, label: `${definition.name}: ${ability.on.event}` });
      triggered.set(ability.on.event, list);
    } else if (ability.kind === 'static') {
      for (const modifier of ability.modifiers) {
        const list = statics.get(modifier.stat) ?? [];
        list.push(modifier);
        statics.set(modifier.stat, list);
      }
    }
  });
  index = { triggered, statics };
  definitionIndexes.set(definition, index);
  return index;
}

/** The event types and stats any of a game's definitions reacts to (definitions are read-only). */
export function gameIndex(defs: ReadonlyMap<string, CardDefinition>): GameIndex {
  if (defs === lastDefs && lastIndex!.size === defs.size) return lastIndex!;
  let index = gameIndexes.get(defs);
  if (index && index.size === defs.size) {
    lastDefs = defs;
    lastIndex = index;
    return index;
  }
  const listeners = new Map<string, Set<string>>();
  const watchers = new Map<string, Set<string>>();
  const replacers = new Map<string, Set<string>>();
  const modifiers = new Map<string, Set<string>>();
  const lowered = new Set<string>();
  const reaching = new Set<string>();
  const enters = new Map<string, Map<string, boolean>>();
  const prohibitors = new Map<string, Set<string>>();
  const add = (to: Map<string, Set<string>>, key: string, id: string) => {
    const ids = to.get(key) ?? new Set<string>();
    ids.add(id);
    to.set(key, ids);
  };
  for (const [id, definition] of defs) {
    const own = definitionIndex(definition);
    for (const [event, abilities] of own.triggered) {
      add(listeners, event, id);
      if (abilities.some(({ ability }) => (ability.on.subject ?? 'any') !== 'self')) add(watchers, event, id);
    }
    for (const [stat, list] of own.statics) {
      add(modifiers, stat, id);
      if (list.some((modifier) => !(typeof modifier.amount === 'number' && modifier.amount >= 0))) lowered.add(stat);
      if (list.some((modifier) => reachesOthers(modifier.to))) reaching.add(stat);
    }
    for (const ability of definition.abilities) {
      if (ability.kind === 'replacement') add(replacers, ability.replaces.event, id);
      if (ability.kind === 'prohibition') add(prohibitors, ability.act, id);
      if (ability.kind === 'enters') {
        const byDef = enters.get(ability.zone) ?? new Map<string, boolean>();
        byDef.set(id, ability.exhausted);
        enters.set(ability.zone, byDef);
      }
    }
  }
  const among = new Map<ReadonlySet<string>, number>();
  const setsOf = new Map<string, number>();
  for (const sets of [modifiers, replacers, watchers]) {
    for (const ids of sets.values()) {
      if (among.size === AMONG_BITS) break;
      const bit = 1 << among.size;
      among.set(ids, bit);
      for (const id of ids) setsOf.set(id, (setsOf.get(id) ?? 0) | bit);
    }
  }
  index = { listeners, watchers, replacers, modifiers, lowered, reaching, prohibitors, enters, among, setsOf, size: defs.size };
  gameIndexes.set(defs, index);
  lastDefs = defs;
  lastIndex = index;
  return index;
}

/**
 * Whether a static ability's selection may hold a card other than its source. Only "this card"
 * and what is taken from it alone (filtered, the most of it, a union of such parts) are sure to
 * hold nothing else; every other selector counts as reaching, even those that hold no card while
 * static abilities are read (no bound names, no event), so that a new selector is never skipped.
 */
export function reachesOthers(selector: Selector): boolean {
  switch (selector.kind) {
    case 'self':
      return false;
    case 'filter':
    case 'most':
      return reachesOthers(selector.from);
    case 'union':
      return selector.of.some(reachesOthers);
    default:
      return true;
  }
}

/**
 * A card's stat from its printed value and the lasting changes made to it: the latest change
 * that sets the stat replaces the printed value, and the others are added to what it starts from.
 */
function lastingValue(modifiers: readonly Modifier[], card: CardRef, stat: string, printed: number): number {
  let start = printed;
  let added = 0;
  // An indexed loop: this runs for every stat read (the engine's hottest path).
  for (let i = 0; i < modifiers.length; i += 1) {
    const m = modifiers[i]!;
    if (m.card !== card || m.stat !== stat) continue;
    if (m.set === true) start = m.amount;
    else added += m.amount;
  }
  return start + added;
}

/** A card's stat: printed value, counters of the same name, continuous and temporary changes. */
export function statOf(ctx: Ctx, card: Subject, stat: string): number {
  // A player's stat is what the game counts for them (Four Souls: their souls).
  if (typeof card === 'string') return isSeat(ctx.state, card) ? (ctx.game.playerStat?.(ctx, card, stat) ?? 0) : 0;
  const instance = ctx.state.cards[card];
  if (!instance) return 0;
  return withStatics(ctx, card, instance, stat, lastingStat(ctx, card, instance, stat));
}

/**
 * Whether a card's stat is at most `limit` (`statOf(…) <= limit`), for checks such as "damage
 * has reached its health" made before every priority. When the stat without static abilities is
 * already above the limit and no definition of the game has a static ability that may lower the
 * stat (`GameIndex.lowered`), the answer is no without adding up the static abilities of every
 * active card. `instance`: the card's, when the caller has just found it.
 */
export function statAtMost(ctx: Ctx, card: CardRef, stat: string, limit: number, instance: CardInstance | undefined = ctx.state.cards[card]): boolean {
  if (!instance) return statOf(ctx, card, stat) <= limit;
  const value = lastingStat(ctx, card, instance, stat);
  if (value > limit && !gameIndex(ctx.defs).lowered.has(stat)) return false;
  return withStatics(ctx, card, instance, stat, value) <= limit;
}

/** A card's stat before static abilities: printed value, counters, lasting changes and grants. */
function lastingStat(ctx: Ctx, card: CardRef, instance: CardInstance, stat: string): number {
  // The card was found just now: its definition is read from it, not looked up by id again.
  const printed = definitionOfInstance(ctx, card, instance)?.stats[stat] ?? 0;
  let value = lastingValue(ctx.state.modifiers, card, stat, printed);
  value += instance.counters[stat] ?? 0;
  if (ctx.state.grants !== undefined && ctx.state.grants.length > 0) value += grantedStat(ctx, card, stat);
  return value;
}

/**
 * `value` with what the static abilities of active cards add: only when some definition has one
 * for this stat, and not while this stat's static abilities are already being worked out (see below).
 * When every static ability of the stat changes only its own card (`GameIndex.reaching`), a card
 * whose definition now has none of them takes nothing from any: its value is returned without
 * walking the active cards (the Stak Bots starter set's "this gets +2 power", read for every bot).
 */
function withStatics(ctx: Ctx, card: CardRef, instance: CardInstance, stat: string, value: number): number {
  const index = gameIndex(ctx.defs);
  const changers = index.modifiers.get(stat);
  if (!changers || workingOut(stat)) return value;
  if (!index.reaching.has(stat)) {
    const copies = ctx.state.copies;
    if (!changers.has(copies === undefined || copies.length === 0 ? instance.def : currentDefId(ctx.state, card))) return value;
  }
  statsWorkedOut.push(stat);
  try {
    return value + staticAmount(ctx, card, stat, changers);
  } finally {
    statsWorkedOut.pop();
  }
}

/**
 * The stats whose static abilities are being added up at this moment. A static ability may pick
 * its cards by the stat it changes ("minions of power 2 or less get +1 power"), or by a total
 * that adds that stat up; reading the stat there again would go round for ever. So while a
 * stat's static abilities are worked out, the stat read inside them is its value before static
 * abilities: printed, counters, lasting changes and grants (docs/architecture.md, "Statics that
 * read their own stat"). The engine runs one call at a time, so one list serves. A list used as
 * a stack, not a set: it holds one or two stats at most, and a set's add and delete on every
 * stat read cost more than the read itself.
 */
const statsWorkedOut: string[] = [];
function workingOut(stat: string): boolean {
  for (let i = 0; i < statsWorkedOut.length; i += 1) if (statsWorkedOut[i] === stat) return true;
  return false;
}

/** The sources of the stat read last (`activeAmong`). */
const statSources = keptAmong();

/** What the static abilities of active cards add to one card's stat. */
function staticAmount(ctx: Ctx, card: CardRef, stat: string, changers: ReadonlySet<string>): number {
  let value = 0;
  // Sources the card's controller alone ignores add nothing to it (GameModule.ignoredBy).
  const ignored = ctx.game.ignoredBy?.(ctx) ?? null;
  const seat = ignored === null ? null : seatOf(ctx.state, card);
  // A protected card takes nothing from some sources (GameModule.staticShield).
  const shield = ctx.game.staticShield?.(ctx) ?? null;
  const sources = activeAmong(ctx, ctx.game.activeCards(ctx), changers, statSources);
  for (let i = 0; i < sources.length; i += 1) {
    const source = sources[i]!;
    const id = currentDefId(ctx.state, source);
    if (seat !== null && ignored!.get(source)?.has(seat) === true) continue;
    const sourceDef = ctx.defs.get(id);
    if (!sourceDef) continue;
    const modifiers = definitionIndex(sourceDef).statics.get(stat);
    if (!modifiers) continue;
    const scope: Scope = { source, controller: seatOf(ctx.state, source) ?? ctx.state.turn.active, bound: {}, vars: {}, event: null };
    for (const mod of modifiers) {
      if (mod.condition && !test(ctx, mod.condition, scope)) continue;
      if (!selects(ctx, mod.to, scope, card)) continue;
      const amount = evaluate(ctx, mod.amount, scope);
      if (shield === null || !shield(ctx, source, card, stat, amount)) value += amount;
    }
  }
  return value;
}

/**
 * The same stat of many cards at once, in their order: what `statOf` gives each, but every
 * stat-changing active card is looked at once for the whole list (its condition tested, its
 * cards selected, its amount counted once) instead of once per card. For a game that sums a
 * stat over many cards (Smash Up's power on a base).
 */
export function statsOf(ctx: Ctx, cards: readonly CardRef[], stat: string): number[] {
  const { state } = ctx;
  const values: number[] = new Array<number>(cards.length);
  let cardsHere = 0;
  for (let i = 0; i < cards.length; i += 1) {
    const card = cards[i]!;
    const instance = state.cards[card];
    if (!instance) {
      values[i] = statOf(ctx, card, stat);
      continue;
    }
    cardsHere += 1;
    let value = lastingValue(state.modifiers, card, stat, definitionOfInstance(ctx, card, instance)?.stats[stat] ?? 0);
    value += instance.counters[stat] ?? 0;
    if (state.grants !== undefined && state.grants.length > 0) value += grantedStat(ctx, card, stat);
    values[i] = value;
  }
  if (cardsHere === 0) return values;
  const changers = gameIndex(ctx.defs).modifiers.get(stat);
  if (!changers || workingOut(stat)) return values;
  statsWorkedOut.push(stat);
  try {
    addStaticAmounts(ctx, cards, stat, changers, values);
  } finally {
    statsWorkedOut.pop();
  }
  return values;
}

/** `staticAmount` for many cards at once, added to their `values`. */
function addStaticAmounts(ctx: Ctx, cards: readonly CardRef[], stat: string, changers: ReadonlySet<string>, values: number[]): void {
  const { state } = ctx;
  const ignored = ctx.game.ignoredBy?.(ctx) ?? null;
  const shield = ctx.game.staticShield?.(ctx) ?? null;
  const sources = activeAmong(ctx, ctx.game.activeCards(ctx), changers, statSources);
  for (let s = 0; s < sources.length; s += 1) {
    const source = sources[s]!;
    const id = currentDefId(state, source);
    const sourceDef = ctx.defs.get(id);
    if (!sourceDef) continue;
    const modifiers = definitionIndex(sourceDef).statics.get(stat);
    if (!modifiers) continue;
    // The players who ignore this source alone: their cards take nothing from it.
    const ignorers = ignored === null ? undefined : ignored.get(source);
    const scope: Scope = { source, controller: seatOf(state, source) ?? state.turn.active, bound: {}, vars: {}, event: null };
    for (const mod of modifiers) {
      if (mod.condition && !test(ctx, mod.condition, scope)) continue;
      const chosen = select(ctx, mod.to, scope);
      if (chosen.length === 0) continue;
      let amount: number | undefined;
      for (let i = 0; i < cards.length; i += 1) {
        const card = cards[i]!;
        if (state.cards[card] === undefined || !chosen.includes(card)) continue;
        if (ignorers !== undefined && ignorers.has(seatOf(state, card)!)) continue;
        amount ??= evaluate(ctx, mod.amount, scope);
        if (shield !== null && shield(ctx, source, card, stat, amount)) continue;
        values[i] = values[i]! + amount;
      }
    }
  }
}

export function evaluate(ctx: Ctx, expr: Expr, scope: Scope): number {
  if (typeof expr === 'number') return expr;
  const { state } = ctx;
  switch (expr.kind) {
    case 'count':
      return select(ctx, expr.of, scope).length;
    case 'stat':
      return select(ctx, expr.of, scope).reduce<number>((sum, id) => sum + statOf(ctx, id, expr.stat), 0);
    case 'resource':
      return select(ctx, expr.of, scope).reduce<number>((sum, id) => sum + (state.seats.find((s) => s.id === seatOf(state, id))?.resources[expr.resource] ?? 0), 0);
    case 'counter':
      return select(ctx, expr.of, scope).reduce<number>((sum, id) => sum + (cardOf(state, id)?.counters[expr.counter] ?? 0), 0);
    case 'damage-on':
      return select(ctx, expr.of, scope).reduce<number>((sum, id) => sum + (cardOf(state, id)?.damage ?? 0), 0);
    case 'var':
      return scope.vars[expr.name] ?? (expr.name === 'roll' ? (state.lastRoll?.value ?? 0) : 0);
    case 'param': {
      const value = state.variants[expr.variant]?.[expr.name];
      return typeof value === 'number' ? value : 0;
    }
    case 'event-value': {
      const value = scope.event?.[expr.field];
      return typeof value === 'number' ? value : 0;
    }
    case 'arith': {
      const a = evaluate(ctx, expr.left, scope);
      const b = evaluate(ctx, expr.right, scope);
      switch (expr.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case 'min':
          return Math.min(a, b);
        case 'max':
          return Math.max(a, b);
      }
      return 0;
    }
    case 'divide': {
      const by = evaluate(ctx, expr.by, scope);
      if (by === 0) return 0;
      const quotient = evaluate(ctx, expr.of, scope) / by;
      return expr.round === 'up' ? Math.ceil(quotient) : Math.floor(quotient);
    }
    case 'event-count':
      return pastEvents(ctx, expr, scope).length;
    case 'total-here': {
      // Players only: a card has no total of its own.
      const place = placeOfSelf(ctx, scope);
      if (place === 0) return 0;
      let total = 0;
      for (const id of select(ctx, expr.of, scope)) if (typeof id === 'string' && isSeat(state, id)) total += ctx.game.here!.totalAt(ctx, id, place);
      return total;
    }
  }
}

function compare(a: number, op: string, b: number): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

function every(ctx: Ctx, selector: Selector, scope: Scope, check: (id: Subject) => boolean): boolean {
  // ("This card", the most asked, without a list of one.)
  if (selector.kind === 'self') return scope.source ? check(scope.source) : false;
  const ids = select(ctx, selector, scope);
  return ids.length > 0 && ids.every(check);
}

export function test(ctx: Ctx, condition: Condition, scope: Scope): boolean {
  const { state } = ctx;
  switch (condition.kind) {
    case 'all': {
      const of = condition.of;
      for (let i = 0; i < of.length; i += 1) if (!test(ctx, of[i]!, scope)) return false;
      return true;
    }
    case 'any': {
      const of = condition.of;
      for (let i = 0; i < of.length; i += 1) if (test(ctx, of[i]!, scope)) return true;
      return false;
    }
    case 'not':
      return !test(ctx, condition.of, scope);
    case 'compare':
      return compare(evaluate(ctx, condition.left, scope), condition.op, evaluate(ctx, condition.right, scope));
    case 'exists':
      return select(ctx, condition.of, scope).length > 0;
    case 'is-kind':
      return every(ctx, condition.card, scope, (id) => isCard(id) && definitionOf(ctx, id)?.kind === condition.cardKind);
    case 'has-tag': {
      const hasTag = ctx.game.hasTag;
      if (hasTag) return every(ctx, condition.card, scope, (id) => cardOf(state, id) !== undefined && hasTag(ctx, id as CardRef, condition.tag));
      return every(ctx, condition.card, scope, (id) => (isCard(id) && definitionOf(ctx, id)?.tags.includes(condition.tag)) ?? false);
    }
    case 'is-card':
      // A copy is named as the card it copies.
      return every(ctx, condition.card, scope, (id) => cardOf(state, id) !== undefined && currentDefId(state, id as CardRef) === condition.id);
    case 'is-self':
      return every(ctx, condition.card, scope, (id) => id === scope.source);
    case 'face-up':
      return every(ctx, condition.card, scope, (id) => cardOf(state, id)?.faceUp === true);
    case 'is-top':
      return every(ctx, condition.card, scope, (id) => {
        const card = cardOf(state, id);
        const zone = card ? state.zones[card.zone] : undefined;
        return zone !== undefined && zone.cards[zone.cards.length - 1] === id;
      });
    case 'in-zone':
      return every(ctx, condition.card, scope, (id) => state.zones[cardOf(state, id)?.zone ?? '']?.type === condition.zone);
    case 'is-you':
      return every(ctx, condition.player, scope, (id) => seatOf(state, id) === scope.controller);
    case 'is-active-player':
      return every(ctx, condition.player, scope, (id) => seatOf(state, id) === state.turn.active);
    case 'is-alive':
      return every(ctx, condition.player, scope, (id) => {
        const seat = seatOf(state, id);
        const entry = seat === null ? undefined : state.seats.find((s) => s.id === seat);
        if (!entry || entry.out) return false;
        return ctx.game.alive ? ctx.game.alive(ctx, entry.id) : true;
      });
    case 'flag':
      return compare(state.flags[condition.scope][condition.flag] ?? 0, condition.op, condition.value);
    case 'option':
      return state.options[condition.option] === true;
    case 'in-state':
      return every(ctx, condition.card, scope, (id) => isCard(id) && (ctx.game.cardState?.(ctx, id, condition.state) ?? false));
    case 'roll-on-stack':
      return state.stack.some((item) => item.kind === 'roll');
    case 'same': {
      const others = select(ctx, condition.as, scope);
      return every(ctx, condition.card, scope, (id) => others.includes(id));
    }
    case 'same-place': {
      const place = placeOfSelf(ctx, scope);
      return place > 0 && every(ctx, condition.card, scope, (id) => isCard(id) && ctx.game.here!.placeOf(ctx, id) === place);
    }
  }
}

/** The place this card lies at (GameModule.here), or 0: none, no card, or a game without places. */
function placeOfSelf(ctx: Ctx, scope: Scope): number {
  const here = ctx.game.here;
  return here === undefined || !scope.source ? 0 : here.placeOf(ctx, scope.source);
}

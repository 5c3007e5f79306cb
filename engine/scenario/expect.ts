// Expectations: a path into the game as a reader says it (`p2.stak.top.damage`), and the
// value it must have. Paths and values are checked against the game before anything runs,
// so a typo is reported as such and not as a failed game.
import { statOf } from '../core/evaluate';
import type { Ctx } from '../core/context';
import type { GameEvent, GameState, Zone } from '../core/state';
import type { CardNames } from './names';
import { cardAt, cardName, eventMatches, eventWords, isPosition, listWords, waitingWords, zoneAt, type Words } from './words';

/** Words that begin a path and therefore cannot be seat ids. */
export const RESERVED = ['turn', 'stack', 'waiting', 'winner', 'events', 'dice', 'bank', 'roll'];
/** The word after a seat that names the construction rules its deck breaks (a scenario's `decks:`). */
const CONSTRUCTION = 'construction';
const PROMPT_KINDS = ['main', 'priority', 'choose', 'yes-no', 'mode', 'order'];

type CardProp = { kind: 'damage' | 'faceUp' | 'exhausted' } | { kind: 'seenBy' } | { kind: 'owner' | 'controller' } | { kind: 'stat'; stat: string } | { kind: 'counter'; counter: string };

/** What a path measures. */
type Target =
  | { kind: 'cards'; zone: string }
  | { kind: 'count'; zone: string }
  | { kind: 'card'; zone: string; position: string }
  | { kind: 'card-prop'; zone: string; position: string; prop: CardProp }
  | { kind: 'out'; seat: string }
  | { kind: 'resource'; seat: string; resource: string }
  /** The construction rules the seat's deck breaks, by id. */
  | { kind: 'construction'; seat: string }
  | { kind: 'turn'; field: 'active' | 'number' | 'phase' }
  | { kind: 'stack-count' }
  /** The stack's items by label, bottom first. */
  | { kind: 'stack-items' }
  | { kind: 'waiting' }
  | { kind: 'winner' }
  | { kind: 'events' }
  /** None of these events happened since the previous expectations. */
  | { kind: 'no-events' }
  | { kind: 'dice-left' }
  /** What the game's bank holds of a resource (Four Souls' cents). */
  | { kind: 'bank'; resource: string }
  /** The latest roll's value as it stands now (`none` before any roll), or whether it is final. */
  | { kind: 'roll'; field: 'value' | 'final' };

/** An expectation checked and ready: its target and the expected value in canonical form. */
export type Expectation = { path: string; target: Target; expected: Expected };
type Expected = number | boolean | string | null | string[] | { type: string; subject: string | null; words: string }[];

/** What checking paths needs to know about the game. */
export type ExpectSetting = {
  state: GameState;
  names: CardNames;
  stats: string[];
  /** The rules each seat's deck breaks, where the scenario brings decks. */
  construction?: Readonly<Record<string, readonly string[]>>;
};

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function zoneTarget(zone: Zone, rest: string[], stats: string[]): Target | string {
  const id = zone.id;
  if (rest.length === 0) return { kind: 'cards', zone: id };
  if (rest.length === 1 && rest[0] === 'count') return { kind: 'count', zone: id };
  const [position, prop, extra] = rest as [string, string | undefined, string | undefined];
  if (!isPosition(position)) return `after a zone comes count, top, bottom or a position from the bottom (1, 2, …), not "${position}"`;
  if (prop === undefined) return { kind: 'card', zone: id, position };
  const props = ['damage', 'faceUp', 'exhausted', 'seenBy', 'owner', 'controller', ...stats, 'counters.<name>'];
  if (prop === 'counters' && extra !== undefined && rest.length === 3) return { kind: 'card-prop', zone: id, position, prop: { kind: 'counter', counter: extra } };
  if (rest.length === 2) {
    if (prop === 'damage' || prop === 'faceUp' || prop === 'exhausted' || prop === 'seenBy' || prop === 'owner' || prop === 'controller') return { kind: 'card-prop', zone: id, position, prop: { kind: prop } };
    if (stats.includes(prop)) return { kind: 'card-prop', zone: id, position, prop: { kind: 'stat', stat: prop } };
  }
  return `a card has ${props.join(', ')}; not "${rest.slice(1).join('.')}"`;
}

function targetOf(path: string, setting: ExpectSetting): Target | string {
  const { state } = setting;
  const segments = path.split('.');
  const [head, ...rest] = segments as [string, ...string[]];
  switch (head) {
    case 'turn':
      return rest.length === 1 && (rest[0] === 'active' || rest[0] === 'number' || rest[0] === 'phase') ? { kind: 'turn', field: rest[0] } : 'turn has active, number and phase';
    case 'stack':
      if (rest.length === 0) return { kind: 'stack-items' };
      return rest.length === 1 && rest[0] === 'count' ? { kind: 'stack-count' } : 'write stack (its items, bottom first) or stack.count';
    case 'dice':
      return rest.length === 1 && rest[0] === 'left' ? { kind: 'dice-left' } : 'write dice.left';
    case 'bank':
      return rest.length === 1 ? { kind: 'bank', resource: rest[0]! } : 'write bank.<resource>, such as bank.cents';
    case 'roll':
      if (rest.length === 0) return { kind: 'roll', field: 'value' };
      return rest.length === 1 && rest[0] === 'final' ? { kind: 'roll', field: 'final' } : 'write roll (its value now) or roll.final';
    case 'events':
      if (rest.length === 1 && rest[0] === 'none') return { kind: 'no-events' };
      return rest.length === 0 ? { kind: head } : 'write events (these happened) or events.none (none of these happened)';
    case 'waiting':
    case 'winner':
      return rest.length === 0 ? { kind: head } : `"${head}" takes nothing after it`;
  }
  const seat = state.seats.find((s) => s.id === head);
  if (seat) {
    if (rest[0] === 'out') return rest.length === 1 ? { kind: 'out', seat: seat.id } : `"${head}.out" takes nothing after it`;
    if (rest[0] === CONSTRUCTION) {
      if (rest.length !== 1) return `"${head}.${CONSTRUCTION}" takes nothing after it`;
      return setting.construction?.[seat.id] ? { kind: 'construction', seat: seat.id } : `${head} brings no deck: give it one under decks: to check its construction`;
    }
    if (rest[0] === 'resources') return rest.length === 2 ? { kind: 'resource', seat: seat.id, resource: rest[1]! } : `write a resource as ${head}.resources.<name>`;
    const zone = rest[0] === undefined ? null : zoneAt(state, [head, rest[0]]);
    if (!zone) {
      const own = Object.values(state.zones).filter((z) => z.owner === seat.id).map((z) => z.type);
      return `${head} has ${[...own, 'out', 'resources'].join(', ')}${rest[0] === undefined ? '' : `; not "${rest[0]}"`}`;
    }
    return zoneTarget(zone, rest.slice(1), setting.stats);
  }
  const shared = zoneAt(state, [head]);
  if (shared) return zoneTarget(shared, rest, setting.stats);
  // A numbered slot the game may add during play (Four Souls' shop-3): named like the first one,
  // it is read when the check is made, and holds nothing while it does not exist.
  const slot = /^(.+)-([1-9]\d*)$/.exec(head);
  const first = slot ? state.zones[`${slot[1]}-1`] : undefined;
  if (first && first.owner === null) return zoneTarget({ id: head, type: first.type, owner: null, cards: [] }, rest, setting.stats);
  const sharedZones = Object.values(state.zones).filter((z) => z.owner === null).map((z) => z.type);
  return `a path starts with a seat (${state.seats.map((s) => s.id).join(', ')}), a shared zone (${sharedZones.join(', ') || 'none'}) or ${RESERVED.join(', ')}; not "${head}"`;
}

/** Checks one expectation's path and value; a message when either is wrong. */
export function checkExpectation(path: string, value: unknown, setting: ExpectSetting): Expectation | string {
  const target = targetOf(path, setting);
  if (typeof target === 'string') return target;
  const { state, names } = setting;
  const seatIds = state.seats.map((s) => s.id);
  const cardOrNull = (v: unknown): string | null | undefined => {
    if (v === null || v === 'none') return null;
    if (typeof v !== 'string') return undefined;
    const found = names.lookup(v);
    return found.ok ? found.def.name : undefined;
  };
  const badName = (v: unknown) => (typeof v === 'string' ? (names.lookup(v) as { message?: string }).message : undefined);
  const done = (expected: Expected): Expectation => ({ path, target, expected });
  switch (target.kind) {
    case 'cards': {
      if (!Array.isArray(value)) return 'expected a list of card names, bottom first';
      const out: string[] = [];
      for (const item of value) {
        const name = typeof item === 'string' ? cardOrNull(item) : undefined;
        if (!name) return typeof item === 'string' ? badName(item)! : `expected card names, not ${JSON.stringify(item)}`;
        out.push(name);
      }
      return done(out);
    }
    case 'count':
    case 'stack-count':
    case 'dice-left':
    case 'bank':
      return isCount(value) ? done(value) : 'expected a whole number (0 or more)';
    case 'stack-items':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) return 'expected the stack\'s items by label, bottom first: a card\'s name, roll, attack roll, death…';
      return done(value.map((v) => String(v).trim()));
    case 'roll':
      if (target.field === 'final') return typeof value === 'boolean' ? done(value) : 'expected true or false';
      if (value === 'none' || value === null) return done(null);
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6 ? done(value) : 'expected a die face (1 to 6), or none';
    case 'card': {
      const name = cardOrNull(value);
      if (name === undefined) return typeof value === 'string' ? badName(value)! : 'expected a card name, or none for an empty zone';
      return done(name);
    }
    case 'card-prop':
      if (target.prop.kind === 'faceUp' || target.prop.kind === 'exhausted') return typeof value === 'boolean' ? done(value) : 'expected true or false';
      // The seats that can see the card, as the game shows it to each.
      // The seat that owns (brought) or controls the card, or none.
      if (target.prop.kind === 'owner' || target.prop.kind === 'controller') return value === 'none' || (typeof value === 'string' && seatIds.includes(value)) ? done(value) : `expected a seat (${seatIds.join(', ')}), or none`;
      if (target.prop.kind === 'seenBy') {
        const list = Array.isArray(value) ? value : [];
        if (!Array.isArray(value) || !list.every((s) => typeof s === 'string' && seatIds.includes(s))) return `expected a list of seats (${seatIds.join(', ')}), [] for nobody`;
        return done([...(list as string[])].sort());
      }
      return typeof value === 'number' && Number.isInteger(value) ? done(value) : 'expected a whole number';
    case 'out':
      return typeof value === 'boolean' ? done(value) : 'expected true or false';
    case 'resource':
      return typeof value === 'number' && Number.isInteger(value) ? done(value) : 'expected a whole number';
    case 'construction':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) return 'expected the ids of the construction rules the deck breaks, [] for none';
      return done([...new Set(value.map((v) => String(v).trim()))].sort());
    case 'turn':
      if (target.field === 'number') return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? done(value) : 'expected a turn number (1 or more)';
      if (target.field === 'active') return typeof value === 'string' && seatIds.includes(value) ? done(value) : `expected a seat (${seatIds.join(', ')})`;
      return typeof value === 'string' ? done(value) : 'expected a phase name';
    case 'waiting': {
      if (value === 'nobody') return done(value);
      const [seat, kind, ...more] = typeof value === 'string' ? value.trim().split(/\s+/) : [];
      if (!seat || !kind || more.length > 0 || !seatIds.includes(seat) || !PROMPT_KINDS.includes(kind)) {
        return `expected "<seat> <prompt>" (seats ${seatIds.join(', ')}; prompts ${PROMPT_KINDS.join(', ')}) or "nobody"`;
      }
      return done(`${seat} ${kind}`);
    }
    case 'winner': {
      const list = Array.isArray(value) ? value : [value];
      if (list.length === 1 && (list[0] === 'draw' || list[0] === 'none')) return done(list[0] as string);
      if (list.length === 0 || !list.every((s) => typeof s === 'string' && seatIds.includes(s))) return `expected a seat (${seatIds.join(', ')}), a list of seats, "draw" or "none"`;
      return done([...(list as string[])].sort());
    }
    case 'no-events':
    case 'events': {
      if (!Array.isArray(value)) return 'expected a list of "<event> [card name or seat]"';
      const out: { type: string; subject: string | null; words: string }[] = [];
      for (const item of value) {
        const [type, ...subjectWords] = typeof item === 'string' ? item.trim().split(/\s+/) : [];
        if (!type) return `expected "<event> [card name or seat]", not ${JSON.stringify(item)}`;
        const subject = subjectWords.length > 0 ? subjectWords.join(' ') : null;
        if (subject !== null && !seatIds.includes(subject) && !names.lookup(subject).ok) return `in "${String(item)}": ${badName(subject) ?? ''} and no seat is called so`;
        out.push({ type, subject, words: String(item).trim() });
      }
      return done(out);
    }
  }
}

function show(value: unknown): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) return `[${value.map((v) => (typeof v === 'object' && v !== null && 'words' in v ? String(v.words) : show(v))).join(', ')}]`;
  return String(value);
}

export type Outcome = { pass: boolean; expected: string; actual: string; note?: string };

/** Measures the game against one expectation. `events` are those since the previous check. */
export function measure(expectation: Expectation, ctx: Ctx, events: readonly GameEvent[], construction?: Readonly<Record<string, readonly string[]>>): Outcome {
  const { state } = ctx;
  const w: Words = { state, defs: ctx.defs };
  const { target, expected } = expectation;
  const zone = 'zone' in target ? state.zones[target.zone] : undefined;
  const card = zone && 'position' in target ? cardAt(zone, target.position) : null;
  const result = (actual: unknown, pass = JSON.stringify(actual) === JSON.stringify(expected)): Outcome => ({ pass, expected: show(expected), actual: show(actual) });
  switch (target.kind) {
    case 'cards':
      return result(zone ? zone.cards.map((c) => cardName(w, c)) : []);
    case 'count':
      return result(zone?.cards.length ?? 0);
    case 'card':
      return result(card !== null ? cardName(w, card) : null);
    case 'card-prop': {
      if (card === null) return { pass: false, expected: show(expected), actual: `no card there (${zone?.cards.length ?? 0} in the zone)` };
      const instance = state.cards[card]!;
      const prop = target.prop;
      if (prop.kind === 'stat') return result(statOf(ctx, card, prop.stat));
      if (prop.kind === 'counter') return result(instance.counters[prop.counter] ?? 0);
      if (prop.kind === 'owner' || prop.kind === 'controller') return result(instance[prop.kind] ?? 'none');
      if (prop.kind === 'seenBy') return result(state.seats.map((s) => s.id).filter((seat) => ctx.game.canSee(ctx, card, seat)).sort());
      return result(instance[prop.kind]);
    }
    case 'out':
      return result(state.seats.find((s) => s.id === target.seat)?.out ?? false);
    case 'resource':
      return result(state.seats.find((s) => s.id === target.seat)?.resources[target.resource] ?? 0);
    case 'construction':
      return result([...(construction?.[target.seat] ?? [])]);
    case 'turn':
      return result(state.turn[target.field]);
    case 'stack-count':
      return result(state.stack.length);
    case 'stack-items': {
      const labels = state.stack.map((item) => item.label);
      const wanted = expected as string[];
      const pass = labels.length === wanted.length && labels.every((label, i) => label.toLowerCase() === wanted[i]!.toLowerCase());
      return { pass, expected: show(wanted), actual: show(labels) };
    }
    case 'bank': {
      const held = ctx.game.bank?.(ctx, target.resource) ?? null;
      if (held === null) return { pass: false, expected: show(expected), actual: `no bank of ${target.resource} in this game` };
      return result(held);
    }
    case 'roll':
      return result(target.field === 'final' ? (state.lastRoll?.final ?? false) : (state.lastRoll?.value ?? null));
    case 'dice-left':
      return result(state.forcedRolls.length);
    case 'waiting':
      return result(waitingWords(state));
    case 'winner': {
      const actual = state.result === null ? 'none' : state.result.winners.length === 0 ? 'draw' : [...state.result.winners].sort();
      return { ...result(actual), actual: show(actual) + (state.result ? ` (${state.result.reason})` : '') };
    }
    case 'events': {
      const wanted = expected as { type: string; subject: string | null; words: string }[];
      let next = 0;
      for (const event of events) if (next < wanted.length && eventMatches(w, event, wanted[next]!.type, wanted[next]!.subject)) next += 1;
      const actual = `[${listWords(events.map((e) => eventWords(w, e)), 40)}]`;
      if (next === wanted.length) return { pass: true, expected: show(expected), actual };
      const missing = wanted[next]!.words;
      const note = next === 0 ? `"${missing}" did not occur` : `"${missing}" did not occur after "${wanted[next - 1]!.words}"`;
      return { pass: false, expected: show(expected), actual, note };
    }
    case 'no-events': {
      const unwanted = expected as { type: string; subject: string | null; words: string }[];
      const happened = unwanted.filter((u) => events.some((event) => eventMatches(w, event, u.type, u.subject)));
      const actual = `[${listWords(events.map((e) => eventWords(w, e)), 40)}]`;
      if (happened.length === 0) return { pass: true, expected: `none of ${show(expected)}`, actual };
      return { pass: false, expected: `none of ${show(expected)}`, actual, note: `${happened.map((u) => `"${u.words}"`).join(', ')} happened` };
    }
  }
}

// The primitive changes every effect is made of. Each one changes the state and reports an
// event; events collect the triggers that match them (kernel-notes §4).
import type { Effect, EventPattern, TargetSpec } from '../defs';
import { nextInt, shuffledPlaces, shuffleInPlace } from '../random/rng';
import { newFrame, type Ctx } from './context';
import { activeAmong, currentDefId, definitionIndex, gameIndex, keptAmong, seatOf, test } from './evaluate';
import { grantedTriggers } from './grants';
import { recordEvent } from './history';
import { flagTable, RULES_ZONE, subjectIn, type CardRef, type CopyEffect, type GameEvent, type GameState, type PendingTrigger, type Scope, type SeatId, type StackItem, type ZoneId } from './state';
import { cardTurnFlags } from './card-flags';

export function scopeFor(ctx: Ctx, source: CardRef | null, controller?: SeatId | null): Scope {
  const seat = controller ?? (source ? seatOf(ctx.state, source) : null) ?? ctx.state.turn.active;
  return { source, controller: seat, bound: {}, vars: {}, event: null };
}

/**
 * Puts an item on the stack and starts a new round of passes. Priority stays where it is:
 * a player who plays an effect keeps it (FS-PRIO-8); the engine's own items hand it to the
 * active player (see orderTriggers).
 */
export function pushStackItem(ctx: Ctx, item: StackItem): void {
  ctx.state.stack.push(item);
  ctx.state.passes = 0;
  emit(ctx, { type: 'stack-added', item: item.id, card: item.source, player: item.controller });
}

/** Starts resolving an effect outside any other (a move, a turn step, a stack item). */
export function startEffect(ctx: Ctx, effect: Effect, scope: Scope): void {
  ctx.state.frames.push(newFrame(effect, scope));
}

function matches(ctx: Ctx, pattern: EventPattern, event: GameEvent, scope: Scope): boolean {
  return pattern.event === event.type && matchesSubject(ctx, pattern, event, scope.source, scope.controller) && (pattern.where ? test(ctx, pattern.where, { ...scope, event }) : true);
}

/** Whether the event is about the pattern's subject, seen from `source` controlled by `controller`. */
export function matchesSubject(ctx: Ctx, pattern: EventPattern, event: GameEvent, source: CardRef | null, controller: SeatId): boolean {
  const subject = subjectIn(event.card) ?? subjectIn(event.player);
  switch (pattern.subject ?? 'any') {
    case 'self':
      return subject === source;
    case 'yours':
      return subject !== null && seatOf(ctx.state, subject) === controller;
    case 'opponents':
      return subject !== null && seatOf(ctx.state, subject) !== controller;
    default:
      return true; // 'any'
  }
}

function triggersOf(ctx: Ctx, card: CardRef, event: GameEvent, out: PendingTrigger[], listeners: ReadonlySet<string>): void {
  const { state } = ctx;
  // A copy listens with the abilities of the card it copies.
  const def = currentDefId(state, card);
  if (!listeners.has(def)) return;
  const definition = ctx.defs.get(def);
  if (!definition) return;
  // Only the abilities listening to this event type, in printed order.
  const listening = definitionIndex(definition).triggered.get(event.type);
  if (!listening) return;
  // The card's seat: its controller in the trigger (none for a card nobody controls), and
  // the controller the ability sees (the active player then, as scopeFor has it).
  // A variant's rule belongs to nobody either, but its trigger is seen from the player the
  // event is about ("each other player" are the rest), or the active player.
  const rulePlayer = state.cards[card]?.zone === RULES_ZONE && typeof event.player === 'string' ? event.player : null;
  const seat = (card ? seatOf(state, card) : null) ?? rulePlayer;
  const controller = seat ?? state.turn.active;
  const chooseOnStacking = ctx.game.policy.targets === 'when-put-on-stack';
  for (const { ability, index, label } of listening) {
    if (!matchesSubject(ctx, ability.on, event, card, controller)) continue;
    if (ability.on.where && !test(ctx, ability.on.where, { source: card, controller, bound: {}, vars: {}, event })) continue;
    const onceFlag = ability.oncePerTurn ? `once:${card}#${index}` : null;
    if (onceFlag && (state.flags.turn[onceFlag] ?? 0) > 0) continue;
    // Games that say so check the trigger's condition again as it starts to resolve.
    const check = ctx.game.policy.recheckTriggerConditions ? (ability.on.where ?? null) : null;
    // A card nobody controls (a monster) makes a neutral trigger, ordered by the game's policy.
    // Targets chosen as it is stacked wait beside the effect; otherwise they open it.
    if (chooseOnStacking && ability.targets.length > 0) out.push({ source: card, controller: seat, label, effect: ability.effect, targets: ability.targets, event, check, onceFlag, optional: ability.optional });
    else out.push({ source: card, controller: seat, label, effect: withTargets(ability.targets, ability.effect), event, check, onceFlag, optional: ability.optional });
  }
}

/**
 * The kernel's own verb that puts a trigger's stack item on the stack once its targets are
 * chosen (`args.item`, bound to the choices made). No game names a verb so.
 */
export const STACK_CHOSEN = 'stack-chosen';

/** Wraps an effect so its targets are chosen first (targets chosen as it resolves). */
export function withTargets(targets: TargetSpec[], effect: Effect): Effect {
  return targets.reduceRight<Effect>(
    (inner, target) => ({ kind: 'choose', name: target.name, from: target.from, min: target.min, max: target.max, chooser: { kind: 'you' }, then: inner }),
    effect,
  );
}

/** The player an event is about: its player, or the controller of its card. */
function eventSeat(ctx: Ctx, event: GameEvent): SeatId | null {
  if (typeof event.player === 'string') return event.player;
  const subject = subjectIn(event.card);
  return subject === null ? null : seatOf(ctx.state, subject);
}

/** The watching cards found last (`activeAmong`): several events of a type often come while the table stands still. */
const watching = keptAmong();

/** Records an event and queues the triggers it sets off. */
export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
  recordEvent(ctx, event);
  // Most events have no listener among the game's definitions: no card needs looking at.
  const index = gameIndex(ctx.defs);
  // (A game whose cards listen to nothing, such as one of bare numbers, looks nothing up.)
  const listeners = index.listeners.size === 0 ? undefined : index.listeners.get(event.type);
  if (!listeners && ctx.state.delayed.length === 0 && !ctx.state.grants?.length) return;
  // Found triggers wait in the order found: active cards in order, then the card the event
  // is about, then delayed triggers.
  const found = ctx.state.pending;
  if (listeners) {
    // Cards the event is not about matter only if they watch for this event on others.
    const watchers = index.watchers.get(event.type);
    const about = event.card;
    let aboutActive = false;
    if (watchers) {
      // Sources the event's player alone ignores are not set off by it (GameModule.ignoredBy).
      const ignored = ctx.game.ignoredBy?.(ctx) ?? null;
      const by = ignored === null ? null : eventSeat(ctx, event);
      const active = ctx.game.activeCards(ctx);
      aboutActive = typeof about === 'number' && active.includes(about);
      // Only the cards that watch for this event on others can be set off, and the card it is
      // about: walked in the active cards' order with them when it listens for itself alone.
      const aboutDef = aboutActive ? currentDefId(ctx.state, about as CardRef) : '';
      const cards = aboutActive && listeners.has(aboutDef) && !watchers.has(aboutDef) ? active : activeAmong(ctx, active, watchers, watching);
      for (let i = 0; i < cards.length; i += 1) {
        const card = cards[i]!;
        if (by !== null && ignored!.get(card)?.has(by) === true) continue;
        triggersOf(ctx, card, event, found, card === about ? listeners : watchers);
      }
    }
    // A card can react to what happens to itself even as it leaves play ("when scrapped").
    if (typeof about === 'number' && !aboutActive) triggersOf(ctx, about, event, found, listeners);
  }
  // Abilities cards have for a while come after their printed ones.
  grantedTriggers(ctx, event, found);
  for (const delayed of ctx.state.delayed) {
    if (matches(ctx, delayed.on, event, delayed.scope)) {
      found.push({ source: delayed.scope.source, controller: delayed.scope.controller, label: 'delayed trigger', effect: delayed.effect, event, check: null, onceFlag: null, optional: false });
      ctx.state.delayed = ctx.state.delayed.filter((d) => d.id !== delayed.id);
    }
  }
}

/**
 * Counts changes to where cards lie and which way up (moves, flips, shuffles), so that rules
 * may reuse, within one call, what depends only on the table (the active cards) while it
 * stands still. Rules code that moves or turns cards without these ops calls `tableChanged`;
 * changes made between calls need nothing (a call's memory starts empty).
 */
let tableChanges = 0;
export function tableVersion(): number {
  return tableChanges;
}
export function tableChanged(): void {
  tableChanges += 1;
}

/** Moves a card to the top (end) or bottom (start) of a zone, or to a random place in it. */
export function moveCard(ctx: Ctx, card: CardRef, to: ZoneId, position: 'top' | 'bottom' | 'random' = 'top', faceUp?: boolean): void {
  const { state } = ctx;
  const instance = state.cards[card];
  const target = state.zones[to];
  if (!instance || !target) return;
  const from = state.zones[instance.zone];
  if (from) {
    const cards = from.cards;
    const at = cards.lastIndexOf(card);
    // A card taken off the top (a draw, a scrapped top bot) is popped: no list of what was
    // removed is made. The last card of a zone is spliced off: a list emptied by `pop` keeps its
    // room, one emptied by `splice` gives it back, and every state a Match keeps holds its zones
    // (memory per 1,000 actions, bench/stak-bots.bench.mjs).
    if (at === cards.length - 1 && at > 0) cards.pop();
    else if (at >= 0) cards.splice(at, 1);
  }
  if (position === 'top') target.cards.push(card);
  else if (position === 'bottom') target.cards.unshift(card);
  else target.cards.splice(nextInt(state.rng, target.cards.length + 1), 0, card);
  instance.zone = to;
  if (faceUp !== undefined) instance.faceUp = faceUp;
  tableChanges += 1;
  if (target.owner !== null) instance.controller = target.owner;
  // A card that leaves play stops being a copy.
  if (state.copies !== undefined && state.copies.length > 0 && !ctx.game.inPlay(ctx, card)) endCopies(ctx, (c) => c.card !== card);
  emit(ctx, { type: 'moved', card, from: from?.type ?? null, to: target.type, fromOwner: from?.owner ?? null, toOwner: target.owner });
  const lies = entersExhausted(ctx, card, target.type);
  if (lies !== undefined && instance.exhausted !== lies) {
    instance.exhausted = lies;
    emit(ctx, { type: lies ? 'exhausted' : 'readied', card });
  }
}

/**
 * Whether a card comes into a zone of this type exhausted (true) or ready (false), as its
 * `enters` ability says; undefined when it has none for that zone and keeps how it lay.
 */
export function entersExhausted(ctx: Ctx, card: CardRef, zoneType: string): boolean | undefined {
  const enters = gameIndex(ctx.defs).enters;
  const byDef = enters.size === 0 ? undefined : enters.get(zoneType);
  // Most zones have no such ability among the definitions: the card is not looked up.
  if (byDef === undefined) return undefined;
  const def = ctx.state.cards[card]?.def;
  return def === undefined ? undefined : byDef.get(def);
}

/** Keeps the copies `keep` accepts; each card whose copy ends is its own card again, and says so. */
function endCopies(ctx: Ctx, keep: (copy: CopyEffect) => boolean): number {
  const { state } = ctx;
  const copies = state.copies;
  if (copies === undefined || copies.length === 0) return 0;
  const kept = copies.filter(keep);
  if (kept.length === copies.length) return 0;
  state.copies = kept;
  for (const copy of copies) if (!kept.includes(copy)) emit(ctx, { type: 'copy-ended', card: copy.card });
  return copies.length - kept.length;
}

/**
 * Rebuilds a deck from a pile (a discard pile, a scrapheap): every card of `pile` goes into
 * `deck` face down, then the deck is shuffled. The cards are not reported one by one (the
 * shuffle is). Returns the cards moved; none when the pile is empty.
 */
export function rebuildDeck(ctx: Ctx, deck: ZoneId, pile: ZoneId): CardRef[] {
  const { state } = ctx;
  const from = state.zones[pile];
  const to = state.zones[deck];
  if (!from || !to || from.cards.length === 0) return [];
  const moved = from.cards;
  for (const card of moved) {
    const instance = state.cards[card]!;
    instance.zone = deck;
    instance.faceUp = false;
  }
  to.cards.push(...moved);
  from.cards = [];
  tableChanges += 1;
  shuffleZone(ctx, deck);
  return moved;
}

/**
 * Shuffles a deck as the game is set up. When the game was created with an arrangement for this
 * deck, the named cards then go on top in the order given (the first named on top), so a test
 * can deal a known hand without depending on what else the set holds. The shuffle itself draws
 * the same random numbers either way.
 *
 * `defs`, when the caller has it at hand, is the definition id of each of the deck's cards, in the
 * deck's order before the shuffle: an arranged deck then reads its cards' words from an index of
 * that list (made again only when the list's ids change) instead of looking every card up. An
 * arranged deck is a new list in its zone.
 */
export function shuffleDeck(ctx: Ctx, zone: ZoneId, defs?: readonly string[]): void {
  const z = ctx.state.zones[zone];
  if (!z) return;
  const arrange = ctx.arrange;
  const wanted = arrange?.wanted[zone];
  if (arrange === undefined || wanted === undefined) {
    shuffleInPlace(ctx.state.rng, z.cards);
    return;
  }
  arrange.used.add(zone);
  // Each name takes the lowest card of the deck not taken yet that has that name or id. The
  // words (names and ids) of a set of definitions are numbered once, with each definition's
  // word numbers; the deck's places are then listed by word number with a counting sort into
  // scratch arrays kept between calls (no list or object per word), and a word's places come
  // out in deck order. Places and the taken marks are small integers, not card ids to hash.
  const size = z.cards.length;
  const words = arrangeWords(ctx.defs);
  const scratch = arrangeScratch(words.count, size);
  const { wordOf, start, next, order, was } = scratch;
  // The deck's places by their places before the shuffle (the card at a place is
  // `cards[was[place]]`): each one's words, and how many places each word has, come from the
  // index of the deck's definitions, which the caller may have at hand (kept per list of cards);
  // the shuffle draws what it always draws.
  const cards = z.cards;
  const known = wordsByPlace(words, defs !== undefined && defs.length === size ? defs : definitionsOf(ctx.state, cards));
  const { first, second } = known;
  shuffledPlaces(ctx.state.rng, size, was);
  for (let place = 0; place < size; place += 1) {
    const from = was[place]!;
    wordOf[2 * place] = first[from]!;
    wordOf[2 * place + 1] = second[from]!;
  }
  start.set(known.start);
  for (let w = 0; w < words.count; w += 1) next[w] = start[w]!;
  for (let place = 0; place < size; place += 1) {
    const first = wordOf[2 * place]!;
    const second = wordOf[2 * place + 1]!;
    if (first >= 0) {
      order[next[first]!] = place;
      next[first] = next[first]! + 1;
    }
    if (second >= 0) {
      order[next[second]!] = place;
      next[second] = next[second]! + 1;
    }
  }
  // `next[w]` now serves as the first of word w's places not looked at yet.
  for (let w = 0; w < words.count; w += 1) next[w] = start[w]!;
  const taken = new Uint8Array(size);
  let takenCount = 0;
  const picked: CardRef[] = [];
  for (let i = 0; i < wanted.length; i += 1) {
    const name = wanted[i]!;
    const word = words.number[name];
    let at = word === undefined ? 0 : next[word]!;
    const end = word === undefined ? 0 : start[word + 1]!;
    while (at < end && taken[order[at]!] === 1) at += 1;
    if (at === end) {
      arrange.problems.push(`arrange: no "${name}" left in ${zone}`);
      continue;
    }
    const place = order[at]!;
    taken[place] = 1;
    takenCount += 1;
    picked.push(cards[was[place]!]!);
    next[word!] = at + 1;
  }
  // (A whole deck arranged leaves nothing below the cards named.)
  if (takenCount === size) z.cards = picked.reverse();
  else {
    const below: CardRef[] = [];
    for (let place = 0; place < size; place += 1) if (taken[place] === 0) below.push(cards[was[place]!]!);
    z.cards = below.concat(picked.reverse());
  }
}

/**
 * The words of a deck's cards by their places, from the definition ids of the deck's cards (each
 * place's first and second word numbers, or -1), and where each word's places begin in a listing
 * by word (`start`, as the counting sort makes it). The last one made is kept with a copy of its
 * list: every game dealt from one list of cards asks again with the same definitions, which
 * a comparison of ids per card tells, whether or not the list is the same object as before.
 */
type WordsByPlace = { words: ArrangeWords; defs: readonly string[]; first: Int32Array; second: Int32Array; start: Int32Array };
let lastByPlace: WordsByPlace | null = null;
function wordsByPlace(words: ArrangeWords, defs: readonly string[]): WordsByPlace {
  const last = lastByPlace;
  if (last !== null && last.words === words && sameIds(last.defs, defs)) return last;
  const size = defs.length;
  const first = new Int32Array(size);
  const second = new Int32Array(size);
  const start = new Int32Array(words.count + 1);
  for (let place = 0; place < size; place += 1) {
    const of = words.ofDefinition[defs[place]!] ?? NO_WORDS;
    first[place] = of.length > 0 ? of[0]! : -1;
    second[place] = of.length > 1 ? of[1]! : -1;
    if (of.length > 0) start[of[0]! + 1] = start[of[0]! + 1]! + 1;
    if (of.length > 1) start[of[1]! + 1] = start[of[1]! + 1]! + 1;
  }
  for (let w = 0; w < words.count; w += 1) start[w + 1] = start[w + 1]! + start[w]!;
  lastByPlace = { words, defs: defs.slice(), first, second, start };
  return lastByPlace;
}
/** The definition id of each of a deck's cards, in the deck's order. */
function definitionsOf(state: GameState, cards: readonly CardRef[]): string[] {
  const defs = new Array<string>(cards.length);
  for (let i = 0; i < cards.length; i += 1) defs[i] = state.cards[cards[i]!]!.def;
  return defs;
}
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Working room of the arranging, reused by every call (never part of a state): each place's two
 * word numbers (or -1), where each word's places begin in `order` (and end at the next word's
 * start), the next of a word's places to look at, the places listed word by word, and each
 * place's place before the shuffle.
 */
type ArrangeScratch = { wordOf: Int32Array; start: Int32Array; next: Int32Array; order: Int32Array; was: Int32Array };
let scratchRoom: ArrangeScratch = { wordOf: new Int32Array(0), start: new Int32Array(0), next: new Int32Array(0), order: new Int32Array(0), was: new Int32Array(0) };
function arrangeScratch(words: number, places: number): ArrangeScratch {
  const room = scratchRoom;
  if (room.start.length >= words + 1 && room.wordOf.length >= 2 * places) return room;
  const w = Math.max(room.start.length, words + 1);
  const p = Math.max(room.wordOf.length, 2 * places);
  scratchRoom = { wordOf: new Int32Array(p), start: new Int32Array(w), next: new Int32Array(w), order: new Int32Array(p), was: new Int32Array(p) };
  return scratchRoom;
}
/**
 * The words that name the definitions of a set (each one's name, and its id when that differs),
 * numbered once per set of definitions: a word's number, and each definition's word numbers.
 * Both are prototype-less objects rather than maps: a lookup by string key there is about a
 * third quicker, and an arranged deck looks up every card and every name once.
 */
type ArrangeWords = { number: Record<string, number | undefined>; ofDefinition: Record<string, readonly number[] | undefined>; count: number };
const NO_WORDS: readonly number[] = [];
const arrangeWordCache = new WeakMap<object, ArrangeWords>();
function arrangeWords(defs: Ctx['defs']): ArrangeWords {
  let words = arrangeWordCache.get(defs);
  if (words) return words;
  const number = Object.create(null) as Record<string, number | undefined>;
  let count = 0;
  const numberOf = (word: string) => {
    let n = number[word];
    if (n === undefined) number[word] = n = count++;
    return n;
  };
  const ofDefinition = Object.create(null) as Record<string, readonly number[] | undefined>;
  for (const [id, def] of defs) ofDefinition[id] = def.id !== def.name ? [numberOf(def.name), numberOf(def.id)] : [numberOf(def.name)];
  words = { number, ofDefinition, count };
  arrangeWordCache.set(defs, words);
  return words;
}

export function shuffleZone(ctx: Ctx, zone: ZoneId): void {
  const z = ctx.state.zones[zone];
  if (!z) return;
  shuffleInPlace(ctx.state.rng, z.cards);
  tableChanges += 1;
  emit(ctx, { type: 'shuffled', zone: z.type, owner: z.owner });
}

export function flip(ctx: Ctx, card: CardRef, faceUp: boolean): void {
  const instance = ctx.state.cards[card];
  if (!instance || instance.faceUp === faceUp) return;
  instance.faceUp = faceUp;
  tableChanges += 1;
  emit(ctx, { type: faceUp ? 'turned-face-up' : 'turned-face-down', card });
}

export function gainResource(ctx: Ctx, seat: SeatId, resource: string, amount: number): void {
  const s = ctx.state.seats.find((x) => x.id === seat);
  if (!s || amount === 0) return;
  const before = s.resources[resource] ?? 0;
  const change = ctx.game.resourceChange ? ctx.game.resourceChange(ctx, seat, resource, amount, before) : amount;
  // Resources never go below zero: a player told to lose more than they have loses all.
  const after = Math.max(0, before + change);
  s.resources[resource] = after;
  if (after !== before) emit(ctx, { type: after > before ? 'gained' : 'lost', player: seat, resource, amount: Math.abs(after - before) });
}

export function setFlag(ctx: Ctx, scope: 'turn' | 'game', flag: string, value: number): void {
  ctx.state.flags[scope][flag] = value;
}

export function bumpFlag(ctx: Ctx, scope: 'turn' | 'game', flag: string, by = 1): number {
  const next = (ctx.state.flags[scope][flag] ?? 0) + by;
  ctx.state.flags[scope][flag] = next;
  return next;
}

/**
 * What a record lasting until the start of its player's turn keeps of that player (`seat`),
 * nothing for any other duration, so the records of other durations keep their shape.
 */
export function endingSeat(duration: string, seat: SeatId): { seat?: SeatId } {
  return duration === 'start-of-your-turn' ? { seat } : {};
}

/** Whose turn's start ends a record lasting `start-of-your-turn`: its `seat`, a grant's controller, a delayed trigger's. */
function endingSeatOf(d: { seat?: SeatId; controller?: SeatId; scope?: Scope }): SeatId | undefined {
  return d.seat ?? d.controller ?? d.scope?.controller;
}

/**
 * Ends what lasts "until the start of your turn" for `seat`, whose turn starts: called by a game
 * before anything happens at the start of that turn, so those effects are over by then
 * (Smash Up's SU-TURN-3). Emits `effects-expired` only when something ended.
 */
export function expireStartOfTurn(ctx: Ctx, seat: SeatId): void {
  const { state } = ctx;
  if (
    !lastsToStartOfTurn(state.modifiers) &&
    !lastsToStartOfTurn(state.shields) &&
    !lastsToStartOfTurn(state.delayed) &&
    !lastsToStartOfTurn(state.copies) &&
    !lastsToStartOfTurn(state.grants) &&
    !lastsToStartOfTurn(state.ruleChanges)
  )
    return;
  const keep = (d: { duration: string; seat?: SeatId; controller?: SeatId; scope?: Scope }) => d.duration !== 'start-of-your-turn' || endingSeatOf(d) !== seat;
  const before = state.modifiers.length + state.shields.length + state.delayed.length;
  state.modifiers = state.modifiers.filter(keep);
  state.shields = state.shields.filter(keep);
  state.delayed = state.delayed.filter(keep);
  const ended = before - (state.modifiers.length + state.shields.length + state.delayed.length) + endCopies(ctx, keep) + keepLasting(ctx, keep);
  if (ended > 0) emit(ctx, { type: 'effects-expired', count: ended });
}

/** Whether something of `list` lasts until the start of a turn (most turns start with nothing that does). */
function lastsToStartOfTurn(list: readonly { duration: string }[] | undefined): boolean {
  if (list === undefined) return false;
  for (let i = 0; i < list.length; i += 1) if (list[i]!.duration === 'start-of-your-turn') return true;
  return false;
}

/** A game that keeps no flags about single cards. */
const NO_NAMES: readonly string[] = [];

/** Ends durations at the end of a turn and clears the turn's flags. */
export function expireEndOfTurn(ctx: Ctx): void {
  const { state } = ctx;
  const keep = (d: { duration: string; turn: number }) =>
    // "Until the end of next turn" outlives the end of the turn it was made in, once; "until
    // the start of your turn" ends only at that start (expireStartOfTurn).
    d.duration === 'permanent' ||
    d.duration === 'while-source-in-play' ||
    d.duration === 'start-of-your-turn' ||
    (d.duration === 'end-of-next-turn' && d.turn === state.turn.number);
  // Most turns end with nothing lasting: each list is walked once, and only one with something
  // to end is made again.
  const modifiers = state.modifiers;
  state.modifiers = keptOf(modifiers, keep);
  state.shields = keptOf(state.shields, keep);
  state.delayed = keptOf(state.delayed, keep);
  const expired = modifiers.length - state.modifiers.length;
  const copiesEnded = endCopies(ctx, keep);
  const lastingEnded = keepLasting(ctx, keep);
  state.flags.turn = flagTable();
  state.flags.cardTurn = cardTurnFlags(ctx.game.cardFlags ?? NO_NAMES);
  if (expired + copiesEnded + lastingEnded > 0) emit(ctx, { type: 'effects-expired', count: expired + copiesEnded + lastingEnded });
}

/** The items of `list` that `keep` accepts: `list` itself when it accepts them all. */
function keptOf<T>(list: T[], keep: (item: T) => boolean): T[] {
  for (let i = 0; i < list.length; i += 1) if (!keep(list[i]!)) return list.filter(keep);
  return list;
}

/** Keeps the granted abilities and rule changes `keep` accepts; how many ended. */
function keepLasting(ctx: Ctx, keep: (d: { duration: string; turn: number; source: CardRef | null; seat?: SeatId; controller?: SeatId }) => boolean): number {
  const { state } = ctx;
  let ended = 0;
  if (state.grants !== undefined) {
    const kept = keptOf(state.grants, keep);
    ended += state.grants.length - kept.length;
    state.grants = kept;
  }
  if (state.ruleChanges !== undefined) {
    const kept = keptOf(state.ruleChanges, keep);
    ended += state.ruleChanges.length - kept.length;
    state.ruleChanges = kept;
  }
  return ended;
}

/** Drops "while the source is in play" changes whose source has left. */
export function dropOrphanedModifiers(ctx: Ctx): void {
  const { state } = ctx;
  // (Asked at every round of the resolution loop that settles: closures only where there is
  // something to keep, and the modifiers looked at with a plain loop.)
  if (state.copies !== undefined && state.copies.length > 0) endCopies(ctx, (c) => !orphaned(ctx, c));
  if (state.grants !== undefined || state.ruleChanges !== undefined) keepLasting(ctx, (d) => !orphaned(ctx, d));
  const modifiers = state.modifiers;
  for (let i = 0; i < modifiers.length; i += 1) {
    if (modifiers[i]!.duration === 'while-source-in-play') {
      state.modifiers = modifiers.filter((m) => !orphaned(ctx, m));
      return;
    }
  }
}

/** Whether a lasting effect lasts while its source is in play and the source is not. */
function orphaned(ctx: Ctx, d: { duration: string; source: CardRef | null }): boolean {
  return d.duration === 'while-source-in-play' && (d.source === null || !ctx.game.inPlay(ctx, d.source));
}

// The rules of Stak Bots (rule ids from docs/rules/stak-bots.md in brackets). The kernel
// runs effects, triggers and prompts; this module says how a turn goes, what a player may
// do, and what the state checks are.
import type { Condition, Effect, Selector } from '../../defs';
import { keptPerCardList } from '../../core/card-lists';
import type { Action, Ctx, GameModule, StepResult } from '../../core/context';
import { child, DONE, pickedCard, takeAnswer } from '../../core/context';
import { interned, seatOf, seatZoneId, select, statAtMost, statOf } from '../../core/evaluate';
import { emit, expireEndOfTurn, expireStartOfTurn, flip, moveCard, rebuildDeck, scopeFor, shuffleDeck, startEffect, tableChanged, tableVersion } from '../../core/ops';
import { cardRefIn, FIRST_CARD, isCard, nextLivingSeat, NO_CARD, seatIndex, seatsFrom, topOf, type CardRef, type GameState, type SeatId, type Zone } from '../../core/state';
import { cardTurnFlag, clearCardTurnFlag, setCardTurnFlag } from '../../core/card-flags';
import { ruleNumber } from '../../core/rule-numbers';
import { dealDamage } from '../../effects/damage';
import { vocabulary } from './vocabulary';

const STAK = 'stak';
const HAND = 'hand';
const SUPPLY = 'supply';
const SCRAPHEAP = 'scrapheap';
// Rule numbers (the vocabulary's `ruleNumbers`; Stak depth and Traitors set them from their parameters).
const STAK_SIZE = 'stak-size'; // SB-SETUP-1
const HAND_SIZE = 'hand-size'; // SB-SETUP-5
const DRAWS_PER_TURN = 'draws-per-turn'; // SB-TURN-1
const HAND_LIMIT = 'hand-limit'; // A-10, SB-VAR-T7 (Traitors)

/** Zone ids and flag names by seat, made once: looking a zone up by a ready-made key is the hot path. */
const zoneKeys = new Map<SeatId, { stak: string; hand: string; extraAttack: string }>();
function keysOf(seat: SeatId) {
  let keys = zoneKeys.get(seat);
  if (!keys) {
    if (zoneKeys.size > 1000) zoneKeys.clear();
    keys = { stak: seatZoneId(STAK, seat), hand: seatZoneId(HAND, seat), extraAttack: interned(`extra:attack:${seat}`) };
    zoneKeys.set(seat, keys);
  }
  return keys;
}
/**
 * Every seat's stak and hand, by seat index and by seat id, for the zones table asked for last:
 * an index kept beside the state's plain data (never in it). A stak or hand is asked for about
 * ten times an action (the state checks, the settle, the legal actions); each was a lookup of
 * its id in the zones table. A zone object stays the same for as long as its table (moves change
 * its `cards`, not the zone), so the index holds until another table is asked for (a restored or
 * copied state) or the table is edited by hand (`tableEdited` forgets it).
 */
type SeatZones = { zones: GameState['zones']; seats: GameState['seats']; staks: Zone[]; hands: Zone[]; index: Map<SeatId, number> };
let lastSeatZones: SeatZones | null = null;
function seatZones(state: GameState): SeatZones {
  const last = lastSeatZones;
  if (last !== null && last.zones === state.zones && last.seats === state.seats) return last;
  const made: SeatZones = { zones: state.zones, seats: state.seats, staks: [], hands: [], index: new Map() };
  let whole = true;
  for (let i = 0; i < state.seats.length; i += 1) {
    const seat = state.seats[i]!.id;
    const keys = keysOf(seat);
    const stak = state.zones[keys.stak];
    const hand = state.zones[keys.hand];
    if (stak === undefined || hand === undefined) whole = false;
    made.staks.push(stak!);
    made.hands.push(hand!);
    made.index.set(seat, i);
  }
  // (A table without its zones yet is not remembered: they would be missing once made.)
  if (whole) lastSeatZones = made;
  return made;
}
const stakOf = (state: GameState, seat: SeatId): Zone => {
  const zones = seatZones(state);
  return zones.staks[zones.index.get(seat)!]!;
};
const handOf = (state: GameState, seat: SeatId): Zone => {
  const zones = seatZones(state);
  return zones.hands[zones.index.get(seat)!]!;
};
/**
 * A switched-on variant's parameters. (Where a variant is asked for at every action, the rules
 * read `state.variants['…']` in place instead: a read of one constant name stays fast, one
 * helper reading every name is slowed down by all of them.)
 */
const variant = (state: GameState, id: string) => state.variants[id];

/**
 * Turn flags (cleared at end of turn): fed the scrapheap; attacks made so far. Each bot that
 * attacked has a flag holding the number of the attack it last made, so the bot whose flag
 * equals the attack count is the turn's attacker, with no need to look through the table.
 */
const FED = 'fed';
const ATTACKS = 'attacks';
/**
 * With `covered-attacker-attacks-again` off: the number of the attack after which the turn's
 * attacker left the top of its stak. While it equals the attack count, that bot attacks no more.
 */
const ATTACKER_LEFT = 'attacker-left';
const COVERED_ATTACKER_ATTACKS_AGAIN = 'covered-attacker-attacks-again';
/**
 * This turn's flags about one bot (`GameState['flags']['cardTurn']`): `attacker`, the attack count
 * when it last attacked; `lost`, it left its stak or was reset and attacks no more this turn;
 * `quiet`, it flips back up without entering again.
 */
const ATTACKER = 'attacker';
const LOST = 'lost';
const QUIET = 'quiet';

/** Recycling's draw [SB-VAR-T3], and the turn's when it is one card [SB-TURN-1]. */
const DRAW_ONE: Effect = { kind: 'draw', count: 1, who: { kind: 'you' } };

function setup(ctx: Ctx, config: Parameters<GameModule['setup']>[1]) {
  const { state } = ctx;
  const seats = state.seats.map((s) => s.id);
  const depth = ruleNumber(ctx, STAK_SIZE);
  const handSize = ruleNumber(ctx, HAND_SIZE);
  const needed = seats.length * (depth + handSize);
  if (config.cards.length < needed) {
    return { code: 'bad-config' as const, message: `Stak Bots with ${seats.length} players and staks of ${depth} needs at least ${needed} cards; the set has ${config.cards.length}` };
  }
  // Each seat's stak and hand, made in seat order and kept at hand for the deal.
  const staks: Zone[] = [];
  const hands: Zone[] = [];
  for (const seat of seats) {
    const keys = keysOf(seat);
    const stak: Zone = { id: keys.stak, type: STAK, owner: seat, cards: [] };
    const hand: Zone = { id: keys.hand, type: HAND, owner: seat, cards: [] };
    state.zones[keys.stak] = stak;
    state.zones[keys.hand] = hand;
    staks.push(stak);
    hands.push(hand);
  }
  // Every card starts in the supply, in the order given, each a new object of its own, numbered
  // next as `addCard` numbers it: place 0 holds null, so the i-th card of the list is card i + 1.
  const defIds = supplyOf(config.cards);
  const cards = state.cards;
  if (cards.length === 0) cards.push(NO_CARD);
  const supplyCards: CardRef[] = [];
  for (let i = 0; i < defIds.length; i += 1) {
    const id = cards.length;
    cards.push({ id, def: defIds[i]!, owner: null, controller: null, zone: SUPPLY, faceUp: false, exhausted: false, damage: 0, counters: {} });
    supplyCards.push(id);
  }
  const supply: Zone = { id: SUPPLY, type: SUPPLY, owner: null, cards: supplyCards };
  state.zones[SUPPLY] = supply;
  state.zones[SCRAPHEAP] = { id: SCRAPHEAP, type: SCRAPHEAP, owner: null, cards: [] };
  // Every card was just made undamaged: the first repair need not look at them all.
  damagedSince.set(cards, new Set());
  shuffleDeck(ctx, SUPPLY, defIds);
  if (variant(state, 'rank-balanced')) balanceByRank(ctx, supply.cards);
  // Deal one card at a time round the table, staks first, then hands [SB-SETUP-1, SB-SETUP-5];
  // every card comes off the supply's top (its end). The last round of the staks (each stak's
  // top) and every hand card are dealt face up, without entry effects [SB-SETUP-3, SB-SETUP-4].
  const from = supply.cards;
  const deal = (zones: Zone[], count: number, faceUpFrom: number) => {
    for (let round = 0; round < count; round += 1) {
      for (let s = 0; s < seats.length; s += 1) {
        const card = from.pop()!;
        const zone = zones[s]!;
        zone.cards.push(card);
        const instance = cards[card]!;
        instance.zone = zone.id;
        instance.owner = seats[s]!;
        instance.controller = seats[s]!;
        if (round >= faceUpFrom) instance.faceUp = true;
      }
    }
  };
  deal(staks, depth, depth - 1);
  deal(hands, handSize, 0);
  tableChanged();
  state.turn = { number: 1, active: seats[0]!, phase: 'start', step: 0 };
  return null;
}

/**
 * The supply a list of cards makes before the shuffle: each card's definition id, by place, so a
 * game's setup reads a ready array instead of every definition object again.
 */
const supplyOf = keptPerCardList((list): readonly string[] => {
  const defIds: string[] = [];
  for (let i = 0; i < list.length; i += 1) defIds.push(list[i]!.id);
  return defIds;
});

/**
 * Orders the supply so that dealing round the table gives every player a similar total
 * rank [SB-VAR-2]: cards of equal rank stay shuffled, and a snake order evens out each round.
 */
function balanceByRank(ctx: Ctx, cards: CardRef[]) {
  const seats = ctx.state.seats.length;
  const rank = (c: CardRef) => statOf(ctx, c, 'rank');
  const sorted = [...cards].sort((a, b) => rank(b) - rank(a));
  const rounds: CardRef[][] = [];
  for (let i = 0; i < sorted.length; i += seats) rounds.push(sorted.slice(i, i + seats));
  // Reverse every other round (snake draft), then deal from the top (end of array) first.
  const order = rounds.flatMap((round, i) => (i % 2 === 0 ? round : [...round].reverse()));
  cards.splice(0, cards.length, ...order.reverse());
}

function living(state: GameState): SeatId[] {
  const out: SeatId[] = [];
  for (const seat of state.seats) if (!seat.out) out.push(seat.id);
  return out;
}

/** The bot a seat may attack with now: its top bot (`top`), if attacking is still open to it. */
function attacker(ctx: Ctx, seat: SeatId, top: CardRef | undefined): CardRef | null {
  const { state } = ctx;
  if (!top) return null;
  const turn = state.flags.turn;
  const tally = state.variants['attack-tally'];
  const attacks = turn[ATTACKS] ?? 0;
  if (tally) return attacks < Number(tally.attacks) ? top : null;
  // One bot attacks per turn, as often as it can; a covered bot may attack again once it is
  // back on top (unless the rule option says otherwise); a scrapped or reset bot may not
  // [SB-ATK-6, SB-ATK-8, A-8].
  if (attacks === 0) return top;
  if (cardTurnFlag(state, LOST, top) > 0) return null;
  if (cardTurnFlag(state, ATTACKER, top) === attacks && turn[ATTACKER_LEFT] !== attacks) return top;
  // Another bot may attack only with an extra attack granted this turn (an effect's extra-action).
  return (turn[keysOf(seat).extraAttack] ?? 0) > 0 ? top : null;
}

function moves(ctx: Ctx, prompt: Parameters<GameModule['moves']>[1]): Action[] {
  const { state } = ctx;
  const seat = prompt.seat;
  if (prompt.kind !== 'main' || seat !== state.turn.active) return [];
  const out: Action[] = [];
  // The seat's stak and hand by one look at the index.
  const zones = seatZones(state);
  const at = zones.index.get(seat)!;
  const hand = zones.hands[at]!.cards;
  const top = topOf(zones.staks[at]!);
  const variants = state.variants;
  const traitors = variants['traitors'] !== undefined;
  const borderless = traitors || variants['borderless'] !== undefined;
  const seats = state.seats;
  for (let h = 0; h < hand.length; h += 1) {
    const card = hand[h]!;
    // [SB-PLAY-1]; Borderless and Traitors allow other staks, Traitors only theirs.
    if (!traitors) out.push({ seat, kind: 'play', card });
    if (borderless) for (let i = 0; i < seats.length; i += 1) if (i !== at && !seats[i]!.out) out.push({ seat, kind: 'play', card, onto: seats[i]!.id });
  }
  if (top) out.push({ seat, kind: 'scrap' }); // [SB-UNSOLDER-1]
  if (!traitors) for (let h = 0; h < hand.length; h += 1) out.push({ seat, kind: 'discard', card: hand[h]! });
  if (variants['recycling'] && top) for (let h = 0; h < hand.length; h += 1) out.push({ seat, kind: 'recycle', card: hand[h]! });
  // [SB-ATK-1, SB-ATK-7]
  if (attacker(ctx, seat, top)) for (let i = 0; i < seats.length; i += 1) if (i !== at && !seats[i]!.out) out.push({ seat, kind: 'attack', target: seats[i]!.id });
  // The turn can end once a card reached the scrapheap this turn [SB-TURN-3, SB-TURN-4].
  if ((state.flags.turn[FED] ?? 0) > 0) out.push({ seat, kind: 'end-turn' });
  return out;
}

function scrap(ctx: Ctx, card: CardRef) {
  const owner = ctx.state.cards[card]?.owner ?? null;
  moveCard(ctx, card, SCRAPHEAP, 'top', true);
  emit(ctx, { type: 'scrapped', card, player: owner });
}

/** Plays a card from hand onto a stak; the entry effect triggers [SB-PLAY-1, SB-PLAY-3, SB-ENTRY-1]. */
function playCard(ctx: Ctx, seat: SeatId, card: CardRef, onto: SeatId) {
  moveCard(ctx, card, keysOf(onto).stak, 'top', true);
  emit(ctx, { type: 'played', card, player: seat });
  emit(ctx, { type: 'entry', card });
}

function applyMove(ctx: Ctx, action: Action) {
  const { state } = ctx;
  const seat = action.seat;
  switch (action.kind) {
    case 'play': {
      const card = cardRefIn(state, action.card);
      if (card !== null) playCard(ctx, seat, card, typeof action.onto === 'string' ? action.onto : seat);
      return;
    }
    case 'scrap':
      scrap(ctx, topOf(stakOf(state, seat))!);
      return;
    case 'discard': {
      const card = cardRefIn(state, action.card);
      if (card !== null) scrap(ctx, card);
      return;
    }
    case 'recycle': {
      // Scrap the top bot and discard a card together, then draw one [SB-VAR-T3].
      const card = cardRefIn(state, action.card);
      scrap(ctx, topOf(stakOf(state, seat))!);
      if (card !== null) scrap(ctx, card);
      startEffect(ctx, DRAW_ONE, scopeFor(ctx, null, seat));
      return;
    }
    case 'attack':
      startEffect(ctx, { kind: 'game', verb: 'attack', args: { target: String(action.target) } }, scopeFor(ctx, topOf(stakOf(state, seat)) ?? null, seat));
      return;
    case 'end-turn':
      state.flags.turn['end-turn'] = 1;
      return;
  }
}

/** Attack: both top bots deal their power to each other at once [SB-ATK-1..5]; Reactive play first. */
function attackVerb(ctx: Ctx, frame: Parameters<GameModule['verbs'][string]>[1], args: Record<string, unknown>): StepResult {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const target = String(args.target);
  const defenderHand = handOf(state, target);
  if (frame.pc === 0) {
    frame.pc = 1;
    if (state.variants['reactive-play'] && defenderHand.cards.length > 0) {
      return { prompt: { kind: 'choose', seat: target, label: 'Play a card onto your stak to stop the attack?', candidates: [...defenderHand.cards], min: 0, max: 1, picked: [] } };
    }
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const picked = pickedCard(takeAnswer(frame));
    if (picked !== null) {
      // The attack is cancelled; the attacker has not completed an attack [SB-VAR-T2].
      playCard(ctx, target, picked, target);
      emit(ctx, { type: 'attack-cancelled', player: seat, target });
      return DONE;
    }
    const mine = topOf(stakOf(state, seat));
    const theirs = topOf(stakOf(state, target));
    if (!mine || !theirs || mine !== frame.scope.source) return DONE;
    const turn = state.flags.turn;
    const attacks = turn[ATTACKS] ?? 0;
    const attackedBefore = cardTurnFlag(state, ATTACKER, mine);
    // A new attacking bot this turn (or, read strictly, the attacker back on top) uses up an
    // extra attack; it is the attacker from now on.
    if (!state.variants['attack-tally'] && attacks > 0 && (attackedBefore !== attacks || turn[ATTACKER_LEFT] === attacks)) {
      const extra = keysOf(seat).extraAttack;
      turn[extra] = (turn[extra] ?? 1) - 1;
    }
    turn[ATTACKS] = attacks + 1;
    setCardTurnFlag(state, ATTACKER, mine, attacks + 1);
    emit(ctx, { type: 'attacked', card: mine, target: theirs, player: seat });
    const dealt = statOf(ctx, mine, 'power');
    const taken = statOf(ctx, theirs, 'power');
    // Damage never lowers power: both values are read before either is dealt [SB-ATK-5].
    // Fight damage goes through prevention and replacements like any other.
    dealDamage(ctx, theirs, dealt, mine);
    dealDamage(ctx, mine, taken, theirs);
    // Both bots fought, so both are checked even when no damage got through (a 0-power bot).
    foughtNow(ctx, theirs);
    foughtNow(ctx, mine);
    emit(ctx, { type: 'fought', card: mine, opponent: theirs });
    emit(ctx, { type: 'fought', card: theirs, opponent: mine });
  }
  return DONE;
}

function scrapVerb(ctx: Ctx, frame: Parameters<GameModule['verbs'][string]>[1], args: Record<string, unknown>): StepResult {
  for (const card of select(ctx, args.cards as never, frame.scope)) if (isCard(card) && ctx.state.cards[card]?.zone !== SCRAPHEAP) scrap(ctx, card);
  return DONE;
}

function resetVerb(ctx: Ctx, frame: Parameters<GameModule['verbs'][string]>[1], args: Record<string, unknown>): StepResult {
  for (const card of select(ctx, args.cards as never, frame.scope)) {
    if (!isCard(card)) continue;
    const instance = ctx.state.cards[card];
    if (!instance || ctx.state.zones[instance.zone]?.type !== STAK) continue;
    flip(ctx, card, false);
    setCardTurnFlag(ctx.state, LOST, card, 1); // a reset bot cannot attack again this turn [SB-ATK-8]
    // With the rule option off, a reset top bot flips back up without entering again.
    if (!ctx.state.options['reset-reenters']) setCardTurnFlag(ctx.state, QUIET, card, 1);
  }
  return DONE;
}

function playFromHandVerb(ctx: Ctx, frame: Parameters<GameModule['verbs'][string]>[1], args: Record<string, unknown>): StepResult {
  // Aimed at several players ("each opponent plays a card from hand"), it resolves for each of them in turn.
  if (frame.pc === 0 && frame.mem.each !== true) {
    const players = select(ctx, args.who as never, frame.scope);
    if (new Set(players.map((id) => seatOf(ctx.state, id))).size > 1) {
      frame.mem.each = true;
      return child({ kind: 'for-each', name: '#player', in: args.who as Selector, do: { kind: 'game', verb: 'play-from-hand', args: { who: { kind: 'bound', name: '#player' } } } }, frame.scope);
    }
  }
  if (frame.mem.each === true) return DONE;
  const seat = seatOf(ctx.state, select(ctx, args.who as never, frame.scope)[0] ?? '') ?? frame.scope.controller;
  const hand = handOf(ctx.state, seat);
  const picked = pickedCard(takeAnswer(frame));
  if (picked !== null) {
    playCard(ctx, seat, picked, seat);
    return DONE;
  }
  if (frame.pc === 1 || hand.cards.length === 0) return DONE;
  frame.pc = 1;
  return { prompt: { kind: 'choose', seat, label: 'Play a card from your hand', candidates: [...hand.cards], min: 1, max: 1, picked: [] } };
}

/** Immediate state checks after every step: scrap broken bots, keep every top face up. */
function afterStep(ctx: Ctx) {
  const memory = remembered(ctx);
  const events = ctx.events;
  // Nothing happened since the last check (a step that only asked or went deeper): nothing to do.
  if (memory.read === events.length && memory.fought === null && memory.topsUp === tableVersion()) return;
  const { state } = ctx;
  const turn = state.flags.turn;
  // Bots that fought or were dealt damage, in that order, are checked until nothing new happens.
  let hurt = memory.fought;
  memory.fought = null;
  for (;;) {
    // Bots whose damage reached their power go to the scrapheap face up [SB-ATK-3, SB-ATK-4, A-9].
    const before = tableVersion();
    if (hurt !== null) {
      for (let i = 0; i < hurt.length; i += 1) {
        const card = hurt[i]!;
        const instance = state.cards[card];
        if (instance === undefined || state.zones[instance.zone]?.type !== STAK) continue;
        if (statAtMost(ctx, card, 'power', instance.damage, instance)) {
          setCardTurnFlag(state, LOST, card, 1);
          scrap(ctx, card);
        }
      }
    }
    const checked = tableVersion();
    // A face-down card that reaches the top is turned face up and enters [SB-STATE-1, SB-ENTRY-2].
    // (Skipped while nothing moved or turned since this call last found every top face up.)
    if (memory.topsUp !== checked) {
      const staks = seatZones(state).staks;
      for (let i = 0; i < staks.length; i += 1) {
        const stak = staks[i];
        if (stak === undefined || stak.cards.length === 0) continue;
        const cards = stak.cards;
        const top = cards[cards.length - 1]!;
        if (!state.cards[top]!.faceUp) {
          flip(ctx, top, true);
          if (cardTurnFlag(state, QUIET, top) !== 0) clearCardTurnFlag(state, QUIET, top);
          else emit(ctx, { type: 'entry', card: top });
        }
      }
      memory.topsUp = tableVersion();
    }
    // Any card reaching the scrapheap during the turn feeds it [SB-TURN-3, SB-UNSOLDER-2].
    const checkedHurt = hurt;
    hurt = null;
    let moved = false;
    let activeStakMoved = false;
    for (let i = memory.read; i < events.length; i += 1) {
      const event = events[i]!;
      if (event.type === 'moved') {
        moved = true;
        if (event.to === SCRAPHEAP) turn[FED] = 1;
        // A bot that left its stak (scrapped, back to hand) cannot attack again this turn [SB-ATK-8].
        if (event.from === STAK && typeof event.card === 'number') setCardTurnFlag(state, LOST, event.card, 1);
        if ((event.from === STAK && event.fromOwner === state.turn.active) || (event.to === STAK && event.toOwner === state.turn.active)) activeStakMoved = true;
      } else if (event.type === 'damaged' && typeof event.card === 'number') {
        noteDamaged(state, event.card);
        if (hurt === null) hurt = [event.card];
        else if (!hurt.includes(event.card)) hurt.push(event.card);
      }
    }
    memory.read = events.length;
    if (activeStakMoved && !state.options[COVERED_ATTACKER_ATTACKS_AGAIN]) noteAttackerLeft(state);
    if (hurt === null) return;
    // Bots just found sound need no second look while nothing moved, turned or was flagged since.
    if (checkedHurt !== null && !moved && tableVersion() === before) {
      hurt = hurt.filter((card) => !checkedHurt.includes(card));
      if (hurt.length === 0) return;
    }
  }
}

/**
 * The rule option's strict reading: once the turn's attacker is no longer the top of its
 * stak (covered by a play, scrapped, destroyed), attacking is over for it this turn, even if it
 * comes back to the top. Checked after each step that moved a card of the active stak.
 */
function noteAttackerLeft(state: GameState) {
  const turn = state.flags.turn;
  const attacks = turn[ATTACKS] ?? 0;
  if (attacks === 0 || turn[ATTACKER_LEFT] === attacks) return;
  const top = topOf(stakOf(state, state.turn.active));
  if (top === undefined || cardTurnFlag(state, ATTACKER, top) !== attacks) turn[ATTACKER_LEFT] = attacks;
}

/**
 * What the state checks know within one call (a ctx, which lives as long as the call): how
 * many of its events they have read, the table version at which every top was face up, and
 * the bots that just fought. A check always runs in the call whose step caused it, so none of
 * this needs to be kept in the state.
 */
type Memory = { read: number; topsUp: number; fought: CardRef[] | null };
function remembered(ctx: Ctx): Memory {
  return (ctx.memo ??= { read: 0, topsUp: -1, fought: null } satisfies Memory) as Memory;
}
function foughtNow(ctx: Ctx, card: CardRef) {
  const memory = remembered(ctx);
  (memory.fought ??= []).push(card);
}

/** Checks made once no effect is pending: elimination and the winner [SB-GOAL-1..3, A-5, A-7]. */
function settle(ctx: Ctx) {
  const { state } = ctx;
  let alive = 0;
  const staks = seatZones(state).staks;
  for (let i = 0; i < state.seats.length; i += 1) {
    const seat = state.seats[i]!;
    if (!seat.out && staks[i]!.cards.length === 0) {
      seat.out = true;
      emit(ctx, { type: 'eliminated', player: seat.id });
    }
    if (!seat.out) alive += 1;
  }
  if (alive > 1) return;
  const left = living(state);
  state.result = left.length === 1 ? { winners: left, reason: `${left[0]} has the last stak standing` } : { winners: [], reason: 'every stak emptied at once: a draw' };
  state.prompt = null;
}

/**
 * The cards that may carry damage, by cards table: every card dealt damage since the table's
 * last repair. A table is known here only once a repair has looked at every one of its cards;
 * the state checks add each card they see dealt damage (the only way a bot takes damage in
 * play), and an edit by hand (god tools, a reload) forgets the table, whose next repair looks
 * at every card again. The setup registers the table it makes (every card made undamaged). A restored or copied state is another table. Repairing at the end of
 * every turn then touches the few damaged bots instead of every card.
 */
const damagedSince = new WeakMap<GameState['cards'], Set<CardRef>>();

/** Sets every card's damage to 0 [SB-TURN-5]. */
function repairAll(state: GameState): void {
  const damaged = damagedSince.get(state.cards);
  if (damaged !== undefined) {
    // (Many turns end with no bot damaged: an empty set is neither walked nor cleared, which
    // would make it a new table.)
    if (damaged.size === 0) return;
    for (const card of damaged) {
      const instance = state.cards[card];
      if (instance !== undefined && instance.damage !== 0) instance.damage = 0;
    }
    damaged.clear();
    return;
  }
  const cards = state.cards;
  for (let n = FIRST_CARD; n < cards.length; n += 1) {
    const card = cards[n]!;
    if (card.damage !== 0) card.damage = 0;
  }
  damagedSince.set(state.cards, new Set());
}

/** A card took damage: the next repair sets it back to 0. */
function noteDamaged(state: GameState, card: CardRef): void {
  damagedSince.get(state.cards)?.add(card);
}

/** Whether a seat is out of the game. */
function isOut(state: GameState, seat: SeatId): boolean {
  return state.seats[seatIndex(state, seat)]?.out ?? false;
}

/** Moves the turn on: start, draw, actions, end [SB-TURN-1]. */
function flow(ctx: Ctx) {
  const { state } = ctx;
  const seat = state.turn.active;
  switch (state.turn.phase) {
    case 'start': {
      expireStartOfTurn(ctx, seat); // "until the start of your turn" is over before the start triggers
      emit(ctx, { type: 'turn-began', player: seat });
      state.turn.phase = 'draw';
      // Setup entry effects trigger at the first player's first turn, before the draw [SB-VAR-T4].
      if (variant(state, 'setup-entry') && state.turn.number === 1) {
        for (const s of seatsFrom(state, seat)) {
          const top = topOf(stakOf(state, s));
          if (top) emit(ctx, { type: 'entry', card: top });
        }
      }
      return;
    }
    case 'draw': {
      state.turn.phase = 'action';
      const draws = ruleNumber(ctx, DRAWS_PER_TURN, seat);
      if (draws > 0) startEffect(ctx, draws === 1 ? DRAW_ONE : { kind: 'draw', count: draws, who: { kind: 'you' } }, scopeFor(ctx, null, seat));
      return;
    }
    case 'action':
      if (isOut(state, seat) || (state.flags.turn['end-turn'] ?? 0) > 0) {
        state.turn.phase = 'end';
        return;
      }
      state.prompt = { kind: 'main', seat, window: 'action' };
      return;
    case 'end': {
      const limit = ruleNumber(ctx, HAND_LIMIT, seat);
      const hand = handOf(state, seat);
      if (hand.cards.length > limit && !isOut(state, seat)) {
        startEffect(ctx, { kind: 'discard', count: hand.cards.length - limit, who: { kind: 'you' }, chooser: 'owner' }, scopeFor(ctx, null, seat));
        state.turn.phase = 'cleanup';
        return;
      }
      state.turn.phase = 'cleanup';
      return;
    }
    case 'cleanup': {
      // All damage is repaired at the end of every turn [SB-TURN-5].
      repairAll(state);
      emit(ctx, { type: 'turn-ended', player: seat });
      expireEndOfTurn(ctx);
      const next = nextLivingSeat(state, seat);
      state.turn = { number: state.turn.number + 1, active: next, phase: 'start', step: 0 };
      return;
    }
  }
}

/** An empty supply is rebuilt from the shuffled scrapheap (rule option; published glossary). */
function refill(ctx: Ctx, zone: string): boolean {
  const { state } = ctx;
  if (zone !== SUPPLY || !state.options['supply-reshuffle']) return false;
  if (rebuildDeck(ctx, SUPPLY, SCRAPHEAP).length === 0) return false;
  emit(ctx, { type: 'supply-rebuilt', count: state.zones[SUPPLY]!.cards.length });
  return true;
}

const ON_TOP_OF_A_STAK: Condition = {
  kind: 'all',
  of: [
    { kind: 'in-zone', card: { kind: 'self' }, zone: STAK },
    { kind: 'is-top', card: { kind: 'self' } },
    { kind: 'face-up', card: { kind: 'self' } },
  ],
};

export const stakBots: GameModule = {
  vocabulary,
  cardFlags: [ATTACKER, LOST, QUIET],
  policy: {
    stack: 'immediate',
    targets: 'when-resolving',
    // Simultaneous entry effects: the active player's first, then clockwise [SB-ENTRY-5, A-6].
    triggerOrder: { neutral: 'resolve-first', ownerOrders: true },
    autoPass: true,
    caps: { actions: 5000, turns: 400, stepsPerAction: 20000, depth: 64 },
  },
  places: { draw: SUPPLY, hand: HAND, discard: SCRAPHEAP, destroyed: SCRAPHEAP },
  setup,
  flow,
  moves,
  applyMove,
  activeCards: (ctx) => {
    const out: CardRef[] = [];
    const staks = seatZones(ctx.state).staks;
    for (let i = 0; i < staks.length; i += 1) {
      const stak = staks[i];
      const top = stak ? topOf(stak) : undefined;
      // Only the top bot acts [SB-STATE-3, SB-CARD-1].
      if (top && ctx.state.cards[top]!.faceUp) out.push(top);
    }
    return out;
  },
  inPlay: (ctx, card) => ctx.state.zones[ctx.state.cards[card]?.zone ?? '']?.type === STAK,
  afterStep,
  settle,
  phases: ['start', 'draw', 'action', 'end', 'cleanup'],
  verbs: { attack: attackVerb, scrap: scrapVerb, reset: resetVerb, 'play-from-hand': playFromHandVerb },
  canSee: (ctx, card, viewer) => {
    const instance = ctx.state.cards[card];
    if (!instance) return false;
    const zone = ctx.state.zones[instance.zone];
    if (!zone) return false;
    if (zone.type === HAND) return viewer !== null && zone.owner === viewer;
    if (zone.type === SUPPLY) return false;
    return instance.faceUp;
  },
  refill,
  // An entry effect waiting to resolve fizzles once its bot is no longer the face-up top [SB-ENTRY-8].
  stackCheck: () => ON_TOP_OF_A_STAK,
  // Damage set by hand is not seen by the state checks: the next repair looks at every card.
  // (Zones are found again too, in case the edit made new ones.)
  tableEdited: (ctx) => {
    damagedSince.delete(ctx.state.cards);
    lastSeatZones = null;
  },
};


// The contract's floor on a state of interned numbers (issue 16's "interned ids, arrays indexed
// by them"): the rules and obligations of floor.ts and data-floor.ts, with the state still plain,
// serialisable data (objects, lists, numbers), but every card, zone and seat named by its place
// in a list instead of a string key: the cards a list of card objects by number (the engine's
// numbers, place 0 null), each zone a list of card numbers, the zones a list, a card's zone and
// owner numbers, and the flags a card may have this turn a list per flag, indexed by card. What
// it costs beside data-floor.ts is what such a format would save; beside floor.ts, what plain
// data costs over typed arrays (README.md, "The contract's floor").
import { FIRST_CARD } from '../../engine/core/state';
import { movedEvent, pushFight, pushPlayed, pushTurnedUp, type FloorEvent } from './floor-events';
import { ACTION_CAP, actionCode, ATTACK, CAPPED, COPIES, DECK_SIZE, DISCARD, END_TURN, HAND_SIZE, lastStanding, Mulberry32, plainCopy, PLAY, POLICY_SEED, SCRAP_TOP, shuffledSupply, STAK_SIZE, type Player } from './streams';

type IndexedAction = { seat: number; kind: string; card?: number; target?: number };
/** A card: its definition's, zone's and seats' numbers (-1: none). */
type Card = { def: number; owner: number; controller: number; zone: number; faceUp: boolean; exhausted: boolean; damage: number; counters: Record<string, number> };
type Zone = { type: string; owner: number; cards: number[] };
type Seat = { id: string; name: string; out: boolean; resources: Record<string, number> };
/** The turn's flags: those of the turn by name, those of a card by flag and card number (0: unset). */
type TurnFlags = { fed: number; attacks: number; attackerLeft: number; attacker: number[]; lost: number[] };

export type IndexedState = {
  v: number;
  game: string;
  seed: string;
  rng: number[];
  variants: Record<string, Record<string, number>>;
  options: Record<string, boolean>;
  seats: Seat[];
  /** Definition ids by number, for what is shown and saved. */
  defIds: string[];
  cards: Card[];
  zones: Zone[];
  turn: { number: number; active: number; phase: string; step: number };
  stack: unknown[];
  frames: unknown[];
  pending: unknown[];
  ordering: unknown[];
  resolving: unknown[];
  passes: number;
  priority: number;
  prompt: { kind: string; seat: number; window: string } | null;
  modifiers: unknown[];
  shields: unknown[];
  delayed: unknown[];
  dice: Record<string, number>;
  lastRoll: number | null;
  flags: { turn: TurnFlags; game: Record<string, number> };
  forcedRolls: number[];
  result: { winners: number[]; reason: string } | null;
  counts: { actions: number; steps: number; nextId: number };
};

const SNAPSHOT_EVERY = 128;
const DEF_IDS = ['one', 'two', 'three', 'four', 'five', 'six'].map((word) => `stak-bots/vanilla/bot-${word}`);
/** Each definition's power, by definition number. */
const POWER = [1, 2, 3, 4, 5, 6];
/** One past the last card's number: card numbers run from FIRST_CARD, as the engine's. */
const CARD_END = FIRST_CARD + DECK_SIZE;

const noFlags = (): TurnFlags => ({ fed: 0, attacks: 0, attackerLeft: 0, attacker: new Array<number>(CARD_END).fill(0), lost: new Array<number>(CARD_END).fill(0) });

/** The player, and the state its last game ended in. */
export function indexedFloorPlayer(players: number): Player & { readonly lastState: IndexedState | null } {
  const policy = new Mulberry32(POLICY_SEED);
  const seatIds = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  // Zones by number: each seat's stak and hand, then the supply and the scrapheap.
  const stakAt = (seat: number) => 2 * seat;
  const handAt = (seat: number) => 2 * seat + 1;
  const SUPPLY = 2 * players;
  const SCRAPHEAP = 2 * players + 1;
  // Event words for zones and cards, as the engine's events carry them.
  const zoneType = (zone: number) => (zone === SUPPLY ? 'supply' : zone === SCRAPHEAP ? 'scrapheap' : zone % 2 === 0 ? 'stak' : 'hand');
  const dealt = new Int8Array(DECK_SIZE);
  const out = new Uint8Array(players);
  let game = 0;
  let result = 0;
  let last: IndexedState | null = null;

  function newState(): IndexedState {
    shuffledSupply(game, dealt);
    const seed = `vanilla-${game}`;
    game += 1;
    const zones: Zone[] = [];
    for (let s = 0; s < players; s += 1) {
      zones.push({ type: 'stak', owner: s, cards: [] });
      zones.push({ type: 'hand', owner: s, cards: [] });
    }
    zones.push({ type: 'supply', owner: -1, cards: [] });
    zones.push({ type: 'scrapheap', owner: -1, cards: [] });
    // Numbered as the engine numbers its cards: place 0 holds null, the first card made is 1.
    const cards: Card[] = [null as never];
    for (let i = 0; i < DECK_SIZE; i += 1) cards.push({ def: Math.floor(i / COPIES), owner: -1, controller: -1, zone: SUPPLY, faceUp: false, exhausted: false, damage: 0, counters: {} });
    const supply = zones[SUPPLY]!.cards;
    const next = new Int32Array(7);
    for (let k = 0; k < DECK_SIZE; k += 1) {
      const power = dealt[k]!;
      supply.push(FIRST_CARD + (power - 1) * COPIES + next[power]!);
      next[power] = next[power]! + 1;
    }
    const deal = (zone: number, seat: number) => {
      const card = supply.pop()!;
      zones[zone]!.cards.push(card);
      const instance = cards[card]!;
      instance.zone = zone;
      instance.owner = seat;
      instance.controller = seat;
    };
    for (let s = 0; s < players; s += 1) for (let k = 0; k < STAK_SIZE; k += 1) deal(stakAt(s), s);
    for (let s = 0; s < players; s += 1) for (let k = 0; k < HAND_SIZE; k += 1) deal(handAt(s), s);
    for (let s = 0; s < players; s += 1) {
      const stak = zones[stakAt(s)]!.cards;
      cards[stak[stak.length - 1]!]!.faceUp = true;
      for (const card of zones[handAt(s)]!.cards) cards[card]!.faceUp = true;
    }
    return {
      v: 1,
      game: 'stak-bots',
      seed,
      rng: [game, 0, 0, 0],
      variants: { 'stak-depth': { cards: STAK_SIZE } },
      options: { 'supply-reshuffle': false, 'reset-reenters': true, 'covered-attacker-attacks-again': false },
      seats: seatIds.map((id, i) => ({ id, name: `Player ${i + 1}`, out: false, resources: {} })),
      defIds: DEF_IDS,
      cards,
      zones,
      turn: { number: 1, active: 0, phase: 'action', step: 0 },
      stack: [],
      frames: [],
      pending: [],
      ordering: [],
      resolving: [],
      passes: 0,
      priority: -1,
      prompt: null,
      modifiers: [],
      shields: [],
      delayed: [],
      dice: {},
      lastRoll: null,
      flags: { turn: noFlags(), game: {} },
      forcedRolls: [],
      result: null,
      counts: { actions: 0, steps: 0, nextId: 0 },
    };
  }

  function playGame(trace: number[] | null): number {
    const s = newState();
    last = s;
    const { cards, zones } = s;
    const log: IndexedAction[] = [];
    const eventLog: FloorEvent[][] = [];
    const snapshots: IndexedState[] = [];
    let events: FloorEvent[] = [];
    let living = players;
    let me = 0;
    const damaged: Card[] = [];

    // Events name cards by their numbers and seats by their ids, as the engine's do (a reader of the log needs no table).
    const moved = (card: number, from: number, to: number, owner: number) => movedEvent(card, zoneType(from), zoneType(to), owner < 0 ? null : seatIds[owner]!);
    const scrapTop = (seat: number) => {
      const stak = zones[stakAt(seat)]!.cards;
      const card = stak.pop()!;
      zones[SCRAPHEAP]!.cards.push(card);
      cards[card]!.zone = SCRAPHEAP;
      s.flags.turn.lost[card] = 1;
      events.push(moved(card, stakAt(seat), SCRAPHEAP, seat));
      events.push({ type: 'scrapped', card, player: seatIds[seat]! });
      const top = stak.length > 0 ? stak[stak.length - 1]! : -1;
      if (top >= 0 && !cards[top]!.faceUp) {
        cards[top]!.faceUp = true;
        pushTurnedUp(events, top);
      }
    };
    const eliminate = (seat: number) => {
      s.seats[seat]!.out = true;
      living -= 1;
      events.push({ type: 'eliminated', player: seatIds[seat]! });
    };
    const attackerLeft = (stak: number[]) => {
      const turn = s.flags.turn;
      if (turn.attacks === 0 || turn.attackerLeft === turn.attacks) return;
      const top = stak.length > 0 ? stak[stak.length - 1]! : -1;
      if (top < 0 || turn.attacker[top] !== turn.attacks) turn.attackerLeft = turn.attacks;
    };

    for (;;) {
      const seat = seatIds[me]!;
      const stak = zones[stakAt(me)]!.cards;
      const hand = zones[handAt(me)]!.cards;
      events.push({ type: 'turn-began', player: seat });
      const supply = zones[SUPPLY]!.cards;
      if (supply.length > 0) {
        const card = supply.pop()!;
        hand.push(card);
        const instance = cards[card]!;
        instance.zone = handAt(me);
        instance.controller = me;
        instance.faceUp = true;
        events.push(moved(card, SUPPLY, handAt(me), -1));
        events.push({ type: 'drew', player: seat, card });
      }
      turn: for (;;) {
        if (s.counts.actions >= ACTION_CAP) {
          result = CAPPED;
          return s.counts.actions;
        }
        s.prompt = { kind: 'main', seat: me, window: 'action' };
        const turn = s.flags.turn;
        const attacks = turn.attacks;
        const legal: IndexedAction[] = [];
        for (let i = 0; i < hand.length; i += 1) legal.push({ seat: me, kind: 'play', card: hand[i]! });
        legal.push({ seat: me, kind: 'scrap' });
        for (let i = 0; i < hand.length; i += 1) legal.push({ seat: me, kind: 'discard', card: hand[i]! });
        if (attacks === 0 || turn.attackerLeft !== attacks) for (let t = 0; t < players; t += 1) if (t !== me && !s.seats[t]!.out) legal.push({ seat: me, kind: 'attack', target: t });
        if (turn.fed > 0) legal.push({ seat: me, kind: 'end-turn' });
        const action = legal[policy.below(legal.length)]!;
        if (!legal.includes(action)) throw new Error('not a legal action');
        if (s.counts.actions > 0 && s.counts.actions % SNAPSHOT_EVERY === 0) snapshots.push(plainCopy(s));
        s.counts.actions += 1;
        s.counts.steps = 0;
        log.push(action);
        events = [];
        let turnOver = false;
        switch (action.kind) {
          case 'play': {
            const card = action.card!;
            const index = hand.indexOf(card);
            trace?.push(actionCode(me, PLAY, index));
            hand.splice(index, 1);
            stak.push(card);
            cards[card]!.zone = stakAt(me);
            events.push(moved(card, handAt(me), stakAt(me), me));
            pushPlayed(events, card, seat);
            attackerLeft(stak);
            break;
          }
          case 'scrap':
            trace?.push(actionCode(me, SCRAP_TOP, 0));
            scrapTop(me);
            turn.fed = 1;
            attackerLeft(stak);
            if (stak.length === 0) {
              eliminate(me);
              turnOver = true;
            }
            break;
          case 'discard': {
            const card = action.card!;
            const index = hand.indexOf(card);
            trace?.push(actionCode(me, DISCARD, index));
            hand.splice(index, 1);
            zones[SCRAPHEAP]!.cards.push(card);
            cards[card]!.zone = SCRAPHEAP;
            events.push(moved(card, handAt(me), SCRAPHEAP, me));
            events.push({ type: 'scrapped', card, player: seat });
            turn.fed = 1;
            break;
          }
          case 'attack': {
            const target = action.target!;
            trace?.push(actionCode(me, ATTACK, target));
            const theirStak = zones[stakAt(target)]!.cards;
            const mineAt = stak[stak.length - 1]!;
            const theirsAt = theirStak[theirStak.length - 1]!;
            const mine = cards[mineAt]!;
            const theirs = cards[theirsAt]!;
            turn.attacks = attacks + 1;
            turn.attacker[mineAt] = attacks + 1;
            const myPower = POWER[mine.def]!;
            const theirPower = POWER[theirs.def]!;
            theirs.damage += myPower;
            mine.damage += theirPower;
            damaged.push(theirs, mine);
            pushFight(events, seat, mineAt, theirsAt, myPower, theirPower);
            if (theirs.damage >= theirPower) {
              scrapTop(target);
              turn.fed = 1;
            }
            if (mine.damage >= myPower) {
              scrapTop(me);
              turn.fed = 1;
              attackerLeft(stak);
            }
            if (theirStak.length === 0) eliminate(target);
            if (stak.length === 0) eliminate(me);
            turnOver = s.seats[me]!.out;
            break;
          }
          default:
            trace?.push(actionCode(me, END_TURN, 0));
            events.push({ type: 'turn-ended', player: seat });
            turnOver = true;
        }
        eventLog.push(events.slice());
        if (living <= 1) {
          for (let t = 0; t < players; t += 1) out[t] = s.seats[t]!.out ? 1 : 0;
          result = lastStanding(out, players, living);
          s.result = { winners: result >= 0 ? [result] : [], reason: 'last stak standing' };
          s.prompt = null;
          return s.counts.actions;
        }
        if (turnOver) break turn;
      }
      for (let i = 0; i < damaged.length; i += 1) damaged[i]!.damage = 0;
      damaged.length = 0;
      const flags = s.flags.turn;
      flags.fed = 0;
      flags.attacks = 0;
      flags.attackerLeft = 0;
      flags.attacker.fill(0);
      flags.lost.fill(0);
      do me = (me + 1) % players;
      while (s.seats[me]!.out);
      s.turn = { number: s.turn.number + 1, active: me, phase: 'action', step: 0 };
      events = [];
    }
  }

  return {
    playGame,
    get result() {
      return result;
    },
    get lastState() {
      return last;
    },
  };
}

// Vanilla Stak Bots played by the plain reference's rules with only what a Match's contract
// asks of any engine added: a new state for each game, the legal actions listed as action
// objects (the engine's shapes, in its order) and the one picked found among them, the events
// of each action as event objects (the engine's kinds, as many as it reports), and the Match's
// bookkeeping (the action log, each action's events copied to their length, a snapshot of the
// state every 128 actions). No kernel: no frames, stack, triggers, prompts or state checks.
// What this costs over plain JS is the part of the 10× budget the contract itself takes; an
// engine can come no closer to plain JS than this (README.md, "The contract's floor").
import { FIRST_CARD } from '../../engine/core/state';
import { movedEvent, pushFight, pushPlayed, pushTurnedUp, type FloorEvent } from './floor-events';
import { ACTION_CAP, actionCode, ATTACK, CAPPED, DECK_SIZE, DISCARD, END_TURN, HAND_SIZE, lastStanding, Mulberry32, PLAY, POLICY_SEED, SCRAP_TOP, shuffledSupply, STAK_SIZE, type Player } from './streams';

type FloorAction = { seat: string; kind: string; card?: number; target?: string };

/** The state a Match would hold: plain data, made new for every game. */
type FloorState = {
  stak: Int16Array;
  damage: Int16Array;
  stakLength: Int32Array;
  hand: Int16Array;
  handLength: Int32Array;
  out: Uint8Array;
  supply: Int16Array;
  supplyLength: number;
  scrapheap: Int16Array;
  heapLength: number;
};

const SNAPSHOT_EVERY = 128;

export function floorPlayer(players: number): Player {
  const policy = new Mulberry32(POLICY_SEED);
  const seatIds = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  // Each card's power by its number (the engine's: 1 for the first card of the supply; place 0 unused).
  const powers = new Int8Array(FIRST_CARD + DECK_SIZE);
  const dealt = new Int8Array(DECK_SIZE);
  let game = 0;
  let result = 0;

  function newState(): FloorState {
    // The card of each power, numbered as the engine numbers them (its supply order: ten of each, from 1).
    shuffledSupply(game, dealt);
    game += 1;
    const state: FloorState = {
      stak: new Int16Array(players * DECK_SIZE),
      damage: new Int16Array(players * DECK_SIZE),
      stakLength: new Int32Array(players),
      hand: new Int16Array(players * DECK_SIZE),
      handLength: new Int32Array(players),
      out: new Uint8Array(players),
      supply: new Int16Array(DECK_SIZE),
      supplyLength: DECK_SIZE,
      scrapheap: new Int16Array(DECK_SIZE),
      heapLength: 0,
    };
    const next = new Int32Array(7);
    for (let k = 0; k < DECK_SIZE; k += 1) {
      const power = dealt[k]!;
      const card = FIRST_CARD + (power - 1) * 10 + next[power]!;
      next[power] = next[power]! + 1;
      powers[card] = power;
      state.supply[k] = card;
    }
    for (let seat = 0; seat < players; seat += 1) {
      for (let k = 0; k < STAK_SIZE; k += 1) state.stak[seat * DECK_SIZE + k] = state.supply[--state.supplyLength]!;
      state.stakLength[seat] = STAK_SIZE;
    }
    for (let seat = 0; seat < players; seat += 1) {
      for (let k = 0; k < HAND_SIZE; k += 1) state.hand[seat * DECK_SIZE + state.handLength[seat]!++] = state.supply[--state.supplyLength]!;
    }
    return state;
  }

  function snapshot(s: FloorState): FloorState {
    return { ...s, stak: s.stak.slice(), damage: s.damage.slice(), stakLength: s.stakLength.slice(), hand: s.hand.slice(), handLength: s.handLength.slice(), out: s.out.slice(), supply: s.supply.slice(), scrapheap: s.scrapheap.slice() };
  }

  function playGame(trace: number[] | null): number {
    const s = newState();
    const log: FloorAction[] = [];
    const eventLog: FloorEvent[][] = [];
    const snapshots: FloorState[] = [];
    let events: FloorEvent[] = [];
    let living = players;
    let me = 0;
    let actions = 0;

    const scrapTop = (seat: number) => {
      const n = s.stakLength[seat]! - 1;
      s.stakLength[seat] = n;
      const card = s.stak[seat * DECK_SIZE + n]!;
      s.scrapheap[s.heapLength++] = card;
      s.damage[seat * DECK_SIZE + n] = 0;
      events.push(movedEvent(card, 'stak', 'scrapheap', seatIds[seat]!));
      events.push({ type: 'scrapped', card, player: seatIds[seat]! });
      if (n > 0) {
        const top = s.stak[seat * DECK_SIZE + n - 1]!;
        pushTurnedUp(events, top);
      }
    };
    const takeFromHand = (seat: number, i: number): number => {
      const row = seat * DECK_SIZE;
      const n = s.handLength[seat]! - 1;
      const card = s.hand[row + i]!;
      s.hand.copyWithin(row + i, row + i + 1, row + n + 1);
      s.handLength[seat] = n;
      return card;
    };
    const eliminate = (seat: number) => {
      s.out[seat] = 1;
      living -= 1;
      events.push({ type: 'eliminated', player: seatIds[seat]! });
    };

    for (;;) {
      const row = me * DECK_SIZE;
      const seat = seatIds[me]!;
      events.push({ type: 'turn-began', player: seat });
      if (s.supplyLength > 0) {
        const card = s.supply[--s.supplyLength]!;
        s.hand[row + s.handLength[me]!++] = card;
        events.push(movedEvent(card, 'supply', 'hand', seat));
        events.push({ type: 'drew', player: seat, count: 1 });
      }
      let fed = false;
      let attackOpen = true;
      let attacked = false;
      turn: for (;;) {
        if (actions >= ACTION_CAP) {
          result = CAPPED;
          return actions;
        }
        // The legal actions as the engine lists them: plays, scrap, discards, attacks, end of turn.
        const h = s.handLength[me]!;
        const legal: FloorAction[] = [];
        for (let i = 0; i < h; i += 1) legal.push({ seat, kind: 'play', card: s.hand[row + i]! });
        legal.push({ seat, kind: 'scrap' });
        for (let i = 0; i < h; i += 1) legal.push({ seat, kind: 'discard', card: s.hand[row + i]! });
        if (attackOpen) for (let t = 0; t < players; t += 1) if (t !== me && s.out[t] === 0) legal.push({ seat, kind: 'attack', target: seatIds[t]! });
        if (fed) legal.push({ seat, kind: 'end-turn' });
        const action = legal[policy.below(legal.length)]!;
        if (!legal.includes(action)) throw new Error('not a legal action');
        // The Match: a snapshot every 128 actions (none at 0: the start is made again from the
        // config), the action logged, its events kept (below).
        if (actions > 0 && actions % SNAPSHOT_EVERY === 0) snapshots.push(snapshot(s));
        actions += 1;
        log.push(action);
        events = [];
        let index = 0;
        // Whether this seat's turn is over (it ended it, or its stak is empty).
        let turnOver = false;
        switch (action.kind) {
          case 'play': {
            while (s.hand[row + index] !== action.card) index += 1;
            trace?.push(actionCode(me, PLAY, index));
            const card = takeFromHand(me, index);
            const n = s.stakLength[me]!;
            s.stak[row + n] = card;
            s.damage[row + n] = 0;
            s.stakLength[me] = n + 1;
            events.push(movedEvent(card, 'hand', 'stak', seat));
            pushPlayed(events, card, seat);
            if (attacked) attackOpen = false;
            break;
          }
          case 'scrap':
            trace?.push(actionCode(me, SCRAP_TOP, 0));
            scrapTop(me);
            fed = true;
            if (attacked) attackOpen = false;
            if (s.stakLength[me] === 0) {
              eliminate(me);
              turnOver = true;
            }
            break;
          case 'discard': {
            while (s.hand[row + index] !== action.card) index += 1;
            trace?.push(actionCode(me, DISCARD, index));
            const card = takeFromHand(me, index);
            s.scrapheap[s.heapLength++] = card;
            events.push(movedEvent(card, 'hand', 'scrapheap', seat));
            events.push({ type: 'scrapped', card, player: seat });
            fed = true;
            break;
          }
          case 'attack': {
            const target = seatIds.indexOf(action.target!);
            trace?.push(actionCode(me, ATTACK, target));
            const mine = row + s.stakLength[me]! - 1;
            const theirs = target * DECK_SIZE + s.stakLength[target]! - 1;
            const myPower = powers[s.stak[mine]!]!;
            const theirPower = powers[s.stak[theirs]!]!;
            pushFight(events, seat, s.stak[mine]!, s.stak[theirs]!, myPower, theirPower);
            s.damage[mine] = s.damage[mine]! + theirPower;
            s.damage[theirs] = s.damage[theirs]! + myPower;
            attacked = true;
            if (s.damage[mine]! >= myPower) {
              scrapTop(me);
              fed = true;
              attackOpen = false;
            }
            if (s.damage[theirs]! >= theirPower) {
              scrapTop(target);
              fed = true;
            }
            if (s.stakLength[target] === 0) eliminate(target);
            if (s.stakLength[me] === 0) eliminate(me);
            turnOver = s.out[me] === 1;
            break;
          }
          default:
            trace?.push(actionCode(me, END_TURN, 0));
            events.push({ type: 'turn-ended', player: seat });
            turnOver = true;
        }
        eventLog.push(events.slice());
        if (living <= 1) {
          result = lastStanding(s.out, players, living);
          return actions;
        }
        if (turnOver) break turn;
      }
      for (let seat = 0; seat < players; seat += 1) s.damage.fill(0, seat * DECK_SIZE, seat * DECK_SIZE + s.stakLength[seat]!);
      do me = (me + 1) % players;
      while (s.out[me] === 1);
      events = [];
    }
  }

  return {
    playGame,
    get result() {
      return result;
    },
  };
}

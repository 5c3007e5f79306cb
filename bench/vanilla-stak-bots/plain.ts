// Vanilla Stak Bots in plain mutable JavaScript: the reference the engine is measured against.
// Fixed-size typed arrays hold every pile as powers, a turn is one loop, and the legal actions
// are never listed: the policy's index is decoded in their order (README.md, "Random policy").
// It knows nothing of the engine; it is what the rules cost when written for one game only.
import { ACTION_CAP, actionCode, ATTACK, CAPPED, DECK_SIZE, DISCARD, END_TURN, HAND_SIZE, lastStanding, Mulberry32, PLAY, POLICY_SEED, SCRAP_TOP, shuffledSupply, STAK_SIZE, type Player } from './streams';

/** Whether the turn's attacker has attacked yet, and whether attacking is over for the turn. */
const NO_ATTACK_YET = 0;
const ATTACKER_ON_TOP = 1;
const ATTACKING_CLOSED = 2;

export function plainPlayer(players: number): Player {
  const policy = new Mulberry32(POLICY_SEED);
  let game = 0;
  let result = 0;
  // Per seat, a row of DECK_SIZE places: stak powers (bottom first) and their damage, hand powers.
  const stak = new Int8Array(players * DECK_SIZE);
  const damage = new Int16Array(players * DECK_SIZE);
  const stakLength = new Int32Array(players);
  /** How many cards at the bottom of each stak are face down (no card reads it in this game). */
  const faceDown = new Int32Array(players);
  const hand = new Int8Array(players * DECK_SIZE);
  const handLength = new Int32Array(players);
  const out = new Uint8Array(players);
  const supply = new Int8Array(DECK_SIZE);
  let supplyLength = 0;
  const scrapheap = new Int8Array(DECK_SIZE);
  let heapLength = 0;

  /** Seat's top card to the scrapheap; the next one is turned face up. */
  function scrapTop(seat: number): void {
    const n = stakLength[seat]! - 1;
    stakLength[seat] = n;
    scrapheap[heapLength++] = stak[seat * DECK_SIZE + n]!;
    damage[seat * DECK_SIZE + n] = 0;
    if (faceDown[seat]! > n - 1) faceDown[seat] = Math.max(0, n - 1);
  }

  /** Removes hand[i] of a seat, keeping the order; returns its power. */
  function takeFromHand(seat: number, i: number): number {
    const row = seat * DECK_SIZE;
    const n = handLength[seat]! - 1;
    const power = hand[row + i]!;
    hand.copyWithin(row + i, row + i + 1, row + n + 1);
    handLength[seat] = n;
    return power;
  }

  function deal(): void {
    shuffledSupply(game, supply);
    game += 1;
    supplyLength = DECK_SIZE;
    heapLength = 0;
    // Seat by seat: nine stak cards (the first at the bottom), then two hand cards each.
    for (let seat = 0; seat < players; seat += 1) {
      const row = seat * DECK_SIZE;
      for (let k = 0; k < STAK_SIZE; k += 1) {
        stak[row + k] = supply[--supplyLength]!;
        damage[row + k] = 0;
      }
      stakLength[seat] = STAK_SIZE;
      faceDown[seat] = STAK_SIZE - 1;
      handLength[seat] = 0;
      out[seat] = 0;
    }
    for (let seat = 0; seat < players; seat += 1) {
      for (let k = 0; k < HAND_SIZE; k += 1) hand[seat * DECK_SIZE + handLength[seat]!++] = supply[--supplyLength]!;
    }
  }

  function playGame(trace: number[] | null): number {
    deal();
    let living = players;
    let me = 0;
    let actions = 0;
    for (;;) {
      const row = me * DECK_SIZE;
      if (supplyLength > 0) hand[row + handLength[me]!++] = supply[--supplyLength]!;
      let fed = false;
      let attack = NO_ATTACK_YET;
      // The turn's decisions, until end-turn or until this seat is out.
      turn: for (;;) {
        if (actions >= ACTION_CAP) {
          result = CAPPED;
          return actions;
        }
        const h = handLength[me]!;
        const targets = attack === ATTACKING_CLOSED ? 0 : living - 1;
        let pick = policy.below(h + 1 + h + targets + (fed ? 1 : 0));
        actions += 1;
        if (pick < h) {
          trace?.push(actionCode(me, PLAY, pick));
          const n = stakLength[me]!;
          stak[row + n] = takeFromHand(me, pick);
          damage[row + n] = 0;
          stakLength[me] = n + 1;
          if (attack === ATTACKER_ON_TOP) attack = ATTACKING_CLOSED;
          continue;
        }
        pick -= h;
        if (pick === 0) {
          trace?.push(actionCode(me, SCRAP_TOP, 0));
          scrapTop(me);
          fed = true;
          if (attack === ATTACKER_ON_TOP) attack = ATTACKING_CLOSED;
          if (stakLength[me] === 0) {
            out[me] = 1;
            living -= 1;
            if (living <= 1) {
              result = lastStanding(out, players, living);
              return actions;
            }
            break turn;
          }
          continue;
        }
        pick -= 1;
        if (pick < h) {
          trace?.push(actionCode(me, DISCARD, pick));
          scrapheap[heapLength++] = takeFromHand(me, pick);
          fed = true;
          continue;
        }
        pick -= h;
        if (pick < targets) {
          // The pick-th living opponent, in seat order.
          let target = 0;
          for (let left = pick; ; target += 1) {
            if (target === me || out[target] === 1) continue;
            if (left === 0) break;
            left -= 1;
          }
          trace?.push(actionCode(me, ATTACK, target));
          const mine = row + stakLength[me]! - 1;
          const theirs = target * DECK_SIZE + stakLength[target]! - 1;
          const myPower = stak[mine]!;
          const theirPower = stak[theirs]!;
          damage[mine] = damage[mine]! + theirPower;
          damage[theirs] = damage[theirs]! + myPower;
          attack = ATTACKER_ON_TOP;
          if (damage[mine]! >= myPower) {
            scrapTop(me);
            fed = true;
            attack = ATTACKING_CLOSED;
          }
          if (damage[theirs]! >= theirPower) {
            scrapTop(target);
            fed = true;
          }
          if (stakLength[target] === 0) {
            out[target] = 1;
            living -= 1;
          }
          if (stakLength[me] === 0) {
            out[me] = 1;
            living -= 1;
          }
          if (living <= 1) {
            result = lastStanding(out, players, living);
            return actions;
          }
          if (out[me] === 1) break turn;
          continue;
        }
        // The only choice left is ending the turn, offered once the scrapheap was fed.
        trace?.push(actionCode(me, END_TURN, 0));
        break turn;
      }
      // Repair, then the next seat still in the game.
      for (let seat = 0; seat < players; seat += 1) damage.fill(0, seat * DECK_SIZE, seat * DECK_SIZE + stakLength[seat]!);
      do me = (me + 1) % players;
      while (out[me] === 1);
    }
  }

  return {
    playGame,
    get result() {
      return result;
    },
  };
}

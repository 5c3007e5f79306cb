// The contract's floor (floor.ts) with the state kept as the engine keeps it: the same rules and
// the same obligations (a new state per game, the legal actions as action objects, each action's
// events as objects, the log, the events copied, a snapshot every 128 actions), but the state is
// the engine's plain data instead of typed arrays: every card an object in a list by its number
// (place 0 null, as the engine's), every zone a list of card numbers, the turn's flags in a table
// keyed by name and those about single bots in lists by card number, the seats, the turn and the
// prompt as the engine writes them (the state is made by the engine's own `newState`). Still no
// kernel: no frames, stack, triggers or state checks.
// What it costs over floor.ts is what the state's format costs by itself; the
// engine, which must keep that format (issue 16: the state stays plain, serialisable data), can
// come no closer to plain JS than this (README.md, "The contract's floor").
import { FIRST_CARD, flagTable, newState as newGameState, NO_CARD, type CardInstance, type GameState, type Zone } from '../../engine/core/state';
import { cardTurnFlag, cardTurnFlags, setCardTurnFlag } from '../../engine/core/card-flags';
import { movedEvent, pushFight, pushPlayed, pushTurnedUp, type FloorEvent } from './floor-events';
import { ACTION_CAP, actionCode, ATTACK, CAPPED, COPIES, DECK_SIZE, DISCARD, END_TURN, HAND_SIZE, lastStanding, Mulberry32, plainCopy, PLAY, POLICY_SEED, SCRAP_TOP, shuffledSupply, STAK_SIZE, type Player } from './streams';

type DataAction = { seat: string; kind: string; card?: number; target?: string };

const SNAPSHOT_EVERY = 128;
const SUPPLY = 'supply';
const SCRAPHEAP = 'scrapheap';
const DEFS = ['one', 'two', 'three', 'four', 'five', 'six'].map((word) => `stak-bots/vanilla/bot-${word}`);
/** Each definition's power, looked up by definition id as the engine reads a card's stats. */
const POWER = new Map(DEFS.map((def, i) => [def, i + 1]));

/** The player, and the state its last game ended in (to check it against the engine's). */
/** The flags Stak Bots keeps about single bots (its module's `cardFlags`), a list of each per turn. */
const CARD_FLAGS = ['attacker', 'lost', 'quiet'];

export function dataFloorPlayer(players: number): Player & { readonly lastState: GameState | null } {
  const policy = new Mulberry32(POLICY_SEED);
  const seatIds = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const stakIds = seatIds.map((seat) => `${seat}/stak`);
  const handIds = seatIds.map((seat) => `${seat}/hand`);
  const dealt = new Int8Array(DECK_SIZE);
  const out = new Uint8Array(players);
  let game = 0;
  let result = 0;
  let last: GameState | null = null;

  function newState(): GameState {
    shuffledSupply(game, dealt);
    const seed = `vanilla-${game}`;
    game += 1;
    // The engine's own new state (every field it has, in its order), then the game's zones and cards.
    const state = newGameState({
      game: 'stak-bots',
      seed,
      rng: [game, 0, 0, 0],
      variants: { 'stak-depth': { cards: STAK_SIZE } },
      options: { 'supply-reshuffle': false, 'reset-reenters': true, 'covered-attacker-attacks-again': false },
      seats: seatIds.map((id, i) => ({ id, name: `Player ${i + 1}`, out: false, resources: {} })),
      turn: { number: 1, active: seatIds[0]!, phase: 'action', step: 0 },
      forcedRolls: [],
    });
    state.flags.cardTurn = cardTurnFlags(CARD_FLAGS);
    const { zones, cards } = state;
    for (let s = 0; s < players; s += 1) {
      zones[stakIds[s]!] = { id: stakIds[s]!, type: 'stak', owner: seatIds[s]!, cards: [] };
      zones[handIds[s]!] = { id: handIds[s]!, type: 'hand', owner: seatIds[s]!, cards: [] };
    }
    const supply: Zone = { id: SUPPLY, type: SUPPLY, owner: null, cards: [] };
    zones[SUPPLY] = supply;
    zones[SCRAPHEAP] = { id: SCRAPHEAP, type: SCRAPHEAP, owner: null, cards: [] };
    // Numbered as the engine numbers them: place 0 holds null, the first card made is 1.
    cards.push(NO_CARD);
    for (let i = 0; i < DECK_SIZE; i += 1) {
      const id = cards.length;
      cards.push({ id, def: DEFS[Math.floor(i / COPIES)]!, owner: null, controller: null, zone: SUPPLY, faceUp: false, exhausted: false, damage: 0, counters: {} });
    }
    // The supply, bottom first, numbered as the engine numbers its cards (ten of each power in order).
    const next = new Int32Array(7);
    for (let k = 0; k < DECK_SIZE; k += 1) {
      const power = dealt[k]!;
      supply.cards.push(FIRST_CARD + (power - 1) * COPIES + next[power]!);
      next[power] = next[power]! + 1;
    }
    const deal = (zone: Zone, seat: string) => {
      const card = supply.cards.pop()!;
      zone.cards.push(card);
      const instance = cards[card]!;
      instance.zone = zone.id;
      instance.owner = seat;
      instance.controller = seat;
    };
    for (let s = 0; s < players; s += 1) for (let k = 0; k < STAK_SIZE; k += 1) deal(zones[stakIds[s]!]!, seatIds[s]!);
    for (let s = 0; s < players; s += 1) for (let k = 0; k < HAND_SIZE; k += 1) deal(zones[handIds[s]!]!, seatIds[s]!);
    for (let s = 0; s < players; s += 1) {
      const stak = zones[stakIds[s]!]!.cards;
      cards[stak[stak.length - 1]!]!.faceUp = true;
      for (const card of zones[handIds[s]!]!.cards) cards[card]!.faceUp = true;
    }
    return state;
  }

  function playGame(trace: number[] | null): number {
    const s = newState();
    last = s;
    const { cards, zones } = s;
    const log: DataAction[] = [];
    const eventLog: FloorEvent[][] = [];
    const snapshots: GameState[] = [];
    let events: FloorEvent[] = [];
    let living = players;
    let me = 0;
    // The cards dealt damage this turn: the end of the turn repairs them wherever they are.
    const damaged: CardInstance[] = [];

    const scrapTop = (seat: number) => {
      const stak = zones[stakIds[seat]!]!.cards;
      const card = stak.pop()!;
      zones[SCRAPHEAP]!.cards.push(card);
      const instance = cards[card]!;
      instance.zone = SCRAPHEAP;
      setCardTurnFlag(s, 'lost', card, 1);
      events.push(movedEvent(card, 'stak', SCRAPHEAP, seatIds[seat]!));
      events.push({ type: 'scrapped', card, player: seatIds[seat]! });
      const top = stak.length > 0 ? stak[stak.length - 1]! : undefined;
      if (top !== undefined && !cards[top]!.faceUp) {
        cards[top]!.faceUp = true;
        pushTurnedUp(events, top);
      }
    };
    const eliminate = (seat: number) => {
      s.seats[seat]!.out = true;
      living -= 1;
      events.push({ type: 'eliminated', player: seatIds[seat]! });
    };
    // With the rule option off, attacking is over once the turn's attacker leaves the top.
    const attackerLeft = (stak: number[]) => {
      const turn = s.flags.turn;
      const attacks = turn.attacks ?? 0;
      if (attacks === 0 || turn['attacker-left'] === attacks) return;
      const top = stak[stak.length - 1];
      if (top === undefined || cardTurnFlag(s, 'attacker', top) !== attacks) turn['attacker-left'] = attacks;
    };

    for (;;) {
      const seat = seatIds[me]!;
      const stak = zones[stakIds[me]!]!.cards;
      const hand = zones[handIds[me]!]!.cards;
      events.push({ type: 'turn-began', player: seat });
      const supply = zones[SUPPLY]!.cards;
      if (supply.length > 0) {
        const card = supply.pop()!;
        hand.push(card);
        const instance = cards[card]!;
        instance.zone = handIds[me]!;
        instance.controller = seat;
        instance.faceUp = true;
        events.push(movedEvent(card, SUPPLY, 'hand', seat));
        events.push({ type: 'drew', player: seat, card });
      }
      turn: for (;;) {
        if (s.counts.actions >= ACTION_CAP) {
          result = CAPPED;
          return s.counts.actions;
        }
        s.prompt = { kind: 'main', seat, window: 'action' };
        // The legal actions as the engine lists them: plays, scrap, discards, attacks, end of turn.
        const turn = s.flags.turn;
        const attacks = turn.attacks ?? 0;
        const legal: DataAction[] = [];
        for (let i = 0; i < hand.length; i += 1) legal.push({ seat, kind: 'play', card: hand[i]! });
        legal.push({ seat, kind: 'scrap' });
        for (let i = 0; i < hand.length; i += 1) legal.push({ seat, kind: 'discard', card: hand[i]! });
        if (attacks === 0 || turn['attacker-left'] !== attacks) for (let t = 0; t < players; t += 1) if (t !== me && !s.seats[t]!.out) legal.push({ seat, kind: 'attack', target: seatIds[t]! });
        if ((turn.fed ?? 0) > 0) legal.push({ seat, kind: 'end-turn' });
        const action = legal[policy.below(legal.length)]!;
        if (!legal.includes(action)) throw new Error('not a legal action');
        // The Match: a snapshot every 128 actions, the action logged, its events kept (below).
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
            const instance = cards[card]!;
            instance.zone = stakIds[me]!;
            events.push(movedEvent(card, 'hand', 'stak', seat));
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
            events.push(movedEvent(card, 'hand', SCRAPHEAP, seat));
            events.push({ type: 'scrapped', card, player: seat });
            turn.fed = 1;
            break;
          }
          case 'attack': {
            const target = seatIds.indexOf(action.target!);
            trace?.push(actionCode(me, ATTACK, target));
            const theirStak = zones[stakIds[target]!]!.cards;
            const mine = cards[stak[stak.length - 1]!]!;
            const theirs = cards[theirStak[theirStak.length - 1]!]!;
            turn.attacks = attacks + 1;
            setCardTurnFlag(s, 'attacker', mine.id, attacks + 1);
            const myPower = POWER.get(mine.def)!;
            const theirPower = POWER.get(theirs.def)!;
            theirs.damage += myPower;
            mine.damage += theirPower;
            damaged.push(theirs, mine);
            pushFight(events, seat, mine.id, theirs.id, myPower, theirPower);
            // The defender goes first, as the engine's state checks take the damaged bots in order.
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
          s.result = { winners: result >= 0 ? [seatIds[result]!] : [], reason: 'last stak standing' };
          s.prompt = null;
          return s.counts.actions;
        }
        if (turnOver) break turn;
      }
      // End of turn: every bot repaired, the turn's flags cleared, the next living seat's turn.
      for (let i = 0; i < damaged.length; i += 1) damaged[i]!.damage = 0;
      damaged.length = 0;
      s.flags.turn = flagTable();
      s.flags.cardTurn = cardTurnFlags(CARD_FLAGS);
      do me = (me + 1) % players;
      while (s.seats[me]!.out);
      s.turn = { number: s.turn.number + 1, active: seatIds[me]!, phase: 'action', step: 0 };
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

// Four Souls bots. Both see only what their seat may see (SeatView) and choose among the legal
// actions; seats whose only answer is "pass" are never asked (the engine passes for them).
import type { Action } from '../core/context';
import { seatZoneId } from '../core/evaluate';
import type { CardRef, GameState } from '../core/state';
import type { CardDefinition } from '../defs';
import { nextInt } from '../random/rng';
import type { Bot, SeatView } from './types';
import { greedyBot } from './greedy';
import { slotLists } from '../games/four-souls/board';

/**
 * Random play: when passing is legal, does something else with chance 1 in (2 + the stack's
 * items), else picks uniformly among the other actions. A uniform pick among every action would
 * almost never pass while a player holds paid items, and even an even chance lets answers pile
 * up on the stack without end: an ability that rolls needs two rounds of passes (the effect,
 * then its roll) for each activation, so a paid roll offered on every priority (Portable Slot
 * Machine) would grow the stack by a quarter of an item an action.
 */
export const fourSoulsRandom: Bot = {
  name: 'random',
  choose: (view, legal, rng) => {
    // The others are the legal actions but the pass, counted in place (a choice at every action: no list made).
    let pass = -1;
    for (let i = 0; i < legal.length; i += 1) {
      if (legal[i]!.kind === 'pass') {
        pass = i;
        break;
      }
    }
    if (pass < 0) return legal[nextInt(rng, legal.length)]!;
    const others = legal.length - 1;
    if (others === 0 || nextInt(rng, 2 + view.state.stack.length) !== 0) return legal[pass]!;
    const other = nextInt(rng, others);
    return legal[other < pass ? other : other + 1]!;
  },
};

const stat = (def: CardDefinition | null | undefined, name: string) => def?.stats[name] ?? 0;
// Asked for every candidate action: the zone id comes from the kernel's table, not a new text.
const character = (state: Readonly<GameState>, seat: string): CardRef | undefined => state.zones[seatZoneId('character', seat)]?.cards[0];

function hpLeft(view: SeatView, card: CardRef | undefined): number {
  if (card === undefined) return 0;
  return stat(view.cardDef(card), 'hp') - (view.state.cards[card]?.damage ?? 0);
}

/**
 * The chance to kill a monster before dying: each roll hits with p (dealing `attack`), else
 * the monster deals its attack; `hits` hits kill it and `misses` misses kill the attacker.
 */
export function killChance(evasion: number, monsterHp: number, attack: number, playerHp: number, monsterAttack: number): number {
  if (attack <= 0) return 0;
  const p = Math.min(1, Math.max(0, (7 - Math.min(6, Math.max(1, evasion))) / 6));
  const hits = Math.max(1, Math.ceil(monsterHp / attack));
  const misses = monsterAttack <= 0 ? Infinity : Math.max(1, Math.ceil(playerHp / monsterAttack));
  if (misses === Infinity) return p > 0 ? 1 : 0;
  // Probability of `hits` successes before `misses` failures (negative binomial).
  let total = 0;
  let term = p ** hits; // exactly 0 misses
  for (let m = 0; m < misses; m += 1) {
    total += term;
    term = (term * (hits + m) * (1 - p)) / (m + 1);
  }
  return Math.min(1, total);
}

type AttackRoll = { mine: boolean; hit: boolean; value: number; evasion: number } | null;

// Every legal action of a choice is scored against the same view: what several of them ask
// about the table is worked out once per view and action count (a view kept while the game
// goes on is asked again).
// Kept for the last view only (one choice is scored at a time), in plain fields: a WeakMap
// lookup per scored action cost more than what it saved.
type Seen = {
  view: SeatView | null;
  actions: number;
  roll: AttackRoll | undefined;
  lowestHp: number | undefined;
  /** The seat's own action phase on an empty stack, when its plays and activations are welcome. */
  ownQuietTurn: boolean;
};
const seen: Seen = { view: null, actions: -1, roll: undefined, lowestHp: undefined, ownQuietTurn: false };
function seenFrom(view: SeatView): Seen {
  const actions = view.state.counts.actions;
  if (seen.view !== view || seen.actions !== actions) {
    const { state } = view;
    seen.view = view;
    seen.actions = actions;
    seen.roll = undefined;
    seen.lowestHp = undefined;
    seen.ownQuietTurn = state.turn.active === view.seat && state.turn.phase === 'action' && state.stack.length === 0;
    keepPlayedFor(view);
  }
  return seen;
}

/** The roll an attack of `seat` is waiting on, and the monster's evasion, if one is on the stack. */
function pendingAttackRoll(view: SeatView): AttackRoll {
  const seen = seenFrom(view);
  if (seen.roll === undefined) seen.roll = findAttackRoll(view);
  return seen.roll;
}

function findAttackRoll(view: SeatView): AttackRoll {
  const { state } = view;
  const roll = state.lastRoll;
  if (!roll) return null;
  // Plain loops over the stack: asked at most once a choice, but no closure made for it.
  const stack = state.stack;
  let rolled = false;
  let monster: CardRef | null = null;
  let found = false;
  for (let i = 0; i < stack.length; i += 1) {
    const item = stack[i]!;
    if (item.kind === 'roll' && item.id === roll.item && item.combat) rolled = true;
    if (!found && item.combat && item.kind === 'event') {
      found = true;
      monster = item.source ?? null;
    }
  }
  if (!rolled) return null;
  const fought = monster ?? firstActiveMonster(state);
  const evasion = fought !== null ? stat(view.cardDef(fought), 'evasion') : 4;
  return { mine: roll.by === view.seat, hit: roll.value >= evasion, value: roll.value, evasion };
}

/** The top card of the first monster slot that has one, in the zones' order (null if none). */
function firstActiveMonster(state: Readonly<GameState>): CardRef | null {
  const slots = slotLists(state as GameState).monsterZonesAsLaid;
  for (let i = 0; i < slots.length; i += 1) {
    const cards = slots[i]!.cards;
    if (cards.length > 0) return cards[cards.length - 1]!;
  }
  return null;
}

/** The effect kinds and game verbs anywhere in a card's abilities, found once per definition. */
const kindsOf = new WeakMap<CardDefinition, Set<string>>();
function effectKinds(def: CardDefinition | null): Set<string> {
  if (!def) return new Set();
  let out = kindsOf.get(def);
  if (out) return out;
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const kind = (value as { kind?: unknown }).kind;
      if (typeof kind === 'string') found.add(kind);
      const verb = (value as { verb?: unknown }).verb;
      if (typeof verb === 'string') found.add(`verb:${verb}`);
      for (const field of Object.values(value)) walk(field);
    }
  };
  walk(def.abilities);
  out = found;
  kindsOf.set(def, out);
  return out;
}

/**
 * What the scoring asks of a card's abilities, worked out once per definition: whether they
 * change rolls, cancel, deal damage or prevent, and which activated abilities cost cents or
 * the card itself (by ability index). Asked for every scored play and activation.
 */
type Traits = { changesRolls: boolean; cancels: boolean; damages: boolean; prevents: boolean; paid: readonly boolean[]; anyPaid: boolean };
const NO_TRAITS: Traits = { changesRolls: false, cancels: false, damages: false, prevents: false, paid: [], anyPaid: false };
const traitsOf = new WeakMap<CardDefinition, Traits>();
function traits(def: CardDefinition | null): Traits {
  if (!def) return NO_TRAITS;
  let out = traitsOf.get(def);
  if (out) return out;
  const kinds = effectKinds(def);
  const paid = def.abilities.map((a) => a.kind === 'activated' && a.costs.some((c) => c.kind === 'pay' || c.kind === 'destroy-self'));
  out = {
    changesRolls: kinds.has('reroll') || kinds.has('modify-roll') || kinds.has('set-roll'),
    cancels: kinds.has('cancel'),
    damages: kinds.has('damage'),
    prevents: kinds.has('prevent'),
    paid,
    anyPaid: paid.includes(true),
  };
  traitsOf.set(def, out);
  return out;
}

/** Whether a card deals damage when it is damaged itself (found once per definition). */
const hurting = new WeakMap<CardDefinition, boolean>();
function hurtsAttacker(def: CardDefinition): boolean {
  let found = hurting.get(def);
  if (found === undefined) {
    found = def.abilities.some((a) => a.kind === 'triggered' && a.on.event === 'damaged' && (a.on.subject ?? 'self') === 'self' && effectKinds({ ...def, abilities: [a] }).has('damage'));
    hurting.set(def, found);
  }
  return found;
}

/**
 * The traits of a card the seat may play or activate, kept by card: a seat's hand and items are
 * scored at choice after choice. A legal play or activation names a card the seat sees (its own
 * hand, its own items and character, face up), and what a card is depends only on the game's
 * definitions, the cards table, the copies in force and the table's own definitions: while those
 * are the same ones, the view's answer holds. An answer the view withheld is never kept.
 */
const playedKept = new Map<CardRef, Traits>();
const playedFor: { game: object | null; cards: GameState['cards'] | null; copies: GameState['copies']; extra: GameState['tableDefinitions'] } = { game: null, cards: null, copies: undefined, extra: undefined };
function keepPlayedFor(view: SeatView): void {
  const { state } = view;
  if (playedFor.game !== view.game || playedFor.cards !== state.cards || playedFor.copies !== state.copies || playedFor.extra !== state.tableDefinitions) {
    playedKept.clear();
    playedFor.game = view.game;
    playedFor.cards = state.cards;
    playedFor.copies = state.copies;
    playedFor.extra = state.tableDefinitions;
  }
}
/** Whether the kept traits still hold is asked once a choice (by seenFrom), not for every candidate. */
function playedTraits(view: SeatView, card: CardRef): Traits {
  seenFrom(view);
  let found = playedKept.get(card);
  if (found === undefined) {
    const def = view.cardDef(card);
    found = traits(def);
    if (def !== null) playedKept.set(card, found);
  }
  return found;
}

function score(view: SeatView, action: Action): number {
  const { state, seat } = view;
  switch (action.kind) {
    case 'pass':
      return 0;
    case 'buy':
      return action.item === 'deck' ? 4 : 5;
    case 'attack': {
      // The deck's top is a fair gamble; a monster is worth it when the kill is likely.
      if (action.target === 'deck') return 3;
      const monster = Number(action.target);
      const mine = character(state, seat);
      const def = view.cardDef(monster);
      const attack = stat(mine === undefined ? null : view.cardDef(mine), 'attack') || 1;
      const monsterHp = hpLeft(view, monster);
      // A monster that hurts its attacker when damaged (The Haunt) costs health on every hit too.
      const hurtsBack = def ? hurtsAttacker(def) : false;
      const health = hpLeft(view, mine) - (hurtsBack ? Math.ceil(monsterHp / attack) / 2 : 0);
      const chance = health <= 0 ? 0 : killChance(stat(def, 'evasion'), monsterHp, attack, health, stat(def, 'attack'));
      const souls = def?.tags.includes('boss') ? Math.max(1, stat(def, 'souls')) : 0;
      return 8 * chance * (1 + 2 * souls) - 4 * (1 - chance);
    }
    case 'play': {
      const card = playedTraits(view, Number(action.card));
      // Rerolls and roll changes are kept for rolls where they help.
      const attackRoll = card.changesRolls ? pendingAttackRoll(view) : undefined;
      if (attackRoll !== undefined) return attackRoll && attackRoll.mine && !attackRoll.hit ? 6 : attackRoll && !attackRoll.mine && attackRoll.hit ? 2 : -2;
      if (card.cancels) {
        const stack = state.stack;
        for (let i = 0; i < stack.length; i += 1) if (stack[i]!.controller !== seat) return 1;
        return -3;
      }
      // A loot card on one's own action phase with an empty stack; damage loot when a monster is nearly dead.
      if (card.damages) return lowestMonsterHp(view) <= 2 ? 5 : 1;
      return seenFrom(view).ownQuietTurn ? 2 : -1;
    }
    case 'activate': {
      const card = playedTraits(view, Number(action.card));
      const attackRoll = card.changesRolls ? pendingAttackRoll(view) : undefined;
      if (attackRoll !== undefined) return attackRoll && attackRoll.mine && !attackRoll.hit ? 7 : -2;
      if (card.prevents) return -1;
      // Paid effects cost cents that buy items: only the deactivate-to-use ones are used freely.
      const ability = action.ability;
      const paid = ability === undefined ? card.anyPaid : typeof ability === 'number' && card.paid[ability] === true;
      if (paid) return -1;
      return seenFrom(view).ownQuietTurn ? 1.5 : -1;
    }
    case 'pick': {
      const id = action.id;
      // A player: an opponent, the one with the most souls; a monster: the one closest to death; else the best-known card.
      // (Cards are picked by number; players, stack items and empty slots by their ids.)
      if (typeof id !== 'number') {
        const seats = state.seats;
        for (let i = 0; i < seats.length; i += 1) {
          const s = seats[i]!;
          if (!s.out && s.id === id) return id === seat ? -5 : 5 + (state.zones[seatZoneId('souls', id)]?.cards.length ?? 0);
        }
        return 0;
      }
      const def = view.cardDef(id);
      if (def?.kind === 'monster') return 10 - hpLeft(view, id);
      return stat(def, 'souls') + (def?.kind === 'item' ? 1 : 0);
    }
    case 'yes':
      return 1;
    case 'sell-soul':
      return -10;
    case 'give':
      return -1; // deals are for people

    default:
      return 0;
  }
}

/** The health left of the weakest active monster (99 when there is none), once per view. */
function lowestMonsterHp(view: SeatView): number {
  const seen = seenFrom(view);
  let lowest = seen.lowestHp;
  if (lowest === undefined) {
    lowest = 99;
    let any = false;
    // The monster slots found once per zones table (engine/games/four-souls/board.ts), not by a walk of every zone.
    const slots = slotLists(view.state as GameState).monsterZonesAsLaid;
    for (let i = 0; i < slots.length; i += 1) {
      const cards = slots[i]!.cards;
      if (cards.length === 0) continue;
      const hp = hpLeft(view, cards[cards.length - 1]);
      lowest = any ? Math.min(lowest, hp) : hp;
      any = true;
    }
    seen.lowestHp = lowest;
  }
  return lowest;
}

/**
 * Greedy play: buys when it can, attacks the monster it is most likely to kill, aims damage
 * at monsters it can finish, answers its own missed attack rolls with rerolls; otherwise
 * passes. Ties are broken at random.
 */
export const fourSoulsGreedy: Bot = greedyBot(score);

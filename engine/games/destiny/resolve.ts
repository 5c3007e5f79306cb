// Resolving dice (docs/rules/destiny.md, "Resolving dice"): one action chooses a symbol and
// resolves the dice of the player's pool showing it, each modifier joined to a base die of its
// symbol (SWD-DICE-1, SWD-DICE-14, SWD-X-RES-1), each face's cost paid first (SWD-DICE-15,
// SWD-X-COST-5), each die then going back onto its card (SWD-DICE-2).
//
// Which dice resolve: every base die whose cost can be paid, cheapest first, and the modifiers
// that can be paid for, joined to the base dice in turn (all to the first with `stacked-modifiers`,
// else one each, A-7); modifiers left over stay in the pool. A player with several payable base
// dice of the symbol may instead resolve only the one of a card they name (`only`), holding the
// others back in the pool (SWD-X-RES-3).
import type { Action, Ctx, GameVerb } from '../../core/context';
import { DONE, WAIT, child, takeAnswer } from '../../core/context';
import { select } from '../../core/evaluate';
import { emit, gainResource, moveCard } from '../../core/ops';
import { fellShort } from '../../effects/in-full';
import { nextInt } from '../../random/rng';
import { returnDie, turnDie } from '../../random/dice';
import { type CardRef, type Die, type SeatId, cardRefIn, isCard } from '../../core/state';
import { ruleNumber } from '../../core/rule-numbers';
import { addShields, dealDamage, shieldsOf } from './damage';
import { BLANK, DISCARD_SYMBOL, DISRUPT, FOCUS, INDIRECT, MELEE, RANGED, RESOURCE, SHIELD, SPECIAL, SYMBOLS, faceOf, faceValue, poolOf } from './dice';
import { CHARACTERS, DISCARD, HAND, hasKeyword, opponentOf, opponentsOf, zone, zoneOf } from './principles';

/** The symbols whose die acts on "the opponent": which one, in free-for-all, its user picks (SWD-X-MP-1). */
const AGAINST_AN_OPPONENT: ReadonlySet<string> = new Set([DISRUPT, DISCARD_SYMBOL, INDIRECT]);

type Group = { base: string; modifiers: string[] };

const resourcesOf = (ctx: Ctx, seat: SeatId) => ctx.state.seats.find((s) => s.id === seat)?.resources.resources ?? 0;

/**
 * The dice that would resolve for a symbol, as groups of a base die and its modifiers (A-24);
 * with `only`, the first payable base die of that card alone, with the payable modifiers.
 */
export function groupsFor(ctx: Ctx, seat: SeatId, symbol: string, only: CardRef | null = null): Group[] {
  let budget = resourcesOf(ctx, seat);
  const showing = poolOf(ctx, seat).filter((d) => faceOf(d).symbol === symbol);
  const bases = showing.filter((d) => !faceOf(d).modifier).sort((a, b) => faceOf(a).cost - faceOf(b).cost);
  const groups: Group[] = [];
  for (const die of bases) {
    const cost = faceOf(die).cost;
    if (cost > budget || (only !== null && (die.card !== only || groups.length > 0))) continue;
    budget -= cost;
    groups.push({ base: die.id, modifiers: [] });
  }
  if (groups.length === 0) return groups;
  const stacked = ctx.state.options['stacked-modifiers'] !== false;
  let at = 0;
  for (const die of showing.filter((d) => faceOf(d).modifier).sort((a, b) => faceOf(a).cost - faceOf(b).cost)) {
    const cost = faceOf(die).cost;
    if (cost > budget || (!stacked && at >= groups.length)) continue;
    budget -= cost;
    groups[stacked ? 0 : at]!.modifiers.push(die.id);
    at += 1;
  }
  return groups;
}

/** A symbol can be chosen only when at least one of its dice can resolve (SWD-X-RES-1, A-24). */
export function resolveMoves(ctx: Ctx, seat: SeatId, pool: readonly Die[], out: Action[]): void {
  if (pool.length === 0) return;
  for (const symbol of SYMBOLS) {
    // A base die of the symbol without a cost resolves for sure; one with a cost only if it can be paid.
    let base = false;
    let costed = false;
    for (const die of pool) {
      const face = faceOf(die);
      if (face.symbol !== symbol || face.modifier) continue;
      if (face.cost === 0) base = true;
      else costed = true;
    }
    if (!base && !(costed && groupsFor(ctx, seat, symbol).length > 0)) continue;
    out.push({ seat, kind: 'resolve', symbol });
    // Holding dice back (SWD-X-RES-3): with two payable base dice or more, one card's die alone.
    const groups = groupsFor(ctx, seat, symbol);
    if (groups.length < 2) continue;
    const cards = new Set(groups.map((g) => ctx.state.dice[g.base]!.card));
    for (const card of cards) if (card !== null) out.push({ seat, kind: 'resolve', symbol, only: card });
  }
}

/** The characters a damage or shield die may go to (SWD-X-DICE-2, A-3; shields: any character, SWD-DICE-6). */
function targetsFor(ctx: Ctx, seat: SeatId, symbol: string): CardRef[] {
  const { state } = ctx;
  // Every opponent's characters, clockwise from the next player (one opponent in a two-player game).
  const theirs = opponentsOf(state, seat).flatMap((opponent) => zone(state, opponent, CHARACTERS).cards);
  const mine = zone(state, seat, CHARACTERS).cards;
  if (symbol === SHIELD) {
    const all = [...mine, ...theirs];
    // With `shields-over-cap-lost` off, only a character with room below the cap may be chosen (A-6).
    if (state.options['shields-over-cap-lost'] !== false) return all;
    const cap = ruleNumber(ctx, 'shields-max');
    return all.filter((c) => shieldsOf(ctx, c) < cap);
  }
  if (state.options['ranged-hits-any-character'] === false) return [...theirs];
  return [...theirs, ...mine];
}

const valueOf = (ctx: Ctx, group: Group) => {
  let value = faceValue(ctx, ctx.state.dice[group.base]!);
  for (const id of group.modifiers) value += faceValue(ctx, ctx.state.dice[id]!);
  return value;
};

/**
 * Whether a die's damage is unblockable: its card says so (#unblockable, the die's own text,
 * SWD-X-DICE-13). The modifiers joined to it add to that one amount, so they are unblockable
 * too (SWD-X-DICE-11).
 */
function unblockable(ctx: Ctx, group: Group): boolean {
  const card = ctx.state.dice[group.base]!.card;
  return card !== null && hasKeyword(ctx, card, 'unblockable');
}

function finish(ctx: Ctx, seat: SeatId, group: Group, symbol: string, value: number): void {
  const die = ctx.state.dice[group.base]!;
  emit(ctx, { type: 'die-resolved', card: die.card, player: seat, symbol, value });
  for (const id of [group.base, ...group.modifiers]) returnDie(ctx, id);
}

/**
 * The resolve action as a game verb: `mem.groups` the groups still to resolve, `pc` the step
 * of the current one (0 pay and start, 1 its target chosen, 2 indirect damage split, 3 focus,
 * 4 the opponent chosen in free-for-all).
 */
export const resolveVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const symbol = String(args.symbol);
  // "The opponent" of disrupt, discard and indirect damage: in free-for-all, the one the die's user picks (SWD-X-MP-1).
  const opponentNow = () => (typeof frame.mem.opponent === 'string' ? frame.mem.opponent : opponentOf(state, seat));
  // A die resolved through a card's effect resolves alone, whoever's pool it is in (SWD-X-DICE-12, SWD-X-RES-4).
  const single = typeof args.die === 'string' ? args.die : null;
  if (frame.mem.groups === undefined) frame.mem.groups = single !== null ? [{ base: single, modifiers: [] }] : groupsFor(ctx, seat, symbol, typeof args.only === 'number' ? args.only : null);
  const groups = frame.mem.groups as Group[];
  for (;;) {
    // A die turned to the symbol during the action (by focus) resolves in it too; a die already
    // resolved is back on its card, so none resolves twice (SWD-X-RES-2).
    if (groups.length === 0 && typeof args.only !== 'number' && single === null) groups.push(...groupsFor(ctx, seat, symbol));
    const group = groups[0];
    if (!group) return DONE;
    const value = (frame.mem.value as number | undefined) ?? valueOf(ctx, group);
    if (frame.pc === 0) {
      // Costs are paid before the die does anything (SWD-DICE-15).
      let cost = 0;
      // A die resolved for free pays no face cost (SWD-X-COST-6).
      if (args.free !== true) for (const id of [group.base, ...group.modifiers]) cost += faceOf(state.dice[id]!).cost;
      if (cost > resourcesOf(ctx, seat)) {
        groups.shift(); // something took the resources meanwhile: the die stays in the pool
        continue;
      }
      if (cost > 0) gainResource(ctx, seat, 'resources', -cost);
      frame.mem.value = value;
      if (AGAINST_AN_OPPONENT.has(symbol) && opponentsOf(state, seat).length > 1) {
        frame.pc = 4;
        return { prompt: { kind: 'choose', seat, label: `Choose the opponent for ${value} ${symbol}`, candidates: opponentsOf(state, seat), min: 1, max: 1, picked: [] } };
      }
    }
    if (frame.pc === 0 || frame.pc === 4) {
      if (frame.pc === 4) {
        const answer = takeAnswer(frame);
        const others = opponentsOf(state, seat);
        frame.mem.opponent = answer?.kind === 'pick' && others.includes(String(answer.id)) ? String(answer.id) : others[0];
        frame.pc = 0;
      }
      const opponent = opponentNow();
      switch (symbol) {
        case MELEE:
        case RANGED:
        case SHIELD: {
          const candidates = targetsFor(ctx, seat, symbol);
          if (candidates.length === 0) break;
          frame.pc = 1;
          const what = symbol === SHIELD ? `${value} shield${value === 1 ? '' : 's'}` : `${value} ${symbol} damage`;
          return { prompt: { kind: 'choose', seat, label: `Choose the character for ${what}`, candidates, min: 1, max: 1, picked: [] } };
        }
        case INDIRECT:
          frame.pc = 2;
          frame.mem.left = value;
          continue;
        case FOCUS:
          frame.pc = 3;
          frame.mem.left = value;
          continue;
        case RESOURCE:
          gainResource(ctx, seat, 'resources', value); // SWD-DICE-8
          break;
        case DISRUPT:
          gainResource(ctx, opponent, 'resources', -value); // SWD-DICE-9: never below 0
          break;
        case DISCARD_SYMBOL: {
          // At random from the opponent's hand, or all of it (SWD-DICE-10, SWD-X-DICE-6).
          const hand = zone(state, opponent, HAND);
          for (let i = 0; i < value && hand.cards.length > 0; i += 1) {
            const card = hand.cards[nextInt(state.rng, hand.cards.length)]!;
            moveCard(ctx, card, zoneOf(opponent, DISCARD), 'top', true);
            emit(ctx, { type: 'discarded', card, player: opponent });
          }
          break;
        }
        case SPECIAL: {
          // The die's own card's special ability (SWD-DICE-12, SWD-X-DICE-7).
          const card = state.dice[group.base]!.card;
          if (card) emit(ctx, { type: 'special', card, player: seat, value });
          break;
        }
      }
      next(ctx, frame, seat, group, symbol, value, groups);
      frame.mem.opponent = undefined;
      if (ctx.state.pending.length > 0) return waitForTriggers(ctx, frame);
      continue;
    }
    if (frame.pc === 1) {
      const answer = takeAnswer(frame);
      const target = answer?.kind === 'pick' ? cardRefIn(state, answer.id) : null;
      if (target !== null) {
        if (symbol === SHIELD) addShields(ctx, target, value);
        else dealDamage(ctx, target, value, state.dice[group.base]!.card, unblockable(ctx, group));
      }
      next(ctx, frame, seat, group, symbol, value, groups);
      if (ctx.state.pending.length > 0) return waitForTriggers(ctx, frame);
      continue;
    }
    if (frame.pc === 2) {
      // Indirect damage: the opponent splits it among their characters, one point per pick (SWD-X-DICE-4, A-16).
      const answer = takeAnswer(frame);
      const target = answer?.kind === 'pick' ? cardRefIn(state, answer.id) : null;
      if (target !== null) {
        dealDamage(ctx, target, 1, state.dice[group.base]!.card, unblockable(ctx, group));
        frame.mem.left = Number(frame.mem.left) - 1;
      }
      const opponent = opponentNow();
      const characters = zone(state, opponent, CHARACTERS).cards;
      if (Number(frame.mem.left) > 0 && characters.length > 0) {
        return { prompt: { kind: 'choose', seat: opponent, label: `Take 1 of ${Number(frame.mem.left)} indirect damage on one of your characters`, candidates: [...characters], min: 1, max: 1, picked: [] } };
      }
      frame.mem.opponent = undefined;
      next(ctx, frame, seat, group, symbol, value, groups);
      if (ctx.state.pending.length > 0) return waitForTriggers(ctx, frame);
      continue;
    }
    // Focus: up to its value of the player's other pool dice turned, each to another face (SWD-X-FOC-1, SWD-X-FOC-2).
    const answer = takeAnswer(frame);
    if (answer?.kind === 'pick' && typeof frame.mem.turning !== 'string') {
      frame.mem.turning = String(answer.id);
      const die = state.dice[String(answer.id)]!;
      return { prompt: { kind: 'mode', seat, label: 'Turn the die to', modes: die.faces.map((f) => faceWords(f)) } };
    }
    if (answer?.kind === 'mode' && typeof frame.mem.turning === 'string') {
      turnTo(ctx, state.dice[frame.mem.turning]!, Number(answer.index));
      frame.mem.turning = undefined;
      frame.mem.left = Number(frame.mem.left) - 1;
    } else if (answer?.kind === 'done') frame.mem.left = 0;
    const others = poolOf(ctx, seat).filter((d) => d.id !== group.base && !group.modifiers.includes(d.id));
    if (Number(frame.mem.left) > 0 && others.length > 0) {
      return { prompt: { kind: 'choose', seat, label: `Focus: choose a die to turn (${Number(frame.mem.left)} left)`, candidates: others.map((d) => d.id), min: 0, max: 1, picked: [] } };
    }
    next(ctx, frame, seat, group, symbol, value, groups);
    if (ctx.state.pending.length > 0) return waitForTriggers(ctx, frame);
  }
};

/**
 * Each die's effect is its own moment (SWD-X-RES-5, A-23): what it set off ("after this
 * character takes damage…") resolves before the next die of the action does.
 */
function waitForTriggers(ctx: Ctx, frame: Parameters<GameVerb>[1]) {
  frame.until = ctx.state.stack.length;
  return WAIT;
}

function next(ctx: Ctx, frame: Parameters<GameVerb>[1], seat: SeatId, group: Group, symbol: string, value: number, groups: Group[]): void {
  finish(ctx, seat, group, symbol, value);
  groups.shift();
  frame.pc = 0;
  frame.mem.value = undefined;
}

/** A turned die must end on another face, which may print the same as the old one (SWD-X-FOC-2). */
function turnTo(ctx: Ctx, die: Die, face: number): void {
  if (face === die.face || face < 0 || face >= die.faces.length) return;
  turnDie(ctx, die.id, face);
}

/** A face as the card language writes it: `2 melee`, `+1 ranged`, `1 resource (cost 1)`, `blank`. */
export function faceWords(face: Die['faces'][number]): string {
  if (face.symbol === 'blank' || face.symbol === SPECIAL) return face.cost > 0 ? `${face.symbol} (cost ${face.cost})` : face.symbol;
  return `${face.modifier ? '+' : ''}${face.x ? 'X' : face.value} ${face.symbol}${face.cost > 0 ? ` (cost ${face.cost})` : ''}`;
}

/**
 * `resolve-a-die <player>`: its user picks one die of that player's pool (theirs or an
 * opponent's) and resolves it alone as if it were in their own pool: they pay the face's cost,
 * choose its targets and gain what it gives, and the die goes back onto its card (SWD-X-RES-4,
 * SWD-X-DICE-12, SWD-X-COST-5). A blank, a modifier (nothing for it to join), a special (its
 * ability belongs to its own card's player) or a face its user cannot pay is not offered.
 */
function resolveADie(ctx: Parameters<GameVerb>[0], frame: Parameters<GameVerb>[1], args: Parameters<GameVerb>[2], free: boolean): ReturnType<GameVerb> {
  const seat = frame.scope.controller;
  if (frame.pc === 0) {
    // Resolved for free, a face's cost is not paid, so any cost will do (SWD-X-COST-6).
    const budget = free ? Infinity : resourcesOf(ctx, seat);
    const candidates: string[] = [];
    for (const player of select(ctx, args.pool as never, frame.scope)) {
      if (isCard(player)) continue;
      for (const die of poolOf(ctx, player)) {
        const face = faceOf(die);
        if (face.symbol !== BLANK && face.symbol !== SPECIAL && !face.modifier && face.cost <= budget && (SYMBOLS as readonly string[]).includes(face.symbol)) candidates.push(die.id);
      }
    }
    if (candidates.length === 0) {
      // An ability without a valid target does nothing (SWD-X-ABIL-9), so a "then" after it does not happen (SWD-X-ABIL-8).
      fellShort(ctx);
      return DONE;
    }
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: 'Choose a die to resolve', candidates, min: 1, max: 1, picked: [] } };
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const answer = takeAnswer(frame);
    const die = answer?.kind === 'pick' ? ctx.state.dice[String(answer.id)] : undefined;
    if (!die || die.place !== 'pool') {
      fellShort(ctx);
      return DONE;
    }
    return child({ kind: 'game', verb: 'resolve-dice', args: { symbol: faceOf(die).symbol, die: die.id, ...(free ? { free: true } : {}) } }, frame.scope);
  }
  return DONE;
}

export const resolveADieVerb: GameVerb = (ctx, frame, args) => resolveADie(ctx, frame, args, false);

/**
 * `resolve-a-die-free <player>`: as `resolve-a-die`, but the die is resolved for free: its face's
 * resource cost is not paid, so a face its user could not pay may be chosen (SWD-X-COST-6). What
 * an ability's own text costs is paid all the same.
 */
export const resolveADieFreeVerb: GameVerb = (ctx, frame, args) => resolveADie(ctx, frame, args, true);

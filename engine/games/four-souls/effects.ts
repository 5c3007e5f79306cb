import { type Ctx, DONE, type GameVerb, child, takeAnswer } from '../../core/context';
import { interned, select } from '../../core/evaluate';
import { grantById } from '../../core/grants';
import { emit, moveCard, pushStackItem, withTargets } from '../../core/ops';
import { ruleNumber } from '../../core/rule-numbers';
import { type CardInstance, type CardRef, type Scope, type SeatId, type StackItem, nextId } from '../../core/state';
import type { Ability, CardDefinition, Effect, TargetSpec } from '../../defs';
import { doubledEffect } from '../../effects/double';
import { LOOT_DISCARD, LOOT_PLAYS_PER_TURN, MONSTER_DISCARD, REMOVED, STACK_CARDS, TREASURE_DISCARD, cents, definition, hasTag, instanceAt, keysOf, kindOf, placeOf, type SeatPlace } from './board';
import { flagNames, restoreHealth } from './deaths';
import { endTurnNow } from './stack';
import { vocabulary } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Playing effects [FS-EFF-1]: loot cards, activated and paid abilities.

/** How a seat may play a loot card now: its free action-phase play, an extra play, or its character. */
export function lootPlay(ctx: Ctx, seat: SeatId, place: SeatPlace = placeOf(ctx.state, seat)): 'free' | 'extra' | 'character' | null {
  const { state } = ctx;
  const keys = place.keys;
  const turn = state.flags.turn;
  // [FS-EFF-4]
  if (seat === state.turn.active && state.turn.phase === 'action' && (turn[keys.lootPlays] ?? 0) < ruleNumber(ctx, LOOT_PLAYS_PER_TURN, seat)) return 'free';
  if ((turn[keys.extraLoot] ?? 0) > 0) return 'extra';
  // [FS-EFF-5, FS-EFF-6]
  const character = place.character.cards[0];
  if (character !== undefined && !instanceAt(state, place.body, character)!.exhausted) return 'character';
  return null;
}

export const isEternal = (ctx: Ctx, card: CardRef) => hasTag(ctx, card, 'eternal') || (ctx.state.flags.game[eternalKey(card)] ?? 0) > 0;
/** `eternal:<card>`, made once per card: asked for every "destroy this" cost at every listing of moves. */
const eternalKey = flagNames('eternal:', 10_000);

/** `once:<card>#<ability or grant>`, the turn flag of a once-per-turn ability, made once per card and ability: moves are listed many times a turn. */
const onceKeys = new Map<CardRef, Map<number | string, string>>();
export function onceKey(card: CardRef, index: number | string): string {
  let byIndex = onceKeys.get(card);
  if (byIndex === undefined) {
    if (onceKeys.size > 10_000) onceKeys.clear();
    byIndex = new Map();
    onceKeys.set(card, byIndex);
  }
  let key = byIndex.get(index);
  if (key === undefined) {
    key = interned(`once:${card}#${index}`);
    byIndex.set(index, key);
  }
  return key;
}

/** Whether a seat can pay an activated ability's costs now [FS-TYPE-4, FS-TYPE-5]. */
export function canPay(ctx: Ctx, seat: SeatId, card: CardRef, ability: Extract<Ability, { kind: 'activated' }>, index: number | string, instance: CardInstance = ctx.state.cards[card]!): boolean {
  const { state } = ctx;
  if (ability.oncePerTurn && (state.flags.turn[onceKey(card, index)] ?? 0) > 0) return false;
  for (const cost of ability.costs) {
    switch (cost.kind) {
      case 'exhaust':
        if (instance.exhausted) return false;
        break;
      case 'pay':
        if (typeof cost.amount === 'number' && cents(state, seat) < cost.amount) return false;
        break;
      case 'discard':
        if (placeOf(state, seat).hand.cards.length < cost.count) return false;
        break;
      case 'destroy-self':
        if (isEternal(ctx, card)) return false; // [FS-CARD-2]
        break;
      case 'remove-counters':
        if ((instance.counters[cost.counter] ?? 0) < cost.count) return false;
        break;
    }
  }
  return true;
}

/** The character's own "deactivate: play one more loot card" is offered as a loot play instead. */
export function isLootPlayAbility(ability: Ability): boolean {
  return ability.kind === 'activated' && ability.effect.kind === 'extra-action' && ability.effect.action === 'loot-play';
}

export type Activated = { ability: Extract<Ability, { kind: 'activated' }>; index: number };
/** Asked for every item of every seat at every window: found once per definition. */
export const activatedOf = new WeakMap<CardDefinition, readonly Activated[]>();
export const NO_ABILITIES: readonly Activated[] = [];

/**
 * A card's definition and activated abilities by its definition's id, for the definitions of one
 * game (one lookup where finding the definition and then its abilities took two): every listing
 * of moves asks it for each item and character of the seat.
 */
export type Offered = { def: CardDefinition | undefined; activated: readonly Activated[] };
const offeredByDefs = new WeakMap<ReadonlyMap<string, CardDefinition>, Map<string, Offered>>();
let lastDefs: ReadonlyMap<string, CardDefinition> | null = null;
let lastOffered: Map<string, Offered> | null = null;
export function offeredOf(ctx: Ctx, defId: string): Offered {
  let byId = lastOffered;
  if (ctx.defs !== lastDefs || byId === null) {
    byId = offeredByDefs.get(ctx.defs) ?? null;
    if (byId === null) {
      byId = new Map();
      offeredByDefs.set(ctx.defs, byId);
    }
    lastDefs = ctx.defs;
    lastOffered = byId;
  }
  let found = byId.get(defId);
  if (found === undefined) {
    const def = ctx.defs.get(defId);
    found = { def, activated: activatedAbilities(def) };
    byId.set(defId, found);
  }
  return found;
}

export function activatedAbilities(def: CardDefinition | undefined): readonly Activated[] {
  if (!def) return NO_ABILITIES;
  let out = activatedOf.get(def);
  if (out === undefined) {
    const found: Activated[] = [];
    def.abilities.forEach((ability, index) => {
      if (ability.kind === 'activated' && !isLootPlayAbility(ability)) found.push({ ability, index });
    });
    out = found;
    activatedOf.set(def, out);
  }
  return out;
}

export function exhaust(ctx: Ctx, card: CardRef) {
  const instance = ctx.state.cards[card];
  if (!instance || instance.exhausted) return;
  instance.exhausted = true;
  emit(ctx, { type: 'exhausted', card });
}

/**
 * What playing an ability does before it is stacked: a modal ability's mode is chosen first and
 * then only the targets that mode uses; both stay fixed whatever answers it [FS-EFF-3].
 */
export function castEffect(card: CardRef, index: number, kind: 'card' | 'ability', ability: Extract<Ability, { kind: 'play' | 'activated' }>, def?: string, grant?: string): Effect {
  const args: Record<string, string | number> = def === undefined ? { card, ability: index, kind } : { card, ability: index, kind, def };
  if (grant !== undefined) args.grant = grant;
  if (ability.effect.kind === 'choose-mode') return { kind: 'game', verb: 'cast-mode', args };
  return withTargets(ability.targets, { kind: 'game', verb: 'cast', args });
}

/** The names an effect reads as `bound` (the targets a mode uses). */
export function boundNames(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) boundNames(v, out);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node.kind === 'bound' && typeof node.name === 'string') out.add(node.name);
    for (const key in node) boundNames(node[key], out);
  }
  return out;
}

/**
 * The definition an ability was played from: a copy's ability resolves as it was played, even
 * if the copy has ended meanwhile (the `def` its stack item carries).
 */
export const playedFrom = (ctx: Ctx, card: CardRef, args: Record<string, unknown>): CardDefinition | undefined => (typeof args.def === 'string' ? ctx.defs.get(args.def) : definition(ctx, card));

/** The ability played: the card's own (as played from, see playedFrom), or one it was given for a while (`grant`). */
export function playedAbility(ctx: Ctx, card: CardRef, args: Record<string, unknown>): Ability | undefined {
  if (typeof args.grant === 'string') return grantById(ctx, args.grant)?.ability;
  return playedFrom(ctx, card, args)?.abilities[Number(args.ability)];
}

/** `cast-mode`: the player picks the mode as they play the ability, then its targets [FS-EFF-3]. */
export const castModeVerb: GameVerb = (ctx, frame, args) => {
  const card = Number(args.card);
  const index = Number(args.ability);
  const ability = playedAbility(ctx, card, args);
  if (!ability || (ability.kind !== 'play' && ability.kind !== 'activated') || ability.effect.kind !== 'choose-mode') return DONE;
  const modes = ability.effect.modes;
  if (frame.pc === 0) {
    frame.pc = 1;
    return { prompt: { kind: 'mode', seat: frame.scope.controller, label: 'Choose one', modes: ability.effect.labels ?? modes.map((m) => m.kind) } };
  }
  if (frame.pc === 1) {
    frame.pc = 2;
    const reply = takeAnswer(frame);
    const mode = typeof reply?.index === 'number' && reply.index >= 0 && reply.index < modes.length ? reply.index : 0;
    const used = boundNames(modes[mode]);
    const targets = ability.targets.filter((t) => used.has(t.name));
    const cast: Record<string, string | number> = { card, ability: index, kind: String(args.kind), mode };
    if (typeof args.def === 'string') cast.def = args.def;
    if (typeof args.grant === 'string') cast.grant = args.grant;
    return child(withTargets(targets, { kind: 'game', verb: 'cast', args: cast }), frame.scope);
  }
  return DONE;
};

/** `cast`: puts a played loot card or an activated ability on the stack, targets chosen. */
export const castVerb: GameVerb = (ctx, frame, args) => {
  const card = Number(args.card);
  const from = playedFrom(ctx, card, args);
  // An effect that cancels "target stack item" names its target now, as it is played [FS-EFF-3, FS-FIZZ-1].
  const cancels = frame.pc === 0 ? cancelsStackItem(playedAbility(ctx, card, args)) : null;
  // Only items of the label it names (The Fool: a death) [FS-CARD-26].
  // (a loop from the top down: a closure over `cancels` cost a context at every cast)
  const candidates: string[] = [];
  if (cancels) {
    const stack = ctx.state.stack;
    for (let i = stack.length - 1; i >= 0; i -= 1) if (cancels.label === null || stack[i]!.label === cancels.label) candidates.push(stack[i]!.id);
  }
  if (frame.pc === 0 && candidates.length > 0) {
    frame.pc = 1;
    if (candidates.length > 1) return { prompt: { kind: 'choose', seat: frame.scope.controller, label: 'Choose the stack item to cancel', candidates, min: 1, max: 1, picked: [] } };
    frame.scope = { ...frame.scope, bound: { ...frame.scope.bound, [STACK_TARGET]: candidates } };
  } else if (frame.pc === 1) {
    const reply = takeAnswer(frame);
    if (typeof reply?.id === 'string') frame.scope = { ...frame.scope, bound: { ...frame.scope.bound, [STACK_TARGET]: [reply.id] } };
  }
  const resolve: Record<string, string | number> = typeof args.mode === 'number' ? { card, ability: Number(args.ability), mode: args.mode } : { card, ability: Number(args.ability) };
  // A copy's ability remembers whose it is; a granted one, its grant.
  if (typeof args.def === 'string') resolve.def = args.def;
  if (typeof args.grant === 'string') resolve.grant = args.grant;
  const item: StackItem = {
    id: nextId(ctx.state, 's'),
    kind: args.kind === 'card' ? 'card' : 'ability',
    label: from?.name ?? String(card),
    source: card,
    controller: frame.scope.controller,
    effect: { kind: 'game', verb: 'resolve', args: resolve },
    scope: frame.scope,
    check: null,
  };
  pushStackItem(ctx, item);
  return DONE;
};

/** Where a cancel's chosen stack item is kept in the scope (the kernel's cancel reads it). */
export const STACK_TARGET = 'stack-item';

/** Asked at every card played: found once per ability. */
export const cancelsOf = new WeakMap<Ability, { label: string | null } | null>();

/** Whether the ability cancels "target stack item"; if so, the label it asks for (null: any item). */
export function cancelsStackItem(ability: Ability | undefined): { label: string | null } | null {
  if (!ability || (ability.kind !== 'play' && ability.kind !== 'activated')) return null;
  let found = cancelsOf.get(ability);
  if (found === undefined) {
    found = findCancel(ability);
    cancelsOf.set(ability, found);
  }
  return found;
}

export function findCancel(ability: Extract<Ability, { kind: 'play' | 'activated' }>): { label: string | null } | null {
  const walk = (value: unknown): { label: string | null } | null => {
    if (Array.isArray(value)) {
      for (const v of value) {
        const found = walk(v);
        if (found) return found;
      }
      return null;
    }
    if (!value || typeof value !== 'object') return null;
    const effect = value as { kind?: unknown; what?: unknown; label?: unknown };
    if (effect.kind === 'cancel' && effect.what === 'target-stack-item') return { label: typeof effect.label === 'string' ? effect.label : null };
    for (const v of Object.values(value)) {
      const found = walk(v);
      if (found) return found;
    }
    return null;
  };
  return walk(ability.effect);
}

/** The targets an ability named, still valid? [FS-FIZZ-2] */
export function targetsHold(ctx: Ctx, targets: readonly TargetSpec[], scope: Scope): boolean {
  for (const target of targets) {
    const chosen = scope.bound[target.name] ?? [];
    if (chosen.length === 0) continue;
    const valid = select(ctx, target.from, scope);
    if (!chosen.every((id) => valid.includes(id))) return false;
  }
  return true;
}

/**
 * Loot cards the comprehensive rules list as "Copy: no effect": Blank Card gains nothing from
 * them, whatever numbers their text shows [FS-CARD-39, A-11].
 */
export const NOT_DOUBLED = 'not-doubled';

/** `resolve`: a played card or activated ability resolves, unless its targets are gone. */
export const resolveVerb: GameVerb = (ctx, frame, args) => {
  if (frame.pc === 1) return DONE;
  frame.pc = 1;
  const card = Number(args.card);
  const ability = playedAbility(ctx, card, args);
  if (!ability || (ability.kind !== 'play' && ability.kind !== 'activated')) return DONE;
  if (!targetsHold(ctx, ability.targets, frame.scope)) {
    emit(ctx, { type: 'fizzled', card });
    return DONE;
  }
  // The mode chosen as it was played [FS-EFF-3].
  const effect = typeof args.mode === 'number' && ability.effect.kind === 'choose-mode' ? (ability.effect.modes[args.mode] ?? ability.effect) : ability.effect;
  // A loot card Blank Card doubled resolves with its numbers doubled; one with nothing to double
  // gains nothing [FS-CARD-37, FS-CARD-39]. (This frame started as its item began to resolve.)
  const item = ctx.state.resolving[ctx.state.resolving.length - 1]?.item;
  if (item?.doubled === true && item.source === card && !hasTag(ctx, card, NOT_DOUBLED)) return child(doubledEffect(effect, vocabulary.verbs), frame.scope);
  return child(effect, frame.scope);
};

/** A resolved card goes where it belongs [FS-STACK-6]: a trinket becomes an item [FS-TYPE-10], other cards their discard pile. */
export function afterResolve(ctx: Ctx, item: StackItem) {
  const card = item.source;
  if (item.kind !== 'card' || card === null) return;
  const instance = ctx.state.cards[card];
  if (!instance || instance.zone !== STACK_CARDS) return;
  const kind = kindOf(ctx, card);
  if (kind === 'loot' && hasTag(ctx, card, 'trinket')) gainItem(ctx, item.controller, card);
  else moveCard(ctx, card, pileOf(ctx, card), 'top', true);
}

/** A cancelled card is discarded [FS-STACK-10, FS-FIZZ-1]. */
export function onCancelled(ctx: Ctx, item: StackItem) {
  if (item.effect.kind === 'game' && item.effect.verb === 'player-dies') return deathCancelled(ctx, String(item.effect.args.player));
  const card = item.source;
  if (card === null || ctx.state.cards[card]?.zone !== STACK_CARDS) return;
  moveCard(ctx, card, pileOf(ctx, card), 'top', true);
}

/**
 * A death cancelled on the stack (O. The Fool) counts as prevented: health goes back to what it
 * was before the killing blow, no penalty [FS-DEATH-11, FS-CARD-26]; the active player's turn
 * moves to its end phase, anyone's with the rule option `fool-ends-any-turn`.
 */
export function deathCancelled(ctx: Ctx, seat: SeatId) {
  const { state } = ctx;
  state.flags.turn[keysOf(seat).dying] = 0;
  restoreHealth(ctx, seat);
  emit(ctx, { type: 'death-prevented', player: seat });
  if (seat === state.turn.active || state.options['fool-ends-any-turn']) endTurnNow(ctx);
}

/** Once the death has resolved, nothing cancels its penalty [FS-DEATH-12, FS-CARD-27]. */
export function cancellable(_ctx: Ctx, item: StackItem): boolean {
  return !(item.effect.kind === 'game' && item.effect.verb === 'death-penalty');
}

export function pileOf(ctx: Ctx, card: CardRef): string {
  switch (kindOf(ctx, card)) {
    case 'loot':
      return LOOT_DISCARD;
    case 'monster':
    case 'bonus':
    case 'curse':
      return MONSTER_DISCARD;
    case 'bonus-soul':
      return REMOVED; // a discarded bonus soul is out for good [FS-VAR-5]
    default:
      return TREASURE_DISCARD;
  }
}

/**
 * A soul card that is out of the game once discarded: a bonus soul [FS-VAR-5], and The Bone, a
 * starting item that became a soul card and belongs to no deck [FS-SOUL-8].
 */
export const lostForGood = (ctx: Ctx, card: CardRef) => kindOf(ctx, card) === 'bonus-soul' || (kindOf(ctx, card) === 'item' && hasTag(ctx, card, 'eternal'));

/** Where a discarded soul card goes: its own discard pile [FS-GLOS-13], or out for good, face down [FS-SOUL-8, FS-VAR-5]. */
export const discardedSoulPile = (ctx: Ctx, card: CardRef) => (lostForGood(ctx, card) ? REMOVED : pileOf(ctx, card));

export function gainItem(ctx: Ctx, seat: SeatId, card: CardRef) {
  moveCard(ctx, card, keysOf(seat).items, 'top', true);
  emit(ctx, { type: 'item-gained', player: seat, card });
}

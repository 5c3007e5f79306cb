// A table's layout at a point of play as a scenario's `given` (docs/scenarios.md): every zone's
// cards with how they lie, the turn, resources, flags and rule numbers. A layout is the state
// with nothing under way, so it is taken only where nothing is (an empty stack, no effect
// asking): `givenOf` says what it cannot carry, and refuses a point it cannot start from.
import { type Game } from '../core/engine';
import { FIRST_CARD, RULES_ZONE, type CardInstance, type CardRef, type GameState, type Zone } from '../core/state';
import { writtenTurnFlags } from '../core/card-flags';
import type { CardEntry, Given } from '../scenario/schema';

export type LayoutOf = { ok: true; given: Given; notes: string[] } | { ok: false; message: string };

/** How the runner lays a card when `given` does not say (engine/scenario/layout.ts): the zone's visibility, Stak Bots' staks top only. */
function liesByDefault(game: Game, zone: Zone, index: number): boolean {
  if (game.module.vocabulary.game === 'stak-bots' && zone.type === 'stak') return index === zone.cards.length - 1;
  return game.module.vocabulary.zones.find((z) => z.name === zone.type)?.visibility !== 'hidden';
}

/** What keeps a point from being a layout (something under way), or null where one can be taken. */
export function underWay(state: GameState): string | null {
  if (state.result) return 'the game is over';
  if (state.stack.length > 0) return `${state.stack.length} item${state.stack.length === 1 ? ' is' : 's are'} on the stack`;
  if (state.frames.length > 0 || state.pending.length > 0 || state.ordering.length > 0 || state.resolving.length > 0) return 'an effect is under way';
  if (state.prompt && state.prompt.kind !== 'main' && state.prompt.kind !== 'priority') return `${state.prompt.seat} is being asked (${state.prompt.kind})`;
  // A layout resumes play with the active player to act: a round of passes already begun cannot be.
  if (state.passes > 0 || (state.prompt && state.prompt.seat !== state.turn.active)) return `${state.prompt?.seat ?? 'a player'} holds priority part-way through a round of passes`;
  return null;
}

/**
 * Flags whose numbered part counts something other than a card (Smash Up's draft: the i-th
 * faction on offer): a layout keeps their numbers as they are.
 */
const COUNTED_FLAGS: ReadonlySet<string> = new Set(['draft-offer', 'draft-pick']);

/**
 * The layout of `state` as `given`, and the new number each card gets there (the runner numbers
 * the cards it lays out 1, 2, … in the order `given` lists them).
 */
export function givenOf(game: Game, state: GameState): LayoutOf {
  const busy = underWay(state);
  if (busy) return { ok: false, message: `a layout is taken where nothing is under way, and here ${busy}: start recording from the setup, or from a point where the stack is empty and the active player is to act` };
  const notes: string[] = [];
  const defs = game.ctx(state).defs;
  const names = new Map<string, number>();
  for (const def of defs.values()) names.set(def.name.toLowerCase(), (names.get(def.name.toLowerCase()) ?? 0) + 1);
  const renamed = new Map<string, string>();
  const skipped: CardRef[] = [];
  const controlled: string[] = [];
  // Stat changes until the end of the turn are the layout's `modifiers`; longer ones are noted.
  const modifiers = new Map<CardRef, Record<string, number>>();
  let longer = 0;
  for (const m of state.modifiers) {
    if (m.duration !== 'end-of-turn') longer += 1;
    const card = modifiers.get(m.card) ?? {};
    card[m.stat] = (card[m.stat] ?? 0) + m.amount;
    modifiers.set(m.card, card);
  }
  if (longer > 0) notes.push(`${longer} stat change${longer === 1 ? '' : 's'} lasting beyond this turn (a god tool's set stat, say) last only until the end of the turn in a layout`);

  const entry = (card: CardInstance, zone: Zone, index: number): CardEntry | null => {
    const def = defs.get(card.def);
    if (!def) {
      skipped.push(card.id);
      return null;
    }
    renamed.set(String(card.id), String(renamed.size + FIRST_CARD));
    const name = (names.get(def.name.toLowerCase()) ?? 0) > 1 ? def.id : def.name;
    const more: Exclude<CardEntry, string> = { card: name };
    if (card.faceUp !== liesByDefault(game, zone, index)) more.faceUp = card.faceUp;
    if (card.damage > 0) more.damage = card.damage;
    if (card.exhausted) more.exhausted = true;
    const counters = Object.entries(card.counters).filter(([, n]) => n !== 0);
    if (counters.length > 0) more.counters = Object.fromEntries(counters);
    const changes = modifiers.get(card.id);
    if (changes) more.modifiers = changes;
    if (zone.owner !== null && card.controller !== zone.owner) controlled.push(`${name} (${zone.id})`);
    return Object.keys(more).length === 1 ? name : more;
  };
  const cardsOf = (zone: Zone) => zone.cards.flatMap((id, index) => entry(state.cards[id]!, zone, index) ?? []);

  // Built as plain keys in the order the runner numbers cards by (the turn first, then seats, then shared zones).
  const layout: Record<string, unknown> = { turn: { active: state.turn.active, phase: state.turn.phase, number: state.turn.number } };
  const given = layout as Given;
  for (const seat of state.seats) {
    const zones = Object.values(state.zones).filter((z) => z.owner === seat.id && z.cards.length > 0);
    if (zones.length > 0) layout[seat.id] = Object.fromEntries(zones.map((z) => [z.type, cardsOf(z)]));
  }
  for (const zone of Object.values(state.zones)) if (zone.owner === null && zone.id !== RULES_ZONE && zone.cards.length > 0) layout[zone.id] = cardsOf(zone);
  if (controlled.length > 0) notes.push(`a layout gives each card to the seat whose zone it is in, and these are controlled by another: ${controlled.join(', ')}`);
  if (skipped.length > 0) notes.push(`${skipped.length} card${skipped.length === 1 ? '' : 's'} put on the table straight from the editor (${skipped.join(', ')}) cannot be named in a layout and are left out`);

  given.resources = Object.fromEntries(state.seats.map((s) => [s.id, Object.fromEntries(Object.entries(s.resources).filter(([, n]) => n !== 0))]));
  // Flags may name cards by number ("lost:11"): those numbers are the layout's new ones.
  const flags = (table: Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const key in table) {
      const parts = key.split(':');
      out[COUNTED_FLAGS.has(parts[0]!) ? key : parts.map((part) => renamed.get(part) ?? part).join(':')] = table[key]!;
    }
    return out;
  };
  const turnFlags = flags(writtenTurnFlags(state.flags));
  const gameFlags = flags(state.flags.game);
  if (Object.keys(turnFlags).length > 0 || Object.keys(gameFlags).length > 0) given.flags = { ...(Object.keys(turnFlags).length > 0 ? { turn: turnFlags } : {}), ...(Object.keys(gameFlags).length > 0 ? { game: gameFlags } : {}) };

  const rules: Record<string, Record<string, number>> = {};
  let unsaid = 0;
  for (const change of state.ruleChanges ?? []) {
    if (change.op !== 'set' || change.seats === null || change.duration !== 'end-of-turn') {
      unsaid += 1;
      continue;
    }
    for (const seat of change.seats) rules[seat] = { ...rules[seat], [change.rule]: change.value };
  }
  if (Object.keys(rules).length > 0) given.rules = rules;
  if (unsaid > 0) notes.push(`${unsaid} change${unsaid === 1 ? '' : 's'} to rule numbers that a layout cannot say (added to, for every player, or beyond this turn) are left out`);
  const lost = [
    [state.shields.length, 'damage prevention'],
    [state.delayed.length, 'delayed trigger'],
    [(state.grants ?? []).length, 'granted ability'],
    [(state.copies ?? []).length, 'card copying another'],
  ] as const;
  for (const [count, what] of lost) if (count > 0) notes.push(`${count} ${what}${count === 1 ? '' : 's'} in force now ${count === 1 ? 'is' : 'are'} not part of a layout`);
  if (state.seats.some((s) => s.out)) notes.push(`seats out of the game (${state.seats.filter((s) => s.out).map((s) => s.id).join(', ')}) are back in it in a layout`);
  return { ok: true, given, notes };
}

// `given`: a hand-built layout. The game is created normally (so zones, seats, variants and
// options are the game's own), then every zone is emptied and filled with fresh cards as
// written, the turn is set, and the engine runs forward from there to its next decision.
import { RULES_ZONE, type Game, type GameConfig } from '../core/engine';
import { advance } from '../core/machine';
import { addCard, flagTable, nextId, nothingUnderWay, type CardRef, type GameEvent, type GameState, type Modifier, type RuleChange, type Zone } from '../core/state';
import { turnFlagsOf } from '../core/card-flags';
import { cardNames, type CardNames } from './names';
import type { CardEntry, DocPath, Given, ScenarioProblem } from './schema';
import { formatPath } from './schema';

/**
 * How cards lie in a zone when `given` does not say. By default a zone's visibility decides
 * (a hand is seen by its owner, a hidden deck is face down); some zones need the game's rule:
 * only the top of a stak is face up. Keyed by game, then zone type.
 */
const LIE: Record<string, Record<string, 'top'>> = { 'stak-bots': { stak: 'top' } };

function faceUpByDefault(game: Game, zone: Zone, index: number): boolean {
  if (LIE[game.module.vocabulary.game]?.[zone.type] === 'top') return index === zone.cards.length - 1;
  const spec = game.module.vocabulary.zones.find((z) => z.name === zone.type);
  return spec?.visibility !== 'hidden';
}

type Placed = { zone: Zone; entries: CardEntry[]; at: DocPath };

/** Checks `given` against the created game; the zones to fill, or the problems found. */
export function planLayout(state: GameState, given: Given, names: CardNames, ruleNames: readonly string[] = []): { ok: true; placed: Placed[] } | { ok: false; problems: ScenarioProblem[] } {
  const problems: ScenarioProblem[] = [];
  const problem = (at: DocPath, message: string) => problems.push({ at, path: formatPath(at), message });
  const seatIds = state.seats.map((s) => s.id);
  // Shared zones by id: a zone type laid out as several zones (monster-slot-1, monster-slot-2) names each.
  const shared = Object.values(state.zones).filter((z) => z.owner === null && z.id !== RULES_ZONE).map((z) => z.id);
  const placed: Placed[] = [];
  const checkCards = (entries: CardEntry[], at: DocPath) =>
    entries.forEach((entry, i) => {
      const word = typeof entry === 'string' ? entry : entry.card;
      const found = names.lookup(word);
      if (!found.ok) problem(typeof entry === 'string' ? [...at, i] : [...at, i, 'card'], found.message);
    });
  for (const [key, value] of Object.entries(given)) {
    if (key === 'turn' || key === 'resources' || key === 'flags' || key === 'rules' || value === undefined) continue;
    if (seatIds.includes(key)) {
      if (Array.isArray(value)) {
        problem(['given', key], `${key} is a seat: give its zones by type, e.g. ${key}: { hand: [...] }`);
        continue;
      }
      for (const [type, entries] of Object.entries(value as Record<string, CardEntry[]>)) {
        const zone = state.zones[`${key}/${type}`];
        if (!zone || zone.owner !== key) {
          const own = Object.values(state.zones).filter((z) => z.owner === key).map((z) => z.type);
          problem(['given', key, type], `${key} has no zone "${type}" (its zones: ${own.join(', ')})`);
          continue;
        }
        checkCards(entries, ['given', key, type]);
        placed.push({ zone, entries, at: ['given', key, type] });
      }
    } else if (shared.includes(key)) {
      if (!Array.isArray(value)) {
        problem(['given', key], `${key} is a shared zone: give it as a list of cards, bottom first`);
        continue;
      }
      checkCards(value as CardEntry[], ['given', key]);
      placed.push({ zone: state.zones[key]!, entries: value as CardEntry[], at: ['given', key] });
    } else {
      problem(['given', key], `"${key}" is neither a seat (${seatIds.join(', ')}) nor a shared zone (${shared.join(', ') || 'none'})`);
    }
  }
  for (const seat of Object.keys(given.resources ?? {})) if (!seatIds.includes(seat)) problem(['given', 'resources', seat], `no seat "${seat}" (seats: ${seatIds.join(', ')})`);
  for (const [seat, rules] of Object.entries(given.rules ?? {})) {
    if (!seatIds.includes(seat)) problem(['given', 'rules', seat], `no seat "${seat}" (seats: ${seatIds.join(', ')})`);
    for (const rule of Object.keys(rules)) if (!ruleNames.includes(rule)) problem(['given', 'rules', seat, rule], `"${rule}" is not a rule number of the game (rule numbers: ${ruleNames.join(', ') || 'none'})`);
  }
  const active = given.turn?.active;
  if (active !== undefined && !seatIds.includes(active)) problem(['given', 'turn', 'active'], `no seat "${active}" (seats: ${seatIds.join(', ')})`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, placed };
}

/**
 * Replaces the created layout with the planned one and resumes play; the events of resuming.
 * Cards of the dealt layout are dropped: every card in play comes from `given`.
 */
export function applyLayout(game: Game, state: GameState, given: Given, placed: Placed[], names: CardNames): GameEvent[] {
  // Switched-on variants stay in force: their rule cards are not part of the layout. They are
  // numbered again after the layout's cards, as `create` numbers them after the dealt ones.
  const rules = state.zones[RULES_ZONE];
  const kept = (rules?.cards ?? []).map((id) => state.cards[id]!);
  state.cards = [];
  for (const zone of Object.values(state.zones)) zone.cards = [];
  // Stat changes until the end of the turn, made once the layout stands (see below).
  const changes: { card: CardRef; stat: string; amount: number }[] = [];
  for (const { zone, entries } of placed) {
    const explicit: (boolean | undefined)[] = [];
    for (const entry of entries) {
      const spec = typeof entry === 'string' ? { card: entry } : entry;
      const found = names.lookup(spec.card);
      if (!found.ok) continue; // planLayout refused these already
      const id = addCard(state, found.def.id, zone.owner, zone.id, false);
      const card = state.cards[id]!;
      card.exhausted = spec.exhausted ?? false;
      card.damage = spec.damage ?? 0;
      card.counters = { ...(spec.counters ?? {}) };
      zone.cards.push(id);
      explicit.push(spec.faceUp);
      for (const [stat, amount] of Object.entries(spec.modifiers ?? {})) changes.push({ card: id, stat, amount });
    }
    // Defaults depend on the finished pile (which card is the top).
    zone.cards.forEach((id, index) => {
      state.cards[id]!.faceUp = explicit[index] ?? faceUpByDefault(game, zone, index);
    });
  }
  if (rules) {
    for (const card of kept) {
      const id = addCard(state, card.def, card.owner, card.zone, card.faceUp);
      Object.assign(state.cards[id]!, { controller: card.controller, exhausted: card.exhausted, damage: card.damage, counters: card.counters });
      rules.cards.push(id);
    }
  }
  if (given.resources) for (const seat of state.seats) seat.resources = { ...(given.resources[seat.id] ?? {}) };
  state.turn = { number: given.turn?.number ?? 1, active: given.turn?.active ?? state.seats[0]!.id, phase: given.turn?.phase ?? 'action', step: 0 };
  // Whatever was under way in the dealt game belongs to cards that no longer exist.
  Object.assign(state, nothingUnderWay(), { result: null });
  delete state.copies;
  delete state.grants;
  delete state.ruleChanges;
  delete state.history;
  // What the layout holds for this turn: stat changes, rule number changes and flags.
  const turn = state.turn.number;
  for (const { card, stat, amount } of changes) {
    const modifier: Modifier = { id: nextId(state, 'm'), card, stat, amount, source: null, duration: 'end-of-turn', turn };
    state.modifiers.push(modifier);
  }
  for (const [seat, rules] of Object.entries(given.rules ?? {})) {
    for (const [rule, value] of Object.entries(rules)) {
      const change: RuleChange = { id: nextId(state, 'r'), rule, op: 'set', value, seats: [seat], source: null, duration: 'end-of-turn', turn };
      state.ruleChanges = [...(state.ruleChanges ?? []), change];
    }
  }
  // (Always: the flags about single cards are made with every name the game keeps, as each turn's are.)
  Object.assign(state.flags, turnFlagsOf(given.flags?.turn ?? {}, game.module.cardFlags ?? []));
  if (given.flags?.game) state.flags.game = flagTable(given.flags.game);
  for (const seat of state.seats) seat.out = false;
  // Resume as `create` does after setup: a fresh step budget, then on to the next decision.
  const ctx = game.ctx(state);
  state.counts.steps = 0;
  advance(ctx);
  return ctx.events;
}

/**
 * A game laid out as `given` says, ready for its first action: what a scenario with a layout
 * starts from, and where a table started from such a scenario begins (a Match's `origin`).
 * `dice` are scripted once the layout stands, as the runner scripts them.
 */
export function startFromLayout(game: Game, config: GameConfig, given: Given, dice: readonly number[] = []): { ok: true; state: GameState; events: GameEvent[] } | { ok: false; problems: ScenarioProblem[] } {
  const created = game.create({ ...config, dice: [] });
  if (!created.ok) return { ok: false, problems: [{ at: [], path: '(setup)', message: `the game could not be set up: ${created.error.message}` }] };
  const { state } = created;
  const names = cardNames([...game.defs.values()]);
  const plan = planLayout(state, given, names, (game.module.vocabulary.ruleNumbers ?? []).map((r) => r.name));
  if (!plan.ok) return plan;
  const events = applyLayout(game, state, given, plan.placed, names);
  if (state.result?.reason.startsWith('stopped:')) return { ok: false, problems: [{ at: ['given', 'turn'], path: 'given.turn', message: `the game could not resume from the layout: ${state.result.reason} (is turn.phase one of the game's phases?)` }] };
  state.forcedRolls = [...dice];
  return { ok: true, state, events };
}

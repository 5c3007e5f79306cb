// Recording a scenario at the table: the table's setup (or its layout at the point recording
// started) and the actions played since become a scenario document (docs/scenarios.md) that
// `cardwright test` runs, with expectations captured from the state the table shows now, for the
// designer to trim. The document is plain data; the caller writes it as YAML (the `yaml` package's
// `stringify(document, { lineWidth: 0 })`).
//
// API:
//   recordScenario({ setup, match, name, from?, rules? })
//     -> { ok: true, document, notes } | { ok: false, message }
//   from 0 (the default): the scenario starts from the seed and plays every action, so it ends
//     in exactly the table's state (the same hash). From a later point: that point's layout is
//     the scenario's `given`, and the d6 results the table rolled since are its `dice`; `notes`
//     say what a layout cannot carry.
//   recordingPoints(setup, match) the points `from` may be (the setup, and every quiet point)
//   expectationsOf(game, state)   the expectations the recorder captures, on their own
import type { Action } from '../core/context';
import { cloneState, hashState, type Game } from '../core/engine';
import { isGodAction } from '../core/god';
import { MATCH_FORMAT, MATCH_VERSION, Match } from '../core/match';
import { cardParam, RULES_ZONE, type CardRef, type GameState } from '../core/state';
import type { TableStart } from '../defs';
import type { DeckSections } from '../decks/lists-dealing';
import { rollD6, type RngState } from '../random/rng';
import { SCENARIO_VERSION, type Given, type Step } from '../scenario/schema';
import { actionWords, matchingActions, paramsOf, placeWords, valueWords, waitingWords, type Words } from '../scenario/words';
import { godWords, readGodWords } from './god-words';
import { givenOf, underWay } from './record-layout';
import { originOf } from './table';

export type RecordSetup = {
  game: string;
  /** Set ids (`<game>/<set>`): the scenario compiles them from the workspace when it runs. */
  sets: string[];
  variants: Record<string, Record<string, number | boolean | string>>;
  options: Record<string, boolean>;
  seats: { id: string; name?: string }[];
  seed: string;
  autoPass?: boolean;
  /** Where a table started from a scenario began (its arrange, layout and dice). */
  start?: TableStart;
  /** The deck lists a table dealt from saved decks was dealt: each seat's, or the one the table shares. */
  dealtLists?: { decks?: Record<string, DeckSections>; deck?: DeckSections };
};

/** A scenario document in the order its keys are written (schema: engine/scenario/schema.ts). */
export type ScenarioDocument = {
  version: typeof SCENARIO_VERSION;
  name: string;
  rules?: string[];
  game: string;
  sets: string[];
  variants?: RecordSetup['variants'];
  options?: RecordSetup['options'];
  seed: string;
  seats: { id: string; name?: string }[];
  decks?: Record<string, DeckSections>;
  deck?: DeckSections;
  autoPass?: false;
  arrange?: Record<string, string[]>;
  given?: Given;
  dice?: number[];
  steps: Step[];
  expect: Record<string, unknown>;
};

export type Recorded = { ok: true; document: ScenarioDocument; notes: string[] } | { ok: false; message: string };

/** Zones listed card by card up to this many cards; a longer one is expected by its count. */
const LISTED_CARDS = 12;

const sameAction = (a: Action, b: Action): boolean => {
  const keys = (x: Action) => Object.keys(x).filter((k) => x[k] !== undefined);
  return keys(a).length === keys(b).length && keys(a).every((k) => a[k] === b[k]);
};

/** The words for one parameter: by name (as the runner lists it), by place, or by number. */
type Naming = 'name' | 'place' | 'id';

function wordsWith(w: Words, action: Action, naming: Naming): string {
  if (naming === 'name') return actionWords(w, action, false);
  const parts = [action.kind];
  paramsOf(action).forEach(([key, value], i) => {
    if (i > 0) parts.push(key);
    const card = cardParam(w.state, key, value);
    parts.push(card !== null ? (naming === 'place' ? placeWords(w, card) : String(card)) : valueWords(w, value, key));
  });
  return parts.join(' ');
}

/**
 * A step that the runner reads back as exactly `action`: the plainest words first (cards by
 * name), then cards by place, then by number; null if none does.
 */
export function stepOf(game: Game, state: GameState, action: Action, byId = true): Step | null {
  const w: Words = { state, defs: game.ctx(state).defs };
  if (isGodAction(action)) {
    const text = godWords(w, action, true).replace(/^god /, '');
    const read = readGodWords(w, text);
    return 'error' in read || !sameAction(read, action) ? null : { [action.seat]: text };
  }
  const legal = [...game.legalActions(state), ...game.freeActions(state)];
  // Numbers name cards only where the scenario deals the same ones (from the setup, not from a layout).
  for (const naming of byId ? (['name', 'place', 'id'] as const) : (['name', 'place'] as const)) {
    const text = wordsWith(w, action, naming);
    const matches = matchingActions(w, legal, action.seat, text);
    if (matches.length > 0 && matches.every((m) => sameAction(m, action))) return { [action.seat]: text };
  }
  return null;
}

/** What the state shows now, as expectations: zones, cards' damage and counters, resources, the turn, the stack, who must act, the winner. */
export function expectationsOf(game: Game, state: GameState): Record<string, unknown> {
  const w: Words = { state, defs: game.ctx(state).defs };
  const out: Record<string, unknown> = {};
  const named = (card: CardRef) => w.defs.has(state.cards[card]?.def ?? '');
  for (const zone of Object.values(state.zones)) {
    if (zone.id === RULES_ZONE || zone.cards.length === 0) continue;
    const path = zone.owner === null ? zone.id : `${zone.owner}.${zone.type}`;
    // Cards from the editor are not in the scenario's sets, so their zone is counted, not listed.
    if (zone.cards.length <= LISTED_CARDS && zone.cards.every(named)) out[path] = zone.cards.map((c) => w.defs.get(state.cards[c]!.def)!.name);
    else out[`${path}.count`] = zone.cards.length;
    const visible = game.module.vocabulary.zones.find((z) => z.name === zone.type)?.visibility !== 'hidden';
    if (!visible) continue;
    for (const id of zone.cards) {
      const card = state.cards[id]!;
      const at = placeWords(w, id);
      if (card.damage > 0) out[`${at}.damage`] = card.damage;
      if (card.exhausted) out[`${at}.exhausted`] = true;
      for (const [counter, n] of Object.entries(card.counters)) if (n !== 0) out[`${at}.counters.${counter}`] = n;
    }
  }
  for (const seat of state.seats) {
    if (seat.out) out[`${seat.id}.out`] = true;
    for (const [resource, n] of Object.entries(seat.resources)) if (n !== 0) out[`${seat.id}.resources.${resource}`] = n;
  }
  out['turn.active'] = state.turn.active;
  out['turn.number'] = state.turn.number;
  out['turn.phase'] = state.turn.phase;
  if (state.stack.length > 0) out.stack = state.stack.map((item) => item.label);
  else out['stack.count'] = 0;
  out.waiting = waitingWords(state);
  if (state.result) out.winner = state.result.winners.length === 0 ? 'draw' : state.result.winners.length === 1 ? state.result.winners[0] : state.result.winners;
  return out;
}

/** How many words the generator has drawn (sfc32 counts its draws in its fourth word). */
const draws = (rng: RngState): number => rng[3];

/**
 * The d6 results the generator gave while `apply` ran, found by drawing d6s from a copy of the
 * generator until it has drawn as much; checked by applying the action again with those results
 * scripted (the generator then must not move). Null when the action drew for something else too
 * (a shuffle), which a scenario cannot script.
 */
function d6Drawn(game: Game, before: GameState, after: GameState, action: Action): number[] | null {
  const drawn = (draws(after.rng) - draws(before.rng)) >>> 0;
  if (drawn === 0) return [];
  const rng = [...before.rng] as RngState;
  const values: number[] = [];
  while (((draws(rng) - draws(before.rng)) >>> 0) < drawn) values.push(rollD6(rng));
  if (rng.some((word, i) => word !== after.rng[i])) return null;
  const again = cloneState(before);
  again.forcedRolls = [...again.forcedRolls, ...values];
  const applied = game.applyInPlace(again, action);
  if (!applied.ok || again.forcedRolls.length > 0 || again.rng.some((word, i) => word !== before.rng[i])) return null;
  again.rng = after.rng;
  return hashState(again) === hashState(after) ? values : null;
}

/** A copy of the line `match` has applied, at `at`, so it can be walked without moving the match shown. */
function copyOf(setup: RecordSetup, match: Match, at: number): { ok: true; copy: Match } | { ok: false; message: string } {
  const eras = match.eras().filter((e) => e.at <= match.position);
  const began = originOf(eras[0]!.game, setup);
  if (!began.ok) return { ok: false, message: `the table's start does not lay out: ${began.problems[0]!.message}` };
  const made = Match.fromJSON(eras[0]!.game, { format: MATCH_FORMAT, version: MATCH_VERSION, game: setup.game, config: match.config, actions: match.actions(), at }, { reloads: eras.slice(1), ...(began.origin ? { origin: began.origin } : {}) });
  return made.ok ? { ok: true, copy: made.match } : { ok: false, message: `the line does not play back: ${made.error.message}` };
}

/**
 * The points of the line played so far (0 to the match's position) where recording may start:
 * the setup, and every point where a layout can be taken (nothing under way, the active player
 * to act). The page marks them; `recordScenario` refuses any other `from` and names the nearest.
 */
export function recordingPoints(setup: RecordSetup, match: Match): number[] {
  const walked = copyOf(setup, match, 0);
  if (!walked.ok) return [0];
  const copy = walked.copy;
  const out = [0];
  for (let k = 1; k <= match.position; k += 1) {
    copy.redo();
    if (underWay(copy.state) === null) out.push(k);
  }
  return out;
}

export function recordScenario(args: { setup: RecordSetup; match: Match; name: string; from?: number; rules?: string[] }): Recorded {
  const { setup, match } = args;
  const from = args.from ?? 0;
  const to = match.position;
  if (!Number.isInteger(from) || from < 0 || from > to) return { ok: false, message: `recording starts at an action of the line played so far (0 to ${to}), not ${from}` };
  const actions = match.actions();
  const eras = match.eras().filter((e) => e.at <= to);
  const notes: string[] = [];
  const reloadsWithin = eras.filter((e, i) => i > 0 && e.at > from);
  if (reloadsWithin.length > 0) notes.push(`the cards changed at the table ${reloadsWithin.length === 1 ? `after action ${reloadsWithin[0]!.at}` : `${reloadsWithin.length} times`} while recording; the scenario plays the cards as the sets hold them when it runs`);
  // A copy of the line, walked from the start so each action is worded in the state it was played in.
  const made = copyOf(setup, match, from);
  if (!made.ok) return made;
  const copy = made.copy;
  // From the start, a table started from a scenario begins as the scenario did.
  let given: Given | undefined = from === 0 ? (setup.start?.given as Given | undefined) : undefined;
  const dice: number[] = from === 0 ? [...(setup.start?.dice ?? [])] : [];
  if (from > 0) {
    const layout = givenOf(copy.game, copy.state);
    if (!layout.ok) {
      const points = recordingPoints(setup, match);
      const before = points.filter((k) => k < from).at(-1) ?? 0;
      const after = points.find((k) => k > from);
      const nearest = before === 0 ? (after === undefined ? 'the setup' : `the setup, or after action ${after}`) : `after action ${before}${after === undefined ? '' : ` or ${after}`}`;
      return { ok: false, message: `${layout.message}; the nearest points recording can start from: ${nearest}` };
    }
    given = layout.given;
    notes.push(...layout.notes);
    // Results a god tool scripted before recording began still wait for their rolls.
    dice.push(...copy.state.forcedRolls);
  }
  const steps: Step[] = [];
  let otherDraws = 0;
  for (let i = from; i < to; i += 1) {
    const action = actions[i]!;
    const step = stepOf(copy.game, copy.state, action, from === 0);
    if (!step) return { ok: false, message: `action ${i + 1} cannot be written as a step (${JSON.stringify(action)})` };
    steps.push(step);
    const before = from > 0 ? cloneState(copy.state) : null;
    copy.redo();
    if (before) {
      const values = d6Drawn(copy.game, before, copy.state, action);
      if (values) dice.push(...values);
      else otherDraws += 1;
    }
  }
  if (otherDraws > 0) notes.push(`${otherDraws} action${otherDraws === 1 ? '' : 's'} drew at random for something other than a d6 (a shuffle, say), which a scenario from a layout cannot script: from there it may play differently`);
  if (from > 0 && actions.slice(from, to).some((a) => a.kind === 'god-dice')) notes.push('a god tool scripted dice while recording: in the scenario it replaces the dice scripted before it, so later rolls may differ');
  const document: ScenarioDocument = {
    version: SCENARIO_VERSION,
    name: args.name,
    ...(args.rules && args.rules.length > 0 ? { rules: args.rules } : {}),
    game: setup.game,
    sets: setup.sets,
    ...(Object.keys(setup.variants).length > 0 ? { variants: setup.variants } : {}),
    ...(Object.keys(setup.options).length > 0 ? { options: setup.options } : {}),
    seed: setup.seed,
    seats: setup.seats.map((s) => ({ id: s.id, ...(s.name && s.name !== s.id ? { name: s.name } : {}) })),
    ...(setup.dealtLists?.decks ? { decks: setup.dealtLists.decks } : {}),
    ...(setup.dealtLists?.deck ? { deck: setup.dealtLists.deck } : {}),
    ...(setup.autoPass === false ? { autoPass: false as const } : {}),
    ...(from === 0 && setup.start?.arrange ? { arrange: setup.start.arrange } : {}),
    ...(given ? { given } : {}),
    ...(dice.length > 0 ? { dice } : {}),
    steps,
    expect: expectationsOf(copy.game, copy.state),
  };
  return { ok: true, document, notes };
}

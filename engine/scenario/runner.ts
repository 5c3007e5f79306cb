// Runs a scenario: builds the game it describes, plays its steps through the engine's one
// door (legal actions, apply) and checks its expectations. Pure and deterministic: the
// caller reads files and supplies the sets and game modules. A bad scenario is a failed
// result with located messages, never an exception.
import type { Action, GameModule } from '../core/context';
import { hashState, loadGame, type Game } from '../core/engine';
import { GOD_SEAT } from '../core/god';
import { cardParam, type CardRef, type GameEvent, type GameState, type SeatId } from '../core/state';
import { DECK_FILE_FORMAT, DECK_FILE_VERSION, type CardDefinition, type DeckEntry, type SetFile, type VariantDefinition } from '../defs';
import { checkDeck, deckCardIds, deckCardsOfSets, deckEliteIds, UNPLAYABLE_RULES } from '../decks';
import { checkExpectation, measure, RESERVED, type Expectation } from './expect';
import { applyLayout, planLayout } from './layout';
import { cardNames, type CardNames } from './names';
import { formatPath, parseScenario, PASS_STEP, type DocPath, type Expectations, type Scenario, type ScenarioProblem } from './schema';
import { readGodWords } from '../table/god-words';
import { actionWords, cardAtPlace, eventWords, isSeatId, listWords, matchingActions, paramsOf, placeWords, promptDetail, tokenize, valueWords, type Words } from './words';

export type ScenarioFailure = {
  /** A problem with the scenario itself, a step that could not be played, or an expectation that did not hold. */
  kind: 'scenario' | 'step' | 'expectation';
  /** The step (numbered from 1), `expect` for the closing expectations, null for the scenario itself. */
  step: number | 'expect' | null;
  /** The expectation's path, or where in the document the problem is (`steps[2]`, `given.p1.stak[0]`). */
  path: string;
  expected: string | null;
  actual: string | null;
  message: string;
  /** More about an expectation that did not hold (which expected event is missing). */
  note?: string;
  /** The same place as document keys, so a caller holding the source can point at a line. */
  at: DocPath;
};

export type ScenarioResult = {
  name: string;
  rules: string[];
  ok: boolean;
  failures: ScenarioFailure[];
  /** Steps in the scenario, and how many ran before it stopped (all of them unless a step failed). */
  steps: number;
  stepsRun: number;
  /** Hash of the final state (null when the game could not be built): equal runs, equal hashes. */
  hash: string | null;
  /** What happened, in the scenario's words: each step, then the events it caused (for `--trace`). */
  trace: string[];
  /** The actions the steps applied, in order (`all pass` as each seat's pass): a table started from the scenario plays them. */
  actions: Action[];
};

/** How many priority passes `all pass` makes before deciding the window never closes. */
const PASS_LIMIT = 1000;

/**
 * The parameter a step's bare argument fills, for actions the engine does not offer at that
 * moment (a `refused:` step): the core answers, then Stak Bots' moves. Offered actions name
 * their parameters themselves.
 */
const ARGUMENT: Record<string, string> = { pick: 'id', mode: 'index', first: 'index', play: 'card', discard: 'card', recycle: 'card', attack: 'target' };
/**
 * Moves whose argument is a word of the game, never a card (Destiny's `resolve melee`): a refused
 * step keeps it as written, since no legal action is there to name its parameter.
 */
const WORD_ARGUMENT: Record<string, string> = { resolve: 'symbol' };

type ActStep = { seat: string; text: string; refused?: string };
/** How far `all pass` goes: one round of passes, until the stack is empty, until a phase, or into the next turn. */
type PassUntil = { kind: 'round' } | { kind: 'stack-empty' } | { kind: 'phase'; phase: string } | { kind: 'next-turn' };
type Planned = { kind: 'act'; step: ActStep } | { kind: 'all-pass'; until: PassUntil } | { kind: 'expect'; checks: Expectation[] };

/** How many rounds of passes `all pass until …` makes before deciding it never gets there. */
const ROUND_LIMIT = 200;

function problemFailure(p: ScenarioProblem, step: number | 'expect' | null = null): ScenarioFailure {
  return { kind: 'scenario', step, path: p.path, expected: null, actual: null, message: `${p.path}: ${p.message}`, at: p.at };
}

export function runScenario(document: unknown, sets: readonly SetFile[], games: Readonly<Record<string, GameModule>>): ScenarioResult {
  const raw = typeof document === 'object' && document !== null ? (document as Record<string, unknown>) : {};
  const name = typeof raw.name === 'string' && raw.name ? raw.name : '(unnamed scenario)';
  const rules = Array.isArray(raw.rules) ? raw.rules.filter((r): r is string => typeof r === 'string') : [];
  const steps = Array.isArray(raw.steps) ? raw.steps.length : 0;
  const failed = (failures: ScenarioFailure[], stepsRun = 0, hash: string | null = null): ScenarioResult => ({ name, rules, ok: failures.length === 0, failures, steps, stepsRun, hash, trace: [], actions: [] });
  try {
    const parsed = parseScenario(document);
    if (!parsed.ok) return failed(parsed.problems.map((p) => problemFailure(p)));
    return new Run(parsed.value, sets, games).result(name, rules);
  } catch (error) {
    // An engine fault is a finding about the rules or the cards; report it, don't crash the run.
    const message = error instanceof Error ? error.message : String(error);
    return failed([{ kind: 'scenario', step: null, path: '(engine)', expected: null, actual: null, message: `the engine failed: ${message}`, at: [] }]);
  }
}

/**
 * The decks a scenario brings, dealt: the table's shared deck's cards, or each seat's cards and
 * the characters bought elite, with the rules each seat's deck breaks.
 */
export type ScenarioDecks = { cards?: string[]; seatCards: Record<string, string[]>; seatElite: Record<string, string[]>; construction: Record<string, string[]>; problems: ScenarioProblem[] };

/**
 * The decks a scenario brings (`decks:` by seat, or `deck:` for the table), checked against the
 * game's construction (what each seat's deck breaks is kept, for `<seat>.construction`) and
 * dealt. A deck naming a card the sets do not have cannot be dealt: that is a problem of the
 * scenario.
 */
export function scenarioDecks(sc: Scenario, sets: readonly SetFile[], module: GameModule): ScenarioDecks {
  const out: ScenarioDecks = { seatCards: {}, seatElite: {}, construction: {}, problems: [] };
  const problem = (at: DocPath, message: string) => out.problems.push({ at, path: formatPath(at), message });
  const used = sets.filter((s) => sc.sets.includes(`${s.game}/${s.set}`));
  const cards = deckCardsOfSets(used);
  const seatIds = typeof sc.seats === 'number' ? Array.from({ length: sc.seats }, (_, i) => `p${i + 1}`) : sc.seats.map((s, i) => s.id ?? `p${i + 1}`);
  const options = { vocabulary: module.vocabulary, cards, setVariants: used.flatMap((s) => s.variants), players: seatIds.length };
  const deckOf = (name: string, sections: Record<string, DeckEntry[]>) => ({ format: DECK_FILE_FORMAT, version: DECK_FILE_VERSION, game: sc.game, name, sets: used.map((s) => s.set), variants: sc.variants ?? {}, sections }) as const;
  const shared = module.vocabulary.construction?.scope !== 'seat';
  if (sc.decks && shared) problem(['decks'], `${module.vocabulary.name} deals from decks the table shares: a scenario cannot give a seat its own deck (give the table's under deck:)`);
  if (sc.deck && !shared) problem(['deck'], `${module.vocabulary.name} deals each player from their own deck: give each seat its deck under decks:`);
  if (sc.deck && sc.decks) problem(['deck'], 'a scenario brings one deck the table shares (deck:) or a deck for each seat (decks:), not both');
  if (sc.deck) {
    const check = checkDeck(deckOf("the table's deck", sc.deck), options);
    for (const v of check.violations.filter((v) => UNPLAYABLE_RULES.has(v.rule))) problem(['deck', ...(v.section !== null ? [v.section] : []), ...(v.entry !== null ? [v.entry] : [])], v.message);
    out.cards = deckCardIds(check);
  }
  for (const [seat, sections] of Object.entries(sc.decks ?? {})) {
    if (!seatIds.includes(seat)) {
      problem(['decks', seat], `no seat "${seat}" (seats: ${seatIds.join(', ')})`);
      continue;
    }
    const check = checkDeck(deckOf(`${seat}'s deck`, sections), options);
    for (const v of check.violations.filter((v) => UNPLAYABLE_RULES.has(v.rule))) problem(['decks', seat, ...(v.section !== null ? [v.section] : []), ...(v.entry !== null ? [v.entry] : [])], v.message);
    out.construction[seat] = [...new Set(check.violations.map((v) => v.rule))].sort();
    out.seatCards[seat] = deckCardIds(check);
    out.seatElite[seat] = deckEliteIds(check);
  }
  return out;
}

class Run {
  private failures: ScenarioFailure[] = [];
  private stepsRun = 0;
  private game: Game | null = null;
  private state: GameState | null = null;
  private names: CardNames = cardNames([]);
  /** Events since the last expectation check. */
  private window: GameEvent[] = [];
  private trace: string[] = [];
  private applied: Action[] = [];
  /** The construction rules each seat's deck breaks, by id, where the scenario brings decks. */
  private construction: Record<string, string[]> | undefined;

  constructor(
    private readonly scenario: Scenario,
    private readonly sets: readonly SetFile[],
    private readonly games: Readonly<Record<string, GameModule>>,
  ) {}

  result(name: string, rules: string[]): ScenarioResult {
    this.play();
    return {
      name,
      rules,
      ok: this.failures.length === 0,
      failures: this.failures,
      steps: this.scenario.steps.length,
      stepsRun: this.stepsRun,
      hash: this.state ? hashState(this.state) : null,
      trace: this.trace,
      actions: this.applied,
    };
  }

  /** Adds a step and the events it caused to the trace. */
  private traced(what: string, events: readonly GameEvent[]) {
    this.trace.push(what);
    const w = this.words();
    for (const event of events) this.trace.push(`  ${eventWords(w, event)}`);
  }

  /** A scenario whose game must refuse to be set up: it passes when refused with its code. */
  private refusedSetup(created: ReturnType<Game['create']>): void {
    const sc = this.scenario;
    if (sc.given || sc.steps.length > 0 || Object.keys(sc.expect).length > 0) {
      return this.problem(['refused'], 'a scenario whose setup is refused has no given layout, steps or expectations: there is no game to play');
    }
    if (created.ok) return this.problem(['refused'], `the game was set up, but it should have been refused with ${sc.refused}`);
    if (created.error.code !== sc.refused) return this.problem(['refused'], `the setup was refused with ${created.error.code} (${created.error.message}), not ${sc.refused}`);
    this.trace.push(`setup refused, ${created.error.code}: ${created.error.message}`);
  }

  private problem(at: DocPath, message: string, step: number | 'expect' | null = null) {
    this.failures.push(problemFailure({ at, path: formatPath(at), message }, step));
  }

  private play(): void {
    const sc = this.scenario;
    const module = Object.prototype.hasOwnProperty.call(this.games, sc.game) ? this.games[sc.game] : undefined;
    if (!module) return this.problem(['game'], `unknown game "${sc.game}" (games: ${Object.keys(this.games).join(', ') || 'none'})`);
    const defs = this.definitions();
    if (!defs) return;
    const game = loadGame(module, defs.cards, defs.variants);
    // Variants in force lie in the rules zone as cards: expectations may name them too.
    this.names = cardNames([...game.defs.values()]);
    this.game = game;
    const seats = typeof sc.seats === 'number' ? sc.seats : sc.seats.map((s) => ({ ...(s.id ? { id: s.id } : {}), ...(s.name ? { name: s.name } : {}) }));
    const brought = sc.decks || sc.deck ? scenarioDecks(sc, this.sets, module) : undefined;
    if (brought) {
      for (const p of brought.problems) this.failures.push(problemFailure(p));
      if (sc.decks) this.construction = brought.construction;
    }
    if (this.failures.length > 0) return;
    const dealt = !brought ? undefined : brought.cards ? { cards: brought.cards } : { seatCards: brought.seatCards, seatElite: brought.seatElite };
    const created = game.create({
      ...(dealt ?? {}),
      seed: sc.seed,
      seats,
      variants: sc.variants,
      options: sc.options,
      ...(sc.arrange ? { arrange: sc.arrange } : {}),
      ...(sc.given ? {} : { dice: sc.dice }),
      ...(sc.autoPass === false ? { autoPass: false } : {}),
    });
    if (sc.refused !== undefined) return this.refusedSetup(created);
    if (!created.ok) return this.problem([], `the game could not be set up: ${created.error.message}`);
    const state = created.state;
    this.state = state;
    this.window = [...created.events];
    this.traced('setup', created.events);
    for (const seat of state.seats) {
      if (RESERVED.includes(seat.id) || state.zones[seat.id]) this.problem(['seats'], `a seat cannot be called "${seat.id}": expectation paths use that word`);
    }
    const layout = sc.given ? planLayout(state, sc.given, this.names, (module.vocabulary.ruleNumbers ?? []).map((r) => r.name)) : null;
    if (layout && !layout.ok) for (const p of layout.problems) this.failures.push(problemFailure(p));
    const plan = this.planSteps();
    const closing = this.checks(sc.expect, ['expect'], 'expect');
    // Steps are checks too (each must be legal), but a scenario with neither shows nothing.
    if (sc.steps.length === 0 && Object.keys(sc.expect).length === 0) this.problem([], 'the scenario checks nothing: add steps or expectations');
    if (this.failures.length > 0) return; // a scenario that does not make sense is not run
    if (sc.given && layout?.ok) {
      this.window = applyLayout(game, state, sc.given, layout.placed, this.names);
      this.traced('given', this.window);
      if (state.result?.reason.startsWith('stopped:')) {
        return this.problem(['given', 'turn'], `the game could not resume from the given layout: ${state.result.reason} (is turn.phase one of the game's phases?)`);
      }
    }
    // Without a given layout the dice were handed to the setup, which may roll (a roll-off).
    if (sc.given) state.forcedRolls = [...sc.dice];
    for (const [index, planned] of plan.entries()) {
      const number = index + 1;
      if (planned.kind === 'expect') this.expect(planned.checks, number);
      else if (!(planned.kind === 'all-pass' ? this.passUntil(number, planned.until) : this.act(planned.step, number))) return;
      this.stepsRun = number;
    }
    this.expect(closing, 'expect');
  }

  /** The card and variant definitions of the scenario's sets, or null after reporting what is missing. */
  private definitions(): { cards: CardDefinition[]; variants: VariantDefinition[] } | null {
    const sc = this.scenario;
    const defs: CardDefinition[] = [];
    const variants: VariantDefinition[] = [];
    const seen = new Map<string, string>();
    const known = this.sets.filter((s) => s.game === sc.game).map((s) => `${s.game}/${s.set}`);
    sc.sets.forEach((id, i) => {
      const set = this.sets.find((s) => `${s.game}/${s.set}` === id);
      if (!set) return this.problem(['sets', i], `no set "${id}"${id.split('/')[0] === sc.game ? '' : ` (a scenario of ${sc.game} uses ${sc.game}/<set>)`} (sets: ${known.join(', ') || 'none'})`);
      for (const card of set.cards) {
        const other = seen.get(card.id);
        if (other && other !== id) this.problem(['sets', i], `card id "${card.id}" is in both ${other} and ${id}`);
        seen.set(card.id, id);
        defs.push(card);
      }
      for (const variant of set.variants) {
        if (variants.some((v) => v.id === variant.id)) this.problem(['sets', i], `variant "${variant.id}" is declared by two of the scenario's sets`);
        variants.push(variant);
      }
    });
    return this.failures.length > 0 ? null : { cards: defs, variants };
  }

  private planSteps(): Planned[] {
    const state = this.state!;
    return this.scenario.steps.map((step, index): Planned => {
      if (typeof step === 'string') return { kind: 'all-pass', until: passUntil(step) };
      if ('expect' in step && typeof step.expect === 'object') return { kind: 'expect', checks: this.checks(step.expect, ['steps', index, 'expect'], index + 1) };
      const entries = Object.entries(step as Record<string, string>).filter(([key]) => key !== 'refused');
      const [seat, text] = entries[0]!;
      if (seat !== GOD_SEAT && !isSeatId(state, seat)) this.problem(['steps', index, seat], `no seat "${seat}" (seats: ${state.seats.map((s) => s.id).join(', ')})`, index + 1);
      const refused = (step as { refused?: string }).refused;
      return { kind: 'act', step: { seat, text, ...(refused ? { refused } : {}) } };
    });
  }

  private checks(expectations: Expectations, at: DocPath, step: number | 'expect'): Expectation[] {
    const out: Expectation[] = [];
    const stats = [...new Set(this.game!.module.vocabulary.cardKinds.flatMap((k) => k.stats.map((s) => s.name)))];
    for (const [path, value] of Object.entries(expectations)) {
      const checked = checkExpectation(path, value, { state: this.state!, names: this.names, stats, ...(this.construction ? { construction: this.construction } : {}) });
      if (typeof checked === 'string') this.problem([...at, path], checked, step);
      else out.push(checked);
    }
    return out;
  }

  private expect(checks: Expectation[], step: number | 'expect'): void {
    const ctx = this.game!.ctx(this.state!);
    for (const check of checks) {
      const outcome = measure(check, ctx, this.window, this.construction);
      if (outcome.pass) continue;
      const at: DocPath = step === 'expect' ? ['expect', check.path] : ['steps', step - 1, 'expect', check.path];
      const message = `${check.path}: expected ${outcome.expected}, actual ${outcome.actual}${outcome.note ? ` (${outcome.note})` : ''}`;
      this.failures.push({ kind: 'expectation', step, path: check.path, expected: outcome.expected, actual: outcome.actual, message, ...(outcome.note ? { note: outcome.note } : {}), at });
    }
    this.window = [];
  }

  private words(): Words {
    return { state: this.state!, defs: this.game!.defs };
  }

  /** A step that went wrong: reported, and the run stops (later steps would run on a wrong game). */
  private stepFailure(step: number, at: DocPath, message: string, expected: string | null = null, actual: string | null = null): false {
    this.failures.push({ kind: 'step', step, path: formatPath(at), expected, actual, message: `step ${step}: ${message}`, at });
    return false;
  }

  /**
   * `all pass` and its longer forms. Only `all pass into the next turn` may run into the next
   * turn: any other that does is reported, since the scenario then shows another moment than
   * the one it meant (more automatic passes than the author counted on, say).
   */
  private passUntil(step: number, until: PassUntil): boolean {
    const state = this.state!;
    const at: DocPath = ['steps', step - 1];
    const turn = state.turn.number;
    const said = until.kind === 'round' ? 'all pass' : until.kind === 'stack-empty' ? 'all pass until the stack is empty' : until.kind === 'phase' ? `all pass until phase ${until.phase}` : 'all pass into the next turn';
    const reached = (): boolean => {
      switch (until.kind) {
        case 'round':
          return true;
        case 'stack-empty':
          return state.stack.length === 0;
        case 'phase':
          return state.turn.phase === until.phase;
        case 'next-turn':
          return state.turn.number !== turn;
      }
    };
    for (let round = 0; ; round += 1) {
      if (round > 0 && reached()) break;
      if (round >= ROUND_LIMIT) return this.stepFailure(step, at, `${said}: still not there after ${ROUND_LIMIT} rounds of passes; waiting: ${promptDetail(this.words(), state.prompt)}`);
      // Once there, a form that says where to stop may have nothing to pass (the stack is empty already).
      if (round === 0 && until.kind !== 'round' && reached()) break;
      if (!this.allPass(step, said)) return false;
      if (state.result) break;
      if (until.kind !== 'next-turn' && state.turn.number !== turn) {
        return this.stepFailure(step, at, `${said} ran into turn ${state.turn.number} (the step began in turn ${turn}, ${state.turn.active} is active now); write "all pass into the next turn" if that is meant`);
      }
    }
    return true;
  }

  private allPass(step: number, said = 'all pass'): boolean {
    const game = this.game!;
    const state = this.state!;
    const at: DocPath = ['steps', step - 1];
    if (state.prompt?.kind !== 'priority' || state.result) return this.stepFailure(step, at, `${said}: no priority window is open; waiting: ${promptDetail(this.words(), state.prompt)}`);
    // Every player passes once in a row: the round ends when the engine starts a new one (the
    // top of the stack resolved, or the turn moved on from an empty-stack window).
    for (let passes = 0; state.prompt?.kind === 'priority' && !state.result; passes += 1) {
      if (passes >= PASS_LIMIT) return this.stepFailure(step, at, `all pass: priority was still open after ${PASS_LIMIT} passes`);
      const seat = state.prompt.seat;
      const applied = game.applyInPlace(state, { seat, kind: 'pass' });
      if (!applied.ok) return this.stepFailure(step, at, `all pass: ${seat} could not pass: ${applied.error.message}`);
      this.applied.push({ seat, kind: 'pass' });
      this.window.push(...applied.events);
      this.traced(`step ${step}: ${seat} pass`, applied.events);
      if (state.passes === 0) break;
    }
    return true;
  }

  private act(step: ActStep, number: number): boolean {
    if (step.seat === GOD_SEAT) return this.god(step, number);
    const game = this.game!;
    const state = this.state!;
    const at: DocPath = ['steps', number - 1, step.seat];
    const said = `"${step.seat}: ${step.text}"`;
    const w = this.words();
    // Moves off the stack any seat may make now (Four Souls' deals) count as legal steps too.
    const legal = [...game.legalActions(state), ...game.freeActions(state)];
    const matches = matchingActions(w, legal, step.seat, step.text);
    const legalWords = listWords([...new Set(legal.map((a) => actionWords(w, a)))]);

    if (step.refused) {
      const built = matches[0] ? { action: matches[0], unknown: [] } : this.build(step, legal);
      if (!built.action) return this.stepFailure(number, at, `${said}: no action given`);
      // A misspelt name would make any action "refused"; a real card that is nowhere to be had is fine.
      const typos = built.unknown.filter((u) => !this.names.lookup(u).ok);
      if (typos.length > 0) return this.stepFailure(number, at, `${said}: ${typos.map((u) => this.unknownWord(u)).join('; ')}`);
      const before = hashState(state);
      const applied = game.applyInPlace(state, built.action);
      if (applied.ok) {
        this.window.push(...applied.events);
        return this.stepFailure(number, at, `${said} should be refused (${step.refused}) but the engine accepted it`, step.refused, 'accepted');
      }
      if (applied.error.code !== step.refused) return this.stepFailure(number, at, `${said} was refused as ${applied.error.code}, not ${step.refused}: ${applied.error.message}`, step.refused, applied.error.code);
      if (hashState(state) !== before) return this.stepFailure(number, at, `${said} was refused but the state changed`);
      return true;
    }

    if (matches.length === 0) {
      const waiting = promptDetail(w, state.prompt);
      if (state.result) return this.stepFailure(number, at, `${said}: the game is over (${state.result.reason})`);
      if (state.prompt && state.prompt.seat !== step.seat) return this.stepFailure(number, at, `${said}: ${step.seat} cannot act now; waiting: ${waiting}. Legal now: ${legalWords}`);
      const { unknown } = this.build(step, legal);
      const hint = unknown.length > 0 ? ` (${unknown.map((u) => this.unknownWord(u)).join('; ')})` : '';
      return this.stepFailure(number, at, `${said} is not a legal action${hint}; waiting: ${waiting}. Legal now: ${legalWords}`);
    }
    const distinct = new Map<string, Action>();
    for (const action of matches) distinct.set(this.sameness(action), action);
    if (distinct.size > 1) {
      const options = [...distinct.values()].map((a) => this.withPlaces(a));
      return this.stepFailure(number, at, `${said} could mean ${options.map((o) => `"${o}"`).join(' or ')}; name the card by its place`);
    }
    const applied = game.applyInPlace(state, matches[0]!);
    if (!applied.ok) return this.stepFailure(number, at, `${said}: ${applied.error.message}`);
    this.applied.push({ ...matches[0]! });
    this.window.push(...applied.events);
    this.traced(`step ${number}: ${step.seat} ${step.text}`, applied.events);
    return true;
  }

  /** A `god:` step: a god tool of the table (engine/core/god.ts), in the words engine/table/god-words.ts reads. */
  private god(step: ActStep, number: number): boolean {
    const state = this.state!;
    const at: DocPath = ['steps', number - 1, step.seat];
    const said = `"${step.seat}: ${step.text}"`;
    const read = readGodWords(this.words(), step.text);
    if (!('seat' in read)) return this.stepFailure(number, at, `${said}: ${read.error.replace(/^god: /, '')}`);
    const action = read;
    const before = hashState(state);
    const applied = this.game!.applyInPlace(state, action);
    if (step.refused) {
      if (applied.ok) {
        this.window.push(...applied.events);
        return this.stepFailure(number, at, `${said} should be refused (${step.refused}) but the engine accepted it`, step.refused, 'accepted');
      }
      if (applied.error.code !== step.refused) return this.stepFailure(number, at, `${said} was refused as ${applied.error.code}, not ${step.refused}: ${applied.error.message}`, step.refused, applied.error.code);
      if (hashState(state) !== before) return this.stepFailure(number, at, `${said} was refused but the state changed`);
      return true;
    }
    if (!applied.ok) return this.stepFailure(number, at, `${said} was refused: ${applied.error.message}`);
    this.applied.push(action);
    this.window.push(...applied.events);
    this.traced(`step ${number}: god ${step.text}`, applied.events);
    return true;
  }

  private unknownWord(word: string): string {
    const found = this.names.lookup(word);
    if (found.ok) return `there is no ${found.def.name} in the game`;
    if (this.names.all.some((n) => n.toLowerCase() === word.toLowerCase())) return found.message; // a name two cards share
    return `no card or seat is called "${word}" (cards: ${this.names.all.join(', ')}; seats: ${this.state!.seats.map((s) => s.id).join(', ')})`;
  }

  /** Two legal actions that differ only in which of two alike cards they use are the same move. */
  private sameness(action: Action): string {
    const state = this.state!;
    return JSON.stringify(
      paramsOf(action).map(([key, value]) => {
        const ref = cardParam(state, key, value);
        const card = ref === null ? undefined : state.cards[ref];
        if (!card) return [key, value];
        const zone = state.zones[card.zone];
        // In an ordered zone (a stak) the top card is not like the ones below it.
        const ordered = this.game!.module.vocabulary.zones.find((z) => z.name === zone?.type)?.ordered ?? true;
        const top = ordered && zone?.cards[zone.cards.length - 1] === card.id;
        return [key, card.def, card.zone, top, card.faceUp, card.damage, card.exhausted, card.counters];
      }),
    );
  }

  /** An action with its cards named by place, to tell alike cards apart. */
  private withPlaces(action: Action): string {
    const state = this.state!;
    const w = this.words();
    const parts = [action.seat, action.kind];
    paramsOf(action).forEach(([key, value], i) => {
      if (i > 0) parts.push(key);
      const card = cardParam(state, key, value);
      parts.push(card !== null ? placeWords(w, card) : valueWords(w, value, key));
    });
    return parts.join(' ');
  }

  /**
   * Builds the action a step describes without the legal actions' help (a refused step is
   * usually not among them): "<kind> [argument] [keyword value]...", where the argument may
   * be several words (a card name) and each keyword's value one word or "quoted words".
   */
  private build(step: ActStep, legal: Action[]): { action: Action | null; unknown: string[] } {
    const [kind, ...rest] = tokenize(step.text);
    if (!kind) return { action: null, unknown: [] };
    const offered = legal.find((a) => a.kind === kind);
    const argument = (offered && paramsOf(offered)[0]?.[0]) ?? ARGUMENT[kind] ?? 'value';
    const action: Action = { seat: step.seat, kind };
    const unknown: string[] = [];
    // The argument is as many words as leave an even number for keyword-value pairs.
    let take = 0;
    const word = WORD_ARGUMENT[kind];
    const worded = word !== undefined && rest.length % 2 === 1;
    if (worded) {
      action[word] = rest[0]!;
      take = 1;
    }
    for (let n = worded ? 0 : rest.length; n >= 1; n -= 1) {
      if ((rest.length - n) % 2 !== 0) continue;
      if (this.resolve(step.seat, rest.slice(0, n).join(' ')) !== undefined) {
        take = n;
        break;
      }
    }
    // Nothing resolves: an odd count of words still starts with an argument; keep it as written.
    if (take === 0 && rest.length % 2 === 1) take = 1;
    if (take > 0 && !worded) {
      const words = rest.slice(0, take).join(' ');
      const value = this.resolve(step.seat, words);
      if (value === undefined) unknown.push(words);
      // Words count modes and ordered items from 1 (see `ordinal`).
      action[argument] = typeof value === 'number' && argument === 'index' ? value - 1 : (value ?? words);
    }
    for (let i = take; i + 1 < rest.length; i += 2) {
      const value = this.resolve(step.seat, rest[i + 1]!);
      if (value === undefined) unknown.push(rest[i + 1]!);
      action[rest[i]!] = value ?? rest[i + 1]!;
    }
    return { action, unknown };
  }

  /** A word as a parameter value: a seat, a number (a card's, or a count), a card by place or name (the acting seat's first). */
  private resolve(seat: SeatId, word: string): string | number | undefined {
    const state = this.state!;
    const asSeat = state.seats.find((s) => s.id.toLowerCase() === word.toLowerCase());
    if (asSeat) return asSeat.id;
    if (/^-?\d+$/.test(word)) return Number(word);
    const placed = cardAtPlace(state, word);
    if (placed !== null) return placed;
    // A game's custom die, by its id (Destiny's c3-d1), as a prompt offers it.
    if (state.dice[word]) return word;
    const found = this.names.lookup(word);
    if (!found.ok) return undefined;
    const zones = Object.values(state.zones);
    const order = [...zones.filter((z) => z.id === `${seat}/${this.game!.module.places.hand}`), ...zones.filter((z) => z.owner === seat), ...zones];
    for (const zone of order) {
      const card = zone.cards.find((c: CardRef) => state.cards[c]?.def === found.def.id);
      if (card !== undefined) return card;
    }
    return undefined;
  }
}

/** The form of an `all pass` step (checked by the schema's PASS_STEP). */
function passUntil(step: string): PassUntil {
  const match = PASS_STEP.exec(step);
  if (step.endsWith('until the stack is empty')) return { kind: 'stack-empty' };
  if (match?.[1] !== undefined) return { kind: 'phase', phase: match[1] };
  if (step.endsWith('into the next turn')) return { kind: 'next-turn' };
  return { kind: 'round' };
}

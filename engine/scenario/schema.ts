// The scenario file (`*.scenario.yaml`) as data: a game set up from a seed or laid out by
// hand, a script of steps, and what must hold afterwards. Versioned like the set file:
// `migrateScenario` upgrades older documents before the schema checks them.
import { z } from 'zod';
import { VariantsSwitchedOn } from '../defs/variants';
import type { EngineErrorCode } from '../core/context';
import { DeckEntry, Word } from '../defs';
import { numberedGiven, numberedText } from '../defs/card-numbers-migration';
import { migrate, type Migration } from '../defs/migrate';

export const SCENARIO_VERSION = 2;

/** Seat ids double as the first word of expectation paths, so they must be plain words. */
export const SeatWord = z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/i, 'must be a word such as p1 or north (letters, digits, dashes)');

/** A card in a hand-built zone: its name (or id), or the name with the state it starts in. */
export const CardEntry = z.union(
  [
    z.string().min(1, 'a card name cannot be empty'),
    z
      .object({
        card: z.string().min(1),
        faceUp: z.boolean().optional(),
        damage: z.number().int().min(0).optional(),
        exhausted: z.boolean().optional(),
        counters: z.record(Word, z.number().int()).optional(),
        /** Changes to its stats that last until the end of the turn: `{ attack: 1 }`. */
        modifiers: z.record(Word, z.number().int()).optional(),
      })
      .strict(),
  ],
  { error: 'expected a card name, or { card: <name>, faceUp?, damage?, exhausted?, counters?, modifiers? }' },
);
export type CardEntry = z.infer<typeof CardEntry>;

/** Bottom first, top last, as a pile reads when laid out. */
export const CardList = z.array(CardEntry, { error: 'expected a list of cards, bottom first' });

export const Given = z
  .object({
    turn: z
      .object({
        active: SeatWord.optional(),
        phase: Word.default('action'),
        number: z.number().int().min(1).default(1),
      })
      .strict()
      .optional(),
    resources: z.record(SeatWord, z.record(Word, z.number().int())).optional(),
    /** Flags as the game keeps them: for this turn (an attack made, a loot played) and for the game. */
    flags: z.object({ turn: z.record(z.string().min(1), z.number().int()).optional(), game: z.record(z.string().min(1), z.number().int()).optional() }).strict().optional(),
    /** Rule numbers changed until the end of the turn, by seat: `{ p1: { hand-limit: 8 } }` sets p1's. */
    rules: z.record(SeatWord, z.record(Word, z.number().int())).optional(),
  })
  // Every other key is a shared zone (a list) or a seat (its zones by type).
  .catchall(z.union([CardList, z.record(Word, CardList)], { error: 'expected a list of cards (a shared zone) or a seat\'s zones, e.g. { stak: [...], hand: [...] }' }));
export type Given = z.infer<typeof Given>;

/** The refusal codes a `refused:` step may name. */
const REFUSALS = ['not-your-turn', 'illegal-action', 'game-over'] as const satisfies readonly EngineErrorCode[];

/** Expectations by path (`p2.stak.count: 1`); paths and values are checked against the game. */
export const Expectations = z.record(z.string().min(1), z.unknown(), { error: 'expected expectations by path, e.g. { p1.hand.count: 2 }' });
export type Expectations = z.infer<typeof Expectations>;

const ActStep = z
  .object({ refused: z.enum(REFUSALS).optional() })
  .catchall(z.string().min(1, 'the action is empty'))
  .superRefine((step, ctx) => {
    const seats = Object.keys(step).filter((k) => k !== 'refused');
    if (seats.length !== 1) ctx.addIssue({ code: 'custom', message: `a step is one action, "<seat>: <action>" (found ${seats.length === 0 ? 'no seat' : `${seats.length} seats: ${seats.join(', ')}`})` });
  });

/**
 * `all pass` (one round of passes), `all pass until the stack is empty`, `all pass until phase
 * <phase>`, and `all pass into the next turn` (the only one that may run into the next turn).
 */
export const PASS_STEP = /^all pass(?: until the stack is empty| until phase ([a-z][a-z0-9-]*)| into the next turn)?$/;

const STEP_FORMS = 'expected a step: "<seat>: <action>", "expect: { ... }", "all pass", "all pass until the stack is empty", "all pass until phase <phase>" or "all pass into the next turn"';

export const Step = z.union([z.string().regex(PASS_STEP, { error: STEP_FORMS }), z.object({ expect: Expectations }).strict(), ActStep], { error: STEP_FORMS });
export type Step = z.infer<typeof Step>;

const SeatConfig = z.object({ id: SeatWord.optional(), name: z.string().min(1).max(60).optional() }).strict();

export const Scenario = z
  .object({
    version: z.literal(SCENARIO_VERSION),
    name: z.string().min(1).max(200),
    rules: z.array(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/, 'must be a rule id such as SB-PLAY-3')).default([]),
    game: Word,
    sets: z.array(z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be <game>/<set>')).min(1, 'name at least one set'),
    variants: VariantsSwitchedOn.optional(),
    options: z.record(Word, z.boolean()).optional(),
    seed: z.union([z.number(), z.string()], { error: 'expected a number or a text' }).transform(String),
    seats: z.union([z.number().int().min(1).max(12), z.array(SeatConfig).min(1)], { error: 'expected a number of seats or a list of { id, name }' }),
    /**
     * Decks the seats bring, for a game whose players build their own (Destiny): by seat, the
     * deck list's sections as a deck file has them. Each is checked against the game's
     * construction (`<seat>.construction` lists the rules it breaks) and dealt to its seat.
     */
    decks: z.record(SeatWord, z.record(Word, z.array(DeckEntry))).optional(),
    /**
     * The deck the table shares, for a game dealt from one (Stak Bots' supply, Four Souls' decks):
     * its sections as a deck file has them, dealt instead of the sets' cards. Not with `decks`.
     */
    deck: z.record(Word, z.array(DeckEntry)).optional(),
    /** Cards put on top of decks after the setup shuffle (deck -> names, top first), so a dealt setup does not hang on the seed. */
    arrange: z.record(Word, z.array(z.string().min(1)).min(1)).optional(),
    given: Given.optional(),
    dice: z.array(z.number().int().min(1).max(6)).default([]),
    /** False: every player is asked at every priority window, even one who can only pass. */
    autoPass: z.boolean().optional(),
    /**
     * The game must refuse to be set up, with this error code (a table the game cannot seat):
     * the scenario then has no layout, steps or expectations, as there is no game to play.
     */
    refused: z.string().regex(/^[a-z][a-z-]*$/, 'must be an error code such as bad-config').optional(),
    steps: z.array(Step).default([]),
    expect: Expectations.default({}),
  })
  .strict();
export type Scenario = z.infer<typeof Scenario>;

/** Where something is in the scenario document: keys and list indexes from the root. */
export type DocPath = (string | number)[];
export type ScenarioProblem = { at: DocPath; path: string; message: string };

/** Keyed by the version each migration upgrades from. Version 1 is the first. */
const migrations: Record<number, Migration> = {
  // Version 2 names cards by number (engine/defs/card-numbers-migration.ts): the dealt cards'
  // ids in the layout's flags and in the steps' words read as numbers.
  1: (old) => ({ ...old, version: 2, ...(old.given === undefined ? {} : { given: numberedGiven(old.given) }), ...(Array.isArray(old.steps) ? { steps: old.steps.map(numberedStep) } : {}) }),
};

/** A step of a version 1 scenario with the card ids in its action's words read as numbers. */
function numberedStep(step: unknown): unknown {
  if (typeof step !== 'object' || step === null || Array.isArray(step) || 'expect' in step) return step;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(step)) out[key] = key !== 'refused' && typeof value === 'string' ? numberedText(value) : value;
  return out;
}

export function migrateScenario(raw: unknown): unknown {
  return migrate(raw, SCENARIO_VERSION, migrations);
}

/** `steps[2].p1`, `expect["p2.stak.count"]`: a document path as a reader would write it. */
export function formatPath(at: DocPath): string {
  let out = '';
  for (const key of at) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out || '(scenario)';
}

type Issue = z.core.$ZodIssue;

/** A type or value mismatch of the whole input: the branch of a union that was not meant. */
const wrongShape = (issue: Issue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value');

/**
 * Zod issues as located problems. A failed union reports the branch the author evidently
 * meant (the one that got past the input's shape) rather than every branch's complaints.
 */
function problemsOf(issues: readonly Issue[], prefix: DocPath): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  for (const issue of issues) {
    const at = [...prefix, ...issue.path.map((k) => (typeof k === 'symbol' ? String(k) : k))];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const meant = issue.errors.filter((branch) => !branch.some(wrongShape));
      if (meant.length > 0) {
        const best = meant.reduce((a, b) => (b.length < a.length ? b : a));
        out.push(...problemsOf(best, at));
        continue;
      }
    }
    out.push({ at, path: formatPath(at), message: issue.message.replace(/^Invalid input: /, '') });
  }
  return out;
}

/** Validates a scenario document (after migration); every problem is located by its path. */
export function parseScenario(raw: unknown): { ok: true; value: Scenario } | { ok: false; problems: ScenarioProblem[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: [{ at: [], path: '(scenario)', message: 'a scenario is a mapping with version, name, game, sets, seed, seats, steps and expect' }] };
  }
  const version = (raw as Record<string, unknown>).version;
  if (typeof version === 'number' && version > SCENARIO_VERSION) {
    return { ok: false, problems: [{ at: ['version'], path: 'version', message: `this scenario is version ${version}; this Cardwright reads scenarios up to version ${SCENARIO_VERSION}` }] };
  }
  const result = Scenario.safeParse(migrateScenario(raw));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: problemsOf(result.error.issues, []) };
}

// The simulation report (`format: "cardwright-sim-report"`, files named *.sim.json): what a run
// of bot games was (game, sets, bots, seed, variants with their parameters, decks) and what it
// gave (the figures the Simulation view shows), and when it was saved. Saved from the view so
// that a run outlives the session, can be shown again and a later run compared with it.
// Versioned like the other saved files; `migrateSimReportFile` upgrades older versions before the
// schema checks them.
import { z } from 'zod';
import { VariantsSwitchedOn } from './variants';
import { SetId } from './table-file';
import { parseSavedFile, type FileProblem } from './saved-file';
import { Word } from './values';
import { migrate, type Migration } from './migrate';

export const SIM_REPORT_FORMAT = 'cardwright-sim-report';
export const SIM_REPORT_VERSION = 3;
export const SIM_REPORT_SUFFIX = '.sim.json';

const Count = z.number().int().min(0);
const Rate = z.number().min(0).max(1);
const Seat = z.string().regex(/^p[1-9][0-9]*$/, 'must be a seat (p1, p2, …)');

const Lengths = z
  .object({
    mean: z.number().min(0),
    p99: Count,
    max: Count,
    histogram: z.array(z.object({ from: Count, to: Count, games: Count, rest: z.literal(true).optional() }).strict()),
  })
  .strict();

const CardImpactRecord = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    kind: z.string().min(1),
    games: Count,
    had: Count,
    winRateHad: Rate,
    winRateNotHad: Rate.nullable(),
    impact: z.number().min(-1).max(1).nullable(),
    margin: z.number().min(0).nullable(),
  })
  .strict();

const CardRecord = z.object({ id: z.string().min(1), name: z.string().min(1), kind: z.string().min(1) }).strict();

/** A group's win rate (a faction pair, a team): seat-games, win shares, the rate and its 95% margin. */
const GroupRate = { games: Count, wins: z.number().min(0), winRate: Rate, winMargin: z.number().min(0) };

/** A game's own figures (engine/sim/games): Smash Up's faction pairs and bases, Destiny's teams and endings. */
const GameFiguresRecord = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('smash-up'),
      factionPairs: z.array(z.object({ pair: z.string().min(1), ...GroupRate }).strict()),
      bases: z.array(z.object({ base: z.string().min(1), scored: Count, vp: z.number(), meanVp: z.number() }).strict()),
    })
    .strict(),
  z
    .object({
      kind: z.literal('destiny'),
      teams: z.array(z.object({ team: z.string().min(1), ...GroupRate }).strict()),
      endings: z.object({ defeat: Count, cards: Count, other: Count }).strict(),
    })
    .strict(),
]);

/** The figures of a run, as engine/sim's `summarize` gives them. */
export const SimSummaryRecord = z
  .object({
    games: Count,
    players: z.number().int().min(1),
    seats: z.array(Seat).min(1),
    winRates: z.record(Seat, Rate),
    winMargins: z.record(Seat, z.number().min(0)),
    draws: Count,
    capped: z.record(z.string(), Count),
    cappedGames: Count,
    actions: Lengths,
    turns: Lengths,
    decisions: Count,
    totalActions: Count,
    souls: z.object({ gained: Count, bySource: z.record(z.string(), Count), unreported: z.record(z.string(), Count) }).strict().optional(),
    cards: z.object({ total: Count, played: Count, impacts: z.array(CardImpactRecord), unplayed: z.array(CardRecord) }).strict().optional(),
    /** Since version 3. */
    gameFigures: GameFiguresRecord.optional(),
  })
  .strict();

export const SimReportFile = z
  .object({
    format: z.literal(SIM_REPORT_FORMAT),
    version: z.literal(SIM_REPORT_VERSION),
    game: Word,
    /** The sets played, those the decks drew on included. */
    sets: z.array(SetId).min(1),
    /** The bot of each seat, by name. */
    bots: z.array(Word).min(1),
    seed: z.string(),
    /** The games asked for; `summary.games` were played (fewer when the run was stopped). */
    games: z.number().int().min(1),
    /** The variants switched on, each with its parameters (one left out took its default). */
    variants: VariantsSwitchedOn.default({}),
    /** The saved decks dealt, by place (`table` or a seat), by their path in the workspace. */
    decks: z.record(z.string().min(1), z.string().min(1)).default({}),
    stopped: z.boolean(),
    seconds: z.number().min(0),
    workers: z.number().int().min(1),
    summary: SimSummaryRecord,
    /** When the report was saved (ISO 8601, UTC). */
    saved: z.iso.datetime().optional(),
  })
  .strict()
  .superRefine((file, ctx) => {
    if (file.summary.seats.length !== file.bots.length) ctx.addIssue({ code: 'custom', path: ['bots'], message: `one bot per seat: ${file.summary.seats.length} seats, ${file.bots.length} bots` });
    if (file.summary.games > file.games) ctx.addIssue({ code: 'custom', path: ['summary', 'games'], message: `more games played (${file.summary.games}) than asked for (${file.games})` });
  });
export type SimReportFile = z.infer<typeof SimReportFile>;

/** Keyed by the version each migration upgrades from. */
const migrations: Record<number, Migration> = {
  // Version 1 listed the variants switched on, each played with its default parameters: the
  // same variants with no parameters given. (It did not say when it was saved.)
  1: (old) => ({ ...old, version: 2, variants: Array.isArray(old.variants) ? Object.fromEntries(old.variants.map((id: unknown) => [String(id), {}])) : old.variants }),
  // Version 3 may carry the game's own figures (`summary.gameFigures`); a version 2 report has
  // none and reads as it is. The version moved so that a Cardwright reading up to 2 says the
  // report is newer, rather than that its summary has a field it does not know.
  2: (old) => ({ ...old, version: 3 }),
};

export function migrateSimReportFile(raw: unknown): unknown {
  return migrate(raw, SIM_REPORT_VERSION, migrations);
}

/** Validates a report (after migration); each problem is located by its path in the file. */
export function parseSimReportFile(raw: unknown): { ok: true; value: SimReportFile } | { ok: false; problems: FileProblem[] } {
  return parseSavedFile(raw, { schema: SimReportFile, version: SIM_REPORT_VERSION, migrate: migrateSimReportFile, writtenBy: 'this report was made by' });
}

/** A report's text as Cardwright writes it: two-space JSON and a final newline. */
export function formatSimReportFile(file: SimReportFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

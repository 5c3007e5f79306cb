// The shapes the one door accepts, checked before anything is built: a game's config and an
// action. Both come from outside (a saved match, a scenario, the page, a bot), so anything
// else gets the engine's typed refusal instead of a TypeError half-way through.
import { z } from 'zod';

const SeatConfig = z.object({ id: z.string().min(1).optional(), name: z.string().optional() });

const GameConfigShape = z.object({
  seed: z.string(),
  seats: z.union([z.number().int(), z.array(SeatConfig)], { error: 'expected a whole number of players, or a list of seats such as [{ "id": "p1" }]' }),
  variants: z.record(z.string(), z.record(z.string(), z.union([z.number(), z.boolean(), z.string()]))).optional(),
  options: z.record(z.string(), z.boolean()).optional(),
  cards: z.array(z.string()).optional(),
  seatCards: z.record(z.string(), z.array(z.string())).optional(),
  seatElite: z.record(z.string(), z.array(z.string())).optional(),
  arrange: z.record(z.string(), z.array(z.string())).optional(),
  dice: z.array(z.number().int()).optional(),
});

/** What is wrong with a game config's shape, in one line; null when it has the shape of one. */
export function configProblem(config: unknown): string | null {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return `a game config is an object with a seed and seats, not ${describe(config)}`;
  if (plainlyWellShaped(config as Record<string, unknown>)) return null;
  return schemaProblem(config);
}

/** What the schema finds wrong with a config (the one source of the messages); null when nothing. */
export function schemaProblem(config: unknown): string | null {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return `a game config is an object with a seed and seats, not ${describe(config)}`;
  const parsed = GameConfigShape.safeParse(config);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'config';
  return `${path}: ${issue.message}`;
}

/**
 * Whether a config has the schema's shape beyond doubt, by plain loops: every game is created
 * from a config, and zod's walk of one with an arranged deck of sixty names costs about 2.5 µs,
 * an eighth of creating a vanilla Stak Bots game. This only ever says yes to what the schema
 * accepts (it is stricter: plain objects only, finite numbers, whole numbers that are safe, no
 * symbol keys); anything else, right or wrong, goes to the schema, which words the problem.
 * test/config-shape.test.ts holds the two to the same answers.
 */
function plainlyWellShaped(config: Record<string, unknown>): boolean {
  if (!isPlainObject(config)) return false;
  if (typeof config.seed !== 'string') return false;
  const seats = config.seats;
  if (Array.isArray(seats)) {
    for (let i = 0; i < seats.length; i += 1) {
      const seat = seats[i] as Record<string, unknown> | undefined;
      if (!isPlainObject(seat)) return false;
      if (seat.id !== undefined && (typeof seat.id !== 'string' || seat.id.length === 0)) return false;
      if (seat.name !== undefined && typeof seat.name !== 'string') return false;
    }
  } else if (!Number.isSafeInteger(seats)) return false;
  if (config.variants !== undefined) {
    if (!isRecord(config.variants)) return false;
    for (const id in config.variants) {
      const params = config.variants[id];
      if (!isRecord(params)) return false;
      for (const name in params) {
        const value = params[name];
        if (typeof value !== 'string' && typeof value !== 'boolean' && !Number.isFinite(value)) return false;
      }
    }
  }
  if (config.options !== undefined) {
    if (!isRecord(config.options)) return false;
    for (const name in config.options) if (typeof config.options[name] !== 'boolean') return false;
  }
  if (config.cards !== undefined && !isStringList(config.cards)) return false;
  for (const key of LISTS_BY_NAME) {
    const lists = config[key];
    if (lists === undefined) continue;
    if (!isRecord(lists)) return false;
    for (const name in lists) if (!isStringList(lists[name])) return false;
  }
  if (config.dice !== undefined) {
    if (!Array.isArray(config.dice)) return false;
    for (let i = 0; i < config.dice.length; i += 1) if (!Number.isSafeInteger(config.dice[i])) return false;
  }
  return true;
}
const LISTS_BY_NAME = ['seatCards', 'seatElite', 'arrange'] as const;
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
/**
 * A plain object without symbol keys: its enumerable string keys, which `for … in` walks, are
 * then what the schema checks (both pass over keys that are not enumerable).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.getOwnPropertySymbols(value).length === 0;
}
function isStringList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i += 1) if (typeof value[i] !== 'string') return false;
  return true;
}

/** What is wrong with an action's shape; null when it names a seat and a kind. */
export function actionProblem(action: unknown): string | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return `an action is an object with a seat and a kind, not ${describe(action)}`;
  const { seat, kind } = action as { seat?: unknown; kind?: unknown };
  if (typeof seat !== 'string') return 'an action names its seat (a string)';
  if (typeof kind !== 'string') return 'an action names its kind (a string)';
  return null;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'undefined' ? 'nothing' : `a ${typeof value}`;
}

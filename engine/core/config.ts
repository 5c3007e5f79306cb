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
  const parsed = GameConfigShape.safeParse(config);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'config';
  return `${path}: ${issue.message}`;
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

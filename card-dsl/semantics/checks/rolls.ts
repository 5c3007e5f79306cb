// Roll tables: `roll { 1-2: … \n 3-6: … }`, and the rolls of replacements
// (`each time you would die: roll { 1-3: let it happen \n 4-6: prevent it }`). A d6 table gives
// each face exactly one row.
import type { ChangeNode, Effect } from '../../syntax/ast';
import type { Range } from '../../syntax/tokens';
import { report, type Check, type CheckRegistry } from '../registry';

type Roll = Extract<Effect, { type: 'roll' }> | Extract<ChangeNode, { type: 'roll' }>;
/** A row of either kind of table: its faces, where they are written. */
type Row = { from: number; to: number; fromRange: Range; toRange: Range };

export const FACES = 6;

/** Faces as written in a message: `2`, `1-2`, `1, 3 and 5-6`. */
export function formatFaces(faces: readonly number[]): string {
  const sorted = [...new Set(faces)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    runs.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.length <= 1 ? (runs[0] ?? '') : `${runs.slice(0, -1).join(', ')} and ${runs[runs.length - 1]}`;
}

/** The faces of 1..6 a row covers: none when it runs backwards (CW3010), only real faces. */
export function rowFaces(row: Row): number[] {
  const out: number[] = [];
  for (let face = Math.max(1, row.from); face <= Math.min(FACES, row.to); face += 1) out.push(face);
  return out;
}

const span = (row: Row): Range => ({ start: row.fromRange.start, end: row.toRange.end });

/** CW3010: a row runs from low to high (`3-1` is a slip). */
export const checkRollRowOrder: Check<Row> = (row, ctx) => {
  if (row.from > row.to) report(ctx, 'CW3010', span(row), { from: row.from, to: row.to });
};

/** CW3003: a row's faces are faces of a d6. */
export const checkRollRowFaces: Check<Row> = (row, ctx) => {
  const out = (face: number) => face < 1 || face > FACES;
  if (out(row.from)) report(ctx, 'CW3003', row.fromRange, { face: row.from });
  if (out(row.to) && (row.to !== row.from || row.toRange.start !== row.fromRange.start)) report(ctx, 'CW3003', row.toRange, { face: row.to });
};

/**
 * CW3002: no face is given by two rows (reported on the later row); CW3001: every face has a
 * row (reported on the word `roll`, not the whole table, which would underline every row).
 */
export const checkRollCoverage: Check<Roll> = (roll, ctx) => {
  const covered = new Set<number>();
  for (const row of (roll.outcomes ?? []) as readonly Row[]) {
    const faces = rowFaces(row);
    const twice = faces.filter((face) => covered.has(face));
    if (twice.length > 0) report(ctx, 'CW3002', span(row), { face: formatFaces(twice) });
    for (const face of faces) covered.add(face);
  }
  const missing: number[] = [];
  for (let face = 1; face <= FACES; face += 1) if (!covered.has(face)) missing.push(face);
  if (missing.length > 0) {
    report(ctx, 'CW3001', { start: roll.range.start, end: Math.min(roll.range.end, roll.range.start + 'roll'.length) }, { faces: formatFaces(missing) });
  }
};

export const rollChecks: CheckRegistry = {
  'effect:roll': [checkRollCoverage],
  'change:roll': [checkRollCoverage],
  'roll-row': [checkRollRowOrder, checkRollRowFaces],
  'change-row': [checkRollRowOrder, checkRollRowFaces],
};

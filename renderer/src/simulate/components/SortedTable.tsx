// A table of a run's figures that sorts by any column: a click on a heading sorts by it (numbers
// highest first, words from A), again turns the order round. Rows without a figure for the column
// stay last whichever way the order runs; ties go by name.
import { useMemo, useState } from 'react';
import { points } from '../words';

export type SortColumn<Row, Id extends string> = {
  id: Id;
  label: string;
  value: (row: Row) => number | string | null;
  /** Sorted from A first on the first click (a column of words). */
  words?: boolean;
};

function compare(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** `rows` sorted as asked, and the table's heading row that asks. `first`: the column sorted by at first (highest first), and when the one asked for is not shown. */
export function useSortedRows<Row extends { name: string }, Id extends string>(rows: readonly Row[], columns: readonly SortColumn<Row, Id>[], first: Id) {
  const [sort, setSort] = useState<{ by: Id; descending: boolean }>({ by: first, descending: true });
  const column = columns.find((c) => c.id === sort.by) ?? columns.find((c) => c.id === first)!;
  const sorted = useMemo(
    () =>
      [...rows].sort((a, b) => {
        const x = column.value(a);
        const y = column.value(b);
        if (x === null || y === null) return compare(x, y);
        return (sort.descending ? -1 : 1) * compare(x, y) || a.name.localeCompare(b.name);
      }),
    [rows, column, sort.descending],
  );
  const heading = (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.id} scope="col" aria-sort={column.id === c.id ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
            <button type="button" onClick={() => setSort((s) => ({ by: c.id, descending: s.by === c.id ? !s.descending : !c.words }))}>
              {c.label}
            </button>
          </th>
        ))}
      </tr>
    </thead>
  );
  return { sorted, heading };
}

/** How far a figure moved since the run compared with, in points; a dash where either is unknown. */
export function ChangeCell({ change }: { change: number | null }) {
  return <td className={change === null ? undefined : change >= 0 ? 'sim-up' : 'sim-down'}>{change === null ? '—' : points(change)}</td>;
}

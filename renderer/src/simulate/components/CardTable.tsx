// Every card some seat had in a run, with its figures, sorted by the column asked for (click a
// heading; again to turn the order round). Cards had too seldom to measure are dimmed, not hidden.
// Compared with the run before, a last column gives how far each card's impact moved.
import { useMemo, useState } from 'react';
import type { CardImpact } from '../../../../engine/sim';
import { count, percent, points, unsure } from '../words';
import { useSimulationController } from '../hooks';

type Column = 'name' | 'kind' | 'games' | 'had' | 'winHad' | 'winNotHad' | 'impact' | 'change';

/** A card's impact now less its impact in the run compared with; null where either is unknown. */
type Before = ReadonlyMap<string, CardImpact> | null;
const changeOf = (card: CardImpact, before: Before): number | null => {
  const then = before?.get(card.id)?.impact;
  return card.impact === null || then === undefined || then === null ? null : card.impact - then;
};

const COLUMNS: { id: Column; label: string; value: (c: CardImpact, before: Before) => number | string | null }[] = [
  { id: 'name', label: 'Card', value: (c) => c.name },
  { id: 'kind', label: 'Kind', value: (c) => c.kind },
  { id: 'games', label: 'Games played in', value: (c) => c.games },
  { id: 'had', label: 'Seats that had it', value: (c) => c.had },
  { id: 'winHad', label: 'Win rate had', value: (c) => c.winRateHad },
  { id: 'winNotHad', label: 'Win rate not had', value: (c) => c.winRateNotHad },
  { id: 'impact', label: 'Impact', value: (c) => c.impact },
  { id: 'change', label: 'Change', value: changeOf },
];

function ChangeCell({ change }: { change: number | null }) {
  return <td className={change === null ? undefined : change >= 0 ? 'sim-up' : 'sim-down'}>{change === null ? '—' : points(change)}</td>;
}

function compare(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

export function CardTable({ impacts, least, before }: { impacts: readonly CardImpact[]; least: number; before: Before }) {
  const simulation = useSimulationController();
  const [sort, setSort] = useState<{ by: Column; descending: boolean }>({ by: 'games', descending: true });
  const columns = before ? COLUMNS : COLUMNS.filter((c) => c.id !== 'change');
  const by = columns.some((c) => c.id === sort.by) ? sort.by : 'games';
  const rows = useMemo(() => {
    const column = COLUMNS.find((c) => c.id === by)!;
    // Cards without a figure for the column stay last whichever way the order runs.
    return [...impacts].sort((a, b) => {
      const x = column.value(a, before);
      const y = column.value(b, before);
      if (x === null || y === null) return compare(x, y);
      return (sort.descending ? -1 : 1) * compare(x, y) || a.name.localeCompare(b.name);
    });
  }, [impacts, by, sort.descending, before]);
  return (
    <div className="sim-table-wrap">
      <table className="sim-table" aria-label="Cards">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={by === column.id ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
                <button type="button" onClick={() => setSort((s) => ({ by: column.id, descending: s.by === column.id ? !s.descending : column.id !== 'name' && column.id !== 'kind' }))}>
                  {column.label}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((card) => (
            <tr key={card.id} className={card.had < least ? 'sim-few' : undefined}>
              <th scope="row">
                <button type="button" className="sim-card-link" title={`Open ${card.name} in the editor`} onClick={() => void simulation.openCard(card.id, card.name)}>
                  {card.name}
                </button>
              </th>
              <td>{card.kind}</td>
              <td>{count(card.games)}</td>
              <td>{count(card.had)}</td>
              <td>{percent(card.winRateHad)}</td>
              <td>{card.winRateNotHad === null ? '—' : percent(card.winRateNotHad)}</td>
              <td className={card.impact === null || unsure(card) ? undefined : card.impact >= 0 ? 'sim-up' : 'sim-down'}>
                {card.impact === null ? '—' : points(card.impact)}
                {card.margin !== null ? <span className="sim-margin"> ±{(100 * card.margin).toFixed(1)}</span> : null}
              </td>
              {before ? <ChangeCell change={changeOf(card, before)} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

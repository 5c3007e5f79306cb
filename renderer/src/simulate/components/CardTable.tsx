// Every card some seat had in a run, with its figures, sorted by the column asked for (click a
// heading; again to turn the order round). Cards had too seldom to measure are dimmed, not hidden.
// Compared with the run before, a last column gives how far each card's impact moved.
import { useMemo } from 'react';
import type { CardImpact } from '../../../../engine/sim';
import { count, percent, points, unsure } from '../words';
import { useSimulationController } from '../hooks';
import { ChangeCell, useSortedRows, type SortColumn } from './SortedTable';

type Column = 'name' | 'kind' | 'games' | 'had' | 'winHad' | 'winNotHad' | 'impact' | 'change';

/** A card's impact now less its impact in the run compared with; null where either is unknown. */
type Before = ReadonlyMap<string, CardImpact> | null;
const changeOf = (card: CardImpact, before: Before): number | null => {
  const then = before?.get(card.id)?.impact;
  return card.impact === null || then === undefined || then === null ? null : card.impact - then;
};

function columnsOf(before: Before): SortColumn<CardImpact, Column>[] {
  return [
    { id: 'name', label: 'Card', value: (c) => c.name, words: true },
    { id: 'kind', label: 'Kind', value: (c) => c.kind, words: true },
    { id: 'games', label: 'Games played in', value: (c) => c.games },
    { id: 'had', label: 'Seats that had it', value: (c) => c.had },
    { id: 'winHad', label: 'Win rate had', value: (c) => c.winRateHad },
    { id: 'winNotHad', label: 'Win rate not had', value: (c) => c.winRateNotHad },
    { id: 'impact', label: 'Impact', value: (c) => c.impact },
    ...(before ? [{ id: 'change' as const, label: 'Change', value: (c: CardImpact) => changeOf(c, before) }] : []),
  ];
}

export function CardTable({ impacts, least, before }: { impacts: readonly CardImpact[]; least: number; before: Before }) {
  const simulation = useSimulationController();
  const columns = useMemo(() => columnsOf(before), [before]);
  const { sorted, heading } = useSortedRows(impacts, columns, 'games');
  return (
    <div className="sim-table-wrap">
      <table className="sim-table" aria-label="Cards">
        {heading}
        <tbody>
          {sorted.map((card) => (
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

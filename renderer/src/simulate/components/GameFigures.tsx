// A game's own figures under the seat figures (engine/sim/games): Smash Up's win rate by faction
// pair and VP by base, Destiny's win rate by team and how games ended. A plot of the rates, and a
// table that sorts by any column; compared with the run before, how far each rate moved.
import { useMemo } from 'react';
import { ChartView } from '../../components/Chart';
import { gameFiguresTitle, type GameFigures } from '../../../../engine/sim';
import { count, percent } from '../words';
import { ChangeCell, useSortedRows, type SortColumn } from './SortedTable';

/** A faction pair or a team: who a seat was for a whole game. */
type Group = { name: string; games: number; wins: number; winRate: number; winMargin: number };
type Column = 'name' | 'games' | 'wins' | 'rate' | 'change';

function groupsOf(figures: GameFigures): Group[] {
  return figures.kind === 'smash-up' ? figures.factionPairs.map(({ pair, ...rest }) => ({ name: pair, ...rest })) : figures.teams.map(({ team, ...rest }) => ({ name: team, ...rest }));
}

const WORDS = {
  'smash-up': { group: 'Faction pair', groups: 'Faction pairs', plot: 'Win rate by faction pair' },
  destiny: { group: 'Team', groups: 'Teams', plot: 'Win rate by team' },
} as const;

function GroupTable({ kind, groups, before }: { kind: GameFigures['kind']; groups: readonly Group[]; before: ReadonlyMap<string, Group> | null }) {
  const changeOf = (g: Group): number | null => {
    const then = before?.get(g.name);
    return then ? g.winRate - then.winRate : null;
  };
  const columns: SortColumn<Group, Column>[] = [
    { id: 'name', label: WORDS[kind].group, value: (g) => g.name, words: true },
    { id: 'games', label: 'Games', value: (g) => g.games },
    { id: 'wins', label: 'Wins', value: (g) => g.wins },
    { id: 'rate', label: 'Win rate', value: (g) => g.winRate },
    ...(before ? [{ id: 'change' as const, label: 'Change', value: changeOf }] : []),
  ];
  // A few rows at most (pairs of the factions played): sorted on every render.
  const { sorted, heading } = useSortedRows(groups, columns, 'games');
  return (
    <div className="sim-table-wrap">
      <table className="sim-table sim-game-table" aria-label={WORDS[kind].groups}>
        {heading}
        <tbody>
          {sorted.map((g) => (
            <tr key={g.name}>
              <th scope="row">{g.name}</th>
              <td>{count(g.games)}</td>
              <td>{Number.isInteger(g.wins) ? count(g.wins) : g.wins.toFixed(2)}</td>
              <td>
                {percent(g.winRate)}
                <span className="sim-margin"> ±{(100 * g.winMargin).toFixed(1)}</span>
              </td>
              {before ? <ChangeCell change={changeOf(g)} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GameFiguresSection({ figures, before }: { figures: GameFigures; before: GameFigures | null }) {
  const groups = useMemo(() => groupsOf(figures), [figures]);
  const beforeGroups = useMemo(() => (before && before.kind === figures.kind ? new Map(groupsOf(before).map((g) => [g.name, g])) : null), [before, figures.kind]);
  const title = gameFiguresTitle(figures.kind);
  const words = WORDS[figures.kind];
  // Highest rate first in the plot.
  const plotted = [...groups].sort((a, b) => b.winRate - a.winRate || a.name.localeCompare(b.name));
  return (
    <section className="sim-game" aria-label={title}>
      <h3>{title}</h3>
      <p className="muted">
        {figures.kind === 'smash-up' ? 'Each seat plays the two factions it was dealt for a whole game' : "Each seat plays its team's characters for a whole game"}: every game counts once per player, a shared win counts its share. The ± is half the 95% interval of the rate.
      </p>
      {groups.length > 0 ? (
        <figure className="sim-game-plot">
          <figcaption>{words.plot}</figcaption>
          <ChartView
            kind="bar"
            horizontal
            percent
            labels={plotted.map((g) => g.name)}
            values={plotted.map((g) => g.winRate)}
            height={Math.max(100, 26 * plotted.length + 40)}
            description={`${words.plot}: ${plotted.map((g) => `${g.name} ${percent(g.winRate)} of ${count(g.games)} games`).join(', ')}`}
            testId="sim-game-plot"
          />
        </figure>
      ) : (
        <p className="muted">No game was played.</p>
      )}
      <GroupTable kind={figures.kind} groups={groups} before={beforeGroups} />
      {figures.kind === 'smash-up' ? (
        figures.bases.length > 0 ? (
          <div className="sim-table-wrap">
            <table className="sim-table sim-game-table" aria-label="VP by base">
              <thead>
                <tr>
                  <th scope="col">Base</th>
                  <th scope="col">Times scored</th>
                  <th scope="col">Mean VP per scoring</th>
                </tr>
              </thead>
              <tbody>
                {figures.bases.map((b) => (
                  <tr key={b.base}>
                    <th scope="row">{b.base}</th>
                    <td>{count(b.scored)}</td>
                    <td>{b.meanVp.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">No base scored.</p>
        )
      ) : (
        <dl className="sim-figures sim-endings" aria-label="Endings">
          <div>
            <dt>Won by defeating every opposing character</dt>
            <dd>{count(figures.endings.defeat)}</dd>
          </div>
          <div>
            <dt>Won with an opponent out of cards</dt>
            <dd>{count(figures.endings.cards)}</dd>
          </div>
          <div>
            <dt>Otherwise (a draw, or stopped)</dt>
            <dd>{count(figures.endings.other)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

// A run's result: what was played, the win rate of each seat, the games' lengths, and what each
// card did to its player's chance of winning, as plots (each named by a sentence with its
// numbers) and as a table that sorts by any column.
import { useMemo } from 'react';
import { CHART_COLOURS, ChartView } from '../../components/Chart';
import { useStudioController } from '../../hooks/useStudio';
import { useTable } from '../../table/hooks';
import { comparison, type SimResult } from '../controller';
import { useSimulation, useSimulationController } from '../hooks';
import { bucketLabel, count, leastSeatGames, measuredImpacts, percent, points, savedWhen, strongestImpacts, unsure, variantsWords } from '../words';
import { CardTable } from './CardTable';
import { GameFiguresSection } from './GameFigures';

const UP = '#8fd19e';
const DOWN = '#e57373';
const UNSURE = '#5f6776';

/** A change of a rate, beside the rate: "+2.1" points, or nothing without a run to compare with. */
function Delta({ now, before }: { now: number; before: number | undefined }) {
  if (before === undefined) return null;
  const change = now - before;
  const words = `${change >= 0 ? '+' : '−'}${Math.abs(100 * change).toFixed(1)}`;
  return (
    <span className={`sim-delta ${change > 0.0005 ? 'sim-up' : change < -0.0005 ? 'sim-down' : ''}`} title={`From ${(100 * before).toFixed(1)}% in the run before`}>
      {words}
    </span>
  );
}

export function SimulationResults({ result, previous, compare, stale }: { result: SimResult; previous: SimResult | null; compare: boolean; stale: boolean }) {
  const studio = useStudioController();
  const simulation = useSimulationController();
  const reportKept = useSimulation((s) => s.reportKept);
  const catalog = useTable((s) => s.catalog);
  const gameNameOf = (id: string) => catalog?.games.find((g) => g.id === id)?.name ?? id;
  const compared = previous ? comparison(result, previous, gameNameOf) : null;
  const canCompare = previous !== null && compared?.ok === true;
  const before = canCompare && compare ? previous : null;
  const beforeImpacts = useMemo(() => new Map((before?.summary.cards?.impacts ?? []).map((c) => [c.id, c])), [before]);
  const { summary, config } = result;
  const gameName = gameNameOf(config.game);
  const savedAt = result.saved ? savedWhen(result.saved) : null;
  const previousName = previous?.from ?? 'the run before';
  const setNames = result.sets.map((id) => catalog?.sets.find((s) => s.id === id)?.name ?? id);
  const least = leastSeatGames(summary);
  const strongest = useMemo(() => strongestImpacts(measuredImpacts(summary, least), 12), [summary, least]);
  const seatLabels = summary.seats.map((seat, i) => `${seat} (${config.bots[i] ?? '?'})`);
  const winValues = summary.seats.map((seat) => summary.winRates[seat] ?? 0);
  const perSecond = result.seconds > 0 ? Math.round(summary.games / result.seconds) : null;
  const copy = async (): Promise<void> => {
    const report = { game: config.game, sets: result.sets, bots: config.bots, seed: config.seed, variants: config.variants, decks: Object.fromEntries(Object.entries(config.decks).map(([place, pick]) => [place, pick.path])), stopped: result.stopped, seconds: result.seconds, ...summary };
    try {
      await navigator.clipboard.writeText(`${JSON.stringify(report, null, 2)}\n`);
      studio.inform('The simulation report is copied as JSON');
    } catch {
      studio.inform('The report could not be copied: the clipboard refused it', 'error');
    }
  };
  return (
    <section className={`sim-results ${stale ? 'stale' : ''}`} aria-label="Results" aria-busy={stale}>
      <header className="sim-results-head">
        <div>
          <h2>
            {count(summary.games)} games of {gameName}
          </h2>
          {result.from ? (
            <p className="sim-from" data-testid="sim-report-from">
              From the report {result.from}
              {savedAt ? `, saved ${savedAt}` : ''}
            </p>
          ) : null}
          <p className="muted">
            {setNames.join(', ')} · {seatLabels.join(' against ')} · seed {config.seed}
            {Object.keys(config.variants).length ? ` · variants ${variantsWords(config.variants)}` : ''}
            {Object.keys(config.decks).length ? ` · decks ${Object.entries(config.decks).map(([place, pick]) => `${place} ${pick.path.split('/').pop()}`).join(', ')}` : ''} · {result.seconds.toFixed(1)} s on {result.workers} {result.workers === 1 ? 'worker' : 'workers'}
            {perSecond !== null ? ` (${count(perSecond)} games a second)` : ''}
          </p>
        </div>
        <div className="sim-actions">
          <button type="button" className="button" onClick={() => void simulation.saveReport()}>
            Save report…
          </button>
          <button type="button" className="button" onClick={() => void simulation.viewReport()}>
            Open report…
          </button>
          <button type="button" className="button" onClick={() => void simulation.openReport()}>
            Compare with a saved report…
          </button>
          <button type="button" className="button" onClick={() => void copy()}>
            Copy report as JSON
          </button>
        </div>
      </header>
      {canCompare ? (
        <div className="sim-compare">
          <label className="sim-check">
            <input type="checkbox" checked={compare} onChange={(e) => simulation.setCompare(e.target.checked)} />
            <span>{`Compare with ${previousName}`}</span>
          </label>
          <span className="muted">
            {count(previous.summary.games)} games, seed {previous.config.seed}
            {previous.config.seed === config.seed ? ' (the same seed: the same deals and draws wherever the cards let them be)' : ''}
            {compared.variants ? ` · ${compared.variants}` : ''}
          </span>
          {reportKept ? (
            <button type="button" className="button ghost" onClick={() => simulation.forgetReport()}>
              Put the report away
            </button>
          ) : null}
        </div>
      ) : null}
      {previous && compared && !compared.ok ? (
        <p className="sim-compare sim-refused" data-testid="sim-not-compared">
          Not compared with {previousName}: {compared.why}. Runs are compared when they are of the same game with as many seats; sets, bots, seed, decks and variants with their parameters may differ.
          {reportKept ? (
            <button type="button" className="button ghost" onClick={() => simulation.forgetReport()}>
              Put the report away
            </button>
          ) : null}
        </p>
      ) : null}
      {result.stopped ? (
        <p className="sim-note" role="note">
          Stopped after {count(summary.games)} of {count(config.games)} games: the figures are those games'.
        </p>
      ) : null}
      <dl className="sim-figures">
        {summary.seats.map((seat, i) => (
          <div key={seat}>
            <dt>{seatLabels[i]} wins</dt>
            <dd>
              {percent(summary.winRates[seat] ?? 0)} <span className="sim-margin" title="Half the width of the 95% interval: a rerun with another seed lands within this most of the time">±{(100 * (summary.winMargins[seat] ?? 0)).toFixed(1)}</span>{' '}
              <Delta now={summary.winRates[seat] ?? 0} before={before ? (before.summary.winRates[seat] ?? 0) : undefined} />
            </dd>
          </div>
        ))}
        <div>
          <dt>Draws</dt>
          <dd>{count(summary.draws)}</dd>
        </div>
        <div>
          <dt>Stopped by a cap</dt>
          <dd>{count(summary.cappedGames)}</dd>
        </div>
        <div>
          <dt>Game length</dt>
          <dd>
            {summary.actions.mean.toFixed(1)} actions <span className="muted">(p99 {summary.actions.p99})</span>
          </dd>
        </div>
        <div>
          <dt>Turns</dt>
          <dd>
            {summary.turns.mean.toFixed(1)} <span className="muted">(p99 {summary.turns.p99})</span>
          </dd>
        </div>
      </dl>
      <div className="sim-plots">
        <figure>
          <figcaption>Wins by seat</figcaption>
          <ChartView kind="bar" labels={seatLabels} values={winValues} percent description={`Wins by seat: ${seatLabels.map((l, i) => `${l} ${percent(winValues[i]!)}`).join(', ')}`} testId="sim-wins-plot" />
        </figure>
        <figure>
          <figcaption>Game length in actions</figcaption>
          <ChartView kind="bar" labels={summary.actions.histogram.map(bucketLabel)} values={summary.actions.histogram.map((b) => b.games)} description={`Games by length in actions: ${summary.actions.histogram.map((b) => `${bucketLabel(b)}: ${b.games}`).join(', ')}`} testId="sim-length-plot" />
        </figure>
        <figure>
          <figcaption>Game length in turns</figcaption>
          <ChartView kind="bar" labels={summary.turns.histogram.map(bucketLabel)} values={summary.turns.histogram.map((b) => b.games)} colour={CHART_COLOURS.second} description={`Games by length in turns: ${summary.turns.histogram.map((b) => `${bucketLabel(b)}: ${b.games}`).join(', ')}`} testId="sim-turns-plot" />
        </figure>
      </div>
      {summary.gameFigures ? <GameFiguresSection figures={summary.gameFigures} before={before?.summary.gameFigures ?? null} /> : null}
      {summary.cards ? (
        <section className="sim-cards" aria-label="Card impact">
          <h3>Card impact</h3>
          <p className="muted">
            A card's impact is the win rate of a seat that had it (was dealt it, drew it, gained it or played it) less that of the same seat without it, averaged over the seats. It says what went with a card, not what it caused; an impact within its ± (95%) may be luck, and is shown grey. Plotted for cards had, and not had, by at least {count(least)} seats; {summary.cards.played} of {summary.cards.total} cards were played.
          </p>
          {strongest.length > 0 ? (
            <ChartView
              kind="bar"
              horizontal
              percent
              range={[-Math.max(0.05, ...strongest.map((c) => Math.abs(c.impact!))), Math.max(0.05, ...strongest.map((c) => Math.abs(c.impact!)))]}
              labels={strongest.map((c) => c.name)}
              values={strongest.map((c) => c.impact!)}
              colours={strongest.map((c) => (unsure(c) ? UNSURE : c.impact! >= 0 ? UP : DOWN))}
              height={Math.max(120, 26 * strongest.length + 30)}
              description={`Cards of largest impact: ${strongest.map((c) => `${c.name} ${points(c.impact!)}${unsure(c) ? ' (may be luck)' : ''}`).join(', ')}`}
              testId="sim-impact-plot"
            />
          ) : (
            <p className="muted">No card was had, and not had, often enough to measure.</p>
          )}
          <CardTable impacts={summary.cards.impacts} least={least} before={before ? beforeImpacts : null} />
          {summary.cards.unplayed.length > 0 ? (
            <p className="sim-unplayed">
              <strong>Never played ({summary.cards.unplayed.length}):</strong> {summary.cards.unplayed.map((c) => c.name).join(', ')}
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

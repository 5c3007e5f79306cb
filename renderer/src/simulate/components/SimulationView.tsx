// The simulation's view in the centre: the run's setup on the left (game, sets, variants with
// their parameters, a bot for each seat, saved decks where the game deals them, how many games,
// the seed), and on the right its progress while it plays and the last result, run or opened
// from a saved report: win rates, game lengths and each card's impact, as plots and as a table.
import { type FormEvent, useEffect, useId, useMemo } from 'react';
import { useTable, useTableController } from '../../table/hooks';
import type { VariantChoice } from '../../table/model';
import { DeckPickers, decksReady, useDeckReports } from '../../table/view/DeckPicker';
import { offeredVariants } from '../../table/view/default-sets';
import { VariantChoices, variantDefaults } from '../../table/view/VariantChoices';
import { useSimulation, useSimulationController } from '../hooks';
import { count, percent, timeLeft } from '../words';
import { SimulationResults } from './SimulationResults';
import '../simulate.css';

export function SimulationView() {
  const controller = useSimulationController();
  const problem = useSimulation((s) => s.problem);
  const result = useSimulation((s) => s.result);
  const previous = useSimulation((s) => s.previous);
  const compare = useSimulation((s) => s.compare);
  const running = useSimulation((s) => s.run.status !== 'idle');
  useEffect(() => controller.shown(), [controller]);
  return (
    <div className="sim-view">
      <SimulationSetup />
      <div className="sim-main">
        {running ? <SimulationProgress /> : null}
        {problem ? (
          <p className="sim-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {result ? (
          <SimulationResults result={result} previous={previous} compare={compare} stale={running} />
        ) : running ? null : (
          <div className="sim-empty">
            <h2>Simulation</h2>
            <p className="muted">Bots play the chosen sets many times over with the rules enforced. Set up the run on the left and press Run (Ctrl+Enter): win rates by seat, game lengths and what each card does to its player's chance of winning appear here.</p>
            <button type="button" className="button" onClick={() => void controller.viewReport()}>
              Open a saved report…
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function SimulationSetup() {
  const controller = useSimulationController();
  const table = useTableController();
  const config = useSimulation((s) => s.config);
  const running = useSimulation((s) => s.run.status !== 'idle');
  const notRestored = useSimulation((s) => s.notRestored);
  const catalog = useTable((s) => s.catalog);
  const compiling = useTable((s) => s.setsCompiling);
  const ids = useId();
  const choice = catalog?.games.find((g) => g.id === config?.game) ?? null;
  const gameSets = useMemo(() => catalog?.sets.filter((s) => s.game === config?.game) ?? [], [catalog, config?.game]);
  const offered: VariantChoice[] = useMemo(() => offeredVariants(choice, gameSets, config?.sets ?? []), [choice, gameSets, config?.sets]);
  // Saved decks: one for the table or one per seat, as the game deals them, checked as chosen.
  const places = config ? controller.deckPlaces(config) : [];
  const picks = config ? controller.pickedDecks(config) : {};
  const savedDecks = useMemo(() => (catalog && config ? table.workspaceDecks(config.game) : []), [catalog, table, config?.game]);
  const { reports, problem: deckProblem } = useDeckReports(config?.game ?? '', config?.bots.length ?? 2, picks);
  if (!catalog || !config || !choice) {
    return (
      <aside className="sim-setup" aria-busy="true">
        <p className="muted">Finding the games and sets…</p>
      </aside>
    );
  }
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void controller.run();
  };
  const seats = Array.from({ length: choice.players.max - choice.players.min + 1 }, (_, i) => choice.players.min + i);
  return (
    <aside className="sim-setup">
      {notRestored ? (
        <p className="sim-note sim-restored" role="note">
          {notRestored}
        </p>
      ) : null}
      <form
        aria-label="Simulation setup"
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void controller.run();
          }
        }}
      >
        <fieldset disabled={running} className="sim-fields">
          <label htmlFor={`${ids}-game`}>Game</label>
          <select id={`${ids}-game`} value={config.game} onChange={(e) => controller.setGame(e.target.value)}>
            {catalog.games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          <fieldset className="sim-group">
            <legend>Sets</legend>
            {gameSets.length === 0 ? <p className="muted">No set of this game.</p> : null}
            {gameSets.map((set) => (
              <label key={set.id} className="sim-check">
                <input type="checkbox" checked={config.sets.includes(set.id)} onChange={(e) => controller.toggleSet(set.id, e.target.checked)} />
                <span>
                  {set.name} <span className="muted">{set.source === 'workspace' ? 'workspace' : 'bundled'} · {set.cards} cards</span>
                </span>
              </label>
            ))}
            {compiling ? <p className="muted">The workspace's sets are compiling…</p> : null}
          </fieldset>
          <VariantChoices
            className="sim-group"
            checkClass="sim-check"
            fieldClass="sim-field"
            paramClass="sim-param"
            offered={offered}
            values={config.variants}
            onToggle={(v, on) => controller.toggleVariant(v.id, on, variantDefaults(v.params))}
            onParam={(id, name, value) => controller.setVariantParam(id, name, value)}
          />
          <label htmlFor={`${ids}-players`}>Players</label>
          <select id={`${ids}-players`} value={config.bots.length} onChange={(e) => controller.setSeats(Number(e.target.value))}>
            {seats.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <fieldset className="sim-group">
            <legend>Bots</legend>
            {config.bots.map((bot, seat) => (
              <div key={seat} className="sim-seat">
                <label htmlFor={`${ids}-seat-${seat}`}>{`Seat p${seat + 1}`}</label>
                <select id={`${ids}-seat-${seat}`} value={bot} onChange={(e) => controller.setBot(seat, e.target.value)}>
                  {choice.bots.map((b) => (
                    <option key={b} value={b}>
                      {b}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          <DeckPickers
            className="sim-group sim-decks"
            places={places}
            decks={savedDecks}
            picks={picks}
            reports={reports}
            problem={deckProblem}
            none="No saved deck of this game in the workspace: the game's default composition is dealt."
            onPick={(place, pick) => controller.setDeck(place, pick)}
          />
          <label htmlFor={`${ids}-games`}>Games</label>
          <input id={`${ids}-games`} type="number" min={1} step={1} inputMode="numeric" value={Number.isFinite(config.games) ? config.games : ''} onChange={(e) => controller.setGames(e.target.value === '' ? Number.NaN : Math.floor(Number(e.target.value)))} />
          <label htmlFor={`${ids}-seed`}>Seed</label>
          <div className="sim-seed">
            <input id={`${ids}-seed`} value={config.seed} spellCheck={false} onChange={(e) => controller.setSeed(e.target.value)} />
            <button type="button" className="button" onClick={() => controller.newSeed()}>
              New seed
            </button>
          </div>
        </fieldset>
        <div className="button-row">
          {running ? (
            <button type="button" className="button danger" onClick={() => controller.stop()} title="Stop the run; the games already played are summed up (Escape)">
              Stop
            </button>
          ) : (
            <button type="submit" className="button primary" title="Play the games (Ctrl+Enter)" disabled={!decksReady(picks, reports)}>
              Run
            </button>
          )}
        </div>
      </form>
    </aside>
  );
}

function SimulationProgress() {
  const controller = useSimulationController();
  const run = useSimulation((s) => s.run);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && !document.querySelector('.dialog-backdrop, .palette-backdrop')) controller.stop();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [controller]);
  if (run.status !== 'running') {
    return (
      <div className="sim-progress" aria-live="polite">
        <p className="muted">{run.status === 'summing' ? 'Summing up…' : 'Getting the sets ready…'}</p>
      </div>
    );
  }
  const seconds = Math.max(0, (performance.now() - run.startedAt) / 1000);
  const left = timeLeft(run.done, run.total, seconds);
  const rates = Object.entries(run.wins)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([seat, wins]) => `${seat} ${percent(run.done ? wins / run.done : 0)}`)
    .join(' · ');
  return (
    <div className="sim-progress">
      <div role="progressbar" aria-label="Games played" aria-valuemin={0} aria-valuemax={run.total} aria-valuenow={run.done} aria-valuetext={`${count(run.done)} of ${count(run.total)} games`} className="sim-bar">
        <div className="sim-bar-fill" style={{ width: `${(100 * run.done) / run.total}%` }} />
      </div>
      <p className="muted" aria-live="polite">
        {count(run.done)} of {count(run.total)} games · {seconds.toFixed(1)} s{left ? ` (${left})` : ''} · {run.workers} {run.workers === 1 ? 'worker' : 'workers'}
        {rates ? ` · wins so far: ${rates}` : ''}
      </p>
    </div>
  );
}

// The New table dialog's decks: where the game's decks are shared, one saved deck (or the game's
// default composition) for the table; where each player brings one, a deck per seat. A chosen
// deck is checked against the game's construction rules at once and what it breaks is listed,
// rule by rule; such a deck is played only once "Play anyway" is ticked (a sandbox warns, it
// does not forbid). A deck naming cards that are not here cannot be dealt at all.
import { useEffect, useId, useState } from 'react';
import type { DeckListing } from '../../decks/controller';
import { useTableController } from '../hooks';
import type { DeckPick, DeckReport } from '../model';
import type { DeckPicks } from '../deck-places';

/** A deck picker for each place, in a fieldset, with what the check of the picks found wrong. */
export function DeckPickers(props: {
  className: string;
  places: readonly string[];
  decks: readonly DeckListing[];
  picks: DeckPicks;
  reports: readonly DeckReport[] | null;
  problem: string | null;
  /** Said when the workspace has no deck of the game. */
  none: string;
  onPick: (place: string, pick: DeckPick | undefined) => void;
}) {
  const { className, places, decks, picks, reports, problem, none, onPick } = props;
  if (places.length === 0) return null;
  return (
    <fieldset className={className}>
      <legend>Decks</legend>
      {decks.length === 0 ? <p className="muted">{none}</p> : null}
      {places.map((place) => (
        <DeckPicker
          key={place}
          place={place}
          label={place === 'table' ? 'Deck for the table' : `Deck of ${place}`}
          decks={decks}
          pick={picks[place]}
          report={reports?.find((r) => r.place === place && r.path === picks[place]?.path)}
          checking={reports === null}
          onPick={(pick) => onPick(place, pick)}
        />
      ))}
      {problem ? <p className="error">{problem}</p> : null}
    </fieldset>
  );
}

/** Whether the picks can be played as they stand: every deck readable, dealable, and legal or played anyway. */
export function decksReady(picks: DeckPicks, reports: readonly DeckReport[] | null): boolean {
  if (Object.keys(picks).length === 0) return true;
  if (reports === null) return false;
  return Object.entries(picks).every(([place, pick]) => {
    const report = reports.find((r) => r.place === place && r.path === pick.path);
    return report !== undefined && report.ok && !report.unplayable && (report.violations.length === 0 || pick.playAnyway);
  });
}

/** Checks the picked decks whenever they, the game or the table's size change; null while checking. */
export function useDeckReports(game: string, players: number, picks: DeckPicks): { reports: DeckReport[] | null; problem: string | null } {
  const table = useTableController();
  const [answer, setAnswer] = useState<{ key: string; reports: DeckReport[] | null; problem: string | null }>({ key: '', reports: [], problem: null });
  const key = JSON.stringify([game, players, Object.entries(picks).map(([place, p]) => [place, p.path])]);
  useEffect(() => {
    let current = true;
    void table.checkDecks(game, players, picks).then((checked) => {
      if (current) setAnswer(typeof checked === 'string' ? { key, reports: null, problem: checked } : { key, reports: checked, problem: null });
    });
    return () => {
      current = false;
    };
    // The picks' paths are in the key; ticking "Play anyway" needs no new check.
  }, [key, table]);
  return answer.key === key ? { reports: answer.reports, problem: answer.problem } : { reports: null, problem: null };
}

export function DeckPicker(props: {
  /** `table` or a seat's id. */
  place: string;
  label: string;
  decks: readonly DeckListing[];
  pick: DeckPick | undefined;
  report: DeckReport | undefined;
  checking: boolean;
  onPick: (pick: DeckPick | undefined) => void;
}) {
  const { place, label, decks, pick, report, checking, onPick } = props;
  const ids = useId();
  const violationsId = `${ids}-violations`;
  const anyway = place === 'table' ? 'Play anyway' : `Play anyway (${place})`;
  return (
    <div className="t-deck">
      {/* Labelled by id, not by wrapping: a wrapping label's text would take in every option's. */}
      <div className="dialog-field">
        <label htmlFor={`${ids}-deck`}>{label}</label>
        <select id={`${ids}-deck`} value={pick?.path ?? ''} onChange={(event) => onPick(event.target.value === '' ? undefined : { path: event.target.value, playAnyway: false })}>
          <option value="">The game&apos;s default composition</option>
          {decks.map((d) => (
            <option key={d.path} value={d.path}>
              {d.name} ({d.file})
            </option>
          ))}
        </select>
      </div>
      {pick && checking && !report ? <p className="muted t-deck-note">Checking the deck…</p> : null}
      {pick && report && !report.ok ? (
        <div className="t-deck-report error" role="alert">
          <p>This deck cannot be read:</p>
          <ul>
            {report.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {pick && report?.ok ? (
        <div className="t-deck-report">
          {report.violations.length === 0 ? (
            <p className="t-deck-note">
              {report.name}: {report.cards} cards, legal for this table.
            </p>
          ) : (
            <>
              <p id={`${violationsId}-title`} className="t-warn">
                {report.name} breaks {report.violations.length === 1 ? 'a construction rule' : `${report.violations.length} construction rules`}:
              </p>
              <ul className="t-violations" aria-label={`Violations of ${report.name}`}>
                {report.violations.map((v, i) => (
                  <li key={i}>
                    {v.where ? <span className="t-violation-where">{v.where}: </span> : null}
                    {v.message}
                  </li>
                ))}
              </ul>
              {report.unplayable ? (
                <p className="error">It names cards or sets that are not here, so it cannot be dealt; mend it in the deck builder.</p>
              ) : (
                <label className="dialog-check">
                  <input type="checkbox" checked={pick.playAnyway} onChange={(event) => onPick({ ...pick, playAnyway: event.target.checked })} />
                  <span>{anyway}</span>
                </label>
              )}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

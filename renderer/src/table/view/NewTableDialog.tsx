// The New table dialog: the game, the sets to play with (bundled and the workspace's, as they
// compile now), variants with their parameters (VariantChoices.tsx) and the rule options, the seats (2 to the game's
// maximum, each "you" or a bot), the seed (random, shown and editable) and the saved decks dealt
// instead of the game's default composition (DeckPicker.tsx). Starts from the last table's choices.
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { randomSeed } from '../controller';
import { useTable, useTableController } from '../hooks';
import type { DeckPick, SeatPlayer, TableConfig, VariantChoice } from '../model';
import { DeckPickers, decksReady, useDeckReports } from './DeckPicker';
import { deckPlaces, picksAt, type DeckPicks } from '../deck-places';
import { defaultSets, offeredVariants } from './default-sets';
import { VariantChoices, variantDefaults, type VariantValues } from './VariantChoices';

/** Where each deck is whole sets: how many the seats need, and whether the sets chosen are enough. */
function SetsNeeded({ perSeat, seats, chosen }: { perSeat: number; seats: number; chosen: number }) {
  const needed = perSeat * seats;
  return (
    <p className={chosen < needed ? 't-warn' : 'muted'} data-testid="sets-needed">
      Each player's deck is {perSeat} sets: {needed} for {seats} players, {chosen} chosen.
      {chosen < perSeat ? ' Too few to deal a deck.' : chosen < needed ? ' Players will share sets.' : ''}
    </p>
  );
}

export function NewTableDialog() {
  const table = useTableController();
  const catalog = useTable((s) => s.catalog);
  const dialog = useTable((s) => s.dialog);
  const setsCompiling = useTable((s) => s.setsCompiling);
  const last = useTable((s) => s.config);
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);

  const [game, setGame] = useState<string>(last?.game ?? 'stak-bots');
  const [sets, setSets] = useState<string[] | null>(last?.sets ?? null);
  const [variants, setVariants] = useState<Record<string, VariantValues>>(last?.variants ?? {});
  const [options, setOptions] = useState<Record<string, boolean>>(last?.options ?? {});
  const [seats, setSeats] = useState<SeatPlayer[]>(last?.seats ?? [{ kind: 'you' }, { kind: 'bot', bot: 'greedy' }]);
  const [seed, setSeed] = useState<string>(() => randomSeed());
  const [decks, setDecks] = useState<DeckPicks>(last?.decks ?? {});

  const choice = catalog?.games.find((g) => g.id === game) ?? null;
  const gameSets = useMemo(() => catalog?.sets.filter((s) => s.game === game) ?? [], [catalog, game]);
  const chosenSets = sets ?? (catalog ? defaultSets(catalog, game, seats.length) : []);
  const offered: VariantChoice[] = useMemo(() => offeredVariants(choice, gameSets, chosenSets), [choice, gameSets, chosenSets]);

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  // Decks: one for the table, or one per seat, as the game deals them; a seat gone takes its deck with it.
  const places = deckPlaces(choice?.deckScope ?? null, seats.length);
  const picks = picksAt(decks, places);
  const savedDecks = useMemo(() => (catalog ? table.workspaceDecks(game) : []), [catalog, table, game]);
  const { reports, problem: deckProblem } = useDeckReports(game, seats.length, picks);
  const ready = decksReady(picks, reports);
  const pickDeck = (place: string, pick: DeckPick | undefined) =>
    setDecks((current) => {
      const next = { ...current };
      if (pick) next[place] = pick;
      else delete next[place];
      return next;
    });

  const pickGame = (id: string) => {
    setGame(id);
    setSets(null);
    setVariants({});
    setOptions({});
    setDecks({});
    const next = catalog?.games.find((g) => g.id === id);
    if (next) setSeats((current) => current.slice(0, next.players.max).concat(Array.from({ length: Math.max(0, next.players.min - current.length) }, () => ({ kind: 'you' as const }))));
  };

  const setSeatCount = (count: number) => {
    if (!choice || !Number.isInteger(count)) return;
    const n = Math.max(choice.players.min, Math.min(choice.players.max, count));
    setSeats((current) => (n <= current.length ? current.slice(0, n) : [...current, ...Array.from({ length: n - current.length }, () => ({ kind: 'bot' as const, bot: choice.bots.includes('greedy') ? 'greedy' : 'random' }))]));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const config: TableConfig = {
      game,
      sets: chosenSets,
      variants: Object.fromEntries(Object.entries(variants).filter(([id]) => offered.some((v) => v.id === id))),
      options,
      seats,
      seed: seed.trim() || randomSeed(),
      ...(Object.keys(picks).length > 0 ? { decks: picks } : {}),
    };
    if (!ready || setsCompiling) return;
    void table.startTable(config);
  };

  const close = () => table.closeDialog();
  const titleId = `${ids}-title`;
  return (
    <div
      className="dialog-backdrop t-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <form
        ref={form}
        className="dialog t-new-table"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      >
        <h2 id={titleId}>New table</h2>
        {!catalog ? (
          <p className="muted">Loading the games and sets…</p>
        ) : (
          <div className="t-form">
            <label className="dialog-field">
              <span>Game</span>
              <select value={game} onChange={(event) => pickGame(event.target.value)}>
                {catalog.games.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>

            <fieldset className="t-fieldset">
              <legend>Sets</legend>
              {gameSets.length === 0 ? <p className="muted">No set of this game compiles yet.</p> : null}
              {choice?.setsPerSeat ? <SetsNeeded perSeat={choice.setsPerSeat} seats={seats.length} chosen={chosenSets.filter((id) => gameSets.some((s) => s.id === id)).length} /> : null}
              {gameSets.map((set) => (
                <label key={set.id} className="dialog-check">
                  <input
                    type="checkbox"
                    checked={chosenSets.includes(set.id)}
                    onChange={(event) => setSets(event.target.checked ? [...chosenSets, set.id] : chosenSets.filter((id) => id !== set.id))}
                  />
                  <span>
                    {set.name} <span className="muted">({set.id}, {set.source === 'workspace' ? 'workspace' : 'bundled'}, {set.cards} cards)</span>
                    {set.broken.length > 0 ? <span className="t-warn"> {set.broken.length} not compiling</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>

            <VariantChoices
              className="t-fieldset"
              checkClass="dialog-check"
              fieldClass="dialog-field"
              paramClass="t-param"
              offered={offered}
              values={variants}
              onToggle={(v, on) =>
                setVariants((current) => {
                  const next = { ...current };
                  if (on) next[v.id] = variantDefaults(v.params);
                  else delete next[v.id];
                  return next;
                })
              }
              onParam={(id, name, value) => setVariants((current) => ({ ...current, [id]: { ...current[id], [name]: value } }))}
            />

            {choice && choice.options.length > 0 ? (
              <fieldset className="t-fieldset">
                <legend>Rule options</legend>
                {choice.options.map((o) => (
                  <label key={o.id} className="dialog-check" title={o.doc}>
                    <input type="checkbox" checked={options[o.id] ?? o.default} onChange={(event) => setOptions((current) => ({ ...current, [o.id]: event.target.checked }))} />
                    <span>
                      {o.id.charAt(0).toUpperCase()}
                      {o.id.slice(1).replace(/-/g, ' ')}
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : null}

            <div className="t-seats-row">
              <label className="dialog-field t-seat-count">
                <span>Seats</span>
                <input type="number" min={choice?.players.min ?? 2} max={choice?.players.max ?? 6} value={seats.length} onChange={(event) => setSeatCount(Number(event.target.value))} />
              </label>
              <label className="dialog-field t-seed">
                <span>Seed</span>
                <span className="t-seed-input">
                  <input type="text" value={seed} onChange={(event) => setSeed(event.target.value)} spellCheck={false} />
                  <button type="button" className="button small" onClick={() => setSeed(randomSeed())}>
                    New seed
                  </button>
                </span>
              </label>
            </div>
            <div className="t-seat-list">
              {seats.map((player, i) => (
                <label key={i} className="dialog-field">
                  <span>
                    Seat {i + 1} (p{i + 1})
                  </span>
                  <select
                    value={player.kind === 'you' ? 'you' : player.bot}
                    onChange={(event) => {
                      const value = event.target.value;
                      setSeats((current) => current.map((p, j) => (j === i ? (value === 'you' ? { kind: 'you' } : { kind: 'bot', bot: value }) : p)));
                    }}
                  >
                    <option value="you">You</option>
                    {(choice?.bots ?? ['random']).map((bot) => (
                      <option key={bot} value={bot}>
                        {bot.charAt(0).toUpperCase() + bot.slice(1)} bot
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>

            <DeckPickers
              className="t-fieldset t-decks"
              places={places}
              decks={savedDecks}
              picks={picks}
              reports={reports}
              problem={deckProblem}
              none="No saved deck of this game in the workspace: the game's default composition is dealt. Build one in the deck builder."
              onPick={pickDeck}
            />
          </div>
        )}
        {catalog && setsCompiling ? (
          <p className="muted" role="status">
            Compiling the workspace&apos;s sets… Start waits for them.
          </p>
        ) : null}
        {dialog.problem ? (
          <p className="dialog-error banner-text error" role="alert">
            {dialog.problem}
          </p>
        ) : null}
        <div className="dialog-buttons">
          <button
            type="button"
            className="button ghost t-dialog-aside"
            onClick={() => {
              close();
              void table.loadTable();
            }}
          >
            Load a saved table…
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={() => {
              close();
              void table.startFromScenario();
            }}
          >
            Start from a scenario…
          </button>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={!catalog || setsCompiling || dialog.starting || chosenSets.length === 0 || !ready}>
            {dialog.starting ? 'Starting…' : 'Start'}
          </button>
        </div>
      </form>
    </div>
  );
}

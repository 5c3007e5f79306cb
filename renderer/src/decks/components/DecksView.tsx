// The deck builder's view in the centre: the workspace's decks and a new deck's form when none
// is open, a file that is no deck with its problems, or the builder around the open deck.
import { useId, useMemo, useState } from 'react';
import { vocabularies } from '../../../../engine/games/vocabularies';
import { useFacesController } from '../../faces/hooks';
import { useStudio, useStudioController } from '../../hooks/useStudio';
import { useDecks, useDecksController } from '../hooks';
import { DeckBuilder } from './DeckBuilder';
import '../decks.css';

export function DecksView() {
  const open = useDecks((state) => state.open);
  if (!open) return <DeckStart />;
  if (open.status === 'loading') {
    return (
      <div className="deck-start" aria-busy="true">
        <p className="muted">Opening {open.path}…</p>
      </div>
    );
  }
  if (open.status === 'broken') return <BrokenDeck path={open.path} problems={open.problems} />;
  return <DeckBuilder />;
}

/** The games a new deck can be for: those with sets in the workspace first, then every game Cardwright knows. */
function useGames(): { game: string; name: string; sets: string[] }[] {
  const workspace = useStudio((state) => state.workspace);
  return useMemo(() => {
    const withSets = new Map<string, string[]>();
    for (const set of workspace?.sets ?? []) withSets.set(set.game, [...(withSets.get(set.game) ?? []), set.set]);
    return [...vocabularies.values()]
      .filter((v) => v.construction)
      .map((v) => ({ game: v.game, name: v.name, sets: withSets.get(v.game) ?? [] }))
      .sort((a, b) => Number(b.sets.length > 0) - Number(a.sets.length > 0) || a.name.localeCompare(b.name));
  }, [workspace]);
}

function DeckStart() {
  const controller = useDecksController();
  const decks = useDecks((state) => state.decks);
  const notice = useDecks((state) => state.notice);
  const games = useGames();
  const [name, setName] = useState('');
  const [game, setGame] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), game: useId(), problem: useId() };
  const chosen = games.find((g) => g.game === game) ?? games[0];

  const create = async (): Promise<void> => {
    if (!chosen) return;
    setBusy(true);
    const answer = await controller.createDeck(name, chosen.game, chosen.sets);
    setBusy(false);
    setProblem(answer);
  };

  const byGame = new Map<string, typeof decks>();
  for (const d of decks) byGame.set(d.game, [...(byGame.get(d.game) ?? []), d]);

  return (
    <section className="deck-start" aria-label="Decks">
      {notice ? (
        <p className={`deck-notice ${notice.kind}`} role="status">
          {notice.text}
        </p>
      ) : null}
      <div className="deck-start-columns">
        <div className="deck-start-panel">
          <h2>Decks of this workspace</h2>
          {decks.length === 0 ? <p className="muted">No deck yet. Deck lists are kept in the workspace as decks/&lt;game&gt;/&lt;name&gt;.deck.json.</p> : null}
          {[...byGame].map(([g, list]) => (
            <div key={g} className="deck-start-game">
              <h3>{vocabularies.get(g)?.name ?? g}</h3>
              <ul>
                {list.map((d) => (
                  <li key={d.path}>
                    <button type="button" className="button ghost deck-open" onClick={() => void controller.openDeck(d.path)} title={d.path}>
                      {d.name}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <form
          className="deck-start-panel deck-new"
          aria-label="New deck"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <h2>New deck</h2>
          <label htmlFor={ids.name}>Name</label>
          <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} placeholder="Scrap rush" aria-describedby={problem ? ids.problem : undefined} aria-invalid={problem ? true : undefined} maxLength={120} />
          <label htmlFor={ids.game}>Game</label>
          <select id={ids.game} value={chosen?.game ?? ''} onChange={(event) => setGame(event.target.value)}>
            {games.map((g) => (
              <option key={g.game} value={g.game}>
                {g.name}
                {g.sets.length === 0 ? ' (no sets in this workspace)' : ''}
              </option>
            ))}
          </select>
          {chosen ? (
            <p className="muted small">
              {chosen.sets.length === 0
                ? 'Draws on no set yet: the card browser shows the sets bundled with Cardwright (and any you make), and a card added brings its set.'
                : `Draws on the workspace's ${chosen.game} sets: ${chosen.sets.join(', ')}; the card browser also shows the bundled sets.`}
            </p>
          ) : null}
          {problem ? (
            <p id={ids.problem} className="deck-field-problem" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button primary" disabled={busy || !chosen}>
              Create deck
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

function BrokenDeck({ path, problems }: { path: string; problems: { path: string; message: string }[] }) {
  const controller = useDecksController();
  const studio = useStudioController();
  const faces = useFacesController();
  return (
    <section className="deck-start" aria-label="Decks">
      <div className="deck-start-panel">
        <h2>{path} is no deck the builder can show</h2>
        <ul className="deck-problems" aria-label="Deck file problems">
          {problems.map((p, i) => (
            <li key={i}>
              <code>{p.path}</code>: {p.message}
            </li>
          ))}
        </ul>
        <p className="muted">Mend it as text; the builder opens it again once it reads as a deck.</p>
        <div className="button-row">
          <button type="button" className="button primary" onClick={() => {
              faces.setView('editor');
              void studio.openFile(path);
            }}
          >
            Open as text
          </button>
          <button type="button" className="button" onClick={() => void controller.closeDeck()}>
            Back to the decks
          </button>
        </div>
      </div>
    </section>
  );
}

// God mode's own panel (region "God tools"): the tools that are about no one card — put any card
// of the game's sets (or the one being edited) into any zone, force the next die results, skip to
// a phase. Tools for a card or a seat are on its context menu. Every use is a god step in the log.
import { useEffect, useMemo, useState } from 'react';
import { GOD_SEAT } from '../../../../engine/core/god';
import { useTable, useTableController } from '../hooks';

export function GodPanel({ editorCard }: { editorCard: { id: string; name: string } | null }) {
  const table = useTableController();
  const menu = useTable((s) => s.god.menu);
  const putZone = useTable((s) => s.god.putZone);
  const active = useTable((s) => s.snapshot?.turn.active ?? '');
  const [filter, setFilter] = useState('');
  const [def, setDef] = useState('');
  const [zone, setZone] = useState('');
  const [at, setAt] = useState<'top' | 'bottom'>('top');
  const [dice, setDice] = useState('');
  const [phase, setPhase] = useState('');
  const [player, setPlayer] = useState('');

  useEffect(() => {
    if (putZone) setZone(putZone);
  }, [putZone]);

  const definitions = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return (menu?.definitions ?? []).filter((d) => words === '' || d.name.toLowerCase().includes(words)).slice(0, 400);
  }, [menu, filter]);

  if (!menu) return null;
  const chosenDef = definitions.some((d) => d.id === def) ? def : (definitions[0]?.id ?? '');
  const chosenZone = menu.zones.some((z) => z.id === zone) ? zone : (menu.zones[0]?.id ?? '');
  const unavailable = (kind: string) => menu.tools.find((t) => t.kind === kind)?.unavailable ?? null;
  const phaseChoice = menu.phases.includes(phase) ? phase : (menu.phases[0] ?? '');
  return (
    <section className="t-panel t-god" role="region" aria-label="God tools">
      <h2 className="t-panel-title">
        God tools <span className="t-panel-note">each use is a god step in the log</span>
      </h2>
      <form
        className="t-god-block"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosenDef && chosenZone) void table.putCard(chosenDef, chosenZone, at);
        }}
      >
        <h3>Put a card</h3>
        <label className="dialog-field">
          <span>Find a card</span>
          <input type="search" value={filter} placeholder="Name" onChange={(event) => setFilter(event.target.value)} />
        </label>
        <label className="dialog-field">
          <span>Card</span>
          <select value={chosenDef} onChange={(event) => setDef(event.target.value)}>
            {definitions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} — {d.set}
                {d.inGame ? '' : ' (not in the table’s sets)'}
              </option>
            ))}
          </select>
        </label>
        <div className="t-god-row">
          <label className="dialog-field">
            <span>Into zone</span>
            <select value={chosenZone} onChange={(event) => setZone(event.target.value)}>
              {menu.zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.label} ({z.count})
                </option>
              ))}
            </select>
          </label>
          <label className="dialog-field">
            <span>Place</span>
            <select value={at} onChange={(event) => setAt(event.target.value as 'top' | 'bottom')}>
              <option value="top">On top</option>
              <option value="bottom">At the bottom</option>
            </select>
          </label>
        </div>
        <div className="t-god-buttons">
          <button type="submit" className="button small primary" disabled={!chosenDef || !!unavailable('god-put')}>
            Put card
          </button>
          {editorCard ? (
            <button type="button" className="button small" disabled={!chosenZone || !!unavailable('god-put')} onClick={() => void table.putCard(editorCard.id, chosenZone, at)} title="The card at the editor's cursor, as it compiles now">
              Put {editorCard.name} from the editor
            </button>
          ) : null}
        </div>
      </form>

      <form
        className="t-god-block"
        onSubmit={(event) => {
          event.preventDefault();
          void table.god({ seat: GOD_SEAT, kind: 'god-dice', values: dice }).then((ok) => ok && setDice(''));
        }}
      >
        <h3>Dice</h3>
        <div className="t-god-row">
          <label className="dialog-field">
            <span>Next die results</span>
            <input type="text" value={dice} placeholder="6 1" onChange={(event) => setDice(event.target.value)} spellCheck={false} />
          </label>
          <button type="submit" className="button small" disabled={dice.trim() === '' || !!unavailable('god-dice')}>
            Force dice
          </button>
        </div>
        {menu.forcedRolls.length > 0 ? <p className="muted t-god-note">Next rolls: {menu.forcedRolls.join(', ')}</p> : null}
      </form>

      {menu.phases.length > 0 ? (
        <form
          className="t-god-block"
          onSubmit={(event) => {
            event.preventDefault();
            const who = player || active;
            void table.god({ seat: GOD_SEAT, kind: 'god-phase', phase: phaseChoice, ...(who && who !== active ? { player: who } : {}) });
          }}
        >
          <h3>Turn</h3>
          <div className="t-god-row">
            <label className="dialog-field">
              <span>Skip to phase</span>
              <select value={phaseChoice} onChange={(event) => setPhase(event.target.value)}>
                {menu.phases.map((p) => (
                  <option key={p} value={p}>
                    {p.replace(/-/g, ' ')}
                  </option>
                ))}
              </select>
            </label>
            <label className="dialog-field">
              <span>Of whose turn</span>
              <select value={player || active} onChange={(event) => setPlayer(event.target.value)}>
                {menu.players.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.id === active ? `${p.name} (${p.id}, this turn)` : `${p.name} (${p.id}, next turn)`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <button type="submit" className="button small" disabled={!!unavailable('god-phase')} title={unavailable('god-phase') ?? undefined}>
            Skip to phase
          </button>
        </form>
      ) : null}
      <p className="muted t-god-note">Right-click a card or a player (or focus it and press Shift+F10) to move, remove, damage or count it, or to set cents, health and priority.</p>
    </section>
  );
}

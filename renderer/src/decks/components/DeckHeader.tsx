// The open deck's header, on one row from 1280 px wide: the Deck menu (the default composition,
// text import and export, closing and deleting the deck), which deck, its name (which gives way
// first when the row is short), the table it is checked for, the sets it draws on and the
// variants it is built for; undo and redo (their titles say what they take back), and whether it
// is saved and legal.
import { useEffect, useId, useState } from 'react';
import type { ParamSpec } from '../../../../engine/defs';
import { MenuButton } from '../../components/Menu';
import { UndoIcon } from '../../components/icons';
import { useStudioController } from '../../hooks/useStudio';
import { useDecks, useDecksController, useOpenReport } from '../hooks';
import * as edits from '../edits';
import { redoLabel, undoLabel } from '../history';
import { deckMenuItems } from './deck-menu-items';
import { DeckTextDialog } from './DeckText';

export function DeckHeader() {
  const controller = useDecksController();
  const studio = useStudioController();
  const opened = useOpenReport();
  const open = useDecks((state) => (state.open?.status === 'open' ? state.open : null));
  const decks = useDecks((state) => state.decks);
  const pool = useDecks((state) => state.pool);
  const [text, setText] = useState<'import' | 'export' | null>(null);
  const [name, setName] = useState(opened?.deck.name ?? '');
  const ids = { deck: useId(), name: useId(), players: useId() };
  const deckName = opened?.deck.name ?? '';
  useEffect(() => setName(deckName), [deckName]);
  if (!opened || !open) return null;
  const { deck, vocabulary, players, report } = opened;
  const violations = report.check.violations.length;
  const undoing = undoLabel(open.history);
  const redoing = redoLabel(open.history);
  const status = open.conflict ? 'Not saved: changed on disk' : open.saving ? 'Saving…' : open.dirty ? 'Unsaved changes' : 'Saved';
  // A set's variant with a vocabulary variant's id is that variant (the set adds its rules to it): listed once.
  const declared = pool.value?.game === deck.game ? pool.value.variants : [];
  const setVariants = declared.filter((v) => !vocabulary.variants.some((known) => known.id === v.id));
  const setRules = (id: string) => declared.some((v) => v.id === id && v.abilities.some((a) => a.kind === 'rule-number'));
  const menu = deckMenuItems(open.path, pool.value?.game === deck.game, {
    defaultComposition: () => controller.edit((d) => edits.defaultComposition(d, report.check.rules.construction.sections, pool.value?.cards ?? []), "Fill with the sets' cards"),
    importText: () => setText('import'),
    exportText: () => setText('export'),
    closeDeck: () => void controller.closeDeck(),
    deleteDeck: () => void studio.command('delete-deck', 'page'),
  });
  const commitName = (): void => {
    if (!controller.edit((d) => edits.renameDeck(d, name), `Rename the deck to ${name.trim()}`)) setName(deck.name);
  };

  return (
    <div className="view-toolbar deck-header" role="toolbar" aria-label="Deck tools">
      <MenuButton label="Deck" items={menu} className="button small" title="Fill the deck with its sets' cards, import and export it as text, close or delete it" />
      <select id={ids.deck} className="deck-picker" aria-label="Open deck" value={open.path} onChange={(event) => void controller.openDeck(event.target.value)} title={open.path}>
        {decks.map((d) => (
          <option key={d.path} value={d.path}>
            {d.name} ({d.game})
          </option>
        ))}
      </select>
      <input
        id={ids.name}
        className="deck-name"
        aria-label="Deck name"
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        onBlur={commitName}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitName();
          if (event.key === 'Escape') setName(deck.name);
        }}
      />
      <span className="deck-game" title={`Construction rules of ${vocabulary.name}`}>
        {vocabulary.name}
      </span>
      <label htmlFor={ids.players}>Players</label>
      <select id={ids.players} value={players} onChange={(event) => controller.setPlayers(deck.game, Number(event.target.value))} title="The table the deck is checked for">
        {Array.from({ length: vocabulary.players.max - vocabulary.players.min + 1 }, (_, i) => vocabulary.players.min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <details className="deck-menu">
        <summary>Sets ({deck.sets.length})</summary>
        <fieldset>
          <legend>Sets the deck draws on</legend>
          {(pool.value?.sets ?? []).map((s) => (
            <label key={s.set}>
              <input type="checkbox" checked={deck.sets.includes(s.set)} onChange={(event) => controller.edit((d) => edits.toggleSet(d, s.set, event.target.checked), `${event.target.checked ? 'Draw on' : 'Stop drawing on'} ${s.setName}`)} />
              {s.setName} <span className="muted">({s.source === 'bundled' ? 'bundled, ' : ''}{s.cards} cards)</span>
            </label>
          ))}
          {deck.sets
            .filter((s) => !(pool.value?.sets ?? []).some((p) => p.set === s))
            .map((s) => (
              <label key={s} className="deck-missing-set">
                <input type="checkbox" checked onChange={() => controller.edit((d) => edits.toggleSet(d, s, false), `Stop drawing on ${s}`)} />
                {s} <span className="muted">(neither in this workspace nor bundled)</span>
              </label>
            ))}
        </fieldset>
      </details>
      <details className="deck-menu">
        <summary>Variants ({Object.keys(deck.variants).length})</summary>
        <fieldset>
          <legend>Variants the deck is built for</legend>
          {vocabulary.variants.map((v) => (
            <VariantChoice key={v.id} id={v.id} name={v.name} doc={v.doc} params={v.params} changesConstruction={(v.construction?.length ?? 0) > 0 || v.sets !== undefined || setRules(v.id)} />
          ))}
          {setVariants.map((v) => (
            <VariantChoice key={`set:${v.id}`} id={v.id} name={v.name} doc={v.text ?? 'A variant of the sets.'} params={{}} changesConstruction={setRules(v.id)} />
          ))}
        </fieldset>
      </details>
      <span className="deck-header-gap" />
      <div className="deck-header-group" role="group" aria-label="History">
        <button type="button" className="button small deck-icon" disabled={!undoing} onClick={() => controller.undo()} aria-label="Undo" title={undoing ? `Undo: ${undoing} (Ctrl+Z)` : 'Nothing to undo'} aria-keyshortcuts="Control+Z">
          <UndoIcon />
        </button>
        <button type="button" className="button small deck-icon" disabled={!redoing} onClick={() => controller.redo()} aria-label="Redo" title={redoing ? `Redo: ${redoing} (Ctrl+Shift+Z)` : 'Nothing to redo'} aria-keyshortcuts="Control+Shift+Z">
          <UndoIcon redo />
        </button>
      </div>
      <span className={`deck-save-status ${open.dirty || open.conflict ? 'unsaved' : ''}`} role="status" aria-label="Save status">
        {status}
      </span>
      <span className={`deck-legality ${violations === 0 ? 'legal' : 'illegal'}`} data-testid="deck-legality">
        {violations === 0 ? `Legal for ${players} players` : `${violations} violation${violations === 1 ? '' : 's'}`}
      </span>
      {text ? <DeckTextDialog mode={text} onClose={() => setText(null)} /> : null}
    </div>
  );
}

function VariantChoice({ id, name, doc, params, changesConstruction }: { id: string; name: string; doc: string; params: Record<string, ParamSpec>; changesConstruction: boolean }) {
  const controller = useDecksController();
  const chosen = useDecks((state) => (state.open?.status === 'open' ? state.open.history.present.variants[id] : undefined));
  const on = chosen !== undefined;
  const values = chosen ?? {};
  const set = (param: string, value: number | boolean | string) => controller.edit((d) => edits.chooseVariant(d, id, { ...values, [param]: value }), `${name}: ${param} ${String(value)}`);
  return (
    <div className="deck-variant">
      <label title={doc}>
        <input type="checkbox" checked={on} onChange={(event) => controller.edit((d) => edits.chooseVariant(d, id, event.target.checked ? {} : null), `${event.target.checked ? 'Build for' : 'Drop'} ${name}`)} />
        {name}
        {changesConstruction ? <span className="deck-variant-note">changes construction</span> : null}
      </label>
      {on
        ? Object.entries(params).map(([param, spec]) => (
            <label key={param} className="deck-variant-param" title={spec.doc}>
              {param}
              {spec.type === 'choice' ? (
                <select value={String(values[param] ?? spec.default)} onChange={(event) => set(param, event.target.value)}>
                  {spec.choices.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              ) : spec.type === 'int' ? (
                <input type="number" min={spec.min} max={spec.max} value={Number(values[param] ?? spec.default)} onChange={(event) => set(param, Math.min(spec.max, Math.max(spec.min, Math.trunc(Number(event.target.value) || spec.min))))} />
              ) : (
                <input type="checkbox" checked={Boolean(values[param] ?? spec.default)} onChange={(event) => set(param, event.target.checked)} />
              )}
            </label>
          ))
        : null}
    </div>
  );
}

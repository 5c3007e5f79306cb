// The deck itself: its sections as the game names them (Loot deck, Supply…), each a place to
// drop cards, with its entries: count, name, what the card is, whether it is bought elite where the
// section allows it, and a mark on an entry that breaks a rule. An entry in focus takes
// + and - (and Delete); arrows move between entries.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import type { ConstructionRule, DeckEntry, DeckSectionSpec } from '../../../../engine/defs';
import type { DeckViolation } from '../../../../engine/decks/check';
import type { DeckCard } from '../../../../engine/decks/cards';
import { kindLabel } from '../../faces/svg';
import { useDecks, useDecksController, useOpenReport } from '../hooks';
import { entryKey } from '../report';
import type { DragData, DropData } from './DeckBuilder';

type Focus = { section: string; index: number } | null;

export function DeckSections({ focus, onFocused }: { focus: Focus; onFocused: () => void }) {
  const opened = useOpenReport();
  const chosen = useDecks((state) => state.section);
  const root = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!focus) return;
    const row = root.current?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(entryKey(focus.section, focus.index))}"]`) ?? root.current?.querySelector<HTMLElement>(`[data-section="${CSS.escape(focus.section)}"]`);
    row?.focus();
    row?.scrollIntoView({ block: 'nearest' });
    onFocused();
  }, [focus, onFocused]);
  if (!opened) return null;
  const { deck, report } = opened;
  const specs = report.check.rules.construction.sections;
  const extra = Object.keys(deck.sections).filter((id) => !specs.some((s) => s.id === id) && (deck.sections[id]?.length ?? 0) > 0);
  const total = Object.values(report.sizes).reduce((a, b) => a + b, 0);
  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const rows = [...(root.current?.querySelectorAll<HTMLElement>('[data-entry]') ?? [])];
    const at = rows.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    rows[Math.max(0, Math.min(rows.length - 1, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };
  return (
    <section className="deck-sections toolbar-fields" aria-label="Deck" ref={root} onKeyDown={onKeyDown}>
      <h2 className="deck-column-title">
        {deck.name} <span className="muted">{total} cards</span>
      </h2>
      {specs.map((spec) => (
        <Section key={spec.id} spec={spec} entries={deck.sections[spec.id] ?? []} chosen={chosen === spec.id} />
      ))}
      {extra.map((id) => (
        <Section key={id} spec={{ id, name: id, doc: 'A section this game\'s decks do not have.', kinds: [] }} entries={deck.sections[id] ?? []} chosen={false} />
      ))}
    </section>
  );
}

function Section({ spec, entries, chosen }: { spec: DeckSectionSpec; entries: readonly DeckEntry[]; chosen: boolean }) {
  const controller = useDecksController();
  const opened = useOpenReport();
  const { setNodeRef, isOver } = useDroppable({ id: `section:${spec.id}`, data: { to: 'section', section: spec.id } satisfies DropData });
  if (!opened) return null;
  const { report } = opened;
  const size = report.sizes[spec.id] ?? 0;
  const sectionProblems = report.check.violations.filter((v) => v.section === spec.id && v.entry === null);
  // A points rule's total shows on its first section (Destiny's team, elite characters at their second value).
  const points = report.check.points.filter((p) => p.sections[0] === spec.id);
  return (
    <div className={`deck-section ${isOver ? 'drop-over' : ''} ${sectionProblems.length > 0 ? 'has-problem' : ''}`} ref={setNodeRef} role="group" aria-label={`${spec.name}, ${size} cards`} data-section={spec.id} tabIndex={-1}>
      <div className="deck-section-header" title={spec.doc}>
        <h3>{spec.name}</h3>
        <span className="deck-section-size">{size}</span>
        {points.map((p) => (
          <span key={p.rule} className={`deck-section-points ${p.total > p.max ? 'over' : ''}`} role="status" aria-label={`Points: ${p.total} of ${p.max}`} title={report.check.rules.construction.rules.find((r) => r.id === p.rule)?.doc}>
            {p.total}/{p.max} pts
          </span>
        ))}
        {sectionProblems.length > 0 ? (
          <span className="deck-mark" title={sectionProblems.map((v) => v.message).join('\n')} aria-label={`${sectionProblems.length} problem${sectionProblems.length === 1 ? '' : 's'}`}>
            ⚠
          </span>
        ) : null}
        <button
          type="button"
          className={`button small ghost deck-add-here ${chosen ? 'on' : ''}`}
          aria-pressed={chosen}
          title="Cards added with + or Enter in the browser go here, when it takes them"
          onClick={() => controller.chooseSection(chosen ? null : spec.id)}
        >
          Add here
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="deck-section-empty muted">Drop cards here, or press + on a card of the browser.</p>
      ) : (
        <ul className="deck-entries" aria-label={spec.name}>
          {entries.map((entry, index) => (
            <Entry key={`${entry.card}/${entry.set ?? ''}/${index}`} section={spec} entry={entry} index={index} violations={report.byEntry.get(entryKey(spec.id, index)) ?? []} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Entry({ section, entry, index, violations }: { section: DeckSectionSpec; entry: DeckEntry; index: number; violations: readonly DeckViolation[] }) {
  const controller = useDecksController();
  const opened = useOpenReport();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `entry:${section.id}:${index}`, data: { from: 'entry', section: section.id, index, name: entry.card } satisfies DragData });
  const card = opened?.report.check.entries.find((e) => e.section === section.id && e.index === index)?.card ?? null;
  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const by = event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : 0;
    if (by !== 0) {
      event.preventDefault();
      controller.changeCount(section.id, index, by);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      controller.setEntryCount(section.id, index, 0);
    }
  };
  const problem = violations.map((v) => v.message).join('\n');
  return (
    <li
      ref={setNodeRef}
      className={`deck-entry ${violations.length > 0 ? 'has-problem' : ''} ${card === null ? 'unknown' : ''} ${isDragging ? 'dragging' : ''}`}
      tabIndex={0}
      data-entry={entryKey(section.id, index)}
      aria-label={`${entry.count} × ${entry.card}${violations.length > 0 ? `, ${violations.length} problem${violations.length === 1 ? '' : 's'}` : ''}`}
      onKeyDown={onKeyDown}
      {...listeners}
    >
      <button type="button" className="icon-button deck-count-button" tabIndex={-1} aria-label={`One fewer ${entry.card}`} onPointerDown={(event) => event.stopPropagation()} onClick={() => controller.changeCount(section.id, index, -1)}>
        −
      </button>
      <span className="deck-entry-count">{entry.count}</span>
      <button type="button" className="icon-button deck-count-button" tabIndex={-1} aria-label={`One more ${entry.card}`} onPointerDown={(event) => event.stopPropagation()} onClick={() => controller.changeCount(section.id, index, 1)}>
        +
      </button>
      <span className="deck-entry-name" title={entry.set ? `${entry.card} [${entry.set}]` : entry.card}>
        {entry.card}
        {entry.set ? <span className="muted"> [{entry.set}]</span> : null}
      </span>
      <span className="deck-entry-detail muted">{card ? kindLabel(card.kind) : 'not in the sets'}</span>
      {section.elite && (entry.elite || canBeElite(card, opened?.report.check.rules.construction.rules, section.id)) ? (
        <label className="deck-entry-elite" title="Elite: two dice, at the card's second point value" onPointerDown={(event) => event.stopPropagation()}>
          <input type="checkbox" aria-label={`Elite ${entry.card}`} checked={entry.elite === true} onChange={(event) => controller.setEntryElite(section.id, index, event.target.checked)} />
          Elite
        </label>
      ) : null}
      {violations.length > 0 ? (
        <span className="deck-mark" title={problem} aria-hidden="true">
          ⚠
        </span>
      ) : null}
      <button type="button" className="icon-button deck-remove" tabIndex={-1} aria-label={`Take ${entry.card} out of the deck`} onPointerDown={(event) => event.stopPropagation()} onClick={() => controller.setEntryCount(section.id, index, 0)}>
        ×
      </button>
    </li>
  );
}

/** Whether the section's elite rule lets this card be bought elite (a unique character with a second point value). */
function canBeElite(card: DeckCard | null, rules: readonly ConstructionRule[] | undefined, section: string): boolean {
  const rule = rules?.find((r): r is Extract<ConstructionRule, { kind: 'elite' }> => r.kind === 'elite' && r.section === section);
  return card !== null && rule !== undefined && card.tags.includes(rule.tag) && card.stats[rule.stat] !== undefined;
}

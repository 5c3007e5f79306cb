// The rules made visible beside the table: the decision the engine waits for with its answers
// in place (region "Prompt"), every legal action in words (region "Legal actions") and the stack,
// top first, with each item's source and targets (region "Stack").
import { memo } from 'react';
import type { LegalSnap, TableSnapshot, TableThing } from '../model';

/** Answers to a decision, as opposed to moves of a turn: they are offered in the prompt itself. */
const ANSWERS = new Set(['pick', 'done', 'yes', 'no', 'mode', 'first', 'pass', 'end-turn']);

const phaseWords = (phase: string) => phase.replace(/-/g, ' ');

type PanelProps = { snapshot: TableSnapshot; onAct: (index: number) => void; onFocus: (ids: TableThing[]) => void };

export const PromptPanel = memo(function PromptPanel({ snapshot, onAct, onFocus }: PanelProps) {
  const { prompt, turn, priority, waiting } = snapshot;
  const seatName = (id: string) => snapshot.seats.find((s) => s.id === id)?.name ?? id;
  const answers = prompt ? snapshot.legal.filter((a) => a.seat === prompt.seat && ANSWERS.has(a.kind)) : [];
  return (
    <section className="t-panel t-prompt" role="region" aria-label="Prompt">
      <div className="t-facts">
        <span>
          Turn <strong>{turn.number}</strong>
        </span>
        <span>
          <strong>{seatName(turn.active)}</strong>’s turn
        </span>
        <span>
          Phase <strong>{phaseWords(turn.phase)}</strong>
          {turn.step > 0 ? <> · step {turn.step}</> : null}
        </span>
        {priority ? (
          <span>
            Priority <strong>{priority}</strong>
          </span>
        ) : null}
      </div>
      {snapshot.result ? (
        <p className="t-prompt-text">The game is over.</p>
      ) : prompt ? (
        <>
          <p className="t-prompt-text" data-testid="prompt-text">
            <span className={`t-to-act ${waiting?.bot ? 'bot' : 'you'}`}>{waiting?.bot ? 'Bot to act' : 'You act for'}</span> {prompt.text}
          </p>
          {answers.length > 0 ? (
            <div className="t-answers">
              {answers.map((a) => (
                <button key={a.index} type="button" className={`button small ${a.kind === 'pass' || a.kind === 'done' || a.kind === 'no' ? '' : 'primary'}`} onClick={() => onAct(a.index)} onMouseEnter={() => onFocus(a.subjects)} onMouseLeave={() => onFocus([])} disabled={waiting?.bot}>
                  {a.text}
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <p className="t-prompt-text muted">Nobody is asked anything.</p>
      )}
    </section>
  );
});

export const LegalActionsPanel = memo(function LegalActionsPanel({ snapshot, onAct, onFocus, onFree }: PanelProps & { onFree: (index: number) => void }) {
  const bot = snapshot.waiting?.bot === true;
  return (
    <section className="t-panel t-legal" role="region" aria-label="Legal actions">
      <h2 className="t-panel-title">
        Legal actions <span className="t-count">{snapshot.legal.length}</span>
        {bot ? <span className="t-panel-note">a bot plays this seat</span> : null}
      </h2>
      {snapshot.legal.length === 0 ? (
        <p className="muted t-empty">{snapshot.result ? 'The game is over.' : 'None.'}</p>
      ) : (
        <ul className="t-legal-list">
          {snapshot.legal.map((action: LegalSnap, i) => (
            <li key={action.index}>
              <button type="button" className={`t-legal-item kind-${action.kind}`} disabled={bot} onClick={() => onAct(action.index)} onMouseEnter={() => onFocus(action.subjects)} onMouseLeave={() => onFocus([])} onFocus={() => onFocus(action.subjects)} onBlur={() => onFocus([])}>
                <span className="t-legal-key" aria-hidden="true">
                  {i < 9 ? i + 1 : ''}
                </span>
                {action.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      {snapshot.free.length > 0 ? (
        <details className="t-free">
          <summary>
            Deals, any time <span className="t-count">{snapshot.free.length}</span>
          </summary>
          <ul className="t-legal-list" aria-label="Deals">
            {snapshot.free.map((action) => (
              <li key={action.index}>
                <button type="button" className="t-legal-item kind-free" onClick={() => onFree(action.index)}>
                  {action.text}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
});

const KIND_WORDS: Record<string, string> = { card: 'Card', ability: 'Ability', event: 'Event', roll: 'Roll' };

export const StackPanel = memo(function StackPanel({ snapshot, onFocus }: Omit<PanelProps, 'onAct'>) {
  return (
    <section className="t-panel t-stack" role="region" aria-label="Stack">
      <h2 className="t-panel-title">
        Stack <span className="t-count">{snapshot.stack.length}</span>
      </h2>
      {snapshot.stack.length === 0 ? (
        <p className="muted t-empty">The stack is empty.</p>
      ) : (
        <ol className="t-stack-list">
          {snapshot.stack.map((item, i) => (
            <li key={item.id} className={`t-stack-item kind-${item.kind} ${i === 0 ? 'top' : ''}`} tabIndex={0} onMouseEnter={() => onFocus([...(item.source !== null ? [item.source] : []), ...item.targets.map((t) => t.id)])} onMouseLeave={() => onFocus([])} onFocus={() => onFocus(item.targets.map((t) => t.id))} onBlur={() => onFocus([])}>
              <span className="t-stack-kind">{i === 0 ? 'Top · ' : ''}{KIND_WORDS[item.kind] ?? item.kind}</span>
              <span className="t-stack-text">{item.text}</span>
              <span className="t-stack-meta">
                {item.sourceName && item.sourceName !== item.text ? <>from {item.sourceName} · </> : null}
                {item.controller}
                {item.targets.length > 0 ? <> · targets {item.targets.map((t) => t.text).join(', ')}</> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});

// The construction check, live beside the deck: each violation with where it is, the rule it
// breaks (in the rule's own sentence, with the rules text it comes from) and a way to the entry.
import { useOpenReport } from '../hooks';
import { LIST_RULES, ruleOf } from '../report';

export function Violations({ onShow }: { onShow: (section: string, index: number) => void }) {
  const opened = useOpenReport();
  if (!opened) return null;
  const { report, vocabulary, players } = opened;
  const { violations, rules } = report.check;
  const sectionName = (id: string) => rules.construction.sections.find((s) => s.id === id)?.name ?? id;
  return (
    <section className="deck-violations" aria-label="Violations">
      <h2 className="deck-column-title">
        Violations <span className={violations.length === 0 ? 'deck-ok' : 'deck-bad'}>{violations.length === 0 ? 'none' : violations.length}</span>
      </h2>
      {violations.length === 0 ? (
        <p className="deck-legal" role="status">
          A legal {vocabulary.name} deck for {players} players: it keeps every construction rule ({rules.construction.rules.length}).
        </p>
      ) : (
        <ul className="deck-violation-list">
          {violations.map((v, i) => {
            const rule = ruleOf(report, v);
            const where = v.section === null ? null : `${sectionName(v.section)}${v.entry === null ? '' : `, entry ${v.entry + 1}`}`;
            return (
              <li key={`${v.rule}-${i}`} className="deck-violation" data-rule={v.rule}>
                <p className="deck-violation-message">{v.message}</p>
                <p className="deck-violation-rule muted">
                  Rule <code>{v.rule}</code>: {rule?.doc ?? LIST_RULES[v.rule] ?? ''}
                  {v.source.length > 0 ? <span className="deck-violation-source"> ({v.source.join(', ')})</span> : null}
                </p>
                {where ? (
                  <button type="button" className="button small ghost" onClick={() => onShow(v.section!, v.entry ?? -1)}>
                    Show {where}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

// The numbers a deckbuilder shows, as small plots: cards by kind and by tag, the curve of a stat,
// the faces of the deck's dice, and the exact odds (hypergeometric) of drawing at least some
// copies of a card, or cards with a tag, in the opening hand and by each turn.
import { useId, useMemo, useState } from 'react';
import { kindLabel } from '../../faces/svg';
import { useOpenReport } from '../hooks';
import { deckStatistics, drawOdds, oddsChoices, type OddsTarget } from '../report';
import { CHART_COLOURS, ChartView } from '../../components/Chart';

const percent = (chance: number) => `${(chance * 100).toFixed(chance > 0 && chance < 0.001 ? 2 : 1)}%`;
const listed = (pairs: { label: string | number; count: number }[]) => pairs.map((p) => `${p.label}: ${p.count}`).join(', ');

export function Statistics() {
  const opened = useOpenReport();
  const [section, setSection] = useState('');
  const [statName, setStatName] = useState('');
  const ids = { section: useId(), stat: useId() };
  const stats = useMemo(() => (opened ? deckStatistics(opened.report.check, section === '' ? null : [section]) : null), [opened, section]);
  if (!opened || !stats) return null;
  const specs = opened.report.check.rules.construction.sections;
  const stat = stats.stats.find((s) => s.name === statName) ?? stats.stats[0] ?? null;
  const tags = stats.byTag.slice(0, 12);
  return (
    <section className="deck-statistics toolbar-fields" aria-label="Statistics">
      <h2 className="deck-column-title">Statistics</h2>
      <div className="deck-stat-controls">
        <label htmlFor={ids.section}>Of</label>
        <select id={ids.section} value={section} onChange={(event) => setSection(event.target.value)}>
          <option value="">the whole deck</option>
          {specs.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <span className="muted">{stats.cards} cards</span>
      </div>
      {stats.cards === 0 ? <p className="muted">No cards here yet.</p> : null}
      {stats.byKind.length > 0 ? (
        <figure className="deck-figure">
          <figcaption>Cards by kind</figcaption>
          <ChartView kind="bar" horizontal labels={stats.byKind.map((k) => kindLabel(k.label))} values={stats.byKind.map((k) => k.count)} description={`Cards by kind: ${listed(stats.byKind)}`} height={Math.max(60, 20 * stats.byKind.length + 30)} testId="chart-kinds" />
        </figure>
      ) : null}
      {tags.length > 0 ? (
        <figure className="deck-figure">
          <figcaption>Cards by tag{stats.byTag.length > tags.length ? ` (the ${tags.length} most common)` : ''}</figcaption>
          <ChartView kind="bar" horizontal labels={tags.map((t) => `#${t.label}`)} values={tags.map((t) => t.count)} description={`Cards by tag: ${listed(tags)}`} height={Math.max(70, 18 * tags.length + 30)} colour={CHART_COLOURS.second} testId="chart-tags" />
        </figure>
      ) : null}
      {stat ? (
        <figure className="deck-figure">
          <figcaption>
            <label htmlFor={ids.stat}>Curve of</label>{' '}
            <select id={ids.stat} value={stat.name} onChange={(event) => setStatName(event.target.value)}>
              {stats.stats.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
            {stat.mean !== null ? <span className="muted"> mean {stat.mean.toFixed(2)}</span> : null}
          </figcaption>
          <ChartView kind="bar" labels={stat.curve.map((c) => c.value)} values={stat.curve.map((c) => c.count)} description={`Cards by ${stat.name}: ${listed(stat.curve.map((c) => ({ label: c.value, count: c.count })))}`} height={120} testId="chart-curve" />
        </figure>
      ) : null}
      {stats.dice.length > 0 ? (
        <figure className="deck-figure">
          <figcaption>Faces of the deck&apos;s dice</figcaption>
          <ChartView kind="bar" labels={stats.dice.map((d) => d.label)} values={stats.dice.map((d) => d.count)} description={`Dice faces: ${listed(stats.dice)}`} height={110} colour={CHART_COLOURS.line} testId="chart-dice" />
        </figure>
      ) : null}
      <DrawOdds />
    </section>
  );
}

function DrawOdds() {
  const opened = useOpenReport();
  const [target, setTarget] = useState('');
  const [atLeast, setAtLeast] = useState(1);
  const [turns, setTurns] = useState(6);
  const ids = { target: useId(), atLeast: useId(), turns: useId() };
  const choices = useMemo(() => (opened ? oddsChoices(opened.report.check) : { cards: [], tags: [], first: null }), [opened]);
  if (!opened) return null;
  const check = opened.report.check;
  const draws = check.rules.construction.draws;
  if (!draws) return null;
  const chosen: OddsTarget | null = target.startsWith('tag:') ? { tag: target.slice(4) } : target.startsWith('card:') && choices.cards.includes(target.slice(5)) ? { card: target.slice(5) } : choices.first ? { card: choices.first } : null;
  const odds = chosen ? drawOdds(check, chosen, atLeast, turns) : null;
  const sectionName = check.rules.construction.sections.find((s) => s.id === draws.section)?.name ?? draws.section;
  const what = chosen ? ('card' in chosen ? `${atLeast} ${chosen.card}` : `${atLeast} #${chosen.tag} card${atLeast === 1 ? '' : 's'}`) : '';
  const value = chosen ? ('card' in chosen ? `card:${chosen.card}` : `tag:${chosen.tag}`) : '';
  return (
    <div className="deck-odds" role="group" aria-label="Draw odds">
      <h3>Draw odds</h3>
      {choices.cards.length === 0 ? (
        <p className="muted">Add cards to the {sectionName} to see the odds of drawing them.</p>
      ) : (
        <>
          <div className="deck-stat-controls">
            <label htmlFor={ids.atLeast}>At least</label>
            <input id={ids.atLeast} type="number" min={1} max={20} value={atLeast} onChange={(event) => setAtLeast(Math.max(1, Math.min(20, Math.trunc(Number(event.target.value) || 1))))} />
            <label htmlFor={ids.target}>of</label>
            <select id={ids.target} value={value} onChange={(event) => setTarget(event.target.value)}>
              <optgroup label="Cards">
                {choices.cards.map((c) => (
                  <option key={c} value={`card:${c}`}>
                    {c}
                  </option>
                ))}
              </optgroup>
              {choices.tags.length > 0 ? (
                <optgroup label="Tags">
                  {choices.tags.map((t) => (
                    <option key={t} value={`tag:${t}`}>
                      #{t}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
            <span className="deck-stat-pair">
              <label htmlFor={ids.turns}>by turn</label>
              <input id={ids.turns} type="number" min={1} max={30} value={turns} onChange={(event) => setTurns(Math.max(1, Math.min(30, Math.trunc(Number(event.target.value) || 1))))} />
            </span>
          </div>
          {odds ? (
            <>
              <p className="deck-odds-summary" data-testid="odds-summary">
                {odds.hits} of {odds.deck} cards in the {sectionName} count. Opening hand ({odds.byTurn[0]!.drawn} cards): <strong>{percent(odds.byTurn[0]!.chance)}</strong> to hold at least {what}; by turn {turns} ({odds.byTurn.at(-1)!.drawn} cards seen): <strong>{percent(odds.byTurn.at(-1)!.chance)}</strong>.
              </p>
              <ChartView kind="line" percent labels={odds.byTurn.map((t) => `T${t.turn}`)} values={odds.byTurn.map((t) => t.chance)} description={`Chance of at least ${what} by turn: ${odds.byTurn.map((t) => `turn ${t.turn} ${percent(t.chance)}`).join(', ')}`} height={120} testId="chart-odds" />
              <table className="deck-odds-table">
                <caption className="visually-hidden">Chance by turn</caption>
                <thead>
                  <tr>
                    <th scope="col">Turn</th>
                    {odds.byTurn.map((t) => (
                      <th key={t.turn} scope="col">
                        {t.turn}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">Seen</th>
                    {odds.byTurn.map((t) => (
                      <td key={t.turn}>{t.drawn}</td>
                    ))}
                  </tr>
                  <tr>
                    <th scope="row">Chance</th>
                    {odds.byTurn.map((t) => (
                      <td key={t.turn}>{percent(t.chance)}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

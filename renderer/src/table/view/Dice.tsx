// A layout's dice (engine/defs/table-layout.ts, `dice`): each seat's pool, the dice grouped by the
// symbol they show, each die drawn as the card faces print its face (renderer/src/faces/dice.ts:
// the symbol's code and value, a modifier in blue, a cost as a small disc); and the dice resting
// on a card, drawn small over it. Clicking a die does what the table offers with it: resolving
// its symbol, or picking it when a prompt asks for a die (focus, reroll).
import { memo, useMemo } from 'react';
import { printedFace } from '../../../../card-dsl/dice/printed';
import type { DicePlace } from '../../../../engine/defs/table-layout';
import { dieFaceSvg } from '../../faces/dice';
import { faceMeasure } from '../../faces/hooks';
import type { DieSnap } from '../model';
import { dieWords, groupWords } from './dice-words';
import type { ZoneCtx } from './Board';

/** A face drawn once per look and size: the pool redraws often, its faces rarely change. */
const drawn = new Map<string, string>();
function faceSvg(die: DieSnap, side: number): string {
  const key = `${side}|${die.symbol}|${die.x ? 'X' : die.value}|${die.modifier ? 1 : 0}|${die.cost}`;
  let svg = drawn.get(key);
  if (svg === undefined) {
    if (drawn.size > 500) drawn.clear();
    drawn.set(key, (svg = dieFaceSvg(printedFace(die), side, faceMeasure())));
  }
  return svg;
}

export const DieFace = memo(function DieFace({ die, side }: { die: DieSnap; side: number }) {
  const svg = useMemo(() => faceSvg(die, side), [die, side]);
  return <span className="t-die-face" dangerouslySetInnerHTML={{ __html: svg }} />;
});

/** One die of a pool: a button when the table offers something with it. */
function PoolDie({ die, ctx }: { die: DieSnap; ctx: ZoneCtx }) {
  const affordance = ctx.affordances.get(die.id);
  const actions = affordance?.actions ?? [];
  const classes = ['t-die', actions.length > 0 ? 'actionable' : '', affordance?.candidate ? 'candidate' : '', affordance?.picked ? 'picked' : '', affordance?.targeted ? 'targeted' : ''].filter(Boolean).join(' ');
  const from = die.card !== null ? ctx.snapshot.cards[die.card]?.def : null;
  const card = (from ? ctx.faces[from]?.name : undefined) ?? null;
  const words = `${dieWords(die)}${card ? ` (${card})` : ''}`;
  if (actions.length === 0) {
    return (
      <span className={classes} role="img" aria-label={words} title={words} data-testid="die" data-die={die.id} data-symbol={die.symbol}>
        <DieFace die={die} side={40} />
      </span>
    );
  }
  const label = actions.length === 1 ? `${words}: ${actions[0]!.text}` : `${words}: ${actions.length} actions`;
  return (
    <button type="button" className={classes} aria-label={label} aria-haspopup={actions.length !== 1 ? 'menu' : undefined} title={actions.map((a) => a.text).join('\n')} data-testid="die" data-die={die.id} data-symbol={die.symbol} onClick={(event) => ctx.act(die.id, actions, event.currentTarget)}>
      <DieFace die={die} side={40} />
    </button>
  );
}

/** A seat's pool: one group per symbol showing, in the order the symbols first show. */
export function DicePool({ seat, place, ctx }: { seat: string; place: DicePlace; ctx: ZoneCtx }) {
  const groups = ctx.snapshot.dice?.pools.find((p) => p.seat === seat)?.groups ?? [];
  const count = groups.reduce((n, g) => n + g.dice.length, 0);
  return (
    <div className="t-dice-pool" role="group" aria-label={`${seat} ${place.label}`} data-testid="dice-pool" data-owner={seat}>
      <div className="t-zone-label">
        <span>{place.label}</span>
        <span className="t-zone-count">{count}</span>
      </div>
      {groups.length === 0 ? <p className="t-dice-none">No dice rolled</p> : null}
      <div className="t-dice-groups">
        {groups.map((group) => (
          <div key={group.symbol} className="t-dice-group" role="group" aria-label={groupWords(group)} data-testid="dice-group" data-symbol={group.symbol}>
            {group.dice.map((die) => (
              <PoolDie key={die.id} die={die} ctx={ctx} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The dice resting on a card, small along its foot. */
export const DiceOnCard = memo(function DiceOnCard({ dice }: { dice: readonly DieSnap[] }) {
  return (
    <span className="t-card-dice" role="img" aria-label={`On the card: ${dice.length} ${dice.length === 1 ? 'die' : 'dice'} (${dice.map(dieWords).join('; ')})`} data-testid="dice-on-card" data-dice={dice.length}>
      {dice.map((die) => (
        <DieFace key={die.id} die={die} side={18} />
      ))}
    </span>
  );
});

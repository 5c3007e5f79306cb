// A layout's slots across the middle of the table (engine/defs/table-layout.ts, `slots`): for
// Smash Up, each base with every player's minions on it, the actions attached to a minion drawn
// with it, the monsters nobody controls there, each player's power there and everyone's against
// the base's breakpoint. What lies where comes from the snapshot (engine/table/slots.ts); this
// file only draws it.
import type { CSSProperties } from 'react';
import type { SlotsPlace } from '../../../../engine/defs/table-layout';
import type { CardRef, PlacedSnap, SlotSnap, SlotsSnap } from '../model';
import type { ZoneCtx } from './Board';

type Props = { place: SlotsPlace; slots: SlotsSnap; ctx: ZoneCtx };

export function SlotsArea({ place, slots, ctx }: Props) {
  const count = slots.slots.length;
  return (
    <div className="t-slots" role="group" aria-label={place.label} data-testid="slots" data-slots={count} style={{ '--slots': count } as CSSProperties}>
      {slots.slots.map((slot) => (
        <Slot key={slot.zone} slot={slot} place={place} values={slots.values} ctx={ctx} />
      ))}
      {slots.elsewhere.length > 0 ? (
        <div className="t-slot elsewhere" role="group" aria-label={`In play, at no ${singular(place.label)}`}>
          <div className="t-zone-label">
            <span>In play, at no {singular(place.label)}</span>
          </div>
          {slots.elsewhere.map((side) => (
            <div key={side.seat} className="t-slot-cards">
              {side.cards.map((id) => ctx.card(id, place.placedSize))}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** "Bases" -> "base". */
function singular(label: string): string {
  const lower = label.toLowerCase();
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

function Slot({ slot, place, values, ctx }: { slot: SlotSnap; place: SlotsPlace; values: SlotsSnap['values']; ctx: ZoneCtx }) {
  const snapshot = ctx.snapshot;
  const def = slot.card !== null ? snapshot.cards[slot.card]?.def : null;
  const name = (def ? ctx.faces[def]?.name : undefined) ?? 'Empty slot';
  const tally = place.tally;
  const ready = tally?.target !== undefined && slot.target !== null && slot.total >= slot.target;
  const tallyWords = tally ? `${tally.label} ${slot.total}${slot.target !== null ? ` of ${slot.target}` : ''}` : '';
  // A player is shown at a base where they have cards or power (an action on another's minion).
  const sides = slot.seats.filter((side) => side.cards.length > 0 || side.total > 0);
  // Cards no seat holds (monsters nobody controls) are drawn there in a group of their own.
  const shared = slot.shared.filter((group) => group.cards.length > 0);
  return (
    <section className={`t-slot ${ready ? 'ready' : ''}`} aria-label={tally ? `${name}: ${tallyWords}` : name} data-testid="slot" data-slot={slot.zone} data-card={name}>
      <header className="t-slot-head">
        <div className={`t-slot-card size-${place.size}`}>{slot.card !== null ? ctx.card(slot.card, place.size) : <div className="t-zone empty" />}</div>
        {tally ? (
          <div className="t-slot-tally" data-testid="slot-total" title={ready ? `${tallyWords}: it scores` : tallyWords}>
            <span className="t-slot-tally-label">{tally.label}</span>
            <span className="t-slot-tally-value">
              {slot.total}
              {slot.target !== null ? <span className="t-slot-target"> / {slot.target}</span> : null}
            </span>
            {slot.target !== null ? (
              <span className="t-track" aria-hidden="true">
                <span style={{ width: `${Math.min(100, slot.target === 0 ? 100 : (100 * slot.total) / slot.target)}%` }} />
              </span>
            ) : null}
            {ready ? <span className="t-slot-ready">Scores</span> : null}
          </div>
        ) : null}
      </header>
      {sides.length === 0 && shared.length === 0 ? <p className="t-slot-none">Nothing here yet</p> : null}
      {shared.map((group) => {
        const label = place.shared.find((s) => s.zone === group.zone)?.label ?? group.zone;
        return (
          <div key={group.zone} className="t-slot-side shared" role="group" aria-label={`${label} at ${name}`} data-testid="slot-shared" data-zone={group.zone}>
            <div className="t-slot-side-head">
              <span className="t-slot-side-name">{label}</span>
            </div>
            <div className={`t-slot-cards size-${place.placedSize}`}>
              {group.cards.map((placed) => (
                <Placed key={placed.card} placed={placed} place={place} values={values} ctx={ctx} />
              ))}
            </div>
          </div>
        );
      })}
      {sides.map((side) => {
        const seat = snapshot.seats.find((s) => s.id === side.seat);
        const index = snapshot.seats.findIndex((s) => s.id === side.seat);
        return (
          <div key={side.seat} className="t-slot-side" role="group" aria-label={`${seat?.name ?? side.seat} (${side.seat}) at ${name}${tally ? `: ${tally.label.toLowerCase()} ${side.total}` : ''}`} data-testid="slot-side" data-seat={side.seat} data-seat-index={index}>
            <div className="t-slot-side-head">
              <span className="t-slot-side-name">{seat?.name ?? side.seat}</span>
              {tally ? <span className="t-slot-side-total">{side.total}</span> : null}
            </div>
            {side.cards.length > 0 ? (
              <div className={`t-slot-cards size-${place.placedSize}`}>
                {side.cards.map((placed) => (
                  <Placed key={placed.card} placed={placed} place={place} values={values} ctx={ctx} />
                ))}
              </div>
            ) : (
              <p className="t-slot-none">On others' cards only</p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/**
 * A card at a slot with its tally stat now (a minion's power, marked when it differs from the
 * printed one), and the cards attached to it over its lower part.
 */
function Placed({ placed, place, values, ctx }: { placed: PlacedSnap; place: SlotsPlace; values: SlotsSnap['values']; ctx: ZoneCtx }) {
  const one = (id: CardRef) => {
    const value = values[id];
    const stat = place.tally?.stat;
    const changed = stat !== undefined && ctx.snapshot.cards[id]?.changed[stat] !== undefined;
    return (
      <div key={id} className="t-placed-card">
        {ctx.card(id, place.placedSize)}
        {value !== undefined ? (
          <span className={`t-placed-value ${changed ? 'changed' : ''}`} aria-hidden="true">
            {value}
          </span>
        ) : null}
      </div>
    );
  };
  if (placed.attached.length === 0) return one(placed.card);
  return (
    <div className="t-placed" data-attached={placed.attached.length}>
      {one(placed.card)}
      {placed.attached.map(({ card, seat }) => (
        <div key={card} className="t-attached" data-seat={seat} data-seat-index={ctx.snapshot.seats.findIndex((s) => s.id === seat)} title={`${ctx.snapshot.seats.find((s) => s.id === seat)?.name ?? seat}'s`}>
          {one(card)}
        </div>
      ))}
    </div>
  );
}

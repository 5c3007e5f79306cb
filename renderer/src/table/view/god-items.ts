// The god tools offered on a card or a seat, as menu items: those that need values open a form
// (GodForm), the others act at once. Every tool is a kernel action (engine/core/god.ts), so the
// engine checks it and the log writes it as a god step.
import { GOD_SEAT } from '../../../../engine/core/god';
import type { Action, CardSnap, GodMenu, SeatSnap, TableSnapshot } from '../model';
import type { GodFormSpec } from './GodForm';

export type GodItem = { id: string; label: string; disabled: string | null } & ({ form: GodFormSpec } | { action: Action });

const words = (name: string) => name.replace(/-/g, ' ');
const unavailable = (menu: GodMenu, kind: string) => menu.tools.find((t) => t.kind === kind)?.unavailable ?? null;

/** The god tools for one card. `act` plays a god action and answers whether the table took it. */
export function cardGodItems(card: CardSnap, name: string, menu: GodMenu, snapshot: TableSnapshot, act: (action: Action) => Promise<boolean>): GodItem[] {
  const id = card.id;
  const god = (kind: string, fields: Record<string, string | number | boolean>): Action => ({ seat: GOD_SEAT, kind, card: id, ...fields });
  const zone = snapshot.zones.find((z) => z.cards.includes(id));
  const items: GodItem[] = [
    {
      id: 'move',
      label: 'Move to…',
      disabled: unavailable(menu, 'god-move'),
      form: {
        title: `Move ${name}`,
        submit: 'Move',
        fields: [
          { id: 'zone', label: 'Zone', kind: 'select', value: menu.zones.find((z) => z.id !== zone?.id)?.id ?? '', options: menu.zones.filter((z) => z.id !== zone?.id).map((z) => ({ value: z.id, label: `${z.label} (${z.count})` })) },
          { id: 'at', label: 'Place', kind: 'select', value: 'top', options: [{ value: 'top', label: 'On top' }, { value: 'bottom', label: 'At the bottom' }] },
        ],
        apply: (v) => act(god('god-move', { zone: String(v.zone), ...(v.at === 'bottom' ? { at: 'bottom' } : {}) })),
      },
    },
    { id: 'remove', label: 'Remove from the game', disabled: unavailable(menu, 'god-remove'), action: god('god-remove', {}) },
    { id: 'exhaust', label: card.exhausted ? 'Ready' : 'Exhaust', disabled: unavailable(menu, 'god-exhaust'), action: god('god-exhaust', { exhausted: !card.exhausted }) },
    {
      id: 'damage',
      label: 'Set damage…',
      disabled: unavailable(menu, 'god-damage'),
      form: { title: `Damage on ${name}`, submit: 'Set', fields: [{ id: 'value', label: 'Damage', kind: 'number', value: card.damage, min: 0, max: 999 }], apply: (v) => act(god('god-damage', { value: Number(v.value) })) },
    },
  ];
  if (menu.counters.length > 0) {
    const first = Object.keys(card.counters)[0] ?? menu.counters[0]!;
    items.push({
      id: 'counters',
      label: 'Set counters…',
      disabled: unavailable(menu, 'god-counters'),
      form: {
        title: `Counters on ${name}`,
        submit: 'Set',
        fields: [
          { id: 'counter', label: 'Counter', kind: 'select', value: first, options: menu.counters.map((c) => ({ value: c, label: words(c) })) },
          { id: 'value', label: 'How many', kind: 'number', value: card.counters[first] ?? 0, min: 0, max: 999 },
        ],
        apply: (v) => act(god('god-counters', { counter: String(v.counter), value: Number(v.value) })),
      },
    });
  }
  if (menu.stats.length > 0) {
    items.push({
      id: 'stat',
      label: 'Set a stat…',
      disabled: unavailable(menu, 'god-stat'),
      form: {
        title: `A stat of ${name}`,
        submit: 'Set',
        fields: [
          { id: 'stat', label: 'Stat', kind: 'select', value: menu.stats[0]!, options: menu.stats.map((s) => ({ value: s, label: words(s) })) },
          { id: 'value', label: 'Value', kind: 'number', value: 0, min: -999, max: 999 },
        ],
        apply: (v) => act(god('god-stat', { stat: String(v.stat), value: Number(v.value) })),
      },
    });
  }
  return items;
}

/** The god tools for one seat: what the player holds, their health, priority. */
export function seatGodItems(seat: SeatSnap, menu: GodMenu, act: (action: Action) => Promise<boolean>): GodItem[] {
  const god = (kind: string, fields: Record<string, string | number | boolean>): Action => ({ seat: GOD_SEAT, kind, player: seat.id, ...fields });
  const items: GodItem[] = menu.resources.map((resource) => {
    const badge = seat.badges.find((b) => b.label.toLowerCase() === resource.toLowerCase());
    const now = badge ? Number.parseInt(badge.value, 10) : 0;
    return {
      id: `resource-${resource}`,
      label: `Set ${words(resource)}…`,
      disabled: unavailable(menu, 'god-resource'),
      form: { title: `${words(resource).replace(/^./, (c) => c.toUpperCase())} of ${seat.name}`, submit: 'Set', fields: [{ id: 'value', label: words(resource), kind: 'number', value: Number.isFinite(now) ? now : 0, min: 0, max: 999 }], apply: (v) => act(god('god-resource', { resource, value: Number(v.value) })) },
    };
  });
  const health = unavailable(menu, 'god-health');
  if (!health || !/no player health/.test(health)) {
    const badge = seat.badges.find((b) => b.icon === 'heart');
    const now = badge ? Number.parseInt(badge.value, 10) : 1;
    items.push({ id: 'health', label: 'Set health…', disabled: health, form: { title: `Health of ${seat.name}`, submit: 'Set', fields: [{ id: 'value', label: 'Health', kind: 'number', value: Number.isFinite(now) ? now : 1, min: 0, max: 99 }], apply: (v) => act(god('god-health', { value: Number(v.value) })) } });
  }
  items.push({ id: 'priority', label: 'Hand priority to this player', disabled: unavailable(menu, 'god-priority'), action: god('god-priority', {}) });
  return items;
}

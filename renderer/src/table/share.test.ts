// A snapshot after one action keeps the objects of the one before for what the action left alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSets } from '../../../cli/sets';
import type { SetFile } from '../../../engine/defs';
import { TableEngine } from './engine/table-engine';
import { shareSnapshot } from './share';

let bundled: SetFile[] = [];
beforeAll(async () => {
  bundled = (await loadSets(new URL('../../../sets', import.meta.url).pathname)).sets;
});

describe('sharing unchanged parts of a snapshot', () => {
  it('keeps unchanged cards, zones and seats as the same objects and takes the changed ones', () => {
    const engine = new TableEngine(bundled);
    const started = engine.start({ game: 'four-souls', sets: ['four-souls/base'], variants: {}, options: {}, seats: [{ kind: 'you' }, { kind: 'you' }, { kind: 'you' }], seed: '3' });
    if (!started.ok) throw new Error(started.message);
    let before = started.value.snapshot;
    let changedSome = false;
    for (let i = 0; i < 40; i += 1) {
      const next = engine.act(0, before.serial);
      if (!next.ok) throw new Error(next.message);
      const shared = shareSnapshot(before, next.value);
      // Equal in every value to what the worker sent.
      expect(JSON.parse(JSON.stringify(shared))).toEqual(JSON.parse(JSON.stringify(next.value)));
      for (const card of Object.values(shared.cards)) {
        const id = card.id;
        const was = before.cards[id];
        if (was && JSON.stringify(was) === JSON.stringify(card)) expect(card).toBe(was);
        else {
          expect(card).toBe(next.value.cards[id]);
          changedSome = true;
        }
      }
      for (const zone of shared.zones) {
        const was = before.zones.find((z) => z.id === zone.id)!;
        expect(zone === was).toBe(JSON.stringify(zone) === JSON.stringify(was));
      }
      before = shared;
    }
    expect(changedSome).toBe(true);
    // Another table shares nothing.
    const other = engine.start({ game: 'four-souls', sets: ['four-souls/base'], variants: {}, options: {}, seats: [{ kind: 'you' }, { kind: 'you' }], seed: '4' });
    if (!other.ok) throw new Error(other.message);
    expect(shareSnapshot(before, other.value.snapshot)).toBe(other.value.snapshot);
  });
});

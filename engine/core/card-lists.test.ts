import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../defs';
import { keptPerCardList } from './card-lists';

const card = (id: string) => ({ id }) as unknown as CardDefinition;

describe('keptPerCardList', () => {
  it('works a frozen list out once, and any other list again at every call', () => {
    let made = 0;
    const idsOf = keptPerCardList((cards) => {
      made += 1;
      return cards.map((c) => c.id);
    });
    const frozen = Object.freeze([card('a'), card('b')]);
    expect(idsOf(frozen)).toEqual(['a', 'b']);
    expect(idsOf(frozen)).toBe(idsOf(frozen));
    expect(made).toBe(1);
    const open = [card('a')];
    expect(idsOf(open)).toEqual(['a']);
    open.push(card('c'));
    expect(idsOf(open)).toEqual(['a', 'c']);
    expect(made).toBe(3);
  });
});

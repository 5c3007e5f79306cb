import { describe, expect, it } from 'vitest';
import { CARD_MM, PAPERS, pageCount, sheetLayout, type Paper } from './print-sheet';

describe('print sheet layout', () => {
  it.each(Object.keys(PAPERS) as Paper[])('puts nine cards on %s, inside the page, with crop marks outside the cards', (paper) => {
    const layout = sheetLayout(paper);
    expect(layout.slots).toHaveLength(9);
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= layout.page.width && y <= layout.page.height;
    for (const slot of layout.slots) {
      expect(inside(slot.x, slot.y) && inside(slot.x + CARD_MM.width, slot.y + CARD_MM.height)).toBe(true);
    }
    // Centred: the same margin on both sides.
    const first = layout.slots[0]!;
    const last = layout.slots[8]!;
    expect(first.x).toBeCloseTo(layout.page.width - (last.x + CARD_MM.width));
    expect(first.y).toBeCloseTo(layout.page.height - (last.y + CARD_MM.height));
    // Four cut lines each way, a mark at both ends of each: 16 marks, none on a card.
    expect(layout.marks).toHaveLength(16);
    for (const mark of layout.marks) {
      expect(inside(mark.x1, mark.y1) && inside(mark.x2, mark.y2)).toBe(true);
      const onCard = layout.slots.some((s) => Math.max(mark.x1, mark.x2) > s.x && Math.min(mark.x1, mark.x2) < s.x + CARD_MM.width && Math.max(mark.y1, mark.y2) > s.y && Math.min(mark.y1, mark.y2) < s.y + CARD_MM.height);
      expect(onCard).toBe(false);
    }
  });

  it('counts pages of nine', () => {
    expect([1, 9, 10, 18, 19, 258].map(pageCount)).toEqual([1, 1, 2, 2, 3, 29]);
  });
});

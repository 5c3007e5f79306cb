// The print sheet's layout, shared by the two ways a sheet is made (Electron prints a page,
// the web studio writes the PDF itself): nine 63 × 88 mm cards per page in three rows of
// three, edge to edge and centred on the paper, with crop marks in the margins on the line of
// every card edge. Millimetres, from the page's top left corner.

export const PAPERS = {
  a4: { width: 210, height: 297, label: 'A4' },
  letter: { width: 215.9, height: 279.4, label: 'Letter' },
} as const;
export type Paper = keyof typeof PAPERS;

export const CARD_MM = { width: 63, height: 88 };
export const CARDS_PER_PAGE = 9;
/** Crop marks stop this far from the cards, so a cut on the line never shows them. */
const MARK_GAP = 1.5;
const MARK_LENGTH = 5;

export type Segment = { x1: number; y1: number; x2: number; y2: number };
export type SheetLayout = {
  page: { width: number; height: number };
  /** Top left corner of each of the nine places, row by row. */
  slots: { x: number; y: number }[];
  marks: Segment[];
};

export function sheetLayout(paper: Paper): SheetLayout {
  const page = PAPERS[paper];
  const left = (page.width - 3 * CARD_MM.width) / 2;
  const top = (page.height - 3 * CARD_MM.height) / 2;
  const slots = [];
  for (let row = 0; row < 3; row += 1) for (let col = 0; col < 3; col += 1) slots.push({ x: left + col * CARD_MM.width, y: top + row * CARD_MM.height });
  const right = left + 3 * CARD_MM.width;
  const bottom = top + 3 * CARD_MM.height;
  const marks: Segment[] = [];
  const markLength = (room: number) => Math.max(1, Math.min(MARK_LENGTH, room - MARK_GAP - 1));
  for (let i = 0; i <= 3; i += 1) {
    const x = left + i * CARD_MM.width;
    const lengthV = markLength(top);
    marks.push({ x1: x, y1: top - MARK_GAP - lengthV, x2: x, y2: top - MARK_GAP });
    marks.push({ x1: x, y1: bottom + MARK_GAP, x2: x, y2: bottom + MARK_GAP + lengthV });
    const y = top + i * CARD_MM.height;
    const lengthH = markLength(left);
    marks.push({ x1: left - MARK_GAP - lengthH, y1: y, x2: left - MARK_GAP, y2: y });
    marks.push({ x1: right + MARK_GAP, y1: y, x2: right + MARK_GAP + lengthH, y2: y });
  }
  return { page: { width: page.width, height: page.height }, slots, marks };
}

export function pageCount(cards: number): number {
  return Math.ceil(cards / CARDS_PER_PAGE);
}

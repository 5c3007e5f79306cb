// The page the desktop app prints a sheet from: the faces' SVG markup placed nine to a page
// (electron/shared/print-sheet.ts) with crop marks, in a document that may load nothing but
// inline data (its own Content-Security-Policy) and is shown with JavaScript switched off.
import { CARD_MM, CARDS_PER_PAGE, PAPERS, sheetLayout, type Paper } from '../shared/print-sheet';

const mm = (n: number) => `${Number(n.toFixed(3))}mm`;

export function printSheetHtml(cards: readonly string[], paper: Paper, styles: string): string {
  const layout = sheetLayout(paper);
  const { width, height } = layout.page;
  const marks = layout.marks.map((m) => `<line x1="${m.x1}" y1="${m.y1}" x2="${m.x2}" y2="${m.y2}"/>`).join('');
  const pages: string[] = [];
  for (let start = 0; start < cards.length; start += CARDS_PER_PAGE) {
    const placed = cards.slice(start, start + CARDS_PER_PAGE).map((svg, i) => {
      const slot = layout.slots[i]!;
      return `<div class="card" style="left:${mm(slot.x)};top:${mm(slot.y)}">${svg}</div>`;
    });
    pages.push(`<section class="page">${placed.join('')}<svg class="marks" viewBox="0 0 ${width} ${height}" stroke="#000" stroke-width="0.2">${marks}</svg></section>`);
  }
  // A closing tag inside the inlined rules would end the style element early.
  const safeStyles = styles.replace(/<\/?style/gi, '');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">`,
    `<title>Print sheet (${PAPERS[paper].label})</title><style>`,
    `@page{size:${mm(width)} ${mm(height)};margin:0}html,body{margin:0;padding:0;background:#fff}`,
    `.page{position:relative;width:${mm(width)};height:${mm(height)};overflow:hidden;break-after:page}.page:last-child{break-after:auto}`,
    `.card{position:absolute;width:${mm(CARD_MM.width)};height:${mm(CARD_MM.height)}}.card>svg{display:block;width:100%;height:100%}`,
    `.marks{position:absolute;left:0;top:0;width:${mm(width)};height:${mm(height)}}`,
    safeStyles,
    `</style></head><body>${pages.join('')}</body></html>`,
  ].join('');
}

// A card face as SVG markup, from the card's face data and its game's template. The same
// markup is shown in the page (preview, gallery) and rasterised for export, so what the
// designer sees is what prints. Text is measured by the injected `measure` (the page's fonts)
// and fitted to its box (fit.ts). States the sandbox table will use: a small face (name, art
// and stats), counters, damage, exhausted (turned sideways) and face down (the game's back).
import { FACE_HEIGHT, FACE_WIDTH, type Box, type CardBack, type FaceFont, type FaceTemplate, type GameFaces, type StatShape, type TextLine } from '../../../engine/defs/faces';
import { faceTemplate } from '../../../engine/games/faces';
import type { CardFace } from '../../../card-dsl/service/faces';
import { diceStrip } from './dice';
import { fitLine, fitText, type Fitted, type Measure, type Run } from './fit';
import { numberOffset, statShape } from './shapes';
import { TYPEFACES, fontFamily } from './typefaces';
import { attr, text } from './xml';

export type FaceState = {
  /** A table-sized face: name, art and stats only. */
  small?: boolean;
  /** Counters on the card, by name. */
  counters?: Readonly<Record<string, number>>;
  damage?: number;
  /** Turned sideways (tapped, deactivated). */
  exhausted?: boolean;
  /** The game's card back instead of the face. */
  faceDown?: boolean;
};

export type RenderOptions = FaceState & {
  /** The card's picture as a data URL; a placeholder when absent. */
  art?: string | null;
  /** Mark what the designer should fix: numbers the written text leaves out, cut text. */
  problems?: boolean;
  /** @font-face rules to embed (for a face that leaves the page). */
  fontCss?: string;
  /** Makes the ids inside the markup unique on a page that shows many faces. */
  idPrefix?: string;
};

export type RenderedFace = {
  svg: string;
  /** The rules text did not fit, even at the smallest size, and was cut. */
  overflow: boolean;
  /** The size the rules text was set in (template units). */
  textSize: number | null;
};

const f = (n: number) => Number(n.toFixed(2));
let ids = 0;

/** "bonus-soul" -> "Bonus soul". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function tagLabel(tag: string): string {
  return kindLabel(tag);
}

/** The face of a card. */
export function renderFace(face: CardFace, faces: GameFaces, measure: Measure, options: RenderOptions = {}): RenderedFace {
  const id = options.idPrefix ?? `cwf${(ids += 1)}`;
  if (options.faceDown) return { svg: wrap(renderBackBody(faces.back, id), face.name, options, id, 'Face down'), overflow: false, textSize: null };
  const t = faceTemplate(faces, face.kind);
  const parts: string[] = [];
  parts.push(frame(t, id));
  const small = options.small === true;
  // A small face gives the picture the space of the text below it.
  const artBox = small ? { ...t.art.box, height: Math.max(t.art.box.height, t.text.box.y + t.text.box.height - t.art.box.y) } : t.art.box;
  parts.push(art(t, artBox, face, options.art ?? null, id));
  parts.push(textLine(t.name, face.name, measure, small ? 1.15 : 1));
  let overflow = false;
  let textSize: number | null = null;
  if (!small) {
    if (t.typeLine) {
      const tags = face.tags.map(tagLabel);
      const words = t.typeLine.show === 'kind' ? [kindLabel(face.kind)] : t.typeLine.show === 'tags' ? tags : [kindLabel(face.kind), ...tags];
      parts.push(textLine(t.typeLine, words.join(' · '), measure));
    }
    const rules = rulesBox(t, face, measure, options.problems === true);
    parts.push(rules.svg);
    overflow = rules.fitted?.overflow ?? false;
    textSize = rules.fitted?.size ?? null;
    if (t.footer) {
      const copies = face.copies > 1 ? ` · ${face.copies} copies` : '';
      parts.push(textLine(t.footer, `${face.setName}${copies}`, measure));
    }
  }
  // The dice lie over the picture's left side, as printed cards show them.
  if (!small && face.dice) parts.push(diceStrip(face.dice, artBox, measure));
  parts.push(stats(t, face, measure));
  if (options.damage || options.counters) parts.push(tokens(artBox, options.damage ?? 0, options.counters ?? {}, measure));
  return { svg: wrap(parts.join(''), face.name, options, id, null), overflow, textSize };
}

/** The back of the game's cards. */
export function renderBack(faces: GameFaces, options: Pick<RenderOptions, 'exhausted' | 'fontCss' | 'idPrefix'> = {}): string {
  const id = options.idPrefix ?? `cwb${(ids += 1)}`;
  return wrap(renderBackBody(faces.back, id), faces.back.title, options, id, 'Card back');
}

function wrap(body: string, name: string, options: RenderOptions, id: string, what: string | null): string {
  const sideways = options.exhausted === true;
  const width = sideways ? FACE_HEIGHT : FACE_WIDTH;
  const height = sideways ? FACE_WIDTH : FACE_HEIGHT;
  const label = what ? `${what}: ${name}` : name;
  const style = options.fontCss ? `<style>${options.fontCss}</style>` : '';
  const content = sideways ? `<g transform="translate(${FACE_HEIGHT} 0) rotate(90)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${attr(label)}" data-face="${attr(id)}"><title>${text(label)}</title>${style}${content}</svg>`;
}

function rect(box: Box, attrs: string, radius = 0): string {
  return `<rect x="${f(box.x)}" y="${f(box.y)}" width="${f(box.width)}" height="${f(box.height)}"${radius ? ` rx="${f(radius)}"` : ''} ${attrs}/>`;
}

function frame(t: FaceTemplate, id: string): string {
  const { border, fill, shade, accent, inset, radius } = t.frame;
  const inner: Box = { x: inset, y: inset, width: FACE_WIDTH - 2 * inset, height: FACE_HEIGHT - 2 * inset };
  return [
    `<defs><linearGradient id="${id}-panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${attr(fill)}"/><stop offset="1" stop-color="${attr(shade)}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></radialGradient></defs>`,
    rect({ x: 0, y: 0, width: FACE_WIDTH, height: FACE_HEIGHT }, `fill="${attr(border)}"`, radius),
    rect(inner, `fill="url(#${id}-panel)"`, Math.max(4, radius - inset / 2)),
    rect(inner, `fill="url(#${id}-glow)"`, Math.max(4, radius - inset / 2)),
    rect({ x: inset + 7, y: inset + 7, width: inner.width - 14, height: inner.height - 14 }, `fill="none" stroke="${attr(accent)}" stroke-width="2.5" opacity="0.55"`, Math.max(3, radius - inset / 2 - 5)),
  ].join('');
}

function art(t: FaceTemplate, box: Box, face: CardFace, image: string | null, id: string): string {
  const { radius, fill, stroke, strokeWidth } = t.art;
  const clip = `<clipPath id="${id}-art">${rect(box, '', radius)}</clipPath>`;
  const outline = stroke && strokeWidth ? rect(box, `fill="none" stroke="${attr(stroke)}" stroke-width="${f(strokeWidth)}"`, radius) : '';
  if (image) {
    return `<defs>${clip}</defs><image href="${attr(image)}" x="${f(box.x)}" y="${f(box.y)}" width="${f(box.width)}" height="${f(box.height)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id}-art)"/>${outline}`;
  }
  // No picture yet: a quiet hatched panel with a landscape sign and the file it would come from.
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2 - 14;
  const s = Math.min(box.width, box.height) * 0.16;
  const hint = `art/${face.slug}.png`;
  // The name's colour reads on the frame, so it reads on the picture's panel of the same family.
  const ink = t.name.fill ? t.name.colour : luminance(fill) < 0.4 ? '#f4f6f8' : t.frame.border;
  return [
    `<defs>${clip}<pattern id="${id}-hatch" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="18" height="18" fill="${attr(fill)}"/><line x1="0" y1="0" x2="0" y2="18" stroke="${attr(t.frame.border)}" stroke-width="3" opacity="0.07"/></pattern></defs>`,
    `<g clip-path="url(#${id}-art)">${rect(box, `fill="url(#${id}-hatch)"`)}</g>`,
    `<g opacity="0.38" fill="none" stroke="${attr(ink)}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">`,
    `<rect x="${f(cx - s)}" y="${f(cy - s * 0.75)}" width="${f(2 * s)}" height="${f(1.5 * s)}" rx="${f(s * 0.12)}"/>`,
    `<path d="M${f(cx - s * 0.8)} ${f(cy + s * 0.55)} L${f(cx - s * 0.25)} ${f(cy - s * 0.1)} L${f(cx + s * 0.1)} ${f(cy + s * 0.3)} L${f(cx + s * 0.38)} ${f(cy + s * 0.05)} L${f(cx + s * 0.8)} ${f(cy + s * 0.55)}"/>`,
    `<circle cx="${f(cx + s * 0.42)}" cy="${f(cy - s * 0.35)}" r="${f(s * 0.15)}"/></g>`,
    `<text x="${f(cx)}" y="${f(cy + s * 0.75 + 36)}" text-anchor="middle" font-family="${attr(fontFamily('serif'))}" font-size="22" font-style="italic" fill="${attr(ink)}" opacity="0.55">${text(hint)}</text>`,
    outline,
  ].join('');
}

/** Relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A line of text in its box, shrunk to fit (and cut with an ellipsis beyond that). */
function textLine(line: TextLine, value: string, measure: Measure, scale = 1): string {
  const face = TYPEFACES[line.font];
  const shown = line.caps ? value.toUpperCase() : value;
  const pad = line.fill ? 16 : 4;
  const width = line.box.width - 2 * pad;
  const spacing = line.caps ? face.capsSpacing : 0;
  const size = Math.min(line.size * scale, line.box.height * 0.92);
  const style = { bold: line.bold };
  const spaced: Measure = (s, font, sz, st) => measure(s, font, sz, st) + spacing * sz * Math.max(0, [...s].length - 1);
  const fitted = fitLine(shown, width, line.font, size, Math.min(size, line.minSize ?? size * 0.7), spaced, style);
  const anchor = line.align === 'start' ? 'start' : line.align === 'end' ? 'end' : 'middle';
  const x = line.align === 'start' ? line.box.x + pad : line.align === 'end' ? line.box.x + line.box.width - pad : line.box.x + line.box.width / 2;
  const y = line.box.y + line.box.height / 2 + fitted.size * 0.34;
  const band = line.fill ? rect(line.box, `fill="${attr(line.fill)}"${line.stroke ? ` stroke="${attr(line.stroke)}" stroke-width="2.5"` : ''}`, line.radius) : '';
  const weight = line.bold ? face.bold : face.regular;
  const letterSpacing = spacing ? ` letter-spacing="${f(spacing * fitted.size)}"` : '';
  return `${band}<text x="${f(x)}" y="${f(y)}" text-anchor="${anchor}" font-family="${attr(fontFamily(line.font))}" font-size="${f(fitted.size)}" font-weight="${weight}"${letterSpacing} fill="${attr(line.colour)}">${text(fitted.text)}</text>`;
}

function rulesBox(t: FaceTemplate, face: CardFace, measure: Measure, problems: boolean): { svg: string; fitted: Fitted | null } {
  const box = t.text;
  const parts: string[] = [];
  parts.push(rect(box.box, `data-part="rules-box" fill="${attr(box.fill ?? 'none')}"${box.stroke ? ` stroke="${attr(box.stroke)}" stroke-width="3"` : ''}`, box.radius));
  const marked = problems && face.mismatch ? face.mismatch.missing : [];
  const body = face.rulesText.trim();
  let fitted: Fitted | null = null;
  if (body === '') {
    parts.push(`<text x="${f(box.box.x + box.box.width / 2)}" y="${f(box.box.y + box.box.height / 2 + 8)}" text-anchor="middle" font-family="${attr(fontFamily(box.font))}" font-size="${f(box.maxSize * 0.8)}" font-style="italic" fill="${attr(box.colour)}" opacity="0.45">No abilities</text>`);
  } else {
    const inner = { width: box.box.width - 2 * box.padding, height: box.box.height - 2 * box.padding };
    fitted = fitText(body, { ...inner, font: box.font, maxSize: box.maxSize, minSize: box.minSize, lineHeight: box.lineHeight }, measure, { marked });
    parts.push(setText(fitted, t, inner));
  }
  if (problems && face.mismatch) parts.push(mismatchTag(t, face, measure));
  if (problems && fitted?.overflow) parts.push(flag(t.text.box.x + t.text.box.width - 12, t.text.box.y + t.text.box.height - 12, 'end', 'Text cut: too long for the box', measure));
  return { svg: parts.join(''), fitted };
}

function setText(fitted: Fitted, t: FaceTemplate, inner: { width: number; height: number }): string {
  const box = t.text;
  const face = TYPEFACES[box.font];
  const top = box.box.y + box.padding + Math.max(0, (inner.height - fitted.height) / 2);
  const x = box.align === 'middle' ? box.box.x + box.box.width / 2 : box.box.x + box.padding;
  const anchor = box.align === 'middle' ? 'middle' : 'start';
  const lines: string[] = [];
  let y = top + fitted.size * 0.82;
  fitted.paragraphs.forEach((paragraph, p) => {
    if (p > 0) y += fitted.leading * 0.35;
    for (const line of paragraph) {
      lines.push(`<text x="${f(x)}" y="${f(y)}" text-anchor="${anchor}" xml:space="preserve">${line.runs.map((run) => tspan(run, box.labelColour ?? box.colour, face.bold, face.regular)).join('')}</text>`);
      y += fitted.leading;
    }
  });
  return `<g data-part="rules" font-family="${attr(fontFamily(box.font))}" font-size="${f(fitted.size)}" fill="${attr(box.colour)}">${lines.join('')}</g>`;
}

function tspan(run: Run, labelColour: string, bold: number, regular: number): string {
  const attrs: string[] = [];
  if (run.bold) attrs.push(`font-weight="${bold}"`, `fill="${attr(labelColour)}"`);
  else attrs.push(`font-weight="${regular}"`);
  if (run.italic) attrs.push('font-style="italic"');
  if (run.mark) attrs.push('fill="#c01818"', 'text-decoration="underline"', 'font-weight="700"');
  return `<tspan ${attrs.join(' ')}>${text(run.text)}</tspan>`;
}

/** A red tag over the text box: the numbers the written text leaves out. */
function mismatchTag(t: FaceTemplate, face: CardFace, measure: Measure): string {
  const mismatch = face.mismatch!;
  const said = mismatch.said.length > 0 ? `text says ${mismatch.said.join(', ')}` : 'text has no numbers';
  return flag(t.text.box.x + t.text.box.width - 10, t.text.box.y - 2, 'end', `Rules use ${mismatch.missing.join(', ')}; ${said}`, measure);
}

function flag(x: number, y: number, align: 'start' | 'end', message: string, measure: Measure): string {
  const size = 19;
  const width = measure(message, 'serif', size, { bold: true }) + 24;
  const left = align === 'start' ? x : x - width;
  return `<g data-problem="true"><rect x="${f(left)}" y="${f(y - 16)}" width="${f(width)}" height="30" rx="8" fill="#c01818" stroke="#ffffff" stroke-width="2"/><text x="${f(left + 12)}" y="${f(y + 5)}" font-family="${attr(fontFamily('serif'))}" font-size="${size}" font-weight="700" fill="#ffffff">${text(message)}</text></g>`;
}

function stats(t: FaceTemplate, face: CardFace, measure: Measure): string {
  const parts: string[] = [];
  const placed = new Map(t.stats.map((slot) => [slot.stat, slot]));
  const rest = face.stats.filter((s) => !placed.has(s.name));
  for (const stat of face.stats) {
    const slot = placed.get(stat.name);
    if (slot) parts.push(statBadge(stat.name, slot.shape, slot.x, slot.y, slot.size, slot, stat.value, slot.label ?? null, measure));
  }
  if (rest.length > 0) {
    const row = t.statRow;
    const step = row.box.width / rest.length;
    const r = Math.min(row.size, step / 2 - 6, row.box.height / 2 - 10);
    rest.forEach((stat, i) => {
      const x = row.box.x + step * (i + 0.5);
      parts.push(statBadge(stat.name, row.shape, x, row.box.y + r + 2, r, row, stat.value, kindLabel(stat.name), measure));
    });
  }
  return parts.join('');
}

type BadgePaint = { fill: string; stroke: string; colour: string; font: FaceFont; labelColour?: string };

function statBadge(name: string, shape: StatShape, x: number, y: number, r: number, paint: BadgePaint, value: number, label: string | null, measure: Measure): string {
  const face = TYPEFACES[paint.font];
  const digits = String(value);
  let size = r * (digits.length > 1 ? 0.95 : 1.2);
  const room = r * 1.5;
  const width = measure(digits, paint.font, size, { bold: true });
  if (width > room) size *= room / width;
  const cy = y + numberOffset(shape, r);
  const number = `<text x="${f(x)}" y="${f(cy + size * 0.35)}" text-anchor="middle" font-family="${attr(fontFamily(paint.font))}" font-size="${f(size)}" font-weight="${face.bold}" fill="${attr(paint.colour)}" stroke="${attr(paint.stroke)}" stroke-width="${f(shape === 'die' ? 0 : size * 0.06)}" paint-order="stroke">${text(digits)}</text>`;
  const shadow = `<g opacity="0.28" transform="translate(3 5)">${statShape(shape, x, y, r, { fill: '#000000', stroke: '#000000' })}</g>`;
  let caption = '';
  if (label) {
    const labelSize = Math.max(13, r * 0.42);
    const shown = label.toUpperCase();
    caption = `<text x="${f(x)}" y="${f(y + r + labelSize * 1.05)}" text-anchor="middle" font-family="${attr(fontFamily(paint.font))}" font-size="${f(labelSize)}" font-weight="${face.bold}" letter-spacing="${f(labelSize * 0.08)}" fill="${attr(paint.labelColour ?? paint.stroke)}">${text(shown)}</text>`;
  }
  return `<g data-stat="${attr(name)}">${shadow}${statShape(shape, x, y, r, paint)}${number}${caption}</g>`;
}

/** Damage and counters, as tokens lying on the picture. */
function tokens(box: Box, damage: number, counters: Readonly<Record<string, number>>, measure: Measure): string {
  const parts: string[] = [];
  if (damage > 0) {
    const x = box.x + 56;
    const y = box.y + 56;
    parts.push(`<g data-token="damage">${statShape('circle', x, y, 40, { fill: '#b3141b', stroke: '#ffffff' })}<text x="${x}" y="${y + 15}" text-anchor="middle" font-family="${attr(fontFamily('tech'))}" font-size="44" font-weight="700" fill="#ffffff">${text(String(damage))}</text></g>`);
  }
  let y = box.y + 26;
  for (const [name, count] of Object.entries(counters)) {
    if (!count) continue;
    const label = `${count} ${name}`;
    const width = measure(label, 'tech', 24, { bold: true }) + 28;
    const x = box.x + box.width - 14 - width;
    parts.push(`<g data-token="counter"><rect x="${f(x)}" y="${f(y - 20)}" width="${f(width)}" height="36" rx="18" fill="#101418" fill-opacity="0.85" stroke="#ffffff" stroke-width="2"/><text x="${f(x + 14)}" y="${f(y + 6)}" font-family="${attr(fontFamily('tech'))}" font-size="24" font-weight="700" fill="#ffffff">${text(label)}</text></g>`);
    y += 44;
  }
  return parts.join('');
}

function renderBackBody(back: CardBack, id: string): string {
  const inset = 22;
  const inner: Box = { x: inset, y: inset, width: FACE_WIDTH - 2 * inset, height: FACE_HEIGHT - 2 * inset };
  const pattern = backPattern(back, id);
  const cx = FACE_WIDTH / 2;
  const cy = FACE_HEIGHT / 2;
  const face = TYPEFACES[back.font];
  return [
    `<defs>${pattern}<radialGradient id="${id}-back-glow" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="${attr(back.fill)}" stop-opacity="0"/><stop offset="1" stop-color="${attr(back.shade)}" stop-opacity="0.9"/></radialGradient></defs>`,
    rect({ x: 0, y: 0, width: FACE_WIDTH, height: FACE_HEIGHT }, `fill="${attr(back.shade)}"`, 28),
    rect(inner, `fill="url(#${id}-back-pattern)"`, 16),
    rect(inner, `fill="url(#${id}-back-glow)"`, 16),
    rect({ x: inset + 10, y: inset + 10, width: inner.width - 20, height: inner.height - 20 }, `fill="none" stroke="${attr(back.accent)}" stroke-width="4"`, 12),
    `<ellipse cx="${cx}" cy="${cy}" rx="220" ry="120" fill="${attr(back.shade)}" stroke="${attr(back.accent)}" stroke-width="6"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="204" ry="104" fill="none" stroke="${attr(back.accent)}" stroke-width="2" opacity="0.7"/>`,
    `<text x="${cx}" y="${cy + 20}" text-anchor="middle" font-family="${attr(fontFamily(back.font))}" font-size="${back.title.length > 12 ? 44 : 58}" font-weight="${face.bold}" letter-spacing="2" fill="${attr(back.colour)}">${text(back.title)}</text>`,
  ].join('');
}

function backPattern(back: CardBack, id: string): string {
  const open = `<pattern id="${id}-back-pattern" patternUnits="userSpaceOnUse"`;
  const fill = `<rect width="60" height="60" fill="${attr(back.fill)}"/>`;
  const ink = `stroke="${attr(back.accent)}" stroke-opacity="0.35" fill="none"`;
  switch (back.pattern) {
    case 'diagonal':
      return `${open} width="30" height="30" patternTransform="rotate(45)">${fill}<line x1="0" y1="0" x2="0" y2="30" ${ink} stroke-width="6"/></pattern>`;
    case 'dots':
      return `${open} width="30" height="30">${fill}<circle cx="15" cy="15" r="4" fill="${attr(back.accent)}" fill-opacity="0.35"/></pattern>`;
    case 'grid':
      return `${open} width="40" height="40">${fill}<path d="M40 0H0V40" ${ink} stroke-width="2.5"/><circle cx="0" cy="0" r="4" fill="${attr(back.accent)}" fill-opacity="0.5"/></pattern>`;
    case 'rings':
      return `${open} width="60" height="60">${fill}<circle cx="30" cy="30" r="22" ${ink} stroke-width="3"/><circle cx="0" cy="0" r="22" ${ink} stroke-width="3"/><circle cx="60" cy="60" r="22" ${ink} stroke-width="3"/><circle cx="60" cy="0" r="22" ${ink} stroke-width="3"/><circle cx="0" cy="60" r="22" ${ink} stroke-width="3"/></pattern>`;
  }
}

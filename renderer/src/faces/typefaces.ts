// The typefaces a card face can use, by the template's font names, with the weights and
// styles the studio bundles (renderer/src/faces/fonts.ts loads them; nothing is fetched).
import type { FaceFont } from '../../../engine/defs/faces';

export type Typeface = {
  family: string;
  /** Fallbacks while the bundled file loads, or if it cannot. */
  fallback: string;
  regular: number;
  bold: number;
  italic: boolean;
  /** Extra letter spacing, in em, for capitals. */
  capsSpacing: number;
};

export const TYPEFACES: Record<FaceFont, Typeface> = {
  serif: { family: 'Crimson Pro', fallback: "Georgia, 'DejaVu Serif', serif", regular: 400, bold: 700, italic: true, capsSpacing: 0.08 },
  classic: { family: 'Cinzel', fallback: "'Times New Roman', serif", regular: 700, bold: 700, italic: false, capsSpacing: 0.04 },
  hand: { family: 'Kalam', fallback: "'Comic Sans MS', cursive", regular: 400, bold: 700, italic: false, capsSpacing: 0.02 },
  tech: { family: 'Chakra Petch', fallback: "'DejaVu Sans', sans-serif", regular: 400, bold: 700, italic: false, capsSpacing: 0.06 },
};

/** The CSS font-family value of a template font. */
export function fontFamily(font: FaceFont): string {
  const face = TYPEFACES[font];
  return `'${face.family}', ${face.fallback}`;
}

/** The CSS font shorthand (canvas measuring uses the same). */
export function cssFont(font: FaceFont, size: number, style: { bold?: boolean; italic?: boolean }): string {
  const face = TYPEFACES[font];
  const weight = style.bold ? face.bold : face.regular;
  const italic = style.italic && face.italic ? 'italic ' : '';
  return `${italic}${weight} ${size}px ${fontFamily(font)}`;
}

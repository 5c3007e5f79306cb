// Card face templates: how a game's cards are drawn, as plain data beside each game (one
// template per card kind, and a card back). Coordinates are in tenths of a millimetre on a
// 63 × 88 mm card (630 × 880), the size of most printed card games. The studio draws faces
// from these templates; a game without one gets the generic template (engine/games/faces.ts).
import { z } from 'zod';
import { Word } from './values';

export const FACE_TEMPLATE_VERSION = 1;
/** The card's size in template units (tenths of a millimetre). */
export const FACE_WIDTH = 630;
export const FACE_HEIGHT = 880;

export const Colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour as #rrggbb');

/**
 * The typefaces the studio bundles (no font is fetched): `serif` for rules text, `classic`
 * for engraved capitals, `hand` for hand-lettered names, `tech` for a machined look.
 */
export const FaceFont = z.enum(['serif', 'classic', 'hand', 'tech']);
export type FaceFont = z.infer<typeof FaceFont>;

const Unit = z.number().min(0).max(Math.max(FACE_WIDTH, FACE_HEIGHT));

export const Box = z
  .object({ x: Unit, y: Unit, width: Unit.min(1), height: Unit.min(1) })
  .strict()
  .refine((b) => b.x + b.width <= FACE_WIDTH && b.y + b.height <= FACE_HEIGHT, { message: 'must lie inside the card' });
export type Box = z.infer<typeof Box>;

const FontSize = z.number().min(6).max(200);

/** A line of text in a box: the name, the type line, the footer. */
export const TextLine = z
  .object({
    box: Box,
    font: FaceFont,
    bold: z.boolean().default(true),
    size: FontSize,
    /** Long names shrink down to this size before they are cut. */
    minSize: FontSize.optional(),
    colour: Colour,
    align: z.enum(['start', 'middle', 'end']).default('middle'),
    caps: z.boolean().default(false),
    /** A band behind the text. */
    fill: Colour.optional(),
    stroke: Colour.optional(),
    radius: z.number().min(0).max(100).default(0),
  })
  .strict();
export type TextLine = z.infer<typeof TextLine>;

/** Shapes a stat is printed in: a heart for health, a die for a roll, a gear for a bot's power… */
export const StatShape = z.enum(['circle', 'heart', 'shield', 'die', 'sword', 'gear', 'diamond', 'soul', 'hexagon']);
export type StatShape = z.infer<typeof StatShape>;

/** Where one stat of the card kind sits: its centre, its shape and its size (the shape's radius). */
export const StatSlot = z
  .object({
    stat: Word,
    x: Unit,
    y: Unit,
    shape: StatShape,
    size: z.number().min(10).max(120),
    fill: Colour,
    stroke: Colour,
    colour: Colour,
    font: FaceFont,
    /** A word printed under the shape ("HP"); none when the shape says it. */
    label: z.string().max(12).optional(),
    labelColour: Colour.optional(),
  })
  .strict();
export type StatSlot = z.infer<typeof StatSlot>;

/** Stats the template gives no slot: laid out in a row in this box, each in the same shape. */
export const StatRow = z
  .object({
    box: Box,
    shape: StatShape,
    size: z.number().min(10).max(120),
    fill: Colour,
    stroke: Colour,
    colour: Colour,
    font: FaceFont,
    labelColour: Colour,
  })
  .strict();
export type StatRow = z.infer<typeof StatRow>;

/** The rules text's box: the text wraps in it and shrinks (down to minSize) to fit. */
export const TextBox = z
  .object({
    box: Box,
    fill: Colour.optional(),
    stroke: Colour.optional(),
    radius: z.number().min(0).max(100).default(0),
    padding: z.number().min(0).max(100).default(16),
    font: FaceFont,
    colour: Colour,
    /** The colour of an ability's label ("Entry:", "Reward:"), printed in bold. */
    labelColour: Colour.optional(),
    maxSize: FontSize,
    minSize: FontSize,
    /** Line height as a multiple of the font size. */
    lineHeight: z.number().min(1).max(2).default(1.2),
    align: z.enum(['start', 'middle']).default('start'),
  })
  .strict()
  .refine((t) => t.minSize <= t.maxSize, { message: 'minSize must not exceed maxSize' });
export type TextBox = z.infer<typeof TextBox>;

export const ArtBox = z
  .object({
    box: Box,
    radius: z.number().min(0).max(200).default(0),
    /** Behind the placeholder, when the card has no art file. */
    fill: Colour,
    stroke: Colour.optional(),
    strokeWidth: z.number().min(0).max(20).default(0),
  })
  .strict();
export type ArtBox = z.infer<typeof ArtBox>;

export const Frame = z
  .object({
    /** The card's edge colour (the printed border). */
    border: Colour,
    /** The panel inside the border. */
    fill: Colour,
    /** Width of the border. */
    inset: z.number().min(0).max(80),
    /** A second, darker tone for gradients and rules. */
    shade: Colour,
    /** The kind's colour: rules, ornaments, the type line. */
    accent: Colour,
    radius: z.number().min(0).max(80).default(28),
  })
  .strict();
export type Frame = z.infer<typeof Frame>;

export const FaceTemplate = z
  .object({
    frame: Frame,
    name: TextLine,
    /** The kind and tags ("Monster · Boss"); none to leave them out. */
    typeLine: TextLine.extend({ show: z.enum(['kind', 'kind-and-tags', 'tags']).default('kind-and-tags') }).strict().optional(),
    art: ArtBox,
    text: TextBox,
    stats: z.array(StatSlot).default([]),
    statRow: StatRow,
    /** The set's name and the number of copies. */
    footer: TextLine.optional(),
  })
  .strict()
  .refine((t) => new Set(t.stats.map((s) => s.stat)).size === t.stats.length, { message: 'a stat has two slots' });
export type FaceTemplate = z.infer<typeof FaceTemplate>;
export type FaceTemplateInput = z.input<typeof FaceTemplate>;

/** A face-down card: the game's back. */
export const CardBack = z
  .object({
    fill: Colour,
    shade: Colour,
    accent: Colour,
    pattern: z.enum(['diagonal', 'dots', 'grid', 'rings']),
    title: z.string().min(1).max(40),
    font: FaceFont,
    colour: Colour,
  })
  .strict();
export type CardBack = z.infer<typeof CardBack>;

/** Every face of one game: a template per card kind and the back. */
export const GameFaces = z
  .object({
    version: z.literal(FACE_TEMPLATE_VERSION),
    game: Word,
    back: CardBack,
    kinds: z.record(Word, FaceTemplate),
  })
  .strict();
export type GameFaces = z.infer<typeof GameFaces>;
export type GameFacesInput = z.input<typeof GameFaces>;

// Table layouts: where the sandbox table puts each zone of a game, as plain data beside the game
// (engine/games/<game>/table.ts), like its card faces. A layout names zone types of the game's
// vocabulary and how each is shown; the studio draws whatever a layout says, so a game gets its
// own table by adding one file, and a game without one gets the generic layout made from its
// vocabulary (engine/games/tables.ts).
import { z } from 'zod';
import type { Vocabulary } from './vocabulary';
import { Word } from './values';

/**
 * 2: the `slots` region (cards grouped at the slot their game places them, with a tally) and a
 * badge's `outOf` (a track). 3: `dice` (each seat's dice pool, and the dice resting on cards) and
 * a zone's `attached` (cards drawn on the card they are attached to). An older layout is a newer
 * one without them, and reads as one.
 */
export const TABLE_LAYOUT_VERSION = 3;

/**
 * How a zone's cards are shown:
 * - `pile`: the top card (or the back, for a hidden pile) and the number of cards (decks, discards);
 * - `cascade`: overlapping downwards, each covered card showing its top edge, the top card whole
 *   (a Stak Bots stak, whose covered face-up bots keep their info bar readable);
 * - `fan`: overlapping sideways (a hand);
 * - `row`: side by side, wrapping (items in play).
 * A zone type laid out as several zones (Four Souls' shop slots) is shown as one of these per zone.
 */
export const ZoneShow = z.enum(['pile', 'cascade', 'fan', 'row']);
export type ZoneShow = z.infer<typeof ZoneShow>;

export const CardSize = z.enum(['small', 'medium', 'large']);
export type CardSize = z.infer<typeof CardSize>;

const Label = z.string().min(1).max(40);

/** One zone type placed on the table. */
export const ZonePlace = z
  .object({
    zone: Word,
    label: Label,
    show: ZoneShow,
    size: CardSize.default('medium'),
    /** Left out while it holds no card (a zone most games never use). */
    hideWhenEmpty: z.boolean().default(false),
    /**
     * A seat zone whose cards the game attaches to this zone's cards (Destiny's upgrades on its
     * characters): each is drawn overlapping the card it is on, and those on nothing after them
     * (version 3; the game's reader is `gameAttachments`, engine/games/tables.ts).
     */
    attached: Word.optional(),
    /** Each card is drawn with the name of the player who controls it (a battlefield). */
    controller: z.boolean().default(false),
    /** Each card's damage and counters (shields) also shown as chips over it, readable at any size. */
    tokens: z.boolean().default(false),
  })
  .strict();
export type ZonePlace = z.infer<typeof ZonePlace>;

/** Where a number shown beside a seat or the middle comes from. */
export const BadgeSource = z.union([
  /** A resource of the seat (cents). */
  z.object({ resource: Word }).strict(),
  /** A number the game counts for a player (Four Souls' souls). */
  z.object({ playerStat: Word }).strict(),
  /** A stat of the first card of one of the seat's zones, less its damage when asked (a character's health). */
  z.object({ cardStat: z.object({ zone: Word, stat: Word, lessDamage: z.boolean().default(false) }).strict() }).strict(),
  /** What the game's bank holds of a resource (the middle only). */
  z.object({ bank: Word }).strict(),
  /** The number of cards in a zone. */
  z.object({ count: Word }).strict(),
]);
export type BadgeSource = z.infer<typeof BadgeSource>;

export const Badge = z
  .object({
    label: Label,
    source: BadgeSource,
    /** Printed after the number (`¢`). */
    sign: z.string().max(3).optional(),
    /** The shape drawn before the number. */
    icon: z.enum(['coin', 'heart', 'soul', 'card', 'none']).default('none'),
    /**
     * Shown as a track out of this number: a fixed one, or a rule number of the game for the seat
     * (Smash Up's victory points out of `vp-to-win`).
     */
    outOf: z.union([z.number().int().min(1).max(1000), z.object({ ruleNumber: Word }).strict()]).optional(),
  })
  .strict();
export type Badge = z.infer<typeof Badge>;

/**
 * A running sum shown for each seat at a slot: the stat summed over the seat's cards placed there
 * (each counted at least 0), all seats' sums together measured against a stat of the slot's own card
 * (Smash Up's power against a base's breakpoint).
 */
export const SlotTally = z
  .object({
    label: Label,
    stat: Word,
    target: Word.optional(),
  })
  .strict();
export type SlotTally = z.infer<typeof SlotTally>;

/**
 * A row of slots across the middle: a shared zone type laid out as one zone per slot (Smash Up's
 * bases, `base-1`, `base-2`…), each drawn with the cards of the seat zones in `placed` that the
 * game places at it (engine/games/tables.ts, `gamePlacements`), grouped by seat, and the cards
 * attached to one of them drawn with it. Cards of those zones placed nowhere are drawn apart.
 */
export const SlotsPlace = z
  .object({
    zone: Word,
    label: Label,
    size: CardSize.default('medium'),
    /** The seat zones whose cards lie at a slot (minions, actions attached to a base or a minion). */
    placed: z.array(Word).min(1).max(8),
    /** Drawn smaller than the slot's own card. */
    placedSize: CardSize.default('small'),
    tally: SlotTally.optional(),
    /**
     * Shared zones whose cards lie at a slot too though no seat holds them (Smash Up's monsters
     * nobody controls): each drawn at its slot in a group of its own under its label, counted in
     * no seat's tally. `raisesTarget`: their tally stat adds to the slot's target instead (a
     * monster's power raises its base's breakpoint).
     */
    shared: z
      .array(z.object({ zone: Word, label: Label, raisesTarget: z.boolean().default(false) }).strict())
      .max(8)
      .default([]),
  })
  .strict();
export type SlotsPlace = z.infer<typeof SlotsPlace>;

/**
 * Custom-faced dice (engine/random/dice.ts): each seat's pool drawn in its area, the dice grouped
 * by the symbol they show, each face as the card faces print it; with `onCards`, the dice resting
 * on a card drawn small over it. An action naming a symbol is offered on the dice showing it.
 */
export const DicePlace = z
  .object({
    label: Label.default('Dice pool'),
    onCards: z.boolean().default(true),
  })
  .strict();
export type DicePlace = z.infer<typeof DicePlace>;

/**
 * Something the game says of a card that its zone and tokens do not show, for the table to draw
 * with it: `label` then the seat, "Claimed this round by" Ann (p2). `kind` is a stable word.
 */
export type CardMark = { kind: string; label: string; seat: string | null };

/** Where the game says a card lies: the zone of the slot it is at, and the number of the card it is attached to. */
export type Placement = { slot: string; on: number | null };

/** A part of the table: badges, then rows of zones (each row laid out left to right). */
export const TableArea = z
  .object({
    badges: z.array(Badge).max(12).default([]),
    rows: z.array(z.array(ZonePlace).min(1).max(12)).max(12),
  })
  .strict();
export type TableArea = z.infer<typeof TableArea>;

export const TableLayout = z
  .object({
    version: z.union([z.literal(1), z.literal(2), z.literal(TABLE_LAYOUT_VERSION)]),
    game: Word,
    /** Every seat's area, laid out around the middle. */
    seat: TableArea,
    /** The shared zones. */
    middle: TableArea,
    /** Slots across the middle, above its rows (version 2). */
    slots: SlotsPlace.optional(),
    /** The dice pools and the dice on cards (version 3). */
    dice: DicePlace.optional(),
    /**
     * Zones the table does not draw: cards on the stack (shown in the stack's own list) and zones
     * out of play. Their cards can still be found in god tools.
     */
    offTable: z.array(Word).default([]),
  })
  .strict()
  .superRefine((layout, ctx) => {
    if (layout.version !== TABLE_LAYOUT_VERSION) {
      if (layout.dice) ctx.addIssue({ code: 'custom', path: ['dice'], message: 'dice need a version 3 layout' });
      for (const area of ['seat', 'middle'] as const) layout[area].rows.forEach((row, r) => row.forEach((spot, i) => spot.attached !== undefined && ctx.addIssue({ code: 'custom', path: [area, 'rows', r, i, 'attached'], message: 'attached cards need a version 3 layout' })));
    }
    if (layout.version !== 1) return;
    if (layout.slots) ctx.addIssue({ code: 'custom', path: ['slots'], message: 'slots need a version 2 layout' });
    for (const area of ['seat', 'middle'] as const) layout[area].badges.forEach((b, i) => b.outOf !== undefined && ctx.addIssue({ code: 'custom', path: [area, 'badges', i, 'outOf'], message: 'a badge out of a number needs a version 2 layout' }));
  })
  // An older layout says nothing a newer version reads otherwise.
  .transform((layout) => ({ ...layout, version: TABLE_LAYOUT_VERSION as typeof TABLE_LAYOUT_VERSION }));
export type TableLayout = z.infer<typeof TableLayout>;
export type TableLayoutInput = z.input<typeof TableLayout>;

/** What a layout says that its game's vocabulary does not: unknown or misplaced zones, stats, resources; zones left out. */
export function layoutProblems(layout: TableLayout, vocabulary: Vocabulary): string[] {
  const problems: string[] = [];
  if (layout.game !== vocabulary.game) problems.push(`the layout is for "${layout.game}", not "${vocabulary.game}"`);
  const zones = new Map(vocabulary.zones.map((z) => [z.name, z]));
  const placed = new Map<string, string>();
  const place = (name: string, where: string) => {
    const before = placed.get(name);
    if (before) problems.push(`zone "${name}" is placed twice (${before} and ${where})`);
    placed.set(name, where);
  };
  const checkArea = (area: TableArea, scope: 'seat' | 'shared', where: string) => {
    for (const row of area.rows) {
      for (const spot of row) {
        const zone = zones.get(spot.zone);
        if (!zone) problems.push(`${where}: no zone "${spot.zone}" in ${vocabulary.name}`);
        else if (zone.scope !== scope) problems.push(`${where}: zone "${spot.zone}" is ${zone.scope === 'seat' ? "each player's" : 'shared'}, so it belongs in ${zone.scope === 'seat' ? 'seat' : 'middle'}`);
        place(spot.zone, where);
        if (spot.attached !== undefined) {
          const attached = zones.get(spot.attached);
          if (!attached) problems.push(`${where}: zone "${spot.zone}": no attached zone "${spot.attached}" in ${vocabulary.name}`);
          else if (attached.scope !== scope) problems.push(`${where}: zone "${spot.zone}": attached zone "${spot.attached}" is not ${scope === 'seat' ? "each player's" : 'shared'} like it`);
          place(spot.attached, `${where} (attached to ${spot.zone})`);
        }
      }
    }
    for (const badge of area.badges) {
      const source = badge.source;
      if ('resource' in source && !vocabulary.resources.some((r) => r.name === source.resource)) problems.push(`${where}: badge "${badge.label}": no resource "${source.resource}"`);
      if ('bank' in source) {
        if (scope === 'seat') problems.push(`${where}: badge "${badge.label}": the bank belongs in the middle`);
        if (!vocabulary.resources.some((r) => r.name === source.bank)) problems.push(`${where}: badge "${badge.label}": no resource "${source.bank}"`);
      }
      if ('count' in source && zones.get(source.count)?.scope !== scope) problems.push(`${where}: badge "${badge.label}": no ${scope === 'seat' ? 'seat' : 'shared'} zone "${source.count}"`);
      if ('cardStat' in source) {
        if (scope !== 'seat') problems.push(`${where}: badge "${badge.label}": a card's stat belongs to a seat`);
        if (zones.get(source.cardStat.zone)?.scope !== 'seat') problems.push(`${where}: badge "${badge.label}": no seat zone "${source.cardStat.zone}"`);
        if (!vocabulary.cardKinds.some((k) => k.stats.some((s) => s.name === source.cardStat.stat))) problems.push(`${where}: badge "${badge.label}": no stat "${source.cardStat.stat}"`);
      }
      if ('playerStat' in source && scope !== 'seat') problems.push(`${where}: badge "${badge.label}": a player's number belongs to a seat`);
    }
  };
  checkArea(layout.seat, 'seat', 'seat');
  checkArea(layout.middle, 'shared', 'middle');
  for (const badge of [...layout.seat.badges, ...layout.middle.badges]) {
    const out = badge.outOf;
    if (typeof out === 'object' && !(vocabulary.ruleNumbers ?? []).some((r) => r.name === out.ruleNumber)) problems.push(`badge "${badge.label}": no rule number "${out.ruleNumber}"`);
  }
  if (layout.slots) {
    const slots = layout.slots;
    const zone = zones.get(slots.zone);
    if (!zone) problems.push(`slots: no zone "${slots.zone}" in ${vocabulary.name}`);
    else if (zone.scope !== 'shared') problems.push(`slots: zone "${slots.zone}" is each player's; slots are shared`);
    place(slots.zone, 'slots');
    for (const name of slots.placed) {
      const placedZone = zones.get(name);
      if (!placedZone) problems.push(`slots: no zone "${name}" in ${vocabulary.name}`);
      else if (placedZone.scope !== 'seat') problems.push(`slots: zone "${name}" is shared; the cards placed at a slot are each player's`);
      place(name, 'slots');
    }
    for (const { zone: name } of slots.shared) {
      const sharedZone = zones.get(name);
      if (!sharedZone) problems.push(`slots: no zone "${name}" in ${vocabulary.name}`);
      else if (sharedZone.scope !== 'shared') problems.push(`slots: zone "${name}" is each player's; list it in placed`);
      place(name, 'slots');
    }
    const stats = new Set(vocabulary.cardKinds.flatMap((k) => k.stats.map((s) => s.name)));
    if (slots.tally && !stats.has(slots.tally.stat)) problems.push(`slots: tally "${slots.tally.label}": no stat "${slots.tally.stat}"`);
    if (slots.tally?.target && !stats.has(slots.tally.target)) problems.push(`slots: tally "${slots.tally.label}": no stat "${slots.tally.target}"`);
  }
  for (const name of layout.offTable) {
    if (!zones.has(name)) problems.push(`offTable: no zone "${name}" in ${vocabulary.name}`);
    place(name, 'offTable');
  }
  for (const zone of vocabulary.zones) if (!placed.has(zone.name)) problems.push(`zone "${zone.name}" is neither placed nor listed in offTable`);
  return problems;
}

/** "loot-discard" -> "Loot discard". */
function zoneLabel(name: string): string {
  const words = name.replace(/-/g, ' ');
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 40);
}

/**
 * The layout of a game that has none of its own, from its vocabulary alone: each seat shows its
 * public zones in a row (ordered ones as piles), then the zones only its owner sees as a fan, then
 * its hidden piles; the middle shows the shared zones, hidden and ordered ones as piles, the others
 * as rows, four to a row. Resources become badges of the seats.
 */
export function genericLayout(vocabulary: Pick<Vocabulary, 'game' | 'zones' | 'resources'>): TableLayout {
  const show = (zone: Vocabulary['zones'][number]): ZoneShow => (zone.visibility === 'hidden' || zone.ordered ? 'pile' : zone.visibility === 'owner' ? 'fan' : 'row');
  const spot = (zone: Vocabulary['zones'][number]) => ({ zone: zone.name, label: zoneLabel(zone.name), show: show(zone) });
  const seatZones = vocabulary.zones.filter((z) => z.scope === 'seat');
  const seatRows = [seatZones.filter((z) => z.visibility === 'public'), seatZones.filter((z) => z.visibility === 'owner'), seatZones.filter((z) => z.visibility === 'hidden')]
    .filter((row) => row.length > 0)
    .map((row) => row.map(spot));
  const shared = vocabulary.zones.filter((z) => z.scope === 'shared');
  const middleRows: ReturnType<typeof spot>[][] = [];
  for (let i = 0; i < shared.length; i += 4) middleRows.push(shared.slice(i, i + 4).map(spot));
  return TableLayout.parse({
    version: TABLE_LAYOUT_VERSION,
    game: vocabulary.game,
    seat: { badges: vocabulary.resources.map((r) => ({ label: zoneLabel(r.name), source: { resource: r.name } })), rows: seatRows },
    middle: { rows: middleRows },
  });
}

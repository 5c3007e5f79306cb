// The symbols a custom die's faces carry (docs/rules/destiny.md, "What a face is, precisely"),
// each with the word of the long form (`melee 2`), the code of the short form (`2MD`) and what
// a face of it may hold. One table: the parser, the checks, the compiler, the hover, the odds
// and the card face all read it, so a symbol is added in one place.

export type DieSymbol = {
  /** The word of the long form and of the compiled die: `melee`. */
  name: string;
  /** The code of the short form: `MD`. */
  code: string;
  /** Whether its faces carry a value (blank and special faces never do). */
  valued: boolean;
  /** Whether its faces may be modifiers (`+1 melee`), or must be (the wildcard). */
  modifier: 'never' | 'may' | 'always';
  /** Whether a face of it may cost resources to resolve. */
  cost: boolean;
  /** Whether its value is damage (melee, ranged and indirect). */
  damage: boolean;
  /** What resolving it does, as the hover says it. */
  doc: string;
};

export const DIE_SYMBOLS: readonly DieSymbol[] = [
  { name: 'melee', code: 'MD', valued: true, modifier: 'may', cost: true, damage: true, doc: 'melee damage: that much damage to one character' },
  { name: 'ranged', code: 'RD', valued: true, modifier: 'may', cost: true, damage: true, doc: 'ranged damage: that much damage to one character' },
  { name: 'indirect', code: 'ID', valued: true, modifier: 'may', cost: true, damage: true, doc: 'indirect damage: that much damage to the opponent, who splits it among their characters' },
  { name: 'shield', code: 'Sh', valued: true, modifier: 'may', cost: true, damage: false, doc: 'that many shields on one character, 3 at most' },
  { name: 'resource', code: 'R', valued: true, modifier: 'may', cost: true, damage: false, doc: 'gain that many resources' },
  { name: 'disrupt', code: 'Dr', valued: true, modifier: 'may', cost: true, damage: false, doc: 'the opponent loses that many resources' },
  { name: 'discard', code: 'Dc', valued: true, modifier: 'may', cost: true, damage: false, doc: 'the opponent discards that many cards at random' },
  { name: 'focus', code: 'F', valued: true, modifier: 'may', cost: true, damage: false, doc: 'turn up to that many other dice of your pool to faces you choose' },
  { name: 'special', code: 'Sp', valued: false, modifier: 'never', cost: true, damage: false, doc: "the card's special ability" },
  { name: 'blank', code: '-', valued: false, modifier: 'never', cost: false, damage: false, doc: 'nothing: a blank face is never resolved' },
  { name: 'wildcard', code: '*', valued: true, modifier: 'always', cost: true, damage: false, doc: 'a modifier that joins a base die of any symbol, when its card allows it' },
];

const BY_NAME = new Map(DIE_SYMBOLS.map((s) => [s.name, s]));
const BY_CODE = new Map(DIE_SYMBOLS.map((s) => [s.code, s]));

/** How a die is written: the long form in words (`die: melee 2 | blank`) or the short form in codes (`die { 2MD, - }`). */
export type DieForm = 'words' | 'codes';

/** The symbol a face names, in the form it is written in; undefined for an unknown one. */
export function dieSymbol(text: string, form: DieForm): DieSymbol | undefined {
  return form === 'codes' ? BY_CODE.get(text) : BY_NAME.get(text);
}

/** The symbol of a compiled face (its word). */
export function symbolNamed(name: string): DieSymbol | undefined {
  return BY_NAME.get(name);
}

/** The symbols a face of that form may name, as written. */
export function symbolTexts(form: DieForm): string[] {
  return DIE_SYMBOLS.map((s) => (form === 'codes' ? s.code : s.name));
}

/** A face as the parser reads it from the short form: `+2RD1` is a +2 ranged modifier costing 1; `XRD` is valued X. */
export type ShortFace = { modifier: boolean; value: string | null; symbol: string; symbolStart: number; cost: string | null };

// A value of X is read only before a code that starts with a capital (`XRD`, `XSh`), so that no
// code of the table is split: none starts with X.
const SHORT_FACE = /^(\+)?(\d+|X(?=[A-Z*-]))?([A-Za-z]+?|\*|-)(\d+)?$/;

/** Reads the text of one short-form face; null when it is not shaped like one. */
export function readShortFace(text: string): ShortFace | null {
  const m = SHORT_FACE.exec(text);
  if (!m) return null;
  const [, plus, value, symbol, cost] = m;
  return { modifier: plus !== undefined, value: value ?? null, symbol: symbol!, symbolStart: (plus?.length ?? 0) + (value?.length ?? 0), cost: cost ?? null };
}

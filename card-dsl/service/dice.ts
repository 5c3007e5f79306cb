// The language service inside a die: completion of its symbols (codes in the short form, words
// in the long form) and the hover of a face or of the whole die, with the die's exact odds
// (card-dsl/dice/odds.ts) and those of all the card's dice rolled together.
import { dieOdds, fractionText, percentText, poolOdds, decimalText, type Fraction, type OddsDie } from '../dice/odds';
import { DIE_SYMBOLS, dieSymbol, type DieForm } from '../dice/symbols';
import type { Decl, DieFaceNode, DieItem } from '../syntax/ast';
import type { Range } from '../syntax/tokens';

/** The faces odds need, from the tree: an unknown symbol keeps its text and deals nothing. */
export function oddsDieOf(die: DieItem): OddsDie {
  return {
    faces: die.faces.map((f) => ({ symbol: dieSymbol(f.symbol.text, die.form)?.name ?? f.symbol.text, value: f.value ?? 0, modifier: f.modifier, cost: f.cost ?? 0 })),
  };
}

function diceOf(decl: Decl | null): DieItem[] {
  return decl?.type === 'card' ? decl.body.filter((item): item is DieItem => item.type === 'die') : [];
}

/** How a face is written in its die's form. */
export function faceText(face: DieFaceNode, form: DieForm): string {
  const cost = face.cost === null ? '' : form === 'codes' ? String(face.cost) : ` (cost ${face.cost})`;
  const value = face.x ? 'X' : face.value;
  if (form === 'codes') return `${face.modifier ? '+' : ''}${value ?? ''}${face.symbol.text}${cost}`;
  if (face.modifier) return `+${value ?? ''} ${face.symbol.text}${cost}`;
  return `${face.symbol.text}${value === null ? '' : ` ${value}`}${cost}`;
}

const chance = (f: Fraction) => `${fractionText(f)} (${percentText(f)})`;
/** A mean as a fraction, with its decimal when it is not whole: `1/2 (0.5)`, `1`. */
const mean = (f: Fraction) => (f.den === 1n ? fractionText(f) : `${fractionText(f)} (${decimalText(f)})`);

/** The odds of a die, and of the card's dice together when it has more than one, as markdown tables. */
export function dieOddsMarkdown(die: OddsDie, all: readonly OddsDie[], valuedX = false): string {
  const odds = dieOdds(die);
  const lines = ['| symbol | faces | chance |', '|---|---|---|'];
  for (const s of odds.symbols) lines.push(`| ${s.symbol} | ${s.faces} | ${chance(s.chance)} |`);
  lines.push('', `Expected damage: ${mean(odds.expectedDamage)}.`);
  const pool = all.length > 1 ? poolOdds(all) : null;
  const max = Math.max(odds.pool.max, pool?.max ?? 0);
  if (max > 0) {
    lines.push('', pool ? `| damage | this die | the card's ${all.length} dice |` : '| damage | chance of at least |', pool ? '|---|---|---|' : '|---|---|');
    for (let n = 1; n <= max; n += 1) {
      const one = odds.pool.atLeast[n - 1];
      const mine = one ? chance(one) : '0';
      lines.push(pool ? `| ${n}+ | ${mine} | ${chance(pool.atLeast[n - 1]!)} |` : `| ${n}+ | ${mine} |`);
    }
    if (pool) lines.push('', `Expected damage of the card's dice: ${mean(pool.expected)}.`);
  }
  lines.push('', '_Damage adds melee, ranged and indirect; a modifier counts only with a base die of its symbol; costs are assumed paid._');
  if (valuedX) lines.push('', '_A face valued X counts 0 here: X is worth what the card says when the face is counted, so these are the least the dice deal._');
  return lines.join('\n');
}

export type DieHover = { contents: string; range: Range };

/** The hover at `offset` inside a die of a card: a face's meaning and the die's odds. */
export function dieHover(decl: Decl | null, offset: number): DieHover | null {
  const dice = diceOf(decl);
  const die = dice.find((d) => d.range.start <= offset && offset <= d.range.end);
  if (!die) return null;
  const all = dice.map(oddsDieOf);
  const table = dieOddsMarkdown(oddsDieOf(die), all, dice.some((d) => d.faces.some((f) => f.x)));
  const faces = die.faces.map((f) => faceText(f, die.form)).join(', ');
  const face = die.faces.find((f) => f.range.start <= offset && offset <= f.range.end);
  if (!face) return { contents: `**die** — ${die.faces.length} faces: ${faces}\n\n${table}`, range: die.range };
  const symbol = dieSymbol(face.symbol.text, die.form);
  if (!symbol) return null;
  const same = die.faces.filter((f) => dieSymbol(f.symbol.text, die.form) === symbol).length;
  const parts = [
    symbol.valued ? `${face.modifier ? `+${faceValueText(face)} ${symbol.name} modifier` : `${faceValueText(face)} ${symbol.name}`}` : symbol.name,
    face.cost !== null ? `costs ${face.cost} resource${face.cost === 1 ? '' : 's'} to resolve` : '',
  ].filter(Boolean);
  const modifier = face.modifier ? ' A modifier never resolves alone: it adds its value to a base die of its symbol resolved with it.' : '';
  const x = face.x ? ` X is worth what the die's "where X is" says when the face is counted${die.x ? '' : ' (this die does not say yet)'}; in the battlefield roll it counts 0.` : '';
  const head = `**${faceText(face, die.form)}** — ${parts.join(', ')} (code \`${symbol.code}\`, word \`${symbol.name}\`)\n\n${capital(symbol.doc)}.${modifier} ${same} of ${die.faces.length} faces show ${symbol.name}.${x}`;
  return { contents: `${head}\n\n${table}`, range: face.range };
}

const faceValueText = (face: DieFaceNode) => (face.x ? 'X' : String(face.value ?? '?'));

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type DieCompletion = { form: DieForm; replace: Range };

/**
 * Whether `offset` is where a die's symbol is typed: in the short form after `die {`, a comma
 * or a face's `+` and digits; in the long form after `die:` or `|`, or after a `+N`.
 */
export function dieCompletionAt(text: string, offset: number): DieCompletion | null {
  const before = text.slice(Math.max(0, offset - 600), offset);
  const word = /[A-Za-z]*$/.exec(before)![0];
  const start = offset - word.length;
  if (/(^|[\s;{])die\s*\{[^{}]*$/.test(before)) {
    // The face being typed: `+`, digits, then the code.
    if (/(^|[{,\s])\+?\d*[A-Za-z]*$/.test(before)) return { form: 'codes', replace: { start, end: offset } };
    return null;
  }
  const line = before.slice(before.lastIndexOf('\n') + 1);
  if (/^\s*die:/.test(line) && /(:|\|)\s*(\+\d+\s+)?[a-z]*$/.test(line)) return { form: 'words', replace: { start, end: offset } };
  return null;
}

export type DieSymbolItem = { label: string; detail: string; documentation: string; insertText: string };

/** The symbols to offer in that form, with what each does. */
export function dieSymbolItems(form: DieForm): DieSymbolItem[] {
  return DIE_SYMBOLS.map((s) => {
    const label = form === 'codes' ? s.code : s.name;
    const example = !s.valued ? (form === 'codes' ? s.code : s.name) : s.modifier === 'always' ? (form === 'codes' ? `+1${s.code}` : `+1 ${s.name}`) : form === 'codes' ? `2${s.code}` : `${s.name} 2`;
    const rules = [s.modifier === 'never' ? 'never a modifier' : s.modifier === 'always' ? 'always a modifier' : 'may be a modifier (+)', s.cost ? 'may cost resources' : 'no cost'].join(', ');
    return { label, detail: form === 'codes' ? `${s.name} (die symbol)` : `${s.code} (die symbol)`, documentation: `**${label}** — ${s.doc}. For example \`${example}\`; ${rules}.`, insertText: label };
  });
}

// The compiler: syntax trees of .cards files to the engine's card definitions and set file
// (engine/defs). It never throws: what it cannot compile becomes a diagnostic and the card is
// left out. Every card is validated with the engine's own schema before it is handed on, and
// the output depends only on the input (same files, byte-identical JSON).
import {
  Ability as AbilitySchema,
  CardDefinition,
  parseSetFile,
  SET_FILE_FORMAT,
  SET_FILE_VERSION,
  type Ability,
  type CardDefinitionInput,
  type DieDefinition,
  type SetFile,
  type VariantDefinition,
  type Vocabulary,
} from '../../engine/defs';
import { diagnostic, type Diagnostic } from '../diagnostics/catalog';
import { dieSymbol } from '../dice/symbols';
import type { BodyItem, CardDecl, DieItem, File, VariantDecl } from '../syntax/ast';
import type { Range } from '../syntax/tokens';
import { compileAbility } from './abilities';
import { newContext } from './context';
import { compileExpr } from './values';

export type CompileOptions = { game: Vocabulary; set: string };

/** A variant's parameters and rules, compiled like a card's abilities. */
export type CompiledVariant = {
  /** The slug of its name, as vocabulary variant ids are written. */
  id: string;
  name: string;
  /** Its `text "…"`, if any. */
  doc?: string;
  /** `param count 3 from 1 to 9`, in the order written. */
  params: { name: string; value: number | string; min?: number; max?: number }[];
  /** `rule:` lines become play abilities (they resolve when the game starts); other lines as on cards. */
  rules: Ability[];
};

export type CompileFileResult = { cards: CardDefinition[]; variants: CompiledVariant[]; diagnostics: Diagnostic[] };

/** `Bolt Pup!` -> `bolt-pup`: lowercase, runs of anything else one dash, none at either end. */
import { cardId, slugify } from './ids';

export { cardId, slugify };

export function compileFile(file: File, options: CompileOptions): CompileFileResult {
  const cards: CardDefinition[] = [];
  const variants: CompiledVariant[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const decl of file.decls) {
    // The parser reported whatever it could not read; a half-read card is not compiled.
    if (decl.type === 'broken' || hasBroken(decl)) continue;
    try {
      if (decl.type === 'card') {
        const card = compileCard(decl, options, diagnostics);
        if (card) cards.push(card);
      } else {
        const variant = compileVariant(decl, options, diagnostics);
        if (variant) variants.push(variant);
      }
    } catch (error) {
      // Only a tree with holes (built by hand, not by the parser) gets here: report, never throw.
      const detail = error instanceof Error ? error.message : String(error);
      diagnostics.push(diagnostic('CW3012', decl.name?.range ?? decl.range, { what: decl.type, detail: `incomplete syntax tree (${detail})` }));
    }
  }
  return { cards, variants, diagnostics };
}

export type CompileSetOptions = CompileOptions & { name: string; description?: string; examples?: boolean };
export type LocatedDiagnostic = { path: string; diagnostic: Diagnostic };
export type CompileSetResult = { setFile: SetFile | null; diagnostics: LocatedDiagnostic[] };

/**
 * Compiles every file of a set into one set file. Files are taken in path order, so the
 * result does not depend on the order a folder was listed in. Cards that do not compile are
 * left out (with their diagnostics); `setFile` is null only if the set itself is invalid.
 */
export function compileSet(files: { path: string; file: File }[], options: CompileSetOptions): CompileSetResult {
  const diagnostics: LocatedDiagnostic[] = [];
  const cards: CardDefinition[] = [];
  const variants: VariantDefinition[] = [];
  const seen = new Map<string, { path: string; name: string }>();
  const ordered = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const { path, file } of ordered) {
    const result = compileFile(file, options);
    for (const d of result.diagnostics) diagnostics.push({ path, diagnostic: d });
    for (const v of result.variants) variants.push({ id: v.id, name: v.name, ...(v.doc !== undefined ? { text: v.doc } : {}), params: v.params, abilities: v.rules });
    // The declarations of each name, in order: the nth card of a name is its nth declaration.
    const declsByName = new Map<string, CardDecl[]>();
    for (const decl of file.decls) {
      if (decl.type !== 'card') continue;
      const same = declsByName.get(decl.name.text);
      if (same) same.push(decl);
      else declsByName.set(decl.name.text, [decl]);
    }
    const used = new Map<string, number>();
    for (const card of result.cards) {
      const nth = used.get(card.name) ?? 0;
      used.set(card.name, nth + 1);
      const first = seen.get(card.id);
      if (first) {
        // Two names with one slug would give two cards one id: the later one is left out.
        const range = declsByName.get(card.name)?.[nth]?.name.range ?? file.range;
        const d =
          first.name === card.name ? diagnostic('CW2010', range, { name: card.name, other: first.path }) : diagnostic('CW2011', range, { id: card.id, other: first.name });
        diagnostics.push({ path, diagnostic: d });
        continue;
      }
      seen.set(card.id, { path, name: card.name });
      cards.push(card);
    }
  }
  const raw: Record<string, unknown> = { format: SET_FILE_FORMAT, version: SET_FILE_VERSION, game: options.game.game, set: options.set, name: options.name };
  if (options.description !== undefined) raw.description = options.description;
  if (options.examples) raw.examples = true;
  // Every card was validated as it compiled (and ids are unique, games all the set's): only
  // the set's own fields are left to check, with no cards to validate a second time.
  raw.cards = [];
  raw.variants = variants;
  const parsed = parseSetFile(raw);
  if (parsed.ok) return { setFile: { ...parsed.value, cards }, diagnostics };
  const at = { start: 0, end: 0 };
  for (const problem of parsed.problems) {
    diagnostics.push({ path: '', diagnostic: diagnostic('CW3012', at, { what: 'set file', detail: `${problem.path}: ${problem.message}` }) });
  }
  return { setFile: null, diagnostics };
}

function compileCard(decl: CardDecl, options: CompileOptions, diagnostics: Diagnostic[]): CardDefinition | null {
  const own: Diagnostic[] = [];
  const game = options.game.game;
  const stats: Record<string, number> = {};
  const tags: string[] = [];
  let copies = 1;
  let designerChosen = false;
  const startsWith: string[] = [];
  for (const item of decl.header) {
    if (item.type === 'starts-with') {
      // Cards of the set by name, as ids (the checker reports a name the set does not have).
      for (const name of item.names) startsWith.push(cardId(game, options.set, name.text));
    } else if (item.type === 'stat') {
      const key = item.key.text;
      if (key === 'copies') {
        if (item.values[0]) copies = item.values[0].value;
        continue;
      }
      // `vp 5 3 2` (or `vp 5/3/2`) is vp, vp-2, vp-3.
      item.values.forEach((v, i) => {
        stats[i === 0 ? key : `${key}-${i + 1}`] = v.value;
      });
    } else {
      const word = item.type === 'tag' ? item.tag.text : item.word.text;
      if (item.type === 'word' && word === 'designer-chosen') designerChosen = true;
      else if (!tags.includes(word)) tags.push(word);
    }
  }
  const body = compileBody(decl.body, options.game, own, ['play'], options.set);
  const raw: CardDefinitionInput = {
    id: cardId(game, options.set, decl.name.text),
    name: decl.name.text,
    game,
    kind: decl.kind.text,
    stats,
    tags,
    ...(body.text !== undefined ? { text: body.text } : {}),
    abilities: body.abilities,
    dice: body.dice,
    designerChosen,
    copies,
    startsWith,
  };
  for (const d of own) diagnostics.push(d);
  if (own.some((d) => d.severity === 'error')) return null;
  const parsed = CardDefinition.safeParse(raw);
  if (parsed.success) return parsed.data;
  diagnostics.push(invalid('card', decl.name.range, parsed.error.issues));
  return null;
}

function compileVariant(decl: VariantDecl, options: CompileOptions, diagnostics: Diagnostic[]): CompiledVariant | null {
  const own: Diagnostic[] = [];
  const params: CompiledVariant['params'] = [];
  for (const item of decl.body) {
    if (item.type !== 'param') continue;
    const param: CompiledVariant['params'][number] = { name: item.name.text, value: item.value.value };
    if (item.min !== null) param.min = item.min;
    if (item.max !== null) param.max = item.max;
    params.push(param);
  }
  const body = compileBody(decl.body, options.game, own, ['rule', 'play'], options.set, slugify(decl.name.text));
  for (const d of own) diagnostics.push(d);
  if (own.some((d) => d.severity === 'error')) return null;
  const rules: Ability[] = [];
  for (const ability of body.abilities) {
    const parsed = AbilitySchema.safeParse(ability);
    if (!parsed.success) {
      diagnostics.push(invalid('rule', decl.name.range, parsed.error.issues));
      return null;
    }
    rules.push(parsed.data);
  }
  const variant: CompiledVariant = { id: slugify(decl.name.text), name: decl.name.text, params, rules };
  if (body.text !== undefined) variant.doc = body.text;
  return variant;
}

function compileBody(items: BodyItem[], vocab: Vocabulary, diagnostics: Diagnostic[], playLabels: readonly string[], set: string, variant?: string) {
  const texts: string[] = [];
  const abilities: Ability[] = [];
  const dice: DieDefinition[] = [];
  for (const item of items) {
    switch (item.type) {
      case 'text':
        texts.push(item.text);
        break;
      case 'die':
        dice.push(compileDie(item, vocab, diagnostics, set, variant));
        break;
      case 'param':
      case 'broken':
        break;
      default:
        abilities.push(compileAbility(vocab, item, diagnostics, { playLabels, set, ...(variant ? { variant } : {}) }));
    }
  }
  return { text: texts.length > 0 ? texts.join('\n') : undefined, abilities, dice };
}

/** Both forms of a die compile to the same faces: the symbol's word, the value (0 if none), the flag, the cost (0 if none). */
function compileDie(die: DieItem, vocab: Vocabulary, diagnostics: Diagnostic[], set: string, variant?: string): DieDefinition {
  const form = die.form ?? 'words';
  const faces = die.faces.map((f) => {
    const face = { symbol: dieSymbol(f.symbol.text, form)?.name ?? f.symbol.text, value: f.value ?? 0, modifier: f.modifier, cost: f.cost ?? 0 };
    return f.x ? { ...face, x: true } : face;
  });
  if (!die.x) return { faces };
  // What X is worth reads the game as an ability would, with no targets to choose.
  const ctx = newContext(vocab, diagnostics, new Set(), false, set, variant);
  return { faces, x: compileExpr(ctx, die.x.expr) };
}

/** The engine's schema refused what we made: say where, by the first problem's JSON path. */
function invalid(what: string, range: Range, issues: readonly { path: PropertyKey[]; message: string }[]): Diagnostic {
  const first = issues[0];
  const detail = first ? `${first.path.map(String).join('.') || '(card)'}: ${first.message}` : 'invalid';
  return diagnostic('CW3012', range, { what, detail });
}

/** Whether a syntax tree holds a node the parser could not read (`type: 'broken'`) anywhere. */
export function hasBroken(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasBroken);
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  if (record.type === 'broken') return true;
  for (const key of Object.keys(record)) {
    if (key !== 'range' && hasBroken(record[key])) return true;
  }
  return false;
}

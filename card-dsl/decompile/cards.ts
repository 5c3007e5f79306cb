// Cards and variants (engine/defs/cards.ts, variants.ts) back to declarations: the reverse of
// compile/compiler.ts. A card's header is its numbers (`vp 5 3 2` for vp, vp-2, vp-3), copies,
// tags, `designer-chosen` and `starts-with`; its body the text, the dice and the abilities. Each
// ability is decompiled on its own, so one that cannot be written does not hide the others'
// problems.
import type { CardDefinition, DieDefinition, VariantDefinition } from '../../engine/defs';
import { symbolNamed } from '../dice/symbols';
import { cardId, slugify } from '../compile/ids';
import type * as A from '../syntax/ast';
import { ability, type AbilityEnv } from './abilities';
import { NO_RANGE, track, word } from './nodes';
import { at, DecompileError, type SetProblem } from './problems';
import { Scope } from './scope';
import { expr, plainWord, selector } from './values';

/** Words that would be read as another declaration, or as no card at all, in a card's kind. */
const NOT_A_KIND = new Set(['variant', 'game', 'set', 'text', 'starts-with']);

type Written<T> = { node: T | null; problems: SetProblem[] };

/** Runs `body`, turning a DecompileError into a located problem. */
export function attempt<T>(problems: SetProblem[], body: () => T): T | null {
  try {
    return body();
  } catch (error) {
    if (!(error instanceof DecompileError)) throw error;
    problems.push({ path: error.path, message: error.message });
    return null;
  }
}

export function cardDecl(env: AbilityEnv, card: CardDefinition, path: string): Written<A.CardDecl> {
  const problems: SetProblem[] = [];
  const expectedId = cardId(card.game, env.set, card.name);
  if (card.id !== expectedId) {
    problems.push({ path: at(path, 'id'), message: `"${card.id}" is not the id the card language gives "${card.name}": ids are <game>/<set>/<slug of the name>, here "${expectedId}"` });
  }
  const kind = attempt(problems, () => {
    if (NOT_A_KIND.has(card.kind)) return badKind(path, card.kind);
    return plainWord(card.kind, at(path, 'kind'), 'a card kind');
  });
  const header = attempt(problems, () => headerOf(env, card, path)) ?? [];
  const body: A.BodyItem[] = [];
  if (card.text !== undefined) body.push({ type: 'text', range: NO_RANGE, text: card.text, textRange: NO_RANGE });
  card.dice.forEach((die, i) => {
    const node = attempt(problems, () => dieItem(env, die, at(path, 'dice', i)));
    if (node) body.push(track(node, at(path, 'dice', i)));
  });
  const abilityWords = env.vocab.cardKinds.find((k) => k.name === card.kind)?.abilityWords ?? [];
  card.abilities.forEach((a, i) => {
    const node = attempt(problems, () => ability({ ...env, abilityWords }, a, at(path, 'abilities', i)));
    if (node) body.push(node);
  });
  if (problems.length > 0 || kind === null) return { node: null, problems };
  return { node: { type: 'card', range: NO_RANGE, kind, name: { text: card.name, range: NO_RANGE }, header, body }, problems };
}

function badKind(path: string, kind: string): never {
  throw new DecompileError(at(path, 'kind'), `"${kind}" cannot be a card's kind: a declaration starting with it reads as something else`);
}

function headerOf(env: AbilityEnv, card: CardDefinition, path: string): A.HeaderItem[] {
  const header: A.HeaderItem[] = [];
  const keys = Object.keys(card.stats);
  const used = new Set<string>();
  for (const key of keys) {
    if (used.has(key)) continue;
    if (key === 'copies' || key === 'starts-with') throw new DecompileError(at(path, 'stats', key), `a stat called "${key}" cannot be written: the header reads "${key}" as the card's own field`);
    // `vp 5 3 2` is vp, vp-2 and vp-3, when they follow one another.
    const values = [card.stats[key]!];
    used.add(key);
    for (let n = 2; keys[keys.indexOf(key) + n - 1] === `${key}-${n}`; n += 1) {
      values.push(card.stats[`${key}-${n}`]!);
      used.add(`${key}-${n}`);
    }
    header.push(track({ type: 'stat', range: NO_RANGE, key: word(key), values: values.map((value) => ({ value, range: NO_RANGE })) }, at(path, 'stats', key)));
  }
  if (card.copies !== 1) header.push({ type: 'stat', range: NO_RANGE, key: word('copies'), values: [{ value: card.copies, range: NO_RANGE }] });
  card.tags.forEach((tag, i) => {
    if (tag === 'designer-chosen') throw new DecompileError(at(path, 'tags', i), 'the tag "designer-chosen" cannot be written: the word marks the card as designer-chosen');
    if (card.tags.indexOf(tag) !== i) throw new DecompileError(at(path, 'tags', i), `the tag "${tag}" is listed twice; the language keeps a tag once`);
    header.push(track({ type: 'tag', range: NO_RANGE, tag: word(tag) }, at(path, 'tags', i)));
  });
  if (card.designerChosen) header.push({ type: 'word', range: NO_RANGE, word: word('designer-chosen') });
  if (card.startsWith.length > 0) {
    const names = card.startsWith.map((id, i) => {
      const name = env.cardNames.get(id);
      if (name === undefined) throw new DecompileError(at(path, 'startsWith', i), `"${id}" is not a card of this set; a card starts with cards of its own set, named by name`);
      if (id === card.id) throw new DecompileError(at(path, 'startsWith', i), 'a card cannot start with itself');
      return track({ text: name, range: NO_RANGE }, at(path, 'startsWith', i));
    });
    header.push({ type: 'starts-with', range: NO_RANGE, names });
  }
  return header;
}

/**
 * A die is written in the long form, `die: melee 2 | +1 ranged | resource 1 (cost 1) | blank`,
 * always: words read without the code table at hand. A valued symbol's value is always written
 * (`melee 0`), a blank's or special's only when not 0, and a cost of 0 never, so compiling the
 * text gives back the same faces.
 */
function dieItem(env: AbilityEnv, die: DieDefinition, path: string): A.DieItem {
  const faces = die.faces.map(
    (face): A.DieFaceNode =>
      face.x
        ? { range: NO_RANGE, symbol: word(face.symbol), value: null, modifier: face.modifier, cost: face.cost === 0 ? null : face.cost, x: true }
        : {
            range: NO_RANGE,
            symbol: word(face.symbol),
            value: face.modifier || face.value !== 0 || symbolNamed(face.symbol)?.valued ? face.value : null,
            modifier: face.modifier,
            cost: face.cost === 0 ? null : face.cost,
          },
  );
  const item: A.DieItem = { type: 'die', range: NO_RANGE, form: 'words', faces };
  if (die.x === undefined) return item;
  // What X is worth reads the game with nothing chosen, as a static ability's numbers do.
  const scope = new Scope(env.vocab, env.set, env.cardNames, null, at(path, 'targets'), new Set(), new Set(), new Set(), env.variant ?? null, selector, null);
  return { ...item, x: { expr: expr(scope, die.x, at(path, 'x')), range: NO_RANGE } };
}

export function variantDecl(env: Omit<AbilityEnv, 'variant'>, variant: VariantDefinition, path: string): Written<A.VariantDecl> {
  const problems: SetProblem[] = [];
  const id = slugify(variant.name);
  if (variant.id !== id) {
    problems.push({ path: at(path, 'id'), message: `"${variant.id}" is not the id the card language gives the variant "${variant.name}": its slug, "${id}"` });
  }
  const body: A.BodyItem[] = [];
  if (variant.text !== undefined) body.push({ type: 'text', range: NO_RANGE, text: variant.text, textRange: NO_RANGE });
  variant.params.forEach((param, i) => {
    const node = attempt(problems, () => paramItem(param, at(path, 'params', i)));
    if (node) body.push(node);
  });
  variant.abilities.forEach((a, i) => {
    const node = attempt(problems, () => ability({ ...env, variant: variant.id }, a, at(path, 'abilities', i)));
    if (node) body.push(node);
  });
  if (problems.length > 0) return { node: null, problems };
  return { node: { type: 'variant', range: NO_RANGE, name: { text: variant.name, range: NO_RANGE }, body }, problems };
}

/** `param cents 5 from 1 to 20`. */
function paramItem(param: VariantDefinition['params'][number], path: string): A.ParamItem {
  const name = plainWord(param.name, at(path, 'name'), 'a parameter');
  if (typeof param.value === 'number' && param.value < 0) throw new DecompileError(at(path, 'value'), 'a parameter\'s default is written as a whole number of 0 or more, or a word');
  const value: A.Literal = typeof param.value === 'number' ? { kind: 'number', value: param.value, range: NO_RANGE } : { kind: 'word', value: plainWord(param.value, at(path, 'value'), 'a word').text, range: NO_RANGE };
  if ((param.min === undefined) !== (param.max === undefined)) {
    throw new DecompileError(at(path, param.min === undefined ? 'max' : 'min'), 'a parameter has both ends of its range ("from 1 to 9") or neither');
  }
  for (const end of ['min', 'max'] as const) {
    const n = param[end];
    if (n !== undefined && n < 0) throw new DecompileError(at(path, end), 'the ends of a parameter\'s range are whole numbers of 0 or more');
  }
  return { type: 'param', range: NO_RANGE, name, value, min: param.min ?? null, max: param.max ?? null };
}

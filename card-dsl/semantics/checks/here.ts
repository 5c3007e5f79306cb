// Checks of "here" (docs/dsl.md, "Here"): the game's cards must lie at places, a player's total
// there is counted in the game's own number, and a place is called by the game's own noun.
import type { Cond, Expr, StaticNode } from '../../syntax/ast';
import { gameName, report, type Check, type CheckRegistry } from '../registry';

/** CW3040: `here` in a game whose cards lie at no place. */
export const checkHerePlaces: Check<Extract<Cond, { type: 'here' }> | Extract<Expr, { type: 'total-here' }>> = (node, ctx) => {
  const vocabulary = ctx.vocabulary;
  if (vocabulary && vocabulary.places === undefined) report(ctx, 'CW3040', node.range, { game: gameName(vocabulary) });
};

/** CW3041: `<player>'s <total> here` counts the game's total (Smash Up: power). */
export const checkTotalHere: Check<Extract<Expr, { type: 'total-here' }>> = (expr, ctx) => {
  const places = ctx.vocabulary?.places;
  if (places && expr.name.text !== places.total) {
    report(ctx, 'CW3041', expr.name.range, { name: expr.name.text, total: places.total, game: gameName(ctx.vocabulary!) }, places.total);
  }
};

/** CW3042: `on this <place>` names the game's place (Smash Up: base). */
export const checkPlaceNoun: Check<Extract<Cond, { type: 'here' }>> = (cond, ctx) => {
  const places = ctx.vocabulary?.places;
  if (cond.place === null || !places || places.noun === undefined || cond.place.text === places.noun) return;
  report(ctx, 'CW3042', cond.place.range, { written: cond.place.text, noun: places.noun, game: gameName(ctx.vocabulary!) }, places.noun);
};

/** Whether a node holds a player's total here anywhere below it. */
function readsTotalHere(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsTotalHere);
  if (typeof node !== 'object' || node === null) return false;
  if ((node as { type?: unknown }).type === 'total-here') return true;
  return Object.values(node).some(readsTotalHere);
}

/**
 * CW3043: a lasting change of the number a total here adds up (power) cannot depend on a total
 * here: to know a minion's power the game would need that minion's power first.
 */
export const checkCircularTotal: Check<StaticNode> = (m, ctx) => {
  const places = ctx.vocabulary?.places;
  if (!places || m.stat.text !== places.total) return;
  if (readsTotalHere([m.to, m.amount, m.condition])) report(ctx, 'CW3043', m.range, { total: places.total });
};

export const hereChecks: CheckRegistry = {
  'static-modifier': [checkCircularTotal],
  'cond:here': [checkHerePlaces, checkPlaceNoun],
  'expr:total-here': [checkHerePlaces, checkTotalHere],
};

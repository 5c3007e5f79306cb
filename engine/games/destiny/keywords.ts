// Keywords and uniqueness (docs/rules/destiny.md, "Keywords and uniqueness"). Keywords are tags:
// #ambush (an additional action once the card is played, SWD-KW-3, SWD-X-KW-2), #guardian (before
// the character activates, its player may take a melee or ranged die of the opponent's pool and
// deal its value to the guardian, SWD-KW-1, SWD-X-KW-3, A-12) and #redeploy (an upgrade whose
// character is defeated may move to another character of its player, its die with it, SWD-KW-2,
// SWD-X-KW-4). Uniqueness is checked as cards are played (play.ts, SWD-X-KW-5). #unblockable on a
// card makes the damage of its dice unblockable, modifiers joined to them included (resolve.ts,
// SWD-X-DICE-11). Card text may give a card a keyword or take one away (`gain-keyword`,
// `lose-keyword`): a card has a keyword or not, so a second gain changes nothing, and a keyword
// lost stays lost however often it is gained again (SWD-X-KW-1). What was gained or lost is kept
// in the game flags (`keyword:<card>:<keyword>`, 1 gained, -1 lost) and forgotten when the card
// leaves play.
import type { Ctx, GameVerb } from '../../core/context';
import { DONE, takeAnswer } from '../../core/context';
import { select } from '../../core/evaluate';
import { emit, moveCard, scopeFor, startEffect } from '../../core/ops';
import { type CardRef, cardRefIn, isCard } from '../../core/state';
import { removeDie } from '../../random/dice';
import { dealDamage } from './damage';
import { MELEE, RANGED, diceOf, faceOf, faceValue, poolOf } from './dice';
import { CHARACTERS, DISCARD, GAINED, LOST, UPGRADES, defOf, forgetKeywords, hasKeyword, keywordKey, onKey, opponentsOf, upgradesOn, zone, zoneOf } from './principles';
import { EXTRA } from './round';

/** `gain-keyword <cards> with keyword <keyword>`: once lost, a keyword is not gained again (SWD-X-KW-1). */
export const gainKeywordVerb: GameVerb = (ctx, frame, args) => {
  const keyword = String(args.keyword);
  for (const card of select(ctx, args.card as never, frame.scope)) {
    if (!isCard(card)) continue;
    const key = keywordKey(card, keyword);
    const flags = ctx.state.flags.game;
    if (flags[key] === LOST || hasKeyword(ctx, card, keyword)) continue;
    flags[key] = GAINED;
    emit(ctx, { type: 'keyword-gained', card, keyword });
  }
  return DONE;
};

/** `lose-keyword <cards> with keyword <keyword>`: lost for as long as the card stays in play (SWD-X-KW-1). */
export const loseKeywordVerb: GameVerb = (ctx, frame, args) => {
  const keyword = String(args.keyword);
  for (const card of select(ctx, args.card as never, frame.scope)) {
    if (!isCard(card)) continue;
    const had = hasKeyword(ctx, card, keyword);
    ctx.state.flags.game[keywordKey(card, keyword)] = LOST;
    if (had) emit(ctx, { type: 'keyword-lost', card, keyword });
  }
  return DONE;
};

export function grantAmbush(ctx: Ctx): void {
  const flags = ctx.state.flags.turn;
  flags[EXTRA] = (flags[EXTRA] ?? 0) + 1;
}

/** Whether activating this character asks first about guardian: it has the keyword and the opponent's pool shows damage. */
export function guards(ctx: Ctx, card: CardRef): boolean {
  if (!hasKeyword(ctx, card, 'guardian')) return false;
  const seat = ctx.state.cards[card]!.controller!;
  return opponentsOf(ctx.state, seat).some((opponent) => poolOf(ctx, opponent).some((d) => faceOf(d).symbol === MELEE || faceOf(d).symbol === RANGED));
}

/** Guardian, then the activation: the opponent's die is removed and its value dealt to the guardian (shields stop it). */
export const guardianVerb: GameVerb = (ctx, frame, args) => {
  const seat = frame.scope.controller;
  const card = args.card as CardRef;
  if (frame.pc === 0) {
    frame.pc = 1;
    // Any opponent's pool, in free-for-all (SWD-X-MP-1).
    const dice = opponentsOf(ctx.state, seat).flatMap((opponent) => poolOf(ctx, opponent)).filter((d) => faceOf(d).symbol === MELEE || faceOf(d).symbol === RANGED);
    const whose = ctx.state.seats.length > 2 ? "an opponent's pool" : "the opponent's pool";
    return { prompt: { kind: 'choose', seat, label: `Guardian: take a damage die from ${whose} (done to skip)`, candidates: dice.map((d) => d.id), min: 0, max: 1, picked: [] } };
  }
  const answer = takeAnswer(frame);
  if (answer?.kind === 'pick') {
    const die = ctx.state.dice[String(answer.id)];
    if (die && die.place === 'pool') {
      const value = faceValue(ctx, die);
      // Removed: it goes back to its card unresolved (SWD-GLOS-5).
      die.place = 'card';
      emit(ctx, { type: 'die-removed-by-guardian', card, player: seat, die: die.id });
      dealDamage(ctx, card, value, die.card);
    }
  }
  // Then the activation itself, with its own "before" moment.
  startEffect(ctx, { kind: 'game', verb: 'activate', args: { card } }, scopeFor(ctx, card, seat));
  return DONE;
};

const REDEPLOY = 'redeploy:';
/** How many upgrades wait for their redeploy choice, so that the flags are searched only then. */
export const REDEPLOYS = 'redeploys';

/** Upgrades waiting for their redeploy choice (set by a defeat, damage.ts): one is offered now. */
export function offerRedeploy(ctx: Ctx): boolean {
  const flags = ctx.state.flags.game;
  if ((flags[REDEPLOYS] ?? 0) === 0) return false;
  flags[REDEPLOYS] = flags[REDEPLOYS]! - 1;
  for (const key in flags) {
    if (!key.startsWith(REDEPLOY)) continue;
    const upgrade = Number(key.slice(REDEPLOY.length));
    delete flags[key];
    const seat = ctx.state.cards[upgrade]?.controller;
    if (!seat) continue;
    startEffect(ctx, { kind: 'game', verb: 'redeploy', args: { upgrade } }, scopeFor(ctx, upgrade, seat));
    return true;
  }
  return false;
}

/** Move the upgrade to another character (one at 3 upgrades discards one, here its oldest), or let it be discarded. */
export const redeployVerb: GameVerb = (ctx, frame, args) => {
  const { state } = ctx;
  const seat = frame.scope.controller;
  const upgrade = args.upgrade as CardRef;
  const characters = zone(state, seat, CHARACTERS).cards;
  if (frame.pc === 0 && characters.length > 0) {
    frame.pc = 1;
    return { prompt: { kind: 'choose', seat, label: `Redeploy ${defOf(ctx, upgrade)?.name ?? 'the upgrade'} to another character (done to discard it)`, candidates: [...characters], min: 0, max: 1, picked: [] } };
  }
  const answer = takeAnswer(frame);
  const to = answer?.kind === 'pick' ? cardRefIn(state, answer.id) : null;
  if (to !== null) {
    const already = upgradesOn(state, to);
    if (already.length >= 3) discardUpgrade(ctx, already[0]!);
    state.flags.game[onKey(upgrade)] = to;
    emit(ctx, { type: 'redeployed', card: upgrade, player: seat });
    return DONE;
  }
  discardUpgrade(ctx, upgrade);
  return DONE;
};

export function discardUpgrade(ctx: Ctx, upgrade: CardRef): void {
  const { state } = ctx;
  for (const die of diceOf(ctx, upgrade)) removeDie(ctx, die.id);
  delete state.flags.game[onKey(upgrade)];
  forgetKeywords(ctx, upgrade);
  const instance = state.cards[upgrade]!;
  if (state.zones[instance.zone]?.type === UPGRADES) moveCard(ctx, upgrade, zoneOf(instance.owner ?? instance.controller!, DISCARD), 'top', true);
}

// The rules of The Binding of Isaac: Four Souls (rule ids from docs/rules/four-souls.md in
// brackets). The kernel runs effects, the stack, priority and triggers; this module says how a
// turn goes, what a player may do, and how purchases, attacks, deaths and refills move through
// the stack one step at a time [FS-EVT-1].
import type { GameModule } from '../../core/context';
import { ruleNumber } from '../../core/rule-numbers';
import { attackVerb, combatDamageVerb, rollStacked } from './attacks';
import { BANK, HAND, LOOT_DECK, LOOT_DISCARD, MONSTER_SLOTS, SHOP, TREASURE_DISCARD, characterOf } from './board';
import { beforePriority, deathPenaltyVerb, destroyCard, killVerb, monsterDiesVerb, playerDiesVerb, rewardVerb } from './deaths';
import { afterResolve, cancellable, castModeVerb, castVerb, onCancelled, resolveVerb } from './effects';
import { resourceChange } from './money';
import { applyMove, freeMoves, moves } from './moves';
import { purchaseVerb } from './purchases';
import { addSlots, refill, refillVerb } from './refills';
import { setup } from './setup';
import { activeCards, afterStep, alive, canSee, cardState, immune, inPlay, playerStat, selectable, tableEdited } from './state-checks';
import { flow } from './turn';
import { chooseCharactersVerb, draftVerb, giveVerb } from './variants';
import { cancelAttackVerb, claimPenaltyVerb, encounterVerb, forceAttackVerb, gainTreasureVerb, lookAtVerb, lootVerb, makeEternalVerb, mustAttackVerb, purchaseEffectVerb, rerollItemVerb, stealCentsVerb, stealVerb } from './verbs';
import { vocabulary } from './vocabulary';

export const fourSouls: GameModule = {
  vocabulary,
  policy: {
    stack: 'priority',
    targets: 'when-put-on-stack',
    // Monster triggers are stacked first and resolve last; then each player's, in turn order from
    // the active player, so the active player's resolve after the others'; each player orders
    // their own, and the active player orders the monsters' [FS-TIME-1..3, FS-TIME-5, FS-TIME-6].
    triggerOrder: { neutral: 'resolve-last', ownerOrders: true, players: 'active-last', activeOrdersNeutral: true },
    autoPass: true,
    rolls: 'on-stack',
    // The next damage uses up all of a player's prevention, however small [FS-GLOS-10, FS-EX-20].
    shieldsSpentWhole: true,
    // A trigger whose condition is false by the time it resolves fizzles [FS-FIZZ-3].
    recheckTriggerConditions: true,
    caps: { actions: 20000, turns: 300, stepsPerAction: 20000, depth: 1500 },
  },
  places: { draw: LOOT_DECK, hand: HAND, discard: LOOT_DISCARD, destroyed: TREASURE_DISCARD },
  setup,
  flow,
  moves,
  applyMove,
  activeCards,
  inPlay,
  afterStep,
  beforePriority,
  rollStacked,
  resourceChange,
  destroy: destroyCard,
  immune,
  cardState,
  alive,
  playerStat,
  freeMoves,
  phases: ['start', 'start-triggers', 'start-loot', 'action', 'end', 'end-triggers', 'heal', 'hand-limit', 'next'],
  healthStat: 'hp',
  tableEdited,
  bank: (ctx, resource) => (resource === 'cents' ? Math.max(0, ruleNumber(ctx, BANK) - ctx.state.seats.reduce((sum, s) => sum + (s.resources.cents ?? 0), 0)) : null),
  verbs: {
    cast: castVerb,
    'cast-mode': castModeVerb,
    resolve: resolveVerb,
    'declared-purchase': purchaseVerb,
    purchase: purchaseEffectVerb,
    'must-attack': mustAttackVerb,
    'claim-penalty-of': claimPenaltyVerb,
    'declared-attack': attackVerb,
    attack: forceAttackVerb,
    'combat-damage': combatDamageVerb,
    'monster-dies': monsterDiesVerb,
    reward: rewardVerb,
    'player-dies': playerDiesVerb,
    'death-penalty': deathPenaltyVerb,
    refill: refillVerb,
    loot: lootVerb,
    kill: killVerb,
    'gain-treasure': gainTreasureVerb,
    steal: stealVerb,
    'steal-cents': stealCentsVerb,
    'reroll-item': rerollItemVerb,
    'add-shop-slots': addSlots(SHOP),
    'add-monster-slots': addSlots(MONSTER_SLOTS),
    'cancel-attack': cancelAttackVerb,
    'look-at': lookAtVerb,
    encounter: encounterVerb,
    'make-eternal': makeEternalVerb,
    'choose-characters': chooseCharactersVerb,
    draft: draftVerb,
    give: giveVerb,
  },
  canSee,
  playerBody: (ctx, seat) => characterOf(ctx.state, seat),
  refill,
  afterResolve,
  onCancelled,
  cancellable,
  selectable,
};

export { vocabulary as fourSoulsVocabulary, FOUR_SOULS } from './vocabulary';

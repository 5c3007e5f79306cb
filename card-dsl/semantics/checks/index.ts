// Every check of the language, in one registry. Within a kind, checks run in this order.
import { mergeChecks, type CheckRegistry } from '../registry';
import { abilityChecks } from './abilities';
import { bindingChecks } from './bindings';
import { cardChecks } from './cards';
import { diceChecks } from './dice';
import { eventChecks } from './events';
import { gameChecks } from './game';
import { hereChecks } from './here';
import { rollChecks } from './rolls';
import { ruleChecks } from './rules';
import { prohibitionChecks } from './prohibitions';
import { setChecks } from './set';
import { structureChecks } from './structure';
import { verbChecks } from './verbs';
import { vocabularyChecks } from './vocabulary';

export const defaultChecks: CheckRegistry = mergeChecks(
  gameChecks,
  setChecks,
  cardChecks,
  abilityChecks,
  eventChecks,
  vocabularyChecks,
  hereChecks,
  verbChecks,
  bindingChecks,
  rollChecks,
  structureChecks,
  diceChecks,
  ruleChecks,
  prohibitionChecks,
);

// Abilities that check clean word by word but can never do anything in play: a trigger whose
// subject the event is never about, a replacement on an event reported only after it happened,
// and a replacement that changes a number the event does not carry. What each event is about and
// whether it can be replaced is data of the vocabulary (`about`, `replaceable`).
import type { EventSpec, Vocabulary } from '../../../engine/defs';
import type { Ability, ChangeNode, Effect, Name, Subject } from '../../syntax/ast';
import type { Range } from '../../syntax/tokens';
import { report, type Check, type CheckContext, type CheckRegistry } from '../registry';
import { editDistance, maxDistance } from '../suggest';

function eventSpec(vocabulary: Vocabulary | null, event: Name | undefined): EventSpec | null {
  if (!vocabulary || typeof event?.text !== 'string') return null;
  return vocabulary.events.find((e) => e.name === event.text) ?? null;
}

/** How a subject is written back in a message; `this` when written, nothing when implied. */
function subjectWords(subject: Subject): string {
  switch (subject.kind) {
    case 'self':
      return subject.range.end > subject.range.start ? 'this ' : '';
    case 'yours':
      return 'you ';
    case 'opponents':
      return 'an opponent ';
    case 'any':
      return 'any ';
  }
}

/** "a monster", "a monster or a character", "a player", "no card and no player". */
function aboutWords(about: readonly string[]): string {
  if (about.length === 0) return 'no card and no player';
  return about.map((a) => (a === 'card' ? 'any card' : `${/^[aeiou]/.test(a) ? 'an' : 'a'} ${a}`)).join(' or ');
}

/**
 * Why a subject can never match what the event is about, or null when it can. `kind`: the kind of
 * the card whose ability it is (null in a variant, whose rules are no card in play).
 */
function neverMatches(subject: Subject['kind'], event: string, about: readonly string[], vocabulary: Vocabulary, kind: string | null, inVariant: boolean): string | null {
  const cards = about.filter((a) => a !== 'player');
  switch (subject) {
    case 'self':
      if (inVariant) return `a variant is no card in play, so ${event} is never about it`;
      if (cards.length === 0) return about.length === 0 ? `${event} is about no card` : `${event} is about a player, never about a card`;
      if (kind !== null && !cards.includes('card') && !cards.includes(kind)) return `${event} is about ${aboutWords(cards)}, never about a ${kind}`;
      return null;
    case 'yours':
    case 'opponents': {
      if (about.length === 0) return `${event} is about no card and no player`;
      const neutral = (name: string) => vocabulary.cardKinds.some((k) => k.name === name && k.neutral === true);
      if (about.every(neutral)) return `${event} is about ${aboutWords(about)}, which no player controls`;
      return null;
    }
    case 'any':
      return null;
  }
}

/** The range of the subject as written, or the event's when the subject is implied (`when turn-began`). */
function subjectRange(subject: Subject, event: Name): Range {
  return subject.range.end > subject.range.start ? subject.range : event.range;
}

/**
 * CW3032 for a trigger's `<whose> <event>`: the fix a designer means. A player's card watching an
 * event about a card nobody controls asks about the event's player instead; `this` on a player's
 * event means that player is you.
 */
function reportSubject(ctx: CheckContext, subject: Subject, event: Name, spec: EventSpec, hasCondition: boolean, form: 'when' | 'replacement' | 'delayed' | 'label'): void {
  const vocabulary = ctx.vocabulary;
  if (!vocabulary || !spec.about) return;
  // An ability an effect gives (`… has { when this dies: … }`) may land on a card of any kind,
  // also from a variant's rules: only what no card could ever match is reported.
  const granted = ctx.granted === true;
  const kind = ctx.decl?.type === 'card' && !granted ? (ctx.kind?.name ?? null) : null;
  if (ctx.decl?.type === 'card' && ctx.kind === null && !granted) return; // an unknown kind is reported on its own
  const inVariant = ctx.decl?.type === 'variant' && !granted;
  const why = neverMatches(subject.kind, event.text, spec.about, vocabulary, kind, inVariant);
  if (why === null) return;
  const hasPlayer = spec.fields.player === 'player';
  const mine = subject.kind === 'yours' ? 'you' : subject.kind === 'opponents' ? 'not you' : null;
  let fix: string;
  let suggestion: string | undefined;
  let range = subjectRange(subject, event);
  if (mine !== null && hasPlayer && form !== 'replacement') {
    // `when you attacked` meant the attack is yours: the event's player.
    fix = `write "when any ${event.text} if the event player is ${mine}"`;
    if (!hasCondition && form === 'when') {
      range = { start: subject.range.start, end: event.range.end };
      suggestion = `any ${event.text} if the event player is ${mine}`;
    }
  } else if (subject.kind === 'self' && spec.about.includes('player') && !inVariant) {
    const phrase = (whose: string) => (form === 'delayed' ? `at ${whose} next ${event.text}` : form === 'replacement' ? `each time ${whose === 'your' ? 'you' : whose} would ${event.text}` : `when ${whose} ${event.text}`);
    fix = `write "${phrase('your')}" or "${phrase(form === 'delayed' ? "anyone's" : 'any')}"`;
    if (form === 'label') {
      range = event.range;
      suggestion = phrase('your');
    } else if (form === 'when') {
      range = { start: subject.range.start, end: event.range.end };
      suggestion = `your ${event.text}`;
    }
  } else fix = `write "${form === 'delayed' ? `at anyone's next ${event.text}` : form === 'replacement' ? `each time any would ${event.text}` : `when any ${event.text}`}"${hasPlayer ? ' and test the event player in a condition' : ''}`;
  // A delayed trigger is written `at the next <event>`: its subject words come before "next".
  const whose = subjectWords(subject);
  const shown = form === 'label' ? `${event.text}:` : form === 'replacement' ? `each time ${whose}would ${event.text}` : form === 'delayed' ? `at the next ${whose}${event.text}` : `when ${whose}${event.text}`;
  report(ctx, 'CW3032', range, { written: shown, why, fix }, suggestion);
}

/** CW3032: `when <whose> <event>` can match the event. */
export const checkTriggerSubject: Check<Extract<Ability, { type: 'when' }>> = (ability, ctx) => {
  const spec = eventSpec(ctx.vocabulary, ability.event);
  if (spec && ability.subject) reportSubject(ctx, ability.subject, ability.event, spec, ability.condition !== null, 'when');
};

/** CW3032: a card's label that is an event (`turn-began: …`) is about this card, which the event must be able to be. */
export const checkLabelSubject: Check<Extract<Ability, { type: 'labelled' }>> = (ability, ctx) => {
  const label = ability.label;
  if (!label || ctx.decl === null) return;
  // `play:`, `rule:` and the kind's own ability words are not events of this card; a granted
  // ability may use the ability words of any kind, since any card may be given it.
  if (label.text === 'play' || label.text === 'rule' || (ctx.kind?.abilityWords ?? []).includes(label.text)) return;
  if (ctx.granted === true && (ctx.vocabulary?.cardKinds ?? []).some((k) => (k.abilityWords ?? []).includes(label.text))) return;
  const spec = eventSpec(ctx.vocabulary, label);
  if (spec) reportSubject(ctx, { kind: 'self', range: { start: label.range.start, end: label.range.start } }, label, spec, ability.condition !== null, 'label');
};

/** CW3032: `at the next <whose> <event>` can match the event. */
export const checkDelayedSubject: Check<Extract<Effect, { type: 'delayed' }>> = (effect, ctx) => {
  const spec = eventSpec(ctx.vocabulary, effect.event);
  if (spec && effect.subject) reportSubject(ctx, effect.subject, effect.event, spec, effect.condition !== null, 'delayed');
};

/** CW3032: `each time <whose> would <event>` can match the event. */
export const checkReplacementSubject: Check<Extract<Ability, { type: 'replacement' }>> = (ability, ctx) => {
  const spec = eventSpec(ctx.vocabulary, ability.event);
  if (spec && ability.subject) reportSubject(ctx, ability.subject, ability.event, spec, ability.condition !== null, 'replacement');
};

/**
 * CW3031: `each time … would <event>` names an event reported before it happens. The quick fix is
 * the replaceable event closest to the one written (`died` -> `die`).
 */
export const checkReplaceable: Check<Extract<Ability, { type: 'replacement' }>> = (ability, ctx) => {
  const vocabulary = ctx.vocabulary;
  const spec = eventSpec(vocabulary, ability.event);
  if (!vocabulary || !spec || spec.replaceable === true) return;
  const replaceable = vocabulary.events.filter((e) => e.replaceable === true).map((e) => e.name);
  const closest = closestEvent(spec.name, replaceable);
  const fix =
    closest !== undefined
      ? `did you mean "${closest}", reported before it happens?`
      : replaceable.length > 0
        ? `to react once it has happened, write "when … ${spec.name}: …"; events a replacement can change: ${replaceable.join(', ')}`
        : `to react once it has happened, write "when … ${spec.name}: …"`;
  report(ctx, 'CW3031', ability.event.range, { event: spec.name, fix }, closest);
};

/** The event a past-tense one was reported from (`rolled` -> `roll`, `destroyed` -> `destroy`). */
function closestEvent(name: string, candidates: readonly string[]): string | undefined {
  const stems = candidates.filter((c) => name.startsWith(c) || name.startsWith(c.replace(/e$/, '')));
  if (stems.length > 0) return stems.sort((a, b) => b.length - a.length)[0];
  let best: string | undefined;
  let bestDistance = maxDistance(name) + 1;
  for (const c of candidates) {
    const d = editDistance(name, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

/** The event's number a change reads or writes: `it` is the roll's value, else the amount. */
function changedField(change: ChangeNode, event: string): { field: string; written: string } | null {
  if (change.type !== 'set' && change.type !== 'adjust') return null;
  const field = change.field ? change.field.text : event === 'roll' ? 'value' : 'amount';
  const what = change.field ? change.field.text : 'it';
  if (change.type === 'set') return { field, written: `make ${what} …` };
  const a = change.amount;
  const reduce = (a.type === 'number' && a.value < 0) || (a.type === 'arith' && a.op === '-' && a.left.type === 'number' && a.left.value === 0);
  return { field, written: `${reduce ? 'reduce' : 'increase'} ${what} by …` };
}

/** Every change of a replacement, the rows of its roll included. */
function changesOf(change: ChangeNode | undefined): ChangeNode[] {
  if (!change) return [];
  return change.type === 'roll' ? change.outcomes.flatMap((row) => changesOf(row.change)) : [change];
}

/**
 * CW3030: `make it N`, `increase it by N`, `reduce <field> by N`, or `would <event> a N`, on an
 * event without that number. The fix says which numbers it has, or what else can be done.
 */
export const checkReplacementAmount: Check<Extract<Ability, { type: 'replacement' }>> = (ability, ctx) => {
  const spec = eventSpec(ctx.vocabulary, ability.event);
  if (!spec) return;
  const numbers = Object.entries(spec.fields)
    .filter(([, type]) => type === 'number')
    .map(([name]) => name);
  const fix = numbers.length > 0 ? `; its numbers: ${numbers.join(', ')}` : ': to do something else in its place, write "instead …"; to stop it, "prevent it"';
  if (ability.value) {
    const field = spec.name === 'roll' ? 'value' : 'amount';
    if (!numbers.includes(field)) report(ctx, 'CW3030', ability.value.range, { event: spec.name, field, written: `would ${spec.name} a ${ability.value.value}`, fix });
  }
  for (const change of changesOf(ability.change)) {
    const changed = changedField(change, spec.name);
    if (!changed || numbers.includes(changed.field)) continue;
    const at = change.type !== 'roll' && change.type !== 'let-happen' && 'field' in change && change.field ? change.field.range : change.range;
    const suggestion = numbers.length === 1 && 'field' in change && change.field ? numbers[0] : undefined;
    report(ctx, 'CW3030', at, { event: spec.name, field: changed.field, written: changed.written, fix }, suggestion);
  }
};

export const eventChecks: CheckRegistry = {
  'ability:when': [checkTriggerSubject],
  'ability:labelled': [checkLabelSubject],
  'ability:replacement': [checkReplaceable, checkReplacementAmount, checkReplacementSubject],
  'effect:delayed': [checkDelayedSubject],
};

// The reference of a game's words, generated from its vocabulary (engine/games/<game>/vocabulary.ts):
// every card kind with its stats and ability words, zone, resource, counter, verb, event, state,
// variant and rule option, with what each means. docs/vocabulary/<game>.md is this text
// (scripts/vocabulary-docs.mjs writes it; test/vocabulary-docs.test.ts checks it is current), so
// no word a card may use is missing from the documentation.
import type { EventSpec, Vocabulary } from '../../engine/defs';
import { ruleNumbersTable } from './rule-numbers';

/** A markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function table(head: string[], rows: string[][]): string[] {
  if (rows.length === 0) return ['None.'];
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)];
}

const code = (word: string) => `\`${word}\``;

/** Who an event is about, as the checker matches `when this …` / `when you …` (EventSpec.about). */
function aboutText(event: EventSpec): string {
  if (!event.about) return '';
  if (event.about.length === 0) return 'no card or player (only `when any …`)';
  return event.about.map((a) => (a === 'card' ? 'any card' : a)).join(', ');
}

/**
 * Rule numbers: the game's numbers (souls to win, hand limit…) that variants set and cards change,
 * in the table docs/dsl.md also shows (card-dsl/reference/rule-numbers.ts).
 */
function ruleNumbersSection(vocabulary: Vocabulary): string[] {
  return [
    '',
    '## Rule numbers',
    '',
    'For `rule: <number> is N` in a variant, `static: your <number> is N [more | less]` on a card and `<number> is N more until end of turn` in an effect ([Rule numbers](../dsl.md#rule-numbers)). A number of "the game" is read at setup, so only a variant may set it.',
    '',
    ...ruleNumbersTable(vocabulary.ruleNumbers ?? []),
  ];
}

/** The whole reference page of one game. */
export function vocabularyReference(vocabulary: Vocabulary): string {
  const v = vocabulary;
  const lines: string[] = [
    `# ${v.name}: the words of its cards`,
    '',
    `Generated from engine/games/${v.game}/vocabulary.ts by scripts/vocabulary-docs.mjs; do not edit by hand.`,
    `A file of this game starts with \`game ${v.game}\`. How the words make cards is in [the card language](../dsl.md).`,
    `${v.players.min} to ${v.players.max} players.`,
    '',
    '## Card kinds',
    '',
  ];
  for (const kind of v.cardKinds) {
    lines.push(`### ${kind.name}`, '', kind.doc, '');
    const words = [...new Set(['play', ...kind.abilityWords])].map((w) => code(`${w}:`)).join(', ');
    lines.push(`Ability words: ${words}.${kind.neutral ? ' Cards of this kind belong to no player in play.' : ''}`, '');
    if (kind.stats.length > 0) {
      const range = (min?: number, max?: number) => (min === undefined && max === undefined ? '' : `${min ?? ''} to ${max ?? ''}`);
      lines.push(...table(['stat', 'required', 'range', 'meaning'], kind.stats.map((s) => [code(s.name), s.required ? 'yes' : 'no', range(s.min, s.max), s.doc])), '');
    } else lines.push('No stats.', '');
  }
  lines.push('## Zones', '', ...table(['zone', 'whose', 'seen by', 'in order', 'meaning'], v.zones.map((z) => [code(z.name), z.scope === 'seat' ? 'each player' : 'the table', z.visibility === 'public' ? 'everyone' : z.visibility === 'owner' ? 'its owner' : 'nobody', z.ordered ? 'yes' : 'no', z.doc])));
  lines.push('', '## Resources', '', ...table(['resource', 'meaning'], v.resources.map((r) => [code(r.name), r.doc])));
  lines.push('', '## Counters', '', ...table(['counter', 'meaning'], v.counters.map((c) => [code(c.name), c.doc])));
  const args = (a: Record<string, string>) =>
    Object.entries(a)
      .map(([name, type]) => `${name} (${type})`)
      .join(', ') || 'none';
  lines.push('', '## Verbs', '', 'Beyond the effects every game has (docs/dsl.md, "Effects").', '', ...table(['verb', 'arguments', 'meaning'], v.verbs.map((verb) => [code(verb.name), args(verb.args), verb.doc])));
  lines.push(
    '',
    '## Events',
    '',
    'For `when <whose> <event>:`, `each time <whose> would <event>:` (only the events a replacement can change) and `at the next <event>:`. "About" is what `when this …` and `when you …` look at.',
    '',
    ...table(['event', 'fields', 'about', 'replaceable', 'meaning'], v.events.map((e) => [code(e.name), args(e.fields), aboutText(e), e.replaceable ? 'yes' : 'no', e.doc])),
  );
  lines.push('', '## States', '', 'For `<card> is being <state>`.', '', ...table(['state', 'meaning'], (v.states ?? []).map((s) => [code(s.name), s.doc])));
  lines.push(...ruleNumbersSection(v));
  const acts = ['destroyed', 'moved', ...(v.prohibits ?? [])].map(code).join(', ');
  lines.push('', '## Prohibitions', '', `For \`static: <cards> cannot be <act>\` ([Prohibitions](../dsl.md#prohibitions)): the acts ${v.name} asks about are ${acts}.`);
  const params = (p: Record<string, { type: string; doc: string }>) =>
    Object.entries(p)
      .map(([name, spec]) => `${name} (${spec.type}): ${spec.doc}`)
      .join('; ') || 'none';
  lines.push('', '## Variants the rules know', '', ...table(['id', 'name', 'parameters', 'meaning'], v.variants.map((variant) => [code(variant.id), variant.name, params(variant.params), variant.doc])));
  lines.push('', '## Rule options', '', 'For `option <id>` in a condition; a table or scenario switches them.', '', ...table(['option', 'default', 'meaning'], v.ruleOptions.map((o) => [code(o.id), o.default ? 'on' : 'off', o.doc])));
  lines.push(...constructionSection(v));
  return `${lines.join('\n')}\n`;
}

/** How the game's decks are built (its `construction`): the deck builder's sections and the rules it checks. */
function constructionSection(vocabulary: Vocabulary): string[] {
  const c = vocabulary.construction;
  if (!c) return [];
  const whose = c.scope === 'seat' ? 'Each player brings a deck list of their own.' : 'One deck list gives the decks the whole table shares.';
  const rows = [
    ...c.rules.map((r) => [code(r.id), r.doc, (r.source ?? []).join(', ')]),
    ...vocabulary.variants.flatMap((variant) =>
      (variant.construction ?? []).flatMap((change) => change.rules.map((r) => [code(r.id), `${r.doc} (with ${code(variant.id)}${change.when ? ` when ${change.when.param} is ${String(change.when.is)}` : ''})`, (r.source ?? []).join(', ')])),
    ),
  ];
  return [
    '',
    '## Deck construction',
    '',
    `${whose} Its sections, and the rules the deck builder and \`cardwright sim --deck\` check; counts that name a rule number follow the variants that set it.`,
    '',
    ...table(['section', 'name', 'takes', 'meaning'], c.sections.map((s) => [code(s.id), s.name, s.kinds.join(', ') + (s.withoutTags?.length ? ` (not ${s.withoutTags.map((t) => `#${t}`).join(', ')})` : ''), s.doc])),
    '',
    ...table(['rule', 'meaning', 'rules text'], rows),
  ];
}

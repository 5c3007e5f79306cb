// Completion: the words that fit where the cursor is (see context.ts), with the vocabulary's
// documentation. The editor filters the list by what has been typed; the items say which
// text they replace.
import type { Vocabulary } from '../../engine/defs';
import { RESERVED, STARTS_WITH } from '../syntax/parser';
import { cursorContext, statsOf, type Where } from './context';
import { dieCompletionAt, dieSymbolItems } from './dice';
import { keywordDocs } from './keywords';
import type { Position, Range } from './positions';
import { snippetsOf } from './snippets';
import type { Workspace } from './workspace';

export type CompletionItemKind = 'keyword' | 'card-kind' | 'stat' | 'event' | 'zone' | 'verb' | 'card' | 'selector' | 'snippet' | 'name';

export type CompletionItem = {
  label: string;
  kind: CompletionItemKind;
  detail: string;
  /** Markdown. */
  documentation: string;
  insertText: string;
  /** `snippet`: insertText has LSP snippet placeholders (`${1:Name}`, `$0`). */
  insertTextFormat?: 'plain' | 'snippet';
  /** The text the item replaces (the word or string contents at the cursor). */
  range: Range;
};

type Item = Omit<CompletionItem, 'range'>;

/** Effects that start with their verb, as the reference lists them (docs/dsl.md). */
const EFFECT_VERBS: readonly [string, string][] = [
  ['deal', 'deal <n> damage to <cards>'],
  ['draw', '[<players>] draw(s) <n|a> card(s)'],
  ['discard', 'discard <n|a> card(s) [at random | of your choice]'],
  ['gain', 'gain <n> <resource>'],
  ['lose', 'lose <n> <resource>'],
  ['put', 'put <cards> on top of | on the bottom of | into <zone>'],
  ['move', 'move <cards> into <zone>'],
  ['return', 'return <cards> into <zone>'],
  ['destroy', 'destroy <cards>'],
  ['heal', 'heal <n|all> damage from <cards>'],
  ['repair', 'repair <n|all> damage from <cards>'],
  ['prevent', 'prevent [the next] <n|all> damage to <cards>'],
  ['shuffle', 'shuffle <zone>'],
  ['create', 'create "<Card Name>" in <zone>'],
  ['reveal', 'reveal <cards>'],
  ['look at the top', 'look at the top <n> cards of <zone>, put <m> on the bottom'],
  ['turn', 'turn <cards> face up | face down'],
  ['exhaust', 'exhaust <cards>'],
  ['ready', 'ready <cards>'],
  ['remove', 'remove <n|all> <counter> counters from <cards>'],
  ['cancel', 'cancel the top of the stack'],
  ['roll', 'roll { 1-2: … }'],
  ['reroll', 'reroll the roll'],
  ['make the roll', 'make the roll <n> [for good]'],
  ['add', 'add <n> to the roll'],
  ['subtract', 'subtract <n> from the roll'],
  ['choose', 'choose <n|up to n|a> <cards> [as <name>]: <effects>'],
  ['choose one', 'choose one { <effect> … }'],
  ['if', 'if <condition>: <effect> [else <effect>]'],
  ['for each', 'for each <cards or players> [as <name>]: <effects>'],
  ['at the next', 'at the next [<whose>] <event>: <effects>'],
  ['you may', 'you may <effects>'],
  ['each player votes for', 'each player votes for a player [as <name>]: <effects>'],
  ['end the turn', 'end the turn'],
  ['set flag', 'set flag <name> to <n> [this turn | this game]'],
  ['win the game', 'win the game'],
  ['take an extra turn', 'take an extra turn'],
  ['double the numbers of', 'double the numbers of <cards being played>'],
  ['double the cents of', 'double the <resource> of <player>'],
  ['search', 'search <zone> for <a card> [as <name>]: <effects>'],
  ['reveal cards from the top of', 'reveal cards from the top of <zone> until <a card> [as <name>]: <effects>'],
  ['until end of turn,', 'until end of turn, <cards> has { <ability> } / <rule number> is <n>'],
  ['this becomes a copy of', '<cards> become(s) a copy of <card> [<duration>]'],
];

const SELECTORS: readonly [string, string, string][] = [
  ['this', 'this', 'The card itself.'],
  ['you', 'you', 'The player who controls this card.'],
  ['each opponent', 'each opponent', 'Every other player.'],
  ['each player', 'each player', 'Every player.'],
  ['each other player', 'each other player', 'Every player but you.'],
  ['target opponent', 'target opponent', 'An opponent chosen when the ability is used; add `as <name>` to name it.'],
  ['target player', 'target player', 'A player chosen when the ability is used.'],
  ['target card in …', 'target card in ', 'A card of a zone, chosen when the ability is used.'],
  ['the top card of …', 'the top card of ', 'The top card of a zone.'],
  ['the bottom card of …', 'the bottom card of ', 'The bottom card of a zone.'],
  ['the cards in …', 'the cards in ', 'Every card of a zone.'],
  ['the active player', 'the active player', 'The player whose turn it is.'],
  ['it', 'it', 'The card being filtered, else the latest target, choice or for-each item.'],
];

const THE_REST: readonly [string, string][] = [
  ['top card of', 'The top card of a zone.'],
  ['bottom card of', 'The bottom card of a zone.'],
  ['second card from the top of', 'The card below the top one.'],
  ['cards in', 'Every card of a zone.'],
  ['active player', 'The player whose turn it is.'],
  ['owner of', 'The player who owns a card.'],
  ['controller of', 'The player who controls a card.'],
  ['number of', 'How many cards or players there are.'],
  ['event', 'A card, player or number of the event that triggered this.'],
];

const CONDITIONS: readonly [string, string][] = [
  ['it is your turn', 'Whether it is your turn.'],
  ['the number of', '`the number of <cards> is <n> or more`'],
  ['there is', '`there is <cards>`: at least one such card.'],
  ['there is a roll on the stack', 'A die roll waits on the stack (games whose rolls go on the stack).'],
  ['you did not', "`you did not <event> this turn`: none of your events of that kind this turn (`you did not attack this turn`)."],
  ['not', 'The condition does not hold.'],
  ['option', "`option <rule-option>`: one of the game's rule options is on."],
  ['flag', '`flag <name> <comparison>`'],
];

/** Completion items at a position of an open document. */
export function completion(ws: Workspace, path: string, position: Position): CompletionItem[] {
  const doc = ws.document(path);
  if (!doc) return [];
  try {
    const lines = ws.lines(path);
    const offset = lines.offsetAt(position);
    const inDie = dieCompletionAt(doc.text, offset);
    if (inDie) return dieSymbolItems(inDie.form).map((item) => ({ ...item, kind: 'keyword', range: lines.range(inDie.replace) }));
    const vocabulary = ws.vocabularyOf(path);
    const context = cursorContext(doc.text, doc.parsed.file, offset, vocabulary);
    const range = lines.range(context.replace);
    const items = itemsFor(ws, path, context.where, vocabulary, context.bound);
    const seen = new Set<string>();
    return items.filter((item) => !seen.has(item.label) && seen.add(item.label)).map((item) => ({ ...item, range }));
  } catch {
    return [];
  }
}

function itemsFor(ws: Workspace, path: string, where: Where, vocabulary: Vocabulary | null, bound: readonly string[]): Item[] {
  switch (where.kind) {
    case 'none':
      return [];
    case 'file-start':
      return [
        keyword('game', 'game '),
        ...[...ws.games.values()].map((v): Item => ({ label: `game ${v.game}`, kind: 'keyword', detail: v.name, documentation: `A file of ${v.name} cards.`, insertText: `game ${v.game}\n` })),
      ];
    case 'game-name':
      return [...ws.games.values()].map((v) => ({ label: v.game, kind: 'keyword', detail: v.name, documentation: `${v.name}: ${v.players.min} to ${v.players.max} players.`, insertText: v.game }));
    case 'declaration':
      return [...declarationItems(vocabulary), ...(where.setLine ? [keyword('set', 'set "$1"', true)] : [])];
    case 'header':
      return headerItems(vocabulary, where.cardKind, where.given);
    case 'ability':
      return abilityItems(vocabulary, where);
    case 'cost':
      return costItems();
    case 'effect':
      return effectItems(vocabulary);
    case 'selector':
      return selectorItems(bound);
    case 'the':
      return [...THE_REST.map(([label, doc]): Item => ({ label, kind: 'selector', detail: `the ${label}`, documentation: doc, insertText: label })), ...zoneItems(vocabulary, 'shared')];
    case 'target':
      return [
        { label: 'opponent', kind: 'selector', detail: 'target opponent', documentation: 'An opponent, chosen when the ability is used.', insertText: 'opponent' },
        { label: 'player', kind: 'selector', detail: 'target player', documentation: 'A player, chosen when the ability is used.', insertText: 'player' },
        { label: 'card in …', kind: 'selector', detail: 'target card in <zone>', documentation: 'A card of a zone, chosen when the ability is used.', insertText: 'card in ' },
        { label: 'top card of …', kind: 'selector', detail: 'target top card of <zone>', documentation: 'The top card of a zone, chosen when the ability is used.', insertText: 'top card of ' },
      ];
    case 'each':
      return [
        { label: 'opponent', kind: 'selector', detail: 'each opponent', documentation: 'Every other player.', insertText: 'opponent' },
        { label: 'player', kind: 'selector', detail: 'each player', documentation: 'Every player.', insertText: 'player' },
        { label: 'other player', kind: 'selector', detail: 'each other player', documentation: 'Every player but you.', insertText: 'other player' },
        { label: 'card in …', kind: 'selector', detail: 'each card in <zone>', documentation: 'Every card of a zone.', insertText: 'card in ' },
      ];
    case 'after-cards':
      return [
        { label: 'here', kind: 'keyword', detail: keywordDocs.get('here')!.syntax, documentation: keywordDocs.get('here')!.doc, insertText: 'here' },
        { label: 'with', kind: 'keyword', detail: keywordDocs.get('with')!.syntax, documentation: keywordDocs.get('with')!.doc, insertText: 'with ' },
        { label: 'that are', kind: 'keyword', detail: keywordDocs.get('that')!.syntax, documentation: keywordDocs.get('that')!.doc, insertText: 'that are ' },
      ];
    case 'prohibited-act':
      return prohibitedActs(vocabulary).map(({ act, doc }): Item => ({ label: act, kind: 'keyword', detail: `cannot be ${act}`, documentation: doc, insertText: act }));
    case 'condition':
      return [...CONDITIONS.map(([label, doc]): Item => ({ label, kind: 'keyword', detail: 'condition', documentation: doc, insertText: label })), ...selectorItems(bound)];
    case 'zone':
      return zoneItems(vocabulary, where.form);
    case 'event':
      return [
        ...(where.subjects
          ? ['this', 'your', "an opponent's", 'any'].map((w): Item => ({ label: w, kind: 'keyword', detail: 'whose event', documentation: "Whose event: this card's (the default), yours, an opponent's, or anyone's.", insertText: w }))
          : []),
        ...eventItems(vocabulary, false),
      ];
    case 'stat':
      return statItems(vocabulary, null);
    case 'resource':
      return [
        ...(vocabulary?.resources ?? []).map((r): Item => ({ label: r.name, kind: 'stat', detail: 'resource', documentation: r.doc, insertText: r.name })),
        ...(vocabulary?.counters ?? []).map((c): Item => ({ label: c.name, kind: 'stat', detail: 'counter', documentation: c.doc, insertText: c.name })),
      ];
    case 'card-name':
      return [...ws.cards(path).entries()].flatMap(([name, refs]): Item[] => {
        if (name === where.except) return [];
        const decl = refs[0]!.decl;
        const stats = decl.header.flatMap((h) => (h.type === 'stat' && h.key.text !== 'copies' ? [`${h.key.text} ${h.values.map((v) => v.value).join(' ')}`] : []));
        const text = escapeString(name);
        return [{ label: name, kind: 'card', detail: [decl.kind.text, ...stats].join(' · '), documentation: `${decl.kind.text} "${name}"`, insertText: where.quote ? `"${text}"` : text }];
      });
  }
}

function keyword(word: string, insertText = word, snippet = false): Item {
  const doc = keywordDocs.get(word.split(' ')[0]!);
  const item: Item = { label: word, kind: 'keyword', detail: doc ? doc.syntax : 'keyword', documentation: doc?.doc ?? '', insertText };
  if (snippet) item.insertTextFormat = 'snippet';
  return item;
}

function declarationItems(vocabulary: Vocabulary | null): Item[] {
  const kinds = vocabulary?.cardKinds ?? [];
  const items: Item[] = kinds.map((k) => ({ label: k.name, kind: 'card-kind', detail: `card kind of ${vocabulary!.name}`, documentation: k.doc, insertText: `${k.name} ` }));
  items.push(keyword('variant', 'variant "${1:Name}" {\n  $0\n}', true));
  for (const snippet of snippetsOf(vocabulary)) {
    items.push({ label: snippet.label, kind: 'snippet', detail: snippet.detail, documentation: snippet.documentation, insertText: snippet.snippet, insertTextFormat: 'snippet' });
  }
  return items;
}

function headerItems(vocabulary: Vocabulary | null, cardKind: string | null, given: readonly string[]): Item[] {
  const items = statItems(vocabulary, cardKind).filter((item) => !given.includes(item.label));
  if (!given.includes('copies')) items.push({ label: 'copies', kind: 'keyword', detail: 'copies <n>', documentation: keywordDocs.get('copies')!.doc, insertText: 'copies ' });
  items.push(keyword('designer-chosen'));
  if (!given.includes(STARTS_WITH)) items.push(keyword(STARTS_WITH, `${STARTS_WITH} "$1"`, true));
  return items;
}

function statItems(vocabulary: Vocabulary | null, cardKind: string | null): Item[] {
  const kinds = vocabulary?.cardKinds ?? [];
  const own = kinds.find((k) => k.name === cardKind);
  const names = statsOf(vocabulary, cardKind);
  return names.map((name) => {
    const spec = (own ? [own] : kinds).flatMap((k) => k.stats).find((s) => s.name === name)!;
    const range = spec.min !== undefined || spec.max !== undefined ? ` (${spec.min ?? '…'} to ${spec.max ?? '…'})` : '';
    return { label: name, kind: 'stat', detail: `stat${spec.required ? ', required' : ''}${range}`, documentation: spec.doc, insertText: cardKind ? `${name} ` : name };
  });
}

function eventItems(vocabulary: Vocabulary | null, label: boolean): Item[] {
  return (vocabulary?.events ?? []).map((e) => ({
    label: e.name,
    kind: 'event',
    detail: label ? `${e.name}: when this card's ${e.name} event happens` : 'event',
    documentation: eventDoc(e.doc, e.fields),
    insertText: label ? `${e.name}: ` : e.name,
  }));
}

export function eventDoc(doc: string, fields: Record<string, string>): string {
  const list = Object.entries(fields).map(([name, type]) => `\`the event ${name}\` (${type})`);
  return list.length > 0 ? `${doc}\n\nFields: ${list.join(', ')}` : doc;
}

function abilityItems(vocabulary: Vocabulary | null, where: Extract<Where, { kind: 'ability' }>): Item[] {
  const items: Item[] = [];
  if (where.variant) {
    items.push(keyword('rule', 'rule: '), keyword('param', 'param '));
    // `rule: souls-to-win is …`: a rule number the variant sets for the whole game.
    items.push(...ruleNumberItems(vocabulary, 'any').map((item) => ({ ...item, label: `rule: ${item.label.replace(/^your /, '')}`, insertText: `rule: ${item.insertText.replace(/^your /, '')}` })));
  }
  items.push({ ...keyword('play', 'play: '), detail: 'play: <effects>' });
  const kind = vocabulary?.cardKinds.find((k) => k.name === where.cardKind);
  const events = new Set(vocabulary?.events.map((e) => e.name) ?? []);
  for (const word of kind?.abilityWords ?? []) {
    if (!events.has(word)) items.push({ label: word, kind: 'keyword', detail: `${word}: <effects>`, documentation: `An ability word of a ${kind!.name}.`, insertText: `${word}: ` });
  }
  items.push(...eventItems(vocabulary, true));
  items.push(keyword('when', 'when '), keyword('whenever', 'whenever '), { ...keyword('each time', 'each time '), documentation: keywordDocs.get('time')!.doc, detail: keywordDocs.get('time')!.syntax });
  items.push(keyword('static', 'static: '), { ...keyword('enters', 'enters the '), detail: keywordDocs.get('enters')!.syntax, documentation: keywordDocs.get('enters')!.doc });
  items.push(...ruleNumberItems(vocabulary, 'player').map((item) => ({ ...item, label: `static: ${item.label}`, insertText: `static: ${item.insertText}` })));
  if (!where.once) items.push({ ...keyword('once per turn', 'once per turn '), documentation: keywordDocs.get('once')!.doc }, keyword('text', 'text "$1"', true));
  items.push(...costItems());
  return items;
}

function costItems(): Item[] {
  return [
    { label: 'tap', kind: 'keyword', detail: 'cost: tap', documentation: 'Exhaust this card to use the ability.', insertText: 'tap' },
    { label: 'pay', kind: 'keyword', detail: 'cost: pay <n> <resource>', documentation: 'Pay an amount of a resource to use the ability.', insertText: 'pay ' },
    { label: 'discard', kind: 'keyword', detail: 'cost: discard <n>', documentation: 'Discard cards to use the ability.', insertText: 'discard ' },
    { label: 'destroy this', kind: 'keyword', detail: 'cost: destroy this', documentation: 'Destroy this card to use the ability.', insertText: 'destroy this' },
    { label: 'remove', kind: 'keyword', detail: 'cost: remove <n> <counter> counters', documentation: 'Remove that many counters from this card to use the ability (a paid effect).', insertText: 'remove ' },
  ];
}

/** The game's rule numbers, as an effect or a `static:` line starts with them: `your hand limit is …`. */
function ruleNumberItems(vocabulary: Vocabulary | null, scope: 'player' | 'any'): Item[] {
  return (vocabulary?.ruleNumbers ?? [])
    .filter((r) => scope === 'any' || r.scope === 'player')
    .map((r): Item => {
      // Words the parser joins back with dashes are offered apart (`hand limit`), as the formatter prints them.
      const words = r.name.split('-').some((w) => RESERVED.has(w)) ? r.name : r.name.replace(/-/g, ' ');
      const label = r.scope === 'player' ? `your ${words} is` : `${words} is`;
      return { label, kind: 'stat', detail: `rule number (${r.default}; ${r.scope === 'player' ? 'per player' : 'whole game'})`, documentation: r.doc, insertText: `${label} ` };
    });
}

function effectItems(vocabulary: Vocabulary | null): Item[] {
  const core = EFFECT_VERBS.map(([label, syntax]): Item => ({ label, kind: 'verb', detail: syntax, documentation: keywordDocs.get(label.split(' ')[0]!)?.doc ?? '', insertText: label }));
  core.push(...ruleNumberItems(vocabulary, 'player'));
  const game = (vocabulary?.verbs ?? []).map((v): Item => {
    const args = Object.entries(v.args).map(([name, type]) => `${name}: ${type}`);
    return { label: v.name, kind: 'verb', detail: `${vocabulary!.name} verb${args.length > 0 ? ` (${args.join(', ')})` : ''}`, documentation: v.doc, insertText: v.name };
  });
  return [...core, ...game];
}

function selectorItems(bound: readonly string[]): Item[] {
  return [
    ...bound.map((name): Item => ({ label: name, kind: 'name', detail: 'named earlier with "as"', documentation: `\`${name}\`: the target, choice or for-each item named \`as ${name}\` earlier in this ability.`, insertText: name })),
    ...SELECTORS.map(([label, insertText, doc]): Item => ({ label, kind: 'selector', detail: 'selector', documentation: doc, insertText })),
  ];
}

function zoneItems(vocabulary: Vocabulary | null, form: 'bare' | 'owned' | 'shared'): Item[] {
  const zones = vocabulary?.zones ?? [];
  const item = (label: string, z: (typeof zones)[number]): Item => ({ label, kind: 'zone', detail: `zone (${z.scope === 'shared' ? 'shared' : 'one per player'}, ${z.visibility})`, documentation: z.doc, insertText: label });
  if (form === 'bare') return zones.map((z) => item(z.name, z));
  if (form === 'shared') return zones.filter((z) => z.scope === 'shared').map((z) => item(z.name, z));
  return [
    ...zones.map((z) => item(z.scope === 'shared' ? `the ${z.name}` : `your ${z.name}`, z)),
    ...zones.filter((z) => z.scope === 'seat').map((z) => item(`each opponent's ${z.name}`, z)),
  ];
}

/** A card name inside a string literal: quotes and backslashes escaped. */
function escapeString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** What a prohibition may forbid in a game: what every game's effects ask, and what its rules ask (`Vocabulary.prohibits`). */
function prohibitedActs(vocabulary: Vocabulary | null): { act: string; doc: string }[] {
  const docs: Record<string, string> = {
    destroyed: 'No effect destroys these cards; it goes on with its other cards.',
    moved: 'No effect moves these cards to another zone (returned to a hand, put on a deck); it goes on with its other cards.',
    played: 'These cards are not offered to be played, whatever would allow it: an extra play, an effect that plays them.',
    activated: 'These cards do not activate, neither as an action nor by an effect.',
  };
  return ['destroyed', 'moved', ...(vocabulary?.prohibits ?? [])].map((act) => ({ act, doc: docs[act] ?? '' }));
}

// Hover: what the word under the cursor means, in markdown. A keyword shows its entry in the
// keyword table; a stat, event, zone, verb or card kind shows the vocabulary's doc; a card's
// name (where it is declared or named) shows the card as compiled and its English rules text.
import type { CardDefinition, Vocabulary } from '../../engine/defs';
import { cardId, compileFile } from '../compile/compiler';
import { rulesText } from '../compile/rules-text';
import { slugify } from '../semantics/checker';
import type { CardDecl } from '../syntax/ast';
import { eventDoc } from './completion';
import { dieHover } from './dice';
import { ruleNumberOf } from '../semantics/game-words';
import { keywordMarkdown } from './keywords';
import { tokenAt } from './lookup';
import type { Position, Range } from './positions';
import { roleAt, rolesOf, type Role } from './roles';
import type { Workspace } from './workspace';

export type Hover = { contents: string; range: Range };

export function hover(ws: Workspace, path: string, position: Position): Hover | null {
  const doc = ws.document(path);
  if (!doc) return null;
  try {
    const lines = ws.lines(path);
    const offset = lines.offsetAt(position);
    const hit = tokenAt(doc.text, doc.parsed.file, offset);
    if (!hit) return null;
    const { token, previous, decl } = hit;
    const onDie = dieHover(decl, offset);
    if (onDie) return { contents: onDie.contents, range: lines.range(onDie.range) };
    const vocabulary = ws.vocabularyOf(path);
    const range = lines.range(token);
    const answer = (contents: string | null): Hover | null => (contents ? { contents, range } : null);
    if (token.kind === 'string') {
      if (previous?.kind === 'word' && previous.text === 'text') return null;
      const refs = ws.cards(path).get(token.text);
      const own = decl?.type === 'card' && decl.name.range.start === token.start ? decl : null;
      const card = own ?? refs?.[0]?.decl;
      return card ? answer(cardMarkdown(ws, path, card, vocabulary)) : null;
    }
    if (token.kind !== 'word') return null;
    // The game line.
    if (doc.parsed.file.game && doc.parsed.file.game.range.start === token.start) {
      const game = ws.games.get(token.text);
      return answer(game ? `**${game.name}** (\`${game.game}\`): ${game.players.min} to ${game.players.max} players, card kinds ${game.cardKinds.map((k) => `\`${k.name}\``).join(', ')}.` : null);
    }
    const cardKind = decl?.type === 'card' ? decl.kind.text : null;
    const roles = decl ? rolesOf([decl], vocabulary) : [];
    const role = roleAt(roles, token.start, token.end)?.role ?? null;
    if (role) return answer(roleMarkdown(role, token.text, vocabulary, cardKind));
    // A rule number written in several words (`hand limit`): any of its words shows it.
    const rule = roles.find((r) => r.role === 'stat' && r.range.start <= token.start && token.end <= r.range.end && r.range.end - r.range.start > token.end - token.start);
    if (rule) return { contents: ruleNumberMarkdown(rule.text, vocabulary) ?? '', range: lines.range(rule.range) };
    // A word of no node: a keyword, else a vocabulary word in a line that did not parse.
    return answer(keywordMarkdown(token.text) ?? vocabularyMarkdown(token.text, vocabulary, cardKind));
  } catch {
    return null;
  }
}

function roleMarkdown(role: Role, word: string, vocabulary: Vocabulary | null, cardKind: string | null): string | null {
  switch (role) {
    case 'variable':
      return word === 'x' || word === 'X' ? keywordMarkdown('X') : `**${word}** — a name bound with \`as ${word}\` earlier in this ability (a target, a choice or a for-each item).`;
    case 'cardName':
      return null;
    case 'stat':
      if (word === 'copies') return keywordMarkdown('copies');
      return statMarkdown(word, vocabulary, cardKind);
    default:
      return vocabularyMarkdown(word, vocabulary, cardKind, role);
  }
}

function statMarkdown(word: string, vocabulary: Vocabulary | null, cardKind: string | null): string | null {
  if (!vocabulary) return null;
  const kinds = [...vocabulary.cardKinds].sort((a, b) => (a.name === cardKind ? -1 : b.name === cardKind ? 1 : 0));
  for (const kind of kinds) {
    const stat = kind.stats.find((s) => s.name === word);
    if (stat) {
      const bounds = stat.min !== undefined || stat.max !== undefined ? `, ${stat.min ?? '…'} to ${stat.max ?? '…'}` : '';
      return `**${word}** — stat of a ${kind.name}${stat.required ? ' (required)' : ''}${bounds}\n\n${stat.doc}`;
    }
  }
  const resource = vocabulary.resources.find((r) => r.name === word);
  if (resource) return `**${word}** — resource of ${vocabulary.name}\n\n${resource.doc}`;
  const counter = vocabulary.counters.find((c) => c.name === word);
  if (counter) return `**${word}** — counter of ${vocabulary.name}\n\n${counter.doc}`;
  return ruleNumberMarkdown(word, vocabulary);
}

/** A rule number of the game (by name or alias): its default, bounds and scope. */
function ruleNumberMarkdown(word: string, vocabulary: Vocabulary | null): string | null {
  const spec = vocabulary ? ruleNumberOf(vocabulary, word) : undefined;
  if (!spec || !vocabulary) return null;
  const scope = spec.scope === 'player' ? 'one per player; cards and variants change it' : 'for the whole game, read as it is set up; a variant\'s `rule:` sets it';
  return `**${spec.name}** — rule number of ${vocabulary.name}: ${spec.default} (${spec.min} to ${spec.max}; ${scope})\n\n${spec.doc}`;
}

/** The vocabulary's doc for a word, trying the expected role first, then any. */
function vocabularyMarkdown(word: string, vocabulary: Vocabulary | null, cardKind: string | null, role?: Role): string | null {
  if (!vocabulary) return null;
  const tries: Role[] = role ? [role] : ['event', 'zone', 'verb', 'cardKind', 'stat'];
  for (const r of tries) {
    if (r === 'event') {
      const e = vocabulary.events.find((x) => x.name === word);
      if (e) return `**${word}** — event of ${vocabulary.name}\n\n${eventDoc(e.doc, e.fields)}`;
    } else if (r === 'zone') {
      const z = vocabulary.zones.find((x) => x.name === word);
      if (z) return `**${word}** — zone of ${vocabulary.name} (${z.scope === 'shared' ? 'shared' : 'one per player'}, ${z.visibility}${z.ordered ? ', ordered' : ''})\n\n${z.doc}`;
    } else if (r === 'verb') {
      const v = vocabulary.verbs.find((x) => x.name === word);
      if (v) {
        const args = Object.entries(v.args).map(([name, type]) => `\`${name}\` (${type})`);
        return `**${word}** — verb of ${vocabulary.name}${args.length > 0 ? `: ${args.join(', ')}` : ''}\n\n${v.doc}`;
      }
    } else if (r === 'cardKind') {
      const k = vocabulary.cardKinds.find((x) => x.name === word);
      if (k) {
        const stats = k.stats.map((s) => `\`${s.name}\`${s.required ? ' (required)' : ''}`);
        return `**${word}** — card kind of ${vocabulary.name}\n\n${k.doc}${stats.length > 0 ? `\n\nStats: ${stats.join(', ')}` : ''}`;
      }
    } else if (r === 'stat') {
      const s = statMarkdown(word, vocabulary, cardKind);
      if (s) return s;
    }
  }
  return null;
}

/** A card as compiled: kind, stats, copies, id, and its rules text in English. */
export function cardMarkdown(ws: Workspace, path: string, decl: CardDecl, vocabulary: Vocabulary | null): string {
  const setId = setIdOf(ws, path);
  const compiled = vocabulary ? compileOne(ws, path, decl, vocabulary, setId) : null;
  const lines: string[] = [];
  if (compiled) {
    const stats = Object.entries(compiled.stats).map(([k, v]) => `${k} ${v}`);
    const facts = [compiled.kind, ...stats, ...(compiled.copies !== 1 ? [`${compiled.copies} copies`] : []), ...compiled.tags.map((t) => `#${t}`)];
    lines.push(`**${compiled.name}** — ${facts.join(' · ')}`, '', `\`${compiled.id}\``);
    // The cards it starts with, by the names written in its header.
    const names = new Map(decl.header.flatMap((h) => (h.type === 'starts-with' ? h.names.map((n) => [cardId(compiled.game, setId, n.text), n.text] as const) : [])));
    // The hover explains the game's verbs in parentheses, as a card's face does not.
    const text = safe(() => rulesText(compiled, vocabulary ?? undefined, names, { reminders: true }), '');
    // One ability per line: a blank line between them keeps them apart in markdown.
    if (text) lines.push('', text.split('\n').join('\n\n'));
    if (compiled.text !== undefined && compiled.text !== text) lines.push('', `Printed: “${compiled.text}”`);
  } else {
    const stats = decl.header.flatMap((h) => (h.type === 'stat' ? [`${h.key.text} ${h.values.map((v) => v.value).join(' ')}`] : []));
    lines.push(`**${decl.name.text}** — ${[decl.kind.text, ...stats].join(' · ')}`, '', '_This card does not compile yet: see its diagnostics._');
  }
  return lines.join('\n');
}

/** The id of the path's set: its manifest's, else its folder's name as a slug. */
function setIdOf(ws: Workspace, path: string): string {
  const set = ws.setOf(path);
  const base = set.folder.split(/[\\/]/).pop() ?? '';
  return set.manifest?.set ?? (slugify(base) || 'set');
}

/** Compiles one card alone (cheap), with the set's id for it. */
function compileOne(ws: Workspace, path: string, decl: CardDecl, vocabulary: Vocabulary, setId: string): CardDefinition | null {
  const file = ws.document(path)?.parsed.file;
  if (!file) return null;
  return safe(() => compileFile({ ...file, decls: [decl] }, { game: vocabulary, set: setId }).cards[0] ?? null, null);
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

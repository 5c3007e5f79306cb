// Rule coverage by scenarios, for every game with a rules page: what scripts/coverage.mjs
// writes to docs/coverage/<game>.md and what test/rule-coverage.test.ts checks. One module, so
// the script and the test read the rules, the scenarios and the known gaps the same way.
//
// - A game is a rules page docs/rules/<game>.md. Its rule ids are the list items that open
//   with a bold id and a colon: `- **FS-SETUP-1**: text`.
// - A scenario is a sets/**/*.scenario.yaml file. It counts for the game named by its `game:`
//   field (ids such as A-1 exist in several games), and names the rules it shows in `rules:`.
// - Known gaps: test/coverage-gaps/<game>.txt, one rule id a line, `#` starts a comment.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

export const RULES_DIR = 'docs/rules';
export const PAGES_DIR = 'docs/coverage';
export const GAPS_DIR = 'test/coverage-gaps';
export const SETS_DIR = 'sets';

/**
 * Games whose pages also report card use: the set folder whose cards every scenario of the
 * game is searched for (by name), and what to call it on the page.
 */
export const CARD_SETS = {
  'stak-bots': { folder: 'sets/stak-bots/starter', label: 'starter set' },
};

/** Where a game's files are, relative to the repository. */
export function gamePaths(game) {
  return {
    rules: `${RULES_DIR}/${game}.md`,
    page: `${PAGES_DIR}/${game}.md`,
    gaps: `${GAPS_DIR}/${game}.txt`,
    cards: CARD_SETS[game]?.folder,
  };
}

/** The games that have a rules page, sorted. */
export function games(root) {
  const dir = join(root, RULES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

const RULE_LINE = /^- \*\*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\*\*:/;

/** Rule ids in the order the rules page defines them, and the ids it defines more than once. */
export function readRules(markdown) {
  const ids = [];
  const duplicates = [];
  for (const line of markdown.split(/\r?\n/)) {
    const match = RULE_LINE.exec(line);
    if (!match) continue;
    if (ids.includes(match[1])) {
      if (!duplicates.includes(match[1])) duplicates.push(match[1]);
    } else ids.push(match[1]);
  }
  return { ids, duplicates };
}

/** Rule ids in the order the rules page defines them. */
export function ruleIds(markdown) {
  return readRules(markdown).ids;
}

/** The game's name: the rules page's title before ": the rules…", else the game's id. */
function gameTitle(markdown, game) {
  const heading = /^# (.+)$/m.exec(markdown)?.[1] ?? '';
  return /^(.+?): the rules\b/.exec(heading)?.[1] ?? game;
}

/** The ids of a known-gaps list: one a line, `#` to the end of a line is a comment. */
export function parseGaps(text) {
  const ids = [];
  for (const line of text.split(/\r?\n/)) {
    const id = line.replace(/#.*$/, '').trim();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A game's known gaps (test/coverage-gaps/<game>.txt), or none when it has no list. */
export function readGaps(root, game) {
  const path = join(root, gamePaths(game).gaps);
  return existsSync(path) ? parseGaps(readFileSync(path, 'utf8')) : [];
}

/** The games that have a known-gaps list, sorted. */
export function gapsGames(root) {
  const dir = join(root, GAPS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => name.slice(0, -'.txt'.length))
    .sort();
}

/** The reasons written after ids of a known-gaps list (`A-20  # cannot be shown: …`), by id. */
export function gapsReasons(text) {
  const reasons = new Map();
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*([^#\s]+)\s*(#.*)$/.exec(line);
    if (m) reasons.set(m[1], m[2].trimEnd());
  }
  return reasons;
}

/**
 * The text of a known-gaps list holding `ids` (what `--write-gaps` writes). `reasons` are the
 * comments of the list it replaces: an id that stays keeps its reason.
 */
export function gapsText(game, ids, reasons = new Map()) {
  return [
    `# Rule ids of ${gamePaths(game).rules} that no scenario shows yet, one a line.`,
    '# This list only shrinks: test/rule-coverage.test.ts fails when an id here gets a scenario',
    '# (then remove it from the list), when an id here is not defined, and when an id without',
    `# a scenario is missing here. Regenerate: node scripts/coverage.mjs --write-gaps ${game}`,
    ...ids.map((id) => (reasons.has(id) ? `${id}  ${reasons.get(id)}` : id)),
    '',
  ].join('\n');
}

/** Every `*.scenario.yaml` below a folder, as paths relative to the repository, sorted. */
export function scenarioFiles(root, folder) {
  const out = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.scenario.yaml')) out.push(relative(root, path).split('\\').join('/'));
    }
  };
  walk(join(root, folder));
  return out.sort();
}

/** All text a scenario's given, steps and expect contain (keys and values), for finding card names. */
function scenarioText(doc) {
  const parts = [];
  const visit = (value) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        parts.push(key);
        visit(inner);
      }
    }
  };
  visit(doc?.given);
  visit(doc?.steps);
  visit(doc?.expect);
  return parts.join('\n');
}

/**
 * Every scenario under sets/: its file, name, game, the rule ids it names and its text. A file
 * that is not YAML has `error` set (and no game or rules).
 */
export function readScenarios(root) {
  return scenarioFiles(root, SETS_DIR).map((file) => {
    let doc;
    try {
      doc = parse(readFileSync(join(root, file), 'utf8'));
    } catch (error) {
      return { file, name: '', game: '', rules: [], text: '', error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
    const rules = Array.isArray(doc?.rules) ? doc.rules.map(String) : [];
    return { file, name: String(doc?.name ?? ''), game: typeof doc?.game === 'string' ? doc.game : '', rules, text: scenarioText(doc) };
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The card names a text mentions as whole words. Longer names are taken out first, so
 * "Bolt Pup" is not also a mention of a card called "Bolt".
 */
function mentionedCards(text, names) {
  const found = new Set();
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(^|[^A-Za-z0-9])${escape(name)}(?=$|[^A-Za-z0-9])`, 'g');
    if (pattern.test(rest)) {
      found.add(name);
      rest = rest.replace(pattern, '$1\u0000');
    }
  }
  return found;
}

/**
 * A set folder's cards, by name, in the order declared: each `<kind> "<Name>"` that opens
 * a line of its .cards files (a declaration), or the cards of a compiled cards.json.
 */
export function setCards(folder) {
  if (!existsSync(folder)) return [];
  const sources = readdirSync(folder).filter((name) => name.endsWith('.cards')).sort();
  if (sources.length === 0) {
    const json = join(folder, 'cards.json');
    return existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')).cards ?? []) : [];
  }
  const cards = [];
  for (const name of sources) {
    for (const match of readFileSync(join(folder, name), 'utf8').matchAll(/^[ \t]*([a-z][a-z0-9-]*)[ \t]+"((?:[^"\\\n]|\\.)*)"/gm)) {
      if (!['game', 'set', 'text', 'variant'].includes(match[1])) cards.push({ name: match[2].replace(/\\(.)/g, '$1') });
    }
  }
  return cards;
}

/** Which of the game's scenarios use each card of its card set (see CARD_SETS). */
function cardCoverage(root, game, scenarios) {
  const folder = gamePaths(game).cards;
  if (!folder) return { byCard: [], unusedCards: [] };
  const cards = setCards(join(root, folder));
  const mentioned = new Map(scenarios.map((s) => [s.file, mentionedCards(s.text, cards.map((card) => card.name))]));
  const own = (file, name) => (file.includes(`card-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`) ? 0 : 1);
  const byCard = cards.map((card) => ({
    name: card.name,
    files: scenarios
      .filter((s) => mentioned.get(s.file).has(card.name))
      .map((s) => s.file)
      .sort((a, b) => own(a, card.name) - own(b, card.name) || a.localeCompare(b)),
  }));
  return { byCard, unusedCards: byCard.filter((c) => c.files.length === 0).map((c) => c.name) };
}

/**
 * One game's coverage: its rule ids, its scenarios (those whose `game:` is this game), the
 * scenarios naming each id, the ids no scenario names (`uncovered`), the ids named by its
 * scenarios that its rules page does not define (`unknown`), card use where CARD_SETS has the
 * game, and the page docs/coverage/<game>.md that reports it all.
 */
export function gameCoverage(root, game, allScenarios = readScenarios(root)) {
  const markdown = readFileSync(join(root, gamePaths(game).rules), 'utf8');
  const { ids, duplicates } = readRules(markdown);
  const scenarios = allScenarios.filter((s) => s.game === game);
  const byRule = new Map(ids.map((id) => [id, []]));
  const unknown = [];
  for (const scenario of scenarios) {
    for (const id of scenario.rules) {
      if (byRule.has(id)) byRule.get(id).push(scenario.file);
      else unknown.push({ file: scenario.file, id });
    }
  }
  const uncovered = ids.filter((id) => byRule.get(id).length === 0);
  const { byCard, unusedCards } = cardCoverage(root, game, scenarios);
  const title = gameTitle(markdown, game);
  const page = renderPage({ game, title, ids, byRule, uncovered, byCard, scenarioCount: scenarios.length });
  return { game, title, ids, duplicates, scenarios, byRule, unknown, uncovered, byCard, unusedCards, page };
}

/**
 * Everything wrong with one game, each as a list (empty when all is well), plus `checked`:
 * false when the game has no scenario yet, in which case only the rules page itself is
 * checked (duplicate ids). `gaps` is the game's known-gaps list.
 */
export function checkGame(root, game, allScenarios = readScenarios(root), gaps = readGaps(root, game)) {
  const coverage = gameCoverage(root, game, allScenarios);
  const checked = coverage.scenarios.length > 0;
  const listed = new Set(gaps);
  const defined = new Set(coverage.ids);
  const pagePath = join(root, gamePaths(game).page);
  const onDisk = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : null;
  return {
    game,
    checked,
    coverage,
    duplicates: coverage.duplicates,
    unknown: checked ? coverage.unknown : [],
    /** Ids without a scenario that the known-gaps list does not excuse. */
    uncovered: checked ? coverage.uncovered.filter((id) => !listed.has(id)) : [],
    /** Ids on the known-gaps list that now have a scenario. */
    coveredGaps: checked ? gaps.filter((id) => defined.has(id) && coverage.byRule.get(id).length > 0) : [],
    /** Ids on the known-gaps list that the rules page does not define. */
    undefinedGaps: checked ? gaps.filter((id) => !defined.has(id)) : [],
    unusedCards: checked ? coverage.unusedCards : [],
    stale: checked && onDisk !== coverage.page,
  };
}

/** Scenarios that cannot be counted for any game: not YAML, or naming rules of a game with no rules page. */
export function strayScenarios(root, allScenarios = readScenarios(root)) {
  const known = new Set(games(root));
  const out = [];
  for (const s of allScenarios) {
    if (s.error) out.push({ file: s.file, problem: `is not valid YAML (${s.error})` });
    else if (s.rules.length > 0 && !known.has(s.game)) {
      out.push({ file: s.file, problem: s.game ? `names rule ids, but game ${s.game} has no ${gamePaths(s.game).rules}` : 'names rule ids but has no game' });
    }
  }
  return out;
}

/** One line per problem of a `checkGame` result, saying what to do about it. */
export function problemLines(check) {
  const { game } = check;
  const { gaps, page, rules } = gamePaths(game);
  return [
    ...check.duplicates.map((id) => `${rules} defines ${id} more than once`),
    ...check.unknown.map((u) => `${u.file} names rule id ${u.id}, which ${rules} does not define`),
    ...check.uncovered.map((id) => `${game}: rule ${id} has no scenario (and is not listed in ${gaps})`),
    ...check.coveredGaps.map((id) => `${game}: rule ${id} now has a scenario: remove it from ${gaps}`),
    ...check.undefinedGaps.map((id) => `${gaps} lists ${id}, which ${rules} does not define: remove it`),
    ...check.unusedCards.map((name) => `${game}: card ${name} appears in no scenario`),
    ...(check.stale ? [`${page} is out of date: run node scripts/coverage.mjs`] : []),
  ];
}

function link(file) {
  const name = file.split('/').pop().replace(/\.scenario\.yaml$/, '');
  return `[${name}](../../${file})`;
}

const CARD_LINKS = 6;

/** A card's scenarios: those named after it first, at most a handful, then how many more. */
function cardLinks(files) {
  if (files.length === 0) return '**none**';
  const shown = files.slice(0, CARD_LINKS).map(link).join(', ');
  return files.length > CARD_LINKS ? `${shown} and ${files.length - CARD_LINKS} more` : shown;
}

function renderPage({ game, title, ids, byRule, uncovered, byCard, scenarioCount }) {
  const cards = CARD_SETS[game];
  const usedCards = byCard.filter((c) => c.files.length > 0).length;
  const lines = [
    `# ${title}: rule${cards ? ' and card' : ''} coverage`,
    '',
    '<!-- Written by `node scripts/coverage.mjs`; do not edit by hand. -->',
    '',
    `Which scenarios show each rule of [the rules page](../rules/${game}.md), from the \`rules:\` list`,
    `of every scenario whose \`game:\` is \`${game}\`.`,
    ...(cards ? [`Which scenarios use each card of the ${cards.label}, by name in \`given\`, \`steps\` or \`expect\`.`] : []),
    `Run the scenarios with \`npx cardwright test sets/${game}\`.`,
    '',
    `- Rules: ${ids.length - uncovered.length} of ${ids.length} ids covered (at least one scenario each).`,
    ...(cards ? [`- Cards: ${usedCards} of ${byCard.length} cards of the ${cards.label} appear in at least one scenario.`] : []),
    `- Scenarios: ${scenarioCount}.`,
    '',
    '## Rules',
    '',
    '| Rule | Scenarios |',
    '|---|---|',
    ...ids.map((id) => `| ${id} | ${byRule.get(id).map(link).join(', ') || '**none**'} |`),
    '',
    '## Rules without a scenario',
    '',
    ...(uncovered.length === 0 ? ['None.'] : uncovered.map((id) => `- ${id}`)),
    '',
  ];
  if (cards) {
    lines.push(
      `## Cards of the ${cards.label}`,
      '',
      '| Card | Scenarios |',
      '|---|---|',
      ...byCard.map((c) => `| ${c.name} | ${cardLinks(c.files)} |`),
      '',
    );
  }
  return lines.join('\n');
}

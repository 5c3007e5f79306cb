// Writes docs/coverage/stak-bots.md: which scenarios show each rule of docs/rules/stak-bots.md
// (from the scenarios' `rules:` lists) and which scenarios use each card of the starter set.
//   node scripts/coverage.mjs           write the page
//   node scripts/coverage.mjs --check   exit 1 if the page is stale, a rule has no scenario,
//                                       a scenario names an unknown rule id or a card is unused
// test/stak-bots-coverage.test.ts runs the same checks through `stakBotsCoverage`.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PATHS = {
  rules: 'docs/rules/stak-bots.md',
  page: 'docs/coverage/stak-bots.md',
  sets: 'sets/stak-bots',
  /** The starter set's folder: its cards are declared in its .cards files (or a compiled cards.json). */
  cards: 'sets/stak-bots/starter',
};

/** Rule ids in the order the rules page defines them: list items that start with a bold id. */
export function ruleIds(markdown) {
  const ids = [];
  for (const line of markdown.split(/\r?\n/)) {
    const match = /^- \*\*((?:SB-[A-Z]+-[A-Z]?\d+)|(?:A-\d+))\*\*/.exec(line);
    if (match && !ids.includes(match[1])) ids.push(match[1]);
  }
  return ids;
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
 * The starter set's cards, by name, in the order declared: each `<kind> "<Name>"` that opens
 * a line of its .cards files (a declaration), or the cards of a compiled cards.json.
 */
export function starterCards(folder) {
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

/** The coverage of the rules and cards by the scenarios, and the page that reports it. */
export function stakBotsCoverage(root = ROOT) {
  const ids = ruleIds(readFileSync(join(root, PATHS.rules), 'utf8'));
  const files = scenarioFiles(root, PATHS.sets);
  const scenarios = files.map((file) => {
    const doc = parse(readFileSync(join(root, file), 'utf8'));
    const rules = Array.isArray(doc?.rules) ? doc.rules.map(String) : [];
    return { file, name: String(doc?.name ?? ''), rules, text: scenarioText(doc) };
  });
  const byRule = new Map(ids.map((id) => [id, []]));
  const unknown = [];
  for (const scenario of scenarios) {
    for (const id of scenario.rules) {
      if (byRule.has(id)) byRule.get(id).push(scenario.file);
      else unknown.push({ file: scenario.file, id });
    }
  }
  const uncovered = ids.filter((id) => byRule.get(id).length === 0);
  const cards = starterCards(join(root, PATHS.cards));
  const mentioned = new Map(scenarios.map((s) => [s.file, mentionedCards(s.text, cards.map((card) => card.name))]));
  const own = (file, name) => (file.includes(`card-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`) ? 0 : 1);
  const byCard = cards.map((card) => ({
    name: card.name,
    files: scenarios
      .filter((s) => mentioned.get(s.file).has(card.name))
      .map((s) => s.file)
      .sort((a, b) => own(a, card.name) - own(b, card.name) || a.localeCompare(b)),
  }));
  const unusedCards = byCard.filter((c) => c.files.length === 0).map((c) => c.name);
  return { ids, scenarios, byRule, unknown, uncovered, byCard, unusedCards, page: renderPage(ids, byRule, byCard, scenarios.length) };
}

function link(file) {
  const name = file.split('/').pop().replace(/\.scenario\.yaml$/, '');
  return `[${name}](../../${file})`;
}

/** A card's scenarios: those named after it first, at most a handful, then how many more. */
function cardLinks(files) {
  if (files.length === 0) return '**none**';
  const shown = files.slice(0, CARD_LINKS).map(link).join(', ');
  return files.length > CARD_LINKS ? `${shown} and ${files.length - CARD_LINKS} more` : shown;
}

const CARD_LINKS = 6;

function renderPage(ids, byRule, byCard, scenarioCount) {
  const covered = ids.filter((id) => byRule.get(id).length > 0).length;
  const usedCards = byCard.filter((c) => c.files.length > 0).length;
  const lines = [
    '# Stak Bots: rule and card coverage',
    '',
    '<!-- Written by `node scripts/coverage.mjs`; do not edit by hand. -->',
    '',
    `Which scenarios show each rule of [the Stak Bots rules](../rules/stak-bots.md) (from each scenario's`,
    '`rules:` list), and which scenarios use each card of the starter set (by name in `given`,',
    '`steps` or `expect`). Run the scenarios with `npx cardwright test sets/stak-bots`.',
    '',
    `- Rules: ${covered} of ${ids.length} ids have at least one scenario.`,
    `- Cards: ${usedCards} of ${byCard.length} starter bots appear in at least one scenario.`,
    `- Scenarios: ${scenarioCount}.`,
    '',
    '## Rules',
    '',
    '| Rule | Scenarios |',
    '|---|---|',
    ...ids.map((id) => `| ${id} | ${byRule.get(id).map(link).join(', ') || '**none**'} |`),
    '',
    '## Starter cards',
    '',
    '| Card | Scenarios |',
    '|---|---|',
    ...byCard.map((c) => `| ${c.name} | ${cardLinks(c.files)} |`),
    '',
  ];
  return lines.join('\n');
}

function main() {
  const check = process.argv.includes('--check');
  const result = stakBotsCoverage(ROOT);
  const problems = [
    ...result.uncovered.map((id) => `rule ${id} has no scenario`),
    ...result.unknown.map((u) => `${u.file} names unknown rule id ${u.id}`),
    ...result.unusedCards.map((name) => `card ${name} appears in no scenario`),
  ];
  const pagePath = join(ROOT, PATHS.page);
  if (check) {
    const current = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : '';
    if (current !== result.page) problems.push(`${PATHS.page} is out of date: run node scripts/coverage.mjs`);
  } else {
    mkdirSync(dirname(pagePath), { recursive: true });
    writeFileSync(pagePath, result.page);
    console.log(`coverage: wrote ${PATHS.page} (${result.ids.length - result.uncovered.length}/${result.ids.length} rules, ${result.scenarios.length} scenarios)`);
  }
  for (const problem of problems) console.error(`coverage: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

// Writes docs/coverage/<game>.md for every game with a rules page (docs/rules/<game>.md): which
// scenarios show each rule id (from the `rules:` list of the scenarios whose `game:` is that
// game), which ids have none, and for Stak Bots which scenarios use each starter card.
//   node scripts/coverage.mjs                      write the page of every game
//   node scripts/coverage.mjs --game four-souls    only this game (repeatable)
//   node scripts/coverage.mjs --check              write nothing; exit 1 if a page is stale
//   node scripts/coverage.mjs --write-gaps <game>  write test/coverage-gaps/<game>.txt: the ids
//                                                  that have no scenario now (the known gaps)
// Either way it exits 1 on a problem: a scenario naming an id its game does not define, an id
// without scenario that is not a known gap, a known gap that has a scenario or is not defined.
// A game with no scenario yet is not checked (its page is still written).
// The reading and checking are in coverage-lib.mjs, shared with test/rule-coverage.test.ts.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkGame, gamePaths, games, gapsReasons, gapsText, gameCoverage, problemLines, readScenarios, strayScenarios } from './coverage-lib.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function usage(message) {
  console.error(`coverage: ${message}`);
  console.error('usage: node scripts/coverage.mjs [--check] [--game <id>]... [--write-gaps <id>]');
  process.exit(2);
}

function parseArgs(argv) {
  const options = { check: false, games: [], writeGaps: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = (name) => {
      if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) usage(`${name} needs a game id`);
      i += 1;
      return next;
    };
    if (arg === '--check') options.check = true;
    else if (arg === '--game' || arg.startsWith('--game=')) options.games.push(value('--game'));
    else if (arg === '--write-gaps' || arg.startsWith('--write-gaps=')) options.writeGaps = value('--write-gaps');
    else usage(`unknown argument ${arg}`);
  }
  return options;
}

function writeGaps(game, scenarios) {
  const { uncovered } = gameCoverage(ROOT, game, scenarios);
  const path = gamePaths(game).gaps;
  if (uncovered.length === 0) {
    if (existsSync(join(ROOT, path))) rmSync(join(ROOT, path));
    console.log(`coverage: every rule of ${game} has a scenario; no ${path}`);
    return;
  }
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  const reasons = existsSync(join(ROOT, path)) ? gapsReasons(readFileSync(join(ROOT, path), 'utf8')) : new Map();
  writeFileSync(join(ROOT, path), gapsText(game, uncovered, reasons));
  console.log(`coverage: wrote ${path} (${uncovered.length} ids without a scenario)`);
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const known = games(ROOT);
  for (const game of [...options.games, ...(options.writeGaps ? [options.writeGaps] : [])]) {
    if (!known.includes(game)) usage(`no rules page ${gamePaths(game).rules} for game ${game} (games: ${known.join(', ') || 'none'})`);
  }
  const scenarios = readScenarios(ROOT);
  if (options.writeGaps) {
    writeGaps(options.writeGaps, scenarios);
    return;
  }
  const problems = [];
  for (const game of options.games.length > 0 ? options.games : known) {
    const check = checkGame(ROOT, game, scenarios);
    const { coverage } = check;
    const { page } = gamePaths(game);
    if (!options.check) {
      mkdirSync(dirname(join(ROOT, page)), { recursive: true });
      writeFileSync(join(ROOT, page), coverage.page);
      check.stale = false;
    }
    const figures = `${coverage.ids.length - coverage.uncovered.length} of ${coverage.ids.length} rules covered, ${coverage.scenarios.length} scenarios`;
    const done = options.check ? (check.checked ? `checked ${page}` : `${game} has no scenario yet; not checked`) : `wrote ${page}`;
    console.log(`coverage: ${done} (${figures})`);
    problems.push(...problemLines(check));
  }
  if (options.games.length === 0) problems.push(...strayScenarios(ROOT, scenarios).map((s) => `${s.file} ${s.problem}`));
  for (const problem of problems) console.error(`coverage: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

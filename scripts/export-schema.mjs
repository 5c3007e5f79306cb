// Writes docs/schema/set.schema.json, the JSON Schema of the set file (`format:
// "cardwright-set"`), docs/schema/deck.schema.json, that of the deck list (`format:
// "cardwright-deck"`), docs/schema/table.schema.json (saved tables) and
// docs/schema/replay.schema.json (replays) and docs/schema/sim-report.schema.json (simulation
// reports), from the zod schemas in engine/defs, so editors and
// other tools can check these files without Cardwright.
//   node scripts/export-schema.mjs           write the schemas
//   node scripts/export-schema.mjs --check   exit 1 if a committed schema is stale
// test/set-schema.test.ts and test/deck-schema.test.ts compare the committed files with
// `setFileJsonSchema` and `deckFileJsonSchema` run on the same zod schemas, so neither can go
// stale unnoticed.
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_PATH = 'docs/schema/set.schema.json';
export const DECK_SCHEMA_PATH = 'docs/schema/deck.schema.json';

/** The schemas of engine/defs that get a name of their own in the JSON Schema's `$defs`. */
export const NAMED = [
  'CardDefinition',
  'CardId',
  'Ability',
  'TargetSpec',
  'Cost',
  'StaticModifier',
  'Replacement',
  'DieDefinition',
  'DieFace',
  'Effect',
  'GameArg',
  'RollOutcome',
  'EventPattern',
  'ZoneTarget',
  'Duration',
  'Selector',
  'Expr',
  'Condition',
  'Comparison',
  'Position',
  'Word',
];

/**
 * The set file's JSON Schema as text. `defs` is the engine/defs module (its zod schemas) and
 * `zod` the zod module they were built with. The schema describes the file as written
 * (fields with defaults may be left out); effects, selectors, expressions, conditions and
 * the other named parts become `$defs` entries referenced by `$ref`, which is also how the
 * recursive ones refer to themselves. Rules that JSON Schema cannot say (unique card ids,
 * each card's game matching the file's) are left to Cardwright's own check, `parseSetFile`.
 */
export function setFileJsonSchema(zod, defs) {
  return fileJsonSchema(zod, defs, defs.SetFile, {
    $id: 'https://cardwright.app/schema/set.schema.json',
    title: 'Cardwright set file',
    description:
      'A card set exported by Cardwright (format "cardwright-set"). Generated from engine/defs by scripts/export-schema.mjs; do not edit by hand. Card ids must be unique and every card must belong to the file\'s game: Cardwright checks these too.',
  });
}

export const TABLE_SCHEMA_PATH = 'docs/schema/table.schema.json';
export const REPLAY_SCHEMA_PATH = 'docs/schema/replay.schema.json';

/** The saved table's JSON Schema (`format: "cardwright-table"`, engine/defs/table-file.ts). */
export function tableFileJsonSchema(zod, defs) {
  return fileJsonSchema(zod, defs, defs.TableFile, {
    $id: 'https://cardwright.app/schema/table.schema.json',
    title: 'Cardwright saved table',
    description:
      'A sandbox table saved by Cardwright (format "cardwright-table"): setup, lines of play and where the table stands. Generated from engine/defs by scripts/export-schema.mjs; do not edit by hand. Branch and seat names must be unique and a branch must leave a line listed before it: Cardwright checks these too.',
  });
}

/** The replay file's JSON Schema (`format: "cardwright-replay"`, engine/defs/replay-file.ts). */
export function replayFileJsonSchema(zod, defs) {
  return fileJsonSchema(zod, defs, defs.ReplayFile, {
    $id: 'https://cardwright.app/schema/replay.schema.json',
    title: 'Cardwright replay',
    description: 'A line of play with its definitions and state hashes, checked by `cardwright replay FILE` (format "cardwright-replay"). Generated from engine/defs by scripts/export-schema.mjs; do not edit by hand.',
  });
}

/** One file format's JSON Schema as text, with the named parts of engine/defs (`named`) as `$defs`. */
function fileJsonSchema(zod, defs, root, heading, named = NAMED) {
  const names = zod.registry();
  for (const name of named) {
    if (!defs[name]) throw new Error(`engine/defs exports no schema called ${name}`);
    names.add(defs[name], { id: name });
  }
  const generated = zod.toJSONSchema(root, {
    target: 'draft-2020-12',
    io: 'input',
    metadata: names,
    cycles: 'ref',
    reused: 'inline',
    unrepresentable: 'throw',
  });
  const { $schema, ...rest } = generated;
  const document = { $schema, ...heading, ...rest };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The deck list's JSON Schema as text, made as the set file's is. Rules JSON Schema cannot say
 * (the cards exist, the game's construction rules) are Cardwright's own check, `checkDeck`.
 */
export function deckFileJsonSchema(zod, defs) {
  return fileJsonSchema(
    zod,
    defs,
    defs.DeckFile,
    {
      $id: 'https://cardwright.app/schema/deck.schema.json',
      title: 'Cardwright deck list',
      description:
        'A deck list saved by Cardwright (format "cardwright-deck", files named *.deck.json): its game, the sets its cards come from, the variants it is built for and its entries (card name and count) by section. Generated from engine/defs by scripts/export-schema.mjs; do not edit by hand. Whether the cards exist and the deck keeps its game\'s construction rules is Cardwright\'s own check.',
    },
    ['DeckEntry', 'VariantChoice', 'Word'],
  );
}

export const SIM_REPORT_SCHEMA_PATH = 'docs/schema/sim-report.schema.json';

/** The simulation report's JSON Schema (`format: "cardwright-sim-report"`, engine/defs/sim-report-file.ts). */
export function simReportFileJsonSchema(zod, defs) {
  return fileJsonSchema(
    zod,
    defs,
    defs.SimReportFile,
    {
      $id: 'https://cardwright.app/schema/sim-report.schema.json',
      title: 'Cardwright simulation report',
      description:
        'A run of bot games saved from the Simulation view (format "cardwright-sim-report", files named *.sim.json): what was played (game, sets, bots, seed, variants, decks) and its figures (win rates, game lengths, card impact). Generated from engine/defs by scripts/export-schema.mjs; do not edit by hand. That there is one bot per seat, and no more games played than asked for, is Cardwright\'s own check.',
    },
    ['Word'],
  );
}

/** Bundles engine/defs (zod itself stays external, so both sides share one zod) and imports it. */
async function loadDefs() {
  const dir = mkdtempSync(join(tmpdir(), 'cardwright-schema-'));
  const outfile = join(dir, 'defs.mjs');
  try {
    await build({
      entryPoints: [join(ROOT, 'engine/defs/index.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['zod'],
      logLevel: 'warning',
      absWorkingDir: ROOT,
    });
    // An external bare import resolves from the bundle's folder; point it at the repository's zod.
    const zodUrl = pathToFileURL(join(ROOT, 'node_modules/zod/index.js')).href;
    const text = readFileSync(outfile, 'utf8').replace(/from\s*["']zod["']/g, `from ${JSON.stringify(zodUrl)}`);
    writeFileSync(outfile, text);
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const defs = await loadDefs();
  const files = [
    [SCHEMA_PATH, setFileJsonSchema(z, defs)],
    [TABLE_SCHEMA_PATH, tableFileJsonSchema(z, defs)],
    [REPLAY_SCHEMA_PATH, replayFileJsonSchema(z, defs)],
    [DECK_SCHEMA_PATH, deckFileJsonSchema(z, defs)],
    [SIM_REPORT_SCHEMA_PATH, simReportFileJsonSchema(z, defs)],
  ];
  for (const [file, text] of files) {
    const path = join(ROOT, file);
    if (check) {
      const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
      if (current !== text) {
        console.error(`export-schema: ${file} is out of date: run node scripts/export-schema.mjs`);
        process.exitCode = 1;
      } else console.log(`export-schema: ${file} is up to date`);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`export-schema: wrote ${file} (${text.length} bytes)`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

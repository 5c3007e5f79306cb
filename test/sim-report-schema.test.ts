// The simulation report (engine/defs/sim-report-file.ts) and its JSON Schema
// (docs/schema/sim-report.schema.json): the schema matches the zod schema it is exported from, a
// report of a real run passes both, and a broken one is refused where it breaks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadSets } from '../cli/sets';
import { randomBot, stakBotsGreedy } from '../engine/bots';
import { loadGame } from '../engine/core/engine';
import * as defs from '../engine/defs';
import { formatSimReportFile, parseSimReportFile, SIM_REPORT_FORMAT, SIM_REPORT_VERSION, type SimReportFile } from '../engine/defs';
import { stakBots } from '../engine/games/stak-bots';
import { scenarioGames } from '../engine/scenario';
import { playGames, summarize } from '../engine/sim';

const root = join(__dirname, '..');
type ExportScript = { simReportFileJsonSchema: (zod: typeof z, module: typeof defs) => string; SIM_REPORT_SCHEMA_PATH: string };
type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
type AjvClass = new (options: Record<string, unknown>) => { compile: (schema: object) => Validate };

const exportScript = (): Promise<ExportScript> => import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/export-schema.mjs')).href) as Promise<ExportScript>;
const schemaText = readFileSync(join(root, 'docs/schema/sim-report.schema.json'), 'utf8');

async function validator(): Promise<Validate> {
  const module = (await import(/* @vite-ignore */ 'ajv/dist/2020.js')) as { default: AjvClass | { default: AjvClass } };
  const Ajv = typeof module.default === 'function' ? module.default : module.default.default;
  return new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(schemaText) as object);
}

let report: SimReportFile;
/** A Smash Up run's report: its summary carries the game's own figures (faction pairs, bases). */
let smashUpReport: SimReportFile;
beforeAll(async () => {
  const smashUpSets = (await loadSets(fileURLToPath(new URL('../sets', import.meta.url)), process.cwd(), ['smash-up'])).sets.filter((s) => ['gnomes', 'hive', 'clockworks', 'night-owls'].includes(s.set));
  const smashUp = loadGame(scenarioGames['smash-up']!, smashUpSets.flatMap((s) => s.cards), smashUpSets.flatMap((s) => s.variants));
  const smashUpSummary = summarize(playGames(smashUp, { seed: 'report', players: 2, bots: [randomBot], cards: true, gameFigures: true }, 0, 6), smashUp);
  smashUpReport = { format: SIM_REPORT_FORMAT, version: SIM_REPORT_VERSION, game: 'smash-up', sets: smashUpSets.map((s) => `smash-up/${s.set}`), bots: ['random', 'random'], seed: 'report', games: 6, variants: {}, decks: {}, stopped: false, seconds: 0.1, workers: 1, summary: smashUpSummary };
  const bundled = await loadSets(fileURLToPath(new URL('../sets', import.meta.url)), process.cwd(), ['stak-bots']);
  const starter = bundled.sets.find((s) => s.set === 'starter')!;
  const game = loadGame(stakBots, starter.cards, starter.variants);
  const summary = summarize(playGames(game, { seed: 'report', players: 2, bots: [stakBotsGreedy, randomBot], cards: true }, 0, 30), game);
  report = { format: SIM_REPORT_FORMAT, version: SIM_REPORT_VERSION, game: 'stak-bots', sets: ['stak-bots/starter'], bots: ['greedy', 'random'], seed: 'report', games: 30, variants: { 'stak-depth': { cards: 4 }, recycling: {} }, decks: {}, stopped: false, seconds: 0.1, workers: 2, summary, saved: '2026-11-29T18:20:00.000Z' };
});

describe('the simulation report', () => {
  it('is read back as written, a real run\'s figures and all', () => {
    const parsed = parseSimReportFile(JSON.parse(formatSimReportFile(report)));
    expect(parsed.ok ? parsed.value : parsed.problems).toEqual(report);
  });

  it("carries a game's own figures (version 3) and reads a version 2 report, which has none, as it is", () => {
    expect(smashUpReport.summary.gameFigures?.kind).toBe('smash-up');
    const parsed = parseSimReportFile(JSON.parse(formatSimReportFile(smashUpReport)));
    expect(parsed.ok ? parsed.value : parsed.problems).toEqual(smashUpReport);
    const old = parseSimReportFile({ ...report, version: 2 });
    expect(old.ok ? old.value : old.problems).toEqual(report);
    const broken = parseSimReportFile({ ...smashUpReport, summary: { ...smashUpReport.summary, gameFigures: { kind: 'smash-up', factionPairs: [{ pair: 'gnomes + hive', games: 2, wins: 1, winRate: 2, winMargin: 0 }], bases: [] } } });
    expect(broken.ok ? [] : broken.problems.map((p) => p.path)).toEqual(['summary.gameFigures.factionPairs[0].winRate']);
  });

  it('reads a version 1 report, whose variants were a list played with their defaults, as the same variants with no parameters', () => {
    const { saved: _saved, ...unsaved } = report;
    const parsed = parseSimReportFile({ ...unsaved, version: 1, variants: ['stak-depth', 'recycling'] });
    expect(parsed.ok ? parsed.value : parsed.problems).toEqual({ ...unsaved, variants: { 'stak-depth': {}, recycling: {} } });
    const none = parseSimReportFile({ ...unsaved, version: 1, variants: undefined });
    expect(none.ok && none.value.variants).toEqual({});
  });

  it('says where a report breaks, and refuses one of a newer Cardwright', () => {
    const saved = parseSimReportFile({ ...report, saved: 'yesterday' });
    expect(saved.ok ? [] : saved.problems.map((p) => p.path)).toEqual(['saved']);
    const parameter = parseSimReportFile({ ...report, variants: { 'stak-depth': { cards: [4] } } });
    expect(parameter.ok ? [] : parameter.problems.map((p) => p.path)).toEqual(['variants.stak-depth.cards']);
    const bots = parseSimReportFile({ ...report, bots: ['greedy'] });
    expect(bots.ok ? [] : bots.problems).toEqual([{ path: 'bots', message: 'one bot per seat: 2 seats, 1 bots' }]);
    const rate = parseSimReportFile({ ...report, summary: { ...report.summary, winRates: { ...report.summary.winRates, p1: 1.5 } } });
    expect(rate.ok ? [] : rate.problems.map((p) => p.path)).toEqual(['summary.winRates.p1']);
    const newer = parseSimReportFile({ ...report, version: SIM_REPORT_VERSION + 1 });
    expect(newer.ok ? [] : newer.problems).toEqual([{ path: 'version', message: `this report was made by a newer Cardwright (version ${SIM_REPORT_VERSION + 1}; this one reads up to ${SIM_REPORT_VERSION})` }]);
  });
});

describe('docs/schema/sim-report.schema.json', () => {
  it('is what scripts/export-schema.mjs makes of the zod schema (run it after changing engine/defs/sim-report-file.ts)', async () => {
    const script = await exportScript();
    expect(script.SIM_REPORT_SCHEMA_PATH).toBe('docs/schema/sim-report.schema.json');
    expect(script.simReportFileJsonSchema(z, defs)).toBe(schemaText);
  });

  it('takes a report as Cardwright writes it, and refuses a misspelt format and an unknown field where they are', async () => {
    const validate = await validator();
    expect(validate(JSON.parse(formatSimReportFile(report))), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(JSON.parse(formatSimReportFile(smashUpReport))), JSON.stringify(validate.errors)).toBe(true);
    const broken = { ...JSON.parse(formatSimReportFile(report)), format: 'cardwright-sim', colour: 'blue' } as Record<string, unknown>;
    expect(validate(broken)).toBe(false);
    expect(new Set((validate.errors ?? []).map((e) => e.instancePath))).toEqual(new Set(['/format', '']));
  });
});

// The deck builder's work per change, outside the page: the report it draws on every click
// (the construction check, the statistics of the whole deck, the draw odds by turn) for the
// Four Souls base set's default composition and for a deck of a generated 1,000-card set; and
// the card pool the language worker sends for a game, cold and after one card's text changed.
// Prints figures; asserts nothing. The sources are bundled with esbuild.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO, fmtMs, median, timeRuns } from './browser.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(3, Math.min(200, Number(process.env.BENCH_RUNS ?? 20) || 20));
const path = (p) => JSON.stringify(join(REPO, p));
const { loadSets, buildSet, generatedSet, deckReport, deckStatistics, drawOdds, deckPool, LanguageService, vocabularies, defaultComposition } = await importBundle(
  [
    `export { loadSets } from ${path('cli/sets')};`,
    `export { buildSet } from ${path('card-dsl/project')};`,
    `export { generatedSet } from ${path('card-dsl/testing/generate')};`,
    `export { deckReport, deckStatistics, drawOdds } from ${path('renderer/src/decks/report')};`,
    `export { defaultComposition } from ${path('renderer/src/decks/edits')};`,
    `export { deckPool } from ${path('card-dsl/service/deck-pool')};`,
    `export { LanguageService } from ${path('card-dsl/service/service')};`,
    `export { vocabularies } from ${path('engine/games/vocabularies')};`,
  ],
  'decks',
);

const series = (fn) => {
  const times = timeRuns(fn, RUNS);
  return `${fmtMs(median(times))} (max ${fmtMs(Math.max(...times))})`;
};
const once = (fn) => {
  const started = performance.now();
  const value = fn();
  return { value, ms: performance.now() - started };
};

/** The pool as the worker gives it, from set files: every card with its copies. */
const poolOf = (sets) => ({
  game: sets[0].game,
  sets: sets.map((s) => ({ set: s.set, setName: s.name, folder: `sets/${s.game}/${s.set}`, cards: s.cards.length, broken: 0 })),
  cards: sets.flatMap((s) => s.cards.map((c) => ({ id: c.id, name: c.name, set: s.set, setName: s.name, kind: c.kind, tags: c.tags, stats: c.stats, dice: c.dice, startsWith: c.startsWith, copies: c.copies, face: null }))),
  variants: sets.flatMap((s) => s.variants),
});

console.log(`decks: load average ${loadavg()[0].toFixed(2)} when starting; ${RUNS} runs each, median (max)`);
const bundled = await loadSets(join(REPO, 'sets'), REPO);
const thousandText = generatedSet(1000);
const thousand = buildSet([{ path: 'bench.cards', text: thousandText }], { game: 'stak-bots', set: 'bench', name: 'Bench' }).setFile;
const cases = [
  { label: 'Four Souls base', sets: bundled.sets.filter((s) => s.game === 'four-souls' && s.set === 'base'), players: 4 },
  { label: 'a generated 1,000-card Stak Bots set', sets: [thousand], players: 6 },
];
for (const { label, sets, players } of cases) {
  const vocabulary = vocabularies.get(sets[0].game);
  const pool = poolOf(sets);
  const empty = { format: 'cardwright-deck', version: 2, game: vocabulary.game, name: 'Bench', sets: sets.map((s) => s.set), variants: {}, sections: {} };
  const deck = defaultComposition(empty, vocabulary.construction.sections, pool.cards);
  const entries = Object.values(deck.sections).reduce((n, list) => n + list.length, 0);
  const cards = Object.values(deck.sections).reduce((n, list) => n + list.reduce((m, e) => m + e.count, 0), 0);
  const report = deckReport(deck, vocabulary, pool, players);
  const target = report.check.entries.find((e) => e.section === vocabulary.construction.draws.section && e.card)?.card.name;
  console.log(`decks: ${label}, default composition (${entries} entries, ${cards} cards, ${report.check.violations.length} violations):`);
  console.log(`decks:   construction check ${series(() => deckReport(deck, vocabulary, pool, players))}`);
  console.log(`decks:   statistics of the whole deck ${series(() => deckStatistics(report.check, null))}`);
  console.log(`decks:   draw odds of ${target} by turn, 10 turns ${series(() => drawOdds(report.check, { card: target }, 1, 10))}`);
  console.log(`decks:   one click in all (check, statistics, odds) ${series(() => {
    const r = deckReport(deck, vocabulary, pool, players);
    deckStatistics(r.check, null);
    drawOdds(r.check, { card: target }, 1, 10);
  })}`);
}

// The pool of a game from the worker's documents. In the studio the editor has checked the set
// before the builder asks (its diagnostics compile every card, and the pool takes those); cold is
// a worker that has compiled nothing yet. An unchanged set is remembered; after one card's text
// changed, the other cards' compilations are reused.
const poolOfService = (check) => {
  const service = new LanguageService();
  service.setManifest('sets/stak-bots/bench', { game: 'stak-bots', set: 'bench', name: 'Bench' });
  service.openDocument('sets/stak-bots/bench/bench.cards', thousandText);
  const checked = check ? once(() => service.setDiagnostics('sets/stak-bots/bench/bench.cards')) : null;
  return { service, checked };
};
{
  const { service } = poolOfService(false);
  const cold = once(() => deckPool(service, 'stak-bots'));
  console.log(`decks: the pool of a 1,000-card set in the language worker (${cold.value.cards.length} cards), cold: first ask ${fmtMs(cold.ms)}; ${(JSON.stringify(cold.value).length / 1024).toFixed(0)} kB to send to the page`);
}
{
  const { service, checked } = poolOfService(true);
  const first = once(() => deckPool(service, 'stak-bots'));
  const warm = once(() => deckPool(service, 'stak-bots'));
  service.openDocument('sets/stak-bots/bench/bench.cards', thousandText.replace('Generated card number 500.', 'Generated card number five hundred.'));
  service.setDiagnostics('sets/stak-bots/bench/bench.cards');
  const edited = once(() => deckPool(service, 'stak-bots'));
  console.log(`decks: the same after the editor checked the set (its diagnostics ${fmtMs(checked.ms)}): first ask ${fmtMs(first.ms)}, unchanged ${fmtMs(warm.ms)}, after one card's text changed and was checked ${fmtMs(edited.ms)}`);
}

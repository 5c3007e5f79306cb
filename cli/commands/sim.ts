// `cardwright sim`: plays many bot games and reports win rates, game lengths, games stopped
// by a cap, and speed; for games whose events report souls, where the souls came from; and on
// request the cards of the sets that no game played; and a game's own figures where it has a
// reporter (cli/sim-reports/: Smash Up's faction pairs and bases). Deterministic for a given seed.
// The games are played and counted by engine/sim, as the studio's simulation plays them.
import { botsFor, type Bot } from '../../engine/bots';
import { loadGame, type Game } from '../../engine/core/engine';
import { scenarioGames } from '../../engine/scenario';
import { decksToDeal } from '../../engine/decks/setup';
import { playGames, summarize, type SimDecks, type SimSummary } from '../../engine/sim';
import { loadDeck, violationLine, type LoadedDeck } from '../decks';
import { setsForGame } from '../sets';
import { simReporterFor, type GameSimReporter, type GameSimSection } from '../sim-reports';
import { flag, many, own, parseOptions, single, UsageError, wholeNumber } from '../options';
import { resolve } from 'node:path';
import { command } from './command';

/** A run's summary (engine/sim), with the bot on each seat, the win shares, and the game's own figures. */
export type SimReport = SimSummary & {
  bots: string[];
  wins: Record<string, number>;
  /** The game's own figures, where it has a report of its own (cli/sim-reports/). */
  game?: GameSimSection;
};

/** Games between progress lines. */
const PROGRESS_EVERY = 250;

/** Plays `games` games in one part; `onProgress` is called now and then with the number done. */
export function simulate(options: {
  game: Game;
  games: number;
  seed: string;
  players: number;
  bots: Bot[];
  /** Also find the card definitions no game played (`SimReport.cards`). */
  unplayed?: boolean;
  /** Variants switched on in every game, with their default parameters. */
  variants?: string[];
  /** The decks played, from `--deck`. */
  decks?: SimDecks;
  /** The game's own part of the report (`SimReport.game`), where it has one. */
  reporter?: GameSimReporter;
  onProgress?: (done: number) => void;
}): SimReport {
  const { game, games, seed, players, bots, onProgress } = options;
  const tally = options.reporter?.tally(game);
  const part = playGames(
    game,
    { seed, players, bots, cards: options.unplayed === true, ...(options.variants ? { variants: options.variants } : {}), ...(options.decks ? { decks: options.decks } : {}), ...(tally ? { tally } : {}) },
    0,
    games,
    (done) => {
      if (done % PROGRESS_EVERY === 0) onProgress?.(done);
    },
  );
  const summary = summarize(part, game);
  return { ...summary, bots: summary.seats.map((_, i) => bots[i % bots.length]!.name), wins: part.wins, ...(tally ? { game: tally.result() } : {}) };
}

/** "bosses 12 (60.0%), loot 8 (40.0%)": most first, shares of `total`. */
function shares(counts: Record<string, number>, total: number): string {
  return Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([source, n]) => `${source} ${n} (${((100 * n) / total).toFixed(1)}%)`)
    .join(', ');
}

/** The report's lines on souls and on cards never played (none when the report has neither). */
function extraLines(report: SimReport): string[] {
  const lines: string[] = [];
  if (report.souls) {
    const { gained, bySource, unreported } = report.souls;
    lines.push(`  souls by source: ${gained === 0 ? 'none gained' : `${gained} gained: ${shares(bySource, gained)}`}`);
    const missed = Object.values(unreported).reduce((a, b) => a + b, 0);
    if (missed > 0) lines.push(`  souls gained with no soul-gained event (not counted above): ${missed}: ${shares(unreported, missed)}`);
  }
  if (report.cards) {
    const { total, played, unplayed } = report.cards;
    lines.push(`  ${played} of ${total} cards played${unplayed.length > 0 ? `; never played (${unplayed.length}):` : ''}`);
    const byKind = new Map<string, string[]>();
    for (const card of unplayed) byKind.set(card.kind, [...(byKind.get(card.kind) ?? []), card.name]);
    for (const [kind, names] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`    ${kind} (${names.length}): ${names.sort((a, b) => a.localeCompare(b)).join(', ')}`);
    }
  }
  return lines;
}

/** The most games one run plays (a typo of a few zeros should not run for a week). */
const MAX_GAMES = 10_000_000;

export const sim = command('sim', {
  summary: 'play bot games and report win rates, lengths and speed',
  usage: 'sim --game <game> [--games N] [--seed S] [--bots a,b] [--players P] [--set <game>/<set>] [--variant <id>] [--deck [p1=|table=]FILE]… [--allow-illegal] [--unplayed]',
  run: async (args, io) => {
    // Everything the command line says is checked before anything is loaded or built.
    const parsed = parseOptions(args, {
      game: { type: 'string', multiple: true },
      games: { type: 'string', multiple: true },
      seed: { type: 'string', multiple: true },
      bots: { type: 'string', multiple: true },
      players: { type: 'string', multiple: true },
      set: { type: 'string', multiple: true },
      unplayed: { type: 'boolean' },
      variant: { type: 'string', multiple: true },
      deck: { type: 'string', multiple: true },
      'allow-illegal': { type: 'boolean' },
    });
    if (parsed.positionals.length > 0) throw new UsageError(`unexpected argument "${parsed.positionals[0]}" (options only; see cardwright --help)`);
    const known = Object.keys(scenarioGames).join(', ');
    const gameId = single(parsed, 'game');
    if (gameId === undefined) throw new UsageError(`give the game with --game (one of ${known})`);
    const module = own(scenarioGames, gameId);
    if (!module) throw new UsageError(`--game: no game "${gameId}" (games: ${known})`);
    const { vocabulary } = module;
    const { min, max } = vocabulary.players;
    const players = wholeNumber(single(parsed, 'players') ?? '2', '--players', min, max, `${vocabulary.name} takes ${min} to ${max} players`);
    const games = wholeNumber(single(parsed, 'games') ?? '1000', '--games', 1, MAX_GAMES);
    const seed = single(parsed, 'seed') ?? '1';
    const available = botsFor(gameId);
    const bots: Bot[] = [];
    // Greedy against random where the game has a greedy bot; random against random otherwise.
    const defaultBots = available.greedy ? 'greedy,random' : 'random';
    for (const name of (single(parsed, 'bots') ?? defaultBots).split(',')) {
      const bot = own(available, name.trim());
      if (!bot) throw new UsageError(`--bots: no bot "${name.trim()}" for ${gameId} (bots: ${Object.keys(available).join(', ')})`);
      bots.push(bot);
    }
    const deckSpecs = deckOptions(many(parsed, 'deck'), vocabulary, players);
    const unplayed = flag(parsed, 'unplayed');
    const variantIds = many(parsed, 'variant');
    const asked = many(parsed, 'set');
    for (const id of asked) {
      const [setGame] = id.split('/');
      if (setGame !== gameId) throw new UsageError(`--set ${id} is not a set of ${gameId} (name sets as ${gameId}/<set>)`);
    }
    // The workspace's sets (sets/ here) and the bundled ones, as `cardwright test` finds them.
    const found = await setsForGame(gameId, asked);
    if ('error' in found) {
      io.err(`cardwright sim: ${found.error}`);
      return 1;
    }
    const sets = found.sets;
    const variantsKnown = [...vocabulary.variants.map((v) => v.id), ...sets.flatMap((s) => s.variants.map((v) => v.id))];
    for (const id of variantIds) {
      if (!variantsKnown.includes(id)) throw new UsageError(`--variant: no variant "${id}" of ${gameId} (variants: ${[...new Set(variantsKnown)].join(', ') || 'none'})`);
    }
    const loaded: LoadedDeck[] = [];
    for (const spec of deckSpecs) {
      const deck = await loadDeck(resolve(spec.file), spec.file, vocabulary, sets, players);
      if ('problems' in deck) {
        for (const problem of deck.problems) io.err(`cardwright sim: ${problem}`);
        return 1;
      }
      for (const v of deck.violations) io.err(`cardwright sim: ${violationLine(deck.file, v)}`);
      if (deck.unplayable.length > 0) {
        io.err(`cardwright sim: ${deck.file} names cards or sets that are not there; nothing was played`);
        return 1;
      }
      if (deck.violations.length > 0 && !flag(parsed, 'allow-illegal')) {
        io.err(`cardwright sim: ${deck.file} breaks ${deck.violations.length === 1 ? 'a construction rule' : `${deck.violations.length} construction rules`} of ${vocabulary.name}; --allow-illegal plays it anyway`);
        return 1;
      }
      loaded.push(deck);
    }
    const decks = decksToDeal(loaded.map((deck, i) => ({ place: deckSpecs[i]!.seat, deck })));
    const game = loadGame(
      module,
      sets.flatMap((s) => s.cards),
      sets.flatMap((s) => s.variants),
    );
    const started = performance.now();
    const reporter = simReporterFor(gameId);
    let report: SimReport;
    try {
      report = simulate({ game, games, seed, players, bots, unplayed, variants: variantIds, ...(decks ? { decks } : {}), ...(reporter ? { reporter } : {}), onProgress: (done) => io.progress(`sim: ${done}/${games} games`) });
    } catch (error) {
      io.err(`cardwright sim: ${(error as Error).message}`);
      return 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const deckNote = deckSpecs.length ? `, decks ${deckSpecs.map((d) => `${d.seat}=${d.file}`).join(', ')}` : '';
    io.out(`${gameId}: ${games} games, ${players} players, sets ${sets.map((s) => `${s.game}/${s.set}`).join(', ')}, seed ${seed}${variantIds.length ? `, variants ${variantIds.join(', ')}` : ''}${deckNote}`);
    for (const [i, seat] of report.seats.entries()) {
      io.out(`  ${seat} (${report.bots[i]}): wins ${((100 * report.wins[seat]!) / games).toFixed(1)}%`);
    }
    io.out(`  draws: ${report.draws}`);
    io.out(`  game length: mean ${report.actions.mean.toFixed(1)} actions (p99 ${report.actions.p99}), mean ${report.turns.mean.toFixed(1)} turns (p99 ${report.turns.p99})`);
    const cappedTotal = report.cappedGames;
    io.out(`  stopped by a cap: ${cappedTotal}${cappedTotal ? ` (${Object.entries(report.capped).map(([r, n]) => `${n}: ${r}`).join('; ')})` : ''}`);
    for (const line of extraLines(report)) io.out(line);
    if (report.game && reporter) for (const line of reporter.lines(report.game)) io.out(line);
    io.out(`  speed: ${Math.round(report.totalActions / seconds)} actions/s, ${report.decisions} bot decisions, ${seconds.toFixed(1)} s`);
    return 0;
  },
});

type DeckSpec = { seat: string; file: string };

/**
 * `--deck` values: `FILE` or `table=FILE` (the decks a table shares: Stak Bots, Four Souls) or
 * `p1=FILE` (a seat's own deck, where each player brings one). Checked before anything is read.
 */
function deckOptions(values: readonly string[], vocabulary: { name: string; construction?: { scope: 'table' | 'seat' } }, players: number): DeckSpec[] {
  const scope = vocabulary.construction?.scope ?? 'table';
  const specs = values.map((value): DeckSpec => {
    const named = /^(table|p\d+)=(.+)$/.exec(value);
    if (!named) {
      if (value === '' || /^(table|p\d+)=$/.test(value)) throw new UsageError(`--deck: "${value}" names no file`);
      return { seat: 'table', file: value };
    }
    return { seat: named[1]!, file: named[2]! };
  });
  const seen = new Set<string>();
  for (const spec of specs) {
    if (seen.has(spec.seat)) throw new UsageError(`--deck: two decks for ${spec.seat}; give one`);
    seen.add(spec.seat);
    if (scope === 'table' && spec.seat !== 'table') {
      throw new UsageError(`--deck ${spec.seat}=${spec.file}: ${vocabulary.name} deals every seat from the decks the table shares; give one deck for the table (--deck FILE)`);
    }
    if (scope === 'seat') {
      if (spec.seat === 'table') throw new UsageError(`--deck ${spec.file}: in ${vocabulary.name} each player brings a deck; say whose (--deck p1=FILE)`);
      if (Number(spec.seat.slice(1)) < 1 || Number(spec.seat.slice(1)) > players) throw new UsageError(`--deck ${spec.seat}=${spec.file}: there is no ${spec.seat} at a table of ${players}`);
    }
  }
  return specs;
}


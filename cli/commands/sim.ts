// `cardwright sim`: plays many bot games and reports win rates, game lengths, games stopped
// by a cap, and speed; for games whose events report souls, where the souls came from; and on
// request the cards of the sets that no game played; and a game's own figures where it has a
// reporter (cli/sim-reports/: Smash Up's faction pairs and bases). Deterministic for a given seed.
import { botsFor, seatView, type Bot } from '../../engine/bots';
import { loadGame, RULE_CARD_KIND } from '../../engine/core/engine';
import type { Action } from '../../engine/core/context';
import type { CardRef, GameEvent, GameState } from '../../engine/core/state';
import type { CardDefinition } from '../../engine/defs';
import { seedRng } from '../../engine/random/rng';
import { scenarioGames } from '../../engine/scenario';
import { decksToDeal } from '../../engine/decks/setup';
import { loadDeck, violationLine, type LoadedDeck } from '../decks';
import { setsForGame } from '../sets';
import { simReporterFor, type GameSimReporter, type GameSimSection } from '../sim-reports';
import { flag, many, own, parseOptions, single, UsageError, wholeNumber } from '../options';
import { resolve } from 'node:path';
import { command } from './command';

export type SimReport = {
  games: number;
  seats: string[];
  bots: string[];
  wins: Record<string, number>;
  draws: number;
  capped: Record<string, number>;
  actions: { mean: number; p99: number };
  turns: { mean: number; p99: number };
  decisions: number;
  totalActions: number;
  /**
   * Games whose events report souls (`soul-gained`): the souls gained by where they came from
   * (see `soulSource`), and cards that went into a souls zone with no `soul-gained` event.
   */
  souls?: { gained: number; bySource: Record<string, number>; unreported: Record<string, number> };
  /** With `unplayed`: the card definitions of the sets that some game played, and those none did. */
  cards?: { total: number; played: number; unplayed: CardDefinition[] };
  /** The game's own figures, where it has a report of its own (cli/sim-reports/). */
  game?: GameSimSection;
};

/** Where a soul came from, by the card that became it: "bosses", "bonus souls", "loot", "items", "bonus cards", else its kind. */
function soulSource(def: CardDefinition | undefined): string {
  if (!def) return 'unknown cards';
  switch (def.kind) {
    case 'monster':
      return def.tags.includes('boss') ? 'bosses' : 'monsters';
    case 'bonus-soul':
      return 'bonus souls'; // [FS-VAR-2]
    case 'loot':
      return 'loot'; // Lost Soul
    case 'item':
      return 'items'; // The Bone, Pandora's Box, The Chest
    case 'bonus':
      return 'bonus cards'; // Holy Chest
    default:
      return def.kind;
  }
}

/**
 * Events that show a card played: it (or one of its abilities) went on the stack, it fought or
 * was fought, it was bought or gained as an item or a soul, turned up from a deck and played,
 * played from a hand, activated, or chosen as a character. Cards in play for a player from the
 * start (characters and their starting items) count as played too (see `simulate`).
 */
const PLAYED_EVENTS = new Set(['stack-added', 'attacked', 'purchased', 'item-gained', 'soul-gained', 'encountered', 'loot-played', 'activated', 'character-chosen', 'played', 'entry']);
/**
 * A purchase or an attack declared goes on the stack as a game event naming the shop item or
 * the monster (`stack-added`, then `purchase-declared` / `attack-declared` for the same card);
 * that alone plays nothing: the card counts once bought (`purchased`) or fought (`attacked`).
 */
const DECLARED = new Set(['purchase-declared', 'attack-declared']);

/** The cards an action's events show played, into `played` (by instance). */
function notePlayed(events: readonly GameEvent[], played: Set<CardRef>): void {
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i]!;
    if (!PLAYED_EVENTS.has(event.type) || typeof event.card !== 'number') continue;
    if (event.type === 'stack-added') {
      const next = events[i + 1];
      if (next && DECLARED.has(next.type) && next.card === event.card) continue;
    }
    played.add(event.card);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Plays `games` games; `onProgress` is called now and then with the number done. */
export function simulate(options: {
  game: ReturnType<typeof loadGame>;
  games: number;
  seed: string;
  players: number;
  bots: Bot[];
  /** Also find the card definitions no game played (`SimReport.cards`). */
  unplayed?: boolean;
  /** Variants switched on in every game, with their default parameters. */
  variants?: string[];
  /**
   * The decks played, from `--deck`: the table's cards (a game whose decks the table shares),
   * each seat's (a game whose players bring their own), and the variants they were built for.
   */
  decks?: { cards?: string[]; seatCards?: Record<string, string[]>; seatElite?: Record<string, string[]>; variants?: Record<string, Record<string, number | boolean | string>> };
  /** The game's own part of the report (`SimReport.game`), where it has one. */
  reporter?: GameSimReporter;
  onProgress?: (done: number) => void;
}): SimReport {
  const { game, games, seed, players, bots } = options;
  const vocabulary = game.module.vocabulary;
  const countSouls = vocabulary.events.some((e) => e.name === 'soul-gained');
  // A card that went into a souls zone without a `soul-gained` event is counted apart.
  const soulsZone = countSouls && vocabulary.zones.some((z) => z.name === 'souls') ? 'souls' : null;
  const bySource: Record<string, number> = {};
  const unreported: Record<string, number> = {};
  let soulsGained = 0;
  const playedDefs = new Set<string>();
  const tally = options.reporter?.tally(game);
  const watch = countSouls || options.unplayed === true;
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  const wins: Record<string, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  const capped: Record<string, number> = {};
  const lengths: number[] = [];
  const turns: number[] = [];
  let draws = 0;
  let decisions = 0;
  const variants = { ...options.decks?.variants, ...Object.fromEntries((options.variants ?? []).map((id) => [id, {}])) };
  const dealt = { ...(options.decks?.cards ? { cards: options.decks.cards } : {}), ...(options.decks?.seatCards ? { seatCards: options.decks.seatCards } : {}), ...(options.decks?.seatElite ? { seatElite: options.decks.seatElite } : {}) };
  for (let g = 0; g < games; g += 1) {
    const created = game.create({ seed: `${seed}:${g}`, seats: players, variants, ...dealt });
    if (!created.ok) throw new Error(created.error.message);
    const state: GameState = created.state;
    const rng = seedRng(`${seed}:${g}:bots`);
    // Cards (instances) played in this game, and what the events say of souls.
    const played = new Set<CardRef>();
    const defOf = (card: unknown) => (typeof card === 'number' ? game.defs.get(state.cards[card]?.def ?? '') : undefined);
    const look = (events: readonly GameEvent[]) => {
      if (options.unplayed) notePlayed(events, played);
      if (!countSouls) return;
      let reported: Set<unknown> | null = null;
      for (const event of events) {
        if (event.type !== 'soul-gained') continue;
        soulsGained += 1;
        const source = soulSource(defOf(event.card));
        bySource[source] = (bySource[source] ?? 0) + 1;
        (reported ??= new Set()).add(event.card);
      }
      if (soulsZone === null) return;
      for (const event of events) {
        if (event.type !== 'moved' || event.to !== soulsZone || event.from === soulsZone || reported?.has(event.card)) continue;
        const source = soulSource(defOf(event.card));
        unreported[source] = (unreported[source] ?? 0) + 1;
      }
    };
    tally?.begin(state, created.events);
    if (watch) {
      look(created.events);
      // In play for a player from the start: characters and their starting items.
      if (options.unplayed) {
        const ctx = game.ctx(state);
        for (const card of game.module.activeCards(ctx)) if (state.cards[card]?.owner != null) played.add(card);
      }
    }
    // The legal actions the engine hands back with an action, when it listed them on the way.
    let handedBack: Action[] | undefined;
    while (!state.result) {
      const legal = handedBack ?? game.legalActions(state);
      if (legal.length === 0) break;
      let action = legal[0]!;
      // A forced answer costs no decision.
      if (legal.length > 1) {
        const seat = state.prompt!.seat;
        const bot = bots[seats.indexOf(seat) % bots.length]!;
        action = bot.choose(seatView(game, state, seat), legal, rng);
        decisions += 1;
      }
      const applied = game.applyInPlace(state, action, legal);
      if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
      handedBack = applied.legal;
      if (watch) look(applied.events);
      tally?.events(applied.events);
    }
    for (const card of played) {
      const def = state.cards[card]?.def;
      if (def !== undefined) playedDefs.add(def);
    }
    const result = state.result;
    if (!result || result.reason.startsWith('stopped')) {
      const reason = result?.reason ?? 'no legal action';
      capped[reason] = (capped[reason] ?? 0) + 1;
    } else if (result.winners.length === 0) draws += 1;
    else for (const w of result.winners) wins[w] = (wins[w] ?? 0) + 1 / result.winners.length;
    const counted = !result || result.reason.startsWith('stopped') ? [] : result.winners.map((seat) => ({ seat, share: 1 / result.winners.length }));
    tally?.end(state, counted);
    lengths.push(state.counts.actions);
    turns.push(state.turn.number);
    if (options.onProgress && (g + 1) % 250 === 0) options.onProgress(g + 1);
  }
  lengths.sort((a, b) => a - b);
  turns.sort((a, b) => a - b);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  // The set's cards: the variants' rule cards are not played.
  const setCards = [...game.defs.values()].filter((d) => d.kind !== RULE_CARD_KIND);
  return {
    games,
    seats,
    bots: seats.map((_, i) => bots[i % bots.length]!.name),
    wins,
    draws,
    capped,
    actions: { mean: mean(lengths), p99: percentile(lengths, 99) },
    turns: { mean: mean(turns), p99: percentile(turns, 99) },
    decisions,
    totalActions: lengths.reduce((a, b) => a + b, 0),
    ...(countSouls ? { souls: { gained: soulsGained, bySource, unreported } } : {}),
    ...(tally ? { game: tally.result() } : {}),
    ...(options.unplayed ? { cards: { total: setCards.length, played: setCards.filter((d) => playedDefs.has(d.id)).length, unplayed: setCards.filter((d) => !playedDefs.has(d.id)) } } : {}),
  };
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
    for (const def of unplayed) byKind.set(def.kind, [...(byKind.get(def.kind) ?? []), def.name]);
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
    const cappedTotal = Object.values(report.capped).reduce((a, b) => a + b, 0);
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


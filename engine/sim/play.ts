// Plays games [from, to) of a run with bots and counts what they gave. Game g of the run is the
// same game whichever part plays it: its seed and its bots' draws come from the run's seed and g.
import { seatView } from '../bots';
import type { Action } from '../core/context';
import type { Game } from '../core/engine';
import type { GameState, SeatId } from '../core/state';
import { seedRng } from '../random/rng';
import type { SimOptions, VariantValues } from './options';
import { gameFiguresTally } from './games';
import { emptyPart, seatsOf, shareUnit, type SimPart } from './part';
import { definitionsBySeat, hadAtStart, noteHad, notePlayed, notePlayedBy, notePool, type PlayedCards } from './played';
import { soulCounter } from './souls';

/** `onGame` is called after each game with the number of games this call has played. */
export function playGames(game: Game, options: SimOptions, from: number, to: number, onGame?: (done: number) => void): SimPart {
  const { seed, players, bots } = options;
  const part = emptyPart(players);
  const seats = seatsOf(players);
  const souls = { gained: 0, bySource: {}, unreported: {} };
  const countSouls = soulCounter(game, souls);
  if (countSouls) part.souls = souls;
  const cards: NonNullable<SimPart['cards']> | null = options.cards ? (part.cards = {}) : null;
  // Shares counted in whole units while playing (see `shareUnit`), turned into shares at the end.
  const unit = shareUnit(players);
  const winUnits = new Map<string, number>();
  const tally = options.tally;
  const ownFigures = options.gameFigures ? gameFiguresTally(game, game.module.vocabulary.game) : undefined;
  const variants = { ...options.decks?.variants, ...switchedOn(options.variants) };
  const dealt = { ...(options.decks?.cards ? { cards: options.decks.cards } : {}), ...(options.decks?.seatCards ? { seatCards: options.decks.seatCards } : {}), ...(options.decks?.seatElite ? { seatElite: options.decks.seatElite } : {}) };
  const add = (counts: Record<string, number>, key: string | number) => (counts[key] = (counts[key] ?? 0) + 1);
  for (let g = from; g < to; g += 1) {
    const created = game.create({ seed: `${seed}:${g}`, seats: players, variants, ...dealt });
    if (!created.ok) throw new Error(created.error.message);
    const state: GameState = created.state;
    const rng = seedRng(`${seed}:${g}:bots`);
    // Cards (instances) played in this game, with the seats that played them.
    const played: PlayedCards | null = cards ? new Map() : null;
    // And the cards each seat had: dealt, drawn or gained into its zones, or played.
    const had: PlayedCards | null = cards ? new Map() : null;
    // And the definitions of its pool: the cards it made, which could come to a seat.
    const pool = new Set<string>();
    const madeAtSetup = state.cards.length;
    if (cards) notePool(state, 0, true, pool);
    tally?.begin(state, created.events);
    ownFigures?.begin(state, created.events);
    countSouls?.(state, created.events);
    if (played && had) {
      notePlayed(created.events, state, state.turn.active, played);
      // In play for a player from the start: characters and their starting items.
      const ctx = game.ctx(state);
      for (const card of game.module.activeCards(ctx)) {
        const owner = state.cards[card]?.owner;
        if (owner != null) notePlayedBy(played, card, owner);
      }
      hadAtStart(state, had);
      noteHad(created.events, had);
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
        part.decisions += 1;
      }
      const active = state.turn.active;
      const applied = game.applyInPlace(state, action, legal);
      if (!applied.ok) throw new Error(`game ${g}: ${applied.error.message}`);
      handedBack = applied.legal;
      countSouls?.(state, applied.events);
      if (played && had) {
        notePlayed(applied.events, state, active, played);
        noteHad(applied.events, had);
      }
      tally?.events(applied.events);
      ownFigures?.events(applied.events);
    }
    const result = state.result;
    const stopped = !result || result.reason.startsWith('stopped');
    // Each winner's share of this game, in units.
    const shares = new Map<SeatId, number>();
    if (stopped) add(part.capped, result?.reason ?? 'no legal action');
    else if (result.winners.length === 0) part.draws += 1;
    else for (const w of result.winners) shares.set(w, (shares.get(w) ?? 0) + unit / result.winners.length);
    for (const [seat, units] of shares) winUnits.set(seat, (winUnits.get(seat) ?? 0) + units);
    const winners = stopped ? [] : result.winners.map((seat) => ({ seat, share: 1 / result.winners.length }));
    tally?.end(state, winners);
    ownFigures?.end(state, winners);
    if (played && had && cards) {
      // Cards made during the game (a token, a copy) were in its pool too.
      notePool(state, madeAtSetup, false, pool);
      for (const def of pool) cards[def] ??= { games: 0, seats: {} };
      const inGame = new Set<string>();
      for (const defs of definitionsBySeat(played, state).values()) for (const def of defs) inGame.add(def);
      for (const def of inGame) (cards[def] ??= { games: 0, seats: {} }).games += 1;
      // A card played was had too.
      for (const [card, seats] of played) for (const seat of seats) notePlayedBy(had, card, seat);
      for (const [seat, defs] of definitionsBySeat(had, state)) {
        for (const def of defs) {
          const figures = ((cards[def] ??= { games: 0, seats: {} }).seats[seat] ??= { had: 0, wins: 0 });
          figures.had += 1;
          figures.wins += shares.get(seat) ?? 0;
        }
      }
    }
    part.games += 1;
    add(part.lengths, state.counts.actions);
    add(part.turns, state.turn.number);
    part.totalActions += state.counts.actions;
    onGame?.(g + 1 - from);
  }
  for (const [seat, units] of winUnits) part.wins[seat] = units / unit;
  if (ownFigures) part.gameFigures = ownFigures.result();
  if (cards) for (const id in cards) for (const seat in cards[id]!.seats) cards[id]!.seats[seat]!.wins /= unit;
  return part;
}

/** The variants a run switches on, each with its parameters (none given: the defaults). */
function switchedOn(variants: SimOptions['variants']): Record<string, VariantValues> {
  if (variants === undefined) return {};
  if (isList(variants)) return Object.fromEntries(variants.map((id) => [id, {}]));
  return Object.fromEntries(Object.entries(variants).map(([id, values]) => [id, { ...values }]));
}

function isList(variants: NonNullable<SimOptions['variants']>): variants is readonly string[] {
  return Array.isArray(variants);
}

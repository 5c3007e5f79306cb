// What the simulation's form asks for, what its workers are sent and what they answer: plain
// data only, since it crosses a postMessage.
import type { CardDefinition, VariantDefinition } from '../../../engine/defs';
import type { SimDecks, SimPart, SimSummary, VariantValues } from '../../../engine/sim';
import type { DeckPick } from '../table/model';

export type { SimPart, SimSummary, VariantValues };

/** A run as the designer sets it up. */
export type SimConfig = {
  game: string;
  /** `<game>/<set>` ids, as the table's catalog names them. */
  sets: string[];
  /** The bot of each seat, by name; the number of seats is its length. */
  bots: string[];
  games: number;
  seed: string;
  /** Variants switched on, each with its parameters (one left out takes its default). */
  variants: Record<string, VariantValues>;
  /** Saved decks dealt instead of the game's default composition: for the table, or by seat. */
  decks: Record<string, DeckPick>;
};

/** A run as a worker plays it: the definitions travel with it, so a worker needs nothing else. */
export type SimJob = {
  /** Tells jobs apart, so a worker loads a game once per run and not once per part. */
  id: number;
  game: string;
  cards: CardDefinition[];
  variants: VariantDefinition[];
  bots: string[];
  seed: string;
  /** The variants switched on, with their parameters. */
  switchedOn: Record<string, VariantValues>;
  /** What the saved decks deal. */
  decks?: SimDecks;
};

/** A worker's answer for games [from, to): the part, or why it could not play them. */
export type PartAnswer = { ok: true; part: SimPart } | { ok: false; message: string };

/** A worker's answer to summing up a run's merged part. */
export type SummaryAnswer = { ok: true; summary: SimSummary } | { ok: false; message: string };

/** The most games one run plays (a slip of a few zeros should not run all night). */
export const MAX_GAMES = 1_000_000;

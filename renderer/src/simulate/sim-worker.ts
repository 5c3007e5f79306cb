// A simulation worker's requests: play games [from, to) of a run and hand back their part, and
// sum up a run's merged part.
// Refusals are answers with a sentence; nothing thrown crosses the postMessage.
import { botsFor, type Bot } from '../../../engine/bots';
import { loadGame, type Game } from '../../../engine/core/engine';
import { scenarioGames } from '../../../engine/scenario';
import { playGames, summarize, type SimPart } from '../../../engine/sim';
import type { PartAnswer, SimJob, SummaryAnswer } from './model';

type Loaded = { id: number; game: Game; bots: Bot[] };

export class SimWorker {
  private loaded: Loaded | null = null;

  play(job: SimJob, from: number, to: number): PartAnswer {
    try {
      const loaded = this.load(job);
      if ('message' in loaded) return { ok: false, message: loaded.message };
      const part = playGames(loaded.game, { seed: job.seed, players: job.bots.length, bots: loaded.bots, variants: job.switchedOn, cards: true, gameFigures: true, ...(job.decks ? { decks: job.decks } : {}) }, from, to);
      return { ok: true, part };
    } catch (error) {
      return { ok: false, message: `A game could not be played: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /** The figures of a run's merged part: names and kinds of its cards, rates, lengths in buckets. */
  summarize(job: SimJob, part: SimPart): SummaryAnswer {
    try {
      const loaded = this.load(job);
      if ('message' in loaded) return { ok: false, message: loaded.message };
      return { ok: true, summary: summarize(part, loaded.game) };
    } catch (error) {
      return { ok: false, message: `The run could not be summed up: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  private load(job: SimJob): Loaded | { message: string } {
    if (this.loaded?.id === job.id) return this.loaded;
    const module = Object.hasOwn(scenarioGames, job.game) ? scenarioGames[job.game]! : null;
    if (!module) return { message: `Cardwright cannot play "${job.game}"` };
    const known = botsFor(job.game);
    const bots: Bot[] = [];
    for (const name of job.bots) {
      const bot = Object.hasOwn(known, name) ? known[name]! : null;
      if (!bot) return { message: `${module.vocabulary.name} has no bot "${name}" (bots: ${Object.keys(known).join(', ')})` };
      bots.push(bot);
    }
    this.loaded = { id: job.id, game: loadGame(module, job.cards, job.variants), bots };
    return this.loaded;
  }
}

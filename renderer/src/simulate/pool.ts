// Plays a run's games on several workers: the run is cut into parts of consecutive games, each
// worker takes the next part as soon as it is free, and the parts come back in any order. Game g
// is the same game whichever worker plays it (its seed is the run's and g), so the merged result
// does not depend on how many workers there were. Stopping ends the workers at once, which is
// the only way to stop a part half played; the next run starts new ones.
import type { PartAnswer, SimJob, SimPart, SummaryAnswer } from './model';

/** A worker as the pool sees it. */
export type SimWorkerHandle = {
  play(job: SimJob, from: number, to: number): Promise<PartAnswer>;
  summarize(job: SimJob, part: SimPart): Promise<SummaryAnswer>;
  terminate(): void;
};

export type PlayedPart = { from: number; to: number; part: SimPart };

export type PoolResult = { parts: PlayedPart[]; stopped: boolean; problem: string | null };

/**
 * Games per part: small enough that progress moves often (about 25 parts per worker) and a
 * stop loses little, large enough that a message per part costs nothing beside its games.
 */
export function partSize(total: number, workers: number): number {
  return Math.max(1, Math.min(200, Math.ceil(total / (Math.max(1, workers) * 25))));
}

export class SimPool {
  private workers: SimWorkerHandle[] = [];

  constructor(
    private readonly startWorker: () => SimWorkerHandle,
    readonly size: number,
  ) {}

  /** Plays games [0, total) of `job`; `onPart` hears of each part as it comes back. */
  async run(job: SimJob, total: number, onPart: (played: PlayedPart) => void, signal: AbortSignal): Promise<PoolResult> {
    while (this.workers.length < this.size) this.workers.push(this.startWorker());
    const size = partSize(total, this.size);
    const parts: PlayedPart[] = [];
    let next = 0;
    let problem: string | null = null;
    let stopped = false;
    // A stop resolves at once: the parts being played are lost with their workers.
    const onStop = new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
    const work = async (worker: SimWorkerHandle): Promise<void> => {
      while (next < total && problem === null && !signal.aborted) {
        const from = next;
        const to = Math.min(total, from + size);
        next = to;
        let answer: PartAnswer;
        try {
          answer = await worker.play(job, from, to);
        } catch (error) {
          answer = { ok: false, message: `A simulation worker stopped: ${error instanceof Error ? error.message : String(error)}` };
        }
        if (signal.aborted) return;
        if (!answer.ok) {
          problem ??= answer.message;
          return;
        }
        const played = { from, to, part: answer.part };
        parts.push(played);
        onPart(played);
      }
    };
    await Promise.race([Promise.all(this.workers.map(work)), onStop]);
    if (signal.aborted) {
      stopped = true;
      this.stop();
    }
    parts.sort((a, b) => a.from - b.from);
    return { parts, stopped, problem };
  }

  /** Sums up a run's merged part on a worker (a new one if a stop ended them). */
  async summarize(job: SimJob, part: SimPart): Promise<SummaryAnswer> {
    if (this.workers.length === 0) this.workers.push(this.startWorker());
    try {
      return await this.workers[0]!.summarize(job, part);
    } catch (error) {
      return { ok: false, message: `A simulation worker stopped: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /** Ends every worker now; the next run starts new ones. */
  stop(): void {
    for (const worker of this.workers.splice(0)) worker.terminate();
  }
}

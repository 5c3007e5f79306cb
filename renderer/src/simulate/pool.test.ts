// The pool with workers that answer when the test says: every game is played once whatever the
// number of workers, a refusal or a crash stops the run with its sentence, and a stop ends the
// workers at once and keeps the parts already back.
import { describe, expect, it } from 'vitest';
import { emptyPart } from '../../../engine/sim';
import type { PartAnswer, SimJob, SummaryAnswer } from './model';
import { partSize, SimPool, type SimWorkerHandle } from './pool';

const job: SimJob = { id: 1, game: 'stak-bots', cards: [], variants: [], bots: ['random', 'random'], seed: '1', switchedOn: {} };

/** A part of `to - from` games, each won by p1, so the totals say which games were played. */
function partOf(from: number, to: number): PartAnswer {
  const part = emptyPart(2);
  return { ok: true, part: { ...part, games: to - from, wins: { p1: to - from, p2: 0 }, totalActions: from } };
}

type Call = { from: number; to: number; answer: (a: PartAnswer) => void; fail: (e: Error) => void };

/** Workers whose answers wait in `calls` until the test gives them. */
function gatedWorkers() {
  const calls: Call[] = [];
  const terminated: number[] = [];
  let started = 0;
  const start = (): SimWorkerHandle => {
    const n = (started += 1);
    return {
      play: (_job, from, to) => new Promise<PartAnswer>((answer, fail) => calls.push({ from, to, answer, fail })),
      summarize: async (): Promise<SummaryAnswer> => ({ ok: false, message: `summed by worker ${n}` }),
      terminate: () => terminated.push(n),
    };
  };
  return { calls, terminated, start, started: () => started };
}

/** Workers that answer every part at once. */
const eager = (): SimWorkerHandle => ({
  play: async (_job, from, to) => partOf(from, to),
  summarize: async () => ({ ok: false, message: 'unused' }),
  terminate: () => undefined,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the simulation pool', () => {
  it('cuts a run into parts of 1 to 200 games, about 25 a worker', () => {
    expect(partSize(1, 2)).toBe(1);
    expect(partSize(1000, 2)).toBe(20);
    expect(partSize(10_000, 2)).toBe(200);
    expect(partSize(1_000_000, 4)).toBe(200);
    expect(partSize(50, 0)).toBe(2);
  });

  it.each([1, 2, 3, 4])('plays every game once, in parts back in order, with %i workers', async (workers) => {
    const pool = new SimPool(eager, workers);
    const heard: number[] = [];
    const result = await pool.run(job, 1234, ({ part }) => heard.push(part.games), new AbortController().signal);
    expect(result.stopped).toBe(false);
    expect(result.problem).toBeNull();
    expect(heard.reduce((a, b) => a + b, 0)).toBe(1234);
    let next = 0;
    for (const played of result.parts) {
      expect(played.from).toBe(next);
      expect(played.part.games).toBe(played.to - played.from);
      next = played.to;
    }
    expect(next).toBe(1234);
  });

  it('stops at the first refusal and says why, starting no part after it', async () => {
    const workers = gatedWorkers();
    const pool = new SimPool(workers.start, 2);
    const running = pool.run(job, 100, () => undefined, new AbortController().signal);
    await flush();
    expect(workers.calls.map((c) => c.from)).toEqual([0, 2]);
    workers.calls[0]!.answer({ ok: false, message: 'Stak Bots has no bot "clever"' });
    await flush();
    workers.calls[1]!.answer(partOf(2, 4));
    const result = await running;
    expect(result.problem).toBe('Stak Bots has no bot "clever"');
    expect(workers.calls).toHaveLength(2);
  });

  it('turns a worker that crashed into a sentence', async () => {
    const workers = gatedWorkers();
    const pool = new SimPool(workers.start, 1);
    const running = pool.run(job, 10, () => undefined, new AbortController().signal);
    await flush();
    workers.calls[0]!.fail(new Error('out of memory'));
    expect((await running).problem).toBe('A simulation worker stopped: out of memory');
  });

  it('stops at once, keeps the parts already back, ends its workers and starts new ones next time', async () => {
    const workers = gatedWorkers();
    const pool = new SimPool(workers.start, 2);
    const abort = new AbortController();
    const running = pool.run(job, 100, () => undefined, abort.signal);
    await flush();
    workers.calls[1]!.answer(partOf(2, 4));
    await flush();
    abort.abort();
    const result = await running;
    expect(result.stopped).toBe(true);
    expect(result.parts.map((p) => [p.from, p.to])).toEqual([[2, 4]]);
    expect(workers.terminated.sort()).toEqual([1, 2]);
    // A part answered after the stop is not counted.
    workers.calls[0]!.answer(partOf(0, 2));
    await flush();
    expect(result.parts).toHaveLength(1);
    // Summing up after a stop needs a worker: a new one.
    expect(await pool.summarize(job, emptyPart(2))).toEqual({ ok: false, message: 'summed by worker 3' });
    expect(workers.started()).toBe(3);
  });
});

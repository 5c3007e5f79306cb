// Shared by the benches: what the page's main thread did while some work ran, from a Chromium
// trace taken through the DevTools protocol. Each task has its wall time and the CPU time the
// thread actually ran: on a loaded machine a task's wall time is mostly time spent waiting
// for a core, which a PerformanceObserver long task cannot tell apart. Not a bench itself.

/** The trace events recorded while `work` ran, through a CDP session of `page`. */
export async function traceOf(context, page, work) {
  const cdp = await context.newCDPSession(page);
  // toplevel: every task, with its thread time; devtools.timeline: what ran inside it.
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReturnAsStream' });
  let text = '';
  try {
    await work();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await complete;
    for (;;) {
      const { data, eof, base64Encoded } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
      text += base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data;
      if (eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    await cdp.detach();
  }
  const parsed = JSON.parse(text);
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** What started a task, from the first event inside it that says. */
const STARTERS = [
  ['key', (e) => e.name === 'EventDispatch' && /^(key|beforeinput|input)/.test(e.args?.data?.type ?? '')],
  ['frame', (e) => e.name === 'FireAnimationFrame'],
  ['timer', (e) => e.name === 'TimerFire'],
  ['message', (e) => e.name === 'HandlePostMessage'],
];
/** The browser's own work for a frame: style, layout, paint, compositing. */
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

/**
 * The page's main thread in a trace (the renderer whose main thread was busiest): its tasks,
 * each with wall and CPU milliseconds, the CPU of the browser's rendering inside it, and what
 * started it (key, frame, timer, message, or other).
 */
export function mainThreadTasks(events) {
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, []);
  for (const e of events) if (e.ph === 'X') threads.get(`${e.pid}:${e.tid}`)?.push(e);
  // A task is a RunTask (the name depends on the categories traced); nested ones are its own.
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const busy = (list) => list.reduce((sum, e) => sum + (isTask(e) ? e.dur : 0), 0);
  const main = [...threads.values()].sort((a, b) => busy(b) - busy(a))[0] ?? [];
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let task = null;
  for (const e of main) {
    if (isTask(e) && (!task || e.ts >= task.end)) {
      task = { end: e.ts + e.dur, wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000, rendering: 0, startedBy: null };
      tasks.push(task);
    } else if (task && e.ts < task.end) {
      task.startedBy ??= STARTERS.find(([, test]) => test(e))?.[0] ?? null;
      if (RENDERING.has(e.name)) task.rendering += (e.tdur ?? e.dur) / 1000;
    }
  }
  for (const t of tasks) t.startedBy ??= t.rendering > 0 ? 'frame' : 'other';
  return tasks;
}

// The editor with the card language, measured in the real built page in Chromium:
//   - studio ready: navigation to an editor one can type in, with a workspace of the bundled
//     sets open, cold (fresh profile, empty HTTP cache);
//   - last keystroke to markers on a 1,000-card file: a keystroke that breaks (or mends) a
//     card's verb, to the squiggle appearing (or going) in the page;
//   - completion: Ctrl+Space to the completion list shown;
//   - the longest main-thread task while typing in that file (PerformanceObserver long tasks).
// Times are taken inside the page (performance.now at keydown and at the DOM change), so the
// bench's own polling adds nothing. The 1,000-card file is made of the bundled Stak Bots
// cards, copied under new names. Prints figures beside their budgets; asserts nothing.
// A last pass types the same card again under a Chromium trace (bench/main-thread.mjs), to
// print each long task's CPU time beside its wall time: on a loaded machine most of a long
// task's wall time can be time spent waiting for a core, and the trace tells the two apart.
// Runs: BENCH_RUNS cold starts (default 3); 30 samples of each editor figure.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, REPO, median, ms, requireBuild, startWebHost } from './browser.mjs';
import { importBundle } from './bundle.mjs';
import { mainThreadTasks, traceOf } from './main-thread.mjs';

const RUNS = Math.max(1, Math.min(20, Number(process.env.BENCH_RUNS ?? 3) || 3));
const SAMPLES = 30;
const TIMEOUT_MS = 60_000;
const THOUSAND = 'sets/stak-bots/bench/thousand.cards';

requireBuild();
const loadAtStart = loadavg()[0];
const { parse } = await importBundle([`export { parse } from ${JSON.stringify(join(REPO, 'card-dsl', 'syntax', 'parser'))};`], 'editor');

/** 1,000 cards from the bundled Stak Bots set: its own cards first, then copies named "<name> 2", "<name> 3"… */
async function thousandCards() {
  const source = await readFile(join(REPO, 'sets', 'stak-bots', 'starter', 'starter.cards'), 'utf8');
  const decls = parse(source).file.decls.filter((d) => d.type === 'card');
  const cards = [];
  for (let copy = 1; cards.length < 1000; copy += 1) {
    for (const decl of decls) {
      if (cards.length >= 1000) break;
      const text = source.slice(decl.range.start, decl.range.end);
      const nameAt = decl.name.range.start - decl.range.start;
      const name = copy === 1 ? decl.name.text : `${decl.name.text} ${copy}`;
      cards.push(`${text.slice(0, nameAt)}${JSON.stringify(name)}${text.slice(decl.name.range.end - decl.range.start)}`);
    }
  }
  return `game stak-bots\n\n${cards.join('\n\n')}\n`;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const temp = await mkdtemp(join(tmpdir(), 'cardwright-bench-editor-'));
const workspace = join(temp, 'workspace');
await mkdir(join(workspace, 'sets'), { recursive: true });
await writeFile(join(workspace, 'cardwright.json'), JSON.stringify({ version: 1, name: 'Bench', games: ['four-souls', 'stak-bots'] }));
for (const set of ['four-souls/base', 'stak-bots/starter']) await cp(join(REPO, 'sets', set), join(workspace, 'sets', set), { recursive: true });
await mkdir(join(workspace, 'sets', 'stak-bots', 'bench'), { recursive: true });
await writeFile(join(workspace, 'sets', 'stak-bots', 'bench', 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Bench' }));
const thousand = await thousandCards();
await writeFile(join(workspace, THOUSAND), thousand);

const launch = (profile) => chromium.launchPersistentContext(join(temp, profile), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1400, height: 900 }, timeout: TIMEOUT_MS });

async function waitReady(page) {
  await page.waitForFunction(() => globalThis.document.body?.dataset.editorReady === 'true', null, { timeout: TIMEOUT_MS, polling: 50 });
}

/** In the page: keydown times, squiggle count changes, completion list shown, long tasks. */
function instrument() {
  const bench = { keys: [], squiggles: [], suggest: [], longTasks: [], watching: true, suggestShown: false };
  globalThis.__bench = bench;
  globalThis.addEventListener('keydown', () => bench.keys.push(performance.now()), true);
  const editor = globalThis.document.querySelector('[data-testid="editor"]');
  // The list is on screen once its widget is laid out with rows (Monaco adds its "visible" class
  // 100 ms later, after a fade-in delay, so that class is not the moment the list shows).
  const listShown = () => {
    const widget = globalThis.document.querySelector('.suggest-widget');
    return widget !== null && widget.style.visibility !== 'hidden' && widget.style.display !== 'none' && widget.querySelector('.monaco-list-row') !== null;
  };
  bench.listShown = listShown;
  let squiggles = editor.querySelectorAll('.squiggly-error').length;
  new globalThis.MutationObserver(() => {
    if (!bench.watching) return;
    const n = editor.querySelectorAll('.squiggly-error').length;
    if (n !== squiggles) {
      squiggles = n;
      bench.squiggles.push({ at: performance.now(), n });
    }
    const shown = listShown();
    if (shown !== bench.suggestShown) {
      bench.suggestShown = shown;
      if (shown) bench.suggest.push(performance.now());
    }
  }).observe(globalThis.document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

const benchState = (page) => page.evaluate(() => ({ keys: globalThis.__bench.keys.length, squiggles: globalThis.__bench.squiggles.length, suggest: globalThis.__bench.suggest.length, longTasks: globalThis.__bench.longTasks.length }));

/** Presses a key and waits for the page to record `what` after it; the time from that keydown. */
async function timedKey(page, key, what) {
  const before = await benchState(page);
  await page.keyboard.press(key);
  await page.waitForFunction(([name, count]) => globalThis.__bench[name].length > count, [what, before[what]], { timeout: 10_000, polling: 10 });
  return page.evaluate(([name, keyIndex, count]) => {
    const b = globalThis.__bench;
    const at = name === 'squiggles' ? b.squiggles[count].at : b.suggest[count];
    return at - b.keys[keyIndex];
  }, [what, before.keys, before[what]]);
}

/** The cursor onto a line of the file, through Go to Line (Ctrl+G). */
async function goToLine(page, line, column) {
  await page.keyboard.press('Control+g');
  await page.keyboard.type(`${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(200);
}

/** The functions with the most time of their own in a CPU profile. */
function printProfile(profile) {
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, byId.get(n.id));
  for (const id of profile.samples) {
    const frame = byId.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + interval);
  }
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`editor: profile: ${ms(time)} ${key}`);
  // By script: the page's own code (index), the editor (monaco), the browser's native work.
  const byScript = new Map();
  for (const id of profile.samples) {
    const url = byId.get(id).callFrame.url.split('/').pop().replace(/-[\w]+\.js$/, '.js') || '(native)';
    byScript.set(url, (byScript.get(url) ?? 0) + interval);
  }
  // Inclusive time of the page's functions (each counted once per sample).
  const inclusive = new Map();
  for (const id of profile.samples) {
    const seen = new Set();
    for (let n = byId.get(id); n; n = parent.get(n.id)) {
      const f = n.callFrame;
      if (!f.url) continue;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop().replace(/-[\w]+\.js$/, '.js')}:${f.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + interval);
    }
  }
  for (const [key, time] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`editor: profile inclusive: ${ms(time)} ${key}`);
  // Runs of busy samples longer than 50 ms (the long tasks, seen from the profile), and what they ran.
  let run = [];
  const runs = [];
  profile.samples.forEach((id, i) => {
    const name = byId.get(id).callFrame.functionName;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (name === '(idle)') {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push({ id, dt });
  });
  if (run.length > 0) runs.push(run);
  const long = runs.map((r) => ({ r, duration: r.reduce((t, x) => t + x.dt, 0) })).filter((x) => x.duration > 50);
  const inLong = new Map();
  for (const { r } of long) {
    const seen = new Set();
    for (const { id, dt } of r) {
      for (let n = byId.get(id); n; n = parent.get(n.id)) {
        const f = n.callFrame;
        if (!f.url) continue;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop().replace(/-[\w]+\.js$/, '.js')}:${f.lineNumber}:${f.columnNumber}`;
        inLong.set(key, (inLong.get(key) ?? 0) + dt);
        if (seen.has(key)) continue;
        seen.add(key);
      }
    }
  }
  console.log(`editor: profile: ${long.length} busy runs over 50 ms: ${long.map((x) => Math.round(x.duration)).join(', ')}`);
  for (const [key, time] of [...inLong].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`editor: profile in long runs: ${ms(time)} ${key}`);
  console.log(`editor: profile by script: ${[...byScript].sort((a, b) => b[1] - a[1]).map(([u, t]) => `${u} ${ms(t)}`).join(', ')}`);
  // Who calls the busiest built-in functions.
  const callers = new Map();
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!['postMessage', 'mark', 'getClientRects'].includes(node.callFrame.functionName)) continue;
    const chain = [];
    for (let p = parent.get(node.id); p && chain.length < 4; p = parent.get(p.id)) chain.push(`${p.callFrame.functionName || '(anon)'}:${p.callFrame.url.split('/').pop()}:${p.callFrame.lineNumber}`);
    const key = `${node.callFrame.functionName} <- ${chain.join(' <- ')}`;
    callers.set(key, (callers.get(key) ?? 0) + interval);
  }
  for (const [key, time] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`editor: profile: ${ms(time)} ${key}`);
}

/** Ctrl+Space on a new line after the cursor's, where an effect starts, SAMPLES times. */
async function completionTimes(page) {
  const times = [];
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('entry: ');
  // Typing may open the list by itself a moment later: let it, then close it below.
  await page.waitForTimeout(600);
  // Hidden, and known to be: the next list shown is the next sample.
  const listHidden = async () => {
    await page.waitForFunction(() => !globalThis.__bench.listShown(), null, { timeout: 10_000, polling: 20 });
    await page.evaluate(() => (globalThis.__bench.suggestShown = false));
  };
  for (let i = 0; i < SAMPLES; i += 1) {
    await page.keyboard.press('Escape');
    await listHidden();
    await page.waitForTimeout(150);
    times.push(await timedKey(page, 'Control+Space', 'suggest'));
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  return times;
}

const TYPED_CARD = ['bot "Typed Pup" rank 2 power 3 {', "entry: deal 2 damage to the top card of each opponent's stak then draw a card"];
/** Keys pressed by typeCard: Ctrl+G, the line number and Enter, Home, Enter, ArrowUp, the card, Enter. */
const typedKeys = (line) => 1 + `${line}:1`.length + 4 + TYPED_CARD[0].length + 1 + TYPED_CARD[1].length;

/** Types a new card above a line, as a person types; the long tasks meanwhile. */
async function typeCard(page, line) {
  await page.evaluate(() => {
    globalThis.__bench.watching = false;
    globalThis.__bench.longTasks.length = 0;
  });
  const started = await page.evaluate(() => performance.now());
  await goToLine(page, line, 1);
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type(TYPED_CARD[0], { delay: 80 });
  await page.keyboard.press('Enter');
  await page.keyboard.type(TYPED_CARD[1], { delay: 80 });
  await page.waitForTimeout(1000);
  return page.evaluate((since) => {
    const tasks = globalThis.__bench.longTasks.filter((t) => t.at >= since);
    return { count: tasks.length, max: tasks.reduce((m, t) => Math.max(m, t.duration), 0) };
  }, started);
}

const ready = [];
let baseline = null;
const baselineCompletions = [];
const markers = [];
const completions = [];
let longest = null;
/** The traced pass: the main thread's tasks and how many keys were pressed. */
let traced = null;
let failure = null;
const host = await startWebHost(['--state-dir', join(temp, 'state'), '--workspace', workspace]);
try {
  // Studio ready, cold: a fresh profile each time.
  for (let i = 0; i < RUNS; i += 1) {
    const context = await launch(`profile-cold-${i}`);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(host.url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
      await waitReady(page);
      ready.push(await page.evaluate(() => performance.getEntriesByName('cardwright:editor-interactive')[0]?.startTime ?? Number.NaN));
    } finally {
      await context.close();
    }
  }

  const context = await launch('profile-editor');
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(host.url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await waitReady(page);
    await page.locator(`[data-testid="file-item"][data-path="${THOUSAND}"]`).first().click();
    await page.locator(`[data-testid="editor"][data-path="${THOUSAND}"][data-ready="true"]`).waitFor({ timeout: TIMEOUT_MS });
    // The worker has the file once its problems are counted; then the editor is quiet.
    await page.waitForTimeout(3000);
    await page.evaluate(instrument);

    // A card's verb in the middle of the file: "draw" at card ~500.
    const lines = thousand.split('\n');
    const middle = lines.findIndex((line, i) => i > lines.length / 2 && line.trim() === 'entry: draw a card');
    const column = lines[middle].indexOf('draw') + 'draw'.length + 1;
    await goToLine(page, middle + 1, column);
    for (let i = 0; i < SAMPLES; i += 1) {
      markers.push(await timedKey(page, 'x', 'squiggles')); // "drawx": not an effect
      markers.push(await timedKey(page, 'Backspace', 'squiggles')); // mended
      await page.waitForTimeout(100);
    }

    // Completion where an effect starts, on a new line of that card.
    completions.push(...(await completionTimes(page)));

    // Typing a new card into the middle of the file, as a person types (80 ms a key); then the
    // same into the bundled 213-line Stak Bots file, to tell the file's size from the machine.
    // BENCH_PROFILE=1 prints where the main thread spent its time while typing (a CPU profile).
    const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }
    longest = await typeCard(page, middle - 1);
    if (profiler) printProfile((await profiler.send('Profiler.stop')).profile);
    // The same typing again, at the same line (above the card just typed), under a trace: its
    // own overhead makes this pass's long tasks no measure of the budget; their CPU time is
    // what it is for.
    await page.waitForTimeout(1000);
    const tracedLine = middle - 1;
    const events = await traceOf(context, page, () => typeCard(page, tracedLine));
    traced = { tasks: mainThreadTasks(events), keys: typedKeys(tracedLine) };
    await page.locator('[data-testid="file-item"][data-path="sets/stak-bots/starter/starter.cards"]').first().click();
    await page.locator('[data-testid="editor"][data-path="sets/stak-bots/starter/starter.cards"][data-ready="true"]').waitFor({ timeout: TIMEOUT_MS });
    await page.waitForTimeout(1500);
    await page.evaluate(() => (globalThis.__bench.watching = true));
    await goToLine(page, 11, 21);
    baselineCompletions.push(...(await completionTimes(page)));
    baseline = await typeCard(page, 100);
  } catch (error) {
    // What the page showed when a step failed.
    await mkdir(join(REPO, 'test-results'), { recursive: true });
    await context.pages()[0]?.screenshot({ path: join(REPO, 'test-results', 'editor-bench-failure.png') }).catch(() => undefined);
    console.error(`editor: page state at the failure: ${await context.pages()[0]?.evaluate(() => JSON.stringify({ keys: globalThis.__bench.keys.length, squiggles: globalThis.__bench.squiggles.length, suggest: globalThis.__bench.suggest.length, watching: globalThis.__bench.watching, listShown: globalThis.__bench.listShown() })).catch((e) => e.message)}`);
    throw error;
  } finally {
    await context.close();
  }
} catch (error) {
  failure = error;
} finally {
  await host.stop();
  await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
}

const loadAtEnd = loadavg()[0];
console.log(`editor: 1,000-card file of ${(thousand.length / 1024).toFixed(0)} kB, ${thousand.split('\n').length} lines; load average ${loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end, on ${cpus().length} cores`);
if (ready.length > 0) console.log(`editor: studio ready (editor interactive, workspace open), web, cold: median ${ms(median(ready))}, max ${ms(Math.max(...ready))} (${ready.length} runs)`);
const spread = (values) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;
if (markers.length > 0) console.log(`editor: last keystroke to markers, 1,000-card file: ${spread(markers)} (${markers.length} keystrokes)`);
if (completions.length > 0) console.log(`editor: completion list shown after Ctrl+Space, 1,000-card file: ${spread(completions)} (${completions.length} requests)${baselineCompletions.length > 0 ? `; 213-line file: ${spread(baselineCompletions)}` : ''}`);
const tasks = (t) => (t.count === 0 ? 'none over 50 ms (no long task)' : `${ms(t.max)} (${t.count} long tasks)`);
if (longest) console.log(`editor: longest main-thread task while typing in the 1,000-card file: ${tasks(longest)}${baseline ? `; in the 213-line bundled file: ${tasks(baseline)}` : ''}`);
if (traced) {
  const { tasks: all, keys } = traced;
  const long = all.filter((t) => t.wall > 50).sort((a, b) => b.wall - a.wall);
  const byCpu = [...all].sort((a, b) => b.cpu - a.cpu);
  const sum = (list, key) => list.reduce((n, t) => n + t[key], 0);
  const task = (t) => `${ms(t.wall)} wall / ${ms(t.cpu)} CPU (${t.startedBy})`;
  console.log(`editor: traced typing pass, 1,000-card file, ${keys} keys: ${long.length} tasks over 50 ms wall; the longest: ${long.slice(0, 5).map(task).join(', ') || 'none'}`);
  console.log(`editor: traced typing pass: the most CPU in one task: ${byCpu.slice(0, 5).map(task).join(', ')}; main-thread CPU per key ${ms(sum(all, 'cpu') / keys)}, of which the browser's style, layout and paint ${ms(sum(all, 'rendering') / keys)}`);
}

// Each figure against its budget (issue 12).
const verdict = (value, budget) => (Number.isFinite(value) ? `${ms(value).padStart(8)}   budget <= ${budget} ms   ${value <= budget ? 'met' : 'NOT MET'}` : '       -   not measured');
const worstCompletion = Math.max(completions.length > 0 ? percentile(completions, 95) : Number.NaN, baselineCompletions.length > 0 ? percentile(baselineCompletions, 95) : Number.NEGATIVE_INFINITY);
console.log(`editor: budgets (load average ${loadAtStart.toFixed(2)} -> ${loadAtEnd.toFixed(2)}, ${cpus().length} cores):`);
console.log(`editor:   studio ready, web, cold (median)                   ${verdict(ready.length > 0 ? median(ready) : Number.NaN, 2000)}`);
console.log(`editor:   last keystroke to markers, 1,000-card file (p95)   ${verdict(markers.length > 0 ? percentile(markers, 95) : Number.NaN, 200)}`);
console.log(`editor:   completion list shown (p95, the worse file)        ${verdict(worstCompletion, 50)}`);
console.log(`editor:   longest main-thread task typing, 1,000-card file   ${verdict(longest ? longest.max : Number.NaN, 50)}`);
if (longest && longest.max > 50 && traced) {
  const most = Math.max(...traced.tasks.map((t) => t.cpu));
  console.log(`editor:     the traced pass's busiest task ran ${ms(most)} of CPU${most <= 50 ? ': the rest of the long tasks\' wall time the main thread was waiting for a core' : ''}`);
}
if (failure) {
  console.error(`editor: failed: ${failure.stack ?? failure.message}`);
  process.exitCode = 1;
}

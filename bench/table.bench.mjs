// The sandbox table in the built studio (web host, Chromium), against the budgets of its issue:
//   - a click on a legal action to the painted result, over a whole Stak Bots game played by hand
//     (every seat a person) and 300 actions of Four Souls: p50, p95 and the worst (budget: p95 at
//     most 100 ms);
//   - undo: the engine's time (the Match going back, as the worker reports it) and the time from
//     the key press to the painted table (budget: at most 16 ms of engine time);
//   - a Four Souls game of bots at full speed: actions per second that reach the screen (each
//     painted frame's position in the log; budget: at least 200).
// Clicks are made and timed inside the page (one evaluate per action), so the test driver's round
// trips are not counted. Prints figures; asserts nothing.
/* global document, requestAnimationFrame, MutationObserver -- the timing runs in the page */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ms, requireBuild, startWebHost } from './browser.mjs';

const FOUR_SOULS_ACTIONS = Math.max(20, Number(process.env.BENCH_ACTIONS ?? 300) || 300);
const BOT_SECONDS = 8;

requireBuild();
const temp = await mkdtemp(join(tmpdir(), 'cardwright-bench-table-'));
const workspace = join(temp, 'workspace');
await import('node:fs/promises').then((fs) => fs.mkdir(workspace, { recursive: true }));
await writeFile(join(workspace, 'cardwright.json'), JSON.stringify({ version: 1, name: 'Table bench', games: [] }));

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const figures = (timings) => {
  const total = timings.map((t) => t.total);
  const worker = timings.map((t) => t.worker);
  const shown = timings.map((t) => t.shown);
  return `p50 ${ms(pct(total, 50))}, p95 ${ms(pct(total, 95))}, worst ${ms(Math.max(...total))} over ${total.length} actions (worker round trip p50 ${ms(pct(worker, 50))}, p95 ${ms(pct(worker, 95))}; click to the new table rendered p50 ${ms(pct(shown, 50))}, p95 ${ms(pct(shown, 95))})`;
};

/**
 * In the page: clicks the legal action chosen by `prefer` (patterns in order, else the first),
 * and resolves with the time from the click to the first frame painted after the table showed
 * the new snapshot; null when there is nothing to click.
 */
function clickTimed(prefer) {
  return new Promise((resolve) => {
    const region = document.querySelector('[aria-label="Legal actions"]');
    const table = document.querySelector('[data-testid="table"]');
    const buttons = [...(region?.querySelectorAll('button:not(:disabled)') ?? [])];
    if (!table || buttons.length === 0) return resolve(null);
    const texts = buttons.map((b) => b.textContent.replace(/^\d/, ''));
    let at = 0;
    for (const source of prefer) {
      const pattern = new RegExp(source);
      const found = texts.findIndex((t) => pattern.test(t));
      if (found >= 0) {
        at = found;
        break;
      }
    }
    const serial = table.getAttribute('data-serial');
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="table"]')?.getAttribute('data-serial') === serial) return;
      observer.disconnect();
      // The next frame's callback runs before it paints; the one after, once it has.
      const arrived = performance.now() - started;
      const worker = Number(document.querySelector('[data-testid="table"]')?.getAttribute('data-round-trip-ms'));
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total: performance.now() - started, shown: arrived, worker })));
    });
    observer.observe(document.querySelector('.t-view'), { attributes: true, subtree: true, attributeFilter: ['data-serial'] });
    buttons[at].click();
  });
}

async function newTable(page, game, seats, seed) {
  await page.keyboard.press('Control+Alt+P');
  const dialog = page.getByRole('dialog', { name: 'New table' });
  await dialog.waitFor({ timeout: 60_000 });
  await dialog.getByLabel('Game').locator('option').nth(1).waitFor({ state: 'attached', timeout: 60_000 });
  await dialog.getByLabel('Game').selectOption({ label: game });
  await dialog.getByLabel('Seats').fill(String(seats.length));
  for (const [i, who] of seats.entries()) await dialog.getByLabel(`Seat ${i + 1} (p${i + 1})`).selectOption({ label: who });
  await dialog.getByLabel('Seed').fill(seed);
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await page.locator(`[data-testid="table"][data-game="${game === 'Stak Bots' ? 'stak-bots' : 'four-souls'}"]`).waitFor({ timeout: 60_000 });
}

console.log(`table: load average ${loadavg()[0].toFixed(2)}`);
const host = await startWebHost(['--workspace', workspace, '--state-dir', join(temp, 'state')]);
const context = await chromium.launchPersistentContext(join(temp, 'profile'), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1600, height: 1000 } });
try {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => console.error(`table: page error: ${error.message}`));
  await page.goto(host.url);
  await page.getByRole('tab', { name: 'Table' }).waitFor({ timeout: 60_000 });

  // A whole Stak Bots game by hand.
  await newTable(page, 'Stak Bots', ['You', 'You'], '11');
  const stak = [];
  for (let i = 0; i < 400; i += 1) {
    const took = await page.evaluate(clickTimed, [' attack ', ' pick ', ' play ', 'end-turn']);
    if (took === null) break;
    stak.push(took);
  }
  const won = await page.getByTestId('table-result').textContent();
  console.log(`  click to painted table, Stak Bots (a whole game, ${won?.trim() ? 'played to its end' : 'not finished'}): ${figures(stak)}`);

  // 300 actions of Four Souls by hand: attacks, purchases, loot plays, answers and passes.
  await newTable(page, 'Four Souls', ['You', 'You'], '5');
  const four = [];
  // Where the page's time goes over these actions (Chromium's own counters): script (React, the
  // controller, the message), style, layout, and the rest of its tasks (paint, compositing).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const counters = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await counters();
  for (let i = 0; i < FOUR_SOULS_ACTIONS; i += 1) {
    const took = await page.evaluate(clickTimed, i % 7 === 3 ? [' play ', ' pass$'] : [' attack ', ' buy ', ' pick ', ' pass$']);
    if (took === null) break;
    four.push(took);
  }
  const after = await counters();
  console.log(`  click to painted table, Four Souls (${four.length} actions): ${figures(four)}`);
  const ms1 = (value) => `${value.toFixed(1)} ms`;
  const per = (name) => ms1(((after[name] - before[name]) * 1000) / four.length);
  const rest = ((after.TaskDuration - before.TaskDuration - (after.ScriptDuration - before.ScriptDuration) - (after.RecalcStyleDuration - before.RecalcStyleDuration) - (after.LayoutDuration - before.LayoutDuration)) * 1000) / four.length;
  console.log(`  the page's main thread per Four Souls action: script ${per('ScriptDuration')}, style ${per('RecalcStyleDuration')}, layout ${per('LayoutDuration')}, other tasks ${ms1(rest)} (${Math.round((after.Nodes - before.Nodes) / four.length)} DOM nodes more per action)`);

  // Undo, back through the Four Souls game: the engine's time and the time to the painted table.
  const engine = [];
  const painted = [];
  for (let i = 0; i < 40; i += 1) {
    const table = page.getByTestId('table');
    const serial = await table.getAttribute('data-serial');
    const started = performance.now();
    await page.keyboard.press('Control+z');
    await page.locator(`[data-testid="table"]:not([data-serial="${serial}"])`).waitFor({ timeout: 30_000 });
    painted.push(performance.now() - started);
    engine.push(Number(await table.getAttribute('data-engine-ms')));
  }
  console.log(`  undo, engine time: p50 ${pct(engine, 50).toFixed(2)} ms, p95 ${pct(engine, 95).toFixed(2)} ms, worst ${Math.max(...engine).toFixed(2)} ms over ${engine.length} undos`);
  console.log(`  undo, key press to painted table (with the test driver's round trip): p50 ${ms(pct(painted, 50))}, p95 ${ms(pct(painted, 95))}`);

  // Bots at full speed: what reaches the screen, frame by frame.
  await newTable(page, 'Four Souls', ['Greedy bot', 'Greedy bot', 'Random bot', 'Greedy bot'], '9');
  await page.getByLabel('Speed').selectOption({ label: 'Full speed' });
  const bots = await page.evaluate(
    (seconds) =>
      new Promise((resolve) => {
        const table = () => document.querySelector('[data-testid="table"]');
        const startPosition = Number(table().getAttribute('data-position'));
        const started = performance.now();
        let frames = 0;
        let last = startPosition;
        let lastAt = started;
        const tick = () => {
          frames += 1;
          const now = performance.now();
          const position = Number(table().getAttribute('data-position'));
          if (position !== last) {
            last = position;
            lastAt = now;
          }
          const over = document.querySelector('[data-testid="table-result"]')?.textContent;
          if (now - started < seconds * 1000 && !over) requestAnimationFrame(tick);
          else resolve({ actions: last - startPosition, seconds: (lastAt - started) / 1000, frames, over: !!over });
        };
        requestAnimationFrame(tick);
      }),
    BOT_SECONDS,
  );
  console.log(`  bots at full speed, Four Souls (4 bots): ${Math.round(bots.actions / bots.seconds)} actions per second on screen (${bots.actions} actions in ${bots.seconds.toFixed(1)} s, ${bots.frames} frames${bots.over ? ', to the end of the game' : ''})`);
} finally {
  await context.close().catch(() => undefined);
  await host.stop();
  await rm(temp, { recursive: true, force: true });
}

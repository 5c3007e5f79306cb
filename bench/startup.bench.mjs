// Startup: how long the web host takes to listen, and how long from navigation to an editor
// the user can type in, read from the page's own performance mark
// `cardwright:editor-interactive` (relative to navigation start, so browser launch is not
// counted). Cold = fresh Chromium profile, empty HTTP cache; warm = the same profile
// navigating again. Runs: BENCH_RUNS (default 5).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, median, ms, requireBuild, startWebHost } from './browser.mjs';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_RUNS ?? 5) || 5));
const READY_TIMEOUT_MS = 60_000;
const MARK = 'cardwright:editor-interactive';

requireBuild();
const loadAtStart = loadavg()[0];
const temp = await mkdtemp(join(tmpdir(), 'cardwright-bench-'));
const workspace = join(temp, 'workspace');
const set = join(workspace, 'sets', 'stak-bots', 'starter');
await mkdir(set, { recursive: true });
await writeFile(join(workspace, 'cardwright.json'), JSON.stringify({ version: 1, name: 'Bench', games: ['stak-bots'] }));
await writeFile(join(set, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Starter' }));
const cards = ['game stak-bots', 'set "Starter"', ''];
for (let i = 0; i < 40; i += 1) cards.push(`card "Bot ${i}"`, `  cost ${i % 5}`, '');
await writeFile(join(set, 'bots.cards'), cards.join('\n'));

/** Navigates and returns the page's mark, in ms after navigation start. */
async function timeToEditor(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
  try {
    // Functions, not strings: the page's CSP forbids eval, which string predicates would need.
    await page.waitForFunction(() => globalThis.document.body?.dataset.editorReady === 'true', null, { timeout: READY_TIMEOUT_MS, polling: 50 });
  } catch (error) {
    throw new Error(`the editor did not become interactive (body[data-editor-ready=true]) at ${url}: ${error.message.split('\n')[0]}`, { cause: error });
  }
  const mark = await page.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime ?? null, MARK);
  if (typeof mark !== 'number') throw new Error(`the page set data-editor-ready but has no performance mark "${MARK}"`);
  return mark;
}

const hostStarts = [];
const cold = [];
const warm = [];
let failure = null;
try {
  // Start-up of the host alone, with the workspace to open (what `npm run web` waits for).
  for (let i = 0; i < RUNS; i += 1) {
    const host = await startWebHost(['--state-dir', join(temp, `state-start-${i}`), '--workspace', workspace]);
    hostStarts.push(host.startMs);
    await host.stop();
  }
  const host = await startWebHost(['--state-dir', join(temp, 'state'), '--workspace', workspace]);
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const context = await chromium.launchPersistentContext(join(temp, `profile-${i}`), {
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
        viewport: { width: 1400, height: 900 },
        timeout: 60_000,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        cold.push(await timeToEditor(page, host.url));
        // Leave the page first so the next load is a full navigation, not a fragment change.
        await page.goto('about:blank');
        warm.push(await timeToEditor(page, host.url));
      } finally {
        await context.close();
      }
    }
  } finally {
    await host.stop();
  }
} catch (error) {
  failure = error;
} finally {
  await rm(temp, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
}

const line = (label, values, note) =>
  values.length > 0 && console.log(`startup: ${label}: median ${ms(median(values))}, max ${ms(Math.max(...values))} (${values.length} runs${note ? `, ${note}` : ''})`);
line('web host listening', hostStarts, 'process start to address printed, workspace opened');
line('editor interactive, cold', cold, 'fresh profile, empty HTTP cache');
line('editor interactive, warm', warm, 'same profile, second navigation');
if (cold.length > 0) {
  const value = median(cold);
  console.log(`startup: budget (issue 12): editor interactive, web, cold, median ${ms(value)} <= 2000 ms: ${value <= 2000 ? 'met' : 'NOT MET'} (load average ${loadAtStart.toFixed(2)} -> ${loadavg()[0].toFixed(2)}, ${cpus().length} cores)`);
}
if (failure) {
  console.error(`startup: failed: ${failure.message}`);
  process.exitCode = 1;
}

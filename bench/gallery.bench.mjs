// The gallery with a generated set of 1,000 cards, in the built studio (web host, Chromium):
// the time from opening the gallery to the first faces drawn, then frame times while the
// grid scrolls from top to bottom at a steady speed (requestAnimationFrame deltas, and long
// tasks seen by a PerformanceObserver). Prints figures; asserts nothing.
/* global document, requestAnimationFrame -- the scroll loop runs in the page, through page.evaluate */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, REPO, median, ms, requireBuild, startWebHost } from './browser.mjs';
import { importBundle } from './bundle.mjs';

const RUNS = Math.max(1, Math.min(10, Number(process.env.BENCH_RUNS ?? 3) || 3));
const CARDS = 1000;
/** Pixels scrolled per frame: a brisk flick through the set. */
const SPEED = 40;

requireBuild();
const { generatedSet } = await importBundle([`export { generatedSet } from ${JSON.stringify(join(REPO, 'card-dsl', 'testing', 'generate'))};`], 'gallery');

const temp = await mkdtemp(join(tmpdir(), 'cardwright-bench-gallery-'));
const workspace = join(temp, 'workspace');
const set = join(workspace, 'sets', 'stak-bots', 'generated');
await mkdir(set, { recursive: true });
await writeFile(join(workspace, 'cardwright.json'), JSON.stringify({ version: 1, name: 'Gallery bench', games: [] }));
await writeFile(join(set, 'set.json'), JSON.stringify({ version: 1, game: 'stak-bots', name: 'Generated' }));
await writeFile(join(set, 'generated.cards'), generatedSet(CARDS));

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

console.log(`gallery: ${CARDS} generated Stak Bots cards; load average ${loadavg()[0].toFixed(2)}; ${RUNS} runs, median (max)`);
const host = await startWebHost(['--workspace', workspace, '--state-dir', join(temp, 'state')]);
const results = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await chromium.launchPersistentContext(join(temp, `profile-${run}`), { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1500, height: 950 } });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('crash', () => console.error('gallery: the page crashed'));
      page.on('pageerror', (error) => console.error(`gallery: page error: ${error.message}`));
      await page.goto(host.url);
      await page.locator('[data-testid="editor"][data-ready="true"]').waitFor({ timeout: 60_000 });
      // The worker has the set once the preview shows its first card.
      await page.locator('[data-testid="preview"] [data-testid="card-face"]').first().waitFor({ timeout: 60_000 }).catch(() => undefined);
      const opened = performance.now();
      await page.getByRole('tab', { name: 'Gallery' }).click();
      await page.getByTestId('gallery-count').filter({ hasText: `${CARDS} of ${CARDS} cards` }).waitFor({ timeout: 60_000 });
      await page.getByTestId('gallery-card').first().waitFor({ timeout: 60_000 });
      const firstFaces = performance.now() - opened;
      const drawn = await page.getByTestId('card-face').count();
      const scroll = await page.evaluate(
        (speed) =>
          new Promise((resolve) => {
            const grid = document.querySelector('[data-testid="gallery-grid"]');
            const longTasks = [];
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) longTasks.push(entry.duration);
            });
            observer.observe({ type: 'longtask', buffered: false });
            const frames = [];
            let last = performance.now();
            const started = last;
            const step = (now) => {
              frames.push(now - last);
              last = now;
              grid.scrollTop += speed;
              if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) {
                observer.disconnect();
                resolve({ frames: frames.slice(1), longTasks, seconds: (now - started) / 1000, height: grid.scrollHeight });
                return;
              }
              requestAnimationFrame(step);
            };
            requestAnimationFrame(step);
          }),
        SPEED,
      );
      results.push({ firstFaces, drawn, ...scroll });
    } finally {
      await context.close();
    }
  }
} finally {
  await host.stop();
  await rm(temp, { recursive: true, force: true });
}

const figure = (pick) => {
  const values = results.map(pick);
  return `${ms(median(values))} (${ms(Math.max(...values))})`;
};
const frames = results.flatMap((r) => r.frames);
console.log(`gallery: open to first faces drawn (${CARDS} cards compiled in the worker): ${figure((r) => r.firstFaces)}`);
console.log(`gallery: faces in the page at once (virtualised): ${results[0].drawn} of ${CARDS}`);
console.log(`gallery: scrolled ${Math.round(results[0].height)} px at ${SPEED} px a frame in ${results.map((r) => r.seconds.toFixed(1)).join(', ')} s; ${frames.length} frames`);
console.log(`gallery: frame time p50 ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms, p99 ${pct(frames, 99).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms (16.7 ms = 60 fps)`);
console.log(`gallery: frames over 33 ms: ${frames.filter((f) => f > 33.4).length} of ${frames.length}`);
const longTasks = results.flatMap((r) => r.longTasks);
console.log(`gallery: long tasks (over 50 ms) while scrolling: ${longTasks.length}${longTasks.length ? `, longest ${Math.max(...longTasks).toFixed(0)} ms` : ''}`);

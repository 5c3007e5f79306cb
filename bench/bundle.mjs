// Bundles TypeScript sources of the project for a benchmark with esbuild and imports the
// result: `importBundle(['export { parse } from "<abs path>";', …], 'dsl')`. `bundleFile`
// keeps the bundle on disk until `dispose()`, for worker threads that import it too, and with
// `{ sourcemap: true }` writes its source map beside it (`<file>.map`, for CPU profiles);
// `{ resolveDir }` bundles another copy of the sources (an earlier commit's, to compare with).
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO } from './browser.mjs';

export async function bundleFile(lines, tag, { sourcemap = false, resolveDir = REPO } = {}) {
  const temp = await mkdtemp(join(tmpdir(), `cardwright-bench-${tag}-`));
  const dispose = () => rm(temp, { recursive: true, force: true });
  try {
    const file = join(temp, `${tag}.mjs`);
    await build({
      stdin: { contents: lines.join('\n'), resolveDir, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: file,
      logLevel: 'warning',
      sourcemap,
    });
    return { file, url: pathToFileURL(file).href, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

export async function importBundle(lines, tag) {
  const bundle = await bundleFile(lines, tag);
  try {
    return await import(bundle.url);
  } finally {
    await bundle.dispose();
  }
}

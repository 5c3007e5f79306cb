// Bundles TypeScript sources of the project for a benchmark with esbuild and imports the
// result: `importBundle(['export { parse } from "<abs path>";', …], 'dsl')`.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO } from './browser.mjs';

export async function importBundle(lines, tag) {
  const temp = await mkdtemp(join(tmpdir(), `cardwright-bench-${tag}-`));
  try {
    const outfile = join(temp, `${tag}.mjs`);
    await build({
      stdin: { contents: lines.join('\n'), resolveDir: REPO, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

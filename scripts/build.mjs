// Builds everything the studio runs from: the renderer page (Vite) and the Node-side bundles
// (esbuild): Electron main and preload, the loopback web host, the command line.
//   node scripts/build.mjs            build all
//   node scripts/build.mjs --node     only the Node-side bundles (fast)
// The bundled card sets go to dist/sets: the hosts copy the example workspace from there at run
// time (a built or packaged studio never reads the repository's own folders).
import { build as esbuild } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const onlyNode = process.argv.includes('--node');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  absWorkingDir: root,
  define: { __CARDWRIGHT_VERSION__: JSON.stringify(pkg.version) },
};

/** Node-side bundles: [entry, outfile, format, externals]. */
const bundles = [
  ['electron/main/index.ts', 'dist/electron/main.cjs', 'cjs', ['electron']],
  // A sandboxed preload may only require 'electron': everything else is bundled in.
  ['electron/preload/index.ts', 'dist/electron/preload.cjs', 'cjs', ['electron']],
  ['electron/web/serve.ts', 'dist/web/serve.mjs', 'esm', []],
  ['cli/main.ts', 'dist/cli/cardwright.mjs', 'esm', []],
];

async function timed(label, work) {
  const started = performance.now();
  await work();
  console.log(`build: ${label} in ${Math.round(performance.now() - started)} ms`);
}

for (const [entry, outfile, format, external] of bundles) {
  if (!existsSync(join(root, entry))) continue;
  await timed(outfile, () =>
    esbuild({
      ...common,
      entryPoints: [entry],
      outfile,
      format,
      external,
      // ESM bundles that pull in CommonJS dependencies need a require of their own.
      banner: format === 'esm' ? { js: "import { createRequire as __cwRequire } from 'node:module'; const require = __cwRequire(import.meta.url);" } : {},
    }),
  );
}

await timed('dist/sets', async () => {
  rmSync(join(root, 'dist', 'sets'), { recursive: true, force: true });
  // Set folders only (sets/<game>/<set>/…): the folder's README is for the repository.
  cpSync(join(root, 'sets'), join(root, 'dist', 'sets'), { recursive: true, filter: (from) => !/[\\/]sets[\\/][^\\/]+\.md$/.test(from) });
});

if (!onlyNode) {
  const { build } = await import('vite');
  await timed('dist/renderer', () => build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' }));
}

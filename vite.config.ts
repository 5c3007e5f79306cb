// Builds the renderer (the studio's page), shared by the Electron window and the web host.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

const BUNDLED_SETS = '\0virtual:cardwright/bundled-sets';
type LoadSets = (folder: string, root?: string) => Promise<{ sets: unknown[]; problems: Map<string, string[]> }>;

/**
 * The sets bundled with the studio (sets/<game>/<set>/), compiled when the page is built into a
 * module the table's engine worker imports (`virtual:cardwright/bundled-sets`), so the table starts
 * without compiling them in the page. A set that does not compile is left out with a warning (the
 * tests and `cardwright test` report it), so one broken example never stops the build. The
 * compiler (cli/sets.ts) is loaded through Vite's module runner, so this config imports nothing
 * of the project.
 */
function bundledSets(): Plugin {
  return {
    name: 'cardwright-bundled-sets',
    resolveId: { filter: { id: /^virtual:cardwright\/bundled-sets$/ }, handler: () => BUNDLED_SETS },
    load: {
      filter: { id: /^\0virtual:cardwright\/bundled-sets$/ },
      async handler() {
        const { module } = await runnerImport<{ loadSets: LoadSets }>(join(root, 'cli', 'sets.ts'), { configFile: false, logLevel: 'silent' });
        const loaded = await module.loadSets(join(root, 'sets'), root);
        for (const [set, problems] of loaded.problems) this.warn(`bundled set ${set} is left out of the table: ${problems[0] ?? 'it does not compile'}${problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : ''}`);
        this.addWatchFile(join(root, 'sets'));
        return `export default ${JSON.stringify(loaded.sets)};`;
      },
    },
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 6000,
    reportCompressedSize: false,
  },
  // Compiling the bundled sets is most of the worker's build time, and says so otherwise.
  worker: { format: 'es', plugins: () => [bundledSets()], rolldownOptions: { checks: { pluginTimings: false } } },
});

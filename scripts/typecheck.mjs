// Type-checks each layer with its own tsconfig, so that a DOM or Node type used where the
// layer forbids it fails here (engine and card-dsl see neither), then the whole tree with tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['engine', 'card-dsl', 'electron', 'cli', 'renderer', '.'];
let failed = 0;
/** A layer with no TypeScript yet (a folder reserved by the layout) has nothing to check. */
function hasSources(folder) {
  return readdirSync(folder, { recursive: true }).some((name) => /\.tsx?$/.test(String(name)) && !String(name).includes('node_modules'));
}

for (const project of projects) {
  if (project !== '.' && !hasSources(project)) continue;
  const run = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`typecheck: ${project} has type errors`);
  }
}
process.exit(failed === 0 ? 0 : 1);

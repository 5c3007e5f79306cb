#!/usr/bin/env node
// Launcher for the `cardwright` command: runs the bundled CLI, building it first if needed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist', 'cli', 'cardwright.mjs');
if (!existsSync(bundle)) {
  const built = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--node'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.argv[1] = bundle;
await import(pathToFileURL(bundle).href);

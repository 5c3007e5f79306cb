// `npm start` and `npm run web`: build when the sources are newer than dist/, then run the
// studio in Electron, or serve it on 127.0.0.1 for a browser (`--web`, or when the Electron
// binary is not installed on this machine).
//   node scripts/start.mjs [--web] [--port N] [--workspace DIR] [--open] [--rebuild]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      web: { type: 'boolean' },
      port: { type: 'string' },
      workspace: { type: 'string' },
      open: { type: 'boolean' },
      rebuild: { type: 'boolean' },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`start: ${error.message}\nusage: npm start -- [--web] [--port N] [--workspace DIR] [--open] [--rebuild]`);
  process.exit(2);
}

/** Everything the build reads; a change to any of it makes dist/ stale. */
const SOURCE_DIRS = ['renderer', 'electron', 'engine', 'card-dsl', 'cli', 'sets'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'scripts/build.mjs'];
const MAX_ENTRIES = 50_000;

function newestSource() {
  let newest = 0;
  let seen = 0;
  const visit = (path) => {
    if (++seen > MAX_ENTRIES) return;
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && !name.startsWith('.')) visit(join(path, name));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  for (const entry of [...SOURCE_DIRS, ...SOURCE_FILES]) visit(join(root, entry));
  return newest;
}

/** The oldest of the outputs this run needs, or 0 when one is missing. */
function oldestOutput(outputs) {
  let oldest = Infinity;
  for (const output of outputs) {
    try {
      oldest = Math.min(oldest, statSync(join(root, output)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

function run(args, label) {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolveRun(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      console.error(`start: ${label} could not start: ${error.message}`);
      resolveRun(1);
    });
  });
}

/** The Electron binary, if its download succeeded. Never `require('electron')`: in Electron
 *  45 that starts the download when the binary is missing. */
function electronBinary() {
  const dir = join(root, 'node_modules', 'electron');
  try {
    const relative = readFileSync(join(dir, 'path.txt'), 'utf8').trim();
    const binary = join(dir, 'dist', relative);
    return relative && existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = options.web ? null : electronBinary();
const useElectron = binary !== null;
const outputs = useElectron
  ? ['dist/electron/main.cjs', 'dist/electron/preload.cjs', 'dist/renderer/index.html', 'dist/sets']
  : ['dist/web/serve.mjs', 'dist/renderer/index.html', 'dist/sets'];

const built = oldestOutput(outputs);
if (options.rebuild || built === 0 || newestSource() > built) {
  console.log(built === 0 ? 'start: building the studio (first run)…' : 'start: sources changed, rebuilding…');
  const started = performance.now();
  const code = await run([join(root, 'scripts', 'build.mjs')], 'the build');
  if (code !== 0) {
    console.error('start: the build failed; see above');
    process.exit(code);
  }
  console.log(`start: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// npm runs scripts from the package folder; a relative --workspace means the user's folder.
const userDir = process.env.INIT_CWD ?? process.cwd();
const workspace = options.workspace === undefined ? undefined : resolve(userDir, options.workspace);

let child;
if (useElectron) {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE; // would make the binary a plain Node
  const args = ['.', ...(workspace ? [`--workspace=${workspace}`] : [])];
  child = spawn(binary, args, { cwd: root, stdio: 'inherit', env });
} else {
  if (!options.web) console.log('Electron is not installed here, so the studio is served in your browser instead.');
  const args = [join(root, 'dist', 'web', 'serve.mjs')];
  if (options.port !== undefined) args.push('--port', options.port);
  if (workspace) args.push('--workspace', workspace);
  if (options.open) args.push('--open');
  child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
}

// Ctrl+C reaches the child through the terminal too; forwarding covers a signal sent to us alone.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  if (process.platform === 'win32' && signal === 'SIGHUP') continue;
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('error', (error) => {
  console.error(`start: could not start the studio: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(signal ? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1) : (code ?? 0)));

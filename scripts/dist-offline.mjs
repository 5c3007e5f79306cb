// Proves the packaging pipeline without the internet: builds the bundles, packages them with
// electron-builder around a stand-in for the Electron binary (which cannot be downloaded
// here), then opens the app.asar it produced and checks what went in. The result does NOT
// run: its executable is a placeholder script. `npm run dist` makes the real packages.
//   node scripts/dist-offline.mjs              build, package (linux dir target), check
//   node scripts/dist-offline.mjs --no-build   reuse the current dist/
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ELECTRON_VERSION = '45.3.4';
const unpacked = join(root, 'release', 'linux-unpacked');
const started = performance.now();

/** What the packaged app must hold, and what it must not. */
const REQUIRED = ['package.json', 'dist/electron/main.cjs', 'dist/electron/preload.cjs', 'dist/renderer/index.html', 'dist/sets/four-souls/base/set.json', 'dist/sets/stak-bots/starter/set.json'];
const FORBIDDEN = [
  [/^node_modules(\/|$)/, 'node_modules (the bundles are self-contained)'],
  [/\.map$/, 'source maps'],
  [/\.tsx?$/, 'TypeScript sources'],
];
/** Marks the fuse wire in an Electron binary (from @electron/fuses, which does not export it). */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSE_ON = '1'.charCodeAt(0);
const FUSE_OFF = '0'.charCodeAt(0);
/** Fuses electron-builder.yml sets, by their index in Electron's fuse wire (v1). */
const EXPECTED_FUSES = [
  [0, 'RunAsNode', false],
  [1, 'EnableCookieEncryption', true],
  [2, 'EnableNodeOptionsEnvironmentVariable', false],
  [3, 'EnableNodeCliInspectArguments', false],
  [4, 'EnableEmbeddedAsarIntegrityValidation', true],
  [5, 'OnlyLoadAppFromAsar', true],
  [7, 'GrantFileProtocolExtraPrivileges', false],
];

function fail(message) {
  console.error(`dist-offline: FAILED: ${message}`);
  process.exit(1);
}

function run(label, command, args) {
  const step = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) fail(`${label}: ${result.error.message}`);
  if (result.status !== 0) fail(`${label} exited with ${result.status ?? result.signal}`);
  console.log(`dist-offline: ${label} took ${seconds(performance.now() - step)}`);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

// electron-builder's own dependencies, resolved through it so hoisting cannot change them.
const requireHere = createRequire(import.meta.url);
const builderPackage = requireHere.resolve('electron-builder/package.json');
const builderCli = join(dirname(builderPackage), JSON.parse(readFileSync(builderPackage, 'utf8')).bin['electron-builder']);
const requireFromBuilder = createRequire(createRequire(builderPackage).resolve('app-builder-lib/package.json'));
const asar = requireFromBuilder('@electron/asar');
const fuses = requireFromBuilder('@electron/fuses');

/**
 * A folder shaped like an unpacked Electron for Linux, as far as electron-builder's dir target
 * needs (it copies the folder and renames `electron` to the app's executable). The placeholder
 * carries a fuse wire after Electron's sentinel, with Electron's defaults, so the fuse step
 * runs as on the real binary and its result can be read back.
 */
function makeStandIn() {
  const folder = mkdtempSync(join(tmpdir(), 'cardwright-electron-standin-'));
  const defaults = '10110001'; // RunAsNode on, cookie encryption off, ... as Electron ships
  const script = Buffer.concat([
    Buffer.from(
      '#!/bin/sh\n' +
        'echo "This is a stand-in for the Electron binary, made by scripts/dist-offline.mjs to test packaging; it cannot run Cardwright." >&2\n' +
        'exit 1\n' +
        '# fuse wire: ',
    ),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, defaults.length]),
    Buffer.from(defaults),
    Buffer.from('\n'),
  ]);
  writeFileSync(join(folder, 'electron'), script);
  chmodSync(join(folder, 'electron'), 0o755);
  return folder;
}

function asarEntries(archive) {
  return asar.listPackage(archive, { isPack: false }).map((entry) => entry.replace(/\\/g, '/').replace(/^\//, ''));
}

// 1. Build.
if (!process.argv.includes('--no-build')) run('build (node scripts/build.mjs)', process.execPath, [join(root, 'scripts', 'build.mjs')]);
const missingBuild = REQUIRED.filter((file) => !existsSync(join(root, file)));
if (missingBuild.length > 0) fail(`the build did not produce ${missingBuild.join(', ')}`);

// 2. Package around the stand-in. A stale result must not pass the checks below.
rmSync(unpacked, { recursive: true, force: true });
const standIn = makeStandIn();
try {
  run('electron-builder --linux dir', process.execPath, [
    builderCli,
    '--linux',
    'dir',
    '--x64',
    '--publish',
    'never',
    `-c.electronDist=${standIn}`,
    `-c.electronVersion=${ELECTRON_VERSION}`,
  ]);
} finally {
  rmSync(standIn, { recursive: true, force: true });
}

// 3. Open what came out.
const archive = join(unpacked, 'resources', 'app.asar');
if (!existsSync(archive)) fail(`electron-builder produced no ${archive}`);
const entries = asarEntries(archive);
const files = new Set(entries);
const missing = REQUIRED.filter((file) => !files.has(file));
if (missing.length > 0) fail(`app.asar lacks ${missing.join(', ')}`);
for (const [pattern, what] of FORBIDDEN) {
  const found = entries.filter((entry) => pattern.test(entry));
  if (found.length > 0) fail(`app.asar holds ${what}: ${found.slice(0, 5).join(', ')}`);
}
const manifest = JSON.parse(asar.extractFile(archive, 'package.json').toString('utf8'));
if (!files.has(manifest.main)) fail(`package.json's main (${manifest.main}) is not in app.asar`);
const bundleMarks = [
  [manifest.main, 'registerSchemesAsPrivileged'],
  ['dist/electron/preload.cjs', 'exposeInMainWorld'],
];
for (const [file, mark] of bundleMarks) {
  const text = asar.extractFile(archive, file).toString('utf8');
  if (!text.includes(mark)) fail(`${file} in app.asar does not look like the studio's bundle (no ${mark})`);
}

const executable = join(unpacked, 'cardwright');
if (!existsSync(executable)) fail(`no executable ${executable}`);
const wire = await fuses.getCurrentFuseWire(executable);
for (const [index, name, enabled] of EXPECTED_FUSES) {
  const expected = enabled ? FUSE_ON : FUSE_OFF;
  if (wire[index] !== expected) fail(`fuse ${name} is not ${enabled ? 'enabled' : 'disabled'} in the packaged executable`);
}

console.log(`dist-offline: app.asar holds ${REQUIRED.join(', ')} (${entries.length} entries; no node_modules, source maps or sources)`);
console.log(`dist-offline: package.json main is ${manifest.main}; version ${manifest.version}`);
console.log(`dist-offline: fuses set in the executable: ${EXPECTED_FUSES.map(([, name, on]) => `${name}=${on}`).join(', ')}`);
console.log(`dist-offline: ${executable} is a stand-in script, not Electron: this package does not run`);
console.log(`dist-offline: OK: packaging pipeline verified offline in ${seconds(performance.now() - started)} (release/linux-unpacked)`);

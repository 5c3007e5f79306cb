// Fetches the Electron binary after `npm install`.
//
// Electron's package downloads its binary from the internet (lazily on first require in recent
// versions, from its own install script in older ones, which package.json's allowScripts turns
// off). On a machine that cannot reach the download host that step would either abort the
// install or stall the first `npm start`. Running the download here, once, lets a failure be
// reported in one line while the install goes on; `npm start` then serves the studio in a
// browser instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

function electronPackageDir() {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null; // a production install without devDependencies: nothing to fetch
  }
}

const dir = electronPackageDir();
if (dir && existsSync(join(dir, 'install.js'))) {
  const run = spawnSync(process.execPath, [join(dir, 'install.js')], {
    cwd: dir,
    encoding: 'utf8',
    timeout: Number(process.env.CARDWRIGHT_ELECTRON_DOWNLOAD_TIMEOUT_MS ?? 10 * 60 * 1000),
  });
  if (run.status !== 0) {
    const output = `${run.stderr ?? ''}\n${run.stdout ?? ''}`;
    const reason =
      run.error?.message ??
      output.split('\n').map((line) => line.trim()).find((line) => /error|failed/i.test(line)) ??
      `exit code ${run.status}`;
    console.warn(
      `cardwright: the Electron binary could not be downloaded (${reason.slice(0, 160)}); ` +
        '`npm start` will serve the studio in your browser instead.',
    );
  }
}

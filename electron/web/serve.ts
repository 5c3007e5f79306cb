// Command line of the loopback web host, bundled to dist/web/serve.mjs:
//   node dist/web/serve.mjs [--port N] [--workspace DIR] [--state-dir DIR] [--open] [--print-json]
// Serves dist/renderer (next to this bundle) on 127.0.0.1 and prints the page's address.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWebHost, type WebHost } from './server';
import { defaultStateDir } from './state-dir';
import { startOnStablePort } from './stable-port';
import { documentsFolder } from '../host/documents';

const USAGE = 'usage: serve.mjs [--port N] [--workspace DIR] [--state-dir DIR] [--open] [--print-json]';

/** Best effort: a missing opener or a headless machine only means the user opens the URL. */
function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'win32'
      ? ['rundll32', ['url.dll,FileProtocolHandler', url]]
      : process.platform === 'darwin'
        ? ['open', [url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // ignored: see above
  }
}

function fail(message: string): never {
  process.stderr.write(`cardwright: ${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        workspace: { type: 'string' },
        'state-dir': { type: 'string' },
        open: { type: 'boolean' },
        'print-json': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  // Without --port: the port of the last start, so the page keeps its origin (and its backups).
  const port = values.port === undefined ? null : Number(values.port);
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65535)) fail(`--port must be a number from 0 to 65535, not "${values.port}"`);
  const stateDir = values['state-dir'] ?? defaultStateDir();

  const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
  if (!existsSync(join(rendererDir, 'index.html'))) {
    fail(`the studio page is not built (${rendererDir} has no index.html); run \`npm run build\` first`);
  }

  const started = performance.now();
  let web: WebHost;
  try {
    const start = (on: number): Promise<WebHost> =>
      startWebHost({
        port: on,
        host: '127.0.0.1',
        rendererDir,
        stateDir,
        // The example sets sit beside the page in the build (scripts/build.mjs copies them).
        examples: { setsDir: fileURLToPath(new URL('../sets/', import.meta.url)), documentsDir: () => documentsFolder() },
        ...(values.workspace !== undefined ? { workspace: values.workspace } : {}),
      });
    web = port === null ? await startOnStablePort(stateDir, start) : await start(port);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason = code === 'EADDRINUSE' ? `port ${port} is already in use; pick another with --port or use --port 0` : (error as Error).message;
    process.stderr.write(`cardwright: the web host could not start: ${reason}\n`);
    process.exit(1);
  }

  if (values['print-json']) {
    process.stdout.write(`${JSON.stringify({ url: web.url, port: web.port, token: web.token })}\n`);
  } else {
    const ms = Math.round(performance.now() - started);
    process.stdout.write(`Cardwright is running at ${web.url}\n(started in ${ms} ms; open the address above in a browser, Ctrl+C to stop)\n`);
  }
  if (values.open) openBrowser(web.url);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return; // a second Ctrl+C while closing changes nothing
    stopping = true;
    // Closing is quick; the timer only guards against a stuck socket or watcher.
    const force = setTimeout(() => process.exit(0), 3000);
    force.unref();
    web.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (process.platform !== 'win32') process.on('SIGHUP', stop);
  // A parent that reads our output may go away first; that must not crash the host.
  process.stdout.on('error', () => undefined);
}

void main();

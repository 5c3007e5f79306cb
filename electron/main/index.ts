// Entry of the main bundle (dist/electron/main.cjs); __dirname is dist/electron there.
import { startApp, workspaceArgument } from './app';

const workspace = workspaceArgument(process.argv);
const started = startApp({ mainDir: __dirname, version: __CARDWRIGHT_VERSION__, ...(workspace ? { workspace } : {}) });
started.ready.catch((error: unknown) => {
  console.error('cardwright: the studio failed to start', error);
  process.exit(1);
});

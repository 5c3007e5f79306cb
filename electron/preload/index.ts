// Preload of the studio window. It runs sandboxed, so it may require only 'electron'; the
// build bundles everything else in. The page gets `window.cardwright` and nothing more.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../shared/channel-names';
import { buildBridge } from './bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, buildBridge(ipcRenderer));

// Entry point: connect to the host, create the studio, render it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Studio } from './app/studio';
import { App } from './components/App';
import { loadEditorRuntime } from './editor/runtime';
import { connectHost } from './host';
import { StudioContext } from './hooks/useStudio';
import { browserBackups } from './state/indexeddb-backups';
import { Preferences } from './state/preferences';
import { browserStorage } from './state/storage';
import { fieldHistory } from './app/field-history';
import './styles.css';

const storage = browserStorage('local');
const studio = new Studio({
  host: connectHost(),
  loadBuffers: () => loadEditorRuntime().then((runtime) => runtime.buffers),
  backups: browserBackups(storage, typeof indexedDB === 'undefined' ? undefined : indexedDB),
  preferences: new Preferences(storage),
  fieldHistory,
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <StudioContext value={studio}>
      <App />
    </StudioContext>
  </StrictMode>,
);
void studio.start();

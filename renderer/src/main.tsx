// Entry point: connect to the host, create the studio, render it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Studio } from './app/studio';
import { App } from './components/App';
import { loadEditorRuntime } from './editor/runtime';
import { connectHost } from './host';
import { StudioContext } from './hooks/useStudio';
import { BackupStore } from './state/backups';
import { Preferences } from './state/preferences';
import { browserStorage } from './state/storage';
import { fieldHistory } from './app/field-history';
import { FacesController } from './faces/controller';
import { FacesContext } from './faces/hooks';
import { createWorkerFaceSource } from './faces/worker-source';
import './styles.css';

const storage = browserStorage('local');
const host = connectHost();
const studio = new Studio({
  host,
  loadBuffers: () => loadEditorRuntime().then((runtime) => runtime.buffers),
  backups: new BackupStore(storage),
  preferences: new Preferences(storage),
  fieldHistory,
});

// Card faces: the worker holding the workspace's cards, kept in step with the studio.
const faces = new FacesController(
  { store: studio.store, openFile: (path) => studio.openFile(path), buffers: () => loadEditorRuntime().then((runtime) => runtime.buffers) },
  host,
  createWorkerFaceSource(),
);
faces.start();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <StudioContext value={studio}>
      <FacesContext value={faces}>
        <App />
      </FacesContext>
    </StudioContext>
  </StrictMode>,
);
void studio.start();

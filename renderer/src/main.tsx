// Entry point: connect to the host, create the studio and its card language, render them.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wrap } from 'comlink';
import { Studio } from './app/studio';
import { App } from './components/App';
import { loadEditorRuntime } from './editor/runtime';
import { connectHost } from './host';
import { LanguageContext } from './hooks/useLanguage';
import { StudioContext } from './hooks/useStudio';
import type { CardLanguage } from './language/api';
import { LanguageClient } from './language/client';
import { LanguageFeatures } from './language/features';
import LanguageWorker from './language/worker?worker';
import { browserBackups } from './state/indexeddb-backups';
import { Preferences } from './state/preferences';
import { browserStorage } from './state/storage';
import { fieldHistory } from './app/field-history';
import { gameChoices } from './app/games';
import { FacesController } from './faces/controller';
import { FacesContext } from './faces/hooks';
import { languageFaceSource } from './faces/api';
import { registerFaceCommands } from './faces/commands';
import './styles.css';

const storage = browserStorage('local');
const host = connectHost();
const preferences = new Preferences(storage);
const studio: Studio = new Studio({
  host,
  loadBuffers: () => loadEditorRuntime().then((runtime) => runtime.buffers),
  backups: browserBackups(storage, typeof indexedDB === 'undefined' ? undefined : indexedDB),
  preferences,
  fieldHistory,
  beforeSave: (path): Promise<void> => language.formatBeforeSave(path),
  games: gameChoices,
});
// The card language service runs in a worker; the page keeps it told of the workspace. It
// starts once the editor can be typed in (the first paint is the grammar's), or after a
// moment in a workspace with nothing to edit.
const editorInteractive = new Promise<void>((resolve) => {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('cardwright:editor-interactive').length === 0) return;
    observer.disconnect();
    resolve();
  }).observe({ type: 'mark', buffered: true });
  const stop = studio.store.subscribe(() => {
    if (studio.state.phase !== 'workspace') return;
    stop();
    setTimeout(resolve, 1500);
  });
});
const client = new LanguageClient({ host, workspace: studio.store, startWorker: () => wrap<CardLanguage>(new LanguageWorker()), startSignal: editorInteractive });
const language: LanguageFeatures = new LanguageFeatures({ client, studio, host, preferences });
client.start();
language.start();
void loadEditorRuntime().then((runtime) => language.attach(runtime));

// Card faces: asked of the language worker, which holds the workspace's cards and the typing.
const faces = new FacesController(
  { store: studio.store, openFile: (path) => studio.openFile(path), buffers: () => loadEditorRuntime().then((runtime) => runtime.buffers) },
  host,
  languageFaceSource(client),
);
faces.start();
registerFaceCommands(studio, faces);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <StudioContext value={studio}>
      <LanguageContext value={language}>
        <FacesContext value={faces}>
          <App />
        </FacesContext>
      </LanguageContext>
    </StudioContext>
  </StrictMode>,
);
void studio.start();

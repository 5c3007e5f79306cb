// Entry point: connect to the host, create the studio and its card language, render them.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wrap } from 'comlink';
import { Studio } from './app/studio';
import { App } from './components/App';
import { loadEditorRuntime } from './editor/runtime';
import { connectHost } from './host';
import { listingSavedFiles } from './host/saved-listing';
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
import { TableController } from './table/controller';
import { TableContext } from './table/hooks';
import TableWorker from './table/engine/worker?worker';
import type { TableEngine } from './table/engine/table-engine';
import { connectTable } from './table/wiring';
import { DecksController } from './decks/controller';
import { DecksContext } from './decks/hooks';
import { registerDeckCommands } from './decks/commands';
import { SimulationController } from './simulate/controller';
import { SimulationContext } from './simulate/hooks';
import { registerSimulationCommands } from './simulate/commands';
import { SimPool } from './simulate/pool';
import type { SimWorker } from './simulate/sim-worker';
import SimulationWorker from './simulate/worker?worker';
import { openCard } from './simulate/open-card';
import { SavedDeletion } from './app/saved-deletion';
import { SavedDeletionContext } from './components/useSavedDeletion';
import './styles.css';

const storage = browserStorage('local');
const host = connectHost();
const preferences = new Preferences(storage);
const studioBackups = browserBackups(storage, typeof indexedDB === 'undefined' ? undefined : indexedDB);
const studio: Studio = new Studio({
  host,
  loadBuffers: () => loadEditorRuntime().then((runtime) => runtime.buffers),
  backups: studioBackups,
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

// Tables, replays and simulation reports saved by the studio appear in the explorer at once.
const savingHost = listingSavedFiles(host, () => studio.refreshTree());
// The sandbox table: its rules engine runs in a worker of its own, started when first needed.
const table = new TableController({
  startEngine: () => wrap<TableEngine>(new TableWorker()),
  language: { tableSets: (known) => client.worker.tableSets(known), onDidChange: (listener) => client.onDidChange(listener) },
  studio: studio.store,
  host: savingHost,
  ask: (spec) => studio.ask(spec),
  onBufferChange: (listener) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void loadEditorRuntime().then((runtime) => {
      if (!stopped) stop = runtime.buffers.onDidChange(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
});
table.start();
connectTable(studio, faces, table);
// Deck lists: the pool of cards comes from the language worker, the files through the host.
const decks = new DecksController({
  host,
  studio,
  pool: {
    deckPool: (game) => client.whenLoaded().then(() => client.worker.deckPool(game)),
    onDidChange: (listener) => client.onDidChange(listener),
  },
  backups: studioBackups,
});
decks.start();
registerDeckCommands(studio, faces, decks);
faces.store.subscribe(() => decks.setShown(faces.state.view === 'decks'));
language.onDidRenameCard(({ path, from, to }) => {
  const set = studio.state.workspace?.sets.find((s) => path.startsWith(`${s.path}/`));
  if (set) void decks.renameCard(set.game, set.set, from, to);
});
// The simulation: its games are played on a pool of workers, one per core the machine offers
// (at most four), each started when a run first needs it.
const simulation = new SimulationController({
  sets: table,
  files: { host: savingHost, ask: (spec) => studio.ask(spec), inform: (text, kind) => studio.inform(text, kind) },
  openCard: (id, name) =>
    openCard(
      {
        workspace: () => studio.state.workspace,
        setFaces: (folder) => client.whenLoaded().then(() => client.worker.setFaces(folder)),
        reveal: async (path, range) => {
          faces.setView('editor');
          await language.reveal(path, range);
        },
      },
      id,
      name,
    ),
  pool: new SimPool(() => {
    const worker = new SimulationWorker();
    const remote = wrap<SimWorker>(worker);
    return { play: (job, from, to) => remote.play(job, from, to), summarize: (job, part) => remote.summarize(job, part), terminate: () => worker.terminate() };
  }, Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2))),
});
simulation.start();
registerSimulationCommands(studio, faces, simulation);
// Saved tables, replays and reports deleted from the explorer; a table loaded from one forgets it.
const savedDeletion = new SavedDeletion({
  host,
  workspace: { root: () => studio.state.workspace?.root ?? null, subscribe: studio.store.subscribe },
  ask: (spec) => studio.ask(spec),
  inform: (text, kind) => studio.inform(text, kind),
  refreshListing: () => studio.refreshTree(),
  onDeleted: (path) => table.forgetSavedFile(path),
});
savedDeletion.start();
studio.registerPart({
  hasUnsavedChanges: () => decks.hasUnsavedChanges(),
  flush: () => decks.flush(),
  // Undo and Redo reach the deck while the deck builder is shown, the card editor otherwise.
  undo: () => faces.state.view === 'decks' && decks.undo(),
  redo: () => faces.state.view === 'decks' && decks.redo(),
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <StudioContext value={studio}>
      <LanguageContext value={language}>
        <FacesContext value={faces}>
          <TableContext value={table}>
            <DecksContext value={decks}>
              <SimulationContext value={simulation}>
                <SavedDeletionContext value={savedDeletion}>
                  <App />
                </SavedDeletionContext>
              </SimulationContext>
            </DecksContext>
          </TableContext>
        </FacesContext>
      </LanguageContext>
    </StudioContext>
  </StrictMode>,
);
void studio.start();

// The studio's page: the welcome screen, or the workbench around an open workspace.
import { useMemo } from 'react';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { usePageGuards } from '../hooks/usePageGuards';
import { useShortcuts } from '../hooks/useShortcuts';
import { Breadcrumb } from './Breadcrumb';
import { CommandPalette } from './CommandPalette';
import { DialogHost } from './Dialog';
import { EditorPane } from './EditorPane';
import { ProblemsPanel } from './ProblemsPanel';
import { Sidebar } from './Sidebar';
import { SidePane } from './SidePane';
import { StatusBar } from './StatusBar';
import { Tabs } from './Tabs';
import { TopBar } from './TopBar';
import { Welcome } from './Welcome';
import { Gallery } from './faces/Gallery';
import { ViewSwitch } from './faces/ViewSwitch';
import { useFaces } from '../faces/hooks';
import { DecksView } from '../decks/components/DecksView';
import { TableView } from '../table/view/TableView';
import { SimulationView } from '../simulate/components/SimulationView';

/** The table, with the card at the editor's cursor for god mode's "put from the editor". */
function TableArea() {
  const preview = useFaces((state) => state.preview);
  const editorCard = preview.kind === 'card' ? { id: preview.face.id, name: preview.face.name } : preview.kind === 'broken' && preview.last ? { id: preview.last.id, name: preview.last.name } : null;
  const id = editorCard?.id ?? null;
  const name = editorCard?.name ?? null;
  const card = useMemo(() => (id && name ? { id, name } : null), [id, name]);
  return <TableView editorCard={card} />;
}

export function App() {
  const phase = useStudio((state) => state.phase);
  const modal = useStudio((state) => state.dialog !== null || state.palette);
  useShortcuts();
  usePageGuards();
  return (
    <>
      {/* Behind an open dialog or the palette the page takes neither focus nor clicks. */}
      <div className="app" inert={modal}>
        <TopBar />
        {phase === 'workspace' ? <Workbench /> : phase === 'welcome' ? <Welcome /> : phase === 'unavailable' ? <Unavailable /> : <Starting />}
        <StatusBar />
      </div>
      <CommandPalette />
      <DialogHost />
    </>
  );
}

function Workbench() {
  const view = useFaces((state) => state.view);
  // Only the editor has the preview of the card under its cursor beside it. The gallery (its card
  // picked, large), the table (its zoom) and the deck builder (the card pointed at) show their
  // own cards, and take the width, as the simulation's plots do.
  const ownPreview = view !== 'editor';
  return (
    <div className={`workbench ${ownPreview ? 'wide' : ''}`}>
      <Sidebar />
      <div className="center">
        <ViewSwitch />
        {/* The editor stays mounted behind the gallery: its view, cursor and undo survive. */}
        <div className="center-view" id="view-editor" role="tabpanel" aria-labelledby="view-tab-editor" hidden={view !== 'editor'}>
          <Tabs />
          <Breadcrumb />
          <EditorPane />
        </div>
        {view === 'gallery' ? (
          <div className="center-view gallery-view" id="view-gallery" role="tabpanel" aria-labelledby="view-tab-gallery">
            <Gallery />
          </div>
        ) : null}
        {view === 'table' ? (
          <div className="center-view table-view" id="view-table" role="tabpanel" aria-labelledby="view-tab-table">
            <TableArea />
          </div>
        ) : null}
        {view === 'decks' ? (
          <div className="center-view decks-view" id="view-decks" role="tabpanel" aria-labelledby="view-tab-decks">
            <DecksView />
          </div>
        ) : null}
        {view === 'simulation' ? (
          <div className="center-view simulate-view" id="view-simulation" role="tabpanel" aria-labelledby="view-tab-simulation">
            <SimulationView />
          </div>
        ) : null}
        <ProblemsPanel />
      </div>
      {ownPreview ? null : <SidePane />}
    </div>
  );
}

function Starting() {
  return (
    <main className="starting" aria-busy="true">
      <p className="muted">Opening the studio…</p>
    </main>
  );
}

function Unavailable() {
  const studio = useStudioController();
  const reason = useStudio((state) => state.unavailableReason);
  return (
    <main className="welcome">
      <div className="welcome-panel narrow" role="alert">
        <h1>The studio cannot reach its host</h1>
        <p className="welcome-error">{reason}</p>
        <p className="muted">
          In a browser, open the address printed by <code>npm run web</code> (it ends with <code>#token=…</code>). On the desktop, restart Cardwright.
        </p>
        <div className="button-row">
          <button type="button" className="button primary" onClick={() => void studio.connect()}>
            Try again
          </button>
        </div>
      </div>
    </main>
  );
}

// The first screen without a workspace: open or create one by folder, or pick a recent one.
import { type FormEvent, useId, useState } from 'react';
import { lastFolderName } from '../state/names';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { FolderOpenIcon, LogoMark } from './icons';
import { WelcomeExample } from './WelcomeExample';

export function Welcome() {
  const studio = useStudioController();
  const recent = useStudio((state) => state.recent);
  const error = useStudio((state) => state.welcomeError);
  const busy = useStudio((state) => state.busy);
  const nativeDialogs = useStudio((state) => state.info?.nativeDialogs ?? false);
  const [folder, setFolder] = useState('');
  const [name, setName] = useState('');
  const folderId = useId();
  const nameId = useId();
  const defaultName = lastFolderName(folder);

  const open = (event?: FormEvent): void => {
    event?.preventDefault();
    void studio.openWorkspace(folder);
  };

  const choose = async (): Promise<void> => {
    const chosen = await studio.chooseFolder('open');
    if (chosen) setFolder(chosen);
  };

  return (
    <main className="welcome" data-testid="welcome">
      <div className="welcome-panel">
        <header className="welcome-header">
          <LogoMark className="welcome-logo" />
          <div>
            <h1>Cardwright</h1>
            <p className="muted">Write cards, check them, play them on a sandbox table.</p>
          </div>
        </header>

        <WelcomeExample />

        <form className="welcome-form" onSubmit={open}>
          <label htmlFor={folderId}>Workspace folder</label>
          <div className="input-row">
            <input
              id={folderId}
              data-testid="workspace-path"
              type="text"
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              placeholder="/home/me/card-games"
              spellCheck={false}
              autoComplete="off"
              autoFocus
            />
            {nativeDialogs ? (
              <button type="button" className="button" onClick={() => void choose()} disabled={busy}>
                <FolderOpenIcon /> Choose folder…
              </button>
            ) : null}
          </div>

          <label htmlFor={nameId}>
            Name <span className="muted">(for a new workspace)</span>
          </label>
          <input
            id={nameId}
            type="text"
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={defaultName || 'My card games'}
            autoComplete="off"
          />

          <div className="button-row">
            <button type="submit" className="button primary" data-testid="open-workspace" disabled={busy}>
              Open
            </button>
            <button type="button" className="button" data-testid="create-workspace" disabled={busy} onClick={() => void studio.createWorkspace(folder, name)}>
              Create
            </button>
          </div>
          {error ? (
            <p className="welcome-error" role="alert" data-testid="welcome-error">
              {error}
            </p>
          ) : null}
        </form>

        <section className="recent">
          <h2>Recent workspaces</h2>
          {recent.length === 0 ? (
            <p className="muted">None yet. Workspaces you open appear here.</p>
          ) : (
            <ul>
              {recent.map((path) => (
                <li key={path}>
                  <button type="button" className="recent-item" data-testid="recent-workspace" title={path} disabled={busy} onClick={() => void studio.openWorkspace(path)}>
                    <span className="recent-name">{lastFolderName(path) || path}</span>
                    <span className="recent-path">{path}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

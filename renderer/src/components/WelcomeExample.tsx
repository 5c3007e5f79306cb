// The newcomer's way in: "Open an example" copies the bundled Four Souls and Stak Bots sets
// into a folder of their own (in Documents unless they name another) and opens a card.
import { useId, useState } from 'react';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { FolderOpenIcon } from './icons';
import './welcome-example.css';

export function WelcomeExample() {
  const studio = useStudioController();
  const busy = useStudio((state) => state.busy);
  const nativeDialogs = useStudio((state) => state.info?.nativeDialogs ?? false);
  const [folder, setFolder] = useState('');
  const [copying, setCopying] = useState(false);
  const titleId = useId();
  const folderId = useId();

  const open = async (): Promise<void> => {
    setCopying(true);
    try {
      await studio.openExample(folder);
    } finally {
      setCopying(false);
    }
  };

  const choose = async (): Promise<void> => {
    const chosen = await studio.chooseFolder('create');
    if (chosen) setFolder(chosen);
  };

  return (
    <section className="welcome-example" aria-labelledby={titleId}>
      <div className="welcome-example-text">
        <h2 id={titleId}>New to Cardwright?</h2>
        <p className="muted">
          Start from an example: the Four Souls base set and the Stak Bots starter set, with their scenarios, copied into a workspace of your own
          {folder.trim() === '' ? ' in Documents/Cardwright Examples' : ''}.
        </p>
      </div>
      <button type="button" className="button primary welcome-example-button" disabled={busy} onClick={() => void open()}>
        Open an example
      </button>
      {copying ? (
        <p className="welcome-example-status muted" role="status">
          Copying the example sets…
        </p>
      ) : null}
      <details className="welcome-example-where">
        <summary>Copy it somewhere else</summary>
        <label htmlFor={folderId}>Example folder</label>
        <div className="input-row">
          <input id={folderId} type="text" value={folder} onChange={(event) => setFolder(event.target.value)} placeholder="/home/me/card-examples" spellCheck={false} autoComplete="off" />
          {nativeDialogs ? (
            <button type="button" className="button" onClick={() => void choose()} disabled={busy}>
              <FolderOpenIcon /> Choose folder…
            </button>
          ) : null}
        </div>
        <small className="muted">An empty or new folder becomes the workspace; in any other, a new “Cardwright Examples” folder is made.</small>
      </details>
    </section>
  );
}

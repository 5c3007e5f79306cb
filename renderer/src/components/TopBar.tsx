// The title strip: the app, the open workspace, and the few actions that are not in the tree.
import { shortcutOf } from '../../../electron/shared/commands';
import { isMacPlatform } from '../app/shortcuts';
import { useStudio, useStudioController } from '../hooks/useStudio';
import { FolderOpenIcon, LogoMark } from './icons';

export function TopBar() {
  const studio = useStudioController();
  const workspace = useStudio((state) => state.workspace);
  const dirtyCount = useStudio((state) => state.files.files.filter((file) => file.dirty).length);
  const mac = isMacPlatform(useStudio((state) => state.info?.platform ?? '') || navigator.userAgent);
  const key = (command: Parameters<typeof shortcutOf>[0]) => shortcutOf(command, mac);
  return (
    <header className="top-bar">
      <span className="brand">
        <LogoMark />
        <span className="brand-name">Cardwright</span>
      </span>
      {workspace ? (
        <>
          <span className="top-separator">/</span>
          <span className="workspace-name" data-testid="workspace-name" title={workspace.root}>
            {workspace.name}
          </span>
          <span className="top-spacer" />
          <button type="button" className="button ghost small" disabled={dirtyCount === 0} title={`Save all (${key('save-all')})`} onClick={() => void studio.command('save-all', 'page')}>
            Save all{dirtyCount > 0 ? ` (${dirtyCount})` : ''}
          </button>
          <button type="button" className="button ghost small" data-testid="open-other-workspace" title={`Open another workspace (${key('open-workspace')})`} onClick={() => void studio.command('open-workspace', 'page')}>
            <FolderOpenIcon /> Open…
          </button>
        </>
      ) : (
        <span className="top-spacer" />
      )}
      <button type="button" className="button ghost small" title={`Every command, by name (${key('command-palette')})`} aria-label="Show all commands" aria-keyshortcuts={key('command-palette').replace('Ctrl', 'Control')} onClick={() => void studio.command('command-palette', 'page')}>
        Commands
      </button>
    </header>
  );
}

// Page-level duties: warn before closing with unsaved changes, write pending backups and the
// workspace's layout when the page goes away, apply the zoom, and keep the window title informative.
import { useEffect } from 'react';
import { baseName } from '../../../electron/shared/paths';
import { useStudio, useStudioController } from './useStudio';

export function usePageGuards(): void {
  const studio = useStudioController();
  const zoom = useStudio((state) => state.zoom);
  const active = useStudio((state) => state.files.active);
  const workspaceName = useStudio((state) => state.workspace?.name ?? null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      studio.flushBackups();
      studio.flushLayout();
      if (!studio.hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onPageHide = (): void => {
      studio.flushBackups();
      studio.flushLayout();
    };
    const onHidden = (): void => {
      if (document.visibilityState !== 'hidden') return;
      studio.flushBackups();
      studio.flushLayout();
    };
    // Coming back from another program is when files are most likely to have changed.
    const onFocus = (): void => void studio.checkOpenFilesOnDisk();
    window.addEventListener('focus', onFocus);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('focus', onFocus);
    };
  }, [studio]);

  useEffect(() => {
    document.documentElement.style.setProperty('--zoom', String(zoom));
  }, [zoom]);

  useEffect(() => {
    const parts = [active ? baseName(active) : null, workspaceName, 'Cardwright'].filter((part): part is string => part !== null);
    document.title = parts.join(' — ');
  }, [active, workspaceName]);
}

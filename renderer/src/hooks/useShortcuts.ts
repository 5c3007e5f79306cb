// Routes the page's keyboard shortcuts to the studio, before the editor or the browser acts.
import { useEffect } from 'react';
import { availableIn, isMacPlatform, shortcutCommand } from '../app/shortcuts';
import { useStudio, useStudioController } from './useStudio';

export function useShortcuts(): void {
  const studio = useStudioController();
  const platform = useStudio((state) => state.info?.platform ?? '');
  useEffect(() => {
    const isMac = isMacPlatform(platform || navigator.userAgent);
    const onKeyDown = (event: KeyboardEvent): void => {
      const command = shortcutCommand(event, isMac);
      if (!command) return;
      // The browser's own meaning (save page, open file) never applies to the studio.
      event.preventDefault();
      event.stopPropagation();
      // Without a workspace only zooming and the palette mean something.
      if (!availableIn(command, studio.state.phase)) return;
      void studio.command(command, 'keyboard');
    };
    // Capture phase: the editor would otherwise see (and for some keys swallow) them first.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [studio, platform]);
}

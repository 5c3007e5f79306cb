// Access to the studio controller and to slices of its state from components.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Studio } from '../app/studio';
import type { StudioState } from '../app/types';

export const StudioContext = createContext<Studio | null>(null);

export function useStudioController(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudioController must be used inside <StudioContext value={studio}>');
  return studio;
}

/**
 * A slice of the studio state; the component re-renders only when the slice changes. The
 * selector must return something already in the state (or a primitive), not a new object.
 */
export function useStudio<T>(select: (state: StudioState) => T): T {
  const studio = useStudioController();
  return useSyncExternalStore(studio.store.subscribe, () => select(studio.store.get()));
}

// The explorer's deleting of saved files (app/saved-deletion.ts) and its state, for components.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SavedDeletion, SavedDeletionState } from '../app/saved-deletion';

export const SavedDeletionContext = createContext<SavedDeletion | null>(null);

export function useSavedDeletionController(): SavedDeletion {
  const controller = useContext(SavedDeletionContext);
  if (!controller) throw new Error('useSavedDeletionController must be used inside <SavedDeletionContext value={controller}>');
  return controller;
}

/** A slice of its state (something already in it, or a primitive). */
export function useSavedDeletion<T>(select: (state: SavedDeletionState) => T): T {
  const controller = useSavedDeletionController();
  return useSyncExternalStore(controller.store.subscribe, () => select(controller.store.get()));
}

// The explorer's deleting of saved files (app/saved-deletion.ts) and its state, for components.
import { partHooks } from '../hooks/part-hooks';
import type { SavedDeletion, SavedDeletionState } from '../app/saved-deletion';

const savedDeletionHooks = partHooks<SavedDeletion, SavedDeletionState>('SavedDeletionContext');

export const SavedDeletionContext = savedDeletionHooks.Context;
export const useSavedDeletionController = savedDeletionHooks.useController;
/** A slice of its state (something already in it, or a primitive). */
export const useSavedDeletion = savedDeletionHooks.useSlice;

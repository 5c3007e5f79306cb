// Access to the studio controller and to slices of its state from components.
import { partHooks } from './part-hooks';
import type { Studio } from '../app/studio';
import type { StudioState } from '../app/types';

const studioHooks = partHooks<Studio, StudioState>('StudioContext');

export const StudioContext = studioHooks.Context;
export const useStudioController = studioHooks.useController;
/**
 * A slice of the studio state; the component re-renders only when the slice changes. The
 * selector must return something already in the state (or a primitive), not a new object.
 */
export const useStudio = studioHooks.useSlice;

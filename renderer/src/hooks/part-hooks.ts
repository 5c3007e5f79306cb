// The hooks each part of the studio gives its components: a context holding the part's
// controller, the controller itself, and a slice of its state that re-renders the component only
// when the slice changes (the selector returns something already in the state, or a primitive).
import { createContext, useContext, useSyncExternalStore } from 'react';

type WithStore<S> = { readonly store: { subscribe(listener: () => void): () => void; get(): S } };

export function partHooks<C extends WithStore<S>, S>(context: string) {
  const Context = createContext<C | null>(null);
  function useController(): C {
    const controller = useContext(Context);
    if (!controller) throw new Error(`a part's hooks are used inside <${context} value={controller}>`);
    return controller;
  }
  function useSlice<T>(select: (state: S) => T): T {
    const controller = useController();
    return useSyncExternalStore(controller.store.subscribe, () => select(controller.store.get()));
  }
  return { Context, useController, useSlice };
}

// Access to the card language's features (worker client, problems, outline, settings) from components.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LanguageFeatures } from '../language/features';
import type { Store } from '../state/store';

export const LanguageContext = createContext<LanguageFeatures | null>(null);

export function useLanguage(): LanguageFeatures {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage must be used inside <LanguageContext value={language}>');
  return language;
}

/** A slice of one of the language's stores; the selector returns something already in the state (or a primitive). */
export function useLanguageStore<S, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

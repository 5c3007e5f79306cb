// The simulation's controller and state for components.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SimulationController, SimulationState } from './controller';

export const SimulationContext = createContext<SimulationController | null>(null);

export function useSimulationController(): SimulationController {
  const controller = useContext(SimulationContext);
  if (!controller) throw new Error('useSimulationController must be used inside <SimulationContext value={controller}>');
  return controller;
}

/** A slice of the simulation's state (something already in it, or a primitive). */
export function useSimulation<T>(select: (state: SimulationState) => T): T {
  const controller = useSimulationController();
  return useSyncExternalStore(controller.store.subscribe, () => select(controller.store.get()));
}

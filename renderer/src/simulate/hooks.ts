// The simulation's controller and state for components.
import { partHooks } from '../hooks/part-hooks';
import type { SimulationController, SimulationState } from './controller';

const simulationHooks = partHooks<SimulationController, SimulationState>('SimulationContext');

export const SimulationContext = simulationHooks.Context;
export const useSimulationController = simulationHooks.useController;
/** A slice of the simulation's state (something already in it, or a primitive). */
export const useSimulation = simulationHooks.useSlice;

// The simulation's commands, registered once with the studio (which routes the keyboard, the menu
// and the command palette to them).
import type { Studio } from '../app/studio';
import type { FacesController } from '../faces/controller';
import type { SimulationController } from './controller';

export function registerSimulationCommands(studio: Studio, faces: FacesController, simulation: SimulationController): () => void {
  const stops = [
    studio.registerCommand('toggle-simulation', () => faces.setView(faces.state.view === 'simulation' ? 'editor' : 'simulation')),
    // Shows the view too, so the run's progress and result are in sight.
    studio.registerCommand('run-simulation', () => {
      faces.setView('simulation');
      void simulation.run();
    }),
    studio.registerCommand('save-simulation-report', async () => {
      if (!simulation.state.result) {
        studio.inform('Run a simulation first: its result is what a report saves', 'warning');
        return;
      }
      await simulation.saveReport();
    }),
    studio.registerCommand('compare-simulation-report', async () => {
      faces.setView('simulation');
      await simulation.openReport();
    }),
    // Shows the view too: the report opened is shown as its result.
    studio.registerCommand('open-simulation-report', async () => {
      faces.setView('simulation');
      await simulation.viewReport();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

// A simulation worker: plays its share of a run's games off the page's thread.
import { expose } from 'comlink';
import { SimWorker } from './sim-worker';

expose(new SimWorker());

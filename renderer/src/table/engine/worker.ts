// The table's engine worker: the game runs here, so the page never waits on the rules.
import { expose } from 'comlink';
import bundled from 'virtual:cardwright/bundled-sets';
import { TableEngine } from './table-engine';

expose(new TableEngine(bundled));

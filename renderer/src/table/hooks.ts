// The table's controller and its state, for components.
import { partHooks } from '../hooks/part-hooks';
import type { TableController, TableState } from './controller';

const tableHooks = partHooks<TableController, TableState>('TableContext');

export const TableContext = tableHooks.Context;
export const useTableController = tableHooks.useController;
/** A slice of the table's state (something already in it, or a primitive). */
export const useTable = tableHooks.useSlice;

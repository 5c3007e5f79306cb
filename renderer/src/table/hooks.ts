// The table's controller and its state, for components.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { TableController, TableState } from './controller';

export const TableContext = createContext<TableController | null>(null);

export function useTableController(): TableController {
  const controller = useContext(TableContext);
  if (!controller) throw new Error('useTableController must be used inside <TableContext value={controller}>');
  return controller;
}

/** A slice of the table's state (something already in it, or a primitive). */
export function useTable<T>(select: (state: TableState) => T): T {
  const controller = useTableController();
  return useSyncExternalStore(controller.store.subscribe, () => select(controller.store.get()));
}

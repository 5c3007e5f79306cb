// What the command palette offers: the commands of the one table that mean something now, by
// "Category: Title", filtered by every word typed, in the table's order.
import { COMMANDS, COMMAND_IDS, type CommandId, type CommandSpec } from '../../../electron/shared/commands';
import { availableIn } from './shortcuts';

export type PaletteEntry = { id: CommandId; spec: CommandSpec; label: string };

export function paletteEntries(phase: string, query: string): PaletteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word !== '');
  return COMMAND_IDS.flatMap((id) => {
    const spec: CommandSpec = COMMANDS[id];
    if (spec.palette === false || !availableIn(id, phase)) return [];
    const label = `${spec.category}: ${spec.title}`;
    const lower = label.toLowerCase();
    return words.every((word) => lower.includes(word)) ? [{ id, spec, label }] : [];
  });
}

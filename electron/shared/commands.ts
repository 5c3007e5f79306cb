// Every studio command, once: its title, where it belongs, and its keys (in Electron's
// accelerator syntax). The application menu, the page's keyboard handling and the command
// palette all read this table, so a key is bound in one place and shown the same everywhere.

export type CommandCategory = 'File' | 'Edit' | 'View' | 'Go';

export type CommandSpec = {
  /** As the palette lists it. */
  title: string;
  category: CommandCategory;
  /** Its keys; the first is the one menus and the palette show. */
  keys?: readonly string[];
  /** The menu item's label, where it differs from the title. */
  menuLabel?: string;
  /**
   * false: the page leaves these keys to the focused field or editor, which has its own
   * meaning for them (undo and redo); the menu still takes them in the desktop app.
   */
  pageKeys?: boolean;
  /** false: not offered in the palette. */
  palette?: boolean;
  /** Offered, and its keys taken, only with a workspace open (default), or always. */
  when?: 'workspace' | 'always';
};

export const COMMANDS = {
  'command-palette': { title: 'Show All Commands', category: 'View', keys: ['CmdOrCtrl+Shift+P', 'F1'], menuLabel: 'Command Palette…', palette: false, when: 'always' },
  'new-file': { title: 'New File…', category: 'File', keys: ['CmdOrCtrl+Alt+N'], menuLabel: 'New File' },
  'new-set': { title: 'New Set…', category: 'File', keys: ['CmdOrCtrl+Alt+Shift+N'] },
  'open-workspace': { title: 'Open Workspace…', category: 'File', keys: ['CmdOrCtrl+O'] },
  save: { title: 'Save', category: 'File', keys: ['CmdOrCtrl+S'] },
  'save-all': { title: 'Save All', category: 'File', keys: ['CmdOrCtrl+Alt+S'] },
  'close-tab': { title: 'Close Tab', category: 'File', keys: ['CmdOrCtrl+Alt+W'] },
  // The Gallery, whose toolbar exports the cards shown as PNGs or a print sheet.
  export: { title: 'Export Cards (Gallery)…', category: 'File', keys: ['CmdOrCtrl+E'], menuLabel: 'Export…' },
  'export-set-json': { title: 'Export Set as JSON…', category: 'File', keys: ['CmdOrCtrl+Alt+E'] },
  'import-set-json': { title: 'Import Set JSON…', category: 'File', keys: ['CmdOrCtrl+Alt+I'] },
  'export-card-png': { title: 'Export Card Face as PNG', category: 'File' },
  undo: { title: 'Undo', category: 'Edit', keys: ['CmdOrCtrl+Z'], pageKeys: false, when: 'always' },
  redo: { title: 'Redo', category: 'Edit', keys: ['CmdOrCtrl+Shift+Z', 'CmdOrCtrl+Y'], pageKeys: false, when: 'always' },
  'format-document': { title: 'Format Document', category: 'Edit', keys: ['Shift+Alt+F'] },
  'new-card': { title: 'Insert New Card…', category: 'Edit', keys: ['CmdOrCtrl+Alt+C'] },
  'toggle-format-on-save': { title: 'Format on Save (On or Off)', category: 'Edit' },
  'show-problems': { title: 'Problems', category: 'View', keys: ['CmdOrCtrl+Shift+M'] },
  'toggle-gallery': { title: 'Gallery (or Back to the Editor)', category: 'View', keys: ['CmdOrCtrl+Alt+G'], menuLabel: 'Gallery' },
  // The sandbox table (renderer/src/table): a new one, a saved one, a replay opened there, and the table view.
  'new-table': { title: 'New Table…', category: 'File', keys: ['CmdOrCtrl+Alt+P'] },
  'load-table': { title: 'Load Table…', category: 'File' },
  'open-replay': { title: 'Open Replay at the Table…', category: 'File' },
  'show-table': { title: 'Table (or Back to the Editor)', category: 'View', keys: ['CmdOrCtrl+Alt+B'], menuLabel: 'Table' },
  'toggle-decks': { title: 'Deck Builder (or Back to the Editor)', category: 'View', keys: ['CmdOrCtrl+Alt+D'], menuLabel: 'Decks' },
  // Bot games played many times over (renderer/src/simulate): the view, and a run as set up there.
  'toggle-simulation': { title: 'Simulation (or Back to the Editor)', category: 'View', keys: ['CmdOrCtrl+Alt+R'], menuLabel: 'Simulation' },
  'run-simulation': { title: 'Run Simulation', category: 'View' },
  'save-simulation-report': { title: 'Save Simulation Report…', category: 'File' },
  'compare-simulation-report': { title: 'Compare Simulation with a Saved Report…', category: 'File' },
  'open-simulation-report': { title: 'Open Simulation Report…', category: 'File' },
  // The open deck (renderer/src/decks): asks first, and moves the file to a backup.
  'delete-deck': { title: 'Delete Deck…', category: 'File' },
  'focus-explorer': { title: 'Go to the Explorer', category: 'Go', keys: ['CmdOrCtrl+Shift+E'], menuLabel: 'Explorer' },
  'filter-files': { title: 'Filter Files in the Explorer', category: 'Go', keys: ['CmdOrCtrl+Alt+F'] },
  'focus-editor': { title: 'Go to the Editor', category: 'Go' },
  'zoom-in': { title: 'Zoom In', category: 'View', keys: ['CmdOrCtrl+=', 'CmdOrCtrl+Plus', 'CmdOrCtrl+numadd'], when: 'always' },
  'zoom-out': { title: 'Zoom Out', category: 'View', keys: ['CmdOrCtrl+-', 'CmdOrCtrl+numsub'], when: 'always' },
  'zoom-reset': { title: 'Actual Size', category: 'View', keys: ['CmdOrCtrl+0', 'CmdOrCtrl+num0'], when: 'always' },
} as const satisfies Record<string, CommandSpec>;

export type CommandId = keyof typeof COMMANDS;
export const COMMAND_IDS = Object.keys(COMMANDS) as [CommandId, ...CommandId[]];

export function commandSpec(id: CommandId): CommandSpec {
  return COMMANDS[id];
}

/** A command's key as the user reads it on this platform: `Ctrl+Alt+N`, `Cmd+Option+N`. */
export function keyLabel(accelerator: string, mac: boolean): string {
  const names: Record<string, string> = {
    CmdOrCtrl: mac ? 'Cmd' : 'Ctrl',
    Alt: mac ? 'Option' : 'Alt',
    Plus: '+',
    numadd: 'Num +',
    numsub: 'Num -',
    num0: 'Num 0',
  };
  return accelerator
    .split('+')
    .map((part) => names[part] ?? part)
    .join('+');
}

/** The key a command is known by (its first), as the user reads it; '' when it has none. */
export function shortcutOf(id: CommandId, mac: boolean): string {
  const first = (COMMANDS[id] as CommandSpec).keys?.[0];
  return first ? keyLabel(first, mac) : '';
}

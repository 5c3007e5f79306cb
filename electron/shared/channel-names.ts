// Channel and event names of the IPC contract without their schemas. The sandboxed preload
// needs only these names; importing the zod schemas would put all of zod into it.

/** Each request channel and the one function the renderer calls for it. */
export const channelMethods = {
  'app:info': 'appInfo',
  'workspace:recent': 'recentWorkspaces',
  'workspace:choose-folder': 'chooseFolder',
  'session:start': 'startSession',
  'workspace:open': 'openWorkspace',
  'workspace:create': 'createWorkspace',
  'workspace:open-example': 'openExample',
  'workspace:save-layout': 'saveLayout',
  'workspace:close': 'closeWorkspace',
  'workspace:snapshot': 'workspaceSnapshot',
  'set:create': 'createSet',
  'file:read': 'readFile',
  'file:write': 'writeFile',
  'file:create': 'createFile',
  'file:delete': 'deleteFile',
  'file:read-image': 'readImage',
  'export:write': 'writeExport',
  'export:print-pdf': 'printSheet',
  'set:export-json': 'exportSetJson',
  'set:import-json': 'importSetJson',
  'deck:read': 'readDeck',
  'deck:save': 'saveDeck',
  'deck:delete': 'deleteDeck',
  'saved:delete': 'deleteSaved',
  'saved:restore': 'restoreSaved',
} as const;

export type ChannelName = keyof typeof channelMethods;

/** Channels whose answer names the session the page works in from then on (null: none). */
export const sessionStartingChannels: readonly ChannelName[] = ['session:start', 'workspace:open', 'workspace:create', 'workspace:open-example'];
/** Channels after whose success the page has no session. */
export const sessionEndingChannels: readonly ChannelName[] = ['workspace:close'];

/** Events the host pushes to the renderer, and the subscription function for each. */
export const eventMethods = {
  onWorkspaceChanged: 'workspace:changed',
  onMenuCommand: 'menu:command',
} as const;

/** Name of the global the preload defines in the renderer. */
export const BRIDGE_GLOBAL = 'cardwright';

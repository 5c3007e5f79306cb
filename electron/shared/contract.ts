// The one contract between the studio's renderer and its host (Electron main process or the
// loopback web host). Each channel names a request schema, a response schema and the single
// function the renderer calls for it. Hosts validate every request against these schemas and
// reject anything else, including extra fields, with a typed error.
import { COMMAND_IDS } from './commands';
import { z } from 'zod';
import { BRIDGE_GLOBAL, channelMethods, eventMethods } from './channel-names';
import { hasControlCharacter, isSafeRelativePath } from './paths';
import { isWellFormedText } from './text';
import { DeckFile } from '../../engine/defs/deck-file';
import { SAVED_FILE_KINDS, SAVED_FILES, savedKindOf } from './saved-files';

export { BRIDGE_GLOBAL, channelMethods, eventMethods };

/** Largest text a file request may carry (a card source file is a few hundred kB at most). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Longest path, relative or absolute, a request may name. */
export const MAX_PATH_LENGTH = 1024;
/** Longest display name (workspace, set). */
export const MAX_NAME_LENGTH = 120;

const NOT_UNICODE = 'must be valid Unicode text (it holds half of a surrogate pair, which cannot be written as UTF-8)';

/** A path inside the open workspace, with forward slashes: `sets/stak-bots/core/bots.cards`. */
export const RelativePath = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .refine(isSafeRelativePath, { message: 'must be a relative path inside the workspace (no "..", no absolute path)' })
  .refine(isWellFormedText, { message: NOT_UNICODE });

/** A folder on the user's machine, chosen by the user to open or create a workspace in. */
export const FolderPath = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .refine((p) => !p.includes('\0'), { message: 'must not contain NUL characters' })
  .refine(isWellFormedText, { message: NOT_UNICODE });

/**
 * One window's (or browser tab's) hold on one open workspace, issued by the host. A session's
 * workspace never changes: opening another workspace ends the session and starts a new one.
 * The page never writes it: the preload and the web client send it with every request.
 */
export const SessionId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a session id issued by the host');
export type SessionId = z.infer<typeof SessionId>;

/** A game identifier as used in set folders: lowercase words joined by dashes. */
export const GameId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by dashes').max(64);
/** A set folder name: same shape as a game id. */
export const SetId = GameId;

export const DisplayName = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NAME_LENGTH)
  .refine((s) => !hasControlCharacter(s), { message: 'must not contain control characters' })
  .refine(isWellFormedText, { message: NOT_UNICODE });

/** Content hash of a file as the host last saw it; used to detect edits made outside the studio. */
export const FileVersion = z.string().regex(/^[0-9a-f]{64}$/);

export const FileEntry = z.object({
  path: RelativePath,
  size: z.number().int().nonnegative(),
});
export type FileEntry = z.infer<typeof FileEntry>;

/** A deck list in the workspace listing, with the name the deck gives itself (absent when its file does not say one). */
export const DeckEntry = FileEntry.extend({ name: z.string().optional() });
export type DeckEntry = z.infer<typeof DeckEntry>;

/** A table, replay or simulation report the studio saved (electron/shared/saved-files.ts), with when it was last written. */
export const SavedFileEntry = FileEntry.extend({
  kind: z.enum(SAVED_FILE_KINDS),
  /** Last written, in milliseconds since 1970 (the file system's clock). */
  modified: z.number().nonnegative(),
});
export type SavedFileEntry = z.infer<typeof SavedFileEntry>;

export const SetEntry = z.object({
  game: GameId,
  set: SetId,
  /** Folder of the set, relative to the workspace: `sets/<game>/<set>`. */
  path: RelativePath,
  name: z.string(),
  /**
   * What the user should know about the set, in readable form: a problem with its `set.json`,
   * files left out of the listing (unusable names, more than the listing limit).
   */
  problem: z.string().optional(),
  files: z.array(FileEntry),
});
export type SetEntry = z.infer<typeof SetEntry>;

export const WorkspaceSnapshot = z.object({
  /** Absolute folder of the workspace on the host. */
  root: z.string(),
  name: z.string(),
  sets: z.array(SetEntry),
  /** The workspace's deck lists: the `.deck.json` files under `decks/<game>/`. */
  decks: z.array(DeckEntry).optional(),
  /** The tables, replays and simulation reports saved in the workspace, newest first in each kind. */
  saved: z.array(SavedFileEntry).optional(),
  /** Problem with `cardwright.json`, if any; the workspace still opens read-write. */
  problem: z.string().optional(),
});
export type WorkspaceSnapshot = z.infer<typeof WorkspaceSnapshot>;

export const AppInfo = z.object({
  name: z.literal('Cardwright'),
  version: z.string(),
  host: z.enum(['electron', 'web']),
  platform: z.string(),
  /** Whether the host can show a native folder picker (Electron can, the web host cannot). */
  nativeDialogs: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const FileContent = z.object({
  path: RelativePath,
  content: z.string(),
  version: FileVersion,
});
export type FileContent = z.infer<typeof FileContent>;

export const FileWritten = z.object({ path: RelativePath, version: FileVersion });
export type FileWritten = z.infer<typeof FileWritten>;

/** Largest picture file:read-image reads (a card's art). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Largest part of an export one request carries, in base64 characters. */
export const MAX_EXPORT_PART_CHARS = 16 * 1024 * 1024;
/** Largest export file (all its parts). */
export const MAX_EXPORT_BYTES = 1024 * 1024 * 1024;
/** Largest face markup a print request carries per card, and the most cards it prints. */
export const MAX_PRINT_CARD_CHARS = 4 * 1024 * 1024;
export const MAX_PRINT_CARDS = 5000;

/** Picture files a card's art may be, by extension. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export const ImageType = z.enum(['image/png', 'image/jpeg', 'image/webp']);

/** A file the studio exports: under the workspace's `exports/` folder, a PNG or a PDF. */
export const ExportPath = RelativePath.refine((p) => /^exports\/(?:[^/]+\/)*[^/]+\.(?:png|pdf)$/.test(p), { message: 'must be a .png or .pdf file under exports/' });
const Base64 = z
  .string()
  .max(MAX_EXPORT_PART_CHARS, `must be at most ${MAX_EXPORT_PART_CHARS} characters`)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');

/** Most tabs, and explorer folders, a layout remembers. */
export const MAX_LAYOUT_TABS = 50;
export const MAX_LAYOUT_FOLDERS = 500;

/** A place in a file: 1-based line and column, as the editor counts them. */
export const TextPlace = z.object({ line: z.number().int().positive().max(10_000_000), column: z.number().int().positive().max(10_000_000) }).strict();
export type TextPlace = z.infer<typeof TextPlace>;

/**
 * How a window last left a workspace, so the next start looks the same: its tabs in order,
 * the one shown and the cursor in it, and the explorer's folders opened or closed by hand
 * (games and sets start open, folders inside sets closed).
 */
export const WorkspaceLayout = z
  .object({
    tabs: z.array(RelativePath).max(MAX_LAYOUT_TABS),
    active: RelativePath.nullable(),
    cursor: TextPlace.nullable(),
    opened: z.array(RelativePath).max(MAX_LAYOUT_FOLDERS),
    closed: z.array(RelativePath).max(MAX_LAYOUT_FOLDERS),
  })
  .strict();
export type WorkspaceLayout = z.infer<typeof WorkspaceLayout>;

/**
 * A workspace opened for one window: the session every later request names, its listing, and
 * how the workspace was last left (none for a workspace never laid out).
 */
export const WorkspaceSession = z.object({ session: SessionId, workspace: WorkspaceSnapshot, layout: WorkspaceLayout.optional() });
export type WorkspaceSession = z.infer<typeof WorkspaceSession>;

/** The example workspace, made and opened: where to show the newcomer a card first. */
export const ExampleSession = WorkspaceSession.extend({ start: TextPlace.extend({ path: RelativePath }) });
export type ExampleSession = z.infer<typeof ExampleSession>;

/** A problem with a set file, at its JSON path (`cards.3.stats.power`), or with a source, at `file:line:col`. */
export const SetProblem = z.object({ path: z.string(), message: z.string() });
export type SetProblem = z.infer<typeof SetProblem>;

/** What exporting a set as JSON did: written (where), cancelled in the save dialog, or refused for the set's errors. */
export const SetExportOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('exported'), path: z.string(), inWorkspace: z.boolean(), cards: z.number().int().nonnegative(), variants: z.number().int().nonnegative() }),
  z.object({ status: z.literal('cancelled') }),
  z.object({ status: z.literal('invalid'), problems: z.array(SetProblem) }),
]);
export type SetExportOutcome = z.infer<typeof SetExportOutcome>;

/** What importing a set file did: the set written as card-language source, or every problem of the file. */
export const SetImportOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('imported'),
    game: GameId,
    set: SetId,
    name: z.string(),
    path: RelativePath,
    files: z.array(RelativePath),
    cards: z.number().int().nonnegative(),
    variants: z.number().int().nonnegative(),
    replaced: z.boolean(),
  }),
  z.object({ status: z.literal('invalid'), problems: z.array(SetProblem) }),
]);
export type SetImportOutcome = z.infer<typeof SetImportOutcome>;

/** A deck list of the workspace: `decks/<game>/<name>.deck.json`. */
export const DECK_PATH_PATTERN = /^decks\/[a-z0-9]+(?:-[a-z0-9]+)*\/[^/]+\.deck\.json$/;
export const DeckPath = RelativePath.refine((p) => DECK_PATH_PATTERN.test(p), {
  message: 'must be a .deck.json file in a game folder under decks/ (decks/<game>/<name>.deck.json)',
});

/** A table, replay or simulation report the studio saved: `tables/<name>.table.json`… (saved-files.ts). */
export const SavedPath = RelativePath.refine((p) => savedKindOf(p) !== null, {
  message: `must be a saved file directly in its folder: ${Object.values(SAVED_FILES)
    .map(({ folder, suffix }) => `${folder}/<name>${suffix}`)
    .join(', ')}`,
});

/** Whether every string inside a value is well-formed Unicode (a deck's card names, its description). */
function textWellFormed(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (Array.isArray(value)) return value.every(textWellFormed);
  if (typeof value === 'object' && value !== null) return Object.entries(value).every(([key, v]) => isWellFormedText(key) && textWellFormed(v));
  return true;
}

/** A deck list as the page sends it to be saved: the deck file's schema, in well-formed text. */
export const DeckToSave = DeckFile.refine(textWellFormed, { message: NOT_UNICODE });

/** A deck list as read: the deck, or the problems that keep it from being one (each at its JSON path). */
export const DeckRead = z.object({
  path: DeckPath,
  version: FileVersion,
  /** The file's text, so that a broken deck can still be shown and mended by hand. */
  text: z.string(),
  deck: DeckFile.nullable(),
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type DeckRead = z.infer<typeof DeckRead>;

const Empty = z.object({}).strict();
const FileText = z
  .string()
  .max(MAX_FILE_BYTES, `must be at most ${MAX_FILE_BYTES} characters`)
  .refine(isWellFormedText, { message: NOT_UNICODE });

/**
 * What a channel needs of the session its request names:
 * - `none`: nothing (app-wide questions); a session sent along is ignored.
 * - `replaces`: opens a workspace; the session named, if any, ends once the new one is open.
 * - `required`: acts in the session's workspace; refused without a live session of the caller.
 */
export type SessionUse = 'none' | 'replaces' | 'required';

/**
 * Every request the renderer can make. `method` is the name of the function the preload (and
 * the web client) exposes for it, so each message has exactly one named function.
 */
export const channels = {
  'app:info': { method: channelMethods['app:info'], session: 'none', request: Empty, response: AppInfo },
  'workspace:recent': {
    method: channelMethods['workspace:recent'],
    session: 'none',
    request: Empty,
    response: z.object({ paths: z.array(z.string()) }),
  },
  'workspace:choose-folder': {
    method: channelMethods['workspace:choose-folder'],
    session: 'none',
    request: z.object({ purpose: z.enum(['open', 'create']) }).strict(),
    response: z.object({ path: z.string().nullable() }),
  },
  /**
   * The page's first request: continues the session it names (a reload) or starts one in the
   * workspace opened last. Null when there is none to open: the welcome screen.
   */
  'session:start': {
    method: channelMethods['session:start'],
    session: 'replaces',
    request: Empty,
    response: WorkspaceSession.nullable(),
  },
  'workspace:open': {
    method: channelMethods['workspace:open'],
    session: 'replaces',
    request: z.object({ path: FolderPath }).strict(),
    response: WorkspaceSession,
  },
  'workspace:create': {
    method: channelMethods['workspace:create'],
    session: 'replaces',
    request: z.object({ path: FolderPath, name: DisplayName }).strict(),
    response: WorkspaceSession,
  },
  /**
   * Copies the bundled example sets into a new workspace and opens it. `folder` null: a new
   * folder the host names under the user's documents folder; else a folder the user picked or
   * typed (used when missing or empty, else the new folder is made inside it).
   */
  'workspace:open-example': {
    method: channelMethods['workspace:open-example'],
    session: 'replaces',
    request: z.object({ folder: FolderPath.nullable() }).strict(),
    response: ExampleSession,
  },
  /** Remembers how the window leaves its workspace (tabs, cursor, explorer), for the next start. */
  'workspace:save-layout': {
    method: channelMethods['workspace:save-layout'],
    session: 'required',
    request: WorkspaceLayout,
    response: z.object({}),
  },
  /** Ends the session (the window went back to the welcome screen). */
  'workspace:close': { method: channelMethods['workspace:close'], session: 'required', request: Empty, response: z.object({}) },
  'workspace:snapshot': { method: channelMethods['workspace:snapshot'], session: 'required', request: Empty, response: WorkspaceSnapshot },
  'set:create': {
    method: channelMethods['set:create'],
    session: 'required',
    request: z.object({ game: GameId, set: SetId, name: DisplayName }).strict(),
    response: WorkspaceSnapshot,
  },
  'file:read': {
    method: channelMethods['file:read'],
    session: 'required',
    request: z.object({ path: RelativePath }).strict(),
    response: FileContent,
  },
  'file:write': {
    method: channelMethods['file:write'],
    session: 'required',
    request: z
      .object({
        path: RelativePath,
        content: FileText,
        /** The version the editor started from; the write is refused if the file changed since. */
        baseVersion: FileVersion.nullable(),
      })
      .strict(),
    response: FileWritten,
  },
  'file:create': {
    method: channelMethods['file:create'],
    session: 'required',
    request: z.object({ path: RelativePath, content: FileText }).strict(),
    response: FileWritten,
  },
  'file:delete': {
    method: channelMethods['file:delete'],
    session: 'required',
    request: z.object({ path: RelativePath }).strict(),
    response: z.object({ path: RelativePath }),
  },
  'file:read-image': {
    method: channelMethods['file:read-image'],
    session: 'required',
    request: z.object({ path: RelativePath }).strict(),
    response: z.object({ path: RelativePath, mime: ImageType, data: z.string() }),
  },
  /**
   * Writes an export in parts (the web host takes requests of a few MB): part 0 starts the
   * file, each next part adds to it, and the last one writes it atomically. Nothing is on disk
   * until then, so an export stopped half-way leaves no half file.
   */
  'export:write': {
    method: channelMethods['export:write'],
    session: 'required',
    request: z.object({ path: ExportPath, data: Base64, part: z.number().int().min(0).max(100_000), last: z.boolean() }).strict(),
    response: z.object({ path: ExportPath, bytes: z.number().int().nonnegative(), done: z.boolean() }),
  },
  /** A print sheet of card faces (SVG markup) as a PDF, printed by the desktop app (unsupported on the web host). */
  'export:print-pdf': {
    method: channelMethods['export:print-pdf'],
    session: 'required',
    request: z
      .object({
        path: ExportPath.refine((p) => p.endsWith('.pdf'), { message: 'must be a .pdf file' }),
        paper: z.enum(['a4', 'letter']),
        /** @font-face rules the faces use, inlined. */
        styles: z.string().max(MAX_PRINT_CARD_CHARS),
        cards: z.array(z.string().max(MAX_PRINT_CARD_CHARS)).min(1).max(MAX_PRINT_CARDS),
      })
      .strict(),
    response: z.object({ path: ExportPath, pages: z.number().int().positive(), bytes: z.number().int().nonnegative() }),
  },
  'set:export-json': {
    method: channelMethods['set:export-json'],
    session: 'required',
    request: z
      .object({
        /** The set folder: `sets/<game>/<set>`. */
        set: RelativePath,
        /** `exports`: into the workspace's exports/ folder; `choose`: where the user picks (a host with native dialogs). */
        destination: z.enum(['exports', 'choose']),
      })
      .strict(),
    response: SetExportOutcome,
  },
  'set:import-json': {
    method: channelMethods['set:import-json'],
    session: 'required',
    request: z
      .object({
        /** The set file's text, as picked or dropped in the page. */
        content: FileText,
        /** Replace a set of the same game and id that is already in the workspace. */
        replace: z.boolean(),
      })
      .strict(),
    response: SetImportOutcome,
  },
  /** Reads a deck list; a file that is no deck (bad JSON, schema, newer version) answers with its problems. */
  'deck:read': {
    method: channelMethods['deck:read'],
    session: 'required',
    request: z.object({ path: DeckPath }).strict(),
    response: DeckRead,
  },
  /**
   * Writes a deck list atomically in the deck file's own layout. `baseVersion` as for
   * file:write (a file changed since is refused with `conflict`); null creates a new deck and
   * refuses a name already taken (`already-exists`). The deck's game must be its folder's.
   */
  'deck:save': {
    method: channelMethods['deck:save'],
    session: 'required',
    request: z.object({ path: DeckPath, deck: DeckToSave, baseVersion: FileVersion.nullable() }).strict(),
    response: FileWritten,
  },
  /**
   * Deletes a deck list by moving its file aside, atomically, to `backup` (under
   * `decks/.deleted/<game>/`, which no listing shows), so nothing is lost: the page can put it
   * back and the user can find it. Refused with `conflict` if the file changed since `baseVersion`.
   */
  'deck:delete': {
    method: channelMethods['deck:delete'],
    session: 'required',
    request: z.object({ path: DeckPath, baseVersion: FileVersion }).strict(),
    response: z.object({ path: DeckPath, backup: RelativePath }),
  },
  /**
   * Deletes a saved table, replay or simulation report by moving its file aside, atomically, to
   * `backup`: `<folder>/.deleted/<name>.<yyyymmdd-hhmmss><suffix>` (UTC), which no listing shows.
   * Whatever the file holds goes there. A link is refused, as the listing never shows one.
   */
  'saved:delete': {
    method: channelMethods['saved:delete'],
    session: 'required',
    request: z.object({ path: SavedPath }).strict(),
    response: z.object({ path: SavedPath, backup: RelativePath }),
  },
  /**
   * Puts a deleted saved file back from the backup saved:delete answered, which is then gone.
   * Refused with `already-exists` if another file has taken its name meanwhile (the backup stays),
   * and with `invalid-request` for a backup that is not one of that file's.
   */
  'saved:restore': {
    method: channelMethods['saved:restore'],
    session: 'required',
    request: z.object({ path: SavedPath, backup: RelativePath }).strict(),
    response: z.object({ path: SavedPath }),
  },
} as const satisfies {
  [C in keyof typeof channelMethods]: { method: (typeof channelMethods)[C]; session: SessionUse; request: z.ZodType; response: z.ZodType };
};

export type Channels = typeof channels;
export type Channel = keyof Channels;
export const channelNames = Object.keys(channels) as Channel[];

export type RequestOf<C extends Channel> = z.input<Channels[C]['request']>;
export type ResponseOf<C extends Channel> = z.output<Channels[C]['response']>;
export type MethodOf<C extends Channel> = Channels[C]['method'];

/** Stable error codes a host may answer with. */
export const HostErrorCode = z.enum([
  'invalid-request', // the request did not match its schema
  'unknown-channel',
  'unauthorized', // the web host's token was missing or wrong
  'no-workspace', // a workspace request from a window that has no workspace open
  'session-closed', // the session named has ended (closed, replaced, expired, or the host restarted)
  'outside-workspace', // a path that resolves outside the workspace (symlink escape)
  'not-found',
  'already-exists',
  'not-a-workspace',
  'conflict', // the file changed on disk since the editor read it
  'too-large',
  'unsupported', // e.g. a native dialog on the web host
  'cancelled', // the user said no in a native dialog (opening a folder they typed)
  'io-error',
]);
export type HostErrorCode = z.infer<typeof HostErrorCode>;

export const HostError = z.object({
  code: HostErrorCode,
  message: z.string(),
  /** For invalid requests: which field, as a dotted path, and why. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type HostError = z.infer<typeof HostError>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: HostError };

/** The renderer-facing API: one async function per channel, plus event subscriptions. */
export type HostApi = {
  [C in Channel as MethodOf<C>]: (request: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;
} & HostEvents;

/** Commands the application menu sends to the renderer: any studio command (electron/shared/commands.ts). */
export const MenuCommand = z.enum(COMMAND_IDS);
export type MenuCommand = z.infer<typeof MenuCommand>;

/** Things the host tells the renderer without being asked. */
export const events = {
  'workspace:changed': z.object({ paths: z.array(RelativePath), structure: z.boolean() }),
  'menu:command': z.object({ command: MenuCommand }),
} as const;
export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;

export type Unsubscribe = () => void;
export type HostEvents = {
  [M in keyof typeof eventMethods]: (listener: (payload: EventPayload<(typeof eventMethods)[M]>) => void) => Unsubscribe;
};


/** Turns a zod failure into the typed error every host answers with. */
export function invalidRequest(channel: string, error: z.ZodError): HostError {
  return {
    code: 'invalid-request',
    message: `Invalid request for ${channel}: ${error.issues.map((i) => `${i.path.join('.') || '(request)'} ${i.message}`).join('; ')}`,
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  };
}

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name);
}

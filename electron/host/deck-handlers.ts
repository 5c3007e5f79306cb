// The host's handlers for deck lists (`decks/<game>/<name>.deck.json`): read one into a deck or
// its located problems, save one in the deck file's own layout, atomically and from the
// version the page read, like any file of the workspace, and delete one by moving it aside.
import { formatDeckFile, readDeckText } from '../../engine/defs/deck-file';
import type { FileContent, FileWritten } from '../shared/contract';
import { DELETED_FOLDER, backupPath, moveToBackup } from './deleted-files';
import { HostFailure } from './files';
import type { HandlerContext, Handlers } from './handlers';

/** The workspace's text files as the file channels read and write them (handlers.ts). */
export type TextFiles = {
  read: (context: HandlerContext, path: string) => Promise<FileContent>;
  /** Replaces the file if it is still `baseVersion` (null: whatever is there); `conflict` otherwise. */
  write: (context: HandlerContext, path: string, content: string, baseVersion: string | null) => Promise<FileWritten>;
  /** Creates the file; `already-exists` if the name is taken. */
  create: (context: HandlerContext, path: string, content: string) => Promise<FileWritten>;
  /**
   * Moves the file to `to` (a new name: never over another file) in one rename, if it is still
   * `baseVersion` (null: whatever it holds); `conflict` otherwise.
   */
  moveAside: (context: HandlerContext, path: string, baseVersion: string | null, to: string) => Promise<void>;
};

/** Where deleted decks go: under decks/ but in no game's folder, so no listing shows them. */
export const DELETED_DECKS_FOLDER = `decks/${DELETED_FOLDER}`;

/** The backup name of a deck deleted at `when`: `decks/.deleted/<game>/<name>.<yyyymmdd-hhmmss>.deck.json` (UTC). */
export function deletedDeckPath(path: string, when: Date, attempt = 0): string {
  const file = path.split('/').pop() ?? 'deck.deck.json';
  const stem = file.slice(0, -'.deck.json'.length);
  return backupPath(`${DELETED_DECKS_FOLDER}/${deckFolderGame(path)}`, stem, '.deck.json', when, attempt);
}

/** The game a deck path's folder names: `decks/<game>/…`. */
export function deckFolderGame(path: string): string {
  return path.split('/')[1] ?? '';
}

export function deckHandlers(files: TextFiles, now: () => Date = () => new Date()): Pick<Handlers, 'deck:read' | 'deck:save' | 'deck:delete'> {
  return {
    'deck:read': async ({ path }, context) => {
      const { content, version } = await files.read(context, path);
      const read = readDeckText(content);
      if (!read.ok) return { path, version, text: content, deck: null, problems: read.problems };
      const problems = read.value.game === deckFolderGame(path) ? [] : [{ path: 'game', message: `the deck is for ${read.value.game} but sits in decks/${deckFolderGame(path)}` }];
      return { path, version, text: content, deck: read.value, problems };
    },
    'deck:save': async ({ path, deck, baseVersion }, context) => {
      // The folder says the game: a deck saved elsewhere would be listed under the wrong one.
      if (deck.game !== deckFolderGame(path)) {
        throw new HostFailure('invalid-request', `A ${deck.game} deck is saved in decks/${deck.game}/, not in decks/${deckFolderGame(path)}/`);
      }
      const content = formatDeckFile(deck);
      return baseVersion === null ? files.create(context, path, content) : files.write(context, path, content, baseVersion);
    },
    'deck:delete': async ({ path, baseVersion }, context) => {
      const when = now();
      return { path, backup: await moveToBackup(files, context, path, baseVersion, (attempt) => deletedDeckPath(path, when, attempt)) };
    },
  };
}

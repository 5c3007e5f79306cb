// The file's first line: `game <name>` names a game the studio knows.
import type { File } from '../../syntax/ast';
import { reportUnknown, type Check, type CheckRegistry } from '../registry';

/** CW2001: the game is known. A file with no `game` line was reported by the parser (CW1007). */
export const checkGameKnown: Check<File> = (file, ctx) => {
  if (!file.game || ctx.games.has(file.game.text)) return;
  reportUnknown(ctx, 'CW2001', file.game, ctx.games.keys());
};

export const gameChecks: CheckRegistry = {
  file: [checkGameKnown],
};

// A replay file opened at the table: the replay played again (engine/table/replay.ts
// `playReplay`) with the definitions it carries, its sets known by the replay's own definitions
// (named as the workspace or the bundled set of that id names itself), and where it went astray
// said in a sentence. The table keeps the actions whose states matched: a replay that stops
// matching at action 31 opens after action 30, so what the table shows is what was recorded.
import { jsonSyntaxError } from '../../../../card-dsl/decompile/json-syntax';
import type { Game } from '../../../../engine/core/engine';
import { MATCH_FORMAT, MATCH_VERSION, Match } from '../../../../engine/core/match';
import type { ReplayFile } from '../../../../engine/defs';
import { playReplay, type ReplayFinding } from '../../../../engine/table/replay';
import { TABLE_SNAPSHOT_EVERY, type Origin } from '../../../../engine/table/table';
import type { Refusal } from '../model';
import { tableGames, type KnownSet, type SetCatalog } from './catalog';

export type OpenedReplay = {
  file: ReplayFile;
  /** The game the replay was set up with (before any reload). */
  game: Game;
  /** The replay's line, as far as it matched, at its end; its eras are the replay's reloads up to there. */
  match: Match;
  origin: Origin | null;
  /** The replay's sets, by their own definitions. */
  sets: KnownSet[];
  /** What the table says on opening it: how far it played, or where and how it went astray. */
  notice: string;
  /** It did not play as recorded (a state differs, or the rules refuse an action). */
  astray: boolean;
};

const actions = (n: number): string => `${n} action${n === 1 ? '' : 's'}`;

/** `name` is how the notice calls the file (its path in the workspace, or the name of a file chosen on disk). */
export function openReplay(text: string, name: string, known: SetCatalog): { ok: true; value: OpenedReplay } | Required<Refusal> {
  const syntax = jsonSyntaxError(text);
  if (syntax) return { ok: false, message: 'This is not a replay: its JSON is broken', problems: [{ path: `line ${syntax.line}, column ${syntax.column}`, message: syntax.message }] };
  const raw = JSON.parse(text) as unknown;
  if (typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === 'cardwright-table') {
    return { ok: false, message: 'This is a saved table, not a replay', problems: [{ path: 'format', message: 'a saved table (cardwright-table): open it with Load table' }] };
  }
  const played = playReplay(raw, tableGames, { snapshotEvery: TABLE_SNAPSHOT_EVERY });
  if (!played.ok) return { ok: false, message: `This replay cannot be opened (${played.problems.length === 1 ? 'a problem' : `${played.problems.length} problems`})`, problems: played.problems };
  const { file, game, eras, origin, finding, matched } = played;
  let match = played.match;
  if (match.length > matched) {
    // Played to the action whose state differs: the table keeps only the actions that matched.
    const kept = Match.fromJSON(game, { format: MATCH_FORMAT, version: MATCH_VERSION, game: file.game, config: match.config, actions: file.actions.slice(0, matched), at: matched }, { reloads: eras.filter((e) => e.at <= matched), snapshotEvery: TABLE_SNAPSHOT_EVERY, ...(origin ? { origin } : {}) });
    if (!kept.ok) return { ok: false, message: 'This replay cannot be opened (a problem)', problems: [{ path: '(file)', message: `its actions did not play again: ${kept.error.message}` }] };
    match = kept.match;
  }
  const sets: KnownSet[] = file.sets.map((set) => {
    const same = known.get(set.id);
    // Saved as a table, a replay's sets keep their definitions (as a workspace set's are kept).
    return { id: set.id, game: file.game, name: same?.name ?? set.id, source: 'workspace', cards: set.cards, variants: set.variants, broken: [], ...(same?.folder ? { folder: same.folder } : {}) };
  });
  return { ok: true, value: { file, game, match, origin, sets, notice: noticeOf(name, finding, matched), astray: finding.kind === 'mismatch' || finding.kind === 'refused' } };
}

/** What the table says on opening a replay: where and how it went astray, and what it kept. */
function noticeOf(name: string, finding: ReplayFinding, matched: number): string {
  const kept = (what: string) => (matched === 0 ? 'The table opens at its start' : `The table keeps the ${actions(matched)} ${what}`);
  switch (finding.kind) {
    case 'matched':
      return `Opened ${name} at the end of its line: ${actions(matched)}, each state as the replay recorded it`;
    case 'unchecked':
      return `Opened ${name} at the end of its line: ${actions(matched)} played; its hashes were taken before cards were numbered, so no state could be compared`;
    case 'refused':
      return `${name} went astray (at actions[${finding.action}]): ${finding.message}. ${kept('before it')}`;
    case 'mismatch':
      // The final hash differs after every action matched: the line is kept whole.
      if (finding.after === matched) return `${name} went astray (at hash): ${finding.message}, though the state after every action matched. ${kept('it holds')}`;
      return `${name} went astray (at hashes[${finding.after - 1}]): ${finding.message}. ${kept('that matched')}`;
  }
}

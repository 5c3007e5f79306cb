// `cardwright replay <file>...`: plays each replay file (`format: "cardwright-replay"`, exported
// from the table) again from its seed with the definitions it holds, and checks the state after
// every action against the hash the file holds. One line per file: `ok` with the final hash, or
// `FAIL` with where the replay went astray (the first action whose state differs, or the action
// the rules now refuse) or what is wrong with the file, located by its JSON path.
import { jsonSyntaxError } from '../../card-dsl/decompile/json-syntax';
import { scenarioGames } from '../../engine/scenario';
import { checkReplay, type ReplayCheck } from '../../engine/table/replay';
import { CliFileError, readText } from '../files';
import { parseOptions, UsageError } from '../options';
import { command } from './command';

/** A replay holds every definition it was played with; larger than this is refused rather than read. */
const MAX_REPLAY_BYTES = 64 * 1024 * 1024;

/** One file's outcome as the lines the command prints (the first says ok or FAIL). */
/** What checking one file found: `unchecked` when it played but had no hashes of this engine's states to compare. */
export type ReplayOutcome = { ok: boolean; unchecked?: boolean; lines: string[] };

export async function replayFile(file: string): Promise<ReplayOutcome> {
  let text: string;
  try {
    text = await readText(file, file, MAX_REPLAY_BYTES);
  } catch (error) {
    if (!(error instanceof CliFileError)) throw error;
    return { ok: false, lines: [`FAIL ${error.message}`] };
  }
  const syntax = jsonSyntaxError(text);
  if (syntax) return { ok: false, lines: [`FAIL ${file}:${syntax.line}:${syntax.column}: not JSON: ${syntax.message}`] };
  const raw = JSON.parse(text) as unknown;
  if (typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === 'cardwright-table') {
    return { ok: false, lines: [`FAIL ${file}: a saved table, not a replay: export a replay from the table (Table > Export replay)`] };
  }
  return report(file, checkReplay(raw, scenarioGames));
}

function report(file: string, check: ReplayCheck): ReplayOutcome {
  const played = (n: number) => `${n} action${n === 1 ? '' : 's'} replayed`;
  if (check.ok && !check.hashesChecked) return { ok: true, unchecked: true, lines: [`ok   ${file}: ${played(check.actions)}, final state ${check.hash}; its hashes were taken before cards were numbered and were not compared (export it again to check it hash by hash)`] };
  if (check.ok) return { ok: true, lines: [`ok   ${file}: ${played(check.actions)}, final state ${check.hash} as recorded`] };
  switch (check.kind) {
    case 'file':
      return { ok: false, lines: [`FAIL ${file}: not a replay Cardwright can play`, ...check.problems.map((p) => `     ${file}: ${p.path}: ${p.message}`)] };
    case 'refused':
      return { ok: false, lines: [`FAIL ${file}: actions[${check.action}]: ${check.message}`] };
    case 'mismatch':
      return { ok: false, lines: [`FAIL ${file}: ${check.after > 0 ? `hashes[${check.after - 1}]` : 'hash'}: ${check.message}`] };
  }
}

export const replay = command('replay', {
  summary: 'replay files exported from the table and check they end in the same state',
  usage: 'replay <file.replay.json>...',
  run: async (args, io) => {
    const parsed = parseOptions(args, {});
    if (parsed.positionals.length === 0) throw new UsageError('give the replay files to check');
    let failed = 0;
    let unchecked = 0;
    for (const file of parsed.positionals) {
      io.progress(`replaying ${file}`);
      const outcome = await replayFile(file);
      io.progress('');
      for (const line of outcome.lines) io.out(line);
      if (!outcome.ok) failed += 1;
      else if (outcome.unchecked) unchecked += 1;
    }
    const total = parsed.positionals.length;
    io.out(`${total - failed - unchecked} replayed as recorded, ${unchecked > 0 ? `${unchecked} played without hashes to compare, ` : ''}${failed} failed`);
    return failed > 0 ? 1 : 0;
  },
});

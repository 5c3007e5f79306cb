// The `cardwright` command: dispatches to the subcommands in cli/commands. Exit codes: 0 done,
// 1 the work found problems (or failed), 2 the command was called wrongly. Whatever goes wrong,
// the user sees one readable line, never a stack trace.
import { commands } from './commands';
import type { Command, Io } from './commands/types';
import { own } from './options';

function usage(table: Readonly<Record<string, Command>>): string {
  const width = Math.max(...Object.values(table).map((c) => c.usage.length));
  const lines = Object.values(table).map((c) => `  ${c.usage.padEnd(width)}   ${c.summary}`);
  return `Usage: cardwright <command>\n\nCommands:\n${lines.join('\n')}\n  ${'--version'.padEnd(width)}   print the version\n  ${'--help'.padEnd(width)}   print this help\n\nExit codes: 0 done, 1 problems found (or the work failed), 2 wrong use of the command.\n`;
}

/** One line about an error nobody expected: its kind and message, never its stack. */
export function unexpectedLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
  const line = text.replace(/\s+/g, ' ').trim().slice(0, 500);
  return `cardwright: unexpected error: ${line || 'unknown'} (please report it)`;
}

export async function run(
  argv: string[],
  out: (line: string) => void,
  err: (line: string) => void,
  progress: (line: string) => void = () => undefined,
  table: Readonly<Record<string, Command>> = commands,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    out(usage(table));
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    out(__CARDWRIGHT_VERSION__);
    return 0;
  }
  const found = own(table, name);
  if (!found) {
    err(`cardwright: unknown command "${name}" (commands: ${Object.keys(table).join(', ')}; see cardwright --help)`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out(`Usage: cardwright ${found.usage}\n\n${found.summary}`);
    return 0;
  }
  const io: Io = { out, err, progress };
  try {
    return await found.run(rest, io);
  } catch (error) {
    err(unexpectedLine(error));
    return 1;
  }
}

// Run only as the bundled command, not when a test imports this module.
if (process.argv[1] && /cardwright\.m?js$/.test(process.argv[1])) {
  // The last resort: an error that escapes everything else still ends in one line, exit 1.
  const fail = (error: unknown) => {
    process.stderr.write(`${unexpectedLine(error)}\n`);
    process.exit(1);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  // Output into a closed pipe (`cardwright check … | head`) is not an error of the command.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    fail(error);
  });
  // Output lines are written in batches (a junk file can have thousands of diagnostics); before
  // anything goes to stderr, what is waiting goes out, so the two stay in order on a terminal.
  let waiting: string[] = [];
  let size = 0;
  const flush = () => {
    if (waiting.length === 0) return;
    process.stdout.write(`${waiting.join('\n')}\n`);
    waiting = [];
    size = 0;
  };
  const out = (line: string) => {
    waiting.push(line);
    size += line.length;
    if (size > 64 * 1024) flush();
  };
  const err = (line: string) => {
    flush();
    process.stderr.write(`${line}\n`);
  };
  const progress = process.stderr.isTTY
    ? (line: string) => {
        flush();
        process.stderr.write(`\r\x1b[2K${line}`);
      }
    : () => undefined;
  run(process.argv.slice(2), out, err, progress).then((code) => {
    flush();
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
    process.exitCode = code;
  }, fail);
}

// The `cardwright` command: dispatches to the subcommands in cli/commands.
import { commands } from './commands';
import type { Io } from './commands/types';

function usage(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length));
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}   ${c.summary}`);
  return `Usage: cardwright <command>\n\nCommands:\n${lines.join('\n')}\n  ${'--version'.padEnd(width)}   print the version\n  ${'--help'.padEnd(width)}   print this help\n`;
}

export async function run(argv: string[], out: (line: string) => void, err: (line: string) => void, progress: (line: string) => void = () => undefined): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') {
    out(usage());
    return command === undefined ? 1 : 0;
  }
  if (command === '--version' || command === '-v') {
    out(__CARDWRIGHT_VERSION__);
    return 0;
  }
  const found = Object.prototype.hasOwnProperty.call(commands, command) ? commands[command] : undefined;
  if (!found) {
    err(`cardwright: unknown command "${command}"\n\n${usage()}`);
    return 2;
  }
  const io: Io = { out, err, progress };
  return found.run(rest, io);
}

// Run only as the bundled command, not when a test imports this module.
if (process.argv[1] && /cardwright\.m?js$/.test(process.argv[1])) {
  const progress = process.stderr.isTTY ? (line: string) => process.stderr.write(`\r\x1b[2K${line}`) : () => undefined;
  run(process.argv.slice(2), (line) => console.log(line), (line) => console.error(line), progress).then((code) => {
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
    process.exitCode = code;
  });
}

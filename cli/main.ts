// The `cardwright` command. Later issues add check, compile, export, test, sim and play; for
// now it creates workspaces, so a designer can start from the terminal as well as the studio.
import { resolve } from 'node:path';
import { createWorkspace } from '../electron/host/workspace';
import { HostFailure } from '../electron/host/files';

const USAGE = `Usage: cardwright <command>

Commands:
  init <folder> [--name <name>]   create a workspace (cardwright.json and sets/) in <folder>
  --version                       print the version
  --help                          print this help
`;

export async function run(argv: string[], out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') {
    out(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (command === '--version' || command === '-v') {
    out(__CARDWRIGHT_VERSION__);
    return 0;
  }
  if (command === 'init') {
    const nameAt = rest.indexOf('--name');
    const name = nameAt >= 0 ? rest[nameAt + 1] : undefined;
    const folder = rest.find((arg, i) => !arg.startsWith('--') && (nameAt < 0 || i !== nameAt + 1));
    if (!folder || (nameAt >= 0 && !name)) {
      err('cardwright init: give a folder, and a name after --name');
      return 2;
    }
    const absolute = resolve(folder);
    try {
      await createWorkspace(absolute, name ?? absolute.split(/[\\/]/).pop() ?? 'Workspace');
    } catch (error) {
      err(`cardwright init: ${error instanceof HostFailure ? error.message : String(error)}`);
      return 1;
    }
    out(`Created a workspace in ${absolute}`);
    return 0;
  }
  err(`cardwright: unknown command "${command}"\n\n${USAGE}`);
  return 2;
}

// Run only as the bundled command, not when a test imports this module.
if (process.argv[1] && /cardwright\.m?js$/.test(process.argv[1])) {
  run(process.argv.slice(2), (line) => console.log(line), (line) => console.error(line)).then((code) => {
    process.exitCode = code;
  });
}

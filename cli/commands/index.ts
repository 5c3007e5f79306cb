// Every `cardwright` subcommand, by name. Each lives in its own module.
import { check } from './check';
import { compile } from './compile';
import { fmt } from './fmt';
import { importCommand } from './import';
import { init } from './init';
import { record } from './record';
import { replay } from './replay';
import { sim } from './sim';
import { test } from './test';
import type { Command } from './types';

export const commands: Record<string, Command> = {
  check,
  compile,
  fmt,
  import: importCommand,
  init,
  record,
  replay,
  sim,
  test,
};

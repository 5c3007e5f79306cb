// Every `cardwright` subcommand, by name. Each lives in its own module.
import { init } from './init';
import { sim } from './sim';
import { test } from './test';
import type { Command } from './types';

export const commands: Record<string, Command> = {
  init,
  sim,
  test,
};

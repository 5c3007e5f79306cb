// Command-line options, read the same way by every command: node's parseArgs (strict: an
// unknown option, a missing value or a value given to a switch is refused), with its errors
// said in one line. A usage error is a UsageError; the command prints it and exits 2.
import { parseArgs } from 'node:util';

/** A mistake in how the command was called: printed as one line, exit code 2. */
export class UsageError extends Error {}

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

export type Parsed = {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
};

/** The option's name from one of parseArgs' messages ("Unknown option '--foo'…", "Option '-o, --out <value>' argument missing"). */
function optionIn(message: string): string {
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  return quoted.replace(/ <value>$/, '').split(', ').pop() ?? quoted;
}

export function parseOptions(args: string[], options: OptionSpec): Parsed {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    // An empty argument would resolve to the current folder: `fmt ""` must not format all of it.
    if (positionals.includes('')) throw new UsageError('an empty argument ("") names no file or folder');
    return { values: values as Parsed['values'], positionals };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = optionIn(message);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`unknown option ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      if (/does not take an argument/.test(message)) throw new UsageError(`${option} takes no value`);
      throw new UsageError(`${option} needs a value${/ambiguous/.test(message) ? ` (to give one that starts with "-", write ${option}=<value>)` : ''}`);
    }
    throw new UsageError(message.split('\n')[0]!);
  }
}

/** A string option given at most once (the last one wins otherwise, which hides a slip). */
export function single(parsed: Parsed, name: string): string | undefined {
  const value = parsed.values[name];
  if (Array.isArray(value)) {
    if (value.length > 1) throw new UsageError(`--${name} is given ${value.length} times; give it once`);
    return value[0] === undefined ? undefined : String(value[0]);
  }
  return typeof value === 'string' ? value : undefined;
}

export function flag(parsed: Parsed, name: string): boolean {
  return parsed.values[name] === true;
}

export function many(parsed: Parsed, name: string): string[] {
  const value = parsed.values[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/**
 * A whole number given to `option` (decimal, `1e3` too), from `min` to `max`; `range` says the
 * range in the words of what it counts ("Stak Bots takes 2 to 4 players"). A text that is not
 * a number at all says so.
 */
export function wholeNumber(text: string, option: string, min: number, max: number, range = `from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? NaN : Number(trimmed);
  if (Number.isNaN(value) || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) throw new UsageError(`${option}: "${text}" is not a number`);
  if (!Number.isInteger(value)) throw new UsageError(`${option}: ${trimmed} is not a whole number (${range})`);
  if (value < min || value > max) throw new UsageError(`${option}: ${trimmed} is out of range (${range})`);
  return value;
}

/** `record[key]` only when the record itself has it: `__proto__` or `constructor` are not names. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

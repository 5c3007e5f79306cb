// What is wrong with a set file, each problem located by its JSON path (`cards.3.stats.power`)
// and said in words a designer can act on: JSON syntax errors with their line and column, the
// set file schema's zod issues turned into sentences, and the definitions the card language
// cannot say.
import type { z } from 'zod';
import { hintText, suggest } from '../semantics/suggest';
import { jsonSyntaxError } from './json-syntax';

/** A problem with a set file: where (a dotted JSON path; `(file)` for the whole file) and what. */
export type SetProblem = { path: string; message: string };

/** A definition the card language cannot write, found while decompiling; caught per ability or card. */
export class DecompileError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export function fail(path: string, message: string): never {
  throw new DecompileError(path, message);
}

/** `cards.3` + `stats` -> `cards.3.stats`. */
export function at(path: string, ...keys: (string | number)[]): string {
  return [path, ...keys.map(String)].filter((part) => part !== '').join('.');
}

/** The problem of text that is not JSON, with the line and column where it stops being JSON. */
export function jsonSyntaxProblem(text: string, error: unknown): SetProblem {
  const found = jsonSyntaxError(text);
  if (found) return { path: '(file)', message: `not valid JSON at line ${found.line}, column ${found.column}: ${found.message}` };
  return { path: '(file)', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
}

type Issue = z.core.$ZodIssue;

/** Every zod issue as readable lines, each at the JSON path of the value it is about. */
export function schemaProblems(issues: readonly Issue[], input: unknown): SetProblem[] {
  const out: SetProblem[] = [];
  for (const issue of issues) out.push(...describeIssue(issue, [], input));
  return out.map((p) => ({ ...p, message: withContext(p, input) }));
}

function pathText(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(file)' : path.map(String).join('.');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key as string];
  }
  return value;
}

/** `the text "lots"`, `the number 1.5`, `a list`, `an object`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  const kind = (value as { kind?: unknown }).kind;
  return typeof kind === 'string' ? `an object of kind "${kind}"` : 'an object';
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  record: 'an object',
  literal: 'a fixed value',
};

function expectedText(expected: string): string {
  return EXPECTED[expected] ?? expected;
}

function describeIssue(issue: Issue, prefix: readonly PropertyKey[], input: unknown): SetProblem[] {
  const path = [...prefix, ...issue.path];
  const value = valueAt(input, path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return [{ path: pathText(path), message: `missing: expected ${expectedText(issue.expected)}` }];
      return [{ path: pathText(path), message: `expected ${expectedText(issue.expected)}, found ${describeValue(value)}` }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: pathText([...path, key]), message: 'unknown field: the set file format has no such field here' }));
    case 'invalid_union':
      return unionProblems(issue, path, input, value);
    case 'invalid_value': {
      const options = issue.values.map((v) => String(v));
      const hint = typeof value === 'string' ? hintText(suggest(value, options)) : '';
      if (options.length === 1) return [{ path: pathText(path), message: `must be ${JSON.stringify(issue.values[0])}, found ${describeValue(value)}` }];
      return [{ path: pathText(path), message: `${describeValue(value)} is not one of ${listed(options)}${hint}` }];
    }
    case 'too_small':
    case 'too_big':
      return [{ path: pathText(path), message: sizeMessage(issue, value) }];
    case 'invalid_key': {
      // A field name the record refuses (`stats`, a verb's `args`): said with the rule it breaks.
      const key = path[path.length - 1];
      const rule = issue.issues.find((inner) => inner.message.startsWith('must'))?.message ?? 'is not a valid name here';
      return [{ path: pathText(path), message: `the field name ${JSON.stringify(String(key))} ${rule}` }];
    }
    case 'invalid_format':
      return [{ path: pathText(path), message: `${describeValue(value)} ${issue.message.startsWith('must') ? issue.message : `is not valid (${issue.message})`}` }];
    default:
      return [{ path: pathText(path), message: issue.message }];
  }
}

function listed(options: readonly string[], max = 12): string {
  const shown = options.slice(0, max).join(', ');
  return options.length > max ? `${shown}, … (${options.length} in all)` : shown;
}

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, value: unknown): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const least = issue.code === 'too_small';
  switch (issue.origin) {
    case 'string':
      if (least && limit === 1) return 'must not be empty';
      return `must be at ${least ? 'least' : 'most'} ${limit} characters long (it has ${typeof value === 'string' ? value.length : '?'})`;
    case 'array':
      return `must have at ${least ? 'least' : 'most'} ${limit} item${limit === 1 ? '' : 's'} (it has ${Array.isArray(value) ? value.length : '?'})`;
    default:
      return `must be at ${least ? 'least' : 'most'} ${limit}, found ${describeValue(value)}`;
  }
}

/**
 * A value that matches no branch of a union. A discriminated union names the `kind` it did not
 * know; otherwise the branch that got furthest into the value tells what is wrong with it.
 */
function unionProblems(issue: Extract<Issue, { code: 'invalid_union' }>, path: PropertyKey[], input: unknown, value: unknown): SetProblem[] {
  const discriminator = (issue as { discriminator?: string }).discriminator;
  const options = (issue as { options?: unknown[] }).options;
  if (discriminator && Array.isArray(options)) {
    const found = valueAt(input, path);
    const names = options.map(String);
    if (found === undefined) return [{ path: pathText(path), message: `missing: expected one of ${listed(names)}` }];
    const hint = typeof found === 'string' ? hintText(suggest(found, names)) : '';
    return [{ path: pathText(path), message: `unknown ${discriminator} ${typeof found === 'string' ? `"${found}"` : describeValue(found)}${hint}; expected one of ${listed(names)}` }];
  }
  const branches = issue.errors.filter((branch) => branch.length > 0);
  // Every branch refused the value's type outright: say which types would do.
  if (branches.every((branch) => branch.every((i) => i.code === 'invalid_type' && i.path.length === 0))) {
    const expected = [...new Set(branches.flatMap((branch) => branch.map((i) => expectedText((i as { expected: string }).expected))))];
    return [{ path: pathText(path), message: `expected ${expected.join(' or ')}, found ${describeValue(value)}` }];
  }
  const depth = (branch: readonly Issue[]) => Math.max(...branch.map((i) => (i.code === 'invalid_type' && i.path.length === 0 ? -1 : i.path.length + (i.code === 'invalid_union' ? 1 : 0))));
  const best = [...branches].sort((a, b) => depth(b) - depth(a))[0];
  if (!best) return [{ path: pathText(path), message: `${describeValue(value)} is not valid here` }];
  return best.flatMap((inner) => describeIssue(inner, path, input));
}

/** The card or variant a problem lies in, named, so that a long list stays readable. */
function withContext(problem: SetProblem, input: unknown): string {
  const m = /^(cards|variants)\.(\d+)(\.|$)/.exec(problem.path);
  if (!m) return problem.message;
  const name = valueAt(input, [m[1]!, Number(m[2])]) as { name?: unknown } | undefined;
  return typeof name?.name === 'string' && name.name !== '' ? `${problem.message} (in "${name.name}")` : problem.message;
}

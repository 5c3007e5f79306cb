// Reads V8's tick log (`node --prof --no-short-builtin-calls`) of a bench bundle: where the time
// goes between the program's compiled code, V8's built-in code (property lookups by key, hash
// tables, copies) and its C++ runtime (garbage collection, dictionaries), and which of the
// program's functions call the built-ins that cost most. The CPU profile (cpu-profile.mjs)
// counts a built-in's time in the line that called it, so a lookup by string key in a hash
// table looks like time on that line; here it has its name. `--no-short-builtin-calls` keeps
// the built-ins at the addresses the log names them at (with short calls V8 runs copies the
// log does not list). Not a bench itself: the benches that profile import it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sourceLocator } from './cpu-profile.mjs';

/** The node binary's functions by address (for ticks in V8's C++ runtime), read once with `nm`. */
function nativeSymbols() {
  let text;
  try {
    text = execFileSync('nm', ['-C', '--defined-only', process.execPath], { encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch {
    return []; // no nm: C++ time is shown as unnamed
  }
  const symbols = [];
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]+) [tTwW] (.*)$/.exec(line);
    if (match) symbols.push([parseInt(match[1], 16), match[2]]);
  }
  return symbols.sort((a, b) => a[0] - b[0]);
}

/** The last entry of sorted `[start, …]` rows at or below `address`, or -1. */
function below(rows, address) {
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid][0] <= address) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * `log` is the path of an isolate log, `bundle` the bundle's file (its map beside it as
 * `<file>.map`) to name the program's functions by source file and line. Returns the ticks
 * counted, shares by kind of code, the top built-ins and C++ functions, and for each of the
 * `callersOf` top built-ins the program's functions that called it.
 */
export function summariseTicks(log, bundle, { top = 25, callersOf = 6 } = {}) {
  const { where } = sourceLocator(bundle);
  const codes = [];
  const ticks = [];
  let nativeRange = null;
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const fields = line.split(',');
    if (fields[0] === 'code-creation' && fields.length > 6) {
      const start = parseInt(fields[4], 16);
      const size = Number(fields[5]);
      if (Number.isFinite(start) && Number.isFinite(size)) codes.push([start, size, fields[1], fields.slice(6).join(',')]);
    } else if (fields[0] === 'tick') {
      ticks.push(fields);
    } else if (fields[0] === 'shared-library' && fields[1] === process.execPath) {
      // (The binary is listed once per mapped part: its code is the span of them all.)
      const start = parseInt(fields[2], 16);
      const end = parseInt(fields[3], 16);
      nativeRange = nativeRange === null ? [start, end] : [Math.min(nativeRange[0], start), Math.max(nativeRange[1], end)];
    }
  }
  codes.sort((a, b) => a[0] - b[0]);
  const natives = nativeSymbols();
  /** Where a JS function is written: `advance engine/core/machine.ts:16`, through the bundle's map. */
  const located = new Map();
  const jsName = (text) => {
    let name = located.get(text);
    if (name !== undefined) return name;
    // The log names code `name url:line:column`, 1-based.
    const match = /^[*~^]?(\S*) (.*):(\d+):(\d+)/.exec(text);
    if (match) {
      const place = where({ url: match[2], lineNumber: Number(match[3]) - 1, columnNumber: Number(match[4]) - 1 });
      name = `${match[1] || '(anonymous)'} ${place.file}:${place.line}`;
    } else name = text.split(',')[0];
    located.set(text, name);
    return name;
  };
  const codeAt = (address) => {
    const i = below(codes, address);
    if (i >= 0 && address < codes[i][0] + codes[i][1]) return codes[i];
    return null;
  };
  const whatAt = (address) => {
    const code = codeAt(address);
    if (code) {
      if (code[2] === 'Builtin' || code[2] === 'BytecodeHandler') return { kind: 'built-in', name: code[3] };
      if (code[2] === 'JS' || code[2] === 'Eval') return { kind: 'program', name: jsName(code[3]) };
      return { kind: 'other', name: `${code[2]} ${code[3]}` };
    }
    if (nativeRange && address >= nativeRange[0] && address < nativeRange[1]) {
      const i = below(natives, address);
      return { kind: 'C++', name: i >= 0 ? natives[i][1].slice(0, 100) : '(unnamed)' };
    }
    return { kind: 'other', name: '(outside the code the log names)' };
  };
  const byKind = new Map();
  const byName = new Map();
  const callers = new Map();
  for (const fields of ticks) {
    const what = whatAt(parseInt(fields[1], 16));
    byKind.set(what.kind, (byKind.get(what.kind) ?? 0) + 1);
    const key = `${what.kind}\u0000${what.name}`;
    byName.set(key, (byName.get(key) ?? 0) + 1);
    if (what.kind !== 'built-in') continue;
    // The first of the program's functions on the tick's stack called it.
    let caller = '(not the program)';
    for (let i = 6; i < fields.length; i += 1) {
      const frame = codeAt(parseInt(fields[i], 16));
      if (frame && (frame[2] === 'JS' || frame[2] === 'Eval')) {
        caller = jsName(frame[3]);
        break;
      }
    }
    let of = callers.get(what.name);
    if (!of) callers.set(what.name, (of = new Map()));
    of.set(caller, (of.get(caller) ?? 0) + 1);
  }
  const total = ticks.length;
  const percent = (n) => (100 * n) / total;
  const sorted = (counts) => [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const entries = sorted(byName).map(([key, n]) => {
    const [kind, name] = key.split('\u0000');
    return { kind, name, percent: percent(n) };
  });
  const builtins = entries.filter((e) => e.kind === 'built-in').slice(0, top);
  return {
    ticks: total,
    kinds: sorted(byKind).map(([kind, n]) => ({ kind, percent: percent(n) })),
    builtins,
    native: entries.filter((e) => e.kind === 'C++').slice(0, top),
    program: entries.filter((e) => e.kind === 'program').slice(0, top),
    callers: builtins.slice(0, callersOf).map((b) => ({ builtin: b.name, percent: b.percent, callers: sorted(callers.get(b.name) ?? new Map()).slice(0, 8).map(([name, n]) => ({ name, percent: percent(n) })) })),
  };
}

/** Prints a summary from `summariseTicks` under a tag. */
export function printTicks(tag, summary) {
  const pct = (p) => `${p.toFixed(1).padStart(5)}%`;
  console.log(`${tag}: ${summary.ticks.toLocaleString('en-US')} ticks by kind of code: ${summary.kinds.map((k) => `${k.kind} ${k.percent.toFixed(1)}%`).join(', ')}`);
  console.log(`${tag}: V8's built-in code (top ${summary.builtins.length})`);
  for (const e of summary.builtins) console.log(`  ${pct(e.percent)}  ${e.name}`);
  console.log(`${tag}: V8's C++ runtime (top ${summary.native.length})`);
  for (const e of summary.native) console.log(`  ${pct(e.percent)}  ${e.name}`);
  console.log(`${tag}: the program's compiled code, self (top ${summary.program.length})`);
  for (const e of summary.program) console.log(`  ${pct(e.percent)}  ${e.name}`);
  for (const c of summary.callers) {
    console.log(`${tag}: who calls ${c.builtin} (${c.percent.toFixed(1)}%)`);
    for (const e of c.callers) console.log(`  ${pct(e.percent)}  ${e.name}`);
  }
}

// Reads a V8 CPU profile (`node --cpu-prof`) of a bench bundle back to the project's sources:
// time of its own (self) and with what it calls (inclusive) by function, and self time by
// source file and by source line. Positions in the bundle are mapped through its source map
// (esbuild keeps the functions' names). Not a bench itself: the benches that profile import it.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO } from './browser.mjs';

/** V8's own entries, which are not functions of the program. */
const SPECIAL = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/**
 * `profile` is the parsed .cpuprofile, `bundle` the bundle's file (its map beside it as
 * `<file>.map`). Times are shares of the busy samples (everything but idle), in percent.
 * Options: `within(frame)` keeps only the samples with such a function on their stack (the
 * measured part of a run, without its start); `concernOf(frame)` names what a function is for,
 * or null: each sample counts for the innermost function on its stack that has a concern, else
 * for the file it is in. A frame is `{ name, file, line }`.
 */
/**
 * Where code of a bench bundle is written, through the bundle's map (`<file>.map` beside it):
 * `where({ url, lineNumber, columnNumber })` (0-based, as V8 gives them) answers
 * `{ file: 'engine/core/machine.ts', line: 14 }` (1-based), or the script for code outside it;
 * with the map, the bundle's URL and the map's folder for readers that map lines themselves.
 */
export function sourceLocator(bundle) {
  const map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
  const bundleUrl = `file://${bundle}`;
  const mapDir = dirname(bundle);
  const located = new Map();
  const where = (frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    let place = located.get(key);
    if (place) return place;
    if (frame.url === bundleUrl || frame.url === bundle) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
      const source = entry?.originalSource ? resolve(mapDir, entry.originalSource.replace(/^file:\/\//, '')) : null;
      place = source ? { file: relative(REPO, source), line: entry.originalLine + 1 } : { file: '(bundle)', line: frame.lineNumber + 1 };
    } else if (frame.url) {
      const path = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
      place = { file: path.startsWith('node:') ? path : relative(REPO, path), line: frame.lineNumber + 1 };
    } else place = { file: '(native)', line: 0 };
    located.set(key, place);
    return place;
  };
  return { where, map, bundleUrl, mapDir };
}

export function summariseProfile(profile, bundle, { within = () => true, concernOf = () => null } = {}) {
  /** Where a profile node's function is written: `engine/core/machine.ts:14`, or its script. */
  const { where, map, bundleUrl, mapDir } = sourceLocator(bundle);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const nameOf = (node) => {
    const f = node.callFrame;
    if (SPECIAL.has(f.functionName)) return { key: f.functionName, name: f.functionName, file: '', line: 0 };
    const place = where(f);
    const name = f.functionName || '(anonymous)';
    return { key: `${name} ${place.file}:${place.line}`, name, file: place.file, line: place.line };
  };
  const self = new Map();
  const inclusive = new Map();
  const byFile = new Map();
  const byConcern = new Map();
  let busy = 0;
  let gc = 0;
  const stackOf = (id) => {
    const frames = [];
    for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nameOf(nodes.get(at)));
    return frames;
  };
  for (const id of profile.samples) {
    const node = nodes.get(id);
    const me = nameOf(node);
    if (me.key === '(idle)') continue;
    const stack = stackOf(id);
    // Garbage collection has no stack of its own: it counts wherever it falls.
    if (me.key !== '(garbage collector)' && !stack.some((frame) => !SPECIAL.has(frame.key) && within(frame))) continue;
    busy += 1;
    if (me.key === '(garbage collector)') gc += 1;
    self.set(me.key, { ...me, samples: (self.get(me.key)?.samples ?? 0) + 1 });
    if (me.file) byFile.set(me.file, (byFile.get(me.file) ?? 0) + 1);
    // Each function on the stack once, however deep it recurses.
    const seen = new Set();
    let concern = me.key === '(garbage collector)' ? 'garbage collection' : null;
    for (const frame of stack) {
      concern ??= SPECIAL.has(frame.key) ? null : concernOf(frame);
      if (SPECIAL.has(frame.key) || seen.has(frame.key)) continue;
      seen.add(frame.key);
      inclusive.set(frame.key, { ...frame, samples: (inclusive.get(frame.key)?.samples ?? 0) + 1 });
    }
    concern ??= me.file ? `other, in ${me.file}` : 'other';
    byConcern.set(concern, (byConcern.get(concern) ?? 0) + 1);
  }
  // Self time by source line: V8 counts each node's samples by the line of the bundle they hit.
  const bundleLines = readFileSync(bundle, 'utf8').split('\n');
  const sourceLines = new Map();
  const textOf = (file, line) => {
    if (!sourceLines.has(file)) {
      try {
        sourceLines.set(file, readFileSync(resolve(REPO, file), 'utf8').split('\n'));
      } catch {
        sourceLines.set(file, []);
      }
    }
    return (sourceLines.get(file)[line - 1] ?? '').trim();
  };
  const byLine = new Map();
  for (const node of profile.nodes) {
    if (!node.positionTicks || !(node.callFrame.url === bundleUrl || node.callFrame.url === bundle)) continue;
    if (!stackOf(node.id).some((frame) => !SPECIAL.has(frame.key) && within(frame))) continue;
    for (const { line, ticks } of node.positionTicks) {
      const text = bundleLines[line - 1] ?? '';
      const entry = map.findEntry(line - 1, Math.max(0, text.length - text.trimStart().length));
      if (!entry?.originalSource || entry.generatedLine !== line - 1) continue;
      const file = relative(REPO, resolve(mapDir, entry.originalSource.replace(/^file:\/\//, '')));
      const key = `${file}:${entry.originalLine + 1}`;
      const known = byLine.get(key) ?? { file, line: entry.originalLine + 1, function: node.callFrame.functionName || '(anonymous)', samples: 0 };
      known.samples += ticks;
      byLine.set(key, known);
    }
  }
  const share = (samples) => (100 * samples) / Math.max(1, busy);
  const ranked = (table) => [...table.values()].sort((a, b) => b.samples - a.samples).map((e) => ({ ...e, percent: share(e.samples) }));
  return {
    samples: busy,
    gcPercent: share(gc),
    self: ranked(self),
    inclusive: ranked(inclusive),
    lines: ranked(byLine).map((e) => ({ ...e, text: textOf(e.file, e.line) })),
    files: [...byFile].sort((a, b) => b[1] - a[1]).map(([file, samples]) => ({ file, samples, percent: share(samples) })),
    concerns: [...byConcern].sort((a, b) => b[1] - a[1]).map(([concern, samples]) => ({ concern, samples, percent: share(samples) })),
  };
}

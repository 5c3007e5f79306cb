// Baselines of the card language: each test/dsl-baselines/<name>.cards (or each folder
// <name>/ of .cards files, checked as one set) is parsed and checked, and everything reported
// is compared with <name>.diagnostics, one line per diagnostic:
//   `line:col code severity message`   (a folder: `file.cards:line:col code severity message`)
// with 1-based lines and columns, parser diagnostics and checker diagnostics in position order.
// CARDWRIGHT_ACCEPT_BASELINES=1 rewrites the expected files from what is reported now; review
// the diff before committing it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vocabulary as stakBots } from '../engine/games/stak-bots/vocabulary';
import type { Diagnostic } from '../card-dsl/diagnostics/catalog';
import { cardId } from '../card-dsl/compile/ids';
import { check } from '../card-dsl/semantics/checker';
import { checkNamesInScope, type ScopeSet } from '../card-dsl/semantics/scope';
import { parse } from '../card-dsl/syntax/parser';

const folder = fileURLToPath(new URL('./dsl-baselines/', import.meta.url));
const accept = process.env.CARDWRIGHT_ACCEPT_BASELINES === '1';
const games = new Map([[stakBots.game, stakBots]]);

/**
 * A baseline: one file, or a folder of files checked as one set; a folder's `scope/` holds the
 * files of another set of the game in scope (for names two sets share, CW2030).
 */
type Baseline = { name: string; files: { path: string; source: string }[]; prefixPaths: boolean; scope?: ScopeSet };

function baselines(): Baseline[] {
  const out: Baseline[] = [];
  for (const entry of readdirSync(folder).sort()) {
    const full = join(folder, entry);
    if (statSync(full).isDirectory()) {
      const files = readdirSync(full)
        .filter((f) => f.endsWith('.cards'))
        .sort()
        .map((f) => ({ path: f, source: readFileSync(join(full, f), 'utf8') }));
      const scopeDir = join(full, 'scope');
      const scope = existsSync(scopeDir) ? scopeSet(readdirSync(scopeDir).filter((f) => f.endsWith('.cards')).map((f) => readFileSync(join(scopeDir, f), 'utf8'))) : undefined;
      out.push({ name: entry, files, prefixPaths: true, ...(scope ? { scope } : {}) });
    } else if (entry.endsWith('.cards')) {
      out.push({ name: entry.slice(0, -'.cards'.length), files: [{ path: entry, source: readFileSync(full, 'utf8') }], prefixPaths: false });
    }
  }
  return out;
}

/** Another set in scope, `stak-bots/scope`, from its sources' card names. */
function scopeSet(sources: string[]): ScopeSet {
  const cards = sources.flatMap((source) => parse(source).file.decls.flatMap((d) => (d.type === 'card' ? [{ name: d.name.text, id: cardId('stak-bots', 'scope', d.name.text) }] : [])));
  return { id: 'stak-bots/scope', game: 'stak-bots', cards };
}

/** 1-based line and column (in UTF-16 units, as the editor counts) of an offset. */
function position(source: string, offset: number): string {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return `${line}:${offset - (before.lastIndexOf('\n') + 1) + 1}`;
}

/** Everything reported for a baseline, as the lines of its .diagnostics file. */
function report(baseline: Baseline): string[] {
  const parsed = baseline.files.map((f) => ({ ...f, ...parse(f.source) }));
  const found: { path: string; diagnostic: Diagnostic; order: number }[] = [];
  for (const f of parsed) for (const diagnostic of f.diagnostics) found.push({ path: f.path, diagnostic, order: 0 });
  for (const d of check(parsed, { games })) found.push({ ...d, order: 1 });
  if (baseline.scope) for (const d of checkNamesInScope(parsed, 'stak-bots', 'stak-bots/baselines', [baseline.scope])) found.push({ ...d, order: 1 });
  const index = (path: string) => parsed.findIndex((f) => f.path === path);
  // By file, position, then the parser before the checker; the sort is stable beyond that.
  found.sort((a, b) => index(a.path) - index(b.path) || a.diagnostic.range.start - b.diagnostic.range.start || a.order - b.order);
  return found.map(({ path, diagnostic: d }) => {
    const source = parsed[index(path)]!.source;
    const at = baseline.prefixPaths ? `${path}:${position(source, d.range.start)}` : position(source, d.range.start);
    return `${at} ${d.code} ${d.severity} ${d.message}`;
  });
}

const all = baselines();

describe('dsl baselines', () => {
  it('has baselines', () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it.each(all.map((b) => [b.name, b] as const))('%s', (name, baseline) => {
    const expectedPath = join(folder, `${name}.diagnostics`);
    const actual = report(baseline).map((line) => `${line}\n`).join('');
    if (accept) {
      writeFileSync(expectedPath, actual);
      return;
    }
    expect(existsSync(expectedPath), `${name}.diagnostics is missing: run with CARDWRIGHT_ACCEPT_BASELINES=1 to write it`).toBe(true);
    expect(actual).toBe(readFileSync(expectedPath, 'utf8').replace(/\r\n/g, '\n'));
  });
});

// The bundled .cards sources are written in the canonical layout (`cardwright fmt` leaves
// them alone) and check without errors or warnings.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { format } from '../card-dsl/compile/format';
import { findCardFiles, readSourceSets, build } from '../cli/card-sets';

const root = join(__dirname, '..');
const files = (await findCardFiles([join(root, 'sets')])).files;

describe('bundled card sources', () => {
  it('exist', () => {
    expect(files.map((f) => relative(root, f))).toContain(join('sets', 'stak-bots', 'starter', 'starter.cards'));
    expect(readdirSync(join(root, 'sets', 'stak-bots', 'starter'))).not.toContain('cards.json');
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s is formatted', (_, file) => {
    const result = format(readFileSync(file, 'utf8'));
    expect(result.text === null ? result.reason : result.changed).toBe(false);
  });

  it('check without errors or warnings', async () => {
    for (const set of await readSourceSets(files, root)) {
      expect(set.problems).toEqual([]);
      const found = build(set).diagnostics.filter((d) => d.diagnostic.severity !== 'info');
      expect(found.map((d) => `${d.path}: ${d.diagnostic.code} ${d.diagnostic.message}`)).toEqual([]);
    }
  });

  // The designer examples are what docs/dsl.md quotes: not even a note may stand against them.
  it('the designer examples check with no diagnostic at all, and are marked as examples', async () => {
    const sets = (await readSourceSets(files, root)).filter((s) => s.manifest.set === 'examples');
    expect(sets.map((s) => s.manifest.game).sort()).toEqual(['destiny', 'four-souls', 'smash-up', 'stak-bots']);
    for (const set of sets) {
      expect(set.manifest.examples).toBe(true);
      expect(build(set).diagnostics.map((d) => `${d.path}: ${d.diagnostic.code} ${d.diagnostic.message}`)).toEqual([]);
    }
  });
});

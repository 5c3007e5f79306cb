import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSet, type SetManifest } from '../project';
import { generatedSet } from '../testing/generate';
import { LineIndex } from './positions';
import { LanguageService } from './service';

const manifest: SetManifest = { game: 'stak-bots', set: 'test', name: 'Test' };
const starter = readFileSync(join(__dirname, '../../sets/stak-bots/starter/starter.cards'), 'utf8');

/** What buildSet reports for the same files, as code@start-end per path (messages may name lines). */
function expected(files: Record<string, string>): Record<string, string[]> {
  const built = buildSet(Object.entries(files).map(([path, text]) => ({ path, text })), manifest);
  const out: Record<string, string[]> = Object.fromEntries(Object.keys(files).map((p) => [p, []]));
  for (const d of built.diagnostics) out[d.path]?.push(`${d.diagnostic.code}@${d.diagnostic.range.start}-${d.diagnostic.range.end}`);
  for (const list of Object.values(out)) list.sort();
  return out;
}

function actual(ls: LanguageService, paths: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of paths) {
    const lines = new LineIndex(ls.getText(p));
    out[p] = ls
      .diagnostics(p)
      .map((d) => `${d.code}@${lines.offsetAt(d.range.start)}-${lines.offsetAt(d.range.end)}`)
      .sort();
  }
  return out;
}

describe('diagnostics', () => {
  it('says of the starter set what buildSet says', () => {
    const ls = new LanguageService();
    ls.openDocument('sets/stak-bots/starter/starter.cards', starter, manifest);
    expect(actual(ls, ['sets/stak-bots/starter/starter.cards'])).toEqual(expected({ 'sets/stak-bots/starter/starter.cards': starter }));
    // Cards with no abilities and no text are pointed out (info).
    expect(ls.diagnostics('sets/stak-bots/starter/starter.cards').find((d) => d.code === 'CW4001')).toMatchObject({ severity: 'info', range: { start: { line: 6, character: 4 } } });
  });

  it('reports parse, check and compile diagnostics in editor positions', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', 'game stak-bots\nbot "A" rank 1 powr 3 {\n  entry: draw a card\n  entry: @\n}\n', manifest);
    const found = ls.diagnostics('s/a.cards');
    const stat = found.find((d) => d.code === 'CW2003')!;
    expect(stat).toMatchObject({ severity: 'error', range: { start: { line: 1, character: 15 }, end: { line: 1, character: 19 } }, suggestion: 'power' });
    expect(stat.message).toContain('did you mean "power"');
    expect(found.some((d) => d.code === 'CW1004')).toBe(true); // the scanner's unknown character
  });

  it('says what buildSet says, file by file', () => {
    const files = {
      's/a.cards': `game stak-bots\n${starter.split('\n').slice(2).join('\n')}`,
      's/b.cards': 'game stak-bots\nbot "Gearhead" rank 2 power 3 {}\nbot "Odd" rank 99 powr 1 {\n  entry: drawz a card\n  when this flew: draw a card\n}\nbot "Broken" rank 1 power 1 {\n  entry: deal to\n}\n',
      's/c.cards': 'game stak-bots\nbot "Cog-Crawler" rank 1 power 1 {\n  entry: scrap the top card of your stak\n}\nvariant "House rule" {\n  rule: draw a card\n}\n',
    };
    const ls = new LanguageService();
    for (const [path, text] of Object.entries(files)) ls.openDocument(path, text, manifest);
    const paths = Object.keys(files);
    expect(actual(ls, paths)).toEqual(expected(files));
    expect(actual(ls, paths)['s/b.cards']).toContain(`CW2010@${files['s/b.cards'].indexOf('"Gearhead"')}-${files['s/b.cards'].indexOf('"Gearhead"') + 10}`);
  });

  it('shows a junk file\'s first 1,000 problems and a count, as buildSet does, also after an edit', () => {
    const files = { 's/junk.cards': `game stak-bots\nbot "A" rank 1 power 1 {\n  entry: draw a card\n}\n${'@ ~ '.repeat(3000)}\n` };
    const ls = new LanguageService();
    ls.openDocument('s/junk.cards', files['s/junk.cards'], manifest);
    expect(actual(ls, ['s/junk.cards'])).toEqual(expected(files));
    const shown = ls.diagnostics('s/junk.cards');
    expect(shown).toHaveLength(1001);
    expect(shown.at(-1)).toMatchObject({ code: 'CW0001', severity: 'error' });
    ls.updateDocument('s/junk.cards', { start: 20, end: 20, text: '@' });
    expect(actual(ls, ['s/junk.cards'])).toEqual(expected({ 's/junk.cards': ls.getText('s/junk.cards') }));
  });

  it('after edits, still says what buildSet says of the new text', () => {
    const text = `game stak-bots\n${starter.split('\n').slice(2).join('\n')}`;
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', text, manifest);
    ls.openDocument('s/b.cards', 'game stak-bots\nbot "Other" rank 1 power 1 {\n  entry: draw a card\n}\n', manifest);
    ls.diagnostics('s/a.cards');
    const edits: [string, string][] = [
      ['rank 1 power 2 copies 3 designer-chosen {}', 'rank 1 powr 2 copies 3 designer-chosen {}'], // a misspelt stat
      ['entry: draw a card\n}', 'entry: drawz a card\n}'], // an unknown effect
      ['"Gearhead"', '"Other"'], // a name taken in another file
      ['"Other"', '"Gearhead"'], // and back
      ['rank 1 powr 2', 'rank 1 power 2'], // fixed
    ];
    for (const [from, to] of edits) {
      const current = ls.getText('s/a.cards');
      const at = current.indexOf(from);
      expect(at).toBeGreaterThanOrEqual(0);
      ls.updateDocument('s/a.cards', { start: at, end: at + from.length, text: to });
      const files = { 's/a.cards': ls.getText('s/a.cards'), 's/b.cards': ls.getText('s/b.cards') };
      expect(actual(ls, Object.keys(files))).toEqual(expected(files));
    }
  });

  it('sees a duplicate name across files, and its end when the other file closes', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', 'game stak-bots\nbot "Twin" rank 1 power 1 {\n  entry: draw a card\n}\n', manifest);
    ls.openDocument('s/b.cards', 'game stak-bots\nbot "Twin" rank 1 power 1 {\n  entry: draw a card\n}\n', manifest);
    expect(ls.diagnostics('s/b.cards').map((d) => d.code)).toEqual(['CW2010']);
    expect(ls.diagnostics('s/b.cards')[0]!.message).toContain('s/a.cards:2');
    ls.closeDocument('s/a.cards');
    expect(ls.diagnostics('s/b.cards')).toEqual([]);
  });

  it('warns of a card named like a card of another set of its game in the workspace (CW2030), as check does', () => {
    const ls = new LanguageService();
    const bot = (name: string) => `game stak-bots\nbot "${name}" rank 1 power 1 {\n  entry: draw a card\n}\n`;
    ls.setManifest('sets/stak-bots/mine', { game: 'stak-bots', set: 'mine', name: 'Mine' });
    ls.setManifest('sets/stak-bots/yours', { game: 'stak-bots', set: 'yours', name: 'Yours' });
    ls.setManifest('sets/four-souls/other', { game: 'four-souls', set: 'other', name: 'Other' });
    ls.openDocument('sets/stak-bots/mine/a.cards', bot('Gearhead'));
    ls.openDocument('sets/stak-bots/yours/b.cards', bot('gearhead'));
    ls.openDocument('sets/four-souls/other/c.cards', 'game four-souls\nloot "Gearhead" {\n  play: loot 1\n}\n');
    const warning = ls.diagnostics('sets/stak-bots/mine/a.cards');
    expect(warning).toEqual([
      {
        code: 'CW2030',
        severity: 'warning',
        range: { start: { line: 1, character: 4 }, end: { line: 1, character: 14 } },
        message: expect.stringMatching(/^"Gearhead" is also a card of stak-bots\/yours: .*\(stak-bots\/yours\/gearhead\)$/),
      },
    ]);
    // The card of the other set hears it too; a card of another game shares nothing.
    expect(ls.diagnostics('sets/stak-bots/yours/b.cards').map((d) => d.message)).toEqual([expect.stringContaining('also a card of stak-bots/mine')]);
    expect(ls.diagnostics('sets/four-souls/other/c.cards')).toEqual([]);
    // A rename in one set clears the warning in the other, though nothing of that set changed.
    const text = ls.getText('sets/stak-bots/yours/b.cards');
    const at = text.indexOf('gearhead');
    ls.updateDocument('sets/stak-bots/yours/b.cards', { start: at, end: at + 'gearhead'.length, text: 'Cogwheel' });
    expect(ls.diagnostics('sets/stak-bots/mine/a.cards')).toEqual([]);
    ls.updateDocument('sets/stak-bots/yours/b.cards', bot('Gearhead'));
    expect(ls.diagnostics('sets/stak-bots/mine/a.cards').map((d) => d.code)).toEqual(['CW2030']);
    ls.closeDocument('sets/stak-bots/yours/b.cards');
    expect(ls.diagnostics('sets/stak-bots/mine/a.cards')).toEqual([]);
  });

  it('says what check says of two sets that share a name, set by set', () => {
    const ls = new LanguageService();
    const sources: Record<string, { manifest: SetManifest; text: string }> = {
      'sets/stak-bots/starter/starter.cards': { manifest: { game: 'stak-bots', set: 'starter', name: 'Starter' }, text: starter },
      'sets/stak-bots/copy/copy.cards': { manifest: { game: 'stak-bots', set: 'copy', name: 'Copy' }, text: starter.split('\nbot ').slice(0, 4).join('\nbot ') },
    };
    for (const [path, { manifest: m, text }] of Object.entries(sources)) ls.openDocument(path, text, m);
    const scope = Object.entries(sources).map(([path, { manifest: m }]) => ({
      id: `${m.game}/${m.set}`,
      game: m.game,
      cards: (buildSet([{ path, text: sources[path]!.text }], m).setFile?.cards ?? []).map((c) => ({ name: c.name, id: c.id })),
    }));
    for (const [path, { manifest: m, text }] of Object.entries(sources)) {
      const built = buildSet([{ path, text }], m, { scope });
      const shared = built.diagnostics.filter((d) => d.diagnostic.code === 'CW2030');
      expect(shared.length, path).toBeGreaterThan(0);
      const lines = new LineIndex(text);
      const said = ls.diagnostics(path).filter((d) => d.code === 'CW2030');
      expect(said.map((d) => `${lines.offsetAt(d.range.start)} ${d.message}`), path).toEqual(shared.map((d) => `${d.diagnostic.range.start} ${d.diagnostic.message}`));
    }
  });

  it('is computed once per version of the set', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', 'game stak-bots\nbot "A" rank 1 power 1 {}\n', manifest);
    const first = ls.setDiagnostics('s/a.cards');
    expect(ls.setDiagnostics('s/a.cards')).toBe(first);
    ls.updateDocument('s/a.cards', { start: 0, end: 0, text: ' ' });
    expect(ls.setDiagnostics('s/a.cards')).not.toBe(first);
  });

  it('re-checks a 1,000-card file after an edit of one card, remembering the others correctly', () => {
    const text = generatedSet(1000);
    const ls = new LanguageService();
    ls.openDocument('s/big.cards', text, manifest);
    const before = actual(ls, ['s/big.cards']);
    expect(before).toEqual(expected({ 's/big.cards': text }));
    const at = text.indexOf('power', text.indexOf('"Generated Bot 500"')) + 'power '.length;
    ls.updateDocument('s/big.cards', { start: at, end: at + 1, text: '99' });
    expect(ls.document('s/big.cards')!.reused).toBe(true);
    expect(actual(ls, ['s/big.cards'])).toEqual(expected({ 's/big.cards': ls.getText('s/big.cards') }));
    const range = ls.diagnostics('s/big.cards').find((d) => d.code === 'CW3004')!.range;
    expect(range.start).toEqual(new LineIndex(text).positionAt(at));
    // And what it remembered is still right once the edit is undone.
    ls.updateDocument('s/big.cards', { start: at, end: at + 2, text: text[at]! });
    expect(actual(ls, ['s/big.cards'])).toEqual(before);
  });

  it('stays equal to buildSet through a run of random edits across files', () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const body = starter.split('\n').slice(2).join('\n');
    const files: Record<string, string> = {
      's/a.cards': `game stak-bots\n${body.slice(0, body.length / 2)}`,
      's/b.cards': `game stak-bots\n${body.slice(body.indexOf('\nbot "', body.length / 2))}`,
    };
    const ls = new LanguageService();
    for (const [path, text] of Object.entries(files)) ls.openDocument(path, text, manifest);
    const snippets = ['powr', 'power', '"Gearhead"', '"Tumbler"', ' ', '\n', '}', '{', 'drawz', 'x', ' 9', 'text "3"', '"'];
    for (let step = 0; step < 60; step += 1) {
      const path = random(2) === 0 ? 's/a.cards' : 's/b.cards';
      const text = ls.getText(path);
      const start = random(text.length + 1);
      const end = Math.min(text.length, start + random(8));
      ls.updateDocument(path, { start, end, text: snippets[random(snippets.length)]! });
      if (step % 3 === 0) {
        const now = { 's/a.cards': ls.getText('s/a.cards'), 's/b.cards': ls.getText('s/b.cards') };
        expect(actual(ls, Object.keys(now)), `after step ${step}`).toEqual(expected(now));
      }
    }
  });
});

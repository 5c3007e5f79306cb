import { describe, expect, it } from 'vitest';
import { buildSet } from '../project';
import { parse } from '../syntax/parser';
import { checkNamesInScope, type ScopeSet } from './scope';

const source = 'game stak-bots\nbot "Cog Crawler" rank 1 power 1 {}\nbot "Fresh" rank 1 power 1 {}\n';
const starter: ScopeSet = { id: 'stak-bots/starter', game: 'stak-bots', cards: [{ name: 'cog crawler', id: 'stak-bots/starter/cog-crawler' }] };

describe('checkNamesInScope (CW2030)', () => {
  it('reports a card named like a card of another set of the game, ignoring case, at its name', () => {
    const found = checkNamesInScope([{ path: 'a.cards', file: parse(source).file }], 'stak-bots', 'stak-bots/mine', [starter]);
    expect(found.map((f) => [f.path, source.slice(f.diagnostic.range.start, f.diagnostic.range.end), f.diagnostic.code, f.diagnostic.severity])).toEqual([['a.cards', '"Cog Crawler"', 'CW2030', 'warning']]);
    expect(found[0]!.diagnostic.message).toBe(
      '"Cog Crawler" is also a card of stak-bots/starter: where both sets are used, a scenario or table naming it cannot tell which; rename this card, or name the other by its id (stak-bots/starter/cog-crawler)',
    );
  });

  it('leaves alone the set itself and sets of other games', () => {
    const file = parse(source).file;
    expect(checkNamesInScope([{ path: 'a.cards', file }], 'stak-bots', 'stak-bots/starter', [starter])).toEqual([]);
    expect(checkNamesInScope([{ path: 'a.cards', file }], 'stak-bots', 'stak-bots/mine', [{ ...starter, id: 'four-souls/base', game: 'four-souls' }])).toEqual([]);
  });

  it('is part of building a set when the scope is given', () => {
    const built = buildSet([{ path: 'a.cards', text: source }], { game: 'stak-bots', set: 'mine', name: 'Mine' }, { scope: [starter] });
    expect(built.diagnostics.map((d) => d.diagnostic.code)).toContain('CW2030');
    expect(built.setFile).not.toBeNull();
    expect(buildSet([{ path: 'a.cards', text: source }], { game: 'stak-bots', set: 'mine', name: 'Mine' }).diagnostics.map((d) => d.diagnostic.code)).not.toContain('CW2030');
  });
});

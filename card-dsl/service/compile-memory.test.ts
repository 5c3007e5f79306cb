// The faces and the deck pool take the compilation the diagnostics made of each card, so the
// deck builder opened on a checked set compiles no card again.
import { describe, expect, it, vi } from 'vitest';
import * as compiler from '../compile/compiler';
import { deckPool } from './deck-pool';
import { LanguageService } from './service';

vi.mock('../compile/compiler', async (original) => {
  const real = await original<typeof compiler>();
  return { ...real, compileFile: vi.fn(real.compileFile) };
});

const PATH = 'sets/stak-bots/core/bots.cards';

function checkedWorkspace(): LanguageService {
  const service = new LanguageService();
  service.setManifest('sets/stak-bots/core', { game: 'stak-bots', set: 'core', name: 'Core' });
  service.openDocument(PATH, 'game stak-bots\n\nbot "Scout" rank 1 power 2 {}\nbot "Brute" rank 3 power 5 {\n  entry: draw 1\n}\nbot "Broken" rank 1 power 1 {\n  entry: frobnicate the bots\n}\n');
  service.setDiagnostics(PATH);
  return service;
}

describe('compiled cards shared by the diagnostics and the faces', () => {
  it('compiles no card again for the pool of a set the diagnostics checked', () => {
    const service = checkedWorkspace();
    const compileFile = vi.mocked(compiler.compileFile);
    compileFile.mockClear();
    const pool = deckPool(service, 'stak-bots');
    expect(pool.cards.map((c) => c.name)).toEqual(['Scout', 'Brute']);
    expect(pool.sets[0]!.broken).toBe(1);
    expect(compileFile).not.toHaveBeenCalled();
  });

  it('compiles only the card whose text changed', () => {
    const service = checkedWorkspace();
    deckPool(service, 'stak-bots');
    service.openDocument(PATH, service.getText(PATH)!.replace('power 2', 'power 4'));
    const compileFile = vi.mocked(compiler.compileFile);
    compileFile.mockClear();
    const pool = deckPool(service, 'stak-bots');
    expect(pool.cards.find((c) => c.name === 'Scout')!.stats).toEqual({ rank: 1, power: 4 });
    expect(compileFile).toHaveBeenCalledTimes(1);
  });
});

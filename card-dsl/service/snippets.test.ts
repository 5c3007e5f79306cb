import { describe, expect, it } from 'vitest';
import { vocabularies } from '../../engine/games/vocabularies';
import { completionAt, serviceAt } from './testing';

describe('card snippets', () => {
  it('offers a new card of each kind of the file\'s game, with its required stats as placeholders', () => {
    const { service, path } = serviceAt('game four-souls\n<|>');
    const snippets = service.cardSnippets(path);
    const fourSouls = vocabularies.get('four-souls')!;
    expect(snippets.map((s) => s.kind)).toEqual(fourSouls.cardKinds.map((k) => k.name));
    for (const snippet of snippets) {
      const kind = fourSouls.cardKinds.find((k) => k.name === snippet.kind)!;
      expect(snippet.snippet.startsWith(`${kind.name} "\${1:Name}"`)).toBe(true);
      for (const stat of kind.stats.filter((s) => s.required)) expect(snippet.snippet).toMatch(new RegExp(` ${stat.name} \\$\\{\\d+:\\d+\\}`));
      expect(snippet.snippet.endsWith('{\n  $0\n}')).toBe(true);
    }
  });

  it('fills in a card that checks clean once named', () => {
    const { service, path } = serviceAt('game stak-bots\n<|>');
    const [bot] = service.cardSnippets(path);
    const text = `game stak-bots\n${bot!.snippet.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace('$0', 'entry: draw a card')}\n`;
    service.openDocument(path, text);
    expect(service.diagnostics(path).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('are the snippet items of completion where a declaration starts', () => {
    const items = completionAt('game stak-bots\n\n<|>').filter((i) => i.kind === 'snippet' && i.insertTextFormat === 'snippet');
    expect(items.map((i) => i.label)).toEqual(['bot card']);
    expect(serviceAt('game nowhere\n<|>').service.cardSnippets('sets/test/main.cards').map((s) => s.kind)).toEqual(['bot']);
  });
});

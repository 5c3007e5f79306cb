import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../engine/defs';
import { vocabularies } from '../../engine/games/vocabularies';
import { keywordDocs } from './keywords';
import { LanguageService } from './service';
import { CORE_VERBS, wordClasses } from './words';

describe('word classes', () => {
  it('put every word of the keyword table and of every game in exactly one class', () => {
    const classes = wordClasses(vocabularies.values());
    const all = Object.values(classes).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const word of keywordDocs.keys()) if (/^[A-Za-z]/.test(word)) expect(all).toContain(word);
    for (const verb of CORE_VERBS) expect(all).toContain(verb);
    for (const v of vocabularies.values()) {
      for (const k of v.cardKinds) expect(classes.cardKind).toContain(k.name);
      for (const e of v.events) expect([...classes.cardKind, ...classes.event]).toContain(e.name);
    }
  });

  it('follow a vocabulary given to them', () => {
    const stak = vocabularies.get('stak-bots')!;
    const more: Vocabulary = { ...stak, game: 'more', cardKinds: [...stak.cardKinds, { name: 'gizmo', doc: 'A gizmo.', stats: [{ name: 'sparkle', doc: 'How bright.' }], abilityWords: [] }] };
    const classes = wordClasses([more]);
    expect(classes.cardKind).toContain('gizmo');
    expect(classes.stat).toContain('sparkle');
  });

  it('agree with the semantic tokens of the service', () => {
    const ls = new LanguageService();
    ls.openDocument('s/a.cards', 'game stak-bots\nbot "A" rank 1 power 2 {\n  entry: deal 1 damage to each opponent\n}\n');
    const classes = wordClasses(vocabularies.values());
    const text = ls.getText('s/a.cards');
    const lines = text.split('\n');
    for (const token of ls.semanticTokens('s/a.cards').tokens) {
      const word = lines[token.range.start.line]!.slice(token.range.start.character, token.range.end.character);
      if (token.type === 'cardKind' || token.type === 'stat' || token.type === 'event') expect(classes[token.type]).toContain(word);
      if (token.type === 'verb') expect(classes.verb).toContain(word);
    }
  });
});

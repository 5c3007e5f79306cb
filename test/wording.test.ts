// The wording corpus (test/wording/corpus.ts): every bundled card's face and every card of the
// docs' examples, kept as baselines in test/wording/<part>.txt and reviewed by eye when they
// change; and every bundled card reads as print by the rules of card-dsl/compile/english.ts.
// CARDWRIGHT_ACCEPT_BASELINES=1 rewrites the baselines from what the rules text says now.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselineText, share, wordingCorpus } from './wording/corpus';

const folder = fileURLToPath(new URL('./wording/', import.meta.url));
const accept = process.env.CARDWRIGHT_ACCEPT_BASELINES === '1';
const corpus = wordingCorpus();

describe('the wording corpus', () => {
  it('holds every bundled set and the docs examples', () => {
    expect(corpus.filter((p) => p.bundled).map((p) => p.name)).toEqual(expect.arrayContaining(['four-souls-base', 'stak-bots-starter']));
    expect(corpus.find((p) => p.name === 'docs')?.cards.length ?? 0).toBeGreaterThan(50);
  });

  it.each(corpus.map((p) => [p.name, p] as const))('%s matches its baseline', (name, part) => {
    const path = join(folder, `${name}.txt`);
    const text = baselineText(part);
    if (accept) {
      writeFileSync(path, text);
      return;
    }
    expect(existsSync(path), `test/wording/${name}.txt is missing: run with CARDWRIGHT_ACCEPT_BASELINES=1 to write it`).toBe(true);
    expect(text).toBe(readFileSync(path, 'utf8'));
  });

  it.each(corpus.filter((p) => p.bundled).map((p) => [p.name, p] as const))('every card of %s reads as print', (_, part) => {
    const broken = part.cards.filter((c) => c.problems.length > 0).map((c) => `${c.card}: ${c.problems.map((p) => `${p.rule} "${p.words}"`).join(', ')}`);
    expect(broken).toEqual([]);
    expect(share(part.cards)).toEqual({ print: part.cards.length, total: part.cards.length });
  });
});

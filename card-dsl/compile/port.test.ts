// Port check: the Stak Bots starter set written in the card language
// (sets/stak-bots/starter/starter.cards) compiles to the same definitions as the set written
// by hand as JSON before the language existed (test/fixtures/stak-bots-starter.json), up to
// the names of targets, choices and for-each items.
import { describe, expect, it } from 'vitest';
import { CardDefinition, parseSetFile } from '../../engine/defs';
import { vocabulary } from '../../engine/games/stak-bots/vocabulary';
import { readFileSync } from 'node:fs';
import starter from '../../test/fixtures/stak-bots-starter.json';
import { parse } from '../syntax/parser';
import { compileFile, compileSet } from './compiler';

/** The bundled starter set, as written in the language. */
const SOURCE = readFileSync(new URL('../../sets/stak-bots/starter/starter.cards', import.meta.url), 'utf8');

/**
 * Renames targets, choices and for-each items to n1, n2, … in the order they first appear
 * (keys visited in sorted order, so both sides are walked alike). `it` is the engine's own.
 */
function normalizeNames(value: unknown): unknown {
  const names = new Map<string, string>();
  const rename = (name: string) => {
    if (name === 'it') return name;
    if (!names.has(name)) names.set(name, `n${names.size + 1}`);
    return names.get(name)!;
  };
  const walk = (v: unknown, parentKey: string | null): unknown => {
    if (Array.isArray(v)) return v.map((item) => walk(item, parentKey));
    if (typeof v !== 'object' || v === null) return v;
    const record = v as Record<string, unknown>;
    const named = record.kind === 'bound' || record.kind === 'choose' || record.kind === 'for-each' || parentKey === 'targets';
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(record).sort()) {
      // A choice's labels are its modes in words, made by the compiler: the JSON set had none.
      if (key === 'labels' && record.kind === 'choose-mode') continue;
      const field = record[key];
      out[key] = key === 'name' && named && typeof field === 'string' ? rename(field) : walk(field, key);
    }
    return out;
  };
  return walk(value, null);
}

const expected = new Map(starter.cards.map((raw) => [raw.id, CardDefinition.parse(raw)]));

describe('port check: the Stak Bots starter set', () => {
  const { file, diagnostics: parseDiagnostics } = parse(SOURCE);
  const compiled = compileFile(file, { game: vocabulary, set: 'starter' });

  it('parses and compiles without diagnostics', () => {
    expect(parseDiagnostics).toEqual([]);
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.cards.length).toBe(file.decls.length);
  });

  it.each(compiled.cards.map((c) => [c.name, c] as const))('%s compiles to the hand-written definition', (_name, card) => {
    const want = expected.get(card.id);
    expect(want, `the starter set has ${card.id}`).toBeDefined();
    const { abilities, ...rest } = card;
    const { abilities: wantAbilities, ...wantRest } = want!;
    expect(rest).toEqual(wantRest);
    expect(normalizeNames(abilities)).toEqual(normalizeNames(wantAbilities));
  });

  it('covers every card of the starter set, in its order', () => {
    expect(compiled.cards.map((c) => c.id)).toEqual(starter.cards.map((c) => c.id));
  });

  it('keeps the names written with as', () => {
    const hound = compiled.cards.find((c) => c.name === 'Scrap Hound')!;
    expect(hound.abilities).toEqual(expected.get('stak-bots/starter/scrap-hound')!.abilities);
  });

  it('makes a valid set file', () => {
    const { setFile, diagnostics } = compileSet([{ path: 'starter.cards', file }], { game: vocabulary, set: 'starter', name: starter.name, description: starter.description });
    expect(diagnostics).toEqual([]);
    expect(parseSetFile(JSON.parse(JSON.stringify(setFile))).ok).toBe(true);
    expect(setFile!.cards.map((c) => c.id)).toEqual(compiled.cards.map((c) => c.id));
  });
});

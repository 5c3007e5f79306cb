import { describe, expect, it } from 'vitest';
import { formatManifest, parseSetManifest, parseWorkspaceManifest } from './workspace-schema';

describe('workspace manifest', () => {
  it('reads a current manifest and fills defaults', () => {
    const parsed = parseWorkspaceManifest('{"version":1,"name":"Designs"}');
    expect(parsed).toEqual({ ok: true, value: { version: 1, name: 'Designs', games: [] } });
  });

  it('treats a manifest without a version as the first version', () => {
    expect(parseWorkspaceManifest('{"name":"Old"}')).toMatchObject({ ok: true, value: { version: 1 } });
  });

  it('locates what is wrong', () => {
    const parsed = parseWorkspaceManifest('{"version":1,"name":"","games":["Bad Game"],"extra":1}');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problem).toContain('name');
      expect(parsed.problem).toContain('games.0');
      expect(parsed.problem).toContain('extra');
    }
  });

  it('refuses a manifest from a newer version with a clear reason', () => {
    expect(parseWorkspaceManifest('{"version":2,"name":"x"}')).toEqual({
      ok: false,
      problem: 'cardwright.json was written by a newer Cardwright (version 2); this one reads up to 1',
    });
  });

  it('reports broken JSON', () => {
    const parsed = parseSetManifest('{"version":1,');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(/^set\.json is not valid JSON/);
  });

  it('round-trips a set manifest through its file form', () => {
    const value = { version: 1 as const, game: 'smash-up', name: 'Core', description: 'The base factions' };
    expect(parseSetManifest(formatManifest(value))).toEqual({ ok: true, value });
  });
});

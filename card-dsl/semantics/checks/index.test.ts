import { describe, expect, it } from 'vitest';
import * as abilities from './abilities';
import * as bindings from './bindings';
import * as cards from './cards';
import * as game from './game';
import { defaultChecks } from './index';
import * as rolls from './rolls';
import * as set from './set';
import * as structure from './structure';
import * as verbs from './verbs';
import * as vocabulary from './vocabulary';

const modules = { abilities, bindings, cards, game, rolls, set, structure, verbs, vocabulary };

describe('defaultChecks', () => {
  const registered = new Set<unknown>(Object.values(defaultChecks).flat());

  it.each(Object.entries(modules))('registers every check of %s', (_, module) => {
    const checks = Object.entries(module).filter(([name, value]) => name.startsWith('check') && typeof value === 'function');
    expect(checks.length).toBeGreaterThan(0);
    for (const [name, check] of checks) expect(registered.has(check), name).toBe(true);
  });

  it('registers each check once per kind', () => {
    for (const [kind, list] of Object.entries(defaultChecks) as [string, readonly unknown[]][]) expect(new Set(list).size, kind).toBe(list.length);
  });
});

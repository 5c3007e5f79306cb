// The set file's JSON Schema (docs/schema/set.schema.json): it matches the zod schema it is
// exported from, every bundled set (compiled from its .cards files) passes both zod and the
// JSON Schema, and a broken set is refused with errors that say where.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as defs from '../engine/defs';
import { parseSetFile, SET_FILE_VERSION } from '../engine/defs';
import { resolvers } from '../engine/effects/resolvers';
import { loadSets } from '../cli/sets';

const root = join(__dirname, '..');
const SCHEMA_FILE = join(root, 'docs/schema/set.schema.json');

type JsonSchema = { [key: string]: unknown };
type ExportScript = { setFileJsonSchema: (zod: typeof z, module: typeof defs) => string; SCHEMA_PATH: string };
/** A compiled JSON Schema validator (Ajv's shape). */
type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
type AjvClass = new (options: Record<string, unknown>) => { compile: (schema: JsonSchema) => Validate };

// Imported by path at run time: the scripts are plain JavaScript without type declarations.
const exportScript = (): Promise<ExportScript> => import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/export-schema.mjs')).href) as Promise<ExportScript>;

/** Ajv (draft 2020-12) when it is installed; null otherwise (the structural checks still run). */
async function loadAjv(): Promise<AjvClass | null> {
  const specifier = 'ajv/dist/2020.js';
  try {
    const module = (await import(/* @vite-ignore */ specifier)) as { default: AjvClass | { default: AjvClass } };
    const exported = module.default;
    return typeof exported === 'function' ? exported : exported.default;
  } catch {
    return null;
  }
}

/**
 * Every bundled set, as the engine loads it: compiled from its .cards files (or read from a
 * cards.json), keyed by `<game>/<set>`, with the problems met loading any of them.
 */
const bundled = await loadSets(join(root, 'sets'), root);
const bundledSets = new Map(bundled.sets.map((set) => [`${set.game}/${set.set}`, JSON.parse(JSON.stringify(set)) as unknown]));

const schema = (): JsonSchema => JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as JsonSchema;
const $defs = (s: JsonSchema) => s.$defs as Record<string, JsonSchema>;

/** The `kind` constants a discriminated union's `$defs` entry lists (Effect, Ability, Selector…). */
function kindsOf(s: JsonSchema, name: string): Set<string> {
  const kinds = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const n = node as JsonSchema;
      const kind = (n.properties as Record<string, JsonSchema> | undefined)?.kind;
      if (kind && typeof kind.const === 'string') kinds.add(kind.const);
      for (const key of ['anyOf', 'oneOf', 'allOf']) if (key in n) visit(n[key]);
    }
  };
  visit($defs(s)[name]);
  return kinds;
}

/** Each `kind` used in a set, by the union it belongs to. */
function kindsUsed(file: { cards: { abilities?: unknown[] }[] }): { ability: Set<string>; effect: Set<string> } {
  const ability = new Set<string>();
  const effect = new Set<string>();
  const visitEffect = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visitEffect);
    else if (node && typeof node === 'object') {
      const n = node as Record<string, unknown>;
      const effectish = ['effect', 'then', 'else', 'do'];
      for (const [key, value] of Object.entries(n)) {
        if (effectish.includes(key) && value && typeof value === 'object' && 'kind' in value) effect.add(String((value as { kind: unknown }).kind));
        if (key === 'steps' || key === 'modes') for (const step of value as { kind: string }[]) effect.add(step.kind);
        visitEffect(value);
      }
    }
  };
  for (const card of file.cards) {
    for (const a of card.abilities ?? []) {
      ability.add(String((a as { kind: unknown }).kind));
      visitEffect(a);
    }
  }
  return { ability, effect };
}

describe('the set file JSON Schema', () => {
  it('is exactly what scripts/export-schema.mjs makes from the zod schema (run it after changing engine/defs)', async () => {
    const { setFileJsonSchema, SCHEMA_PATH } = await exportScript();
    expect(SCHEMA_PATH).toBe('docs/schema/set.schema.json');
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(setFileJsonSchema(z, defs));
  });

  it('names its dialect and requires what a set file must have', () => {
    const s = schema();
    expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(s.type).toBe('object');
    expect(s.additionalProperties).toBe(false);
    expect([...(s.required as string[])].sort()).toEqual(['cards', 'format', 'game', 'name', 'set', 'version']);
    const properties = s.properties as Record<string, JsonSchema>;
    expect(properties.format).toEqual({ type: 'string', const: 'cardwright-set' });
    expect(properties.version).toMatchObject({ const: SET_FILE_VERSION });
    // The recursive parts are shared definitions that refer to themselves.
    for (const name of ['CardDefinition', 'Ability', 'Effect', 'Selector', 'Expr', 'Condition']) expect($defs(s)).toHaveProperty(name);
    expect(JSON.stringify($defs(s).Effect)).toContain('"$ref":"#/$defs/Effect"');
    expect(JSON.stringify($defs(s).Selector)).toContain('"$ref":"#/$defs/Selector"');
  });

  it('lists every ability and effect kind of the engine', () => {
    const s = schema();
    const abilityKinds = ['play', 'triggered', 'activated', 'static', 'replacement', 'enters', 'rule-number', 'prohibition'];
    expect([...kindsOf(s, 'Ability')].sort()).toEqual([...abilityKinds].sort());
    const effects = kindsOf(s, 'Effect');
    for (const kind of ['damage', 'heal', 'draw', 'discard', 'move', 'shuffle', 'reveal', 'look-and-reorder', 'flip', 'modify-stat', 'choose-mode', 'delayed-trigger', 'game']) {
      expect(effects.has(kind), kind).toBe(true);
    }
    // The engine has exactly one resolver per effect kind: the schema lists the same kinds.
    expect([...effects].sort()).toEqual(Object.keys(resolvers).sort());
  });
});

describe('bundled sets', () => {
  const ids = [...bundledSets.keys()].sort();

  it('include the Stak Bots starter set, and every set loads without problems', () => {
    expect(ids).toContain('stak-bots/starter');
    expect(Object.fromEntries(bundled.problems)).toEqual({});
  });

  it.each(ids)('%s passes the zod schema', (id) => {
    const parsed = parseSetFile(bundledSets.get(id));
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });

  it.each(ids)('%s uses only kinds the JSON Schema knows', (id) => {
    const s = schema();
    const used = kindsUsed(bundledSets.get(id) as { cards: { abilities?: unknown[] }[] });
    const abilities = kindsOf(s, 'Ability');
    const effects = kindsOf(s, 'Effect');
    expect([...used.ability].filter((k) => !abilities.has(k))).toEqual([]);
    expect([...used.effect].filter((k) => !effects.has(k))).toEqual([]);
  });

  it.each(ids)('%s passes the JSON Schema (Ajv, when installed)', async (id) => {
    const Ajv = await loadAjv();
    if (!Ajv) return; // no validator installed: the zod and structural checks above stand
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema());
    const ok = validate(bundledSets.get(id));
    expect(ok ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`)).toEqual([]);
  });
});

describe('a broken set', () => {
  const starter = (): { cards: Record<string, unknown>[] } & Record<string, unknown> =>
    JSON.parse(readFileSync(join(root, 'test/fixtures/stak-bots-starter.json'), 'utf8')) as { cards: Record<string, unknown>[] };

  function broken() {
    const file = starter();
    const second = file.cards[1]!;
    (second.stats as Record<string, unknown>).power = 'lots';
    const ability = (second.abilities as { effect: Record<string, unknown> }[])[0]!;
    ability.effect.kind = 'explode';
    file.cards[2]!.id = file.cards[0]!.id as string;
    file.cards[3]!.game = 'smash-up';
    delete file.name;
    file.colour = 'red';
    return file;
  }

  it('gets zod problems located by their JSON path', () => {
    const parsed = parseSetFile(broken());
    expect(parsed.ok).toBe(false);
    const paths = parsed.ok ? [] : parsed.problems.map((p) => p.path);
    expect(paths).toContain('cards.1.stats.power');
    expect(paths).toContain('cards.1.abilities.0.effect.kind');
    expect(paths).toContain('name');
    expect(paths).toContain('(file)');
  });

  it('gets the duplicate id and the wrong game reported on the cards that have them', () => {
    const file = starter();
    file.cards[2]!.id = file.cards[0]!.id as string;
    file.cards[3]!.game = 'smash-up';
    const parsed = parseSetFile(file);
    expect(parsed.ok).toBe(false);
    const problems = parsed.ok ? [] : parsed.problems;
    expect(problems).toContainEqual({ path: 'cards.2.id', message: `duplicate card id "${file.cards[0]!.id as string}" (also cards.0)` });
    expect(problems.find((p) => p.path === 'cards.3.game')?.message).toContain('smash-up');
  });

  it('fails the JSON Schema at the same places (Ajv, when installed)', async () => {
    const Ajv = await loadAjv();
    if (!Ajv) return;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema());
    expect(validate(broken())).toBe(false);
    const places = (validate.errors ?? []).map((e) => e.instancePath);
    expect(places).toContain('/cards/1/stats/power');
    expect(places.some((p) => p.startsWith('/cards/1/abilities/0'))).toBe(true);
    expect(places).toContain('');
  });
});

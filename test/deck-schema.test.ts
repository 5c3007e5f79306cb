// The deck list's JSON Schema (docs/schema/deck.schema.json): it matches the zod schema it is
// exported from, files Cardwright writes pass it, and a broken file is refused where it breaks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as defs from '../engine/defs';
import { formatDeckFile } from '../engine/defs';
import { legalDestinyDeck } from '../engine/decks/testing';

const root = join(__dirname, '..');
type ExportScript = { deckFileJsonSchema: (zod: typeof z, module: typeof defs) => string; DECK_SCHEMA_PATH: string };
type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
type AjvClass = new (options: Record<string, unknown>) => { compile: (schema: object) => Validate };

const exportScript = (): Promise<ExportScript> => import(/* @vite-ignore */ pathToFileURL(join(root, 'scripts/export-schema.mjs')).href) as Promise<ExportScript>;
const schemaText = readFileSync(join(root, 'docs/schema/deck.schema.json'), 'utf8');

async function validator(): Promise<Validate> {
  const module = (await import(/* @vite-ignore */ 'ajv/dist/2020.js')) as { default: AjvClass | { default: AjvClass } };
  const Ajv = typeof module.default === 'function' ? module.default : module.default.default;
  return new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(schemaText) as object);
}

describe('docs/schema/deck.schema.json', () => {
  it('is what scripts/export-schema.mjs makes of the zod schema (run it after changing engine/defs/deck-file.ts)', async () => {
    const script = await exportScript();
    expect(script.DECK_SCHEMA_PATH).toBe('docs/schema/deck.schema.json');
    expect(script.deckFileJsonSchema(z, defs)).toBe(schemaText);
  });

  it('takes a deck file as Cardwright writes it', async () => {
    const validate = await validator();
    const file = JSON.parse(formatDeckFile({ ...legalDestinyDeck(), variants: { 'house-rule': { copies: 1 } } })) as unknown;
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a count of 0, an unknown field and a misspelt format, where they are', async () => {
    const validate = await validator();
    const file = JSON.parse(formatDeckFile(legalDestinyDeck())) as { format: string; sections: { deck: { count: number; colour?: string }[] } };
    file.sections.deck[0]!.count = 0;
    file.sections.deck[1]!.colour = 'blue';
    file.format = 'cardwright-dekc';
    expect(validate(file)).toBe(false);
    const paths = new Set((validate.errors ?? []).map((e) => e.instancePath));
    expect(paths).toEqual(new Set(['/format', '/sections/deck/0/count', '/sections/deck/1']));
  });
});

// `cardwright import` on workspaces in a scratch folder, and `cardwright compile`'s output against
// the set file's JSON Schema: a good file becomes a set folder of .cards sources that compiles
// back to the same JSON; a broken one gets one located line per problem and writes nothing.
import Ajv2020 from 'ajv/dist/2020.js';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compile } from './compile';
import { importCommand } from './import';
import { init } from './init';
import type { Command } from './types';

const scratch = mkdtempSync(join(tmpdir(), 'cardwright-import-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const REPO = join(__dirname, '..', '..');

async function run(command: Command, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command.run(args, { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => undefined });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let counter = 0;
async function workspace(): Promise<string> {
  const folder = join(scratch, `ws-${(counter += 1)}`);
  expect((await run(init, folder)).code).toBe(0);
  return folder;
}

/** The Stak Bots starter set compiled from its sources, as `cardwright compile` writes it. */
async function starterJson(): Promise<string> {
  const out = join(scratch, `starter-${(counter += 1)}.json`);
  const result = await run(compile, join(REPO, 'sets/stak-bots/starter'), '-o', out);
  expect(result.code).toBe(0);
  return out;
}

describe('cardwright compile writes the published format', () => {
  it('writes a file valid against docs/schema/set.schema.json', async () => {
    const schema = JSON.parse(readFileSync(join(REPO, 'docs/schema/set.schema.json'), 'utf8')) as object;
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    const file = JSON.parse(readFileSync(await starterJson(), 'utf8')) as Record<string, unknown>;
    expect(validate(file) ? [] : validate.errors).toEqual([]);
    // The validator is real: a card without a name fails it.
    delete (file.cards as Record<string, unknown>[])[0]!.name;
    expect(validate(file)).toBe(false);
  });
});

describe('cardwright import', () => {
  it('writes the set as .cards sources that compile back to the same JSON', async () => {
    const ws = await workspace();
    const json = await starterJson();
    const result = await run(importCommand, json, '--workspace', ws);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Imported stak-bots\/starter \("Starter"\): 44 cards in .*sets\/stak-bots\/starter\/ \(starter\.cards, set\.json\)$/);
    const folder = join(ws, 'sets/stak-bots/starter');
    expect(readdirSync(folder).sort()).toEqual(['set.json', 'starter.cards']);
    expect(JSON.parse(readFileSync(join(folder, 'set.json'), 'utf8'))).toEqual({ version: 1, game: 'stak-bots', name: 'Starter' });
    const again = join(scratch, 'again.json');
    expect((await run(compile, folder, '-o', again)).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(readFileSync(json, 'utf8'));
  });

  it('refuses to overwrite a set, and with --force replaces its sources but keeps its other files', async () => {
    const ws = await workspace();
    const json = await starterJson();
    expect((await run(importCommand, json, `--workspace=${ws}`)).code).toBe(0);
    const folder = join(ws, 'sets/stak-bots/starter');
    writeFileSync(join(folder, 'old.cards'), 'game stak-bots\n\nbot "Old" rank 1 power 1 {}\n');
    mkdirSync(join(folder, 'scenarios'));
    writeFileSync(join(folder, 'scenarios/keep.scenario.yaml'), 'name: kept\n');
    const refused = await run(importCommand, json, '--workspace', ws);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe('cardwright import: The set stak-bots/starter already exists in this workspace; add --force to replace its card sources (other files of the set stay)');
    const forced = await run(importCommand, json, '--workspace', ws, '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/^Replaced stak-bots\/starter/);
    expect(readdirSync(folder).sort()).toEqual(['scenarios', 'set.json', 'starter.cards']);
    expect(readFileSync(join(folder, 'scenarios/keep.scenario.yaml'), 'utf8')).toBe('name: kept\n');
    expect(readdirSync(join(ws, 'sets/stak-bots')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('prints one located line per problem and writes nothing', async () => {
    const ws = await workspace();
    const file = JSON.parse(readFileSync(await starterJson(), 'utf8')) as { cards: Record<string, unknown>[] };
    (file.cards[1]!.stats as Record<string, unknown>).power = 'lots';
    file.cards[2]!.id = 'stak-bots/starter/not-its-name';
    const broken = join(scratch, 'broken.json');
    writeFileSync(broken, JSON.stringify(file));
    const result = await run(importCommand, broken, '--workspace', ws);
    expect(result.code).toBe(1);
    const lines = result.err.split('\n');
    expect(lines[0]).toMatch(/^.*broken\.json: cards\.1\.stats\.power: expected a number, found the text "lots" \(in ".+"\)$/);
    expect(lines.at(-1)).toBe(`cardwright import: ${broken} has 1 problem; nothing written`);
    expect(existsSync(join(ws, 'sets/stak-bots'))).toBe(false);
    // Once the schema holds, what the language cannot say is listed the same way.
    (file.cards[1]!.stats as Record<string, unknown>).power = 1;
    writeFileSync(broken, JSON.stringify(file));
    const second = await run(importCommand, broken, '--workspace', ws);
    expect(second.err.split('\n')[0]).toMatch(/broken\.json: cards\.2\.id: "stak-bots\/starter\/not-its-name" is not the id the card language gives/);
    expect(existsSync(join(ws, 'sets/stak-bots/starter'))).toBe(false);
  });

  it('says where a file stops being JSON', async () => {
    const ws = await workspace();
    const bad = join(scratch, 'bad.json');
    writeFileSync(bad, '{\n  "format": "cardwright-set",\n}\n');
    const result = await run(importCommand, bad, '--workspace', ws);
    expect(result.code).toBe(1);
    expect(result.err.split('\n')[0]).toBe(`${bad}: (file): not valid JSON at line 3, column 1: unexpected "}" after ",": remove the last comma`);
  });

  it('exits 2 on usage errors', async () => {
    const ws = await workspace();
    const json = await starterJson();
    expect(await run(importCommand)).toMatchObject({ code: 2, err: 'cardwright import: give the set file (.json) to import' });
    expect(await run(importCommand, json, '--colour')).toMatchObject({ code: 2, err: 'cardwright import: unknown option --colour' });
    expect(await run(importCommand, json, '--workspace')).toMatchObject({ code: 2, err: 'cardwright import: --workspace needs a value' });
    expect(await run(importCommand, json, json, '--workspace', ws)).toMatchObject({ code: 2 });
    // A file that cannot be read is a failed import (exit 1), said in the command line's own words.
    expect(await run(importCommand, join(scratch, 'missing.json'), '--workspace', ws)).toMatchObject({ code: 1, err: expect.stringMatching(/missing\.json.*nothing written$/) });
    expect(await run(importCommand, json, '--workspace', join(scratch, 'nowhere'))).toMatchObject({ code: 2, err: expect.stringMatching(/not a folder$/) });
    const plain = join(scratch, 'plain');
    mkdirSync(plain);
    expect(await run(importCommand, json, '--workspace', plain)).toMatchObject({ code: 2, err: expect.stringMatching(/is not a workspace/) });
  });
});

// The layering rules of docs/architecture.md are enforced by lint; these cases show that each
// forbidden import or global is an error in the layer that forbids it, and allowed elsewhere.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const cases: Array<[file: string, code: string, rule: string]> = [
  ['engine/core/x.ts', "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n", 'no-restricted-imports'],
  ['engine/core/x.ts', "import path from 'path';\nexport const p = path;\n", 'no-restricted-imports'],
  ['engine/core/x.ts', "import { app } from 'electron';\nexport const a = app;\n", 'no-restricted-imports'],
  ['engine/core/x.ts', "import React from 'react';\nexport const r = React;\n", 'no-restricted-imports'],
  ['engine/core/x.ts', "import { parse } from '../../card-dsl/syntax/parser';\nexport const p = parse;\n", 'no-restricted-imports'],
  ['engine/core/x.ts', 'export const t = Date.now();\n', 'no-restricted-properties'],
  ['engine/core/x.ts', 'export const r = Math.random();\n', 'no-restricted-properties'],
  ['engine/core/x.ts', 'export const d = new Date();\n', 'no-restricted-syntax'],
  ['engine/core/x.ts', 'export const w = document.title;\n', 'no-restricted-globals'],
  ['card-dsl/syntax/x.ts', "import { watch } from 'node:fs';\nexport const w = watch;\n", 'no-restricted-imports'],
  ['card-dsl/syntax/x.ts', "import * as monaco from 'monaco-editor';\nexport const m = monaco;\n", 'no-restricted-imports'],
  ['card-dsl/syntax/x.ts', 'export const e = process.env;\n', 'no-restricted-globals'],
  ['renderer/src/x.ts', "import { ipcRenderer } from 'electron';\nexport const i = ipcRenderer;\n", 'no-restricted-imports'],
  ['renderer/src/x.ts', "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n", 'no-restricted-imports'],
  ['renderer/src/x.ts', "import { createHost } from '../../electron/host/handlers';\nexport const c = createHost;\n", 'no-restricted-imports'],
  ['electron/shared/x.ts', "import { writeFile } from 'node:fs/promises';\nexport const w = writeFile;\n", 'no-restricted-imports'],
  ['electron/preload/x.ts', "import { exec } from 'node:child_process';\nexport const e = exec;\n", 'no-restricted-imports'],
];

describe('layering rules', () => {
  it.each(cases)('%s: %s is refused', async (file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it('allows what each layer may use', async () => {
    expect(await ruleIds('card-dsl/compile/x.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
    expect(await ruleIds('renderer/src/x.ts', "import { channels } from '../../electron/shared/contract';\nexport const c = channels;\n")).toEqual([]);
    expect(await ruleIds('electron/host/x.ts', "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n")).toEqual([]);
    expect(await ruleIds('cli/x.ts', "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n")).toEqual([]);
  });
});

import { join } from 'node:path';
import { expect, it } from 'vitest';
import { findScenarioFiles, reportLines, runScenarioFile } from '../cli/commands/test';
import { loadSetsFrom } from '../cli/sets';
const root = process.cwd();
const bundled = await findScenarioFiles([join(root, 'sets/destiny')]);
const sets = await loadSetsFrom([join(root, 'sets')], root);
it.each(bundled.files.map((f) => [f.slice(root.length), f]))('%s', async (_, file) => {
  const result = await runScenarioFile(file, sets, undefined, root);
  expect(result.ok, `${reportLines(result).join('\n')}\n`).toBe(true);
});

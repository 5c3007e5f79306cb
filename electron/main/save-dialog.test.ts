import { describe, expect, it } from 'vitest';
import { chooseSaveFile, saveSetJsonOptions } from './save-dialog';

describe('the export save dialog', () => {
  it('suggests the file name, filters JSON and confirms an overwrite', () => {
    expect(saveSetJsonOptions('four-souls-base.json')).toMatchObject({
      defaultPath: 'four-souls-base.json',
      filters: [{ name: 'Set file (JSON)', extensions: ['json'] }],
      properties: expect.arrayContaining(['showOverwriteConfirmation']),
    });
  });

  it('gives the chosen path, or null when cancelled', async () => {
    const calls: unknown[][] = [];
    const dialog = (answer: { canceled: boolean; filePath?: string }) => ({
      showSaveDialog: async (...args: unknown[]) => {
        calls.push(args);
        return { canceled: answer.canceled, filePath: answer.filePath ?? '' };
      },
    });
    expect(await chooseSaveFile(dialog({ canceled: false, filePath: '/tmp/a.json' }) as never, null, 'a.json')).toBe('/tmp/a.json');
    expect(await chooseSaveFile(dialog({ canceled: true }) as never, null, 'a.json')).toBeNull();
    expect(calls[0]).toEqual([saveSetJsonOptions('a.json')]);
  });
});

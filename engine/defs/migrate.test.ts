import { describe, expect, it } from 'vitest';
import { migrate, type Migration } from './migrate';

const steps: Record<number, Migration> = {
  1: (old) => ({ ...old, version: 2, added: [] }),
  2: (old) => ({ ...old, version: 3, renamed: old.added }),
};

describe('migrating a saved file', () => {
  it('runs every step from the file’s version to the current one, in order', () => {
    expect(migrate({ version: 1, name: 'A' }, 3, steps)).toEqual({ version: 3, name: 'A', added: [], renamed: [] });
    expect(migrate({ version: 2, added: [1] }, 3, steps)).toEqual({ version: 3, added: [1], renamed: [1] });
  });

  it('leaves a current file, a newer one and what is not an object as they are, for the schema to judge', () => {
    const current = { version: 3 };
    expect(migrate(current, 3, steps)).toBe(current);
    expect(migrate({ version: 9 }, 3, steps)).toEqual({ version: 9 });
    expect(migrate({ version: '1' }, 3, steps)).toEqual({ version: '1' });
    expect(migrate([1], 3, steps)).toEqual([1]);
    expect(migrate(null, 3, steps)).toBeNull();
  });

  it('reads a file without a version as the version given for it, else as current', () => {
    expect(migrate({ name: 'A' }, 3, steps)).toEqual({ name: 'A' });
    expect(migrate({ name: 'A' }, 3, steps, 1)).toEqual({ version: 3, name: 'A', added: [], renamed: [] });
    expect(migrate({ name: 'A' }, 3, steps, 3)).toEqual({ version: 3, name: 'A' });
  });

  it('stops where a step is missing', () => {
    expect(migrate({ version: 1 }, 4, steps)).toEqual({ version: 3, added: [], renamed: [] });
  });
});

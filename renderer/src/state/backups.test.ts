import { describe, expect, it } from 'vitest';
import { BackupStore } from './backups';
import { type KeyValueStorage, memoryStorage } from './storage';

describe('BackupStore', () => {
  it('keeps a backup per workspace and path, with its base version and time', () => {
    const backups = new BackupStore(memoryStorage(), () => 1234);
    expect(backups.save('/w/one', 'sets/g/s/a.cards', 'unsaved', 'f'.repeat(64))).toBe(true);
    backups.save('/w/two', 'sets/g/s/a.cards', 'other', null);
    expect(backups.load('/w/one', 'sets/g/s/a.cards')).toEqual({ content: 'unsaved', baseVersion: 'f'.repeat(64), savedAt: 1234 });
    expect(backups.load('/w/two', 'sets/g/s/a.cards')?.content).toBe('other');
    expect(backups.paths('/w/one')).toEqual(['sets/g/s/a.cards']);
  });

  it('does not mix up a workspace whose root starts like another', () => {
    const backups = new BackupStore(memoryStorage());
    backups.save('/w/one-more', 'a.cards', 'x', null);
    expect(backups.paths('/w/one')).toEqual([]);
  });

  it('removes backups', () => {
    const backups = new BackupStore(memoryStorage());
    backups.save('/w', 'a.cards', 'x', null);
    backups.remove('/w', 'a.cards');
    expect(backups.load('/w', 'a.cards')).toBeNull();
    expect(backups.paths('/w')).toEqual([]);
  });

  it('ignores damaged entries', () => {
    const storage = memoryStorage();
    const backups = new BackupStore(storage);
    backups.save('/w', 'a.cards', 'x', null);
    const key = storage.key(0) as string;
    storage.setItem(key, '{"content": 3}');
    expect(backups.load('/w', 'a.cards')).toBeNull();
    storage.setItem(key, 'not json');
    expect(backups.load('/w', 'a.cards')).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    const full: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(new BackupStore(full).save('/w', 'a.cards', 'x', null)).toBe(false);
    expect(new BackupStore(null).save('/w', 'a.cards', 'x', null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { type BackupStore, StorageBackups, moveStorageBackups } from './backups';
import { type KeyValueStorage, memoryStorage } from './storage';

describe('StorageBackups', () => {
  it('keeps a backup per workspace and path, with its base version and time', async () => {
    const backups = new StorageBackups(memoryStorage(), () => 1234);
    expect(await backups.save('/w/one', 'sets/g/s/a.cards', 'unsaved', 'f'.repeat(64))).toBe(true);
    await backups.save('/w/two', 'sets/g/s/a.cards', 'other', null);
    expect(await backups.load('/w/one', 'sets/g/s/a.cards')).toEqual({ content: 'unsaved', baseVersion: 'f'.repeat(64), savedAt: 1234 });
    expect((await backups.load('/w/two', 'sets/g/s/a.cards'))?.content).toBe('other');
    expect(await backups.paths('/w/one')).toEqual(['sets/g/s/a.cards']);
  });

  it('does not mix up a workspace whose root starts like another', async () => {
    const backups = new StorageBackups(memoryStorage());
    await backups.save('/w/one-more', 'a.cards', 'x', null);
    expect(await backups.paths('/w/one')).toEqual([]);
  });

  it('removes backups', async () => {
    const backups = new StorageBackups(memoryStorage());
    await backups.save('/w', 'a.cards', 'x', null);
    await backups.remove('/w', 'a.cards');
    expect(await backups.load('/w', 'a.cards')).toBeNull();
    expect(await backups.paths('/w')).toEqual([]);
  });

  it('ignores damaged entries', async () => {
    const storage = memoryStorage();
    const backups = new StorageBackups(storage);
    await backups.save('/w', 'a.cards', 'x', null);
    const key = storage.key(0) as string;
    storage.setItem(key, '{"content": 3}');
    expect(await backups.load('/w', 'a.cards')).toBeNull();
    storage.setItem(key, 'not json');
    expect(await backups.load('/w', 'a.cards')).toBeNull();
  });

  it('reports a full storage instead of throwing', async () => {
    const full: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(await new StorageBackups(full).save('/w', 'a.cards', 'x', null)).toBe(false);
    expect(await new StorageBackups(null).save('/w', 'a.cards', 'x', null)).toBe(false);
  });
});

describe('moving backups out of web storage', () => {
  it('moves each backup an older studio left, and removes it only once moved', async () => {
    const old = memoryStorage();
    const older = new StorageBackups(old, () => 99);
    await older.save('/w', 'a.cards', 'typed', null);
    await older.save('/w', 'b.cards', 'also typed', 'e'.repeat(64));
    const kept = new StorageBackups(memoryStorage());
    let refuse = 'b.cards';
    const target: BackupStore = {
      ...kept,
      save: async (root, path, content, baseVersion) => path !== refuse && kept.save(root, path, content, baseVersion),
      load: (root, path) => kept.load(root, path),
      remove: (root, path) => kept.remove(root, path),
      paths: (root) => kept.paths(root),
    };
    expect(await moveStorageBackups(old, target)).toBe(1);
    expect((await kept.load('/w', 'a.cards'))?.content).toBe('typed');
    expect(await older.paths('/w')).toEqual(['b.cards']);
    refuse = '';
    expect(await moveStorageBackups(old, target)).toBe(1);
    expect(await kept.load('/w', 'b.cards')).toMatchObject({ content: 'also typed', baseVersion: 'e'.repeat(64) });
    expect(old.length).toBe(0);
  });
});

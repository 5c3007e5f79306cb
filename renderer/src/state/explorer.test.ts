import { describe, expect, it } from 'vitest';
import { ExplorerStore, openByDefault } from './explorer';

describe('the explorer\'s open folders', () => {
  it('start with games and sets open and folders inside sets closed', () => {
    const explorer = new ExplorerStore();
    expect(openByDefault('sets/stak-bots')).toBe(true);
    expect(explorer.isOpen('sets/stak-bots')).toBe(true);
    expect(explorer.isOpen('sets/stak-bots/starter')).toBe(true);
    expect(explorer.isOpen('sets/stak-bots/starter/scenarios')).toBe(false);
  });

  it('keep only what differs from that, so a layout stays small', () => {
    const explorer = new ExplorerStore();
    explorer.toggle('sets/stak-bots/starter/scenarios');
    explorer.toggle('sets/stak-bots');
    expect([...explorer.get().opened]).toEqual(['sets/stak-bots/starter/scenarios']);
    expect([...explorer.get().closed]).toEqual(['sets/stak-bots']);
    explorer.toggle('sets/stak-bots/starter/scenarios');
    explorer.toggle('sets/stak-bots');
    expect(explorer.get().opened.size + explorer.get().closed.size).toBe(0);
  });

  it('open the folders above a file shown, and change nothing when they are open', () => {
    const explorer = new ExplorerStore();
    explorer.toggle('sets/four-souls');
    const before = explorer.get();
    explorer.reveal(['sets/stak-bots', 'sets/stak-bots/starter']);
    expect(explorer.get()).toBe(before);
    explorer.reveal(['sets/four-souls', 'sets/four-souls/base', 'sets/four-souls/base/scenarios']);
    expect(explorer.isOpen('sets/four-souls')).toBe(true);
    expect(explorer.isOpen('sets/four-souls/base/scenarios')).toBe(true);
  });

  it('start a workspace from what was remembered, with an empty filter', () => {
    const explorer = new ExplorerStore();
    explorer.setFilter('pooter');
    explorer.reset({ opened: ['sets/a/b/art'], closed: ['sets/c'] });
    expect(explorer.isOpen('sets/a/b/art')).toBe(true);
    expect(explorer.isOpen('sets/c')).toBe(false);
    expect(explorer.get().filter).toBe('');
  });
});

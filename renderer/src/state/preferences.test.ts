import { describe, expect, it } from 'vitest';
import { DEFAULT_ZOOM, Preferences, ZOOM_STEPS, editorFontSize, nextZoom } from './preferences';
import { memoryStorage } from './storage';

describe('zoom', () => {
  it('steps in and out through the fixed steps, stopping at the ends', () => {
    expect(nextZoom(1, 'in')).toBe(1.1);
    expect(nextZoom(1, 'out')).toBe(0.9);
    expect(nextZoom(ZOOM_STEPS[ZOOM_STEPS.length - 1] as number, 'in')).toBe(ZOOM_STEPS[ZOOM_STEPS.length - 1]);
    expect(nextZoom(ZOOM_STEPS[0], 'out')).toBe(ZOOM_STEPS[0]);
    expect(nextZoom(1.75, 'reset')).toBe(DEFAULT_ZOOM);
  });

  it('scales the editor font', () => {
    expect(editorFontSize(1)).toBe(14);
    expect(editorFontSize(1.5)).toBe(21);
  });
});

describe('Preferences', () => {
  it('keeps the zoom and ignores stored values that are not a step', () => {
    const storage = memoryStorage();
    const preferences = new Preferences(storage);
    expect(preferences.zoom()).toBe(DEFAULT_ZOOM);
    preferences.setZoom(1.25 + 0.1);
    expect(preferences.zoom()).toBe(1.35);
    storage.setItem('cardwright.zoom', '37');
    expect(preferences.zoom()).toBe(DEFAULT_ZOOM);
  });

  it('remembers the last active file per workspace', () => {
    const preferences = new Preferences(memoryStorage());
    preferences.setLastActiveFile('/w/one', 'sets/g/s/a.cards');
    preferences.setLastActiveFile('/w/two', 'sets/g/s/b.cards');
    expect(preferences.lastActiveFile('/w/one')).toBe('sets/g/s/a.cards');
    expect(preferences.lastActiveFile('/w/two')).toBe('sets/g/s/b.cards');
    expect(preferences.lastActiveFile('/w/three')).toBeNull();
  });

  it('keeps format on save, off until chosen', () => {
    const storage = memoryStorage();
    expect(new Preferences(storage).formatOnSave()).toBe(false);
    new Preferences(storage).setFormatOnSave(true);
    expect(new Preferences(storage).formatOnSave()).toBe(true);
    new Preferences(storage).setFormatOnSave(false);
    expect(new Preferences(storage).formatOnSave()).toBe(false);
  });

  it('works without storage', () => {
    const preferences = new Preferences(null);
    preferences.setZoom(2);
    expect(preferences.zoom()).toBe(DEFAULT_ZOOM);
  });
});

// Small settings kept in web storage: zoom, format on save, and the file last worked on in each workspace.
import { type KeyValueStorage, readItem, writeItem } from './storage';

/** Zoom steps, as factors of the default size; the menu moves one step at a time. */
export const ZOOM_STEPS = [0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.35, 1.5, 1.75, 2] as const;
export const DEFAULT_ZOOM = 1;
/** Editor font size in pixels at zoom 1. */
export const BASE_EDITOR_FONT_SIZE = 14;

export function nextZoom(current: number, direction: 'in' | 'out' | 'reset'): number {
  if (direction === 'reset') return DEFAULT_ZOOM;
  if (direction === 'in') return ZOOM_STEPS.find((step) => step > current + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? current;
  return [...ZOOM_STEPS].reverse().find((step) => step < current - 1e-9) ?? ZOOM_STEPS[0] ?? current;
}

export function editorFontSize(zoom: number): number {
  return Math.round(BASE_EDITOR_FONT_SIZE * zoom);
}

const ZOOM_KEY = 'cardwright.zoom';
const LAST_ACTIVE_PREFIX = 'cardwright.last-active:';
const FORMAT_ON_SAVE_KEY = 'cardwright.format-on-save';

export class Preferences {
  constructor(private readonly storage: KeyValueStorage | null) {}

  zoom(): number {
    const value = Number(readItem(this.storage, ZOOM_KEY));
    return ZOOM_STEPS.some((step) => step === value) ? value : DEFAULT_ZOOM;
  }

  setZoom(zoom: number): void {
    writeItem(this.storage, ZOOM_KEY, String(zoom));
  }

  /** Whether saving a card file formats it first (off unless chosen). */
  formatOnSave(): boolean {
    return readItem(this.storage, FORMAT_ON_SAVE_KEY) === 'true';
  }

  setFormatOnSave(on: boolean): void {
    writeItem(this.storage, FORMAT_ON_SAVE_KEY, String(on));
  }

  lastActiveFile(root: string): string | null {
    return readItem(this.storage, LAST_ACTIVE_PREFIX + root);
  }

  setLastActiveFile(root: string, path: string): void {
    writeItem(this.storage, LAST_ACTIVE_PREFIX + root, path);
  }
}

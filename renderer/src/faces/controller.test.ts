// The faces controller against an in-memory host, plain-string buffers and the language
// client with its worker API run in process (the page runs the same API in a worker).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelMethods, type EventPayload, type HostApi, type HostError, type Result, type WorkspaceSnapshot } from '../../../electron/shared/contract';
import { initialStudioState } from '../app/studio';
import type { Buffers, StudioState } from '../app/types';
import { Store } from '../state/store';
import { CardLanguage } from '../language/api';
import { LanguageClient, type LanguageWorker } from '../language/client';
import { languageFaceSource } from './api';
import { FacesController } from './controller';

const ROOT = '/work/faces';
const SET = 'sets/stak-bots/starter';
const A = `${SET}/a.cards`;
const B = `${SET}/b.cards`;
const ART = `${SET}/art/ant.png`;

const ok = <T,>(value: T): Result<T> => ({ ok: true, value });
const fail = (code: HostError['code'], message: string): Result<never> => ({ ok: false, error: { code, message } });

class FakeHost {
  files = new Map<string, string>([
    [A, 'game stak-bots\n\nbot "Ant" rank 1 power 2 {}\n\nbot "Bee" rank 2 power 3 {\n  entry: draw a card\n}\n'],
    [B, 'game stak-bots\n\nbot "Cog" rank 1 power 1 {}\n'],
  ]);
  listeners: ((payload: EventPayload<'workspace:changed'>) => void)[] = [];
  /** The files the language client read, to show typing never goes through the disk. */
  reads = 0;
  images = 0;
  snapshot(): WorkspaceSnapshot {
    const files = [...this.files.keys(), ART, `${SET}/set.json`].sort().map((path) => ({ path, size: 1 }));
    return { root: ROOT, name: 'Faces', sets: [{ game: 'stak-bots', set: 'starter', path: SET, name: 'Starter', files }] };
  }
  changeOnDisk(path: string, text: string): void {
    this.files.set(path, text);
    for (const listener of this.listeners) listener({ paths: [path], structure: false });
  }
  api(): HostApi {
    const unsupported = async () => fail('unsupported', 'not in this test');
    // Every request the faces never make answers "unsupported".
    const others = Object.fromEntries(Object.values(channelMethods).map((method) => [method, unsupported])) as unknown as HostApi;
    const used: Pick<HostApi, 'readFile' | 'readImage' | 'onWorkspaceChanged' | 'onMenuCommand'> = {
      readFile: async ({ path }) => {
        this.reads += 1;
        const content = this.files.get(path);
        return content === undefined ? fail('not-found', path) : ok({ path, content, version: '0'.repeat(64) });
      },
      readImage: async ({ path }) => {
        this.images += 1;
        return path === ART ? ok({ path, mime: 'image/png' as const, data: 'iVBORw0KGgo=' }) : fail('not-found', path);
      },
      onWorkspaceChanged: (listener) => {
        this.listeners.push(listener);
        return () => undefined;
      },
      onMenuCommand: () => () => undefined,
    };
    return { ...others, ...used };
  }
}

class FakeBuffers implements Buffers {
  texts = new Map<string, string>();
  listeners = new Set<(path: string) => void>();
  create(path: string, content: string) {
    this.texts.set(path, content);
    return content;
  }
  has(path: string) {
    return this.texts.has(path);
  }
  text(path: string) {
    return this.texts.get(path) ?? null;
  }
  replace(path: string, content: string) {
    this.texts.set(path, content);
    return content;
  }
  dispose(path: string) {
    this.texts.delete(path);
  }
  disposeAll() {
    this.texts.clear();
  }
  onDidChange(listener: (path: string) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  type(path: string, text: string) {
    this.texts.set(path, text);
    for (const listener of this.listeners) listener(path);
  }
}

let host: FakeHost;
let buffers: FakeBuffers;
let store: Store<StudioState>;
let language: CardLanguage;
let client: LanguageClient;
let controller: FacesController;
let bufferVersion = 0;

/** The worker's API answering through promises, as Comlink does. */
function inProcess(api: CardLanguage): LanguageWorker {
  return new Proxy(api, {
    get: (target, key) => {
      const value = (target as unknown as Record<string | symbol, unknown>)[key];
      return typeof value === 'function' ? (...args: unknown[]) => Promise.resolve(value.apply(target, args)) : value;
    },
  }) as unknown as LanguageWorker;
}

/** Typing, as the editor reports it: the buffer's text reaches the worker, then the buffer says it changed. */
const type = (path: string, text: string) => {
  language.openBuffer(path, text, (bufferVersion += 1));
  buffers.type(path, text);
};

const openFile = (path: string) => {
  buffers.create(path, host.files.get(path)!);
  const file = { path, version: null, savedContent: host.files.get(path)!, dirty: false, changedOnDisk: false, deletedOnDisk: false, saving: false, restoreOffer: null };
  store.update((s) => ({ ...s, files: { files: [...s.files.files.filter((f) => f.path !== path), file], active: path } }));
};
const cursor = (line: number, column: number) => store.update((s) => ({ ...s, cursor: { line, column } }));
const settle = () => vi.advanceTimersByTimeAsync(1000);

beforeEach(async () => {
  vi.useFakeTimers();
  host = new FakeHost();
  buffers = new FakeBuffers();
  store = new Store(initialStudioState(1));
  language = new CardLanguage();
  client = new LanguageClient({ host: host.api(), workspace: store, startWorker: () => inProcess(language) });
  client.start();
  controller = new FacesController({ store, openFile: async () => undefined, buffers: async () => buffers }, host.api(), languageFaceSource(client));
  controller.start();
  store.update((s) => ({ ...s, phase: 'workspace', workspace: host.snapshot(), selectedSet: SET }));
  await settle();
});

afterEach(() => {
  controller.dispose();
  client.dispose();
  vi.useRealTimers();
});

describe('the faces controller', () => {
  it('previews the card under the cursor once the worker holds the workspace', async () => {
    expect(controller.state.loaded).toBe(true);
    expect(controller.state.preview).toEqual({ kind: 'none', reason: 'no-file' });
    openFile(A);
    cursor(5, 3);
    await settle();
    const preview = controller.state.preview;
    expect(preview.kind === 'card' && preview.face.name).toBe('Bee');
    cursor(1, 1);
    await settle();
    expect(controller.state.preview).toEqual({ kind: 'none', reason: 'off-card' });
  });

  it('follows the typing, and keeps the last face of a card being rewritten', async () => {
    openFile(A);
    cursor(3, 3);
    await settle();
    const reads = host.reads;
    const asked = vi.spyOn(language, 'faceAt');
    type(A, host.files.get(A)!.replace('power 2', 'power 5'));
    type(A, host.files.get(A)!.replace('power 2', 'power 6'));
    await settle();
    // Two quick keystrokes are one question, and the typed text never goes through the disk.
    expect(asked).toHaveBeenCalledTimes(1);
    expect(host.reads).toBe(reads);
    const preview = controller.state.preview;
    expect(preview.kind === 'card' && preview.face.stats).toEqual([
      { name: 'rank', value: 1 },
      { name: 'power', value: 6 },
    ]);
    type(A, host.files.get(A)!.replace('bot "Ant" rank 1 power 2 {}', 'bot "Ant" rank 1 power 6 {\n  entry: obliterate everything\n}'));
    await settle();
    const broken = controller.state.preview;
    expect(broken.kind).toBe('broken');
    if (broken.kind !== 'broken') return;
    expect(broken.card.name).toBe('Ant');
    expect(broken.last?.stats[1]).toEqual({ name: 'power', value: 6 });
  });

  it('lists the selected set in the gallery and follows changes made on disk', async () => {
    controller.setView('gallery');
    await settle();
    expect(controller.state.gallery.faces?.cards.map((c) => c.name)).toEqual(['Ant', 'Bee', 'Cog']);
    host.changeOnDisk(B, 'game stak-bots\n\nbot "Cog" rank 1 power 1 {}\n\nbot "Dart" rank 1 power 4 {}\n');
    await settle();
    expect(controller.state.gallery.faces?.cards.map((c) => c.name)).toEqual(['Ant', 'Bee', 'Cog', 'Dart']);
  });

  it('asks for no set\'s faces while the gallery is not shown, and at once when it is', async () => {
    const asked = vi.spyOn(language, 'setFaces');
    openFile(A);
    type(A, `${host.files.get(A)!}\nbot "Dart" rank 1 power 4 {}\n`);
    await settle();
    expect(asked).not.toHaveBeenCalled();
    expect(controller.state.gallery.faces).toBeNull();
    controller.setView('gallery');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(controller.state.gallery.faces?.cards.map((c) => c.name)).toEqual(['Ant', 'Bee', 'Dart', 'Cog']);
  });

  it('finds a card’s art by its slug and loads it once', async () => {
    controller.setView('gallery');
    await settle();
    const [ant, bee] = controller.state.gallery.faces!.cards;
    expect(controller.artPath(ant!)).toBe(ART);
    expect(controller.artPath(bee!)).toBeNull();
    expect(controller.art(ant!)).toBeNull();
    expect(controller.art(ant!)).toBeNull();
    await settle();
    expect(controller.art(ant!)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(host.images).toBe(1);
    expect(controller.art(bee!)).toBeNull();
    expect(host.images).toBe(1);
  });

  it('runs one export at a time, says where it went, and can be cancelled', async () => {
    let release: () => void = () => undefined;
    const first = controller.runTask('Export', async (progress) => {
      progress(1, 2);
      await new Promise<void>((resolve) => (release = resolve));
      return 'Saved in exports/';
    });
    expect(controller.state.task).toEqual({ label: 'Export', done: 1, total: 2 });
    await controller.runTask('Another', async () => 'never');
    release();
    await first;
    expect(controller.state.task).toBeNull();
    expect(controller.state.notice).toEqual({ kind: 'info', text: 'Saved in exports/' });
    const cancelled = controller.runTask('Print sheet', async (_progress, signal) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      signal.throwIfAborted();
      return 'done';
    });
    controller.cancelTask();
    await vi.advanceTimersByTimeAsync(200);
    await cancelled;
    expect(controller.state.notice).toEqual({ kind: 'info', text: 'Print sheet: cancelled; nothing was written' });
    expect(controller.where('exports/x.png')).toBe('/work/faces/exports/x.png');
  });
});

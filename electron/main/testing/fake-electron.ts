// A small stand-in for the `electron` module, for tests only (vi.mock('electron', ...)): the
// real package tries to download its binary when required from plain Node. It records what
// the main process asks of Electron so tests can inspect it and drive events.

type Listener = (...args: never[]) => unknown;

export class FakeEmitter {
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener): this {
    const wrapped = (...args: never[]) => {
      this.removeListener(event, wrapped);
      return listener(...args);
    };
    return this.on(event, wrapped);
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  emit(event: string, ...args: unknown[]): boolean {
    const listeners = this.listeners.get(event) ?? [];
    for (const listener of listeners) (listener as (...a: unknown[]) => unknown)(...args);
    return listeners.length > 0;
  }
}

/** An event with preventDefault, as Electron passes to will-navigate and friends. */
export class FakeEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

export type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

/** A window's session: what the print window locks down. */
export class FakeSession {
  permissionRequestHandler: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
  beforeRequest: ((details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void) | null = null;
  readonly webRequest = {
    onBeforeRequest: (listener: (details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void): void => {
      this.beforeRequest = listener;
    },
  };
  setPermissionRequestHandler(handler: FakeSession['permissionRequestHandler']): void {
    this.permissionRequestHandler = handler;
  }
  /** Test control: whether the session lets a request through. */
  allows(url: string): boolean {
    let cancel = false;
    this.beforeRequest?.({ url }, (response) => {
      cancel = response.cancel === true;
    });
    return !cancel;
  }
}

export class FakeWebContents extends FakeEmitter {
  static nextId = 1;
  /** Electron numbers every webContents; IPC events carry it as `sender.id`. */
  readonly id = FakeWebContents.nextId++;
  readonly sent: Array<[string, unknown]> = [];
  windowOpenHandler: WindowOpenHandler | null = null;
  readonly session = new FakeSession();
  readonly printCalls: Record<string, unknown>[] = [];
  /** What printToPDF answers (test control). */
  static nextPdf: Uint8Array = new TextEncoder().encode('%PDF-1.7 fake');

  printToPDF(options: Record<string, unknown>): Promise<Uint8Array> {
    this.printCalls.push(options);
    return Promise.resolve(FakeWebContents.nextPdf);
  }

  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler;
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  shown = false;
  destroyed = false;

  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.instances.push(this);
    // Electron reports every new webContents to the app.
    fakeElectron.app.emit('web-contents-created', {}, this.webContents);
  }

  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.instances.filter((w) => !w.destroyed);
  }

  static focused: FakeBrowserWindow | null = null;

  static getFocusedWindow(): FakeBrowserWindow | null {
    return FakeBrowserWindow.focused && !FakeBrowserWindow.focused.destroyed ? FakeBrowserWindow.focused : null;
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }

  loadedFile: string | null = null;
  /** The file's text at the moment it was loaded (it may be gone afterwards). */
  loadedText: string | null = null;

  async loadFile(file: string): Promise<void> {
    this.loadedFile = file;
    const { readFile } = await import('node:fs/promises');
    this.loadedText = await readFile(file, 'utf8');
  }

  destroy(): void {
    this.destroyed = true;
    this.emit('closed');
  }

  show(): void {
    this.shown = true;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  isMinimized(): boolean {
    return false;
  }

  restore(): void {}

  focus(): void {
    FakeBrowserWindow.focused = this;
    this.emit('focus');
  }

  close(): void {
    this.destroyed = true;
    if (FakeBrowserWindow.focused === this) FakeBrowserWindow.focused = null;
    this.emit('closed');
  }
}

type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void;
type PermissionCheckHandler = (contents: unknown, permission: string, origin: string, details: unknown) => boolean;
type BeforeRequestListener = (details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void;
type ProtocolHandler = (request: { url: string; method: string }) => Promise<Response>;
type DialogCall = { window: unknown; options: Record<string, unknown> };

function createFake() {
  let resolveReady: () => void = () => {};
  const state = {
    app: Object.assign(new FakeEmitter(), {
      isPackaged: false,
      singleInstance: true,
      quitCalls: 0,
      sandboxEnabled: false,
      isReady: false,
      userData: '',
      ready: new Promise<void>((resolve) => {
        resolveReady = resolve;
      }),
      enableSandbox(): void {
        // Electron refuses this once the app is ready.
        if (state.app.isReady) throw new Error('app.enableSandbox() can only be called before app is ready');
        state.app.sandboxEnabled = true;
      },
      requestSingleInstanceLock(): boolean {
        return state.app.singleInstance;
      },
      quit(): void {
        state.app.quitCalls += 1;
      },
      getPath(name: string): string {
        if (name === 'documents') return `${state.app.userData}/Documents`;
        if (name !== 'userData') throw new Error(`fake app.getPath: ${name} not faked`);
        return state.app.userData;
      },
      getName(): string {
        return 'cardwright';
      },
      whenReady(): Promise<void> {
        return state.app.ready;
      },
      /** Test control: fires 'ready'. */
      makeReady(): void {
        state.app.isReady = true;
        resolveReady();
      },
    }),
    ipcMain: {
      handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
      handle(channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void {
        // Electron throws on a second handler for the same channel; so does the fake.
        if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
        this.handlers.set(channel, handler);
      },
    },
    protocol: {
      privileged: [] as unknown[],
      handlers: new Map<string, ProtocolHandler>(),
      registerSchemesAsPrivileged(schemes: unknown[]): void {
        if (state.app.isReady) throw new Error('registerSchemesAsPrivileged should be called before app is ready');
        this.privileged.push(...schemes);
      },
      handle(scheme: string, handler: ProtocolHandler): void {
        this.handlers.set(scheme, handler);
      },
    },
    session: {
      defaultSession: {
        permissionRequestHandler: null as PermissionRequestHandler | null,
        permissionCheckHandler: null as PermissionCheckHandler | null,
        beforeRequest: null as BeforeRequestListener | null,
        setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
          this.permissionRequestHandler = handler;
        },
        setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
          this.permissionCheckHandler = handler;
        },
        webRequest: {
          onBeforeRequest(listener: BeforeRequestListener): void {
            state.session.defaultSession.beforeRequest = listener;
          },
        },
      },
    },
    dialog: {
      openCalls: [] as DialogCall[],
      messageCalls: [] as DialogCall[],
      nextFolder: null as string | null,
      nextMessageBoxButton: 1,
      /** Buttons the next asynchronous message boxes answer with, in turn; 0 once used up. */
      messageBoxAnswers: [] as number[],
      showOpenDialog(window: unknown, options?: Record<string, unknown>) {
        const call = options === undefined ? { window: null, options: window as Record<string, unknown> } : { window, options };
        this.openCalls.push(call);
        const folder = this.nextFolder;
        return Promise.resolve(folder === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [folder] });
      },
      showMessageBoxSync(window: unknown, options: Record<string, unknown>): number {
        this.messageCalls.push({ window, options });
        return this.nextMessageBoxButton;
      },
      showMessageBox(window: unknown, options?: Record<string, unknown>) {
        this.messageCalls.push(options === undefined ? { window: null, options: window as Record<string, unknown> } : { window, options });
        return Promise.resolve({ response: this.messageBoxAnswers.shift() ?? 0, checkboxChecked: false });
      },
    },
    Menu: {
      applied: null as { template: unknown[] } | null,
      buildFromTemplate(template: unknown[]) {
        return { template };
      },
      setApplicationMenu(menu: { template: unknown[] } | null): void {
        this.applied = menu;
      },
    },
    shell: {
      opened: [] as string[],
      openExternal(url: string): Promise<void> {
        this.opened.push(url);
        return Promise.resolve();
      },
    },
    BrowserWindow: FakeBrowserWindow,
  };
  return state;
}

export type FakeElectron = ReturnType<typeof createFake>;

/** The module the tests hand to vi.mock; `resetFakeElectron` renews its state in place. */
export const fakeElectron: FakeElectron = createFake();

export function resetFakeElectron(): void {
  FakeBrowserWindow.instances = [];
  FakeBrowserWindow.focused = null;
  Object.assign(fakeElectron, createFake());
}

/**
 * The parts of Electron the composition root touches, as plain objects that record what the app did
 * with them, so desktop/main/index.ts can be started under Node. Each module's own rules are tested
 * on their own; this checks the wiring between Electron's events and those modules.
 */
import { EventEmitter } from 'node:events';
import { memoryKeyStore } from './memoryKeyStore.ts';

type Listener = (...args: unknown[]) => unknown;

class FakeWebContents extends EventEmitter {
  sent: [string, unknown][] = [];
  openHandler: ((details: { url: string }) => unknown) | null = null;
  send(channel: string, value: unknown): void {
    this.sent.push([channel, value]);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => unknown): void {
    this.openHandler = handler;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  shown = false;
  focused = false;
  maximized = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.created;
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
  }
  show(): void {
    this.shown = true;
  }
  focus(): void {
    this.focused = true;
  }
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isMinimized(): boolean {
    return false;
  }
  restore(): void {}
  isDestroyed(): boolean {
    return false;
  }
  isFocused(): boolean {
    return this.focused;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1200, height: 820 };
  }
}

export function createFakeElectron(options: { userData: string; lockAcquired?: boolean }) {
  const appEvents = new EventEmitter();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const record = {
    ipcChannels: new Map<string, Listener>(),
    menuTemplates: [] as unknown[],
    messageBoxes: [] as unknown[],
    openedExternally: [] as string[],
    recentDocuments: [] as string[],
    permissionRequest: null as Listener | null,
    headersListener: null as Listener | null,
    sandboxEnabled: false,
    quit: false,
    notifications: [] as unknown[],
  };
  const app = Object.assign(appEvents, {
    isPackaged: false,
    requestSingleInstanceLock: () => options.lockAcquired ?? true,
    quit: () => {
      record.quit = true;
    },
    enableSandbox: () => {
      record.sandboxEnabled = true;
    },
    getPath: () => options.userData,
    setPath: () => {},
    getName: () => 'Summer',
    getVersion: () => '0.1.0',
    whenReady: () => ready,
    addRecentDocument: (path: string) => record.recentDocuments.push(path),
    clearRecentDocuments: () => {
      record.recentDocuments.length = 0;
    },
  });
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    dialog: {
      showOpenDialog: async () => ({ canceled: true, filePaths: [] as string[] }),
      showMessageBox: async (...args: unknown[]) => {
        record.messageBoxes.push(args.at(-1));
        return { response: 0 };
      },
    },
    ipcMain: { handle: (channel: string, listener: Listener) => record.ipcChannels.set(channel, listener) },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => record.menuTemplates.push(menu),
    },
    Notification: class {
      static isSupported = () => true;
      constructor(readonly options: unknown) {}
      show() {
        record.notifications.push(this.options);
      }
    },
    safeStorage: memoryKeyStore(),
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          record.permissionRequest = handler;
        },
        setPermissionCheckHandler: () => {},
        webRequest: {
          onHeadersReceived: (listener: Listener) => {
            record.headersListener = listener;
          },
        },
      },
    },
    shell: {
      openExternal: async (url: string) => {
        record.openedExternally.push(url);
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  };
  return { electron, record, markReady };
}

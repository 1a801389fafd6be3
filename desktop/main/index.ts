/**
 * The desktop app's composition root: it reaches Electron, builds the modules of this folder with it
 * and wires app events to them. Rules live in the modules; this file only connects them.
 */
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  app,
  type BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  safeStorage,
  session,
  shell,
} from 'electron';
import electronUpdater from 'electron-updater';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { contentSecurityPolicy } from '../contentSecurityPolicy.ts';
import { IPC } from '../ipcChannels.ts';
import { DeviceEngine } from './extraction.ts';
import {
  checkOpenableFile,
  documentsFromArgv,
  FileInbox,
  FileOpenError,
  OPENABLE_EXTENSIONS,
} from './fileOpening.ts';
import { registerIpcHandlers } from './ipc.ts';
import { LibraryChangeRelay } from './libraryChanges.ts';
import { createMainWindow, focusWindow } from './mainWindow.ts';
import { applicationMenuTemplate } from './menu.ts';
import { RecentFiles } from './recentFiles.ts';
import { guardNavigation, guardSession, isSafeExternalUrl, isTrustedSender } from './security.ts';
import { defaultServerUrl, ServerSession } from './serverSession.ts';
import { SummaryService } from './summaries.ts';
import { TokenStore } from './tokenStore.ts';
import { startUpdateChecks } from './updates.ts';
import { WindowStateFile } from './windowState.ts';

/** Set at build time (electron.vite.config.ts) from SUMMER_UPDATE_URL; the run-time variable wins. */
declare const __SUMMER_UPDATE_URL__: string;

const log = {
  info: (message: string) => console.info(`[summer] ${message}`),
  warn: (message: string) => console.warn(`[summer] ${message}`),
  error: (message: string) => console.error(`[summer] ${message}`),
};

// A separate profile folder for tests and portable set-ups; Electron's default otherwise.
if (process.env.SUMMER_USER_DATA_DIR) app.setPath('userData', process.env.SUMMER_USER_DATA_DIR);

// A second launch hands its file arguments to the running app and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  start();
}

function start(): void {
  app.enableSandbox();
  const here = import.meta.dirname;
  const development = !app.isPackaged;
  const devServer = development ? process.env.ELECTRON_RENDERER_URL : undefined;
  const rendererUrl = devServer ?? pathToFileURL(join(here, '../renderer/index.html')).href;
  const userData = app.getPath('userData');

  const inbox = new FileInbox();
  const recent = new RecentFiles(join(userData, 'recent-files.json'));
  const windowState = new WindowStateFile(join(userData, 'window-state.json'), 400, undefined, log.warn);
  const tokens = new TokenStore(join(userData, 'session.bin'), safeStorage, log.warn);
  const serverSession = new ServerSession({
    store: tokens,
    defaultServerUrl: defaultServerUrl(process.env, log.warn),
    deviceLabel: `${app.getName()} on ${hostname()}`,
    log: log.warn,
    userAgent: app.userAgentFallback,
  });
  // Worker scripts cannot run from inside the asar archive; electron-builder unpacks the main bundle.
  const engine = new DeviceEngine({
    worker: { path: join(here, 'engineWorker.js').replace(`app.asar${sep}`, `app.asar.unpacked${sep}`) },
  });
  let mainWindow: BrowserWindow | null = null;

  const showNotification = (title: string, body: string) => {
    if (Notification.isSupported()) new Notification({ title, body }).show();
  };
  const summaries = new SummaryService({
    session: serverSession,
    device: engine,
    notifier: { windowFocused: () => mainWindow?.isFocused() ?? false, show: showNotification },
    onProgress: (progress) => mainWindow?.webContents.send(IPC.summaryProgress, progress),
  });

  const libraryChanges = new LibraryChangeRelay({
    session: serverSession,
    notify: () => mainWindow?.webContents.send(IPC.libraryChanged),
  });
  /** After a sign-in change: the menu and the library's stream follow the new account. */
  const accountChanged = () => {
    refreshMenu();
    libraryChanges.restart();
  };

  const refreshMenu = () => {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        applicationMenuTemplate({
          platform: process.platform,
          productName: app.getName(),
          development,
          recentFiles: recent.list(),
          signedIn: serverSession.describe().signedIn,
          actions: {
            openFile: () =>
              void chooseFile().then((path) => {
                if (path) return openDocument(path);
              }),
            openRecent: (path) => void openDocument(path),
            clearRecent: () => {
              app.clearRecentDocuments();
              void recent.clear().then(refreshMenu);
            },
            command: (command) => mainWindow?.webContents.send(IPC.menuCommand, command),
            signOut: () =>
              void serverSession.signOut().then(() => {
                accountChanged();
                mainWindow?.webContents.send(IPC.menuCommand, 'signed-out');
              }),
            openWebsite: () => {
              const website = serverSession.describe().serverUrl;
              if (isSafeExternalUrl(website)) void shell.openExternal(website);
            },
            openSupportMail: () => void shell.openExternal(`mailto:${DEFAULT_RULES.supportEmail}`),
          },
        }),
      ),
    );
  };

  const remember = async (path: string) => {
    app.addRecentDocument(path);
    await recent.add(path);
    refreshMenu();
  };

  async function chooseFile(): Promise<string | null> {
    const options: Electron.OpenDialogOptions = {
      title: 'Open a document',
      properties: ['openFile'],
      filters: [
        { name: 'Documents', extensions: OPENABLE_EXTENSIONS.map((extension) => extension.slice(1)) },
      ],
    };
    const choice = mainWindow
      ? await dialog.showOpenDialog(mainWindow, options)
      : await dialog.showOpenDialog(options);
    return choice.canceled ? null : (choice.filePaths[0] ?? null);
  }

  /** A document opened from outside the page: checked, remembered, handed to the window. */
  async function openDocument(path: string): Promise<void> {
    try {
      const file = await checkOpenableFile(path, { stat });
      await remember(file.path);
      inbox.push(file);
      focusWindow(mainWindow);
    } catch (error) {
      if (!(error instanceof FileOpenError)) {
        // Called from events nobody awaits: log instead of leaving an unhandled rejection.
        log.error(`Could not open a document: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (error.kind === 'not_found') await recent.remove(path).then(refreshMenu);
      const options = {
        type: 'warning' as const,
        message: 'This document cannot be opened',
        detail: error.message,
      };
      if (mainWindow) await dialog.showMessageBox(mainWindow, options);
      else await dialog.showMessageBox(options);
    }
  }

  registerIpcHandlers(
    ipcMain,
    {
      appVersion: () => app.getVersion(),
      getSession: () => serverSession.describe(),
      signIn: async (serverUrl, email, password) => {
        const result = await serverSession.signIn(serverUrl, email, password);
        accountChanged();
        return result;
      },
      signOut: async () => {
        const signedOut = await serverSession.signOut();
        accountChanged();
        return signedOut;
      },
      api: async (method, path, body) => {
        const wasSignedIn = serverSession.describe().signedIn;
        const answer = await serverSession.request(method, path, body);
        // A token refused by the server was forgotten: the menu follows.
        if (wasSignedIn !== serverSession.describe().signedIn) accountChanged();
        return answer;
      },
      openFileDialog: async () => {
        const path = await chooseFile();
        if (!path) return { ok: true, value: null };
        try {
          const file = await checkOpenableFile(path, { stat });
          await remember(file.path);
          return { ok: true, value: file };
        } catch (error) {
          if (error instanceof FileOpenError) return { ok: false, code: error.kind, message: error.message };
          throw error;
        }
      },
      extractFile: async (path) => {
        const result = await engine.extractFile(path);
        if (result.ok) await remember(result.value.path);
        return result;
      },
      summarize: (text, filename, level, requestId) => summaries.summarize(text, filename, level, requestId),
      summarizeLocally: (text, level) => summaries.summarizeLocally(text, level),
      notify: showNotification,
      watchLibrary: (on) => libraryChanges.watch(on),
    },
    (event) => isTrustedSender(event.senderFrame, rendererUrl),
    log.warn,
  );

  // macOS delivers documents (Finder's Open With, drops on the Dock icon) as events, even before ready.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void app.whenReady().then(() => openDocument(path));
  });

  app.on('second-instance', (_event, argv, workingDirectory) => {
    focusWindow(mainWindow);
    for (const path of documentsFromArgv(argv, workingDirectory)) void openDocument(path);
  });

  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, { rendererUrl, openExternal: (url) => shell.openExternal(url), log: log.warn }),
  );

  const openWindow = async () => {
    mainWindow = await createMainWindow({
      preloadPath: join(here, '../preload/index.cjs'),
      rendererUrl,
      state: windowState,
      inbox,
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
      libraryChanges.reset();
    });
  };

  app.whenReady().then(async () => {
    guardSession(
      session.defaultSession,
      rendererUrl,
      contentSecurityPolicy(devServer ? 'development' : 'production'),
    );
    await Promise.all([recent.load(), tokens.load()]);
    refreshMenu();
    await openWindow();
    for (const path of documentsFromArgv(process.argv, process.cwd())) void openDocument(path);
    startUpdateChecks(electronUpdater.autoUpdater, {
      isPackaged: app.isPackaged,
      feedUrl:
        process.env.SUMMER_UPDATE_URL ||
        (typeof __SUMMER_UPDATE_URL__ === 'string' ? __SUMMER_UPDATE_URL__ : '') ||
        undefined,
      log,
    });
    app.on('activate', () => {
      if (!mainWindow) void openWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

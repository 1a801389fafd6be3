/** The app's one window: placed where it was last, shown when painted, and fed the files opened elsewhere. */
import { BrowserWindow, screen } from 'electron';
import { IPC } from '../ipcChannels.ts';
import type { FileInbox } from './fileOpening.ts';
import { mainWindowOptions } from './windowOptions.ts';
import { initialWindowState, type WindowStateFile } from './windowState.ts';

export interface MainWindowOptions {
  preloadPath: string;
  /** The dev server's address in development, the built index.html otherwise. */
  rendererUrl: string;
  state: WindowStateFile;
  inbox: FileInbox;
}

export async function createMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
  const base = mainWindowOptions(options.preloadPath);
  const placement = initialWindowState(
    await options.state.load(),
    screen.getAllDisplays().map((display) => display.workArea),
    { width: base.width ?? 1200, height: base.height ?? 820 },
  );
  const { maximized, ...bounds } = placement;
  const window = new BrowserWindow({ ...base, ...bounds });
  options.state.track(window);
  if (maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  // Files opened before the page could listen wait in the inbox; a reload reconnects it.
  window.webContents.on('did-finish-load', () =>
    options.inbox.connect((file) => window.webContents.send(IPC.fileOpened, file)),
  );
  window.on('closed', () => options.inbox.disconnect());

  void window.loadURL(options.rendererUrl);
  return window;
}

/** Brings the window to the front (a second launch, a file opened from the Dock or Explorer). */
export function focusWindow(window: BrowserWindow | null): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

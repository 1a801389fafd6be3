import { contextBridge, type IpcRendererEvent, ipcRenderer, webUtils } from 'electron';
import type { DesktopBridge, MenuCommand, OpenedFile, SummaryProgress } from '../bridge.ts';
import { IPC } from '../ipcChannels.ts';

/**
 * The only door between the renderer and the main process: the typed calls of bridge.ts, nothing
 * else. ipcRenderer itself is never exposed, so the page cannot send on channels of its own choosing.
 */
function subscribe<T>(channel: string, callback: (value: T) => void): () => void {
  const listener = (_event: IpcRendererEvent, value: T) => callback(value);
  ipcRenderer.on(channel, listener);
  return () => {
    ipcRenderer.removeListener(channel, listener);
  };
}

const bridge: DesktopBridge = {
  platform: process.platform,
  appVersion: () => ipcRenderer.invoke(IPC.appVersion),
  getSession: () => ipcRenderer.invoke(IPC.getSession),
  signIn: (serverUrl, email, password) => ipcRenderer.invoke(IPC.signIn, serverUrl, email, password),
  signOut: () => ipcRenderer.invoke(IPC.signOut),
  api: (method, path, body) =>
    body === undefined
      ? ipcRenderer.invoke(IPC.api, method, path)
      : ipcRenderer.invoke(IPC.api, method, path, body),
  openFileDialog: () => ipcRenderer.invoke(IPC.openFileDialog),
  pathForDroppedFile: (file) => {
    try {
      return webUtils.getPathForFile(file);
    } catch {
      return '';
    }
  },
  extractFile: (path) => ipcRenderer.invoke(IPC.extractFile, path),
  summarize: (text, filename, level, requestId) =>
    ipcRenderer.invoke(IPC.summarize, text, filename, level, ...(requestId ? [requestId] : [])),
  onSummaryProgress: (callback) => subscribe<SummaryProgress>(IPC.summaryProgress, callback),
  summarizeLocally: (text, level) => ipcRenderer.invoke(IPC.summarizeLocally, text, level),
  onFileOpened: (callback) => subscribe<OpenedFile>(IPC.fileOpened, callback),
  onMenuCommand: (callback) => subscribe<MenuCommand>(IPC.menuCommand, callback),
  notify: (title, body) => ipcRenderer.invoke(IPC.notify, title, body),
  onLibraryChange: (callback) => {
    const unsubscribe = subscribe<void>(IPC.libraryChanged, () => callback());
    void ipcRenderer.invoke(IPC.watchLibrary, true);
    return () => {
      unsubscribe();
      void ipcRenderer.invoke(IPC.watchLibrary, false);
    };
  },
};

contextBridge.exposeInMainWorld('summerDesktop', bridge);

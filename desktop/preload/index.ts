import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge } from '../bridge.ts';

/** The only door between the renderer and the main process: a few typed calls, no Node in the page. */
const bridge: DesktopBridge = {
  platform: process.platform,
  appVersion: () => ipcRenderer.invoke('app:version') as Promise<string>,
};

contextBridge.exposeInMainWorld('summerDesktop', bridge);

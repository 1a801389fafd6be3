import { join } from 'node:path';
import { app, BrowserWindow, ipcMain } from 'electron';
import { mainWindowOptions } from './windowOptions.ts';

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(join(import.meta.dirname, '../preload/index.cjs')));
  window.once('ready-to-show', () => window.show());
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer) void window.loadURL(devServer);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
  return window;
}

ipcMain.handle('app:version', () => app.getVersion());

app.whenReady().then(() => {
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

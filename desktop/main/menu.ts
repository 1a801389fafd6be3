/**
 * The application menu with each platform's standard items and shortcuts. Built as a plain template
 * from what the app knows (platform, recent files, development or not), so it is tested without Electron.
 */
import { basename } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../bridge.ts';

export interface MenuActions {
  openFile(): void;
  openRecent(path: string): void;
  clearRecent(): void;
  /** Actions that belong to the UI (new summary, library, account). */
  command(command: MenuCommand): void;
  signOut(): void;
  openWebsite(): void;
  openSupportMail(): void;
}

export interface MenuOptions {
  platform: string;
  productName: string;
  /** Reload and developer tools only while developing: a packaged app never shows them. */
  development: boolean;
  recentFiles: readonly string[];
  /** Sign Out is offered only to a signed-in user. */
  signedIn: boolean;
  actions: MenuActions;
}

export function applicationMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { platform, productName, development, signedIn, actions } = options;
  const mac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];

  if (mac) {
    template.push({
      label: productName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }

  template.push({
    label: '&File',
    submenu: [
      { label: 'New Summary', accelerator: 'CmdOrCtrl+N', click: () => actions.command('new-summary') },
      { id: 'open-file', label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => actions.openFile() },
      { label: 'Open Recent', submenu: recentSubmenu(options) },
      { type: 'separator' },
      { label: 'Library', accelerator: 'CmdOrCtrl+Shift+L', click: () => actions.command('show-library') },
      { label: 'Account', click: () => actions.command('show-account') },
      { label: 'Sign Out', enabled: signedIn, click: () => actions.signOut() },
      { type: 'separator' },
      mac ? { role: 'close' } : { role: 'quit' },
    ],
  });

  template.push({
    label: '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      { type: 'separator' },
      { role: 'selectAll' },
    ],
  });

  template.push({
    label: '&View',
    submenu: [
      ...(development
        ? ([
            { role: 'reload' },
            { role: 'forceReload' },
            { role: 'toggleDevTools' },
            { type: 'separator' },
          ] as const)
        : []),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });

  template.push({
    label: '&Window',
    submenu: mac
      ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  });

  template.push({
    role: 'help',
    label: '&Help',
    submenu: [
      { label: `${productName} Website`, click: () => actions.openWebsite() },
      { label: 'Contact Support', click: () => actions.openSupportMail() },
      ...(mac ? [] : [{ type: 'separator' } as const, { role: 'about' } as const]),
    ],
  });

  return template;
}

function recentSubmenu({ recentFiles, actions }: MenuOptions): MenuItemConstructorOptions[] {
  if (recentFiles.length === 0) return [{ label: 'No Recent Documents', enabled: false }];
  return [
    ...recentFiles.map(
      (path): MenuItemConstructorOptions => ({
        // `&` would turn the next letter into a Windows access key; doubled it is shown as is.
        label: basename(path).replace(/&/g, '&&'),
        toolTip: path,
        click: () => actions.openRecent(path),
      }),
    ),
    { type: 'separator' },
    { label: 'Clear Menu', click: () => actions.clearRecent() },
  ];
}

import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { applicationMenuTemplate, type MenuActions } from './menu.ts';

function actions(): MenuActions {
  return {
    openFile: vi.fn(),
    openRecent: vi.fn(),
    clearRecent: vi.fn(),
    command: vi.fn(),
    signOut: vi.fn(),
    openWebsite: vi.fn(),
    openSupportMail: vi.fn(),
  };
}

function submenu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label?.replace('&', '') === label);
  return (menu?.submenu ?? []) as MenuItemConstructorOptions[];
}

function click(item: MenuItemConstructorOptions | undefined): void {
  (item?.click as (() => void) | undefined)?.();
}

describe('the application menu', () => {
  it('has File, Edit, View, Window and Help with the standard shortcuts', () => {
    const template = applicationMenuTemplate({
      platform: 'win32',
      productName: 'Summer',
      development: false,
      recentFiles: [],
      signedIn: false,
      actions: actions(),
    });
    expect(template.map((item) => item.label)).toEqual(['&File', '&Edit', '&View', '&Window', '&Help']);
    const file = submenu(template, 'File');
    expect(file.find((item) => item.label === 'Open…')?.accelerator).toBe('CmdOrCtrl+O');
    expect(file.at(-1)?.role).toBe('quit');
    expect(
      submenu(template, 'Edit')
        .map((item) => item.role)
        .filter(Boolean),
    ).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll']);
  });

  it('offers reload and developer tools only while developing', () => {
    const roles = (development: boolean) =>
      submenu(
        applicationMenuTemplate({
          platform: 'linux',
          productName: 'Summer',
          development,
          recentFiles: [],
          signedIn: false,
          actions: actions(),
        }),
        'View',
      ).map((item) => item.role);
    expect(roles(false)).not.toContain('reload');
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).toEqual(
      expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']),
    );
    expect(roles(true)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools']));
  });

  it('lists recent documents by name, opens them, and can be cleared', () => {
    const chosen = actions();
    const template = applicationMenuTemplate({
      platform: 'linux',
      productName: 'Summer',
      development: false,
      recentFiles: ['/home/ana/Q3 & Q4 report.pdf', '/home/ana/minutes.vtt'],
      signedIn: false,
      actions: chosen,
    });
    const recent = submenu(submenu(template, 'File'), 'Open Recent');
    expect(recent.map((item) => item.label)).toEqual([
      'Q3 && Q4 report.pdf',
      'minutes.vtt',
      undefined,
      'Clear Menu',
    ]);
    click(recent[1]);
    expect(chosen.openRecent).toHaveBeenCalledWith('/home/ana/minutes.vtt');
    click(recent[3]);
    expect(chosen.clearRecent).toHaveBeenCalled();
  });

  it('offers Sign Out only to a signed-in user', () => {
    const signOut = (signedIn: boolean) =>
      submenu(
        applicationMenuTemplate({
          platform: 'linux',
          productName: 'Summer',
          development: false,
          recentFiles: [],
          signedIn,
          actions: actions(),
        }),
        'File',
      ).find((item) => item.label === 'Sign Out');
    expect(signOut(true)?.enabled).toBe(true);
    expect(signOut(false)?.enabled).toBe(false);
  });

  it('says so when there are no recent documents', () => {
    const template = applicationMenuTemplate({
      platform: 'linux',
      productName: 'Summer',
      development: false,
      recentFiles: [],
      signedIn: false,
      actions: actions(),
    });
    expect(submenu(submenu(template, 'File'), 'Open Recent')).toEqual([
      { label: 'No Recent Documents', enabled: false },
    ]);
  });

  it('routes File and Help items to their actions', () => {
    const chosen = actions();
    const template = applicationMenuTemplate({
      platform: 'linux',
      productName: 'Summer',
      development: false,
      recentFiles: [],
      signedIn: true,
      actions: chosen,
    });
    const file = submenu(template, 'File');
    click(file.find((item) => item.label === 'Open…'));
    click(file.find((item) => item.label === 'New Summary'));
    click(file.find((item) => item.label === 'Sign Out'));
    const help = submenu(template, 'Help');
    click(help.find((item) => item.label === 'Summer Website'));
    click(help.find((item) => item.label === 'Contact Support'));
    expect(chosen.openFile).toHaveBeenCalledTimes(1);
    expect(chosen.command).toHaveBeenCalledWith('new-summary');
    expect(chosen.signOut).toHaveBeenCalled();
    expect(chosen.openWebsite).toHaveBeenCalled();
    expect(chosen.openSupportMail).toHaveBeenCalled();
  });

  it('follows macOS conventions there: an app menu with Quit, Close in File', () => {
    const template = applicationMenuTemplate({
      platform: 'darwin',
      productName: 'Summer',
      development: false,
      recentFiles: [],
      signedIn: false,
      actions: actions(),
    });
    expect(template[0]?.label).toBe('Summer');
    expect(submenu(template, 'Summer').map((item) => item.role)).toContain('quit');
    expect(submenu(template, 'File').at(-1)?.role).toBe('close');
  });
});

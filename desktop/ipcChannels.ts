/** IPC channel names, shared by the preload script and the main process so they cannot drift apart. */
export const IPC = {
  appVersion: 'summer:app-version',
  getSession: 'summer:get-session',
  signIn: 'summer:sign-in',
  signOut: 'summer:sign-out',
  api: 'summer:api',
  openFileDialog: 'summer:open-file-dialog',
  extractFile: 'summer:extract-file',
  summarize: 'summer:summarize',
  summarizeLocally: 'summer:summarize-locally',
  notify: 'summer:notify',
  watchLibrary: 'summer:watch-library',
  /** Main → renderer events. */
  fileOpened: 'summer:file-opened',
  menuCommand: 'summer:menu-command',
  summaryProgress: 'summer:summary-progress',
  libraryChanged: 'summer:library-changed',
} as const;

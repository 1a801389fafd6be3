/**
 * Automatic updates through electron-updater, from the generic feed that electron-builder.yml's
 * `publish` writes into the packaged app (app-update.yml). SUMMER_UPDATE_URL, at build time or at run
 * time, points an installation at another feed. Only packaged builds check; a failed check is logged,
 * never shown as a crash.
 */

/** The slice of electron-updater's AppUpdater used here. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: unknown;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  checkForUpdatesAndNotify(): Promise<unknown>;
}

export interface UpdateOptions {
  isPackaged: boolean;
  /** SUMMER_UPDATE_URL at run time, else the value baked in at build time, else none (the packaged feed). */
  feedUrl: string | undefined;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

/** The feed override, when it is a valid http(s) address. */
export function updateFeedOverride(value: string | undefined, log: UpdateOptions['log']): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // reported below
  }
  log.warn('SUMMER_UPDATE_URL is not an http(s) address; using the packaged update feed.');
  return undefined;
}

/** Starts the update check; answers whether one was started. */
export function startUpdateChecks(updater: Updater, options: UpdateOptions): boolean {
  if (!options.isPackaged) {
    options.log.info('Update checks are off in development builds.');
    return false;
  }
  updater.logger = options.log;
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  const feed = updateFeedOverride(options.feedUrl, options.log);
  if (feed) updater.setFeedURL({ provider: 'generic', url: feed });
  updater.on('error', (error) => options.log.error(`Update check failed: ${error.message}`));
  updater.on('update-downloaded', (info) =>
    options.log.info(`Version ${info.version} is ready and installs when the app quits.`),
  );
  updater.checkForUpdatesAndNotify().catch((error: unknown) => {
    options.log.error(`Update check failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return true;
}

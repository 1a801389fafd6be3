/** What the preload script exposes to the renderer as `window.summerDesktop`. */
export interface DesktopBridge {
  platform: string;
  appVersion(): Promise<string>;
}

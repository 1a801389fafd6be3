/** The preload's bridge as the renderer sees it: present in the desktop app, absent in a browser. */
import type { DesktopBridge } from '../bridge.ts';

declare global {
  interface Window {
    summerDesktop?: DesktopBridge;
  }
}

export function desktopBridge(): DesktopBridge | null {
  return typeof window !== 'undefined' ? (window.summerDesktop ?? null) : null;
}

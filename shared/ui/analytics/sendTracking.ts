import { trackingRoutes } from '../../api/tracking.ts';
import { api, usesPageOrigin } from '../apiClient.ts';

/**
 * Sends page views and events (loaded on first use, so a visitor's first paint carries none of the
 * contract's validators). In a browser on the product's own origin they go as beacons, which the
 * browser delivers even when the page is being left; elsewhere (the desktop app, old browsers)
 * through the client's call. A failure is only logged: analytics never disturb a page.
 */

type PageView = { path: string; title: string; referrer: string };
/** `page`: the path the event happened on (see the contract's event shapes). */
type TrackedEvent =
  | { action: string; category?: string; label?: string; value?: number; page?: string }
  | {
      eventType: string;
      eventData?: { action?: string; context?: string; timestamp?: string | number };
      page?: string;
    };

function beacon(path: string, body: unknown): boolean {
  if (!usesPageOrigin() || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') {
    return false;
  }
  return navigator.sendBeacon(path, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

function logFailure(error: unknown): void {
  console.warn('Analytics could not be sent:', error instanceof Error ? error.message : error);
}

export function sendPageView(view: PageView): void {
  try {
    const body = trackingRoutes.pageView.body.parse(view);
    if (beacon(api.pathOf(trackingRoutes.pageView, { body }), body)) return;
    api.call(trackingRoutes.pageView, { body }).catch(logFailure);
  } catch (error) {
    logFailure(error);
  }
}

export function sendEvent(event: TrackedEvent): void {
  try {
    const body = trackingRoutes.event.body.parse(event);
    if (beacon(api.pathOf(trackingRoutes.event, { body }), body)) return;
    api.call(trackingRoutes.event, { body }).catch(logFailure);
  } catch (error) {
    logFailure(error);
  }
}

/**
 * The UI's analytics calls (SPEC section 7: a page view on every route change, conversion events on
 * clicks). Plain functions that load the sender on first use; nothing here sets a cookie or stores
 * anything in the browser.
 */

const loadSender = () => import('./sendTracking.ts');

/** A page view of the current page. */
export function trackPageView(view: { path: string; title: string; referrer: string }): void {
  void loadSender().then(({ sendPageView }) => sendPageView(view));
}

/**
 * SPEC's conversion events: cta_click, nav_link_click, document_type_click, resource_link_click, signup
 * (with the clicked element's text as label), and payment_engagement with its action and context.
 */
export function trackEvent(
  event:
    | { action: string; category?: string; label?: string; value?: number }
    | { eventType: 'payment_engagement'; eventData: { action: string; context: string; timestamp?: string } },
): void {
  // The page it happened on, read now: a click that navigates leaves the page before the sender loads.
  const page = typeof window === 'undefined' ? undefined : window.location.pathname;
  void loadSender().then(({ sendEvent }) => sendEvent({ ...event, page }));
}

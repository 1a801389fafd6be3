import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackEvent, trackPageView } from './track.ts';

/**
 * Waits this long after a route change before sending its page view, so the page (often loaded on
 * demand) has set its title; a next change sends the pending view at once.
 */
const TITLE_SETTLE_MS = 400;

/** What a click on a link or button counts as (SPEC's conversion events), or null for none. */
function conversionOf(element: Element): string | null {
  const marked = element.closest('[data-track]')?.getAttribute('data-track');
  if (marked) return marked;
  const href = element.getAttribute('href') ?? '';
  if (href === '/auth' || href.startsWith('/api/login')) return 'cta_click';
  if (element.tagName === 'A' && element.closest('nav')) return 'nav_link_click';
  return null;
}

/**
 * SPEC's payment_engagement: a click that starts paying, on any page (a package links to
 * /pay-per-document, a plan to /subscribe), or null.
 */
function paymentEngagementOf(element: Element): string | null {
  const href = element.getAttribute('href') ?? '';
  if (href.startsWith('/pay-per-document')) return 'purchase_click';
  if (href.startsWith('/subscribe')) return 'subscribe_click';
  return null;
}

/**
 * Sends a page view on every route change, with the page's title and where the visitor came from
 * (document.referrer on the first page, the previous page of the app after that), and a conversion
 * event on the clicks SPEC names (a payment_engagement event on those that start paying). Renders
 * nothing; mounted once beside the routes.
 */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${search}`;
    const referrer =
      previous.current === null ? document.referrer : `${window.location.origin}${previous.current}`;
    previous.current = path;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      trackPageView({ path, title: document.title, referrer });
    };
    const timer = setTimeout(send, TITLE_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      send();
    };
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a, button') : null;
      if (!target) return;
      const engagement = paymentEngagementOf(target);
      if (engagement) {
        const context = `${window.location.pathname} → ${target.getAttribute('href')}`;
        trackEvent({
          eventType: 'payment_engagement',
          eventData: { action: engagement, context, timestamp: new Date().toISOString() },
        });
        return;
      }
      const action = conversionOf(target);
      if (!action) return;
      const label = (target.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
      trackEvent({ action, category: window.location.pathname, label });
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  return null;
}

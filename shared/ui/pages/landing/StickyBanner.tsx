import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { AUTH_PATH } from '../../layout/siteLinks.ts';

const DISMISSED_KEY = 'landingBannerDismissed';

/**
 * The offer banner pinned to the bottom of the landing page. Closing it lasts for the browser
 * session. It appears only after the page is interactive, so a visitor who closed it never sees it flash.
 */
export function StickyBanner() {
  const { freeSummaries } = usePublicConfig();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      // Storage can be blocked; the banner then shows and still closes for this page view.
    }
    setVisible(!dismissed);
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // See above.
    }
  };

  return (
    <aside
      aria-label="Offer"
      data-testid="sticky-banner"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-300 bg-amber-100/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 text-sm text-amber-950">
        <p className="flex-1">
          <span className="font-semibold">
            {freeSummaries} free {freeSummaries === 1 ? 'summary' : 'summaries'}
          </span>{' '}
          when you sign up. No credit card.
        </p>
        <Link
          to={AUTH_PATH}
          className="shrink-0 rounded-md bg-slate-950 px-3 py-2 font-semibold text-white hover:bg-slate-800"
        >
          Get Started
        </Link>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close offer banner"
          className="shrink-0 rounded-md px-2 py-1 text-xl leading-none hover:bg-amber-200"
        >
          ×
        </button>
      </div>
    </aside>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDismissOnOutside } from '../hooks/useDismissOnOutside.ts';
import { AUTH_PATH, GUIDE_LINKS, MAIN_LINKS } from './siteLinks.ts';

/** The phone-width menu: one button that opens a panel with every link; Escape closes and returns focus. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutside(open, close, panel, button);
  const { pathname } = useLocation();

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-10 items-center justify-center rounded-md border border-slate-200 text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {open ? '✕' : '☰'}
        </span>
      </button>
      <div
        ref={panel}
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        <nav aria-label="Mobile">
          <p className="pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">Guides</p>
          <ul className="mt-1">
            {GUIDE_LINKS.map((guide) => (
              <li key={guide.to}>
                <Link to={guide.to} onClick={close} className="block py-2 text-slate-800">
                  {guide.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-3 border-t border-slate-100 pt-3">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className="block py-2 font-medium text-slate-800">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Link
              to={AUTH_PATH}
              onClick={close}
              className="rounded-md border border-slate-300 px-3 py-2 text-center font-medium"
            >
              Sign In
            </Link>
            <Link
              to={AUTH_PATH}
              onClick={close}
              className="rounded-md bg-sky-700 px-3 py-2 text-center font-semibold text-white"
            >
              Get Started
            </Link>
          </div>
        </nav>
      </div>
    </div>
  );
}

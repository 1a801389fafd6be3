import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDismissOnOutside } from '../hooks/useDismissOnOutside.ts';
import { Avatar } from './AccountControls.tsx';
import type { HeaderAccount } from './headerAccount.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { ACCOUNT_LINKS, ADMIN_PATH, AUTH_PATH, GUIDE_LINKS, MAIN_LINKS } from './siteLinks.ts';

const linkClass = 'block py-2 font-medium text-slate-800';

/**
 * The address the menu was last opened at. Each page renders its own header, so a page that arrives
 * after its code has loaded replaces the menu of the page before it; opened at the new address while
 * that code loaded, the menu stays open on the page that comes.
 */
let openedAt: string | null = null;
const address = () => window.location.href;

/**
 * The phone-width menu of the site header: one button that opens a panel with every link; Escape or a
 * click outside closes it and returns focus. Visitors find Sign In / Get Started at the bottom;
 * signed-in users their email first and Logout at the bottom.
 */
export function MobileMenu({ account }: { account: HeaderAccount | null }) {
  // Closed in the server's HTML, so closed when the first page hydrates (nothing was opened yet).
  const [open, setOpen] = useState(() => openedAt !== null && openedAt === address());
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const show = useCallback((next: boolean) => {
    openedAt = next ? address() : null;
    setOpen(next);
  }, []);
  const close = useCallback(() => show(false), [show]);
  useDismissOnOutside(open, close, panel, button);
  const { pathname } = useLocation();

  // Going elsewhere with the menu open (Back, a link on the page) closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  const guides = (
    <>
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
    </>
  );
  const links = (
    <ul className="mt-3 border-t border-slate-100 pt-3">
      {(account ? ACCOUNT_LINKS : MAIN_LINKS).map((link) => (
        <li key={link.to}>
          <Link to={link.to} onClick={close} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
      {account?.showsAdminButton && (
        <li>
          <Link to={ADMIN_PATH} onClick={close} className={linkClass}>
            Admin
          </Link>
        </li>
      )}
    </ul>
  );

  return (
    <div className={account ? 'lg:hidden' : 'md:hidden'}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => show(!open)}
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
        className="absolute inset-x-0 top-full z-30 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        <nav aria-label="Mobile">
          {account ? (
            <>
              <div className="flex items-center gap-3 pt-4">
                <Avatar account={account} />
                <span className="truncate text-sm text-slate-700">{account.email}</span>
              </div>
              {links}
              <div className="mt-3 border-t border-slate-100">{guides}</div>
              <LogoutButton className="mt-4 block w-full rounded-md border border-slate-300 px-3 py-2 text-center font-medium disabled:opacity-60" />
            </>
          ) : (
            <>
              {guides}
              {links}
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
            </>
          )}
        </nav>
      </div>
    </div>
  );
}

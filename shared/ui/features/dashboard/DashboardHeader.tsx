import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useDismissOnOutside } from '../../hooks/useDismissOnOutside.ts';
import { GuidesMenu } from '../../layout/GuidesMenu.tsx';
import { Logo } from '../../layout/Logo.tsx';
import { GUIDE_LINKS } from '../../layout/siteLinks.ts';
import type { DashboardUser } from './dashboardUser.ts';

const APP_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/use-cases', label: 'Use Cases' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/my-account', label: 'My Account' },
] as const;

function Avatar({ user }: { user: DashboardUser }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className="h-9 w-9 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-800"
    >
      {user.initial}
    </span>
  );
}

function StatusBadge({ user }: { user: DashboardUser }) {
  return (
    <span className="whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
      {user.subscribed
        ? 'Endless Summer'
        : `${user.summariesLeft} ${user.summariesLeft === 1 ? 'summary' : 'summaries'} left`}
    </span>
  );
}

/** The signed-in header: navigation, the account's status badge, avatar, logout; a menu at phone width. */
export function DashboardHeader({ user }: { user: DashboardUser }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutside(open, close, panel, button);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-20 border-b border-sky-100 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <nav
          aria-label="Main"
          className="hidden items-center gap-5 text-sm font-medium text-slate-700 lg:flex"
        >
          <GuidesMenu />
          {APP_LINKS.map((link) => (
            <Link key={link.to} className="hover:text-sky-700" to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-3 text-sm font-medium">
          <StatusBadge user={user} />
          {user.isAdmin && (
            <Link
              to="/admin"
              className="hidden rounded-md border border-slate-300 px-3 py-1.5 text-slate-800 hover:bg-slate-50 lg:inline-block"
            >
              Admin
            </Link>
          )}
          <span className="hidden lg:inline-flex" title={user.email}>
            <Avatar user={user} />
            <span className="sr-only">Signed in as {user.email}</span>
          </span>
          <a
            href="/api/logout"
            className="hidden rounded-md px-2 py-1.5 text-slate-700 hover:text-sky-700 lg:inline-block"
          >
            Logout
          </a>
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls="dashboard-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
            className="flex h-10 w-10 items-center justify-center rounded-md border border-slate-200 text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-600 lg:hidden"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              {open ? '✕' : '☰'}
            </span>
          </button>
        </div>
        <div
          ref={panel}
          id="dashboard-menu"
          hidden={!open}
          className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 pb-6 shadow-lg lg:hidden"
        >
          <nav aria-label="Mobile">
            <div className="flex items-center gap-3 pt-4">
              <Avatar user={user} />
              <span className="truncate text-sm text-slate-700">{user.email}</span>
            </div>
            <ul className="mt-3 border-t border-slate-100 pt-3">
              {APP_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className="block py-2 font-medium text-slate-800">
                    {link.label}
                  </Link>
                </li>
              ))}
              {user.isAdmin && (
                <li>
                  <Link to="/admin" onClick={close} className="block py-2 font-medium text-slate-800">
                    Admin
                  </Link>
                </li>
              )}
            </ul>
            <p className="mt-3 border-t border-slate-100 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
              Guides
            </p>
            <ul className="mt-1">
              {GUIDE_LINKS.map((guide) => (
                <li key={guide.to}>
                  <Link to={guide.to} onClick={close} className="block py-2 text-slate-800">
                    {guide.label}
                  </Link>
                </li>
              ))}
            </ul>
            <a
              href="/api/logout"
              className="mt-4 block rounded-md border border-slate-300 px-3 py-2 text-center font-medium"
            >
              Logout
            </a>
          </nav>
        </div>
      </div>
    </header>
  );
}

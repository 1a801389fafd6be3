import { Link } from 'react-router';
import { GuidesMenu } from './GuidesMenu.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { AUTH_PATH, MAIN_LINKS } from './siteLinks.ts';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-sky-100 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <nav
          aria-label="Main"
          className="hidden items-center gap-5 text-sm font-medium text-slate-700 md:flex"
        >
          <GuidesMenu />
          {MAIN_LINKS.map((link) => (
            <Link key={link.to} className="hover:text-sky-700" to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-3 text-sm font-medium md:flex">
          <Link className="rounded-md px-3 py-2 text-slate-700 hover:text-sky-700" to={AUTH_PATH}>
            Sign In
          </Link>
          <Link className="rounded-md bg-sky-700 px-3 py-2 text-white hover:bg-sky-800" to={AUTH_PATH}>
            Get Started
          </Link>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}

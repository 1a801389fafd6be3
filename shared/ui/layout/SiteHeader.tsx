import { Link } from 'react-router';
import { AccountBadge, AccountControls } from './AccountControls.tsx';
import { GuidesMenu } from './GuidesMenu.tsx';
import { useHeaderAccount } from './headerAccount.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { ACCOUNT_LINKS, AUTH_PATH, MAIN_LINKS } from './siteLinks.ts';

/**
 * The one site header. Visitors get the public links with Sign In / Get Started; signed-in users (the
 * dashboard and any page they open) get their links, status badge, Admin button, avatar and Logout.
 * The signed-in variant has more to fit, so it folds into the menu below the lg width instead of md.
 */
export function SiteHeader() {
  const account = useHeaderAccount();
  const links = account ? ACCOUNT_LINKS : MAIN_LINKS;
  return (
    <header className="sticky top-0 z-20 border-b border-sky-100 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <nav
          aria-label="Main"
          className={`hidden items-center gap-5 text-sm font-medium text-slate-700 ${account ? 'lg:flex' : 'md:flex'}`}
        >
          <GuidesMenu />
          {links.map((link) => (
            <Link key={link.to} className="hover:text-sky-700" to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        {/* The menu stays in one place when the account arrives after the page: its button keeps focus. */}
        <div className="flex items-center gap-3 text-sm font-medium">
          {account ? (
            <>
              <AccountBadge account={account} />
              <AccountControls account={account} />
            </>
          ) : (
            <div className="hidden items-center gap-3 md:flex">
              <Link className="rounded-md px-3 py-2 text-slate-700 hover:text-sky-700" to={AUTH_PATH}>
                Sign In
              </Link>
              <Link className="rounded-md bg-sky-700 px-3 py-2 text-white hover:bg-sky-800" to={AUTH_PATH}>
                Get Started
              </Link>
            </div>
          )}
          <MobileMenu account={account} />
        </div>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import { accountBadgeText, type HeaderAccount } from './headerAccount.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { ADMIN_PATH } from './siteLinks.ts';

/** The profile image, or the first letter of the name where there is none. */
export function Avatar({ account }: { account: HeaderAccount }) {
  if (account.profileImageUrl) {
    return <img src={account.profileImageUrl} alt="" className="h-9 w-9 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-800"
    >
      {account.initial}
    </span>
  );
}

/** 'Endless Summer' or the summaries left; shown at every width. */
export function AccountBadge({ account }: { account: HeaderAccount }) {
  return (
    <span
      data-testid="account-badge"
      className="whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
    >
      {accountBadgeText(account)}
    </span>
  );
}

/** The wide-screen account controls: Admin button, avatar, Logout (the menu has them at phone width). */
export function AccountControls({ account }: { account: HeaderAccount }) {
  return (
    <>
      {account.showsAdminButton && (
        <Link
          to={ADMIN_PATH}
          className="hidden rounded-md border border-slate-300 px-3 py-1.5 text-slate-800 hover:bg-slate-50 lg:inline-block"
        >
          Admin
        </Link>
      )}
      <span className="hidden lg:inline-flex" title={account.email}>
        <Avatar account={account} />
        <span className="sr-only">Signed in as {account.email}</span>
      </span>
      <LogoutButton className="hidden rounded-md px-2 py-1.5 text-slate-700 hover:text-sky-700 disabled:opacity-60 lg:inline-block" />
    </>
  );
}

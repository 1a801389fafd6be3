import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo.tsx';

/** The frame of the account pages outside the app: sign-in and sign-up, forgot and reset password, unsubscribe. */
export function AccountCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-sky-50 to-amber-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-6 text-center text-2xl font-bold text-sky-950">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-slate-500 hover:text-slate-700">
            Back to home
          </Link>
        </p>
      </div>
    </main>
  );
}

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200';
export const primaryButton =
  'w-full rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800 disabled:opacity-60';

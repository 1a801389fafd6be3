import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_PATH } from '../layout/siteLinks.ts';

interface CtaBlockProps {
  heading: string;
  text: ReactNode;
  buttonLabel?: string;
  to?: string;
  /** Small print under the button ("No credit card required"). */
  note?: ReactNode;
}

/** A closing call to action: heading, one sentence, one button (to sign-up unless told otherwise). */
export function CtaBlock({
  heading,
  text,
  buttonLabel = 'Get Started Free',
  to = AUTH_PATH,
  note,
}: CtaBlockProps) {
  return (
    <section className="bg-gradient-to-br from-amber-400 via-orange-400 to-rose-400">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-950">
        <h2 className="text-3xl font-extrabold tracking-tight">{heading}</h2>
        <p className="mt-4 text-lg">{text}</p>
        <Link
          to={to}
          className="mt-8 inline-block rounded-md bg-slate-950 px-6 py-3 font-semibold text-white hover:bg-slate-800"
        >
          {buttonLabel}
        </Link>
        {note && <p className="mt-3 text-sm text-slate-900/80">{note}</p>}
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { SIGN_UP_PATH } from '../../api/navigation.ts';
import { TIMINGS } from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { Logo } from '../layout/Logo.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';

/**
 * Sends the browser to the sign-up form, as the page's 'free summary' promises (sign-in is one click
 * away there). A full navigation: the server takes over from here.
 */
function goToLogin(): void {
  window.location.assign(SIGN_UP_PATH);
}

/** /auth: a short reassurance before sign-in, then on to /api/login after two seconds or at once on click. */
export default function AuthSplashPage() {
  const { freeSummaries } = usePublicConfig();
  usePageMeta({
    title: 'Get Your Free Summary',
    description:
      'Sign in or create your free account to summarize your first document. No credit card required.',
    path: '/auth',
    noindex: true,
  });

  useEffect(() => {
    const timer = setTimeout(goToLogin, TIMINGS.authSplashRedirect);
    return () => clearTimeout(timer);
  }, []);

  const points = [
    {
      title: 'Enterprise-grade security',
      text: 'Encrypted connections; documents are never stored permanently.',
    },
    { title: 'Quick secure login', text: 'One step, and you are back here with your account ready.' },
    {
      title: 'First document free',
      text: `${freeSummaries} free ${freeSummaries === 1 ? 'summary' : 'summaries'} to start, no credit card.`,
    },
  ];

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-sky-50 to-amber-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-6 text-2xl font-bold text-sky-950">Get Your Free Summary</h1>
        <ul className="mt-6 space-y-4 text-left">
          {points.map((point) => (
            <li key={point.title} className="flex gap-3">
              <span aria-hidden="true" className="mt-0.5 text-emerald-600">
                ✓
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{point.title}</span>
                <span className="block text-sm text-slate-600">{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={goToLogin}
          className="mt-8 w-full rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800"
        >
          Continue to Free Signup
        </button>
        <p role="status" className="mt-3 text-sm text-slate-500">
          Taking you to sign-in…
        </p>
      </div>
    </main>
  );
}

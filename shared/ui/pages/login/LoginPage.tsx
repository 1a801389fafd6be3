import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../api/client.ts';
import { api } from '../../apiClient.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { Logo } from '../../layout/Logo.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { returnPathFrom } from './returnPath.ts';

type Mode = 'register' | 'login';

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const message = error.body?.message;
    if (typeof message === 'string' && message) return message;
    if (error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  }
  return 'Something went wrong. Please check your connection and try again.';
}

/** /login: create an account or sign in with email and password, then back to where the user was going. */
export default function LoginPage() {
  const { freeSummaries } = usePublicConfig();
  const [mode, setMode] = useState<Mode>('register');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [returnTo, setReturnTo] = useState('/');
  const ids = { email: useId(), password: useId(), error: useId() };
  usePageMeta({
    title: mode === 'register' ? 'Create Your Free Account' : 'Sign In',
    description: `Create your account and get ${freeSummaries} free ${freeSummaries === 1 ? 'summary' : 'summaries'}, or sign in to your summaries.`,
    path: '/login',
    noindex: true,
  });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setReturnTo(returnPathFrom(query));
    if (query.get('mode') === 'login') setMode('login');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await api.post(mode === 'register' ? '/api/register' : '/api/login', { email, password });
      // A full load, so every part of the app starts from the signed-in state.
      window.location.assign(returnTo);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => {
        setMode(value);
        setError(null);
      }}
      className={`flex-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${mode === value ? 'bg-white text-sky-900 shadow' : 'text-slate-600 hover:text-slate-900'}`}
    >
      {label}
    </button>
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-sky-50 to-amber-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <div className="flex justify-center">
          <Logo />
        </div>
        <h1 className="mt-6 text-center text-2xl font-bold text-sky-950">
          {mode === 'register' ? 'Create your free account' : 'Welcome back'}
        </h1>
        <p className="mt-2 text-center text-sm text-slate-600">
          {mode === 'register'
            ? `${freeSummaries} free ${freeSummaries === 1 ? 'summary' : 'summaries'}, no credit card.`
            : 'Sign in to your summaries.'}
        </p>
        <div className="mt-6 flex gap-1 rounded-lg bg-slate-100 p-1">
          {tab('register', 'Create account')}
          {tab('login', 'Sign in')}
        </div>
        <form onSubmit={submit} className="mt-6 space-y-4" aria-describedby={error ? ids.error : undefined}>
          <div>
            <label htmlFor={ids.email} className="block text-sm font-medium">
              Email
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-500 focus:outline-none"
            />
          </div>
          <div>
            <label htmlFor={ids.password} className="block text-sm font-medium">
              Password
            </label>
            <input
              id={ids.password}
              type="password"
              autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-500 focus:outline-none"
            />
            {mode === 'register' && (
              // The length rule lives with the server's validation, which names it when a password is too short.
              <p className="mt-1 text-xs text-slate-500">Choose a long password you use nowhere else.</p>
            )}
          </div>
          {error && (
            <p id={ids.error} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
          >
            {busy ? 'Please wait…' : mode === 'register' ? 'Create Account' : 'Sign In'}
          </button>
        </form>
      </div>
    </main>
  );
}

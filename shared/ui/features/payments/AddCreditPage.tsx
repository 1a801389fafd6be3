import { useState } from 'react';
import { Link } from 'react-router';
import { authRoutes } from '../../../api/auth.ts';
import { api } from '../../apiClient.ts';
import { useRefreshAuthUser } from '../../auth/AuthContext.tsx';
import { endsSession } from '../../errors/describeError.ts';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { toast } from '../../toast/toastStore.ts';
import { PAYMENT_TEXTS } from './paymentTexts.ts';

/** /add-credit: one free credit, on development servers only (elsewhere its API does not exist). */
export default function AddCreditPage() {
  const refreshUser = useRefreshAuthUser();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  usePageMeta({
    title: 'Add Credit',
    description: 'Development: add a credit.',
    path: '/add-credit',
    noindex: true,
  });

  async function add() {
    setState('adding');
    try {
      await api.call(authRoutes.addCredit, undefined, { session: true });
      setState('added');
      toast({ title: PAYMENT_TEXTS.creditAdded });
      void refreshUser();
    } catch (error) {
      setState('idle');
      if (!endsSession(error))
        toast({ title: 'Error', description: PAYMENT_TEXTS.addCreditFailed, variant: 'destructive' });
    }
  }

  return (
    <PageShell>
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        {state === 'added' ? (
          <>
            <h1 className="text-3xl font-bold text-sky-950">{PAYMENT_TEXTS.creditAdded}</h1>
            <Link
              to="/"
              className="mt-6 inline-block rounded-md bg-sky-700 px-5 py-3 font-semibold text-white"
            >
              Go to Dashboard
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold text-sky-950">Add Credit</h1>
            <p className="mt-2 text-slate-600">
              Development servers only: adds one summary credit to your account.
            </p>
            <button
              type="button"
              disabled={state === 'adding'}
              onClick={() => void add()}
              className="mt-6 rounded-md bg-sky-700 px-5 py-3 font-semibold text-white disabled:opacity-60"
            >
              Add Credit
            </button>
          </>
        )}
      </section>
    </PageShell>
  );
}

import { Link } from 'react-router';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

/** /subscription/manage */
export default function SubscriptionManagePage() {
  usePageMeta({
    title: 'Manage Subscription',
    description: 'Your Endless Summer subscription.',
    path: '/subscription/manage',
    noindex: true,
  });
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-12">
        <Link to="/" className="text-sm font-medium text-sky-700 hover:underline">
          ← Back to Dashboard
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-sky-950">Manage Subscription</h1>
        <div className="mt-6 rounded-2xl border border-slate-200 p-6">
          <SubscriptionPanel />
        </div>
      </section>
    </PageShell>
  );
}

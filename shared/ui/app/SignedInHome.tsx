import { PageShell } from '../layout/PageShell.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';

/**
 * What a signed-in user sees until the summarizer dashboard takes this place. Loaded on demand, so
 * visitors never download it.
 */
export default function SignedInHome() {
  usePageMeta({ title: 'Dashboard', description: 'Your summaries.', path: '/', noindex: true });
  return (
    <PageShell>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">You're signed in</h1>
        <p className="mt-3 text-slate-600">Your dashboard is on its way.</p>
        <a href="/api/logout" className="mt-8 inline-block rounded-md border border-slate-300 px-4 py-2">
          Log out
        </a>
      </section>
    </PageShell>
  );
}

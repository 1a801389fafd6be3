import { Link, useLocation } from 'react-router';
import { PageShell } from '../layout/PageShell.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';

/**
 * A signed-in page of SPEC.md that is not built yet (routeTable.ts lists them): it says so under its
 * own name rather than showing another page in its place.
 */
export default function ComingSoonPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  usePageMeta({ title, description: `${title} is not available yet.`, path: pathname, noindex: true });
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-600">This page is not available yet. It is coming soon.</p>
        <Link to="/" className="mt-8 rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800">
          Back to Dashboard
        </Link>
      </section>
    </PageShell>
  );
}

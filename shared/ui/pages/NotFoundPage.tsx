import { Link, useNavigate } from 'react-router';
import { PageShell } from '../layout/PageShell.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';

const POPULAR_PAGES = [
  { to: '/summarize-pdf', label: 'PDF Summarizer' },
  { to: '/contract-summarizer', label: 'Contract Summarizer' },
  { to: '/use-cases', label: 'Use Cases' },
];

export function NotFoundPage() {
  const navigate = useNavigate();
  usePageMeta({
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
    path: '/404',
    noindex: true,
  });
  return (
    <PageShell>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-sky-700">404</p>
        <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
        <div className="mt-8 flex gap-3">
          <Link to="/" className="rounded-md bg-sky-700 px-4 py-2 font-medium text-white hover:bg-sky-800">
            Go to Home
          </Link>
          <button
            type="button"
            onClick={() => navigate(-1)}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          >
            Go Back
          </button>
        </div>
        <nav aria-label="Popular pages" className="mt-10">
          <p className="text-sm text-slate-500">Or try one of these:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-4">
            {POPULAR_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="text-sky-700 underline-offset-2 hover:underline">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </PageShell>
  );
}

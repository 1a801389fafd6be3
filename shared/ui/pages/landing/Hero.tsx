import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../../domain/index.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { AUTH_PATH } from '../../layout/siteLinks.ts';

export function Hero() {
  const { productName, freeSummaries } = usePublicConfig();
  return (
    <section className="bg-gradient-to-b from-sky-50 via-amber-50/40 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-14 text-center sm:pt-20">
        <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          PDF · Word · web pages · meeting transcripts · {MARKETING_FIGURES.languages} languages
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-sky-950 sm:text-5xl">
          Summarize any document in seconds
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
          {productName} reads the contracts, papers and reports you don't have time for and hands back a
          faithful summary in the document's own language, with every sentence traceable to its source. Most
          people save about {MARKETING_FIGURES.timeSavedPercent}% of their reading time.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={AUTH_PATH}
            className="rounded-md bg-sky-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-sky-800"
          >
            Get Your First Summary Free
          </Link>
          <a
            href="#free-summarizer"
            className="rounded-md border border-sky-200 bg-white px-6 py-3 font-semibold text-sky-800 hover:bg-sky-50"
          >
            Try the free demo
          </a>
        </div>
        <p className="mt-3 text-sm text-slate-500">
          {freeSummaries} free {freeSummaries === 1 ? 'summary' : 'summaries'} after sign-up. No credit card
          required.
        </p>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
          {[
            [MARKETING_FIGURES.users, 'professionals'],
            [MARKETING_FIGURES.documents, 'documents summarized'],
            [MARKETING_FIGURES.languages, 'languages'],
            ['< 60 s', 'typical processing'],
          ].map(([value, label]) => (
            <div key={label}>
              <dt className="sr-only">{label}</dt>
              <dd className="text-2xl font-bold text-sky-900">{value}</dd>
              <dd className="text-sm text-slate-500">{label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

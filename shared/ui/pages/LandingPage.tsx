import { Link } from 'react-router';
import {
  MARKETING_FIGURES,
  SUMMARY_LEVEL_INFO,
  SUMMARY_LEVELS,
  UPLOAD_EXTENSIONS,
} from '../../domain/index.ts';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { PageShell } from '../layout/PageShell.tsx';
import { usePageMeta } from '../seo/PageMetaContext.tsx';

const STEPS = [
  {
    title: 'Add your document',
    text: `Upload ${UPLOAD_EXTENSIONS.join(' ')}, paste text or give a web page.`,
  },
  { title: 'Choose a length', text: 'Five levels, from a handful of key points to an in-depth digest.' },
  {
    title: 'Read the summary',
    text: 'In the document’s own language, every sentence traceable to its source.',
  },
];

export function LandingPage() {
  const { productName, freeSummaries } = usePublicConfig();
  usePageMeta({
    title: 'AI Document Summarizer',
    description: `Summarize PDFs, Word files, web pages and meeting transcripts in ${MARKETING_FIGURES.languages} languages.`,
    path: '/',
  });
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-sky-950 sm:text-5xl">
            Summarize any document in seconds
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            {productName} reads your PDFs, Word files, web pages and meeting transcripts and gives you a
            faithful summary in {MARKETING_FIGURES.languages} languages. Save about{' '}
            {MARKETING_FIGURES.timeSavedPercent}% of your reading time.
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <Link
              to="/auth"
              className="rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800"
            >
              Get Your First Summary Free
            </Link>
            <a
              href="#free-summarizer"
              className="rounded-md border border-sky-200 bg-white px-5 py-3 font-semibold text-sky-800 hover:bg-sky-50"
            >
              Try the free demo
            </a>
          </div>
          <p className="mt-3 text-sm text-slate-500">
            {freeSummaries} free {freeSummaries === 1 ? 'summary' : 'summaries'} after sign-up. No credit card
            required.
          </p>
        </div>
      </section>

      <section id="free-summarizer" aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-heading" className="text-center text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-6">
              <p className="text-sm font-semibold text-sky-700">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="levels-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="levels-heading" className="text-center text-2xl font-bold">
            Five summary lengths
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-5">
            {SUMMARY_LEVELS.map((level) => {
              const info = SUMMARY_LEVEL_INFO[level];
              return (
                <li key={level} className="rounded-lg bg-white p-4 text-center shadow-sm">
                  <p className="font-semibold">{info.name}</p>
                  <p className="text-sm text-slate-500">
                    {info.rangePercent[0]}–{info.rangePercent[1]}% of the original
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </PageShell>
  );
}

import { Link } from 'react-router';
import { DEMO_FREE_MAX_WORDS, UPLOAD_EXTENSIONS } from '../../../domain/index.ts';
import { AUTH_PATH } from '../../layout/siteLinks.ts';

/**
 * The landing page's free summarizer (anchor #free-summarizer). This frame introduces it; the working
 * demo card (upload, paste text, URL) takes its place inside the same section.
 */
export function FreeSummarizerSection() {
  return (
    <section id="free-summarizer" aria-labelledby="free-summarizer-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <div className="rounded-2xl border border-sky-100 bg-white p-8 shadow-xl shadow-sky-100/60">
          <h2 id="free-summarizer-heading" className="text-2xl font-bold text-sky-950">
            Try the free summarizer
          </h2>
          <p className="mt-3 text-slate-600">
            Upload a file ({UPLOAD_EXTENSIONS.join(', ')}), paste text or give a web address. Documents of
            about one page (up to {DEMO_FREE_MAX_WORDS} words) are summarized right here without an account;
            longer ones need a free sign-up.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Link
              to={AUTH_PATH}
              className="rounded-md bg-sky-700 px-5 py-3 text-center font-semibold text-white hover:bg-sky-800"
            >
              Get Your First Summary Free
            </Link>
            <p className="text-sm text-slate-500">Takes under a minute. No credit card.</p>
          </div>
        </div>
      </div>
    </section>
  );
}

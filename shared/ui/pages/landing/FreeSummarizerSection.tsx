import { DEMO_FREE_MAX_WORDS, UPLOAD_EXTENSIONS } from '../../../domain/index.ts';
import { FreeDemoCard } from '../../features/demo/FreeDemoCard.tsx';

/** The landing page's free summarizer (anchor #free-summarizer): upload, paste text or a URL. */
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
          <div className="mt-6">
            <FreeDemoCard />
          </div>
        </div>
      </div>
    </section>
  );
}

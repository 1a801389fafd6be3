import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DemoAnalysis } from '../../../api/summarize.ts';
import { AUTH_PATH } from '../../layout/siteLinks.ts';

const secondaryButton =
  'rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50';
const primaryLink = 'rounded-md bg-sky-700 px-4 py-2 text-center font-semibold text-white hover:bg-sky-800';

export function DemoProcessing() {
  return (
    <div role="status" className="flex flex-col items-center py-10 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-sky-200 border-t-sky-700"
      />
      <p className="mt-4 font-semibold text-slate-900">Analyzing document...</p>
      <p className="mt-1 text-sm text-slate-500">This usually takes under 60 seconds</p>
    </div>
  );
}

export function DemoSignUpCard({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <h3 className="text-xl font-bold text-amber-950">Sign Up Required</h3>
      <p className="mt-2 text-amber-900">{message}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={AUTH_PATH} className={primaryLink}>
          Get Your First Summary Free
        </Link>
        <button type="button" onClick={onReset} className={secondaryButton}>
          Try Another Document
        </button>
      </div>
    </div>
  );
}

export function DemoErrorCard({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h3 className="text-lg font-bold text-red-900">We couldn't summarize that</h3>
      <p className="mt-2 text-red-800">{message}</p>
      <button type="button" onClick={onReset} className={`${secondaryButton} mt-5`}>
        Try Another Document
      </button>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function DemoResultCard({
  analysis,
  onReset,
  children,
}: {
  analysis: DemoAnalysis;
  onReset: () => void;
  /** The rendered summary. */
  children: ReactNode;
}) {
  return (
    <div data-testid="demo-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">Analysis Results: {analysis.filename}</h3>
        <span className="rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-800">
          {analysis.wordCount.toLocaleString('en-US')} words
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Word count" value={analysis.wordCount.toLocaleString('en-US')} />
        <Figure label="Reading time" value={analysis.estimatedReadingTime} />
        <Figure label="Status" value={analysis.message} />
        <Figure label="Time saved" value={analysis.timeSavedDisplay} />
      </dl>
      <section aria-label="Summary" className="mt-5 rounded-lg border border-slate-200 p-4">
        {children}
      </section>
      <button type="button" onClick={onReset} className={`${secondaryButton} mt-5`}>
        Get Another Summary
      </button>
    </div>
  );
}

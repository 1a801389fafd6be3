import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { DEMO_SAMPLE, DEMO_STEP_ORDER, type DemoStep, demoStepAt } from './demoLoop.ts';
import { Icon } from './Icon.tsx';

const STEP_LABEL: Record<DemoStep, string> = {
  ready: 'Ready',
  uploaded: 'Uploaded',
  processing: 'Summarizing',
  complete: 'Complete',
};

const SAMPLE_POINTS = [
  'Revenue grew 12% on the quarter, led by the two new regional distribution centres.',
  'Freight costs fell for the third quarter running; the report expects them to level off.',
  'Main risk: one customer now makes up 18% of sales; the board asks for a plan by March.',
];

/**
 * A looping illustration of one summary (8 s): the sample file is dropped, processed and summarized.
 * The steps are announced only as text on screen; visitors who prefer reduced motion see the result.
 */
export function DemoPreview() {
  const reducedMotion = usePrefersReducedMotion();
  const [step, setStep] = useState<DemoStep>('complete');

  useEffect(() => {
    if (reducedMotion) {
      setStep('complete');
      return;
    }
    const started = performance.now();
    setStep(demoStepAt(0));
    // Ticks often enough to hit each step within a tenth of a second.
    const timer = setInterval(() => setStep(demoStepAt(performance.now() - started)), 100);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  const stepIndex = DEMO_STEP_ORDER.indexOf(step);
  const progress = [0, 25, 60, 100][stepIndex] ?? 0;

  return (
    <section aria-labelledby="demo-heading" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
        <div>
          <h2 id="demo-heading" className="text-3xl font-bold tracking-tight">
            From 28 minutes of reading to under two
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Here is what happens to a typical 5,600-word market report. You drop the file, pick a length, and
            the summary keeps the figures and decisions while dropping the repetition.
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            <Stat label="Original reading time" value={`${DEMO_SAMPLE.originalMinutes} minutes`} />
            <Stat label="With AI" value={`${DEMO_SAMPLE.withAiMinutes} minutes`} />
            <Stat label="Time saved" value={`${DEMO_SAMPLE.timeSavedPercent}%`} />
            <Stat label="Compression" value={`${DEMO_SAMPLE.compressionPercent}%`} />
          </dl>
        </div>
        <div
          data-testid="demo-preview"
          data-step={step}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg"
        >
          <div className="flex items-center justify-between">
            <p className="flex items-center gap-2 font-medium text-slate-800">
              <Icon name="document" className="h-5 w-5 text-sky-700" />
              {DEMO_SAMPLE.filename}
            </p>
            <span className="rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-800">
              {STEP_LABEL[step]}
            </span>
          </div>
          <ol className="mt-5 grid grid-cols-2 gap-2 text-center text-xs sm:grid-cols-4">
            {DEMO_STEP_ORDER.map((name, index) => (
              <li
                key={name}
                className={`rounded-md py-2 ${
                  index <= stepIndex ? 'bg-sky-700 font-semibold text-white' : 'bg-slate-100 text-slate-600'
                }`}
              >
                {STEP_LABEL[name]}
              </li>
            ))}
          </ol>
          <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-full rounded-full bg-gradient-to-r from-amber-400 to-orange-500 transition-[width] duration-500"
              style={{ width: `${progress}%` }}
            />
          </div>
          <div className="mt-5 min-h-40">
            {step === 'complete' ? (
              <ul className="space-y-2 text-sm text-slate-700">
                {SAMPLE_POINTS.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="text-orange-500">
                      •
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">
                {step === 'ready' && 'Drop a PDF, Word or text file here.'}
                {step === 'uploaded' && 'File received. Reading 5,600 words…'}
                {step === 'processing' && 'Finding the sentences that carry the report…'}
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-sky-900 sm:text-2xl">{value}</dd>
    </div>
  );
}

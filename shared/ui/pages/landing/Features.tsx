import { MARKETING_FIGURES, REGULAR_CREDIT_MAX_WORDS } from '../../../domain/index.ts';

const FEATURES = [
  {
    title: `${MARKETING_FIGURES.languages} languages`,
    text: 'A German contract gets a German summary. No detour through English, no lost nuance.',
  },
  {
    title: 'Traceable sentences',
    text: 'Every sentence of the summary points back to the passage it came from, so you can check it.',
  },
  {
    title: 'Private by default',
    text: 'Files are read, summarized and discarded. Summaries are only kept if you choose to keep them.',
  },
  {
    title: 'Fast',
    text: `Typical documents come back ${MARKETING_FIGURES.typicalProcessing}; book-length ones take a few minutes.`,
  },
  {
    title: 'Large documents',
    text: `Extra-large credits cover documents above ${REGULAR_CREDIT_MAX_WORDS.toLocaleString('en-US')} words, up to a million and more.`,
  },
  {
    title: 'Desktop app',
    text: 'Drag files from your disk; text is extracted on your machine and your library works offline.',
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
        Built for people who must get it right
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-sky-900">{feature.title}</h3>
            <p className="mt-2 text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 max-w-3xl rounded-xl bg-amber-50 p-6 text-sm text-amber-950">
        <h3 className="font-semibold">Where it falls short</h3>
        <p className="mt-2">
          Scanned PDFs without a text layer need OCR first. Pages behind a login or paywall, videos and social
          media posts cannot be read from a link. Summaries are about {MARKETING_FIGURES.accuracyPercent}%
          accurate on well-formed text: for a clause you will sign or a dose you will give, read the source
          passage the summary points to.
        </p>
      </div>
    </section>
  );
}

import { SUMMARY_LEVEL_INFO, SUMMARY_LEVELS, UPLOAD_EXTENSIONS } from '../../../domain/index.ts';

const STEPS = [
  {
    title: 'Add your document',
    text: `Upload a ${UPLOAD_EXTENSIONS.join(' ')} file, paste text, or give the address of a web page.`,
  },
  {
    title: 'Choose a length',
    text: `${SUMMARY_LEVELS.length} levels, from ${SUMMARY_LEVEL_INFO[1].name.toLowerCase()} key points to an ${SUMMARY_LEVEL_INFO[5].name.toLowerCase()} digest.`,
  },
  {
    title: 'Read, check, keep',
    text: 'Read the summary in the original language, jump to the source of any sentence, copy or download it.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-sky-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <ul className="mt-10 grid gap-3 sm:grid-cols-5">
          {SUMMARY_LEVELS.map((level) => {
            const info = SUMMARY_LEVEL_INFO[level];
            return (
              <li key={level} className="rounded-lg border border-slate-200 bg-white p-4 text-center">
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
  );
}

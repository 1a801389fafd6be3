import type { FaqItem } from './faq.ts';

/**
 * Questions that open to their answers. Built on <details>, so it works before JavaScript loads, with
 * the keyboard, and the answers are in the server-rendered HTML for search engines.
 */
export function FaqAccordion({ items, heading }: { items: readonly FaqItem[]; heading?: string }) {
  return (
    <div>
      {heading && <h2 className="text-center text-2xl font-bold">{heading}</h2>}
      <div className="mx-auto mt-8 max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
              {item.question}
              <span aria-hidden="true" className="text-sky-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

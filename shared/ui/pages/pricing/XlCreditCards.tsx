import { Link } from 'react-router';
import { formatUsd, XL_CREDITS } from '../../../domain/index.ts';

/** Extra-large credits for long documents, one card per size. */
export function XlCreditCards() {
  return (
    <section aria-labelledby="xl-heading" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="xl-heading" className="text-center text-2xl font-bold">
        Extra-large documents
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
        Books, full case files and long transcripts use one XL credit sized to the document. XL credits never
        expire; their summaries are kept for 24 hours.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {XL_CREDITS.map((credit) => (
          <li
            key={credit.tier}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-sky-700">
              XL {credit.tier.toUpperCase()}
            </p>
            <p className="mt-2 text-3xl font-extrabold">{formatUsd(credit.priceCents)}</p>
            <p className="mt-1 text-slate-600">{credit.label}</p>
            <Link
              to={`/pay-per-document?xl=${credit.tier}`}
              className="mt-5 rounded-md border border-sky-300 px-4 py-2 font-semibold text-sky-800 hover:bg-sky-50"
            >
              Buy XL {credit.tier.toUpperCase()} credit
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

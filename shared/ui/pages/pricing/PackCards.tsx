import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd } from '../../../domain/index.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';

/** Where each pack's button leads. */
function packPurchasePath(pack: number): string {
  return pack === 1 ? '/pay-per-document' : `/pay-per-document?pack=${pack}`;
}

/** The Summer Packs card: pay as you go, credits that never expire. */
export function PackCards() {
  const { singleCreditCents } = usePublicConfig();
  const packs = CREDIT_PACKS.filter((pack) => !pack.surveyOfferOnly);
  return (
    <article
      aria-labelledby="packs-heading"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="packs-heading" className="text-xl font-bold">
        Summer Packs
      </h2>
      <p className="mt-1 text-sm text-slate-600">Pay as you go. Credits never expire.</p>
      <ul className="mt-5 flex-1 space-y-3">
        {packs.map((pack) => {
          const priceCents = pack.pack === 1 ? singleCreditCents : pack.priceCents;
          return (
            <li key={pack.pack} className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {pack.credits} {pack.credits === 1 ? 'summary' : 'summaries'}
                </p>
                <p className="whitespace-nowrap text-lg font-bold">
                  {pack.wasCents && (
                    <span className="mr-2 text-sm font-normal text-slate-500 line-through">
                      {formatUsd(pack.wasCents)}
                    </span>
                  )}
                  {formatUsd(priceCents)}
                </p>
              </div>
              <div className="mt-2 flex items-center justify-between gap-2">
                <p className="text-sm text-slate-500">
                  {pack.credits > 1
                    ? `${formatUsd(Math.round(priceCents / pack.credits))} each`
                    : 'One document'}
                  {pack.badge && (
                    <span className="mt-1 block w-fit whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {pack.badge}
                    </span>
                  )}
                </p>
                <Link
                  to={packPurchasePath(pack.pack)}
                  className="whitespace-nowrap rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800"
                >
                  Buy {pack.credits === 1 ? '1 credit' : `${pack.credits} credits`}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

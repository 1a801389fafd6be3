import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd, MARKETING_FIGURES } from '../../../domain/index.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { PageShell } from '../../layout/PageShell.tsx';
import { AUTH_PATH } from '../../layout/siteLinks.ts';
import { CtaBlock } from '../../marketing/CtaBlock.tsx';
import { FaqAccordion } from '../../marketing/FaqAccordion.tsx';
import { faqPageJsonLd } from '../../marketing/faq.ts';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { breadcrumbJsonLd, softwareApplicationJsonLd } from '../../seo/structuredData.ts';
import { PackCards } from './PackCards.tsx';
import { pricingFaq } from './pricingFaq.ts';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { XlCreditCards } from './XlCreditCards.tsx';

const STATS = [
  [MARKETING_FIGURES.users, 'professionals'],
  [MARKETING_FIGURES.documents, 'documents summarized'],
  [`${MARKETING_FIGURES.accuracyPercent}%`, 'accuracy on well-formed text'],
  [`${MARKETING_FIGURES.timeSavedPercent}%`, 'reading time saved'],
] as const;

/** The lowest price per summary a pack offers, for the page description. */
const LOWEST_PER_SUMMARY_CENTS = Math.min(
  ...CREDIT_PACKS.filter((pack) => !pack.surveyOfferOnly).map((pack) =>
    Math.round(pack.priceCents / pack.credits),
  ),
);

/** /pricing: free summaries, credit packs, Endless Summer, XL credits. */
export default function PricingPage() {
  const config = usePublicConfig();
  const faq = pricingFaq(config);
  const free = `${config.freeSummaries} free ${config.freeSummaries === 1 ? 'summary' : 'summaries'}`;
  const description = `Start with ${free}. Then pay per document from ${formatUsd(LOWEST_PER_SUMMARY_CENTS)}, or go unlimited with Endless Summer. Credits never expire.`;
  usePageMeta({
    title: 'Pricing',
    description,
    path: '/pricing',
    jsonLd: [
      softwareApplicationJsonLd(config, description),
      faqPageJsonLd(faq),
      breadcrumbJsonLd(config.publicUrl, [{ name: 'Pricing', path: '/pricing' }]),
    ],
  });

  return (
    <PageShell>
      <div className="bg-gradient-to-b from-sky-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-sm font-medium text-sky-700 hover:underline"
          >
            ← Home
          </Link>
        </div>
        <section className="mx-auto max-w-6xl px-4 pt-8 pb-14">
          <h1 className="text-center text-4xl font-extrabold tracking-tight text-sky-950">
            Pricing that fits how often you read
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-600">
            Start free. Buy credits when you need them, or go unlimited. No hidden fees.
          </p>
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            <article
              aria-labelledby="free-heading"
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="free-heading" className="text-xl font-bold">
                Free Trial
              </h2>
              <p className="mt-1 text-sm text-slate-600">See what it does with your own documents.</p>
              <p className="mt-6">
                <span className="text-4xl font-extrabold">$0</span>
              </p>
              <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
                <li>✓ {free} after sign-up</li>
                <li>✓ All file types and {MARKETING_FIGURES.languages} languages</li>
                <li>✓ All five summary lengths</li>
                <li>✓ No credit card required</li>
              </ul>
              <Link
                to={AUTH_PATH}
                className="mt-6 rounded-md bg-sky-700 px-4 py-3 text-center font-semibold text-white hover:bg-sky-800"
              >
                Get Started Free
              </Link>
            </article>
            <PackCards />
            <SubscriptionCard />
          </div>
        </section>
      </div>
      <XlCreditCards />
      <section aria-label="In numbers" className="bg-sky-950 text-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-12 text-center sm:grid-cols-4">
          {STATS.map(([value, label]) => (
            <div key={label}>
              <dt className="sr-only">{label}</dt>
              <dd className="text-3xl font-extrabold text-amber-300">{value}</dd>
              <dd className="mt-1 text-sm text-sky-100">{label}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <FaqAccordion heading="Pricing questions" items={faq} />
      </section>
      <CtaBlock
        heading="Your first summaries are on us"
        text={`Sign up in a minute and get ${free}. Upgrade only if it earns its place.`}
        buttonLabel="Get Started Free"
      />
    </PageShell>
  );
}

import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CREDIT_PACKS, formatUsd, SUBSCRIPTION_PLANS, XL_CREDITS } from '../../../domain/index.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { balanceOf } from '../../auth/accountStatus.ts';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { ApiTokensSection } from '../account/ApiTokensSection.tsx';
import { MarketingEmailsSection } from '../email/MarketingEmailsSection.tsx';
import { paymentCalls } from './paymentCalls.ts';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type Card = NonNullable<Awaited<ReturnType<typeof paymentCalls.paymentMethod>>>;

function PaymentInformation({ hasCustomer }: { hasCustomer: boolean }) {
  const [card, setCard] = useState<Card | null | 'loading'>(hasCustomer ? 'loading' : null);
  useEffect(() => {
    if (!hasCustomer) return;
    paymentCalls.paymentMethod().then(setCard, () => setCard(null));
  }, [hasCustomer]);
  if (card === 'loading') return <p className="text-slate-500">Loading payment information…</p>;
  if (!card) return <p className="text-slate-600">No card on file.</p>;
  return (
    <p data-testid="payment-card" className="font-medium">
      <span className="capitalize">{card.brand}</span> ending in {card.last4} · expires{' '}
      {String(card.expMonth).padStart(2, '0')}/{card.expYear}
    </p>
  );
}

function BuyButtons() {
  const { singleCreditCents } = usePublicConfig();
  const button =
    'rounded-md border border-sky-300 px-3 py-2 text-center text-sm font-semibold text-sky-800 hover:bg-sky-50';
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Link to="/subscribe?interval=month" className={button}>
        Subscribe monthly ({formatUsd(SUBSCRIPTION_PLANS.month.priceCents)}/month)
      </Link>
      <Link to="/subscribe?interval=year" className={button}>
        Subscribe annually ({formatUsd(SUBSCRIPTION_PLANS.year.priceCents)}/year)
      </Link>
      {CREDIT_PACKS.filter((pack) => !pack.surveyOfferOnly).map((pack) => (
        <Link key={pack.pack} to={`/pay-per-document?pack=${pack.pack}`} className={button}>
          Buy {pack.credits === 1 ? '1 credit' : `${pack.credits} credits`} (
          {formatUsd(pack.pack === 1 ? singleCreditCents : pack.priceCents)})
        </Link>
      ))}
      {XL_CREDITS.map((credit) => (
        <Link key={credit.tier} to={`/pay-per-document?xl=${credit.tier}`} className={button}>
          Buy XL {credit.tier.toUpperCase()} credit ({formatUsd(credit.priceCents)})
        </Link>
      ))}
    </div>
  );
}

/** /my-account: overview, subscription, payment information, and ways to buy for non-subscribers. */
export default function MyAccountPage() {
  const auth = useAuthUser();
  const { freeSummaries } = usePublicConfig();
  usePageMeta({
    title: 'My Account',
    description: 'Your account, subscription and payments.',
    path: '/my-account',
    noindex: true,
  });
  if (auth.status !== 'signed-in') return null;
  const { user } = auth;
  const balance = balanceOf(user, freeSummaries);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
  const available = balance.subscribed
    ? 'Unlimited'
    : String(balance.freeDocumentsAvailable + balance.paidDocumentsAvailable);
  return (
    <PageShell>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <h1 className="text-3xl font-bold text-sky-950">My Account</h1>
        <Section title="Account Overview">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <dt className="text-slate-600">Email</dt>
            <dd className="font-medium">{user.email}</dd>
            <dt className="text-slate-600">Name</dt>
            <dd className="font-medium">{name}</dd>
            <dt className="text-slate-600">Available summaries</dt>
            <dd className="font-medium" data-testid="available-summaries">
              {available}
            </dd>
            <dt className="text-slate-600">Free summaries used</dt>
            <dd className="font-medium">{user.freeDocumentsUsed}</dd>
            <dt className="text-slate-600">Paid credits</dt>
            <dd className="font-medium" data-testid="paid-credits">
              {user.paidDocumentsAvailable}
            </dd>
            <dt className="text-slate-600">XL credits (100K / 500K / 1M)</dt>
            <dd className="font-medium">
              {balance.xlCredits['100k']} / {balance.xlCredits['500k']} / {balance.xlCredits['1m']}
            </dd>
          </dl>
        </Section>
        <Section title="Subscription Status">
          <SubscriptionPanel />
        </Section>
        <Section title="Payment Information">
          <PaymentInformation hasCustomer={Boolean(user.stripeCustomerId)} />
        </Section>
        {!balance.subscribed && (
          <Section title="Get More Summaries">
            <BuyButtons />
          </Section>
        )}
        <MarketingEmailsSection />
        <ApiTokensSection />
      </div>
    </PageShell>
  );
}

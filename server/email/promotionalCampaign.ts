import { sql } from 'kysely';
import type { EmailStatus } from '../../shared/api/email.ts';
import {
  CREDIT_PACKS,
  discountedCents,
  formatUsd,
  PROMOTIONAL_CAMPAIGN,
  SUBSCRIPTION_PLANS,
} from '../../shared/domain/index.ts';
import { inTransaction } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { startSingletonJob } from '../jobs/singletonJob.ts';
import type { PaymentContext } from '../payments/paymentContext.ts';
import { createPromotionCode } from '../payments/promotionCodes.ts';
import { promotionalCoupon } from '../payments/stripeCatalog.ts';
import { type EmailContext, productLink, queueMail } from './emailContext.ts';
import { renderMail } from './template.ts';
import { unsubscribeHeaders, unsubscribePageUrl } from './unsubscribe.ts';

/**
 * The promotional campaign (SPEC section 9): users who signed up PROMOTIONAL_CAMPAIGN.daysAfterSignup
 * days ago or more and have bought nothing, have no subscription and no credits, did not unsubscribe
 * and were not sent this campaign get one mail with their own 50%-off code for the credit bundles and
 * the Endless Summer plans. It runs hourly, once at a time over every server process (a singleton job,
 * decision 022), and when an admin asks. It needs Stripe (the codes' coupon must exist there before a code
 * is mailed), a mailer, and the sender's postal address for the footer; without one it says so and
 * sends nothing.
 */

const JOB = 'promotional-emails';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CampaignDependencies {
  email: EmailContext;
  /** Payments' context: none on a server without Stripe. */
  payments: PaymentContext | undefined;
}

/** Why the campaign cannot run here, as the admin is told; undefined when it can. */
function campaignBlocker({ email, payments }: CampaignDependencies): AppError | undefined {
  if (!payments) {
    return new AppError(
      'campaign_not_ready',
      'Stripe is not configured, so there are no discount codes to offer: no promotional emails were scheduled.',
    );
  }
  if (email.setup.mode === 'off') {
    return new AppError(
      'campaign_not_ready',
      'Email is not configured on this server (SMTP_URL): no promotional emails were scheduled.',
    );
  }
  if (!email.setup.postalAddress) {
    return new AppError(
      'campaign_not_ready',
      'Set MAIL_POSTAL_ADDRESS (the postal address every marketing mail must carry) to send promotional emails.',
    );
  }
  return undefined;
}

/** The accounts the campaign mails now, oldest sign-ups first (at most one batch). */
async function eligibleUsers({ email }: Pick<CampaignDependencies, 'email'>, now: Date) {
  const signedUpBy = new Date(now.getTime() - PROMOTIONAL_CAMPAIGN.daysAfterSignup * DAY_MS).toISOString();
  return email.db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.first_name'])
    .where('users.created_at', '<=', signedUpBy)
    .where('users.subscription_active', '=', 0)
    .where('users.paid_documents_available', '=', 0)
    .where('users.ultra_large_100k_credits', '=', 0)
    .where('users.ultra_large_500k_credits', '=', 0)
    .where('users.ultra_large_1m_credits', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('payments').select(sql`1`.as('one')).whereRef('payments.user_id', '=', 'users.id')),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions')
            .select(sql`1`.as('one'))
            .whereRef('subscriptions.user_id', '=', 'users.id')
            .where('subscriptions.status', 'in', ['active', 'trialing', 'past_due']),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_preferences')
            .select(sql`1`.as('one'))
            .whereRef('email_preferences.user_id', '=', 'users.id')
            .where('email_preferences.marketing_opt_out', '=', 1),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('promotion_codes')
            .select(sql`1`.as('one'))
            .whereRef('promotion_codes.user_id', '=', 'users.id')
            .where('promotion_codes.campaign', '=', PROMOTIONAL_CAMPAIGN.id),
        ),
      ),
    )
    .orderBy('users.created_at')
    .orderBy('users.id')
    .limit(PROMOTIONAL_CAMPAIGN.batchSize)
    .execute();
}

type Recipient = Awaited<ReturnType<typeof eligibleUsers>>[number];

function promotionalMail(email: EmailContext, user: Recipient, code: string, expiresAt: Date) {
  const { brand } = email;
  const half = (cents: number) => formatUsd(discountedCents(cents, PROMOTIONAL_CAMPAIGN.percentOff));
  const offers = [
    ...PROMOTIONAL_CAMPAIGN.packageTypes.map((packageType) => {
      const pack = CREDIT_PACKS.find((candidate) => candidate.packageType === packageType);
      if (!pack) throw new Error(`no pack ${packageType}`);
      return {
        label: `${pack.credits} credits for ${half(pack.priceCents)} (instead of ${formatUsd(pack.priceCents)})`,
        url: productLink(email, '/pay-per-document', { pack: String(pack.pack), code }),
      };
    }),
    ...PROMOTIONAL_CAMPAIGN.billingIntervals.map((interval) => {
      const plan = SUBSCRIPTION_PLANS[interval];
      return {
        label: `Endless Summer ${interval === 'month' ? 'monthly' : 'annual'}: first ${interval} for ${half(plan.priceCents)} (instead of ${formatUsd(plan.priceCents)})`,
        url: productLink(email, '/subscribe', { interval, code }),
      };
    }),
  ];
  const until = expiresAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return renderMail(brand, {
    subject: `${PROMOTIONAL_CAMPAIGN.percentOff}% off ${brand.productName}, just for you`,
    heading: `${user.first_name ? `${user.first_name}, here` : 'Here'} is ${PROMOTIONAL_CAMPAIGN.percentOff}% off your next summaries`,
    preheader: `Your code ${code} takes ${PROMOTIONAL_CAMPAIGN.percentOff}% off credit packs and Endless Summer.`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thanks for trying ${brand.productName}. To keep your documents short, take ${PROMOTIONAL_CAMPAIGN.percentOff}% off one purchase:`,
      },
      {
        kind: 'facts',
        rows: [
          { label: 'Your code', value: code },
          { label: 'Valid until', value: until },
        ],
      },
      { kind: 'links', items: offers },
      { kind: 'paragraph', text: 'Pack credits never expire. Endless Summer can be cancelled anytime.' },
    ],
    note: 'The code is yours alone and works for one purchase.',
    marketing: {
      unsubscribeUrl: unsubscribePageUrl(email, user.id),
      postalAddress: email.setup.postalAddress ?? '',
    },
  });
}

interface CampaignResult {
  /** Mails queued by this run. */
  scheduled: number;
  message: string;
}

/** One run: mails every eligible user of one batch (each code and its mail in one transaction, keyed so
 * a user never gets the campaign twice). */
async function mailOneBatch(deps: CampaignDependencies): Promise<CampaignResult> {
  const { email, payments } = deps;
  // The coupon at Stripe first: a code is only mailed once checkout can honour it.
  if (payments) await promotionalCoupon(payments);
  const now = email.now();
  const expiresAt = new Date(now.getTime() + PROMOTIONAL_CAMPAIGN.codeValidDays * DAY_MS);
  let queued = 0;
  for (const user of await eligibleUsers(deps, now)) {
    const made = await inTransaction(email.db, async (trx) => {
      const code = await createPromotionCode(trx, {
        userId: user.id,
        campaign: PROMOTIONAL_CAMPAIGN.id,
        percentOff: PROMOTIONAL_CAMPAIGN.percentOff,
        expiresAt,
        now,
      });
      if (!code) return false;
      await queueMail(
        email,
        {
          kind: 'promotional',
          dedupeKey: `promotional:${PROMOTIONAL_CAMPAIGN.id}:${user.id}`,
          userId: user.id,
          to: user.email,
          rendered: promotionalMail(email, user, code, expiresAt),
          headers: unsubscribeHeaders(email, user.id),
        },
        trx,
      );
      return true;
    });
    if (made) queued += 1;
  }
  return {
    scheduled: queued,
    message:
      queued === 0
        ? 'No users are due a promotional email right now.'
        : `Scheduled ${queued} promotional ${queued === 1 ? 'email' : 'emails'} with ${PROMOTIONAL_CAMPAIGN.percentOff}% discount codes.`,
  };
}

export interface PromotionalCampaign {
  /** What the routes and the campaign's mail work with. */
  email: EmailContext;
  /**
   * The admin's run, due or not: answers what it queued; AppError campaign_not_ready when it cannot run
   * here, campaign_running when another server is running it (one running here is waited for).
   */
  runNow(): Promise<CampaignResult>;
  /** The hourly check the timer makes (a run when the last one began an hour ago). */
  runIfDue(): Promise<CampaignResult | undefined>;
  /** The last run anywhere, for the admin's info box. */
  status(): Promise<EmailStatus['campaign']>;
  /** Stops the hourly check; answers once a run in progress here has finished. */
  stop(): Promise<void>;
}

/**
 * The campaign of this server: a singleton job due every PROMOTIONAL_CAMPAIGN.everyMs from the start of
 * its last run on any server, which this server looks for every `checkEveryMs`. It never runs where it
 * cannot (the admin screens say why). Its times are the email clock's, so a test may move them.
 */
export function startPromotionalCampaign(
  deps: CampaignDependencies,
  { owner, checkEveryMs }: { owner: string; checkEveryMs: number },
): PromotionalCampaign {
  const { email } = deps;
  const job = startSingletonJob({
    db: email.db,
    name: JOB,
    owner,
    intervalMs: PROMOTIONAL_CAMPAIGN.everyMs,
    checkEveryMs,
    now: email.now,
    enabled: () => !campaignBlocker(deps),
    logger: email.logger,
    run: async () => {
      const result = await mailOneBatch(deps);
      if (result.scheduled > 0) email.logger.info(result, 'promotional emails scheduled');
      return result;
    },
  });
  return {
    email,
    async runNow() {
      const blocker = campaignBlocker(deps);
      if (blocker) throw blocker;
      const result = await job.runNow();
      if (!result) throw new AppError('campaign_running');
      return result;
    },
    runIfDue: () => job.runIfDue(),
    async status() {
      const run = await job.status();
      const blocker = campaignBlocker(deps);
      return {
        id: PROMOTIONAL_CAMPAIGN.id,
        percentOff: PROMOTIONAL_CAMPAIGN.percentOff,
        daysAfterSignup: PROMOTIONAL_CAMPAIGN.daysAfterSignup,
        ready: !blocker,
        blocker: blocker?.message ?? null,
        lastStartedAt: run.lastStartedAt,
        lastFinishedAt: run.lastFinishedAt,
        running: run.running,
        lastScheduled: typeof run.lastResult?.scheduled === 'number' ? run.lastResult.scheduled : null,
      };
    },
    stop: () => job.stop(),
  };
}

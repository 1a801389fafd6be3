import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { createStripeClient } from '../payments/stripeClient.ts';
import type { EmailContext } from './emailContext.ts';
import { linkKeyFrom } from './linkTokens.ts';
import { createMailer } from './mailer.ts';
import { startOutboxSender } from './outboxSender.ts';
import { type PromotionalCampaign, startPromotionalCampaign } from './promotionalCampaign.ts';

export interface RunningEmail {
  campaign: PromotionalCampaign;
  /** Stops the sender and the campaign's hourly check; answers once their work in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Email at start-up: the mailer of the configuration (SMTP, .eml files in development, or none), this
 * process's outbox sender, and the hourly promotional campaign (run by one server at a time). Without a mailer nothing is sent and
 * queued mail waits in the outbox until a server with SMTP_URL starts on the same database.
 */
export function startEmail(options: {
  config: Config;
  db: Database;
  now: Clock;
  logger: Logger;
  sessionSecret: string;
  /** This server's id among those sharing the database. */
  instanceId: string;
}): RunningEmail {
  const { config, db, now, logger } = options;
  const mailer = createMailer(config.email);
  const sender = mailer
    ? startOutboxSender({
        db,
        mailer,
        from: config.email.from,
        now,
        logger,
        intervalMs: config.EMAIL_SEND_INTERVAL_MS,
      })
    : undefined;
  if (!mailer) logger.warn('email is not configured (SMTP_URL): mail waits in the outbox');
  const context: EmailContext = {
    db,
    now,
    logger,
    brand: {
      productName: config.rules.productName,
      publicUrl: config.publicUrl,
      supportEmail: config.rules.supportEmail,
    },
    setup: config.email,
    timeZone: config.TIME_ZONE,
    linkKey: linkKeyFrom(options.sessionSecret),
    sender,
  };
  const { payments } = config;
  const campaign = startPromotionalCampaign(
    {
      email: context,
      payments:
        payments.mode === 'stripe'
          ? {
              stripe: createStripeClient({ secretKey: payments.secretKey, apiUrl: payments.apiUrl }),
              db,
              rules: config.rules,
              now,
              logger,
            }
          : undefined,
    },
    { owner: options.instanceId, checkEveryMs: config.PROMOTIONAL_CHECK_INTERVAL_MS },
  );
  return {
    campaign,
    stop: async () => {
      await campaign.stop();
      await sender?.stop();
    },
  };
}

import type { Request, Router } from 'express';
import { emailRoutes } from '../../shared/api/email.ts';
import { requestPasswordReset, resetPassword } from '../auth/passwordReset.ts';
import { limitPerIp } from '../auth/rateLimits.ts';
import { toUserView, type UserRow } from '../auth/users.ts';
import type { Config } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { listEmailRecipients, sendAdminEmail } from './adminEmails.ts';
import { sendCreditEmails } from './creditEmails.ts';
import type { EmailContext } from './emailContext.ts';
import { listFailedMail, retryFailedMail } from './failedMail.ts';
import { outboxCounts } from './outbox.ts';
import { hasOptedOutOfMarketing, setMarketingChoice } from './preferences.ts';
import type { PromotionalCampaign } from './promotionalCampaign.ts';
import { preferencesByLink, setPreferencesByLink } from './unsubscribe.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const FORGOT_ANSWER =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.';

function signIn(req: Request, user: UserRow): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

/**
 * RFC 8058 one-click unsubscribe, mounted before the cross-site check: mail programs POST from their
 * own servers (or pages), and the signed token in the address, not a session, is the authority.
 */
export function emailLinksRouter(email: EmailContext, options: ContractRouterOptions): Router {
  const { router, serve } = createContractRouter(options);
  serve(emailRoutes.unsubscribeOneClick, async ({ query }) => {
    await setPreferencesByLink(email, query.token, false);
    return { unsubscribed: true } as const;
  });
  return router;
}

/** The email screens' routes, password reset and the marketing choice. */
export function emailRouter(
  { config, campaign }: { config: Config; campaign: PromotionalCampaign },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);
  const { email } = campaign;
  const { now } = email;
  // Reset mails and new passwords per address; accounts have their own hourly allowance too.
  const resetLimit = limitPerIp({
    db: email.db,
    now,
    name: 'password-reset',
    limit: Math.max(5, Math.ceil(config.AUTH_RATE_LIMIT_PER_IP / 10)),
    windowMs: FIFTEEN_MINUTES,
  });

  serve(emailRoutes.emailList, () => listEmailRecipients(email));
  serve(emailRoutes.sendEmail, ({ body, user }) =>
    sendAdminEmail(email, { email: body, actor: { kind: 'user', userId: user.id, email: user.email } }),
  );
  serve(emailRoutes.sendCreditEmails, () => sendCreditEmails(email));
  serve(emailRoutes.schedulePromotional, () => campaign.runNow());
  serve(emailRoutes.sendPromotional, async () => {
    if (!email.sender) throw new AppError('email_not_configured');
    const report = await email.sender.run();
    const counts = await outboxCounts(email.db);
    const waiting = (counts.pending ?? 0) + (counts.sending ?? 0);
    return {
      ...report,
      message: `Sent ${report.sent} pending ${report.sent === 1 ? 'email' : 'emails'}; ${report.failed} failed; ${waiting} waiting to be retried.`,
    };
  });
  serve(emailRoutes.emailFailures, () => listFailedMail(email.db));
  serve(emailRoutes.retryEmailFailure, ({ params, user }) =>
    retryFailedMail(email, { id: params.id, actor: { kind: 'user', userId: user.id, email: user.email } }),
  );
  serve(emailRoutes.emailStatus, async () => ({
    mode: email.setup.mode,
    outbox: await outboxCounts(email.db),
    campaign: await campaign.status(),
  }));

  serve(emailRoutes.forgotPassword, resetLimit, async ({ body }) => {
    // Answered before the account is even looked up, so neither the words nor the time tell.
    void requestPasswordReset(email, body.email).catch((error: unknown) =>
      email.logger.error({ err: error }, 'password reset mail not queued'),
    );
    return { message: FORGOT_ANSWER };
  });
  serve(emailRoutes.resetPassword, resetLimit, async ({ body }, req) => {
    const user = await resetPassword(email, body);
    await signIn(req, user);
    email.logger.info({ userId: user.id }, 'password reset');
    return toUserView(user, config.rules);
  });

  serve(emailRoutes.linkPreferences, ({ query }) => preferencesByLink(email, query.token));
  serve(emailRoutes.setLinkPreferences, ({ body }) =>
    setPreferencesByLink(email, body.token, body.marketingEmails),
  );
  serve(emailRoutes.accountPreferences, async ({ user }) => ({
    marketingEmails: !(await hasOptedOutOfMarketing(email.db, user.id)),
  }));
  serve(emailRoutes.setAccountPreferences, async ({ body, user }) => {
    await setMarketingChoice(email.db, { userId: user.id, receive: body.marketingEmails, now: now() });
    return { marketingEmails: body.marketingEmails };
  });
  return router;
}

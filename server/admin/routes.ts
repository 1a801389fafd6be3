import type { Router } from 'express';
import { adminAuditRoutes } from '../../shared/api/adminAudit.ts';
import { adminOverviewRoutes } from '../../shared/api/adminOverview.ts';
import { adminSurveyRoutes } from '../../shared/api/adminSurveys.ts';
import { adminUserRoutes } from '../../shared/api/adminUsers.ts';
import { authRoutes } from '../../shared/api/auth.ts';
import type { UserRow } from '../auth/users.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { EmailContext } from '../email/emailContext.ts';
import { AppError } from '../http/errors.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import type { Payments } from '../payments/routes.ts';
import { atStripe } from '../payments/stripeClient.ts';
import { idempotencyKeyOf } from '../summarize/uploadRequests.ts';
import { listAuditEntries } from './auditLog.ts';
import { addCredits, resetCredits } from './creditTools.ts';
import { dashboardSummary, recentSignups, revenueFigures } from './dashboardFigures.ts';
import { distributeCredits } from './distributeCredits.ts';
import { removeAccount } from './removeAccount.ts';
import { setRole } from './roles.ts';
import { surveyCsv, surveyResponses, surveyStats } from './surveyAnswers.ts';
import { findUserRow, listUsers, searchUsersByEmail } from './userList.ts';

/** The signed-in admin as the audit log names them. */
const actorOf = (user: UserRow) => ({ kind: 'user', userId: user.id, email: user.email }) as const;

/**
 * GET /api/admin/check, the admin dashboard's figures, users, survey answers and audit log, the owner's
 * credit tools, and the development-only admin grant. Who may call each is in its contract definition.
 */
export function adminRouter(
  {
    config,
    db,
    now,
    payments,
    email,
  }: { config: Config; db: Database; now: Clock; payments: Payments; email: EmailContext },
  options: ContractRouterOptions,
): Router {
  const { router, serve } = createContractRouter(options);

  serve(authRoutes.adminCheck, ({ user }) => ({ isAdmin: Boolean(user.is_admin || user.is_owner) }));
  serve(adminAuditRoutes.auditLog, ({ query }) => listAuditEntries(db, query));
  serve(adminOverviewRoutes.summary, () => dashboardSummary(db, now()));
  serve(adminOverviewRoutes.users, ({ query }) => listUsers(db, query, now()));
  serve(adminOverviewRoutes.revenue, () => revenueFigures(db));
  serve(adminOverviewRoutes.recentSignups, (_request, _req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    return recentSignups(db, { now: now(), timeZone: config.TIME_ZONE });
  });
  serve(adminOverviewRoutes.searchUsers, ({ query }) => searchUsersByEmail(db, query.email, now()));
  serve(adminSurveyRoutes.stats, ({ query }) => surveyStats(db, query));
  serve(adminSurveyRoutes.responses, ({ query }) => surveyResponses(db, query));
  serve(adminSurveyRoutes.exportCsv, async ({ query }, _req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="survey-responses-${now().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    for await (const line of surveyCsv(db, query)) res.write(line);
    res.end();
  });

  serve(adminUserRoutes.addCredits, async ({ params, body, user }) => {
    await addCredits({ db, userId: params.id, credits: body.credits, actor: actorOf(user), now: now() });
    return { user: await findUserRow(db, params.id, now()) };
  });
  serve(adminUserRoutes.resetCredits, async ({ params, user }) => {
    await resetCredits({ db, userId: params.id, actor: actorOf(user), now: now() });
    return { user: await findUserRow(db, params.id, now()) };
  });
  const stripe = payments?.context.stripe;
  const cancelSubscriptions = stripe
    ? async (ids: string[]) => {
        for (const id of ids) await atStripe(() => stripe.subscriptions.cancel(id));
      }
    : undefined;
  serve(adminUserRoutes.removeUser, async ({ params, user }) => {
    const { paymentsKept } = await removeAccount({
      db,
      userId: params.id,
      actor: actorOf(user),
      now: now(),
      cancelSubscriptions,
    });
    return { removed: true, paymentsKept } as const;
  });
  serve(adminUserRoutes.distributeCredits, ({ user }, req) => {
    const key = idempotencyKeyOf(req);
    if (!key) {
      throw new AppError(
        'invalid_idempotency_key',
        'Send an Idempotency-Key header (one UUID per click), so a repeated click gives the credits once.',
      );
    }
    return distributeCredits({ db, key, actor: actorOf(user), now, email });
  });

  // Development only: the route does not exist in production or test servers.
  if (config.NODE_ENV === 'development') {
    serve(authRoutes.makeMeAdmin, async ({ user }) => {
      const actor = { kind: 'user', userId: user.id, email: user.email } as const;
      await setRole({ db, email: user.email, role: 'admin', grant: true, actor, now: now() });
      return { success: true, isAdmin: true } as const;
    });
  }
  return router;
}

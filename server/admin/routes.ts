import type { Router } from 'express';
import { adminAuditRoutes } from '../../shared/api/adminAudit.ts';
import { adminOverviewRoutes } from '../../shared/api/adminOverview.ts';
import { adminSurveyRoutes } from '../../shared/api/adminSurveys.ts';
import { authRoutes } from '../../shared/api/auth.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type ContractRouterOptions, createContractRouter } from '../http/route.ts';
import { listAuditEntries } from './auditLog.ts';
import { dashboardSummary, recentSignups, revenueFigures } from './dashboardFigures.ts';
import { setRole } from './roles.ts';
import { surveyCsv, surveyResponses, surveyStats } from './surveyAnswers.ts';
import { listUsers, searchUsersByEmail } from './userList.ts';

/**
 * GET /api/admin/check, the admin dashboard's figures, users, survey answers and audit log, and the
 * development-only admin grant. Who may call each is in its contract definition.
 */
export function adminRouter(
  { config, db, now }: { config: Config; db: Database; now: Clock },
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

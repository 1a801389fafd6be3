import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../dialect.ts';
import * as appSettings from './20261121_01_app_settings.ts';
import * as accounts from './20261121_10_accounts.ts';
import * as documents from './20261121_11_documents.ts';
import * as surveys from './20261121_20_surveys.ts';
import * as sync from './20261121_40_sync.ts';
import * as summarySources from './20261121_50_summary_sources.ts';
import * as requestIds from './20261121_60_request_ids.ts';
import * as sessions from './20261125_10_sessions.ts';
import * as signInFailures from './20261125_30_sign_in_failures.ts';
import * as payments from './20261125_40_payments.ts';
import * as adminRoles from './20261125_50_admin_roles.ts';
import * as websiteAnalytics from './20261125_51_website_analytics.ts';
import * as adminIndexes from './20261125_52_admin_indexes.ts';
import * as paymentsOutliveAccounts from './20261126_10_payments_outlive_accounts.ts';
import * as creditDistributions from './20261126_11_credit_distributions.ts';
import * as rateLimits from './20261126_20_rate_limits.ts';
import * as uploadLeases from './20261126_21_upload_leases.ts';
import * as jobLeases from './20261126_22_job_leases.ts';
import * as email from './20261126_30_email.ts';
import * as promotions from './20261126_31_promotions.ts';
import * as jobRunsIntoJobLeases from './20261126_90_job_runs_into_job_leases.ts';

/**
 * A migration: Kysely's, told which database it runs on for the few statements SQLite and PostgreSQL
 * spell differently (`./portable.ts`). Most ignore it: everything else is written once for both.
 */
export interface PortableMigration {
  up(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: DatabaseDialect): Promise<void>;
}

/**
 * Every migration. Names (`YYYYMMDD_NN_feature`) sort in the order they run and never change once
 * released: the database remembers which ran. Listed in code (not read from a folder) so that the
 * bundled server carries them.
 */
export const migrations: Record<string, PortableMigration> = {
  '20261121_01_app_settings': appSettings,
  '20261121_10_accounts': accounts,
  '20261121_11_documents': documents,
  '20261121_20_surveys': surveys,
  '20261121_40_sync': sync,
  '20261121_50_summary_sources': summarySources,
  '20261121_60_request_ids': requestIds,
  '20261125_10_sessions': sessions,
  '20261125_30_sign_in_failures': signInFailures,
  '20261125_40_payments': payments,
  '20261125_50_admin_roles': adminRoles,
  '20261125_51_website_analytics': websiteAnalytics,
  '20261125_52_admin_indexes': adminIndexes,
  '20261126_10_payments_outlive_accounts': paymentsOutliveAccounts,
  '20261126_11_credit_distributions': creditDistributions,
  '20261126_20_rate_limits': rateLimits,
  '20261126_21_upload_leases': uploadLeases,
  '20261126_22_job_leases': jobLeases,
  '20261126_30_email': email,
  '20261126_31_promotions': promotions,
  '20261126_90_job_runs_into_job_leases': jobRunsIntoJobLeases,
};

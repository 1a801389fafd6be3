import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { type Database, type OpenedDatabase, openDatabase } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { createLogger } from '../logger.ts';
import { createStripeClient } from '../payments/stripeClient.ts';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripeStandIn.ts';
import { dropTestDatabase, testDatabaseLocation } from '../testing/postgres.ts';
import type { EmailContext } from './emailContext.ts';
import { linkKeyFrom } from './linkTokens.ts';
import { type PromotionalCampaign, startPromotionalCampaign } from './promotionalCampaign.ts';

/**
 * The hourly schedule on a clock the test moves: the check runs the campaign when the last run is an
 * hour old, and not before; a user who becomes due in between is mailed by the next run. Two servers
 * (two connections to one database, SQLite or PostgreSQL) checking at the same moment run it once, and
 * an admin's run is refused while another server's run is in progress.
 */

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
const servers: OpenedDatabase[] = [];
let db: Database;
let stripe: StripeStandIn;
let clock = new Date('2026-12-01T09:00:00.000Z');

async function user(daysAgo: number) {
  const id = randomUUID();
  const at = new Date(clock.getTime() - daysAgo * DAY).toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.com`,
      password_hash: null,
      oidc_subject: null,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      subscription_expires_at: null,
      stripe_customer_id: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

const mailedUsers = async () =>
  (await db.selectFrom('email_outbox').select('user_id').where('kind', '=', 'promotional').execute()).map(
    (row) => row.user_id,
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'summer-schedule-'));
  const location = await testDatabaseLocation(dir);
  for (let index = 0; index < 2; index++) servers.push(await openDatabase(location));
  db = (servers[0] as OpenedDatabase).db;
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe.close();
  for (const server of servers) await server.close();
  rmSync(dir, { recursive: true, force: true });
  await dropTestDatabase(dir);
});

/** The campaign of one "server": its own connection, the test's clock, Stripe and a mailer configured. */
function campaignOn(server: OpenedDatabase, owner: string): PromotionalCampaign {
  const now = () => clock;
  const logger = createLogger('silent');
  const email: EmailContext = {
    db: server.db,
    now,
    logger,
    brand: {
      productName: 'Summer',
      publicUrl: 'https://summer.example',
      supportEmail: 'help@summer.example',
    },
    setup: {
      mode: 'smtp',
      url: 'smtp://127.0.0.1:9',
      from: 'hello@summer.example',
      postalAddress: '1 Beach Road',
    },
    timeZone: 'UTC',
    linkKey: linkKeyFrom('a session secret of at least thirty-two characters'),
    sender: undefined,
  };
  return startPromotionalCampaign(
    {
      email,
      payments: {
        stripe: createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url }),
        db: server.db,
        rules: DEFAULT_RULES,
        now,
        logger,
      },
    },
    { owner, checkEveryMs: 3_600_000 },
  );
}

describe('the hourly promotional schedule', () => {
  it('runs when the last run is an hour old, makes the Stripe coupon first, and mails who became due', async () => {
    const first = await user(4);
    const later = await user(2.5);
    const campaign = campaignOn(servers[0] as OpenedDatabase, 'server-a');
    try {
      await campaign.runIfDue();
      expect(await mailedUsers()).toEqual([first]);
      expect(
        stripe.requests.some((request) => request.method === 'POST' && request.path === '/v1/coupons'),
      ).toBe(true);
      expect(await campaign.status()).toMatchObject({
        running: false,
        lastStartedAt: clock.toISOString(),
        lastScheduled: 1,
      });

      // Half an hour later the second user is due, but the last run is not an hour old: nothing runs.
      clock = new Date(clock.getTime() + 30 * 60 * 1000);
      await db
        .updateTable('users')
        .set({ created_at: new Date(clock.getTime() - 3 * DAY).toISOString() })
        .where('id', '=', later)
        .execute();
      await campaign.runIfDue();
      expect(await mailedUsers()).toEqual([first]);

      // An hour after the first run, the next run mails them.
      clock = new Date(clock.getTime() + 30 * 60 * 1000);
      await campaign.runIfDue();
      expect((await mailedUsers()).sort()).toEqual([first, later].sort());
    } finally {
      await campaign.stop();
    }
  });

  it('is run by one of two servers checking at the same moment', async () => {
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    const due = await user(5);
    const campaigns = servers.map((server, index) => campaignOn(server, `server-${index}`));
    try {
      const results = await Promise.all(campaigns.map((campaign) => campaign.runIfDue()));
      expect(results.filter((result) => result !== undefined)).toEqual([
        expect.objectContaining({ scheduled: 1 }),
      ]);
      expect(await mailedUsers()).toContain(due);
    } finally {
      await Promise.all(campaigns.map((campaign) => campaign.stop()));
    }
  });

  it("refuses an admin's run while another server's run is in progress, and says it is running", async () => {
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    // What a server in the middle of a run leaves in the database: the job claimed, its lease in force.
    await db
      .updateTable('job_leases')
      .set({ owner: 'another-server', locked_until: new Date(clock.getTime() + 60_000).toISOString() })
      .where('name', '=', 'promotional-emails')
      .execute();
    const campaign = campaignOn(servers[1] as OpenedDatabase, 'admin-server');
    try {
      expect((await campaign.status()).running).toBe(true);
      const refused = await campaign.runNow().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe('campaign_running');
      // Once its lease has run out (the server died), the admin's run goes ahead.
      clock = new Date(clock.getTime() + 60_000);
      expect(await campaign.runNow()).toMatchObject({ scheduled: 0 });
      expect((await campaign.status()).running).toBe(false);
    } finally {
      await campaign.stop();
    }
  });
});

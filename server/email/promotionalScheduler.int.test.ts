import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createStripeClient } from '../payments/stripeClient.ts';
import { type StripeStandIn, startStripeStandIn } from '../payments/testing/stripeStandIn.ts';
import type { EmailContext } from './emailContext.ts';
import { linkKeyFrom } from './linkTokens.ts';
import { type CampaignDependencies, startPromotionalScheduler } from './promotionalCampaign.ts';

/**
 * The hourly schedule on a clock the test moves: the scheduler's check runs the campaign when the last
 * run is an hour old, and not before; a user who becomes due in between is mailed by the next run.
 */

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
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
  ({ db } = await openDatabase(join(dir, 'summer.sqlite')));
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the hourly promotional schedule', () => {
  it('runs when the last run is an hour old, makes the Stripe coupon first, and mails who became due', async () => {
    const now = () => clock;
    const logger = createLogger('silent');
    const email: EmailContext = {
      db,
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
    const deps: CampaignDependencies = {
      email,
      payments: {
        stripe: createStripeClient({ secretKey: stripe.secretKey, apiUrl: stripe.url }),
        db,
        rules: DEFAULT_RULES,
        now,
        logger,
      },
    };
    const first = await user(4);
    const later = await user(2.5);
    const scheduler = startPromotionalScheduler(deps, 3_600_000);
    try {
      await scheduler.tick();
      expect(await mailedUsers()).toEqual([first]);
      expect(
        stripe.requests.some((request) => request.method === 'POST' && request.path === '/v1/coupons'),
      ).toBe(true);

      // Half an hour later the second user is due, but the last run is not an hour old: nothing runs.
      clock = new Date(clock.getTime() + 30 * 60 * 1000);
      await db
        .updateTable('users')
        .set({ created_at: new Date(clock.getTime() - 3 * DAY).toISOString() })
        .where('id', '=', later)
        .execute();
      await scheduler.tick();
      expect(await mailedUsers()).toEqual([first]);

      // An hour after the first run, the next run mails them.
      clock = new Date(clock.getTime() + 30 * 60 * 1000);
      await scheduler.tick();
      expect((await mailedUsers()).sort()).toEqual([first, later].sort());
    } finally {
      await scheduler.stop();
    }
  });
});

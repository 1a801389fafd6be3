import { describe, expect, it } from 'vitest';
import { signUpWithRole } from '../admin/testing/seedAccounts.ts';
import { createTestClient, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

/**
 * A server with neither SMTP nor Stripe, as `npm start` runs: it works, keeps mail in the outbox, and
 * the admin screens are told why nothing goes out. The promotional campaign sends nothing.
 */
const harness = withTestServer();

async function adminClient() {
  return (await signUpWithRole(harness, 'admin')).client;
}

describe('email without SMTP and without Stripe', () => {
  it('keeps mail in the outbox and says email is not configured', async () => {
    const client = await adminClient();
    const { email } = await signUp(harness.server, { prefix: 'forgetful' });
    const asked = await createTestClient(harness.server.url).json('POST', '/api/forgot-password', { email });
    expect(asked.status).toBe(200);
    await expect
      .poll(async () =>
        (
          await harness.database.db
            .selectFrom('email_outbox')
            .select('status')
            .where('to_address', '=', email)
            .execute()
        ).map((row) => row.status),
      )
      .toEqual(['pending']);

    const status = await client.json<{ mode: string; outbox: Record<string, number> }>(
      'GET',
      '/api/admin/email-status',
    );
    expect(status.body.mode).toBe('off');
    expect(status.body.outbox.pending).toBeGreaterThanOrEqual(1);
    const send = await client.json<{ error: string }>('POST', '/api/admin/promotional-emails/send');
    expect(send.status).toBe(503);
    expect(send.body.error).toBe('email_not_configured');
  });

  it('runs no promotional campaign, and says Stripe is why', async () => {
    const client = await adminClient();
    const early = await signUp(harness.server, { prefix: 'early' });
    await harness.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .where('email', '=', early.email)
      .execute();
    const scheduled = await client.json<{ error: string; message: string }>(
      'POST',
      '/api/admin/promotional-emails/schedule',
    );
    expect(scheduled.status).toBe(409);
    expect(scheduled.body.error).toBe('campaign_not_ready');
    expect(scheduled.body.message).toContain('Stripe is not configured');
    const status = await client.json<{ campaign: { ready: boolean; blocker: string } }>(
      'GET',
      '/api/admin/email-status',
    );
    expect(status.body.campaign).toMatchObject({ ready: false, blocker: expect.stringContaining('Stripe') });
    const promotional = await harness.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('kind', '=', 'promotional')
      .execute();
    expect(promotional).toHaveLength(0);
  });
});

describe('forgot-password limits', () => {
  it('mails one account at most three reset links an hour, answering every request the same', async () => {
    const { email } = await signUp(harness.server, { prefix: 'limited' });
    const visitor = createTestClient(harness.server.url);
    for (let request = 0; request < 4; request++) {
      const answer = await visitor.json('POST', '/api/forgot-password', { email });
      expect(answer.status).toBe(200);
    }
    const rows = () =>
      harness.database.db.selectFrom('email_outbox').select('id').where('to_address', '=', email).execute();
    await expect.poll(async () => (await rows()).length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rows()).toHaveLength(3);
  });

  it('answers 429 to an address that keeps asking', async () => {
    const visitor = createTestClient(harness.server.url);
    const statuses: number[] = [];
    for (let request = 0; request < 12; request++) {
      statuses.push(
        (await visitor.json('POST', '/api/forgot-password', { email: `nobody${request}@example.com` }))
          .status,
      );
    }
    expect(statuses).toContain(429);
  });
});

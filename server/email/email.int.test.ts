import { describe, expect, it } from 'vitest';
import { createTestClient, signUp, TEST_PASSWORD } from '../testing/httpClient.ts';
import { emailEndToEnd, linksOf, local } from './testing/emailEndToEnd.ts';
import type { ReceivedMail } from './testing/smtpTestServer.ts';

/**
 * Email end to end on the real server, a real SMTP server and the Stripe stand-in: the admin's compose,
 * password reset and the credit emails (the promotional campaign: campaign.int.test.ts). Links in mail
 * are followed as a reader would.
 */

const { harness, clock, now, received, mailsTo, admin } = emailEndToEnd();

describe('admin compose', () => {
  it('mails each chosen account once, sanitized, and counts addresses that are not accounts as failed', async () => {
    const { client } = await admin();
    const reader = await signUp(harness.server, { prefix: 'reader' });
    const answer = await client.json('POST', '/api/admin/send-email', {
      emails: [reader.email, reader.email.toUpperCase(), 'nobody@example.com'],
      subject: 'Our summer news',
      content:
        '<h2>New</h2><p>Read <a href="https://summer.example/blog">the blog</a>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      isHtml: true,
    });
    expect(answer).toEqual({ status: 200, body: { sent: 1, failed: 1 } });
    const [mail] = await mailsTo(reader.email);
    expect(mail?.parsed.subject).toBe('Our summer news');
    expect(mail?.parsed.html).toContain('<h2>New</h2>');
    expect(mail?.parsed.html).not.toMatch(/<script|onerror|alert\(/);
    expect(mail?.parsed.text).toContain('Read the blog.');
    expect(mail?.parsed.text).toContain('https://summer.example/blog');
    // Not marketing: no unsubscribe header on an admin's message.
    expect(mail?.parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received().filter((m) => m.envelope.to.includes(reader.email))).toHaveLength(1);
  });

  it('refuses a send without recipients or without subject and content, with SPEC words', async () => {
    const { client } = await admin();
    const none = await client.json<{ message: string }>('POST', '/api/admin/send-email', {
      emails: [],
      subject: 'x',
      content: 'y',
      isHtml: false,
    });
    expect(none.status).toBe(400);
    const blank = await client.json('POST', '/api/admin/send-email', {
      emails: ['a@example.com'],
      subject: '   ',
      content: 'y',
      isHtml: false,
    });
    expect(blank.status).toBe(400);
  });

  it('lists every account for the email screen', async () => {
    const { client } = await admin();
    const someone = await signUp(harness.server, { prefix: 'listed' });
    const list = await client.json<{ email: string; firstName: string }[]>('GET', '/api/admin/email-list');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ email: someone.email, firstName: 'Test' }));
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password once, ends every other session and token, and signs in', async () => {
    const { email, client: otherBrowser } = await signUp(harness.server, { prefix: 'forgetful' });
    const desktop = await createTestClient(harness.server.url).json<{ token: string }>(
      'POST',
      '/api/auth/token',
      {
        email,
        password: TEST_PASSWORD,
      },
    );
    expect(desktop.status).toBe(201);

    const visitor = createTestClient(harness.server.url);
    const asked = await visitor.json<{ message: string }>('POST', '/api/forgot-password', { email });
    const unknown = await visitor.json<{ message: string }>('POST', '/api/forgot-password', {
      email: 'no-such-account@example.com',
    });
    expect(asked.status).toBe(200);
    expect(unknown).toEqual(asked);

    const [mail] = await mailsTo(email);
    expect(mail?.parsed.subject).toBe('Reset your Summer password');
    const link = linksOf(mail as ReceivedMail).find((href) => href.includes('/reset-password?token='));
    expect(link).toBeDefined();
    expect(mail?.parsed.text).toContain(String(link));
    // The link opens the reset page.
    const page = await visitor.fetch(local(String(link)));
    expect(page.status).toBe(200);

    const token = new URL(String(link)).searchParams.get('token');
    const tooShort = await visitor.json('POST', '/api/reset-password', { token, password: 'short' });
    expect(tooShort.status).toBe(400);
    // Sign-up's rules: a common password, or the account's own email, is refused and the link stays good.
    for (const guessable of ['password', email]) {
      const weak = await visitor.json<{ error: string }>('POST', '/api/reset-password', {
        token,
        password: guessable,
      });
      expect(weak.status).toBe(400);
      expect(weak.body.error).toBe('weak_password');
    }
    const reset = await visitor.json<{ email: string }>('POST', '/api/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(email);
    expect((await visitor.json('GET', '/api/auth/user')).status).toBe(200);

    // Everything signed in before is signed out; the link works once.
    expect((await otherBrowser.json('GET', '/api/auth/user')).status).toBe(401);
    const withToken = createTestClient(harness.server.url, {
      headers: { authorization: `Bearer ${desktop.body.token}` },
    });
    expect((await withToken.json('GET', '/api/auth/user')).status).toBe(401);
    const again = await visitor.json<{ error: string }>('POST', '/api/reset-password', {
      token,
      password: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('reset_link_invalid');

    const login = async (password: string) =>
      (await createTestClient(harness.server.url).json('POST', '/api/login', { email, password })).status;
    expect(await login('a brand new password')).toBe(200);
    expect(await login(TEST_PASSWORD)).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(harness.server, { prefix: 'late' });
    const visitor = createTestClient(harness.server.url);
    await visitor.json('POST', '/api/forgot-password', { email });
    const [mail] = await mailsTo(email);
    const token = new URL(
      String(linksOf(mail as ReceivedMail).find((href) => href.includes('token='))),
    ).searchParams.get('token');
    clock.offsetMs += 61 * 60 * 1000;
    try {
      const late = await visitor.json<{ error: string }>('POST', '/api/reset-password', {
        token,
        password: 'a brand new password',
      });
      expect(late.body.error).toBe('reset_link_invalid');
    } finally {
      clock.offsetMs -= 61 * 60 * 1000;
    }
  });
});

describe('credit emails', () => {
  it('tells each user given credits today once, and nobody else', async () => {
    const { client } = await admin('credits-admin');
    const gifted = await signUp(harness.server, { prefix: 'gifted' });
    const other = await signUp(harness.server, { prefix: 'not-gifted' });
    const { grantCredits } = await import('../credits/grantCredits.ts');
    const userId = await harness.database.userId(gifted.email);
    const grant = (paid: number, reason: 'admin_grant' | 'admin_reset' | 'distribution', at: number) =>
      grantCredits({
        db: harness.database.db,
        userId,
        credits: { paid },
        reason,
        now: new Date(now().getTime() + at),
      });
    // 5 given and taken back by a reset, then 3: the mail tells of the 3 the user has.
    await grant(5, 'admin_grant', 0);
    await grant(-5, 'admin_reset', 1000);
    await grant(3, 'distribution', 2000);
    const first = await client.json<{ queued: number }>('POST', '/api/admin/send-credit-emails');
    expect(first.status).toBe(200);
    expect(first.body.queued).toBe(1);
    const [mail] = await mailsTo(gifted.email);
    expect(mail?.parsed.text).toContain('3 credits were added');
    expect(mail?.parsed.text).toContain('You now have 3 paid credits');
    expect((await client.json<{ queued: number }>('POST', '/api/admin/send-credit-emails')).body.queued).toBe(
      0,
    );
    expect(received().some((m) => m.envelope.to.includes(other.email))).toBe(false);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createTestClient, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

/** Development without SMTP_URL: mail is written as .eml files under DATA_DIR/mail, as it would be sent. */
const harness = withTestServer({ NODE_ENV: 'development', EMAIL_SEND_INTERVAL_MS: '200' });

describe('mail in development', () => {
  it('is written as an .eml file a mail program opens', async () => {
    const { email } = await signUp(harness.server, { prefix: 'developer' });
    await createTestClient(harness.server.url).json('POST', '/api/forgot-password', { email });
    const folder = join(harness.server.dataDir, 'mail');
    await expect
      .poll(() => (existsSync(folder) ? readdirSync(folder) : []), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/\.eml$/)]);
    const [file] = readdirSync(folder);
    const mail = await simpleParser(readFileSync(join(folder, String(file))));
    expect(mail.subject).toBe('Reset your Summer password');
    expect(mail.text).toContain('/reset-password?token=');
    expect(mail.html).toContain('/reset-password?token=');
  });
});

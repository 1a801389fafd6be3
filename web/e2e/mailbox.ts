import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The mail the product sent during the browser tests: the SMTP test server beside the server files each
 * message in E2E_MAILBOX (web/playwright.config.ts). Answers the latest message to `address`, waiting
 * for it to arrive.
 */
export async function latestMailTo(address: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const mailbox = process.env.E2E_MAILBOX;
  if (!mailbox) throw new Error('E2E_MAILBOX is not set (see web/playwright.config.ts)');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = readdirSync(mailbox).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(mailbox, file)));
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          if (to.some((entry) => entry.value.some((value) => value.address === address))) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: timeoutMs, message: `a mail to ${address}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

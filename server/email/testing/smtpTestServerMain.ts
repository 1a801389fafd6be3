/**
 * The SMTP test server as a process of its own, for the browser tests (web/playwright.config.ts starts
 * it beside the server): it listens on SMTP_TEST_PORT and writes every message it accepts, as received,
 * to SMTP_TEST_MAILBOX/<n>.eml for the journeys to read. Tests only; never part of the product.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpTestServer } from './smtpTestServer.ts';

const mailbox = process.env.SMTP_TEST_MAILBOX ?? '';
if (!mailbox) throw new Error('SMTP_TEST_MAILBOX is not set');
mkdirSync(mailbox, { recursive: true });
let count = 0;
const server = await startSmtpTestServer({
  port: Number(process.env.SMTP_TEST_PORT ?? 0),
  onMail: (mail) => {
    count += 1;
    writeFileSync(join(mailbox, `${String(count).padStart(5, '0')}.eml`), mail.raw);
  },
});
console.log(`SMTP test server listening at ${server.url}, mailbox ${mailbox}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

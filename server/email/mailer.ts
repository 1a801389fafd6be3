import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailSetup } from '../config.ts';

/**
 * One message as the outbox hands it to the mailer: everything it needs is in the row, in nodemailer's
 * own field names, so it is handed over as it is.
 */
interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<…@…>`, the same on every try. */
  messageId: string;
  headers: Record<string, string>;
}

/** How a delivery failed: a temporary failure is tried again later, a permanent one is not. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DeliveryError';
  }
}

export interface Mailer {
  /** 'smtp' or 'files'; a server without a mailer keeps its mail in the outbox. */
  kind: 'smtp' | 'files';
  /** Resolves once the receiving server accepted the message; throws a DeliveryError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Errors that say nothing against the message itself: the connection, the TLS handshake, or our own
 * credentials or configuration. The message is tried again (the operator may be fixing SMTP_URL).
 */
const RETRIED_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROTOCOL',
  'EAUTH',
  'ENOAUTH',
  'ECONFIG',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/** SMTP's rule: a 4xx reply is temporary, a 5xx reply permanent; a lost connection is temporary. */
function classifyFailure(error: unknown): DeliveryError {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const text = (response ?? message ?? String(error)).slice(0, 500);
  if (code && RETRIED_CODES.has(code)) return new DeliveryError(text, true, { cause: error });
  if (typeof responseCode === 'number') return new DeliveryError(text, responseCode < 500, { cause: error });
  return new DeliveryError(text, true, { cause: error });
}

/**
 * The SMTP mailer: nodemailer with one pooled connection (STARTTLS whenever the server offers it, as
 * nodemailer does by default on smtp://), bounded waits so a hung server never holds a lease for long.
 */
function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw classifyFailure(error);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP_URL: each message is written, exactly as it would be sent, to
 * DATA_DIR/mail/<message id>.eml, so a developer can open it in a mail program.
 */
function fileMailer(folder: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const name = mail.messageId.replace(/[^\w.@-]/g, '');
      // Written whole under another name first: a mail program watching the folder never opens half a message.
      const partial = join(folder, `${name}.eml.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, join(folder, `${name}.eml`));
    },
    close: () => transport.close(),
  };
}

/** The mailer of this installation, or none (mail then waits in the outbox). */
export function createMailer(setup: EmailSetup): Mailer | undefined {
  if (setup.mode === 'smtp') return smtpMailer(setup.url);
  if (setup.mode === 'files') return fileMailer(setup.folder);
  return undefined;
}

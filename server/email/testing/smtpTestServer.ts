import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), keeping every message it accepts, parsed with
 * mailparser. `refuse` decides, per message, to answer with an SMTP error instead (451 temporary, 550
 * permanent), as a real server under load or with a bad mailbox does. Tests only.
 */
export interface ReceivedMail {
  parsed: ParsedMail;
  raw: Buffer;
  envelope: { from: string; to: string[] };
  /** RFC 3848's name of the session: ESMTPSA is ESMTP upgraded to TLS (STARTTLS) and signed in (AUTH). */
  transmissionType: string;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages offered (accepted or refused). */
  offered: number;
  /** Called with the number of the message offered (1, 2, …): a code refuses it. */
  refuse: ((offer: number) => { code: number; message: string } | undefined) | undefined;
  /** Resolves once `count` messages have been accepted in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(
  options: {
    port?: number;
    onMail?: (mail: ReceivedMail) => void;
    /** How long the server takes over each message (a busy server: senders overlap). */
    acceptDelayMs?: number;
    /**
     * A server as providers run them: STARTTLS offered (smtp-server's own test certificate) and AUTH
     * required, with this user and password.
     */
    login?: { user: string; pass: string };
  } = {},
): Promise<SmtpTestServer> {
  const waiters: (() => void)[] = [];
  const state: SmtpTestServer = {
    url: '',
    port: 0,
    received: [],
    offered: 0,
    refuse: undefined,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`SMTP test server: ${state.received.length} of ${count} messages arrived`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return state.received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const { login } = options;
  const server = new SMTPServer({
    authOptional: !login,
    disabledCommands: login ? [] : ['STARTTLS', 'AUTH'],
    logger: false,
    // Closing does not wait for senders' idle pooled connections.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.offered += 1;
        // Read now: the session is reset for the next message before the parse below finishes.
        const { transmissionType } = session;
        const refusal = state.refuse?.(state.offered);
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        const delay = new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs ?? 0));
        delay
          .then(() => simpleParser(raw))
          .then(
            (parsed) => {
              const mail = {
                parsed,
                raw,
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((address) => address.address),
                },
                transmissionType,
              };
              state.received.push(mail);
              options.onMail?.(mail);
              for (const wake of waiters.splice(0)) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

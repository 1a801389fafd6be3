import { type Logger, pino } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; secrets in headers never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'summer' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}

import { type Logger, pino } from 'pino';

export type { Logger };

/** Log lines gathered before one write: a write per line woke a thread per request. */
const LOG_BUFFER_BYTES = 4096;
/** How long a line may wait in the buffer on a quiet server. */
const LOG_FLUSH_MS = 1000;

/**
 * Structured JSON logs on stdout; secrets in headers never reach them. Written asynchronously and in
 * batches: a line per request written synchronously made every answer wait for stdout (a pipe to a
 * slow reader, a busy disk), and a write per line handed the event loop's CPU to another thread once
 * per request; both showed in the slowest answers under load. What is still buffered is written
 * within a second, and synchronously when the process exits.
 */
export function createLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return pino(
    {
      level,
      base: { service: 'summer' },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

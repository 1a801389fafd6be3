import type { Response } from 'express';

/** Aborts when the client goes away before its answer is sent, so abandoned work (a page fetch) stops. */
export function abortOnDisconnect(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

import type { Request, Response } from 'express';
import type { ProgressEvent } from '../../shared/api/summarize.ts';
import type { ProgressTracker } from './progress.ts';

export interface StreamProgressOptions {
  progress: ProgressTracker;
  progressId: string;
  userId: string;
  req: Request;
  res: Response;
}

/**
 * An upload's stages as server-sent events, from the current one to `complete` or `error`, with a
 * comment every 15 s so proxies keep the connection open. Another user's id gets 404 before it starts.
 */
export function streamProgress({ progress, progressId, userId, req, res }: StreamProgressOptions): void {
  let heartbeat: NodeJS.Timeout | undefined;
  const finish = () => {
    clearInterval(heartbeat);
    watcher.stop();
    res.end();
  };
  const send = (event: ProgressEvent) => {
    res.write(`event: stage\ndata: ${JSON.stringify(event)}\n\n`);
    if (event.stage === 'complete' || event.stage === 'error') finish();
  };
  const watcher = progress.watch(progressId, userId, send);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
  heartbeat.unref();
  req.on('close', finish);
  res.write('retry: 2000\n\n');
  if (watcher.current) send(watcher.current);
}

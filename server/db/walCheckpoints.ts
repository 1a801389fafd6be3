import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Logger } from '../logger.ts';
import type { Database } from './database.ts';

/**
 * The write-ahead log's checkpoints on a thread of their own. SQLite runs a checkpoint inside the
 * commit that takes the log past 1,000 pages: it copies the pages into the database file and flushes
 * it to disk, on the event loop. Saving a large summary then held every other request 30 to 65 ms on
 * this machine (3 to 5 ms without), more on a busy disk. The server's connection leaves checkpoints
 * to this thread, which runs a PASSIVE one (it never waits for, nor blocks, the server's reads and
 * writes) every second. Should the thread fall behind or die, the server's own connection still
 * checkpoints once the log passes LOG_PAGES_BEFORE_SERVER_CHECKPOINTS.
 */

/** About 40 MB of log (4 KB pages): far above what a second of writes adds. */
const LOG_PAGES_BEFORE_SERVER_CHECKPOINTS = 10_000;
const CHECKPOINT_EVERY_MS = 1000;

// Plain CommonJS, so that it runs the same from source and from the server bundle.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const database = new SQLite(workerData.file, { fileMustExist: true, timeout: 0 });
const timer = setInterval(() => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy for a moment: the next second tries again.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoints {
  stop(): Promise<void>;
}

export async function checkpointInBackground(
  db: Database,
  file: string,
  logger: Logger,
): Promise<BackgroundCheckpoints> {
  await sql`pragma wal_autocheckpoint = ${sql.raw(String(LOG_PAGES_BEFORE_SERVER_CHECKPOINTS))}`.execute(db);
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      file,
      intervalMs: CHECKPOINT_EVERY_MS,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  worker.unref();
  // A thread that fails (its database file gone) leaves checkpoints to the server's own connection.
  worker.on('error', (error) => logger.warn({ err: error }, 'background WAL checkpoints stopped'));
  const exited = new Promise<void>((resolveExit) => worker.once('exit', () => resolveExit()));
  return {
    async stop() {
      // Held while it closes its connection: an unreferenced thread would let the process end first.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}

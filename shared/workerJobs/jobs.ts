/**
 * The protocol between a worker runner and its worker threads. A worker serves a table of handlers,
 * one per job type; both sides take their types from that one table, so a job and its answer stay
 * typed across the thread boundary although they travel as plain data (structured clone).
 */

/** Job type → handler. Each handler takes a job whose `type` names it and returns plain data. */
// `never` accepts every handler's own job type; the concrete table keeps the precise types.
export type JobHandlers = Record<string, (job: never) => unknown>;

export type JobType<H extends JobHandlers> = keyof H & string;

/** The job a handler takes. */
export type JobOf<H extends JobHandlers, K extends JobType<H>> = Parameters<H[K]>[0] & { type: K };

/** What a handler's job resolves to. */
export type ResultOf<H extends JobHandlers, K extends JobType<H>> = Awaited<ReturnType<H[K]>>;

/** An error as data: the main thread rebuilds it with its name and fields (e.g. an ExtractionError's kind). */
export interface DescribedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type WorkerAnswer =
  /** The worker has loaded its code; a job's time limit counts from here. */
  { ready: true } | { ok: true; result: unknown } | { ok: false; error: DescribedError };

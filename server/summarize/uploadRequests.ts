/**
 * Idempotent uploads. A client may send an `Idempotency-Key` header (a UUID it made once for one
 * document, e.g. when the desktop queued a summary made offline) with /api/upload and /api/upload-text.
 * The key is claimed per account in the same transaction that reserves the upload's credit, and
 * the claim is tied to the document in the transaction that saves it. So a repeated request with the key:
 * - after the first finished: answers the same document, as the first answer did (no credit, no summary);
 * - while the first is still running in this server: waits for it and answers the same;
 * - after its document was deleted: 410 `request_document_deleted` (a deleted summary is not made again);
 * - when the first failed: runs again (the failure gave the credit back and released the key);
 * - with a different document or level: 422 `idempotency_key_reused`.
 * Another account's equal key is another key.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type UploadResult,
} from '../../shared/api/summarize.ts';
import type { SummaryLevel } from '../../shared/domain/index.ts';
import type { CreditUsed, Reservation } from '../credits/reserveCredit.ts';
import { refundCredit } from '../credits/reserveCredit.ts';
import { type Database, inTransaction } from '../db/database.ts';
import type { DocumentRow } from '../documents/documentView.ts';
import { AppError } from '../http/errors.ts';

/** The request's key, lower-cased; undefined without the header; 400 when it is not one UUID. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(typeof raw === 'string' ? raw.trim() : raw);
  if (!parsed.success) {
    throw new AppError(
      'invalid_idempotency_key',
      `The ${IDEMPOTENCY_KEY_HEADER} header must be one UUID (for example 3f0c2a4e-8d1b-4c6a-9e2f-5b7d1a0c9e34).`,
    );
  }
  return parsed.data;
}

export interface UploadClaim {
  userId: string;
  requestId: string;
  /** What the request asked for (requestFingerprint): a key is one request, not a ticket for any. */
  fingerprint: string;
  /** Made by the server for a request that sent no key: nobody can repeat it, it only records the reservation. */
  internal?: true;
}

/**
 * The claim of an upload that came without a key. Every reservation is recorded as a claim, so one left
 * unfinished by a crash is found and given back at the next start (releaseUnfinishedUploads). Its key
 * cannot collide with a client's (those are bare UUIDs).
 */
export function internalClaim(userId: string): UploadClaim {
  return { userId, requestId: `internal-${randomUUID()}`, fingerprint: 'internal', internal: true };
}

/**
 * A digest of what makes two requests the same one: the route, the level, the name, and the document's
 * bytes or text (or the page's address). Only the digest is stored, never the document.
 */
export function requestFingerprint(parts: {
  route: string;
  level: number;
  filename?: string | undefined;
  content: string | Uint8Array;
}): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([parts.route, parts.level, parts.filename ?? null]));
  hash.update('\0');
  hash.update(parts.content);
  return hash.digest('hex');
}

function reused(): AppError {
  return new AppError(
    'idempotency_key_reused',
    `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different document or summary level. Use a new key for each document.`,
  );
}

/** What the claims work with: the database, and when this server started (by the server's clock). */
export interface ClaimServices {
  db: Database;
  /**
   * An unfinished claim stamped before this was left by a process that stopped; one stamped since
   * belongs to another process still working on it.
   */
  startedAt: Date;
}

/** What a repeated key finds before any work: a finished document's answer, or nothing (run it). */
async function earlierAnswer(services: ClaimServices, claim: UploadClaim): Promise<UploadResult | null> {
  const { db, startedAt } = services;
  const row = await db
    .selectFrom('upload_requests')
    .select(['request_hash', 'document_id', 'credit_used', 'created_at'])
    .where('user_id', '=', claim.userId)
    .where('request_id', '=', claim.requestId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== claim.fingerprint) throw reused();
  if (row.document_id === null) {
    // Claimed but unfinished, and nothing in this process works on it (idempotentUpload asked first).
    if (Date.parse(row.created_at) >= startedAt.getTime()) throw stillRunning();
    // Left by a server that stopped mid-summary: give the reservation back and let this request make it.
    await releaseClaim(db, claim, { userId: claim.userId, creditUsed: row.credit_used as CreditUsed });
    return null;
  }
  const document = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', row.document_id)
    .where('user_id', '=', claim.userId)
    .executeTakeFirst();
  if (!document || document.deleted === 1) {
    throw new AppError(
      'request_document_deleted',
      'The summary made for this request has since been deleted, so it is not made again.',
      { documentId: row.document_id },
    );
  }
  return uploadResultOf(document);
}

/**
 * Claims the key for this account; called inside the credit reservation's transaction so both happen
 * or neither. A claim made meanwhile by another server process is a 409 the client retries (throwing
 * rolls the reservation back).
 */
export async function insertClaim(
  trx: Database,
  claim: UploadClaim,
  creditUsed: CreditUsed,
  now: Date,
): Promise<void> {
  const inserted = await trx
    .insertInto('upload_requests')
    .values({
      user_id: claim.userId,
      request_id: claim.requestId,
      request_hash: claim.fingerprint,
      document_id: null,
      credit_used: creditUsed,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .returning('request_id')
    .executeTakeFirst();
  if (!inserted) throw stillRunning();
}

/**
 * Marks the claim finished by the document it made; run in the transaction that saves the document. A
 * client's key keeps pointing at its document (a repeat answers it); the server's own key has done its
 * job and goes.
 */
export async function tieClaim(trx: Database, claim: UploadClaim, documentId: string): Promise<void> {
  if (claim.internal) {
    await trx
      .deleteFrom('upload_requests')
      .where('user_id', '=', claim.userId)
      .where('request_id', '=', claim.requestId)
      .execute();
    return;
  }
  await trx
    .updateTable('upload_requests')
    .set({ document_id: documentId })
    .where('user_id', '=', claim.userId)
    .where('request_id', '=', claim.requestId)
    .execute();
}

/** Gives the claim's credit back and frees the key, together (the summary failed). */
export async function releaseClaim(
  db: Database,
  claim: UploadClaim,
  reservation: Reservation,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('upload_requests')
      .where('user_id', '=', claim.userId)
      .where('request_id', '=', claim.requestId)
      .where('document_id', 'is', null)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 1) await refundCredit({ db: trx, reservation });
  });
}

function stillRunning(): AppError {
  return new AppError(
    'request_in_progress',
    'This document is still being summarized. Try again in a moment to get its summary.',
    { retryAfterSeconds: 5 },
  );
}

/** A stored document in the upload's answer shape (no extraction notes: those were in the first answer). */
function uploadResultOf(row: DocumentRow): UploadResult {
  const stats = JSON.parse(row.stats_json) as UploadResult['stats'] & { engine?: unknown };
  return {
    id: row.id,
    filename: row.filename,
    summary: row.summary,
    stats: {
      originalWords: stats.originalWords ?? row.word_count,
      summaryWords: stats.summaryWords ?? row.summary_word_count,
      compressionRatio: stats.compressionRatio ?? 0,
      timeSavedDisplay: stats.timeSavedDisplay ?? '',
      processingTime: stats.processingTime ?? 0,
      language: stats.language ?? row.language,
      level: (stats.level ?? row.level) as SummaryLevel,
    },
    sources: JSON.parse(row.sources_json) as UploadResult['sources'],
    warnings: [],
    creditUsed: row.credit_used,
    retention: row.retention,
    expiresAt: row.expires_at,
  };
}

interface RunningUpload {
  fingerprint: string;
  job: Promise<UploadResult>;
  /** Requests waiting for this job's answer; when the last one goes away the work is stopped. */
  waiters: number;
  stop: AbortController;
}

/** Summaries of keyed uploads running in this server, so a repeat waits for the first one's answer. */
const running = new Map<string, RunningUpload>();

/** Counts one more request waiting for `upload`; its going away (its signal) counts it out. */
function wait(upload: RunningUpload, gone: AbortSignal | undefined): Promise<UploadResult> {
  upload.waiters++;
  gone?.addEventListener(
    'abort',
    () => {
      upload.waiters--;
      if (upload.waiters === 0) upload.stop.abort();
    },
    { once: true },
  );
  return upload.job;
}

/**
 * Runs `make` once per account and key: a repeat while it runs shares its answer (or its error); a repeat
 * after it finished gets the stored document. With the server's own key (none was sent), `make` simply runs.
 * `gone` aborts when the request's client has gone: `make`'s signal aborts once every request waiting
 * for it has gone, so a repeat that joined keeps the work alive.
 */
export async function idempotentUpload(
  services: ClaimServices,
  claim: UploadClaim,
  make: (signal: AbortSignal | undefined) => Promise<UploadResult>,
  gone?: AbortSignal,
): Promise<UploadResult> {
  if (claim.internal) return make(gone);
  const slot = `${claim.userId}\n${claim.requestId}`;
  const inFlight = running.get(slot);
  if (inFlight) {
    if (inFlight.fingerprint !== claim.fingerprint) throw reused();
    return wait(inFlight, gone);
  }
  // Registered before the first await, so a repeat arriving meanwhile shares this job rather than
  // racing it to the claim.
  const stop = new AbortController();
  const job = (async () => (await earlierAnswer(services, claim)) ?? make(stop.signal))().finally(() =>
    running.delete(slot),
  );
  const upload: RunningUpload = { fingerprint: claim.fingerprint, job, waiters: 0, stop };
  running.set(slot, upload);
  return wait(upload, gone);
}

/**
 * Gives back every reservation a stopped server left unfinished: claims without a document made before
 * `before` (this process's start), each refunded and removed in its own transaction. Run at start-up,
 * before the server answers, so a crash (kill -9, power loss) never keeps a credit without a summary; a
 * client that repeats its key afterwards gets its summary made and pays once. This process's own claims
 * are all younger. (Several servers on one database need leases instead: see decision 015.)
 */
export async function releaseUnfinishedUploads(db: Database, before: Date): Promise<number> {
  const left = await db
    .selectFrom('upload_requests')
    .select(['user_id', 'request_id', 'credit_used'])
    .where('document_id', 'is', null)
    .where('created_at', '<', before.toISOString())
    .execute();
  for (const row of left) {
    await releaseClaim(
      db,
      { userId: row.user_id, requestId: row.request_id, fingerprint: '' },
      { userId: row.user_id, creditUsed: row.credit_used as CreditUsed },
    );
  }
  return left.length;
}

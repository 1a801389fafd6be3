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
import type { Logger } from '../logger.ts';
import { serverBusy } from './engineErrors.ts';

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

/**
 * This server instance's hold on the claims it is working on. Claims are stamped with the instance's id
 * and a lease it renews while it works (startClaimLeases); a claim whose lease ran out was left by an
 * instance that stopped, so any instance may give its credit back and make the summary again. Leases
 * are measured on the wall clock, which the machines of a deployment share (NTP), not on the server's
 * injected clock that tests move by days.
 */
export interface ClaimLease {
  /** This instance's id, unique per start. */
  owner: string;
  /** How long a claim holds unless renewed. */
  ms: number;
}

/** What the claims work with: the database and this instance's lease. */
export interface ClaimServices {
  db: Database;
  lease: ClaimLease;
}

const leaseEnd = (lease: ClaimLease) => new Date(Date.now() + lease.ms).toISOString();

/** What a repeated key finds before any work: a finished document's answer, or nothing (run it). */
async function earlierAnswer(services: ClaimServices, claim: UploadClaim): Promise<UploadResult | null> {
  const { db } = services;
  const row = await db
    .selectFrom('upload_requests')
    .select(['request_hash', 'document_id', 'credit_used', 'lease_expires_at'])
    .where('user_id', '=', claim.userId)
    .where('request_id', '=', claim.requestId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== claim.fingerprint) throw reused();
  if (row.document_id === null) {
    // Claimed but unfinished, and nothing in this process works on it (idempotentUpload asked first):
    // another instance is making it while its lease holds.
    if (row.lease_expires_at && Date.parse(row.lease_expires_at) > Date.now()) throw stillRunning();
    // Left by an instance that stopped mid-summary: give the reservation back and let this request make it.
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
 * Claims the key for this account, leased to this instance; called inside the credit reservation's
 * transaction so both happen or neither. A claim made meanwhile by another server process is a 409 the
 * client retries (throwing rolls the reservation back).
 */
export async function insertClaim(
  trx: Database,
  claim: UploadClaim,
  creditUsed: CreditUsed,
  lease: ClaimLease,
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
      lease_owner: lease.owner,
      lease_expires_at: leaseEnd(lease),
    })
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .returning('request_id')
    .executeTakeFirst();
  if (!inserted) throw stillRunning();
}

/**
 * Marks the claim finished by the document it made; run in the transaction that saves the document. A
 * client's key keeps pointing at its document (a repeat answers it); the server's own key has done its
 * job and goes. When the claim is gone, this instance stalled past its lease and another gave the credit
 * back: the save is refused (503 server_busy, rolling the document back), so no summary is kept unpaid,
 * and the client's retry makes and pays for it once.
 */
export async function tieClaim(trx: Database, claim: UploadClaim, documentId: string): Promise<void> {
  const result = claim.internal
    ? await trx
        .deleteFrom('upload_requests')
        .where('user_id', '=', claim.userId)
        .where('request_id', '=', claim.requestId)
        .where('document_id', 'is', null)
        .executeTakeFirst()
        .then((deleted) => deleted.numDeletedRows)
    : await trx
        .updateTable('upload_requests')
        .set({ document_id: documentId, lease_owner: null, lease_expires_at: null })
        .where('user_id', '=', claim.userId)
        .where('request_id', '=', claim.requestId)
        .where('document_id', 'is', null)
        .executeTakeFirst()
        .then((updated) => updated.numUpdatedRows);
  if (result !== 1n) throw serverBusy();
}

/**
 * Gives the claim's credit back and frees the key, together (the summary failed, or its instance
 * stopped). Conditional: a claim already released or finished gives nothing. Answers whether it did.
 */
export async function releaseClaim(
  db: Database,
  claim: UploadClaim,
  reservation: Reservation,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('upload_requests')
      .where('user_id', '=', claim.userId)
      .where('request_id', '=', claim.requestId)
      .where('document_id', 'is', null)
      .executeTakeFirst();
    if (removed.numDeletedRows !== 1n) return false;
    await refundCredit({ db: trx, reservation });
    return true;
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
 * Gives back every reservation a stopped instance left unfinished: claims without a document whose lease
 * has run out (or that have none: made before leases), and, with `madeBefore`, every claim made before
 * then. Each is refunded and removed in its own transaction, conditionally, so two instances doing this
 * at once refund each claim once. A client that repeats its key afterwards gets its summary made and
 * pays once. Answers how many were given back.
 *
 * At start-up on SQLite `madeBefore` is this process's start: one process serves the file, so every
 * earlier claim is a stopped process's, given back before the server answers. On PostgreSQL other
 * instances may be working on theirs, so only expired leases count, at start-up and on the lease timer.
 */
export async function releaseUnfinishedUploads(
  db: Database,
  { madeBefore }: { madeBefore?: Date } = {},
): Promise<number> {
  const left = await db
    .selectFrom('upload_requests')
    .select(['user_id', 'request_id', 'credit_used'])
    .where('document_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('lease_expires_at', 'is', null),
        eb('lease_expires_at', '<=', new Date().toISOString()),
        ...(madeBefore ? [eb('created_at', '<', madeBefore.toISOString())] : []),
      ]),
    )
    .execute();
  let released = 0;
  for (const row of left) {
    const claim = { userId: row.user_id, requestId: row.request_id, fingerprint: '' };
    if (await releaseClaim(db, claim, { userId: row.user_id, creditUsed: row.credit_used as CreditUsed })) {
      released += 1;
    }
  }
  return released;
}

/** Renews this instance's leases (all its unfinished claims) in one statement. */
async function renewLeases(db: Database, lease: ClaimLease): Promise<void> {
  await db
    .updateTable('upload_requests')
    .set({ lease_expires_at: leaseEnd(lease) })
    .where('lease_owner', '=', lease.owner)
    .where('document_id', 'is', null)
    .execute();
}

/**
 * Keeps this instance's claims leased while it works on them (renewed every third of the lease), and
 * gives back the claims of instances that stopped, as their leases run out.
 */
export function startClaimLeases(options: { services: ClaimServices; logger: Logger }): { stop: () => void } {
  const { services, logger } = options;
  const { db, lease } = services;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await renewLeases(db, lease);
      const released = await releaseUnfinishedUploads(db);
      if (released > 0) logger.warn({ released }, 'credits given back for uploads a stopped instance left');
    } catch (error) {
      logger.error({ err: error }, 'upload lease renewal failed');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), Math.max(250, Math.floor(lease.ms / 3)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
